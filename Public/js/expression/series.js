// Sums and products (docs/language.md#sums-and-products): how many terms they take, and their compiled
// closures. Port of Sources/PlotCore/Expression/ExpressionNode+Series.swift (SeriesTerms) and
// Compiler+Series.swift / CompiledExpression+Series.swift, which compute the same terms in the same order.

import { anchorOf, fold, seriesPower } from './arithmetic.js';
import { children } from './tree.js';
import { wholeBound } from './series-arithmetic.js';
import { LIMITS } from './errors.js';
import shared from '../shared-constants.js';

const { termsMax: TERMS_MAX } = shared.series;

/** Whether an index, or a sum or product, appears anywhere in the tree. */
export function containsSeriesPart(node) {
  if (node.type === 'index' || node.type === 'series') return true;
  return children(node).some(containsSeriesPart);
}

function containsSeries(node) {
  return node.type === 'series' || children(node).some(containsSeries);
}

/**
 * A bound's value with the parameters' and indices' values in place (`values` maps each letter to its
 * number), computed as the folder computes a constant: each letter becomes a number whose text is the
 * letter, as Swift substitutes a parameter.
 */
export function boundValue(node, values) {
  return fold(withValues(node, values));
}

function withValues(node, values) {
  if (node.type === 'parameter' || node.type === 'index') return { type: 'number', value: values.get(node.name), text: node.name };
  switch (node.type) {
    case 'number': case 'constant': case 'variable': return node;
    case 'sum': return { ...node, terms: node.terms.map((term) => ({ ...term, node: withValues(term.node, values) })) };
    case 'product': return { ...node, factors: node.factors.map((factor) => ({ ...factor, node: withValues(factor.node, values) })) };
    case 'negate': return { ...node, operand: withValues(node.operand, values) };
    case 'power': return { ...node, base: withValues(node.base, values), exponent: withValues(node.exponent, values) };
    case 'call': return { ...node, argument: withValues(node.argument, values) };
    case 'extremum': return { ...node, arguments: node.arguments.map((argument) => withValues(argument, values)) };
    case 'binomial': return { ...node, n: withValues(node.n, values), k: withValues(node.k, values) };
    case 'piecewise': return {
      ...node,
      branches: node.branches.map(({ condition, value }) => ({
        condition: condition === null ? null : { ...condition, operands: condition.operands.map((operand) => withValues(operand, values)) },
        value: withValues(value, values),
      })),
    };
    default: throw new TypeError(`a bound holds no ${node.type}`);
  }
}

/**
 * Whether every sum and product in `node`, with the letters' `values`, takes at most `budget.left` terms in
 * all (an inner one once for each term of the one around it; one with a bound that is not whole takes none).
 * @param {object} node
 * @param {Map<string, number>} values
 * @param {{left: number}} budget
 */
export function fitsTerms(node, values, budget) {
  if (node.type !== 'series') return children(node).every((child) => !containsSeriesPart(child) || fitsTerms(child, values, budget));
  const from = wholeBound(boundValue(node.from, values));
  const to = wholeBound(boundValue(node.to, values));
  if (from === null || to === null || to < from) return true;
  if (!(to - from < budget.left)) return false;
  budget.left -= to - from + 1;
  if (!containsSeries(node.body)) return true;
  const inner = new Map(values);
  for (let k = from; k <= to; k += 1) {
    inner.set(node.index, k);
    if (!fitsTerms(node.body, inner, budget)) return false;
  }
  return true;
}

/**
 * Whether a bound of some sum or product in the tree has a parameter (a relation's y): then the number of terms is
 * not known before the point is (Swift's `hasSeriesBoundWithParameters`).
 */
export function hasSeriesBoundWithParameters(node) {
  if (node.type === 'series' && [node.from, node.to].some(hasParameter)) return true;
  return children(node).some(hasSeriesBoundWithParameters);
}

function hasParameter(node) {
  return node.type === 'parameter' || children(node).some(hasParameter);
}

/** Whether `node`, outermost, keeps within the limit of terms with the letters' `values`. */
export function keepsToTermLimit(node, values = new Map()) {
  return fitsTerms(node, values, { left: LIMITS.maximumSeriesTerms });
}

/**
 * A sum or product as a closure of x: the body at each whole index in turn, the first term alone and each
 * next one added or multiplied; 0 or 1 without terms, NaN where a bound is not whole. An outermost one (no
 * index around it) is NaN where it would take too many terms in all, which depends on the parameters only:
 * decided once when it has none, else again whenever their values change.
 * @param {object} node the series node
 * @param {{slots: Map<string, number>, values: Float64Array, indices?: Map<string, Float64Array>}} parameters
 * @param {(node: object, parameters: object) => number | ((x: number) => number)} compileNode
 */
export function compileSeries(node, parameters, compileNode) {
  const indices = parameters.indices ?? new Map();
  const closure = (operand) => (typeof operand === 'number' ? () => operand : operand);
  const from = closure(compileNode(node.from, parameters));
  const to = closure(compileNode(node.to, parameters));
  const cell = new Float64Array(1);
  const carried = carriedPowers(node.body, node.index, indices);
  const powers = carried.map(() => new Float64Array(1));
  const bases = carried.map(({ base }) => closure(compileNode(base, parameters)));
  const baseValues = new Float64Array(bases.length);
  const body = closure(compileNode(node.body, {
    ...parameters,
    indices: new Map([...indices, [node.index, cell]]),
    carriedPowers: new Map([...(parameters.carriedPowers ?? []), ...carried.map(({ power }, i) => [power, powers[i]])]),
  }));
  const isProduct = node.kind === '∏';
  const empty = isProduct ? 1 : 0;
  const fits = indices.size === 0 ? termCheck(node, parameters) : () => true;
  return (x) => {
    if (!fits()) return NaN;
    const first = from(x);
    const last = to(x);
    if (wholeBound(first) === null || wholeBound(last) === null) return NaN;
    if (last < first) return empty;
    for (let i = 0; i < bases.length; i += 1) baseValues[i] = bases[i](x);
    let result = 0;
    for (let k = first; k <= last; k += 1) {
      cell[0] = k;
      // seriesPower's doubles: one multiplication on from the term before within an anchor step.
      const onFromBefore = k > first && k - 1 > 64 && k <= TERMS_MAX && anchorOf(k) === anchorOf(k - 1);
      for (let i = 0; i < powers.length; i += 1) {
        powers[i][0] = onFromBefore ? powers[i][0] * baseValues[i] : seriesPower(baseValues[i], k);
      }
      const term = body(x);
      result = k === first ? term : isProduct ? result * term : result + term;
    }
    return result;
  };
}

/**
 * The powers `b^k` of the sum's own index k in its terms whose base is the same at every term (no index
 * of this sum or of one inside it, no sum): the loop carries them from term to term, one multiplication
 * each instead of a `pow` (Swift computes each afresh, to the same doubles: Arithmetic.wholePower).
 */
function carriedPowers(body, index, outerIndices) {
  const found = [];
  const visit = (node) => {
    if (node.type === 'power' && node.exponent.type === 'index' && node.exponent.name === index
        && !containsSeries(node.base) && onlyIndices(node.base, outerIndices)) {
      found.push({ power: node, base: node.base });
    }
    for (const child of children(node)) visit(child);
  };
  visit(body);
  return found;
}

function onlyIndices(node, outerIndices) {
  if (node.type === 'index') return outerIndices.has(node.name);
  return children(node).every((child) => onlyIndices(child, outerIndices));
}

/** Whether the outermost `node` keeps to the limit of terms at the parameters' current values (remembered per values). */
function termCheck(node, { slots, values }) {
  const letters = [...slots.keys()];
  if (letters.length === 0) {
    const fits = keepsToTermLimit(node);
    return () => fits;
  }
  let seen = null;
  let fits = true;
  return () => {
    if (seen === null || values.some((value, i) => !Object.is(value, seen[i]))) {
      seen = Float64Array.from(values);
      fits = keepsToTermLimit(node, new Map(letters.map((letter) => [letter, values[slots.get(letter)]])));
    }
    return fits;
  };
}
