// Builds trees for derivatives, simplifying as it goes, so that a person reads `3x² − 3` and not
// `3·x^2·1 − (0·x + 3·1)` (docs/language.md#derivatives). Port of Sources/PlotCore/Expression/TreeBuilding.swift:
// both must build the same trees.
//
// Each rule looks only at the node's own operands (never deep into them): the trees a derivative builds share
// their sub-trees, and one reached twice is not walked twice. Numbers are folded only where the result is a whole
// number (its spelling is then the same in every language); nothing is reordered but the leading numbers of a product.

import { compare } from './arithmetic.js';
import { children } from './tree.js';

/** The largest whole number folded into a literal: above it the digits JS and Swift print differ. */
const LARGEST_FOLDED = 1e15;

/** A whole number as a literal; a negative one is negated. */
export function number(value) {
  if (value < 0) return { type: 'negate', operand: number(-value) };
  return { type: 'number', value, text: String(value) };
}

export const ZERO = number(0);
export const ONE = number(1);

/** Whether `node` is the literal `value`. */
export const isNumber = (node, value) => node.type === 'number' && node.value === value;

/** The value of a whole-number literal, perhaps negated, that may be folded; null otherwise. */
export function wholeNumber(node) {
  if (node.type === 'number') return Number.isInteger(node.value) && node.value <= LARGEST_FOLDED ? node.value : null;
  if (node.type === 'negate') {
    const inner = wholeNumber(node.operand);
    return inner === null ? null : -inner;
  }
  return null;
}

/**
 * `−a`: `−(−a)` is `a`, `−0` is `0`, and a product's first factor takes the sign, `−2x` rather than `−(2x)` (the
 * same double: a sign change is exact).
 */
export function negate(node) {
  if (node.type === 'negate') return node.operand;
  if (node.type === 'product') {
    return { type: 'product', factors: [{ isDivisor: false, node: negate(node.factors[0].node) }, ...node.factors.slice(1)] };
  }
  if (isNumber(node, 0)) return node;
  return { type: 'negate', operand: node };
}

/**
 * A sum of signed terms: nested sums are opened, negated terms change sign, zeros go; no term is 0, one is itself
 * (negated if subtracted).
 * @param {[boolean, object][]} terms `[isSubtracted, node]`
 */
export function sum(terms) {
  const flat = [];
  const add = (node, subtracted) => {
    if (node.type === 'sum') for (const term of node.terms) add(term.node, subtracted !== term.isSubtracted);
    else if (node.type === 'negate') add(node.operand, !subtracted);
    else if (!isNumber(node, 0)) flat.push({ isSubtracted: subtracted, node });
  };
  for (const [isSubtracted, node] of terms) add(node, isSubtracted);
  if (flat.length > 0 && flat.every((term) => wholeNumber(term.node) !== null)) {
    const total = flat.reduce((sum, term) => sum + (term.isSubtracted ? -1 : 1) * wholeNumber(term.node), 0);
    if (Math.abs(total) <= LARGEST_FOLDED) return number(total);
  }
  if (flat.length === 0) return ZERO;
  const head = flat[0].isSubtracted ? negate(flat[0].node) : flat[0].node;
  if (flat.length === 1) return head;
  return { type: 'sum', terms: [{ isSubtracted: false, node: head }, ...flat.slice(1)] };
}

export const add = (a, b) => sum([[false, a], [false, b]]);
export const subtract = (a, b) => sum([[false, a], [true, b]]);

/**
 * A product of factors and divisors: a factor 0 makes it 0, factors 1 go, signs move out front, multiplied products
 * are opened, and the literals multiplied lead, folded into one number where their product is a whole number
 * (`2.5x·2` is `5x`); a product of divisors alone is `1/…`.
 * @param {[boolean, object][]} factors `[isDivisor, node]`
 */
export function product(factors) {
  let isNegative = false;
  const literals = [];
  const rest = [];
  const multiply = (node, dividing) => {
    if (node.type === 'negate') {
      isNegative = !isNegative;
      return multiply(node.operand, dividing);
    }
    if (node.type === 'product' && !dividing) return node.factors.every((factor) => multiply(factor.node, factor.isDivisor));
    if (node.type === 'number' && !dividing) {
      if (node.value === 0) return false;
      if (node.value !== 1) literals.push(node);
    } else if (!isNumber(node, 1)) {
      rest.push({ isDivisor: dividing, node });
    }
    return true;
  };
  for (const [isDivisor, node] of factors) if (!multiply(node, isDivisor)) return ZERO;
  let leading = literals;
  const total = literals.reduce((product, literal) => product * literal.value, 1);
  if (Number.isInteger(total) && Math.abs(total) <= LARGEST_FOLDED) {
    leading = total === 1 && !(rest[0]?.isDivisor ?? true) ? [] : [number(total)];
  }
  rest.unshift(...leading.map((node) => ({ isDivisor: false, node })));
  const result = rest.length === 1 ? rest[0].node : { type: 'product', factors: rest };
  return isNegative ? negate(result) : result;
}

export const multiply = (...nodes) => product(nodes.map((node) => [false, node]));
export const divide = (a, b) => product([[false, a], [true, b]]);

/** `base^exponent`: `u¹` is `u`, `u⁰` is 1. */
export function power(base, exponent) {
  if (isNumber(exponent, 1)) return base;
  if (isNumber(exponent, 0)) return ONE;
  return { type: 'power', base, exponent };
}

/** A call of one of the language's functions. */
export const call = (name, argument) => ({ type: 'call', name, argument });

/**
 * A piecewise function: a branch whose condition is decided by literals alone goes (false) or ends the list as its
 * otherwise (true); null when no branch is left (undefined everywhere).
 */
export function piecewise(branches) {
  const kept = [];
  for (const branch of branches) {
    if (branch.condition === null) {
      kept.push(branch);
      break;
    }
    const decision = decided(branch.condition);
    if (decision === false) continue;
    if (decision === true) {
      kept.push({ condition: null, value: branch.value });
      break;
    }
    kept.push(branch);
  }
  if (kept.length === 0) return null;
  return kept[0].condition === null ? kept[0].value : { type: 'piecewise', branches: kept };
}

/** `condition: value`. */
export const branch = (operands, comparisons, value) => ({ condition: { operands, comparisons }, value });

/** false when a comparison between two literals fails; true when all are between literals and hold; else null. */
function decided({ operands, comparisons }) {
  let allLiteral = true;
  for (let i = 0; i < comparisons.length; i += 1) {
    const left = wholeNumber(operands[i]);
    const right = wholeNumber(operands[i + 1]);
    if (left === null || right === null) {
      allLiteral = false;
    } else if (!compare(comparisons[i], left, right)) {
      return false;
    }
  }
  return allLiteral ? true : null;
}

/** A value undefined everywhere, `0/0`, for a derivative that exists nowhere. */
export const UNDEFINED = { type: 'product', factors: [{ isDivisor: false, node: ZERO }, { isDivisor: true, node: ZERO }] };

/**
 * How many nodes the tree has, counting a shared sub-tree each time it is reached, or null past `limit`: the walk
 * stops there, so a tree of shared parts costs at most `limit` steps.
 */
export function sizeOf(node, limit) {
  let remaining = limit;
  const visit = (inner) => {
    remaining -= 1;
    return remaining >= 0 && children(inner).every(visit);
  };
  return visit(node) ? limit - remaining : null;
}
