// Compiles a syntax tree into a tree of small closures: the hot path of the viewer.
// Port of Sources/PlotCore/Expression/Compiler.swift, Instruction.swift, CompiledExpression.swift
// and MathFunction+Evaluation.swift.
//
// Each node becomes one closure `(x) => …`, built once: an evaluation is a few direct calls, with
// no dispatch on node types and no allocation. No code is generated as text (no eval, no
// new Function), so the pages keep their strict Content-Security-Policy. Measured under node 20,
// this ran 1.5–5× faster than Swift's own design, a flat instruction array interpreted with a
// `switch` over a Float64Array register file, and on a par with hand-written arrow functions for
// polynomials (Benchmarks/expression-js-bench.mjs).
//
// Evaluation follows the written order (docs/language.md#evaluation): left to right within a sum or a product, one IEEE
// operation per written one; constants are folded only where folding computes exactly that (a leading
// run of constants, a sub-tree without x). Swift's compiler (Sources/PlotCore/Expression/Compiler.swift)
// does the same, so both give the same double for every expression and x; only the last bits of
// Math.sin, Math.log, Math.pow… may differ from the C library's. Tests/PlotCoreTests/SwiftJSDifferentialTests.swift
// holds the two against each other on 10 000 random expressions.

import {
  EXTREMA, SWAPPED, cPow, compare, fold, integerPower, isSmallInteger, powerWithExponent, rationalExponent, seriesPower, rootPower,
} from './arithmetic.js';
import { containsVariable, isConstant, links } from './tree.js';
import { compileSeries, containsSeriesPart } from './series.js';
import { binomial, factorial } from './series-arithmetic.js';

/** The variable: the identity. Operands compare against it to skip a call for a bare `x`. */
const X = (x) => x;

/**
 * Compiles a tree into a function of x returning the raw IEEE value (NaN or ±Infinity where undefined).
 *
 * A parameter is read from `values` at every evaluation, so new values need no recompiling: a
 * sub-tree with a parameter is never folded, and computes what the folder computes for its value.
 * @param {import('./tree.js').ExpressionNode} root
 * @param {Map<string, number>} [slots] each parameter's index in `values`
 * @param {Float64Array} [values] the parameters' current values
 * @returns {(x: number) => number}
 */
export function compileTree(root, slots = new Map(), values = new Float64Array(0)) {
  const operand = compileNode(root, { slots, values });
  if (typeof operand === 'number') return () => operand;
  return operand;
}

// One closure factory per function, so that each `Math.…` call site sees a single builtin. A bare x as
// the argument (sin(x), tan(x)) gets a closure of its own without the inner call: that call to the
// identity was not always inlined, and a sampler pays it on every evaluation.
const FUNCTIONS = {
  sin: (f) => (f === X ? (x) => Math.sin(x) : (x) => Math.sin(f(x))),
  cos: (f) => (f === X ? (x) => Math.cos(x) : (x) => Math.cos(f(x))),
  tan: (f) => (f === X ? (x) => Math.tan(x) : (x) => Math.tan(f(x))),
  asin: (f) => (f === X ? (x) => Math.asin(x) : (x) => Math.asin(f(x))),
  acos: (f) => (f === X ? (x) => Math.acos(x) : (x) => Math.acos(f(x))),
  atan: (f) => (f === X ? (x) => Math.atan(x) : (x) => Math.atan(f(x))),
  sinh: (f) => (f === X ? (x) => Math.sinh(x) : (x) => Math.sinh(f(x))),
  cosh: (f) => (f === X ? (x) => Math.cosh(x) : (x) => Math.cosh(f(x))),
  tanh: (f) => (f === X ? (x) => Math.tanh(x) : (x) => Math.tanh(f(x))),
  ln: (f) => (f === X ? (x) => Math.log(x) : (x) => Math.log(f(x))),
  log: (f) => (f === X ? (x) => Math.log10(x) : (x) => Math.log10(f(x))),
  exp: (f) => (f === X ? (x) => Math.exp(x) : (x) => Math.exp(f(x))),
  abs: (f) => (f === X ? (x) => Math.abs(x) : (x) => Math.abs(f(x))),
  sqrt: (f) => (f === X ? (x) => Math.sqrt(x) : (x) => Math.sqrt(f(x))),
  floor: (f) => (f === X ? (x) => Math.floor(x) : (x) => Math.floor(f(x))),
  ceil: (f) => (f === X ? (x) => Math.ceil(x) : (x) => Math.ceil(f(x))),
  sign: (f) => (f === X ? (x) => Math.sign(x) : (x) => Math.sign(f(x))),
  // Exactly these divisions, in Swift too.
  sec: (f) => (f === X ? (x) => 1 / Math.cos(x) : (x) => 1 / Math.cos(f(x))),
  csc: (f) => (f === X ? (x) => 1 / Math.sin(x) : (x) => 1 / Math.sin(f(x))),
  cot: (f) => (f === X ? (x) => 1 / Math.tan(x) : (x) => 1 / Math.tan(f(x))),
  factorial: (f) => (x) => factorial(f(x)),
};

// --- Nodes

/**
 * A compiled sub-tree: a number where it has no x (folded), else a closure of x.
 * @typedef {number | ((x: number) => number)} Operand
 */

/**
 * Where compiled parameters read their values.
 * @typedef {{slots: Map<string, number>, values: Float64Array}} Parameters
 */

/**
 * @param {import('./tree.js').ExpressionNode} node
 * @param {Parameters} parameters
 * @returns {Operand}
 */
function compileNode(node, parameters) {
  if (isConstant(node)) return fold(node);
  switch (node.type) {
    case 'variable': return X;
    case 'parameter': {
      const { values } = parameters;
      const slot = parameters.slots.get(node.name);
      return () => values[slot];
    }
    case 'sum':
      return compileFold(node.terms[0].node,
        node.terms.slice(1).map((term) => ({ operation: term.isSubtracted ? '-' : '+', node: term.node })), parameters);
    case 'product':
      return compileFold(node.factors[0].node,
        node.factors.slice(1).map((factor) => ({ operation: factor.isDivisor ? '/' : '*', node: factor.node })), parameters);
    case 'negate': return negate(compileNode(node.operand, parameters));
    case 'power': {
      // A power of the index that the sum around carries from term to term (./series.js).
      const carried = parameters.carriedPowers?.get(node);
      if (carried !== undefined) return () => carried[0];
      return compilePower(node.base, node.exponent, parameters);
    }
    case 'call': return FUNCTIONS[node.name](compileNode(node.argument, parameters));
    case 'extremum': return compileExtremum(node, parameters);
    case 'piecewise': return compilePiecewise(node.branches, parameters);
    case 'index': {
      const cell = parameters.indices.get(node.name);
      return () => cell[0];
    }
    case 'binomial': {
      const [n, k] = [asClosure(compileNode(node.n, parameters)), asClosure(compileNode(node.k, parameters))];
      return (x) => binomial(n(x), k(x));
    }
    case 'series': return compileSeries(node, parameters, compileNode);
    default: throw new TypeError(`not an expression node: ${node.type}`);
  }
}

/** A constant operand as a function of x, for the closures that call every operand alike. */
function asClosure(operand) {
  return typeof operand === 'number' ? () => operand : operand;
}

function negate(f) {
  return f === X ? (x) => -x : (x) => -f(x);
}

// --- Sums and products

// Sums and products are left folds, as in Swift. Up to this many operations on x they compile to
// nested binary closures, which V8 inlines well; the rest go into one loop, so that `x+x+…+x`
// (5 000 terms fit the length limit) costs one stack frame per evaluation, not 5 000.
const NESTED_OPERATIONS = 4;

/** `first op₁ n₁ op₂ n₂ …` from the left; `steps` are `{operation: '+' | '-' | '*' | '/', node}`. */
function compileFold(first, steps, parameters) {
  let accumulator = compileNode(first, parameters);
  let nested = 0;
  let index = 0;
  for (; index < steps.length; index += 1) {
    // Leading constants fold into one number; only operations on a closure count.
    if (typeof accumulator !== 'number') {
      if (nested === NESTED_OPERATIONS) break;
      nested += 1;
    }
    accumulator = combine(accumulator, compileNode(steps[index].node, parameters), steps[index].operation);
  }
  if (index === steps.length) return accumulator;
  const rest = steps.slice(index).map(({ operation, node }) => ({ operation, operand: compileNode(node, parameters) }));
  return foldLoop(accumulator, rest);
}

const ADD = 0;
const SUBTRACT = 1;
const MULTIPLY = 2;
const DIVIDE = 3;
const ADD_CONSTANT = 4;
const MULTIPLY_CONSTANT = 5;
const DIVIDE_CONSTANT = 6;

/** `head(x)` followed by `steps` in order, with the same operations as `combine`. */
function foldLoop(head, steps) {
  const count = steps.length;
  const kinds = new Uint8Array(count);
  const constants = new Float64Array(count);
  const operands = steps.map(({ operand }) => (typeof operand === 'number' ? X : operand));
  steps.forEach(({ operation, operand }, k) => {
    if (typeof operand === 'number') {
      kinds[k] = operation === '*' ? MULTIPLY_CONSTANT : operation === '/' ? DIVIDE_CONSTANT : ADD_CONSTANT;
      constants[k] = operation === '-' ? -operand : operand;
    } else {
      kinds[k] = { '+': ADD, '-': SUBTRACT, '*': MULTIPLY, '/': DIVIDE }[operation];
    }
  });
  return (x) => {
    let value = head(x);
    for (let k = 0; k < count; k += 1) {
      switch (kinds[k]) {
        case ADD: value += operands[k](x); break;
        case SUBTRACT: value -= operands[k](x); break;
        case MULTIPLY: value *= operands[k](x); break;
        case DIVIDE: value /= operands[k](x); break;
        case ADD_CONSTANT: value += constants[k]; break;
        case MULTIPLY_CONSTANT: value *= constants[k]; break;
        default: value /= constants[k];
      }
    }
    return value;
  };
}

/** One binary operation; a constant operand is captured, never re-evaluated. */
function combine(l, r, operation) {
  const lConstant = typeof l === 'number';
  const rConstant = typeof r === 'number';
  if (lConstant && rConstant) {
    switch (operation) {
      case '+': return l + r;
      case '-': return l - r;
      case '*': return l * r;
      default: return l / r;
    }
  }
  if (rConstant) return withConstantRight(l, r, operation);
  if (lConstant) return withConstantLeft(l, r, operation);
  switch (operation) {
    case '+': return (x) => l(x) + r(x);
    case '-': return (x) => l(x) - r(x);
    case '*': return (x) => l(x) * r(x);
    default: return (x) => l(x) / r(x);
  }
}

/** `f ∘ c`. Subtraction adds −c, as Swift's `addConstant` does (the same IEEE result). */
function withConstantRight(f, c, operation) {
  const isX = f === X;
  switch (operation) {
    case '+': return isX ? (x) => x + c : (x) => f(x) + c;
    case '-': { const d = -c; return isX ? (x) => x + d : (x) => f(x) + d; }
    case '*': return isX ? (x) => x * c : (x) => f(x) * c;
    default: return isX ? (x) => x / c : (x) => f(x) / c;
  }
}

/** `c ∘ f`; sums and products are commutative, so they reuse the right-hand closures. */
function withConstantLeft(c, f, operation) {
  const isX = f === X;
  switch (operation) {
    case '+': return withConstantRight(f, c, '+');
    case '-': return isX ? (x) => c - x : (x) => c - f(x);
    case '*': return withConstantRight(f, c, '*');
    default: return isX ? (x) => c / x : (x) => c / f(x);
  }
}

function compilePower(baseNode, exponentNode, parameters) {
  const base = compileNode(baseNode, parameters);
  if (typeof base !== 'number') {
    const root = rationalExponent(exponentNode);
    if (root !== null && root.hasOddDenominator) return rootPowerOf(base, root.value, root.numeratorIsOdd);
  }
  const exponent = compileNode(exponentNode, parameters);
  if (typeof exponent !== 'number' && !containsVariable(exponentNode) && containsSeriesPart(exponentNode)) {
    if (typeof base === 'number') return () => seriesPower(base, exponent());
    return (x) => seriesPower(base(x), exponent());
  }
  if (typeof exponent !== 'number' && !containsVariable(exponentNode)) {
    // `x^a`, `a^b`: Swift compiles with the value in place, so it takes x·x for a = 2, pow for a = 2.5.
    if (typeof base === 'number') return () => powerWithExponent(base, exponent());
    return (x) => powerWithExponent(base(x), exponent());
  }
  if (typeof base !== 'number') {
    return typeof exponent === 'number' ? constantExponentPower(base, exponent) : (x) => cPow(base(x), exponent(x));
  }
  // A constant base: the exponent has x (a power without x was folded).
  if (base === 1 || base === -1) return (x) => cPow(base, exponent(x));
  return (x) => Math.pow(base, exponent(x));
}

function constantExponentPower(f, n) {
  const isX = f === X;
  if (n === 1) return f;
  if (n === 2) return isX ? (x) => x * x : (x) => { const a = f(x); return a * a; };
  if (n === 3) return isX ? (x) => x * x * x : (x) => { const a = f(x); return a * a * a; };
  if (isSmallInteger(n)) return (x) => integerPower(f(x), n);
  // Math.pow and C's pow differ only for a NaN or infinite exponent.
  if (Number.isFinite(n)) return (x) => Math.pow(f(x), n);
  return (x) => cPow(f(x), n);
}

function rootPowerOf(f, exponent, oddNumerator) {
  return (x) => rootPower(f(x), exponent, oddNumerator);
}

// --- min, max and piecewise functions

const EXTREMUM_OF_TWO = {
  min: (f, g) => (typeof g === 'number' ? (x) => Math.min(f(x), g) : (x) => Math.min(f(x), g(x))),
  max: (f, g) => (typeof g === 'number' ? (x) => Math.max(f(x), g) : (x) => Math.max(f(x), g(x))),
};

/**
 * `min(a, b, …)` from the left, as Swift folds it: a leading run of constants folds into one number.
 * Two operands (the usual `max(x, 0)`) make one closure; more, one loop, so that a long list costs one
 * stack frame. Both are symmetric, so a constant may go second.
 */
function compileExtremum({ name, arguments: args }, parameters) {
  let head = compileNode(args[0], parameters);
  const rest = [];
  for (const argument of args.slice(1)) {
    const operand = compileNode(argument, parameters);
    if (rest.length === 0 && typeof head === 'number' && typeof operand === 'number') head = EXTREMA[name](head, operand);
    else rest.push(operand);
  }
  if (rest.length === 0) return head;
  if (rest.length === 1) {
    return typeof head === 'number' ? EXTREMUM_OF_TWO[name](rest[0], head) : EXTREMUM_OF_TWO[name](head, rest[0]);
  }
  const operands = [head, ...rest].map(asClosure);
  const pick = EXTREMA[name];
  return (x) => {
    let value = operands[0](x);
    for (let k = 1; k < operands.length; k += 1) value = pick(value, operands[k](x));
    return value;
  };
}

/**
 * `{c₁: v₁, c₂: v₂, …, o}`: the value of the first branch whose condition holds, computed only then
 * (Swift computes every branch and selects; the values are pure, so they agree). A condition without x
 * or a parameter is decided here, as Swift's compiler does: a false one drops its branch, a true one
 * makes its value the otherwise. Without an otherwise the value is NaN.
 */
function compilePiecewise(branches, parameters) {
  const conditions = [];
  const values = [];
  let otherwise = NaN;
  for (const { condition, value } of branches) {
    const holds = condition === null ? true : compileCondition(condition, parameters);
    if (holds === false) continue;
    if (holds === true) {
      otherwise = compileNode(value, parameters);
      break;
    }
    conditions.push(holds);
    values.push(asClosure(compileNode(value, parameters)));
  }
  const rest = asClosure(otherwise);
  // A tree with x compiles to a closure, as the callers expect, even where every condition was decided
  // here (`{1 < 2: 3, x}`).
  if (conditions.length === 0) return rest;
  if (conditions.length === 1) {
    const [holds, value] = [conditions[0], values[0]];
    return (x) => (holds(x) ? value(x) : rest(x));
  }
  return (x) => {
    for (let k = 0; k < conditions.length; k += 1) if (conditions[k](x)) return values[k](x);
    return rest(x);
  };
}

/** `−1 ≤ x < 2`: every comparison holds; true or false where that is decided without x or a parameter. */
function compileCondition(condition, parameters) {
  const checks = [];
  for (const { left, comparison, right } of links(condition)) {
    const [l, r] = [compileNode(left, parameters), compileNode(right, parameters)];
    if (typeof l !== 'number' || typeof r !== 'number') checks.push(comparisonOf(l, comparison, r));
    else if (!compare(comparison, l, r)) return false;
  }
  if (checks.length === 0) return true;
  if (checks.length === 1) return checks[0];
  return (x) => checks.every((check) => check(x));
}

// Per comparison: both sides closures, a constant right side, and a bare x against a constant (`x < 1`).
const COMPARISONS = {
  '<': [(l, r) => (x) => l(x) < r(x), (l, c) => (x) => l(x) < c, (c) => (x) => x < c],
  '≤': [(l, r) => (x) => l(x) <= r(x), (l, c) => (x) => l(x) <= c, (c) => (x) => x <= c],
  '>': [(l, r) => (x) => l(x) > r(x), (l, c) => (x) => l(x) > c, (c) => (x) => x > c],
  '≥': [(l, r) => (x) => l(x) >= r(x), (l, c) => (x) => l(x) >= c, (c) => (x) => x >= c],
  '=': [(l, r) => (x) => l(x) === r(x), (l, c) => (x) => l(x) === c, (c) => (x) => x === c],
};

/** `l comparison r` as a function of x returning true or false; at most one side is a constant. */
function comparisonOf(l, comparison, r) {
  if (typeof l === 'number') return comparisonOf(r, SWAPPED[comparison], l);
  const [both, withConstant, xWithConstant] = COMPARISONS[comparison];
  if (typeof r !== 'number') return both(l, r);
  return l === X ? xWithConstant(r) : withConstant(l, r);
}
