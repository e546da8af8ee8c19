// Public/js/fields/euler-polygon.js: Euler's polygons against the exact sums of Tests/Fixtures/ode-solutions.json, which
// Swift (Tests/PlotCoreTests/EulerPolygonTests.swift) meets too.
// Run: node --test Tests/JS/euler-polygon.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { compileSlope, parseRightSide } from '../../Public/js/fields/ode-right-side.js';
import { EulerFailure, eulerPolygon } from '../../Public/js/fields/euler-polygon.js';
import { ODE } from '../../Public/js/limits.js';

const fixture = JSON.parse(readFileSync(new URL('../Fixtures/ode-solutions.json', import.meta.url), 'utf8'));

for (const c of fixture.euler) {
  test(c.name, () => {
    const polygon = eulerPolygon(compileSlope(parseRightSide(c.f)), { x: c.start[0], y: c.start[1] }, c.step, c.to);
    assert.equal(polygon.end, c.end);
    assert.equal(polygon.points.length, c.points.length);
    polygon.points.forEach((point, i) => {
      const [x, y] = c.points[i];
      // x is x₀ + i·h in doubles, one rounding from the exact value (the last exactly `to`); y carries a rounding of
      // each of i steps, each a few ulps: 1e-14 relative per step is far above that and far below anything drawn.
      assert.ok(Math.abs(point.x - x) <= 2 * Number.EPSILON * Math.max(1, Math.abs(x)), `x ${point.x} ≠ ${x} at ${i}`);
      assert.ok(Math.abs(point.y - y) <= 1e-14 * (i + 1) * Math.max(1, Math.abs(y)), `y ${point.y} ≠ ${y} at ${i}`);
    });
    if (c.end === 'reached') assert.equal(polygon.points.at(-1).x, c.to);
  });
}

test('more steps than the limit is an error that says so; exactly the limit is not', () => {
  const f = compileSlope(parseRightSide('y'));
  for (const c of fixture.eulerTooMany) {
    assert.throws(() => eulerPolygon(f, { x: c.start[0], y: c.start[1] }, c.step, c.to), (error) => error instanceof EulerFailure
      && error.kind === 'tooManySteps' && error.message.includes(`at most ${ODE.eulerStepsMax} steps, not ${c.steps}`));
  }
  const polygon = eulerPolygon(f, { x: 0, y: 1 }, 1 / ODE.eulerStepsMax, 1);
  assert.equal(polygon.points.length, ODE.eulerStepsMax + 1);
  assert.equal(polygon.points.at(-1).x, 1);
});

test('a step that is not a number greater than 0 is an error', () => {
  const f = compileSlope(parseRightSide('y'));
  for (const step of [0, -0.1, NaN, Infinity]) {
    assert.throws(() => eulerPolygon(f, { x: 0, y: 1 }, step, 1), (error) => error.kind === 'badStep');
  }
});
