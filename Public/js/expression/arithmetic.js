// Arithmetic shared by the compiled closures (./compile.js) and the constant folder: powers as C's
// `pow` and repeated squaring, sec, csc and cot as divisions, min and max, comparisons, and folding a
// sub-tree without x. Port of Sources/PlotCore/Expression/MathFunction+Evaluation.swift and
// ConstantFolder.swift.

import { CONSTANT_VALUES } from './lexer.js';
import { links } from './tree.js';
import { binomial, factorial } from './series-arithmetic.js';
import shared from '../shared-constants.js';

/**
 * `a^b` as C's `pow`. It differs from `Math.pow` only where |a| = 1 meets a NaN or infinite
 * exponent: C gives 1 (`pow(1, NaN)`, `pow(-1, ∞)`), JS gives NaN.
 */
export function cPow(a, b) {
  if (a === 1 || (a === -1 && (b === Infinity || b === -Infinity))) return 1;
  return Math.pow(a, b);
}

/** `a^n` for whole n by repeated squaring; exact sign for negative bases. */
export function integerPower(a, n) {
  let base = a;
  let exponent = Math.abs(n);
  let result = 1;
  while (exponent > 0) {
    if (exponent & 1) result *= base;
    exponent >>= 1;
    if (exponent > 0) base *= base;
  }
  return n < 0 ? 1 / result : result;
}

/** Real root power `a^(p/q)`, q odd: negative bases allowed; `oddNumerator` keeps the sign. */
export function rootPower(a, exponent, oddNumerator) {
  if (a >= 0) return Math.pow(a, exponent);
  const magnitude = Math.pow(-a, exponent);
  return oddNumerator ? -magnitude : magnitude;
}

/** Whether an exponent value is computed by repeated squaring rather than `pow`. */
export const isSmallInteger = (n) => Number.isInteger(n) && Math.abs(n) <= 64;

/**
 * The functions of one argument, applied once (the closures have their own call sites, ./compile.js).
 * `sign` is 1 or −1, and ±0 and NaN themselves; `sec`, `csc` and `cot` are exactly these divisions, in
 * Swift too, so that both round alike.
 */
export const MATH = Object.freeze({
  sin: Math.sin, cos: Math.cos, tan: Math.tan, asin: Math.asin, acos: Math.acos, atan: Math.atan,
  sinh: Math.sinh, cosh: Math.cosh, tanh: Math.tanh, ln: Math.log, log: Math.log10, exp: Math.exp,
  abs: Math.abs, sqrt: Math.sqrt, floor: Math.floor, ceil: Math.ceil,
  sign: Math.sign, sec: (v) => 1 / Math.cos(v), csc: (v) => 1 / Math.sin(v), cot: (v) => 1 / Math.tan(v),
  factorial,
});

/**
 * `min(a, b)` and `max(a, b)`: NaN if either is NaN; −0 is less than 0 (Swift's `Arithmetic.minimum`
 * and `maximum` follow these).
 */
export const EXTREMA = Object.freeze({ min: Math.min, max: Math.max });

/**
 * Whether `a comparison b` holds (`<`, `≤`, `>`, `≥`, `=`): never where either is NaN, and −0 = 0.
 * @param {string} comparison
 * @param {number} a
 * @param {number} b
 * @returns {boolean}
 */
export function compare(comparison, a, b) {
  switch (comparison) {
    case '<': return a < b;
    case '≤': return a <= b;
    case '>': return a > b;
    case '≥': return a >= b;
    default: return a === b;
  }
}

/** The same comparison with its sides swapped: `c < x` is `x > c`. */
export const SWAPPED = Object.freeze({ '<': '>', '≤': '≥', '>': '<', '≥': '≤', '=': '=' });

// --- Constant folding

/** Evaluates a sub-tree without x once, at compile time (Swift's `ConstantFolder`). */
export function fold(node) {
  switch (node.type) {
    case 'number': return node.value;
    case 'constant': return CONSTANT_VALUES[node.name];
    case 'variable': case 'parameter': return NaN;
    case 'sum':
      return node.terms.slice(1).reduce(
        (sum, term) => (term.isSubtracted ? sum - fold(term.node) : sum + fold(term.node)), fold(node.terms[0].node));
    case 'product':
      return node.factors.slice(1).reduce(
        (product, factor) => (factor.isDivisor ? product / fold(factor.node) : product * fold(factor.node)),
        fold(node.factors[0].node));
    case 'negate': return -fold(node.operand);
    case 'power': return foldPower(fold(node.base), node.exponent);
    case 'call': return MATH[node.name](fold(node.argument));
    case 'extremum': return node.arguments.slice(1).reduce((v, argument) => EXTREMA[node.name](v, fold(argument)), fold(node.arguments[0]));
    case 'binomial': return binomial(fold(node.n), fold(node.k));
    case 'piecewise': {
      // The first branch whose condition holds; the others need not be computed, as they are pure.
      const chosen = node.branches.find(({ condition }) => condition === null || holds(condition));
      return chosen === undefined ? NaN : fold(chosen.value);
    }
    default: throw new TypeError(`not an expression node: ${node.type}`);
  }
}

/** Whether every comparison of a chain without x holds. */
function holds(condition) {
  return links(condition).every(({ left, comparison, right }) => compare(comparison, fold(left), fold(right)));
}

function foldPower(b, exponentNode) {
  const root = rationalExponent(exponentNode);
  if (root !== null && root.hasOddDenominator) return rootPower(b, root.value, root.numeratorIsOdd);
  return powerWithExponent(b, fold(exponentNode));
}

/**
 * `b^e` for an exponent without x, as Swift folds it or compiles a constant exponent: 2 and 3 are
 * products, whole numbers up to 64 repeated squaring, anything else `pow`. Also used at evaluation
 * time when the exponent has a parameter (`x^a`), so that a = 3 gives what `x^3` gives.
 */
export function powerWithExponent(b, e) {
  if (e === 2) return b * b;
  if (e === 3) return b * b * b;
  if (isSmallInteger(e)) return integerPower(b, e);
  return cPow(b, e);
}

const { powerAnchor: POWER_ANCHOR, termsMax: TERMS_MAX } = shared.series;

/**
 * `b^e` for an exponent with a sum's index (`x^k`): as `powerWithExponent` up to 64; a whole e above 64
 * from `pow` at the multiple of `powerAnchor` at or below it (64 too), multiplied by b one factor at a time
 * up to e (Swift's `Arithmetic.wholePower`, docs/language.md#sums-and-products).
 */
export function seriesPower(b, e) {
  if (!(Number.isInteger(e) && e > 64 && e <= TERMS_MAX)) return powerWithExponent(b, e);
  const anchor = anchorOf(e);
  let power = Math.pow(b, anchor);
  for (let i = anchor; i < e; i += 1) power *= b;
  return power;
}

// The multiple of powerAnchor at or below e (e whole and positive): a division and a floor, as `%` of
// doubles is a call to fmod in V8.
export const anchorOf = (e) => Math.floor(e / POWER_ANCHOR) * POWER_ANCHOR;

// --- Rational exponents

const INT64_MAX = 2n ** 63n - 1n;

/** Swift's `Int(text)` for a number's canonical text: null unless a whole number that fits 64 bits. */
function int64(text) {
  if (!/^[0-9]+$/.test(text)) return null;
  const value = BigInt(text);
  return value <= INT64_MAX ? value : null;
}

function gcd(a, b) {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/**
 * An exponent written as a fraction of whole-number literals, `(1/3)` or `(-2/3)`, reduced;
 * null for any other exponent. BigInt keeps 64-bit literals exact, as Swift's Int does.
 */
export function rationalExponent(node) {
  let sign = 1n;
  if (node.type === 'negate') { sign = -1n; node = node.operand; }
  if (node.type !== 'product' || node.factors.length !== 2 || !node.factors[1].isDivisor) return null;
  let top = node.factors[0].node;
  if (top.type === 'negate') { sign = -sign; top = top.operand; }
  const bottom = node.factors[1].node;
  if (top.type !== 'number' || bottom.type !== 'number') return null;
  const p = int64(top.text);
  const q = int64(bottom.text);
  if (p === null || q === null || q === 0n) return null;
  const divisor = gcd(p, q); // at least 1, as q is not 0
  const numerator = (sign * p) / divisor;
  const denominator = q / divisor;
  return {
    numerator: Number(numerator),
    denominator: Number(denominator),
    hasOddDenominator: denominator % 2n === 1n,
    numeratorIsOdd: numerator % 2n !== 0n,
    value: Number(numerator) / Number(denominator),
  };
}

