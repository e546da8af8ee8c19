// Runs every vector of Tests/Fixtures/expressions.json against Public/js/expression/expression.js
// (the Swift tests run the same file), plus the message texts of a few errors.
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parse, compile, describe, ExpressionError } from '../../Public/js/expression/expression.js';

const fixture = JSON.parse(readFileSync(new URL('../Fixtures/expressions.json', import.meta.url), 'utf8'));
const cases = fixture.cases;
const MAXIMUM_LENGTH = 10_000;

/** Long hostile sources are named by their start and length in test output. */
function label(source) {
  const characters = Array.from(source);
  return characters.length > 40 ? `${characters.slice(0, 40).join('')}… (${characters.length} chars)` : JSON.stringify(source);
}

function thrown(source) {
  try {
    parse(source);
  } catch (error) {
    assert.ok(error instanceof ExpressionError, `${label(source)} threw ${error}`);
    return error;
  }
  assert.fail(`${label(source)} should not parse`);
}

test('the fixture has enough cases', () => {
  assert.ok(cases.length >= 150);
});

for (const vector of cases.filter((c) => !c.error)) {
  test(`parses, describes and evaluates ${label(vector.source)}`, () => {
    const expression = compile(vector.source);
    assert.equal(expression.description, vector.description);
    for (const [x, expected] of vector.values ?? []) {
      const actual = expression.value(x);
      if (expected === null) {
        assert.equal(actual, null, `at x = ${x} should be undefined, is ${actual}`);
        assert.ok(!Number.isFinite(expression.evaluate(x)));
      } else if (vector.exact) {
        // Bit for bit: Object.is tells −0 from 0.
        assert.ok(Object.is(actual, expected), `at x = ${x}: ${actual}, expected exactly ${expected}`);
      } else {
        assert.notEqual(actual, null, `at x = ${x} should be ${expected}, is undefined`);
        const tolerance = 1e-9 * Math.max(1, Math.abs(expected));
        assert.ok(Math.abs(actual - expected) <= tolerance, `at x = ${x}: ${actual}, expected ${expected}`);
        assert.equal(expression.evaluate(x), actual);
      }
    }
  });

  test(`warns as the fixture says: ${label(vector.source)}`, () => {
    const { warnings, description } = parse(vector.source);
    assert.deepEqual(warnings, vector.warnings ?? []);
    // A description never reads ambiguously: it is what the warnings tell people to write.
    assert.deepEqual(parse(description).warnings, []);
  });

  // The description is canonical: reading it back gives the same text and the same values.
  test(`description reads back to itself: ${label(vector.source)}`, () => {
    const first = parse(vector.source);
    assert.ok(Array.from(first.description).length <= MAXIMUM_LENGTH);
    const again = parse(first.description);
    assert.equal(again.description, first.description);
    const [f, g] = [compile(first), compile(again)];
    for (const [x] of vector.values ?? []) {
      const [a, b] = [f.value(x), g.value(x)];
      // The same tree but for double negations in sums, which are exact: the same double.
      assert.ok(Object.is(a, b), `at x = ${x}: ${a} vs ${b}`);
    }
  });
}

for (const vector of cases.filter((c) => c.error)) {
  test(`rejects ${label(vector.source)} with ${vector.error.kind} at ${vector.error.offset}`, () => {
    const start = performance.now();
    const error = thrown(vector.source);
    assert.equal(error.kind, vector.error.kind);
    assert.equal(error.offset, vector.error.offset);
    assert.ok(error.message.length > 0);
    // Where the fixture gives the message, Swift must give the very same text.
    if (vector.error.message !== undefined) assert.equal(error.message, vector.error.message);
    // Hostile input must fail fast; a generous bound catches only hangs, not slowness.
    assert.ok(performance.now() - start < 2000);
  });
}

test('the fixture carries −0 as an x, and exact values, through JSON', () => {
  const vector = cases.find((c) => c.source === 'atan(1/(3x))');
  assert.ok(vector.exact);
  assert.ok(Object.is(vector.values[0][0], -0));
  assert.equal(vector.values[0][1], -Math.PI / 2);
});

test('messages match the Swift messages and the spec examples', () => {
  assert.equal(String(thrown('sin(x))')), "unexpected ')' (character 7)");
  assert.equal(thrown('sin(x))').message, "unexpected ')'");
  assert.equal(String(thrown('sn(x)')), "unknown function 'sn' (character 1)");
  assert.equal(thrown('x+').message, "expression is incomplete: '+' needs a right operand");
  assert.equal(thrown('Sin(x)').message, "unknown function 'Sin' (names are lower case: 'sin')");
  assert.equal(thrown('y').message, "unknown name 'y' (the variable is x)");
  assert.equal(thrown('sinus(x)').message, "unknown function 'sinus'");
  assert.equal(thrown('2.3.4').message, 'a number can have only one decimal point');
  assert.equal(thrown('2..3').message, "'…' stands only between the bounds of a sum, as in sum(k = 1 … 10, k²)");
  assert.equal(thrown('.').message, "'.' must be part of a number, as in 0.5");
  assert.equal(thrown('sin x').message, "'sin' needs parentheses: write sin(x)");
  assert.equal(thrown('sin').message, "'sin' needs parentheses, as in sin(x)");
  assert.equal(thrown('x2').message, "missing operator before '2'");
  assert.equal(thrown('2$').message, "unexpected character '$'");
  assert.equal(thrown('()').message, 'nothing inside the parentheses');
  assert.equal(thrown('x² ²').message, "unexpected exponent '2'");
  assert.equal(thrown('(x² ²').message, "expected ')' before exponent '2'");
  assert.equal(thrown('(').message, "expression is incomplete: '(' needs an expression inside");
  assert.equal(thrown('√').message, "expression is incomplete: '√' needs an operand");
  assert.equal(thrown('x−').message, "expression is incomplete: '-' needs a right operand");
  assert.equal(thrown('   ').message, 'expression is empty');
  assert.equal(thrown('1'.repeat(10_001)).message, 'expression is longer than 10000 characters');
  assert.equal(thrown('('.repeat(201)).message, 'expression is nested deeper than 200 levels');
});

test('offsets count code points, not UTF-16 units', () => {
  // 𝑥 (U+1D465) is one character but two UTF-16 units.
  const error = thrown('√(x²)) 𝑥');
  assert.equal(error.kind, 'unexpectedCharacter');
  assert.equal(error.offset, 7);
  assert.equal(error.message, "unexpected character '𝑥'");
  assert.equal(thrown('𝑥𝑥+)').offset, 0);
  assert.equal(thrown('x'.repeat(9_999) + '𝑥').kind, 'unexpectedCharacter');
  assert.equal(thrown('𝑥'.repeat(10_001)).kind, 'tooLong');
  assert.equal(thrown('𝑥'.repeat(10_000)).kind, 'unexpectedCharacter');
});

test('the API shapes', () => {
  const parsed = parse('2πx');
  assert.deepEqual(Object.keys(parsed).sort(), ['containsVariable', 'description', 'root', 'source', 'warnings']);
  assert.equal(parsed.source, '2πx');
  assert.equal(parsed.containsVariable, true);
  assert.equal(parse('sin(π)').containsVariable, false);
  const compiled = compile(parsed);
  assert.equal(compiled.description, '2πx');
  assert.equal(compiled.value(1), 2 * Math.PI);
  assert.equal(compile('1/x').value(0), null);
  assert.equal(compile('1/x').evaluate(0), Infinity);
  assert.ok(Number.isNaN(compile('ln(x)').evaluate(-1)));
  assert.equal(describe('x^3-2.5x^2+3.1x-13.3'), 'x³ − 2.5x² + 3.1x − 13.3');
  assert.ok(thrown('x+') instanceof Error);
});

test('powers follow C’s pow, as Swift’s Foundation.pow does, not Math.pow', () => {
  // Math.pow(1, NaN) and Math.pow(-1, ±Infinity) are NaN in JS, 1 in C.
  assert.equal(compile('1^ln(x)').value(-1), 1);
  assert.equal(compile('x^(0/0)').value(1), 1);
  assert.equal(compile('x^(0/0)').value(2), null);
  assert.equal(compile('(-1)^(1/x)').value(0), 1);
  assert.equal(compile('(-1)^(x/0)').value(2), 1);
  assert.equal(compile('1^(0/0)').value(0), 1);
  assert.equal(compile('0^x').value(0), 1);
  assert.equal(compile('0^x').value(-1), null);
});

test('rational exponents use exact 64-bit literals', () => {
  assert.equal(compile('x^(9223372036854775807/9223372036854775807)').value(-8), -8);
  // Too large for a 64-bit integer: an ordinary power, undefined for negative bases.
  assert.equal(compile('x^(9223372036854775808/3)').value(-8), null);
  assert.equal(compile('x^(2/6)').value(-8), -2);
  assert.equal(compile('x^(-2/6)').value(-8), -0.5);
  assert.ok(Math.abs(compile('x^(4/6)').value(-8) - 4) < 1e-12);
});

test('long sums and products evaluate without one stack frame per term', () => {
  assert.equal(compile('x'.repeat(10_000)).value(1), 1);
  assert.equal(compile('x+'.repeat(4_999) + 'x').value(1), 5_000);
  assert.equal(compile('x' + '-1'.repeat(4_999)).value(0), -4_999);
  assert.equal(compile('2' + '/x'.repeat(4_999)).value(1), 2);
  const nested = '(x+x+x+x+x)xxxx('.repeat(199) + 'x';
  assert.equal(compile(nested).value(0), 0);
});
