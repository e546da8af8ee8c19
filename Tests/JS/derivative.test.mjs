// Runs Tests/Fixtures/derivatives.json against Public/js/expression/derivative.js (the Swift tests run the same
// file): exact derivatives of every function of the language, within 1e-12 of their closed forms, undefined where
// none exists, described as the fixture's formula, and the formula read back gives the same doubles.
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { compile, parse } from '../../Public/js/expression/expression.js';
import { derivative } from '../../Public/js/expression/derivative.js';

const { cases } = JSON.parse(readFileSync(new URL('../Fixtures/derivatives.json', import.meta.url), 'utf8'));

/** The derivative of a fixture case, compiled with its parameters' values. */
function slopeOf(vector) {
  const values = vector.parameters ?? {};
  const options = { parameters: Object.keys(values), functions: vector.functions ?? {} };
  const slope = derivative(parse(vector.expression, options));
  assert.ok(slope !== null, `${vector.expression} has a derivative`);
  return { slope, compiled: compile(slope, { values }), values };
}

test('the fixture covers every function of the language', () => {
  const written = cases.map((vector) => vector.expression).join(' ');
  for (const name of ['sin', 'cos', 'tan', 'sec', 'csc', 'cot', 'asin', 'acos', 'atan', 'sinh', 'cosh', 'tanh',
    'exp', 'ln', 'log', 'sqrt', '√', 'abs', 'floor', 'ceil', 'sign', 'sgn', 'arcsin', 'min', 'max', '^', '{', '/']) {
    assert.ok(written.includes(name), `no case uses ${name}`);
  }
});

for (const vector of cases) {
  test(`d/dx ${vector.expression}`, () => {
    const { slope, compiled } = slopeOf(vector);
    for (const [x, expected] of vector.points) {
      const actual = compiled.value(x);
      assert.ok(actual !== null, `${vector.expression}: derivative at ${x} should be ${expected}, is undefined`);
      assert.ok(Math.abs(actual - expected) <= 1e-12 * Math.max(1, Math.abs(expected)),
        `${vector.expression}: derivative at ${x} is ${actual}, expected ${expected}`);
    }
    for (const x of vector.undefinedAt) {
      assert.equal(compiled.value(x), null, `${vector.expression}: no derivative at ${x}, got ${compiled.value(x)}`);
    }
    if (vector.formula !== undefined) assert.equal(slope.description, vector.formula);
    // The formula is an expression of the language that computes the same doubles.
    const reread = compile(slope.description, { parameters: Object.keys(vector.parameters ?? {}), values: vector.parameters ?? {} });
    for (const x of [...vector.points.map(([x]) => x), ...vector.undefinedAt]) {
      assert.ok(Object.is(reread.evaluate(x), compiled.evaluate(x)), `${slope.description} read back at ${x}`);
    }
  });
}

test('a derivative keeps the declared parameters and follows their new values', () => {
  const slope = derivative('a x^2', { parameters: ['a'] });
  assert.deepEqual(slope.declaredParameters, ['a']);
  const compiled = compile(slope, { values: { a: 1 } });
  assert.equal(compiled.value(3), 6);
  compiled.setParameters({ a: 2 });
  assert.equal(compiled.value(3), 12);
});

test('the second derivative is the derivative of the first', () => {
  const second = derivative(derivative('x^3 - 3x'));
  assert.equal(second.description, '6x');
  assert.equal(compile(second).value(2), 12);
});

test('a derivative too large to write is not given, quickly', () => {
  // Each nested min doubles the derivative's written size: 40 of them would be 2⁴⁰ nodes.
  let nested = 'x';
  for (let i = 0; i < 40; i += 1) nested = `min(${nested}, x^2)`;
  assert.equal(derivative(nested), null);
});
