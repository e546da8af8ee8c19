// Public/js/figure/riemann-sum.js: Riemann sums by every rule against the closed forms of
// Tests/Fixtures/riemann-sums.json, which Swift (Tests/PlotCoreTests/RiemannSumTests.swift) meets too.
// Run: node --test Tests/JS/riemann-sum.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { riemannSum, SUM_RULES } from '../../Public/js/figure/riemann-sum.js';
import { compile } from '../../Public/js/expression/expression.js';

const fixture = JSON.parse(readFileSync(new URL('../Fixtures/riemann-sums.json', import.meta.url), 'utf8'));

test('the fixture has every rule, and sums without a value', () => {
  for (const rule of SUM_RULES) assert.ok(fixture.cases.some((c) => c.rule === rule && 'value' in c), rule);
  assert.ok(fixture.cases.filter((c) => 'undefinedAt' in c).length >= 4);
});

for (const c of fixture.cases) {
  test(`${c.rule} sum of ${c.f} on ${c.from} … ${c.to}, n = ${c.n}`, () => {
    const result = riemannSum(compile(c.f).evaluate, c.rule, c.from, c.to, c.n);
    if ('undefinedAt' in c) {
      assert.equal(result.value, null);
      assert.equal(result.undefinedAt, c.undefinedAt);
      assert.equal(result.parts.length, 0);
      return;
    }
    const off = Math.abs(result.value - c.value);
    assert.ok(off <= c.relative * Math.max(1, Math.abs(c.value)), `${result.value} is ${off} from ${c.closedForm} = ${c.value}`);
    assert.equal(result.parts.length, 4 * c.n);
    // The pieces tile from … to, and their areas add up to the sum.
    assert.equal(result.parts[0], c.from);
    assert.equal(result.parts[4 * c.n - 3], c.to);
    let total = 0;
    for (let i = 0; i < c.n; i += 1) {
      const [x0, x1, y0, y1] = result.parts.subarray(4 * i, 4 * i + 4);
      if (i > 0) assert.equal(x0, result.parts[4 * i - 3]);
      total += (x1 - x0) * (y0 + y1) / 2;
    }
    assert.ok(Math.abs(total - result.value) <= 1e-12 * Math.max(1, Math.abs(c.value)));
  });
}

test('lower ≤ left, right, midpoint ≤ upper on a wavy curve', () => {
  const f = compile('sin(3x) + x/2').evaluate;
  for (const n of [1, 3, 10, 200]) {
    const sum = (rule) => riemannSum(f, rule, -2, 3, n).value;
    for (const rule of ['left', 'right', 'midpoint', 'trapezoid']) {
      assert.ok(sum('lower') <= sum(rule) + 1e-12 && sum(rule) <= sum('upper') + 1e-12, `${rule}, n = ${n}`);
    }
  }
});

test('a sum that is not 1 … 1000 pieces, or runs backwards, or has no rule, is refused', () => {
  const f = (x) => x;
  assert.throws(() => riemannSum(f, 'left', 0, 1, 0), RangeError);
  assert.throws(() => riemannSum(f, 'left', 0, 1, 1001), RangeError);
  assert.throws(() => riemannSum(f, 'left', 0, 1, 2.5), RangeError);
  assert.throws(() => riemannSum(f, 'left', 1, 0, 4), RangeError);
  assert.throws(() => riemannSum(f, 'lefft', 0, 1, 4), RangeError);
});
