// Taylor coefficients f⁽ᵏ⁾(a)/k! from the JS derivatives (expression/derivative.js) against the closed forms of
// Tests/Fixtures/taylor-coefficients.json, which TaylorPolynomialTests.swift scores the build's coefficients
// against. The build takes them by power-series arithmetic (TaylorJets.swift); the pages' symbolic derivatives
// must agree wherever they can be written out — sin, cos and eˣ to order 20, a quotient such as 1/(1 − x) to
// the order where its tree passes the size limit (derivative() gives null there).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parse } from '../../Public/js/expression/expression.js';
import { derivative } from '../../Public/js/expression/derivative.js';
import { compileParsed } from '../../Public/js/expression/evaluation.js';
import { factorial } from '../../Public/js/expression/series-arithmetic.js';

const fixture = JSON.parse(readFileSync(new URL('../Fixtures/taylor-coefficients.json', import.meta.url), 'utf8'));

const WHOLE_WAY = new Set(['sin(x)', 'cos(x)', 'e^x', 'exp(x)']);

for (const { source, at, coefficients } of fixture.cases) {
  test(`the derivatives of ${source} at ${at} give the closed forms' Taylor coefficients`, () => {
    let tree = parse(source);
    let missing = false;
    let reached = -1;
    coefficients.forEach((expected, k) => {
      if (tree === null) return;
      reached = k;
      const value = missing ? NaN : compileParsed(tree, {}).evaluate(at);
      if (!Number.isFinite(value)) missing = true;
      if (expected === null) {
        assert.ok(missing, `${source}, k = ${k}: ${value}`);
      } else {
        const coefficient = value / factorial(k);
        assert.ok(Math.abs(coefficient - expected) <= Math.max(1e-12 * Math.abs(expected), 1e-300), `${source}, k = ${k}: ${coefficient}, not ${expected}`);
      }
      if (k < 20) tree = derivative(tree);
    });
    if (WHOLE_WAY.has(source)) assert.equal(reached, 20);
    else assert.ok(reached >= 5, `${source}: derivatives written out to order ${reached}`);
  });
}
