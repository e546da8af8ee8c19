// Parameters in the expression language (docs/language.md#parameters): declared letters that stand for numbers whose
// values change without recompiling. Runs the parameterCases of Tests/Fixtures/expressions.json
// (Tests/PlotCoreTests/ParameterTests.swift runs the same) and the rules around them.
// Run: node --test Tests/JS/parameters.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parse, compile, describe, isValidParameter, ExpressionError } from '../../Public/js/expression/expression.js';

const fixture = JSON.parse(readFileSync(new URL('../Fixtures/expressions.json', import.meta.url), 'utf8'));
const cases = fixture.parameterCases;

/** Both undefined, or the very same double (the sign of zero too). */
const sameValue = (a, b) => (!Number.isFinite(a) && !Number.isFinite(b)) || Object.is(a, b);

// --- Shared vectors

test('the fixture has parameter cases', () => {
  assert.ok(cases.filter((c) => !c.error).length >= 25);
  assert.ok(cases.filter((c) => c.error).length >= 5);
});

for (const vector of cases.filter((c) => !c.error)) {
  test(`parses, describes and evaluates ${JSON.stringify(vector.source)} with ${vector.parameters.join(', ')}`, () => {
    const expression = compile(vector.source, { parameters: vector.parameters, values: vector.parameterValues });
    assert.equal(expression.description, vector.description);
    assert.deepEqual(expression.usedParameters, vector.usedParameters);
    for (const [x, expected] of vector.values) {
      const actual = expression.value(x);
      if (vector.exact) {
        assert.ok(Object.is(actual, expected), `at x = ${x}: ${actual}, expected exactly ${expected}`);
      } else if (expected === null) {
        assert.equal(actual, null, `at x = ${x} should be undefined`);
      } else {
        assert.ok(actual !== null && Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected)),
          `at x = ${x}: ${actual}, expected ${expected}`);
      }
    }
    assert.equal(describe(expression.description, { parameters: vector.parameters }), expression.description);
  });
}

for (const vector of cases.filter((c) => c.error)) {
  test(`rejects ${JSON.stringify(vector.source)} with ${vector.parameters.join(', ')}`, () => {
    assert.throws(() => parse(vector.source, { parameters: vector.parameters }), (error) => {
      assert.ok(error instanceof ExpressionError);
      assert.equal(error.kind, vector.error.kind);
      assert.equal(error.offset, vector.error.offset);
      if (vector.error.message) assert.equal(error.message, vector.error.message);
      return true;
    });
  });
}

// --- Parsing

test('an undeclared letter is the error it always was', () => {
  const message = (source, options) => {
    try {
      parse(source, options);
    } catch (error) {
      return String(error);
    }
    return 'parsed';
  };
  assert.equal(message('ax + b'), "unknown name 'ax' (the variable is x) (character 1)");
  assert.equal(message('ax + b', { parameters: ['b'] }), message('ax + b'));
});

test('function names and constants win over declared letters', () => {
  const letters = { parameters: ['a', 's', 'i', 'n', 'p', 'c', 'o'] };
  assert.deepEqual(parse('asin(x)', letters).root, { type: 'call', name: 'asin', argument: { type: 'variable' } });
  assert.deepEqual(parse('pi', letters).root, { type: 'constant', name: 'π' });
  assert.equal(parse('cos(x)', letters).root.name, 'cos');
  assert.deepEqual(parse('ssin(x)', letters).root.factors.map((f) => f.node.type), ['parameter', 'call']);
});

test('used and declared parameters are listed in alphabetical order', () => {
  const expression = parse('c·x + a', { parameters: ['c', 'b', 'a'] });
  assert.deepEqual(expression.declaredParameters, ['a', 'b', 'c']);
  assert.deepEqual(expression.usedParameters, ['a', 'c']);
  assert.deepEqual(compile('x^2').usedParameters, []);
  assert.equal(parse('x^2').usedParameters, undefined, 'without declarations the parsed object is what it always was');
});

test('parameter names are one lower-case letter other than x and e', () => {
  for (const name of ['a', 'k', 'z']) assert.ok(isValidParameter(name), name);
  for (const name of ['x', 'e', 'A', 'E', 'ab', '1', 'π', '', 'α']) assert.ok(!isValidParameter(name), name);
  assert.throws(() => parse('2x', { parameters: ['x'] }), /'?"x"'? cannot be a parameter/);
});

// --- Evaluation

// Each source with its values and the same source with those values written as numbers
// (the same list as ParameterTests.swift).
const WRITTEN_ALIKE = [
  ['ax^2 + bx + c', { a: 1, b: -2.5, c: 3.1 }, '(1)x^2 + (-2.5)x + (3.1)'],
  ['ax³ − bx² + cx − d', { a: 0.3, b: 2.5, c: -3.1, d: 13.3 }, '0.3x³ − 2.5x² + (-3.1)x − 13.3'],
  ['a sin(bx + c)', { a: 2, b: 0.5, c: -1 }, '2 sin(0.5x + (-1))'],
  ['cos(kx)', { k: 3 }, 'cos(3x)'],
  ['tan(kx - d)', { k: 3, d: 1 }, 'tan(3x - 1)'],
  ['x^a', { a: 3 }, 'x^3'],
  ['x^a', { a: 2 }, 'x^2'],
  ['x^a', { a: 7 }, 'x^7'],
  ['x^a', { a: 2.5 }, 'x^2.5'],
  ['x^a', { a: -1 }, 'x^(-1)'],
  ['a^b + x', { a: 1.1, b: 3 }, '1.1^3 + x'],
  ['a^x', { a: 2 }, '2^x'],
  ['(x+a)^b', { a: 1, b: 3 }, '(x+1)^3'],
  ['1/(ax)', { a: 3 }, '1/(3x)'],
  ['2a·x + a/3 − ab', { a: 0.1, b: 0.7 }, '2·0.1·x + 0.1/3 − 0.1·0.7'],
  ['√(ax) + ln(b) + exp(cx)', { a: 2, b: 10, c: -0.5 }, '√(2x) + ln(10) + exp(-0.5x)'],
  ['−a·x', { a: -0 }, '−(−0)·x'],
];
const XS = [-3.7, -2, -1, -0.5, -0, 0, 1e-300, 0.25, 0.5, 1, 1.1, 2, 3.7, 1e10];

test('values compute exactly as if written as numbers', () => {
  for (const [source, values, written] of WRITTEN_ALIKE) {
    const f = compile(source, { parameters: Object.keys(values), values }).evaluate;
    const g = compile(written).evaluate;
    for (const x of XS) assert.ok(sameValue(f(x), g(x)), `${source} at x = ${x}: ${f(x)}, written ${g(x)}`);
  }
});

test('new values take effect without recompiling, and nothing with a parameter is folded', () => {
  const cubic = compile('ax³ + b + 2c', { parameters: ['a', 'b', 'c'], values: { a: 1, b: 0, c: 0 } });
  const { evaluate } = cubic;
  assert.equal(evaluate(2), 8);
  cubic.setParameters({ a: -1 });
  assert.equal(evaluate(2), -8, 'the evaluate taken before the change sees it');
  cubic.setParameters({ b: 0.5, c: 0.25 });
  assert.equal(cubic.value(2), -7);
  // A sub-tree without x: folding it would freeze the first value.
  const constant = compile('a^b', { parameters: ['a', 'b'], values: { a: 2, b: 3 } });
  assert.equal(constant.evaluate(0), 8);
  constant.setParameters({ a: 3, b: 2 });
  assert.equal(constant.evaluate(0), 9);
});

test('every new value computes as if written, through the whole exponent rule', () => {
  // x^a takes x·x, x·x·x, repeated squaring or pow by a's value, as x^2, x^3, x^7, x^2.5 do.
  const power = compile('x^a + a^x', { parameters: ['a'], values: { a: 1 } });
  for (const a of [1, 2, 3, 7, 64, 65, 2.5, -1, -2, 0, 0.5]) {
    power.setParameters({ a });
    const written = compile(`x^(${a}) + (${a})^x`).evaluate;
    for (const x of XS) assert.ok(sameValue(power.evaluate(x), written(x)), `a = ${a} at x = ${x}`);
  }
});

test('a parameter in an exponent is no written fraction, so no real root', () => {
  assert.equal(compile('x^(1/a)', { parameters: ['a'], values: { a: 3 } }).value(-8), null);
  assert.equal(compile('x^(1/3)').value(-8), -2);
});

test('a missing, unknown or non-finite value is a programming error named clearly', () => {
  const options = { parameters: ['a', 'b'] };
  assert.throws(() => compile('ax + b', { ...options, values: { a: 1 } }), /no value for parameter 'b' of ax \+ b/);
  const line = compile('ax + b', { ...options, values: { a: 1, b: 2 } });
  assert.throws(() => line.setParameters({ c: 1 }), /'c' is not a declared parameter of ax \+ b/);
  assert.throws(() => line.setParameters({ a: Number.NaN }), /parameter 'a' must be a finite number, not NaN/);
  assert.throws(() => line.setParameters({ a: '2' }), /parameter 'a' must be a finite number/);
  // A rejected update changes nothing, not even the values listed before the bad one.
  assert.throws(() => line.setParameters({ a: 5, b: Infinity }));
  assert.equal(line.value(1), 3);
});

test('a declared but unused parameter is listed as unused and takes its value', () => {
  const expression = compile('3x', { parameters: ['a'], values: { a: 1 } });
  assert.deepEqual(expression.usedParameters, []);
  assert.deepEqual(expression.declaredParameters, ['a']);
  assert.equal(expression.value(2), 6);
});

test('an expression without parameters compiles as before, with nothing to set', () => {
  const line = compile('2x + 1');
  assert.deepEqual(line.declaredParameters, []);
  assert.equal(line.value(1), 3);
  assert.throws(() => line.setParameters({ a: 1 }), /'a' is not a declared parameter/);
});
