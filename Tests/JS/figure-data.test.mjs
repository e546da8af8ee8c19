// What the build leaves unsaid in data-figure (FigureData.swift) the script fills in, and nothing else.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { figureData } from '../../Public/js/figure/figure-data.js';

test('a one-curve figure gets its usual fields back', () => {
  assert.deepEqual(figureData('{"curves":[{"expression":"x^2","name":"x²"}]}'), {
    curves: [{ expression: 'x^2', name: 'x²', label: null, from: null, to: null, style: 'solid' }],
    areas: [], points: [], lines: [], pointsOfInterest: true, parameters: [],
  });
});

test('what the page says is kept', () => {
  const figure = figureData('{"curves":[{"expression":"x","name":"x","label":"f","to":2,"style":"dashed","endpoints":false}],'
    + '"areas":[{"under":0,"from":0,"to":1}],"pointsOfInterest":false,"parameters":[{"name":"a","value":1}]}');
  assert.deepEqual(figure.curves, [{ expression: 'x', name: 'x', label: 'f', from: null, to: 2, style: 'dashed', endpoints: false }]);
  assert.deepEqual(figure.areas, [{ under: 0, from: 0, to: 1 }]);
  assert.equal(figure.pointsOfInterest, false);
  assert.deepEqual(figure.parameters, [{ name: 'a', value: 1 }]);
});

test('a curve of another kind is left as it is written', () => {
  const relation = { relation: 'x^2 + y^2 = 4', name: 'circle', label: null, style: 'solid' };
  const sequence = { sequence: '1/n', n: [1, 9], partialSums: false, name: '1/n', label: null, style: 'dotted' };
  assert.deepEqual(figureData(JSON.stringify({ curves: [relation, sequence] })).curves, [relation, sequence]);
});
