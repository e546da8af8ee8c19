// Runs every case of Tests/Fixtures/relations.json against Public/js/expression/relation.js (the Swift tests run
// the same file): relations in x and y (docs/language.md#relations), their descriptions, what they draw, their
// values at points, and the errors of those that are neither one curve nor one region.
// Run: node --test Tests/JS/relation.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { explicitExpression, parseRelation, relationComparisons, Y } from '../../Public/js/expression/relation.js';
import { compile, ExpressionError } from '../../Public/js/expression/expression.js';
import { namedFunctions } from '../../Public/js/expression/named-functions.js';
import { describeTree } from '../../Public/js/expression/describe.js';
import { compileTree } from '../../Public/js/expression/compile.js';
import { compare } from '../../Public/js/expression/arithmetic.js';
import { randomRelation } from './support/random-expression.mjs';

const { cases } = JSON.parse(readFileSync(new URL('../Fixtures/relations.json', import.meta.url), 'utf8'));

/** The relation a case reads, with its parameters and named functions. */
function read(vector) {
  const parameters = vector.parameters ?? [];
  const functions = vector.functions === undefined ? undefined : namedFunctions(vector.functions, parameters);
  return parseRelation(vector.source, { parameters, functions });
}

/** Each side's value at (x, y), the parameters at the case's values. */
function evaluator(relation, values = {}) {
  const names = [...relation.declaredParameters, Y];
  const slots = new Map(names.map((name, index) => [name, index]));
  const current = new Float64Array(names.length);
  for (const [name, value] of Object.entries(values)) current[slots.get(name)] = value;
  const sides = relationComparisons(relation).map(({ left, comparison, right }) => ({
    left: compileTree(left, slots, current), comparison, right: compileTree(right, slots, current) }));
  return (x, y) => {
    current[slots.get(Y)] = y;
    return sides.map(({ left, comparison, right }) => ({ left: left(x), comparison, right: right(x) }));
  };
}

test('the fixture holds every kind and every error of a relation', () => {
  const kinds = new Set(cases.filter((c) => !c.error).map((c) => c.kind));
  assert.deepEqual([...kinds].sort(), ['curve', 'functionOfX', 'functionOfY', 'region']);
  assert.ok(cases.filter((c) => c.error?.kind === 'badRelation').length >= 8);
});

for (const vector of cases.filter((c) => !c.error)) {
  test(`reads ${JSON.stringify(vector.source)} as ${vector.kind} ${JSON.stringify(vector.description)}`, () => {
    const relation = read(vector);
    assert.equal(relation.description, vector.description);
    assert.equal(relation.kind, vector.kind);
    assert.deepEqual(relation.warnings, vector.warnings ?? []);
    if (vector.function !== undefined) assert.equal(describeTree(relation.function), vector.function);
    else assert.equal(relation.function, undefined);
    // The description is a relation of its own that means the same and describes to itself.
    const again = parseRelation(relation.description, { parameters: vector.parameters ?? [] });
    assert.equal(again.description, relation.description);
    assert.equal(again.kind, relation.kind);
    const [sides, sidesAgain] = [evaluator(relation, vector.parameterValues), evaluator(again, vector.parameterValues)];
    for (const [x, y, expected] of vector.differences ?? []) {
      const [{ left, right }] = sides(x, y);
      const difference = left - right;
      if (expected === null) {
        assert.ok(!Number.isFinite(difference), `at (${x}, ${y}): ${difference}, expected undefined`);
      } else {
        assert.ok(Math.abs(difference - expected) <= 1e-9 * Math.max(1, Math.abs(expected)), `at (${x}, ${y}): ${difference}, expected ${expected}`);
      }
      const [{ left: l, right: r }] = sidesAgain(x, y);
      assert.ok(Object.is(l - r, difference) || (Number.isNaN(l - r) && Number.isNaN(difference)));
    }
    for (const [x, y, expected] of vector.holds ?? []) {
      const holds = sides(x, y).every(({ left, comparison, right }) => compare(comparison, left, right));
      assert.equal(holds, expected, `at (${x}, ${y})`);
    }
  });
}

for (const vector of cases.filter((c) => c.error)) {
  test(`rejects ${JSON.stringify(vector.source)} with ${vector.error.kind} at ${vector.error.offset}`, () => {
    assert.throws(() => read(vector), (error) => {
      assert.ok(error instanceof ExpressionError);
      assert.deepEqual({ kind: error.kind, offset: error.offset, message: error.message }, vector.error);
      return true;
    });
  });
}

test('an explicit curve gives its function as an expression to compile, in the free coordinate', () => {
  const parabola = explicitExpression(parseRelation('y = a x^2', { parameters: ['a'] }));
  assert.equal(parabola.description, 'a·x²');
  assert.equal(compile(parabola, { values: { a: 2 } }).value(3), 18);
  const sideways = explicitExpression(parseRelation('x = y^2 - 1'));
  // Its values are x, at the y given as its variable.
  assert.equal(compile(sideways).value(3), 8);
  assert.equal(explicitExpression(parseRelation('x^2 + y^2 = 1')), null);
  assert.equal(explicitExpression(parseRelation('y < x')), null);
});

test('y is a variable only in a relation; a relation refuses y as a parameter or a named function', () => {
  assert.throws(() => compile('x^2 + y^2'), (error) => error.kind === 'unknownName' && error.message === "unknown name 'y' (the variable is x)");
  assert.throws(() => parseRelation('y = a', { parameters: ['y'] }), TypeError);
  assert.throws(() => parseRelation('y = x', { functions: namedFunctions({ y: 'x' }) }), TypeError);
});

test('and and or are words only in a relation', () => {
  assert.equal(compile('and', { parameters: ['a', 'n', 'd'], values: { a: 2, n: 3, d: 5 } }).value(0), 30);
  const relation = parseRelation('y > a n d and x > 0', { parameters: ['a', 'd', 'n'] });
  assert.equal(relation.description, 'y > a·n·d and x > 0');
  assert.throws(() => parseRelation('y > and', { parameters: ['a', 'd', 'n'] }), (error) => error.message === "unexpected 'and'");
});

test('random relations are the same stream as Swift\'s (RelationTests checks the same list)', () => {
  const next = randomRelation(42);
  assert.deepEqual([next(), next(), next()], [
    "++1e308-8.1E+11 ≥ 8·pi−.8",
    "y>pi",
    "|44.491^-1sin(86.749¹⁰ − ln(max(piy+y¹π³, 9. x + π))÷88.15)|^(y)=−−min(3E−15 / y − y⁰,e−x,17.26 - 70.5)¹⁰^(53π^(-1/3))/√ln (√(9007199254740993 - 0.1² / 7.)exp(+-π¹ e))⁰",
  ]);
});

test('random relations: every description is a relation that describes to itself and draws the same', () => {
  const next = randomRelation(7);
  let accepted = 0;
  for (let i = 0; i < 1500; i += 1) {
    const source = next();
    let relation;
    try {
      relation = parseRelation(source);
    } catch (error) {
      assert.ok(error instanceof ExpressionError, `${source}: ${error}`);
      continue;
    }
    accepted += 1;
    const again = parseRelation(relation.description);
    assert.equal(again.description, relation.description, source);
    assert.equal(again.kind, relation.kind, source);
  }
  assert.ok(accepted > 1000, `${accepted} accepted`);
});
