// The list of points of interest as the live page writes it (Public/js/points-of-interest-list.js), the
// same entries and words as the build's (Sources/PlotSiteGenerator/PointsOfInterestList.swift).

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { entriesOf, pointText } from '../../Public/js/points-of-interest-list.js';
import de from '../../Public/js/words/de.js';

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
