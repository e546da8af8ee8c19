// A call of a named function written out (docs/language.md#named-functions): the function's tree, differentiated
// once per prime, with the call's argument in place of x. Port of `NamedFunctions.call` in
// Sources/PlotCore/Expression/NamedFunctions.swift.

import { ExpressionError, LIMITS } from './errors.js';
import { MAXIMUM_DERIVATIVE_SIZE, slopeOf } from './differentiation.js';
import { sizeOf } from './tree-building.js';
import { children } from './tree.js';

/**
 * The most nodes an expression may have once its calls are written out (definitions calling one another can double
 * it at every step).
 */
export const MAXIMUM_EXPANDED_SIZE = 10 * LIMITS.maximumLength;

/**
 * `definition` differentiated `order` times, its x replaced by `argument`.
 * @param {import('./tree.js').ExpressionNode} definition
 * @param {number} order
 * @param {import('./tree.js').ExpressionNode} argument
 * @param {string} written the call's name as written, `f″`, for the message
 * @param {number} offset
 * @returns {import('./tree.js').ExpressionNode}
 * @throws {ExpressionError} when a derivative is too large to write out
 */
export function namedCall(definition, order, argument, written, offset) {
  const tooLarge = () => new ExpressionError('tooLong', offset, `the derivative ${written} is too large to write out`);
  let tree = definition;
  for (let i = 0; i < order; i += 1) {
    tree = sizeOf(tree, MAXIMUM_DERIVATIVE_SIZE) === null ? null : slopeOf(tree);
    if (tree === null) throw tooLarge();
  }
  if (sizeOf(tree, MAXIMUM_EXPANDED_SIZE) === null) throw tooLarge();
  const captured = [...boundIndices(tree)].find((letter) => usesIndex(argument, letter));
  if (captured !== undefined) {
    // `Σ(k = 1 … 3, f(kx))` with f's own sum over k: the argument's k would be f's.
    throw new ExpressionError('unexpectedToken', offset,
      `${written} sums over its own index '${captured}'; choose another letter for this sum's index`,
      { form: 'seriesCapture', name: written, symbol: captured });
  }
  return argument.type === 'variable' ? tree : replacingVariable(tree, argument);
}

/** The indices of every sum and product in the tree. */
function boundIndices(node, found = new Set()) {
  if (node.type === 'series') found.add(node.index);
  for (const child of children(node)) boundIndices(child, found);
  return found;
}

/** Whether the index `letter` appears in the tree outside a sum that binds it anew. */
function usesIndex(node, letter) {
  if (node.type === 'index') return node.name === letter;
  if (node.type === 'series') {
    return usesIndex(node.from, letter) || usesIndex(node.to, letter) || (node.index !== letter && usesIndex(node.body, letter));
  }
  return children(node).some((child) => usesIndex(child, letter));
}

/** The tree with `x` replaced by `argument` everywhere (shared, not copied). */
function replacingVariable(node, argument) {
  const replaced = (inner) => replacingVariable(inner, argument);
  switch (node.type) {
    case 'variable': return argument;
    case 'sum': return { ...node, terms: node.terms.map((term) => ({ ...term, node: replaced(term.node) })) };
    case 'product': return { ...node, factors: node.factors.map((factor) => ({ ...factor, node: replaced(factor.node) })) };
    case 'negate': return { ...node, operand: replaced(node.operand) };
    case 'power': return { ...node, base: replaced(node.base), exponent: replaced(node.exponent) };
    case 'call': return { ...node, argument: replaced(node.argument) };
    case 'extremum': return { ...node, arguments: node.arguments.map(replaced) };
    case 'series': return { ...node, from: replaced(node.from), to: replaced(node.to), body: replaced(node.body) };
    case 'binomial': return { ...node, n: replaced(node.n), k: replaced(node.k) };
    case 'piecewise':
      return {
        ...node,
        branches: node.branches.map(({ condition, value }) => ({
          condition: condition === null ? null : { ...condition, operands: condition.operands.map(replaced) },
          value: replaced(value),
        })),
      };
    default: return node;
  }
}
