// Public/js/figure/area-integral.js: an area's value by adaptive Gauss–Kronrod quadrature, or the reason
// it has none, and its text. Tests/Fixtures/area-vectors.json holds closed forms that Swift
// (Tests/PlotCoreTests/AreaIntegralTests.swift) must meet too, with the same text.
// Run: node --test Tests/JS/area-*.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { areaValue, areaText } from '../../Public/js/figure/area-integral.js';
import { compile } from '../../Public/js/expression/expression.js';

const fixture = JSON.parse(readFileSync(new URL('../Fixtures/area-vectors.json', import.meta.url), 'utf8'));
const evaluate = (source) => (source === null ? null : compile(source).evaluate);
const area = (f, g, from, to) => areaValue(evaluate(f), evaluate(g), from, to);
const name = (c) => `${c.f}${c.g === null ? '' : ` − (${c.g})`} on ${c.from}…${c.to}`;

// --- The shared fixture

test('the area fixture has enough cases, defined and undefined', () => {
  assert.ok(fixture.areas.length >= 25);
  assert.ok(fixture.areas.filter((c) => c.value === null).length >= 8);
});

for (const c of fixture.areas) {
  test(`${name(c)} → ${c.text}${c.reason ? ` (${c.reason})` : ''}`, () => {
    const result = area(c.f, c.g, c.from, c.to);
    assert.equal(areaText(result), c.text);
    if (c.value === null) {
      assert.equal(result.undefined, c.reason);
      return;
    }
    // Far better than the 6 printed digits, and within the error the quadrature claims.
    const actual = Math.abs(result.value - c.value);
    assert.ok(actual <= 1e-9 * Math.abs(c.value) || (c.value === 0 && result.value === 0),
      `${result.value} is ${actual} from the closed form ${c.value}`);
    assert.ok(actual <= result.error + 1e-15 * Math.abs(c.value), `the error estimate ${result.error} is below the true error ${actual}`);
  });
}

for (const c of fixture.texts) {
  test(`areaText of ${c.value} is ${c.text}, as Swift's DecimalText writes it`, () => {
    assert.equal(areaText({ value: c.value, error: 0 }), c.text);
  });
}

// --- Behaviour beyond the fixture

test('an undefined area prints as undefined, whatever the reason', () => {
  assert.equal(areaText({ undefined: 'a pole at x ≈ 0' }), 'undefined');
});

test('a pole is found on a boundary of the first pieces, between nodes, and at an end point', () => {
  for (const [from, to] of [[-1, 1], [-1, 1.125], [-0.3, 1], [0, 1]]) {
    assert.equal(area('1/x^2', null, from, to).undefined, 'a pole at x ≈ 0', `${from}…${to}`);
  }
});

test('a non-integrable singularity at an end point is a pole, an integrable one is integrated', () => {
  assert.equal(area('1/x', null, 0, 1).undefined, 'a pole at x ≈ 0');
  assert.equal(area('x^(-0.7)', null, 0, 1).undefined, 'a pole at x ≈ 0');  // 6 digits would need x < 1e-300
  assert.equal(areaText(area('x^(-0.55)', null, 0, 1)), '2.22222');  // 1/0.45
});

test('a function that oscillates without end returns within its budget', () => {
  const start = performance.now();
  const result = area('sin(1/x)', null, -1, 1);
  const elapsed = performance.now() - start;
  assert.ok('undefined' in result ? result.undefined === 'does not converge' : Math.abs(result.value) < 1e-6, JSON.stringify(result));
  assert.ok(elapsed < 500, `${elapsed} ms`);
});

test('the area from a to b and from b to c add up to the area from a to c', () => {
  const ab = area('exp(-x^2)', null, -10, 0.3).value;
  const bc = area('exp(-x^2)', null, 0.3, 10).value;
  const ac = area('exp(-x^2)', null, -10, 10).value;
  assert.ok(Math.abs(ab + bc - ac) <= 1e-12, `${ab} + ${bc} vs ${ac}`);
});

test('between f and g is ∫ f − ∫ g', () => {
  const fg = area('x^3/3 - x', 'x^2 - 1', 1, 2).value;
  const f = area('x^3/3 - x', null, 1, 2).value;
  const g = area('x^2 - 1', null, 1, 2).value;
  assert.ok(Math.abs(fg - (f - g)) <= 1e-12, `${fg} vs ${f} − ${g}`);
});

test('from … to that is not an increasing finite interval has no value, with a reason', () => {
  for (const [from, to] of [[1, 1], [2, 1], [0, Infinity], [NaN, 1]]) {
    const result = area('x', null, from, to);
    assert.match(result.undefined, /^the interval .* is not finite and increasing$/);
  }
});
