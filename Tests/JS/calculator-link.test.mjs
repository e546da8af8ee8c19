// Open in Calculator at the sliders' values (Public/js/parameters/calculator-link.js): the cases of
// Tests/Fixtures/calculator-links.json, which the build's CalculatorLink.swift runs too, and that what
// is written evaluates to what the page draws.
// Run: node --test Tests/JS/calculator-link.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parse, compile } from '../../Public/js/expression/expression.js';
import { calculatorExpression, encodedQueryValue } from '../../Public/js/parameters/calculator-link.js';

const { cases } = JSON.parse(readFileSync(new URL('../Fixtures/calculator-links.json', import.meta.url), 'utf8'));

test('the fixture has cases', () => {
  assert.ok(cases.length >= 20);
});

for (const { source, values, expected, why } of cases) {
  const parameters = Object.keys(values);
  test(`${source} at ${JSON.stringify(values)} opens ${expected} (${why})`, () => {
    assert.equal(calculatorExpression(parse(source, { parameters }), values), expected);
  });

  test(`${expected} evaluates to what the page draws for ${source} at ${JSON.stringify(values)}`, () => {
    const page = compile(source, { parameters, values });
    const calculator = compile(expected);
    for (let x = -7; x <= 7; x += 0.25) {
      const drawn = page.value(x);
      const opened = calculator.value(x);
      assert.ok(drawn === opened || (drawn === 0 && opened === 0), `at x = ${x}: ${opened}, the page draws ${drawn}`);
    }
  });
}

test('an expression without parameters opens as it is written', () => {
  assert.equal(calculatorExpression(parse('x^3 -  2x', { parameters: ['a'] }), { a: 2 }), 'x^3 -  2x');
  assert.equal(calculatorExpression(parse('sin(x)'), {}), 'sin(x)');
});

test('a value that makes the expression too long for the language gives null', () => {
  const source = Array.from({ length: 500 }, () => 'a x').join(' + ');  // 3 000 characters; 12 500 once written out
  assert.equal(calculatorExpression(parse(source, { parameters: ['a'] }), { a: 0.30000000000000004 }), null);
});

test('query values are encoded as the build encodes them', () => {
  // CalculatorLinkTests.swift: `x+1` → `x%2B1`; the build's link for 2sin(0.5x) − 1.
  assert.equal(encodedQueryValue('x+1'), 'x%2B1');
  assert.equal(encodedQueryValue('2sin(0.5x) − 1'), '2sin%280.5x%29%20%E2%88%92%201');
  assert.equal(encodedQueryValue("a!'*~._-"), 'a%21%27%2A~._-');
});
