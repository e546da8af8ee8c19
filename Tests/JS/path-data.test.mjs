// An area's outline is written with the points that matter: Public/js/graph/path-data.js
// keptOutlinePoints, which Sources/PlotSVG/PathData.swift mirrors (Tests/PlotSVGTests/PathDataTests.swift
// checks the same cases).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { keptOutlinePoints, outlinePathData } from '../../Public/js/graph/path-data.js';

test('a straight run keeps its ends and a point every 33', () => {
  const xs = Array.from({ length: 100 }, (_, i) => i);
  const ys = xs.map(() => 5);
  assert.deepEqual(keptOutlinePoints(xs, ys, 0.05), [0, 33, 66, 99]);
});

test('a corner is kept, and the points along its two sides are not', () => {
  assert.deepEqual(keptOutlinePoints([0, 1, 2, 2, 2], [0, 0, 0, 1, 2], 0.05), [0, 2, 4]);
});

test('a point off the chord by more than the tolerance stays, by less goes', () => {
  assert.deepEqual(keptOutlinePoints([0, 1, 2], [0, 0.04, 0], 0.05), [0, 2]);
  assert.deepEqual(keptOutlinePoints([0, 1, 2], [0, 0.06, 0], 0.05), [0, 1, 2]);
});

test('a gentle arc keeps enough points that no dropped point strays', () => {
  const xs = Array.from({ length: 400 }, (_, i) => i / 4);
  const ys = xs.map((x) => 50 - (x - 50) * (x - 50) / 100);
  const kept = keptOutlinePoints(xs, ys, 0.05);
  assert.ok(kept.length < xs.length / 4, `${kept.length} of ${xs.length} kept`);
  for (let k = 1; k < kept.length; k += 1) {
    const [a, b] = [kept[k - 1], kept[k]];
    for (let j = a + 1; j < b; j += 1) {
      const [dx, dy] = [xs[b] - xs[a], ys[b] - ys[a]];
      const off = Math.abs(dx * (ys[j] - ys[a]) - dy * (xs[j] - xs[a])) / Math.hypot(dx, dy);
      assert.ok(off <= 0.05 + 1e-12, `point ${j} is ${off} off the chord ${a}–${b}`);
    }
  }
});

test('an area under a constant is a rectangle of four corners', () => {
  const v = { xMin: 0, xMax: 10, yMin: -1, yMax: 1, width: 1000, height: 200 };
  const top = Array.from({ length: 11 }, (_, i) => [i, 0.5]).flat();
  const polygon = Float64Array.from([...top, ...Array.from({ length: 11 }, (_, i) => [10 - i, 0]).flat()]);
  assert.equal(outlinePathData([polygon], v, 2), 'M0 25 500 25 500 50 0 50Z');
});
