// Public/js/figure/area-outline.js: the shaded region of an area as drawn (docs/sampling.md#area-outlines).
// The outlines of Tests/Fixtures/area-vectors.json, on viewports 8 pixels wide whose polygons are
// written out by hand, are checked by Swift (Tests/PlotCoreTests/AreaOutlineTests.swift) too.
// Run: node --test Tests/JS/area-*.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { areaOutline, areaColumns } from '../../Public/js/figure/area-outline.js';
import { compile } from '../../Public/js/expression/expression.js';

const fixture = JSON.parse(readFileSync(new URL('../Fixtures/area-vectors.json', import.meta.url), 'utf8'));
const evaluate = (source) => (source === null ? null : compile(source).evaluate);

/** Asserts polygons equal, coordinate by coordinate within 1e-12 (√2 from the fixture's generator). */
function assertPolygons(actual, expected) {
  assert.equal(actual.length, expected.length, `${actual.length} polygons, expected ${expected.length}`);
  actual.forEach((polygon, i) => {
    assert.ok(polygon instanceof Float64Array);
    assert.equal(polygon.length, expected[i].length, `polygon ${i}: ${[...polygon]}`);
    polygon.forEach((value, j) => {
      assert.ok(Math.abs(value - expected[i][j]) <= 1e-12, `polygon ${i}[${j}]: ${value}, expected ${expected[i][j]}: ${[...polygon]}`);
    });
  });
}

for (const c of fixture.outlines) {
  test(`outline of ${c.f}${c.g ? ` − (${c.g})` : ''} on ${c.from}…${c.to}: ${c.why}`, () => {
    assertPolygons(areaOutline(evaluate(c.f), evaluate(c.g), c.from, c.to, c.viewport), c.polygons);
  });
}

test('nothing outside the visible part of from … to is evaluated', () => {
  const seen = [];
  const frame = { xMin: 0, xMax: 8, yMin: -4, yMax: 4, width: 8, height: 8 };
  areaOutline((x) => { seen.push(x); return 1; }, (x) => { seen.push(x); return 0; }, -3, 2.5, frame);
  assert.deepEqual([...new Set(seen)], [0, 1, 2, 2.5]);
});

test('a full-width area has one column per device pixel plus the two ends', () => {
  const frame = { xMin: -10, xMax: 10, yMin: -1, yMax: 1, width: 1440, height: 900 };
  const xs = areaColumns(-10, 10, frame);
  assert.equal(xs.length, 1441);
  assert.equal(xs[0], -10);
  assert.equal(xs[1440], 10);
  for (let i = 1; i < xs.length; i += 1) assert.ok(xs[i] > xs[i - 1]);
});

test('a pole is shaded to 8 pixels beyond the frame, with finite coordinates', () => {
  const frame = { xMin: -1, xMax: 1, yMin: -2, yMax: 2, width: 200, height: 100 };
  const [polygon] = areaOutline(compile('1/x^2').evaluate, null, 0.001, 1, frame);
  const ys = polygon.filter((_, i) => i % 2 === 1);
  assert.equal(Math.max(...ys), 2 + (8 * 4) / 100);
  assert.ok(ys.every(Number.isFinite));
});
