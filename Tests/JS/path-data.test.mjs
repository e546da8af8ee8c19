// Path data (Public/js/graph/path-data.js): curves written relative to their first point, and an
// area's outline with the points that matter (keptOutlinePoints). Sources/PlotSVG/PathData.swift
// mirrors both; Tests/PlotSVGTests/PathDataTests.swift checks the same cases.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { keptOutlinePoints, outlinePathData, pathData } from '../../Public/js/graph/path-data.js';
import { svgNumber, svgUnits, unitsText } from '../../Public/js/graph/svg-number.js';

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
  assert.equal(outlinePathData([polygon], v, 2), 'M0 25l500 0 0 25-500 0Z');
});

test('a curve is written relative to its first point, and the rounding does not add up along it', () => {
  // A wiggly curve of 2000 points whose every coordinate has more decimals than are written.
  const v = { xMin: 0, xMax: 1, yMin: -1.5, yMax: 1.5, width: 1600, height: 1000 };
  const segment = new Float64Array(4000);
  for (let i = 0; i < 2000; i += 1) {
    const x = i / 1999;
    segment[2 * i] = x;
    segment[2 * i + 1] = Math.sin(40 * x) + 0.3 * Math.cos(977 * x);
  }
  // Up to 2× one decimal moves no point by more than a tenth of a device pixel; at 3×, two.
  for (const [density, decimals] of [[1, 1], [2, 1], [3, 2]]) {
    const d = pathData([segment], v, density);
    assert.match(d, /^M[^ML]+l[^MLlA-Za-z]+$/);
    const [start, steps] = d.slice(1).split('l');
    const unit = 10 ** decimals;
    const numbers = (text) => text.match(/-?(?:\d+\.?\d*|\.\d+)/g).map((n) => Math.round(Number(n) * unit));
    assert.ok(steps.match(/\.\d+/g).every((fraction) => fraction.length <= decimals + 1), `${decimals} decimals at ${density}×`);
    let [x, y] = numbers(start);
    const deltas = numbers(steps);
    assert.equal(deltas.length, 2 * 1999);
    // Summed in whole units of the last decimal, each point lands exactly where its absolute coordinate rounds to.
    for (let i = 1; i < 2000; i += 1) {
      x += deltas[2 * i - 2];
      y += deltas[2 * i - 1];
      assert.equal(x, svgUnits(segment[2 * i] * 1600 / density, decimals));
      assert.equal(y, svgUnits((1.5 - segment[2 * i + 1]) * 1000 / 3 / density, decimals));
    }
  }
});

test('units and their text round as svgNumber does', () => {
  for (const value of [0, -0, 0.125, -0.125, 12.35, 250.5, -0.004, 0.005, 799.995, 123456.789, -3.14159]) {
    for (const decimals of [0, 1, 2, 3]) {
      assert.equal(unitsText(svgUnits(value, decimals), decimals), svgNumber(value, decimals), `${value} to ${decimals}`);
    }
  }
  assert.equal(svgUnits(Number.NaN, 2), 0);
  assert.equal(svgUnits(1e300, 2), 1e11);
});
