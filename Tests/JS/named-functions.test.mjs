// Named functions in Public/js/expression/ (docs/language.md#named-functions): the refusals of
// Tests/Fixtures/named-function-errors.json (the Swift tests run the same file) and what a call computes.
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { compile, parse, ExpressionError } from '../../Public/js/expression/expression.js';
import { NamedFunctionError, namedFunctions } from '../../Public/js/expression/named-functions.js';

const { cases } = JSON.parse(readFileSync(new URL('../Fixtures/named-function-errors.json', import.meta.url), 'utf8'));

for (const vector of cases) {
  test(`refused: ${JSON.stringify(vector.functions)} ${vector.expression}`, () => {
    const parameters = vector.parameters ?? [];
    if (vector.definition !== undefined) {
      assert.throws(() => namedFunctions(vector.functions, parameters), (error) => {
        assert.ok(error instanceof NamedFunctionError);
        assert.deepEqual([error.functionName, error.offset, error.message], [vector.definition, vector.offset, vector.message]);
        return true;
      });
      return;
    }
    const functions = namedFunctions(vector.functions, parameters);
    assert.throws(() => parse(vector.expression, { parameters, functions }), (error) => {
      assert.ok(error instanceof ExpressionError);
      assert.deepEqual([error.offset, error.message], [vector.offset, vector.message]);
      return true;
    });
  });
}

test("a call computes the definition at its argument; primes are derivatives", () => {
  const functions = namedFunctions({ f: 'x^3 - 3x', g: "f'(x)/3" });
  const at2 = (source) => compile(parse(source, { functions })).value(2);
  assert.equal(at2("f'(x)"), 9);
  assert.equal(at2('f″(x)'), 12);
  assert.equal(at2('f(x − 1) + 2'), 0);
  assert.equal(at2('2f(x)'), 4);
  assert.equal(at2('g(x)'), 3);
  assert.equal(at2("g'(x)"), 4);
});

test('an expression calling named functions says so; its description stands alone', () => {
  const functions = namedFunctions({ f: 'x^2' });
  const parsed = parse('f(x + 1)', { functions });
  assert.equal(parsed.callsNamedFunctions, true);
  assert.equal(parsed.description, '(x + 1)²');
  assert.equal(parse('x^2', { functions }).callsNamedFunctions, undefined);
});

test('named functions must be used with the parameters they were read with', () => {
  const functions = namedFunctions({ f: 'a x' }, ['a']);
  assert.equal(compile(parse('f(2)', { parameters: ['a'], functions }), { values: { a: 3 } }).value(0), 6);
  assert.throws(() => parse('f(2)', { functions }), TypeError);
});
