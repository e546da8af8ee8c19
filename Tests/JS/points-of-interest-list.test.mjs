// The list of points of interest as the live page writes it (Public/js/points-of-interest-list.js), the
// same entries and words as the build's (Sources/PlotSiteGenerator/PointsOfInterestList.swift).

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { entriesOf, pointText } from '../../Public/js/points-of-interest-list.js';
import { de } from './support/word-tables.mjs';

test('points written at the same coordinates are one entry, kinds in the list order', () => {
  const points = [
    { kind: 'root', x: -1, y: 0 },
    { kind: 'root', x: 0, y: 0 },
    { kind: 'y-intercept', x: 0, y: 0 },
    { kind: 'minimum', x: 0, y: 0 },
    { kind: 'maximum', x: 1.5, y: 2 },
  ];
  const entries = entriesOf(points);
  assert.deepEqual(entries.map((entry) => entry.map((point) => point.kind)), [['root'], ['root', 'minimum', 'y-intercept'], ['maximum']]);
  assert.equal(pointText(entries[1]), 'Root, minimum and y-intercept (0, 0)');
  assert.equal(pointText(entries[1], de), 'Nullstelle, Minimum und y-Achsenabschnitt (0; 0)');
  assert.equal(pointText(entries[0]), 'Root (−1, 0)');
});

test('only neighbours at one place merge: the same x with another y stays apart', () => {
  const entries = entriesOf([{ kind: 'y-intercept', x: 0, y: -2 }, { kind: 'root', x: 0.000001, y: 0 }]);
  assert.equal(entries.length, 2);
});

test('a jump and a hole are entries of their own, in words that say where the curve goes', () => {
  const points = [
    { kind: 'y-intercept', x: 0, y: 0 },
    { kind: 'jump', x: 0, y: 0, jump: { left: -1, right: 1, value: 0 } },
    { kind: 'jump', x: 1, y: 2, jump: { left: 1, right: 2, value: 2 } },
    { kind: 'jump', x: 1.5, y: -1, jump: { left: -1, right: 1, value: null } },
    { kind: 'hole', x: 2, y: 1.5, loneValue: null },
    { kind: 'hole', x: 2.5, y: 4, loneValue: 7.5 },
  ];
  const entries = entriesOf(points);
  assert.deepEqual(entries.map((entry) => entry.map((point) => point.kind)), [['y-intercept'], ['jump'], ['jump'], ['jump'], ['hole'], ['hole']]);
  assert.deepEqual(entries.map((entry) => pointText(entry)), [
    'y-intercept (0, 0)', 'Jump at x = 0: from −1 to 1, the value 0', 'Jump at x = 1: from 1 to 2, the value 2',
    'Jump at x = 1.5: from −1 to 1, undefined there', 'Hole at (2, 1.5)', 'Hole at (2.5, 4); f(2.5) = 7.5',
  ]);
  assert.deepEqual(entries.slice(3).map((entry) => pointText(entry, de)),
    ['Sprung bei x = 1,5: von −1 auf 1, dort nicht definiert', 'Lücke bei (2; 1,5)', 'Lücke bei (2,5; 4); f(2,5) = 7,5']);
});
