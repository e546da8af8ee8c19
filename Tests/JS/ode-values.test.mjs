// Public/js/fields/ode-values.js: a solution's values at the table's rows, scored against the closed forms of
// Tests/Fixtures/ode-solutions.json, which Swift (Tests/PlotCoreTests/ODESolutionValuesTests.swift) meets too.
// Run: node --test Tests/JS/ode-values.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { compile } from '../../Public/js/expression/expression.js';
import { compileSlope, parseRightSide } from '../../Public/js/fields/ode-right-side.js';
import { solutionValues } from '../../Public/js/fields/ode-values.js';

const fixture = JSON.parse(readFileSync(new URL('../Fixtures/ode-solutions.json', import.meta.url), 'utf8'));

/** The table's promise: within a millionth of the frame's height of the true value (six significant digits of it). */
const TOLERANCE = 1e-6;

/** 21 rows across the frame, and the point's own x. */
function rows(frame, x0) {
  return [...Array.from({ length: 21 }, (_, k) => frame.xMin + (frame.xMax - frame.xMin) * k / 20), x0];
}

/** Whether the row at x must have a value (true), must have none (false), or may have either (null), by the fixture's ends. */
function expectation(c, x) {
  const [x0] = c.through;
  const end = x < x0 ? c.ends[0] : c.ends[1];
  const direction = x < x0 ? -1 : 1;
  if (end.reason === 'edge') return true;
  // A margin end lies beyond `x` (where the closed form leaves the margin) and before `limit`; a vertical one at `x`.
  const reachedUpTo = end.x, noneFrom = end.limit ?? end.x;
  if (direction * (reachedUpTo - x) > 1e-3) return true;
  if (direction * (x - noneFrom) >= 0) return false;
  return null;
}

for (const c of fixture.solutions) {
  test(`the values of ${c.name} at the rows lie on the closed form, and none past where it ends`, () => {
    const F = compile(c.closedForm).evaluate;
    const xs = rows(c.frame, c.through[0]);
    const values = solutionValues(compileSlope(parseRightSide(c.f)), { x: c.through[0], y: c.through[1] }, xs, c.frame);
    const height = c.frame.yMax - c.frame.yMin;
    xs.forEach((x, i) => {
      const expected = expectation(c, x);
      if (expected === true) {
        assert.notEqual(values[i], null, `a value at x = ${x}`);
        assert.ok(Math.abs(values[i] - F(x)) <= TOLERANCE * height, `at x = ${x}: ${values[i]}, not ${F(x)}`);
      } else if (expected === false) {
        assert.equal(values[i], null, `no value at x = ${x}`);
      }
    });
    assert.equal(values.at(-1), c.through[1], 'the point itself');
  });
}

test('f undefined at the point: no row has a value', () => {
  const frame = { xMin: -3, xMax: 3, yMin: -3, yMax: 3, width: 600, height: 600 };
  assert.deepEqual(solutionValues(compileSlope(parseRightSide('-x/y')), { x: 1, y: 0 }, [-1, 0, 1, 2], frame), [null, null, null, null]);
});

test('a solution that ends where f turns undefined has no values beyond it', () => {
  // y′ = √x through (1, 0) is (2/3)(x^1.5 − 1) for x ≥ 0, and ends at x = 0.
  const frame = { xMin: -2, xMax: 2, yMin: -2, yMax: 2, width: 400, height: 400 };
  const values = solutionValues(compileSlope(parseRightSide('sqrt(x)')), { x: 1, y: 0 }, [-1, -0.5, 0.5, 1, 2], frame);
  assert.deepEqual(values.slice(0, 2), [null, null]);
  for (const [i, x] of [[2, 0.5], [4, 2]]) assert.ok(Math.abs(values[i] - (2 / 3) * (x ** 1.5 - 1)) <= TOLERANCE * 4, `${values[i]} at ${x}`);
  assert.equal(values[3], 0);
});
