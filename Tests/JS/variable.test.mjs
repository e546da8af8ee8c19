// Expressions in t and θ, a parametric or polar curve's variable (docs/language.md#the-variable). Runs the
// variableCases of Tests/Fixtures/expressions.json (Tests/PlotCoreTests/VariableTests.swift runs the same),
// and the rules around them: the option's spellings, the variable's letter refused as a parameter, the
// error in the site's language.
// Run: node --test Tests/JS/variable.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { compile, describe, parse, ExpressionError } from '../../Public/js/expression/expression.js';
import { compileForEvaluation } from '../../Public/js/expression/evaluation.js';
import { namedFunctions } from '../../Public/js/expression/named-functions.js';
import { errorText } from '../../Public/js/expression/error-words.js';
import { de } from './support/word-tables.mjs';

const { variableCases: cases } = JSON.parse(readFileSync(new URL('../Fixtures/expressions.json', import.meta.url), 'utf8'));

const options = (vector) => ({
  variable: vector.variable,
  parameters: vector.parameters ?? [],
  functions: vector.functions ? namedFunctions(vector.functions, vector.parameters ?? []) : undefined,
});

test('the fixture has cases in t and θ', () => {
  assert.ok(cases.filter((c) => c.variable === 't' && !c.error).length >= 10);
  assert.ok(cases.filter((c) => c.variable === 'θ' && !c.error).length >= 8);
  assert.ok(cases.filter((c) => c.error).length >= 6);
});

for (const vector of cases.filter((c) => !c.error)) {
  test(`describes and evaluates ${JSON.stringify(vector.source)} in ${vector.variable}`, () => {
    const parsed = parse(vector.source, options(vector));
    assert.equal(parsed.description, vector.description);
    assert.equal(parsed.variable, vector.variable);
    assert.deepEqual(parsed.warnings, vector.warnings ?? []);
    const f = compile(parsed, { values: vector.parameterValues ?? {} });
    const plain = compileForEvaluation(vector.functions ? parsed.description : vector.source,
      { variable: vector.variable, parameters: vector.parameters ?? [], values: vector.parameterValues ?? {} });
    for (const [t, expected] of vector.values) {
      const actual = f.value(t);
      if (expected === null) {
        assert.equal(actual, null, `at ${t} should be undefined`);
      } else {
        assert.ok(actual !== null && Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected)), `at ${t}: ${actual}, expected ${expected}`);
      }
      assert.ok(Object.is(plain.value(t), actual), `compileForEvaluation at ${t}`);
    }
    // The description reads back, in the same variable, to itself.
    assert.equal(describe(parsed.description, { variable: vector.variable, parameters: vector.parameters ?? [] }), parsed.description);
  });
}

for (const vector of cases.filter((c) => c.error)) {
  test(`rejects ${JSON.stringify(vector.source)} in ${vector.variable}`, () => {
    assert.throws(() => parse(vector.source, options(vector)), (error) => {
      assert.ok(error instanceof ExpressionError);
      assert.deepEqual([error.kind, error.offset, error.message], [vector.error.kind, vector.error.offset, vector.error.message]);
      return true;
    });
  });
}

test('theta is another spelling of θ; an expression in x is the object it always was', () => {
  assert.equal(compile('2theta', { variable: 'theta' }).description, '2θ');
  assert.equal(parse('2x').variable, undefined);
  assert.throws(() => parse('2t', { variable: 'y' }), TypeError);
});

test("the variable's letter cannot be a parameter or a named function", () => {
  assert.throws(() => parse('at', { variable: 't', parameters: ['a', 't'] }), /'t' is the variable/);
  assert.throws(() => parse('2', { variable: 't', functions: namedFunctions({ t: 'x + 1' }) }), /'t' is the variable/);
  // In θ the letter t is free to be one.
  assert.equal(parse('tθ', { variable: 'θ', parameters: ['t'] }).description, 't·θ');
});

test('the wrong variable is said in German too', () => {
  const error = (source, variable) => {
    try {
      parse(source, { variable });
    } catch (caught) {
      return caught;
    }
    assert.fail(`${source} parsed`);
  };
  assert.equal(errorText(error('x + t', 't'), de), 'x ist nicht die Variable dieser Kurve: schreiben Sie t');
  assert.equal(errorText(error('t', 'θ'), de), 'unbekannter Name „t“ (die Variable heißt θ)');
  assert.equal(errorText(error('q', 't')), "unknown name 'q' (the variable is t)");
});
