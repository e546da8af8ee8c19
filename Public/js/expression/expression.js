// The PlotSite expression language (SPEC §2) for the browser: parse, describe, evaluate.
// A plain ES module, an exact port of Sources/PlotCore/Expression/; both run Tests/Fixtures/expressions.json.
// Page scripts import `compile` from `./expression/expression.js`:
//
//   const cubic = compile('x^3 - 2.5x^2 + 3.1x - 13.3');
//   cubic.description   // 'x³ − 2.5x² + 3.1x − 13.3'
//   cubic.value(2)      // -9.1 (null where undefined)
//
// The parts: lexer.js (tokens), parser.js (syntax tree), describe.js
// (canonical text), compile.js (fast evaluation), errors.js (errors, limits).

import { ExpressionError } from './errors.js';
import { parseTree, containsVariable } from './parser.js';
import { describeTree } from './describe.js';
import { compileTree } from './compile.js';

export { ExpressionError };

/**
 * A parsed expression.
 * @typedef {object} ParsedExpression
 * @property {string} source the text as given
 * @property {import('./parser.js').ExpressionNode} root the syntax tree
 * @property {string} description the canonical text for display, e.g. `x³ − 2.5x² + 3.1x − 13.3`
 * @property {boolean} containsVariable whether the expression depends on x (without it, it is a plain number)
 */

/**
 * A compiled expression, for fast repeated evaluation: an evaluation allocates nothing.
 * @typedef {object} CompiledExpression
 * @property {string} description the canonical text for display
 * @property {boolean} containsVariable whether the expression depends on x
 * @property {(x: number) => number} evaluate the raw IEEE value at x: NaN or ±Infinity where undefined
 * @property {(x: number) => (number | null)} value the value at x, or null where undefined
 */

/**
 * Parses `source`.
 * @param {string} source
 * @returns {ParsedExpression}
 * @throws {ExpressionError} with the kind and the 0-based code-point offset of the culprit
 */
export function parse(source) {
  const root = parseTree(String(source));
  return { source, root, description: describeTree(root), containsVariable: containsVariable(root) };
}

/**
 * Compiles a source, or an expression returned by `parse`, for fast repeated evaluation.
 * @param {string | ParsedExpression} expression
 * @returns {CompiledExpression}
 * @throws {ExpressionError} when given a source that does not parse
 */
export function compile(expression) {
  const parsed = typeof expression === 'string' ? parse(expression) : expression;
  const evaluate = compileTree(parsed.root);
  return {
    description: parsed.description,
    containsVariable: parsed.containsVariable,
    evaluate,
    value(x) {
      const y = evaluate(x);
      return Number.isFinite(y) ? y : null;
    },
  };
}

/**
 * The canonical description of a source: `x^3-2.5x^2` → `x³ − 2.5x²`.
 * @param {string} source
 * @returns {string}
 * @throws {ExpressionError}
 */
export function describe(source) {
  return parse(source).description;
}
