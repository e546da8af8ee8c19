// The derivative of an expression (docs/language.md#derivatives), as Swift's `Expression.derivative()`: the rules are
// in ./differentiation.js. A module of its own, so that pages which draw no derivative never load it:
//
//   const slope = derivative('x^3 - 3x');
//   slope.description            // '3x² − 3'
//   compile(slope).value(2)      // 9 (compile from ./expression.js)

import { describeTree } from './describe.js';
import { derivativeTree } from './differentiation.js';
import { parse } from './expression.js';
import { containsVariable, parametersOf } from './tree.js';

/**
 * The exact derivative with respect to the variable (x, or t or θ), an expression like those expression.js's `parse`
 * returns, its description the formula (Swift's `Expression.derivative()`). It keeps the declared parameters and the
 * variable; compile it with the parameters' values.
 * @param {string | import('./expression.js').ParsedExpression} expression
 * @param {{parameters?: string[], variable?: string}} [options] the declared parameters and variable of a source, as for `parse`
 * @returns {import('./expression.js').ParsedExpression | null} null when its tree would be too large
 * @throws {ExpressionError} when given a source that does not parse
 */
export function derivative(expression, options = undefined) {
  const parsed = typeof expression === 'string' ? parse(expression, options) : expression;
  const root = derivativeTree(parsed.root);
  if (root === null) return null;
  const description = describeTree(root, parsed.variable ?? 'x');
  const slope = { source: description, root, description, containsVariable: containsVariable(root), warnings: [] };
  if (parsed.variable !== undefined) slope.variable = parsed.variable;
  if (parsed.declaredParameters === undefined) return slope;
  return { ...slope, declaredParameters: parsed.declaredParameters, usedParameters: parametersOf(root) };
}

