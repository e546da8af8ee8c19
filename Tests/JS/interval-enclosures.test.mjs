// Runs every box of Tests/Fixtures/interval-enclosures.json against Public/js/interval/interval-function.js (the Swift
// tests run the same file): each enclosure holds the values found at a grid of the box, stays within the stated bounds,
// and says as the fixture does whether the expression is defined and continuous on all of the box. Also the outward
// rounding itself (Public/js/interval/rounding.js).
// Run: node --test Tests/JS/interval-enclosures.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parse } from '../../Public/js/expression/expression.js';
import { namedFunctions } from '../../Public/js/expression/named-functions.js';
import { intervalFunction, isDefinedEverywhere } from '../../Public/js/interval/interval-function.js';
import { BOUNDS, nextDown, nextUp, product, quotient, squareRoot, sum } from '../../Public/js/interval/rounding.js';

const { cases } = JSON.parse(readFileSync(new URL('../Fixtures/interval-enclosures.json', import.meta.url), 'utf8'));
const number = (v) => (v === 'Infinity' ? Infinity : v === '-Infinity' ? -Infinity : v);

/** The expression of a case as a tree in x and y (y read as a parameter), with its named functions. */
function tree({ expression, functions, parameters = {} }) {
  const names = ['y', ...Object.keys(parameters)];
  return parse(expression, { parameters: names, functions: functions && namedFunctions(functions, names) }).root;
}

for (const vector of cases) {
  for (const box of vector.boxes) {
    test(`${vector.expression} over x ${box.x.join(' … ')}, y ${box.y.join(' … ')}`, () => {
      const f = intervalFunction(tree(vector), { values: vector.parameters ?? {} });
      const e = { ...f.enclose(box.x[0], box.x[1], box.y[0], box.y[1]) };
      if (box.encloses !== null) {
        assert.ok(e.lower <= box.encloses[0] && e.upper >= box.encloses[1], `${e.lower} … ${e.upper} misses ${box.encloses}`);
      }
      if (box.within !== undefined) {
        const [low, high] = box.within.map(number);
        const slack = (v) => (Number.isFinite(v) ? 1e-12 * Math.max(1, Math.abs(v)) : 0);
        assert.ok(e.lower >= low - slack(low) && e.upper <= high + slack(high), `${e.lower} … ${e.upper} passes ${box.within}`);
      }
      assert.equal(isDefinedEverywhere(e), box.definedEverywhere, 'defined everywhere');
      assert.equal(e.continuous, box.continuous, 'continuous');
    });
  }
}

test('the fixture covers every function of the language', () => {
  const written = cases.map((c) => c.expression).join(' ');
  for (const name of ['sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'sinh', 'cosh', 'tanh', 'ln', 'log', 'exp', 'abs', 'sqrt',
    'floor', 'ceil', 'sign', 'sec', 'csc', 'cot', 'min', 'max', '{', '^(1/3)', '^(2/3)', '|']) {
    assert.ok(written.includes(name), name);
  }
});

test('outward rounding: exact results stay exact, inexact ones get their neighbour on the side of the exact value', () => {
  sum(1, 2 ** -60);
  assert.deepEqual([...BOUNDS], [1, nextUp(1)]);
  sum(1, -(2 ** -60));
  assert.deepEqual([...BOUNDS], [nextDown(1), 1]);
  sum(0.5, 0.25);
  assert.deepEqual([...BOUNDS], [0.75, 0.75]);
  product(3, 2);
  assert.deepEqual([...BOUNDS], [6, 6]);
  product(0.1, 3);
  // 0.1 (the double) · 3 is 0.30000000000000001665…, rounded up to 0.30000000000000004.
  assert.deepEqual([...BOUNDS], [nextDown(0.30000000000000004), 0.30000000000000004]);
  quotient(6, 3);
  assert.deepEqual([...BOUNDS], [2, 2]);
  quotient(1, 3);
  assert.ok(BOUNDS[0] < 1 / 3 || BOUNDS[1] > 1 / 3);
  assert.equal(nextUp(BOUNDS[0]), BOUNDS[1]);
  squareRoot(4);
  assert.deepEqual([...BOUNDS], [2, 2]);
  squareRoot(2);
  assert.equal(nextUp(BOUNDS[0]), BOUNDS[1]);
  product(Number.MAX_VALUE, 2);
  assert.deepEqual([...BOUNDS], [Number.MAX_VALUE, Infinity]);
  assert.equal(nextUp(0), Number.MIN_VALUE);
  assert.equal(nextDown(0), -Number.MIN_VALUE);
  assert.equal(nextUp(-Infinity), -Number.MAX_VALUE);
  assert.ok(Object.is(nextUp(-Number.MIN_VALUE), -0));
});

test('only a sum\'s index past 64 widens a power: a slider\'s value written out is no index', () => {
  const widthInUlps = (source, values = {}) => {
    const names = Object.keys(values);
    const f = intervalFunction(parse(source, { parameters: ['y', ...names] }).root, { values });
    const e = f.enclose(1.1, 1.1, 0, 0);
    return (e.upper - e.lower) / (nextUp(e.lower) - e.lower);
  };
  // x^a with the slider a at 100 is pow's double, rounded outward: a few doubles wide.
  assert.ok(widthInUlps('x^a', { a: 100 }) <= 4, `x^a: ${widthInUlps('x^a', { a: 100 })} doubles`);
  // The index k at 100 is widened by 8 doubles a side, room for the multiplications the compiled sum does.
  assert.ok(widthInUlps('sum(k = 100 … 100, x^k)') >= 16, `sum: ${widthInUlps('sum(k = 100 … 100, x^k)')} doubles`);
});
