// Exact derivatives: the rules of differentiation applied to the syntax tree (docs/language.md#derivatives).
// Port of Sources/PlotCore/Expression/Differentiation.swift: the same rules build the same tree.
//
// The derivative is itself an expression of the language, so it is computed as any other, and its description is
// its formula: `x³ − 3x` gives `3x² − 3`. Where no derivative exists it is undefined: at a kink or jump (`abs` at 0,
// a piecewise boundary whose sides differ, `floor` at whole numbers), at the edge of a domain (`ln` at 0), and where
// the function itself is undefined. A parameter is a constant. ./derivative.js gives the derivative of an expression.

import { rationalExponent } from './arithmetic.js';
import { LIMITS } from './errors.js';
import {
  ONE, UNDEFINED, ZERO, add, branch, call, divide, isNumber, multiply, negate, number, piecewise as choice, power,
  product, sizeOf, subtract, sum, wholeNumber,
} from './tree-building.js';
import { containsVariable } from './tree.js';
import { containsSeriesPart } from './series.js';

/** The most nodes a derivative may have: past it, it is not given (a nested choice can double it at every level). */
export const MAXIMUM_DERIVATIVE_SIZE = LIMITS.maximumLength;

/**
 * The derivative of a tree with respect to x, or null when it would have more than MAXIMUM_DERIVATIVE_SIZE nodes.
 * @param {import('./tree.js').ExpressionNode} root
 * @returns {import('./tree.js').ExpressionNode | null}
 */
export function derivativeTree(root) {
  if (sizeOf(root, MAXIMUM_DERIVATIVE_SIZE) === null) return null;
  const slope = slopeOf(root);
  return sizeOf(slope, MAXIMUM_DERIVATIVE_SIZE) === null ? null : slope;
}

/**
 * The derivative of a tree, however large (the caller bounds the input: a nested choice doubles it at every level).
 * @param {import('./tree.js').ExpressionNode} node
 * @returns {import('./tree.js').ExpressionNode}
 */
export function slopeOf(node) {
  if (!containsVariable(node)) return ZERO;
  switch (node.type) {
    case 'variable': return ONE;
    case 'sum': return sum(node.terms.map((term) => [term.isSubtracted, slopeOf(term.node)]));
    case 'product': return productSlope(node.factors);
    case 'negate': return negate(slopeOf(node.operand));
    case 'power': return powerSlope(node.base, node.exponent);
    case 'call': return callSlope(node.name, node.argument);
    case 'extremum': {
      let value = node.arguments[0];
      let slope = slopeOf(value);
      for (const argument of node.arguments.slice(1)) {
        slope = extremumSlope(node.name, value, slope, argument, slopeOf(argument));
        value = { type: 'extremum', name: node.name, arguments: [value, argument] };
      }
      return slope;
    }
    case 'piecewise': return piecewiseSlope(node.branches) ?? UNDEFINED;
    case 'series': return seriesSlope(node);
    // binom(n, k) with x in it: its derivative (through Γ′) is not in the language.
    case 'binomial': return UNDEFINED;
    default: throw new TypeError(`not an expression node: ${node.type}`);
  }
}

/**
 * A sum term by term, `Σ(k = a … b, u)' = Σ(k = a … b, u')`; a product by its logarithmic derivative,
 * `∏ u · Σ(u'/u)`, which is undefined where a factor is 0.
 */
function seriesSlope(node) {
  const slope = slopeOf(node.body);
  const sumOf = (body) => ({ type: 'series', kind: 'Σ', index: node.index, from: node.from, to: node.to, body });
  if (node.kind === 'Σ') return sumOf(slope);
  return multiply(node, sumOf(divide(slope, node.body)));
}

// --- Products and powers

/** `(u·v)' = u'·v + u·v'` for each factor; with divisors, `(N/D)' = (N'·D − N·D')/D²`. */
function productSlope(factors) {
  const numerator = factors.filter((factor) => !factor.isDivisor).map((factor) => factor.node);
  const denominator = factors.filter((factor) => factor.isDivisor).map((factor) => factor.node);
  if (denominator.length === 0) return productRule(numerator);
  const top = product(numerator.map((node) => [false, node]));
  const bottom = product(denominator.map((node) => [false, node]));
  const bottomSlope = productRule(denominator);
  if (isNumber(bottomSlope, 0)) return divide(productRule(numerator), bottom);
  const difference = subtract(multiply(productRule(numerator), bottom), multiply(top, bottomSlope));
  return divide(difference, power(bottom, number(2)));
}

function productRule(factors) {
  return sum(factors.map((_, i) => [false, product(factors.map((node, j) => [false, j === i ? slopeOf(node) : node]))]));
}

/**
 * `(uⁿ)' = n·uⁿ⁻¹·u'` for an exponent without x, keeping a written fraction a fraction (a real root of a negative
 * stays one: docs/language.md#roots); `(cᵛ)' = cᵛ·ln(c)·v'`; otherwise `(uᵛ)' = uᵛ·(v'·ln(u) + v·u'/u)`, undefined
 * where u ≤ 0 as the exponential rule is.
 */
function powerSlope(base, exponent) {
  const baseSlope = slopeOf(base);
  if (!containsVariable(exponent)) {
    const whole = wholeNumber(exponent);
    if (whole !== null) return multiply(number(whole), power(base, number(whole - 1)), baseSlope);
    const fraction = smallFraction(exponent);
    if (fraction !== null) {
      const [numerator, denominator] = fraction;
      const lowered = divide(number(numerator - denominator), number(denominator));
      return product([[false, number(numerator)], [false, power(base, lowered)], [true, number(denominator)],
        [false, baseSlope]]);
    }
    const general = multiply(exponent, power(base, subtract(exponent, ONE)), baseSlope);
    // An exponent with a sum's index, `x^k`: at k = 0 the derivative is 0, not 0·x^(−1).
    if (!containsSeriesPart(exponent)) return general;
    return choice([branch([exponent, ZERO], ['='], ZERO), { condition: null, value: general }]) ?? general;
  }
  const exponentSlope = slopeOf(exponent);
  const whole = power(base, exponent);
  if (!containsVariable(base)) {
    if (base.type === 'constant' && base.name === 'e') return multiply(whole, exponentSlope);
    return multiply(whole, call('ln', base), exponentSlope);
  }
  return multiply(whole, add(multiply(exponentSlope, call('ln', base)), divide(multiply(exponent, baseSlope), base)));
}

/**
 * A written fraction of whole numbers as reduced, `(2/4)` is 1/2, with a denominator above 1 and parts small enough
 * to lower by one; null otherwise.
 */
function smallFraction(exponent) {
  const root = rationalExponent(exponent);
  if (root === null || root.denominator <= 1 || Math.abs(root.numerator) > 2 ** 31 || root.denominator > 2 ** 31) {
    return null;
  }
  return [root.numerator, root.denominator];
}

// --- Functions

/** The chain rule, `f(u)' = f'(u)·u'`, with each function's derivative. */
function callSlope(name, u) {
  const slope = slopeOf(u);
  const square = number(2);
  switch (name) {
    case 'sin': return multiply(call('cos', u), slope);
    case 'cos': return negate(multiply(call('sin', u), slope));
    case 'tan': return multiply(power(call('sec', u), square), slope);
    case 'sec': return multiply(call('sec', u), call('tan', u), slope);
    case 'csc': return negate(multiply(call('csc', u), call('cot', u), slope));
    case 'cot': return negate(multiply(power(call('csc', u), square), slope));
    case 'asin': return divide(slope, call('sqrt', subtract(ONE, power(u, square))));
    case 'acos': return negate(divide(slope, call('sqrt', subtract(ONE, power(u, square)))));
    case 'atan': return divide(slope, add(ONE, power(u, square)));
    case 'sinh': return multiply(call('cosh', u), slope);
    case 'cosh': return multiply(call('sinh', u), slope);
    case 'tanh': return divide(slope, power(call('cosh', u), square));
    case 'exp': return multiply(call('exp', u), slope);
    // ln u and log u are defined for u > 0 only; u'/u is not, so the domain is kept.
    case 'ln': return positive(u, divide(slope, u));
    case 'log': return positive(u, divide(slope, multiply(u, call('ln', number(10)))));
    // u! with x in u: its derivative Γ′(u + 1)·u' is not in the language.
    case 'factorial': return UNDEFINED;
    case 'sqrt': return divide(slope, multiply(square, call('sqrt', u)));
    // −u' left of 0, u' right of it; at u = 0 only where u' = 0 too (|x²| at 0), else a kink.
    case 'abs': return choice([branch([u, ZERO], ['<'], negate(slope)), branch([u, ZERO], ['>'], slope),
      branch([u, ZERO, slope], ['=', '='], ZERO)]) ?? UNDEFINED;
    case 'sign': return choice([branch([u, ZERO], ['<'], ZERO), branch([u, ZERO], ['>'], ZERO)]) ?? UNDEFINED;
    case 'floor': return choice([branch([call('floor', u), u], ['<'], ZERO)]) ?? UNDEFINED;
    case 'ceil': return choice([branch([u, call('ceil', u)], ['<'], ZERO)]) ?? UNDEFINED;
    default: throw new TypeError(`no derivative for ${name}`);
  }
}

function positive(u, value) {
  return choice([branch([u, ZERO], ['>'], value)]) ?? UNDEFINED;
}

// --- Choices

const SWAPPED_STRICT = { '<': '>', '>': '<' };
const STRICT = { '<': '<', '≤': '<', '>': '>', '≥': '>', '=': '=' };
/** The comparisons that hold, between the same two sides, where this one fails and the sides differ. */
const STRICTLY_FAILING = { '<': ['>'], '≤': ['>'], '>': ['<'], '≥': ['<'], '=': ['<', '>'] };

/** `min(a, b)'`: a' where a is the smaller, b' where b is; at a tie only where both agree. */
function extremumSlope(name, a, aSlope, b, bSlope) {
  const aWins = name === 'min' ? '<' : '>';
  return choice([branch([a, b], [aWins], aSlope), branch([a, b], [SWAPPED_STRICT[aWins]], bSlope),
    branch([subtract(a, b), ZERO, subtract(aSlope, bSlope)], ['=', '='], aSlope)]) ?? UNDEFINED;
}

/**
 * `{c: v, rest}'`: v' where c holds strictly, the rest's derivative where it fails strictly; on the boundary (a
 * comparison between equals) only where both sides meet with the same slope, as at 1 in `{x < 1: x², 2x − 1}` and
 * not in `{x < 1: x², 3 − x}`. null: undefined everywhere.
 */
function piecewiseSlope(branches) {
  if (branches.length === 0) return null;
  const [first, ...rest] = branches;
  const slope = slopeOf(first.value);
  if (first.condition === null) return slope;
  const { operands, comparisons } = first.condition;
  const result = [];
  if (!comparisons.includes('=')) result.push(branch(operands, comparisons.map((c) => STRICT[c]), slope));
  const restValue = valueOf(rest);
  const restSlope = restValue === null ? null : piecewiseSlope(rest);
  if (restSlope !== null) {
    comparisons.forEach((comparison, i) => {
      for (const failing of STRICTLY_FAILING[comparison]) {
        result.push(branch([operands[i], operands[i + 1]], [failing], restSlope));
      }
    });
    result.push(branch([subtract(first.value, restValue), ZERO, subtract(slope, restSlope)], ['=', '='], slope));
  }
  return choice(result);
}

/** The value of the branches as a piecewise function, or null for none. */
function valueOf(branches) {
  if (branches.length === 0) return null;
  return branches[0].condition === null ? branches[0].value : { type: 'piecewise', branches };
}
