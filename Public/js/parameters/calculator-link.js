// Open in Calculator at the sliders' values: the Calculator knows no parameters, so the link carries
// the first curve with the values in place of its letters, written as a person would — `a sin(b(x − c))`
// at a = 2, b = 2, c = 0 opens `2sin(2x)`. The same text as the build's link
// (Sources/PlotSiteGenerator/CalculatorLink+Written.swift, the same rules in the same order); both run
// Tests/Fixtures/calculator-links.json.
//
//   calculatorExpression(parse('a sin(b(x - c))', { parameters: ['a', 'b', 'c'] }), { a: 2, b: 2, c: 0 })  // '2sin(2x)'
//
// The values go into the tree, which is simplified: no factor 1 (`1·u`, `u/1`), no term 0 (`u + 0`, and
// `0·u` where u is finite wherever it is defined: a polynomial, sin, cos, abs), no exponent 1, and the
// signs of negative values moved out of products and into sums (`x − (−1)` is `x + 1`). Each step leaves
// the doubles as they were, so the link evaluates to what the page draws. The tree is then written as a
// source with every group in parentheses, read back and described: the description is the text.

import { describe } from '../expression/expression.js';
import { parametersOf } from '../expression/tree.js';

const ONE = Object.freeze({ type: 'number', value: 1, text: '1' });
const ZERO = Object.freeze({ type: 'number', value: 0, text: '0' });
/** Calls that are finite for every finite argument. */
const FINITE_CALLS = new Set(['sin', 'cos', 'abs']);

/**
 * The first curve's expression at `values`, as the Calculator gets it: the source itself when it
 * uses no parameter; null when the result is not an expression the Calculator accepts (too long or
 * too deep for the language).
 * @param {{source: string, root: object, usedParameters?: string[]}} parsed the curve, parsed with its
 *   plot's parameters declared (expression.js `parse`)
 * @param {Record<string, number>} values
 * @returns {string | null}
 */
export function calculatorExpression(parsed, values) {
  if (!parsed.usedParameters?.length) return parsed.source;
  try {
    return describe(sourceOf(written(parsed.root, values)));
  } catch {
    return null;
  }
}

/**
 * A query value as CalculatorLink.swift encodes it: everything but unreserved characters
 * percent-encoded (a `+` would read as a space, and `(` `)` as Swift writes them).
 * @param {string} value
 */
export function encodedQueryValue(value) {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `node` with each parameter replaced by its value, simplified. */
function written(node, values) {
  switch (node.type) {
    case 'number': return { type: 'number', value: node.value, text: node.text };
    case 'constant': return { type: 'leaf', text: node.name };
    case 'variable': return { type: 'leaf', text: 'x' };
    case 'index': return { type: 'leaf', text: node.name };
    case 'binomial': return { type: 'extremum', name: 'binom', arguments: [written(node.n, values), written(node.k, values)] };
    case 'series':
      return { type: 'series', sign: node.kind, index: node.index, from: written(node.from, values), to: written(node.to, values),
        body: written(node.body, values) };
    case 'parameter': {
      const value = values[node.name] ?? NaN;
      const magnitude = Math.abs(value);
      const number = { type: 'number', value: magnitude, text: String(magnitude) };
      return value < 0 ? { type: 'negate', operand: number } : number;
    }
    case 'negate': return negated(written(node.operand, values));
    case 'sum': return simplifiedSum(node.terms.map((term) => ({ isSubtracted: term.isSubtracted, node: written(term.node, values) })));
    case 'product': return simplifiedProduct(node.factors.map((factor) => ({ isDivisor: factor.isDivisor, node: written(factor.node, values) })));
    case 'power': {
      const base = written(node.base, values);
      let exponent = written(node.exponent, values);
      if (isNumber(exponent, 1)) return base;
      // A ratio of whole numbers as an exponent is read as a real root (`x^(1/3)` of a negative x):
      // one the values made is written as its value, which the page raises to.
      const ratio = parametersOf(node.exponent).length > 0 ? wholeRatio(exponent) : null;
      if (ratio !== null) {
        const number = { type: 'number', value: Math.abs(ratio), text: String(Math.abs(ratio)) };
        exponent = ratio < 0 ? { type: 'negate', operand: number } : number;
      }
      return { type: 'power', base, exponent };
    }
    case 'call': return { type: 'call', name: node.name, argument: written(node.argument, values) };
    case 'extremum': return { type: 'extremum', name: node.name, arguments: node.arguments.map((argument) => written(argument, values)) };
    case 'piecewise': return { type: 'piecewise', branches: node.branches.map((branch) => ({
      operands: (branch.condition?.operands ?? []).map((operand) => written(operand, values)),
      comparisons: branch.condition?.comparisons ?? [],
      value: written(branch.value, values),
    })) };
    default: throw new TypeError(`not an expression node: ${node.type}`);
  }
}

function isNumber(node, value) {
  return node.type === 'number' && node.value === value;
}

/** The sign in front (of a negation, or of a product's first factor) and what is left without it. */
function leadingSign(node) {
  if (node.type === 'negate') {
    const inner = leadingSign(node.operand);
    return { negative: !inner.negative, magnitude: inner.magnitude };
  }
  if (node.type === 'product') {
    const first = leadingSign(node.factors[0].node);
    if (!first.negative) return { negative: false, magnitude: node };
    const factors = [{ isDivisor: false, node: first.magnitude }, ...node.factors.slice(1)];
    return { negative: true, magnitude: { type: 'product', factors } };
  }
  return { negative: false, magnitude: node };
}

/** −node with one sign at most, on a product's first factor (`−2x`, `−x/2`); −0 is 0. */
function negated(node) {
  const { negative, magnitude } = leadingSign(node);
  if (negative || isNumber(magnitude, 0)) return magnitude;
  if (magnitude.type !== 'product') return { type: 'negate', operand: magnitude };
  const [first, ...rest] = magnitude.factors;
  return { type: 'product', factors: [{ isDivisor: false, node: { type: 'negate', operand: first.node } }, ...rest] };
}

/** Terms with their signs moved into the operators and the zeros left out. */
function simplifiedSum(terms) {
  const kept = [];
  for (const term of terms) {
    const { negative, magnitude } = leadingSign(term.node);
    if (!isNumber(magnitude, 0)) kept.push({ isSubtracted: negative !== term.isSubtracted, node: magnitude });
  }
  if (kept.length === 0) return ZERO;
  const lead = kept[0].isSubtracted ? negated(kept[0].node) : kept[0].node;
  if (kept.length === 1) return lead;
  kept[0] = { isSubtracted: false, node: lead };
  return { type: 'sum', terms: kept };
}

/**
 * Factors with their signs moved in front and the ones left out; 0 when a factor 0 meets only
 * factors that are finite wherever they are defined.
 */
function simplifiedProduct(factors) {
  let negative = false;
  const kept = [];
  for (const factor of factors) {
    const sign = leadingSign(factor.node);
    if (sign.negative) negative = !negative;
    if (!isNumber(sign.magnitude, 1)) kept.push({ isDivisor: factor.isDivisor, node: sign.magnitude });
  }
  if (kept.some((factor) => isNumber(factor.node, 0)) && kept.every((factor) => !factor.isDivisor && isFiniteEverywhere(factor.node))) {
    return ZERO;
  }
  if (kept.length === 0 || kept[0].isDivisor) kept.unshift({ isDivisor: false, node: ONE });
  const product = kept.length === 1 ? kept[0].node : { type: 'product', factors: kept };
  return negative ? negated(product) : product;
}

/** Whether the value is a finite number for every x: sums, products and whole powers of x, numbers and constants, and sin, cos or abs of such. */
function isFiniteEverywhere(node) {
  switch (node.type) {
    case 'number': case 'leaf': return true;
    case 'negate': return isFiniteEverywhere(node.operand);
    case 'sum': return node.terms.every((term) => isFiniteEverywhere(term.node));
    case 'product': return node.factors.every((factor) => !factor.isDivisor && isFiniteEverywhere(factor.node));
    case 'power': return node.exponent.type === 'number' && isWholeNumber(node.exponent.text) && isFiniteEverywhere(node.base);
    case 'call': return FINITE_CALLS.has(node.name) && isFiniteEverywhere(node.argument);
    case 'extremum': return node.name !== 'binom' && node.arguments.every(isFiniteEverywhere);
    default: return false;
  }
}

/** The value of `p/q` or `−p/q` with p and q whole numbers as written, else null. */
function wholeRatio(node) {
  let sign = 1;
  if (node.type === 'negate') {
    sign = -1;
    node = node.operand;
  }
  if (node.type !== 'product' || node.factors.length !== 2 || node.factors[0].isDivisor || !node.factors[1].isDivisor) return null;
  const [{ node: top }, { node: bottom }] = node.factors;
  if (top.type !== 'number' || bottom.type !== 'number' || !isWholeNumber(top.text) || !isWholeNumber(bottom.text)) return null;
  return sign * (top.value / bottom.value);
}

function isWholeNumber(text) {
  return /^[0-9]+$/.test(text);
}

/** A source of the language that reads back to this tree: every group in parentheses. */
function sourceOf(node) {
  switch (node.type) {
    case 'number': case 'leaf': return node.text;
    case 'negate': return `-${grouped(node.operand)}`;
    case 'sum': return node.terms.map((term, i) => (i === 0 ? '' : term.isSubtracted ? '-' : '+') + grouped(term.node)).join('');
    case 'product': return node.factors.map((factor, i) => (i === 0 ? '' : factor.isDivisor ? '/' : '*') + grouped(factor.node)).join('');
    case 'power': return `${grouped(node.base)}^${grouped(node.exponent)}`;
    case 'call': return `${node.name}(${sourceOf(node.argument)})`;
    case 'extremum': return `${node.name}(${node.arguments.map(sourceOf).join(',')})`;
    case 'series': return `${node.sign}(${node.index}=${sourceOf(node.from)}…${sourceOf(node.to)},${sourceOf(node.body)})`;
    case 'piecewise': return `{${node.branches.map((branch) => {
      const condition = branch.operands.map((operand, i) => grouped(operand) + (branch.comparisons[i] ?? '')).join('');
      return (condition ? `${condition}:` : '') + sourceOf(branch.value);
    }).join(',')}}`;
    default: throw new TypeError(`not a written node: ${node.type}`);
  }
}

/** The source, in parentheses unless it is a name or a number without a power of ten. */
function grouped(node) {
  if (node.type === 'leaf' || (node.type === 'number' && !node.text.includes('e'))) return node.text;
  return `(${sourceOf(node)})`;
}
