// The PlotSite expression language (docs/language.md) for the browser: parse, describe, evaluate.
// A plain ES module, an exact port of Sources/PlotCore/Expression/; both run Tests/Fixtures/expressions.json.
// Page scripts import `compile` from `./expression/expression.js`:
//
//   const cubic = compile('x^3 - 2.5x^2 + 3.1x - 13.3');
//   cubic.description   // 'x³ − 2.5x² + 3.1x − 13.3'
//   cubic.value(2)      // -9.1 (null where undefined)
//
// With declared parameters (docs/language.md#parameters) a letter stands for a number whose value may change without
// recompiling, as a slider moves:
//
//   const wave = compile('a sin(bx + c)', { parameters: ['a', 'b', 'c'], values: { a: 1, b: 1, c: 0 } });
//   wave.description            // 'a·sin(b·x + c)'
//   wave.setParameters({ a: 2 }); wave.value(Math.PI / 2)   // 2
//
// A curve's coordinates are in t, a polar curve's radius in θ (docs/language.md#the-variable):
//
//   compile('t sin(t)', { variable: 't' }).description   // 't·sin(t)'
//   compile('1 + cos(theta)', { variable: 'θ' }).value(0)   // 2
//
// The parts: lexer.js (tokens), parser.js and braces.js (syntax tree, tree.js), describe.js
// (canonical text), compile.js and arithmetic.js (fast evaluation), errors.js (errors, limits);
// evaluation.js parses and compiles without the description, for pages that only draw.

import { ExpressionError } from './errors.js';
import { describeTree } from './describe.js';
import { compileParsed, isValidParameter, parseSyntax } from './evaluation.js';

export { ExpressionError, isValidParameter };

/**
 * A parsed expression.
 * @typedef {object} ParsedExpression
 * @property {string} source the text as given
 * @property {import('./tree.js').ExpressionNode} root the syntax tree
 * @property {string} description the canonical text for display, e.g. `x³ − 2.5x² + 3.1x − 13.3`
 * @property {boolean} containsVariable whether the expression depends on x (without it, it is a plain number)
 * @property {ExpressionWarning[]} warnings readings of the source its writer may not have meant, in
 *   source order (`e^-2x` is e^(−2)·x), as Swift's `Expression.warnings`
 * @property {string[]} [declaredParameters] only when parameters were declared: the letters the source
 *   was allowed to use, in alphabetical order (without declarations the object is what it always was)
 * @property {string[]} [usedParameters] only when parameters were declared: those that occur, in
 *   alphabetical order
 */

/**
 * A compiled expression, for fast repeated evaluation: an evaluation allocates nothing.
 * @typedef {object} CompiledExpression
 * @property {string} description the canonical text for display
 * @property {boolean} containsVariable whether the expression depends on x
 * @property {(x: number) => number} evaluate the raw IEEE value at x: NaN or ±Infinity where undefined
 * @property {(x: number) => (number | null)} value the value at x, or null where undefined
 * @property {string[]} declaredParameters the declared parameter letters, in alphabetical order
 * @property {string[]} usedParameters the declared parameters that occur, in alphabetical order
 * @property {(values: Record<string, number>) => void} setParameters gives some or all parameters new
 *   values; `evaluate` and `value` use them from the next call, without recompiling
 * @property {((x: number) => number)[]} candidateFunctions functions whose zeros are where `evaluate`
 *   may jump or have a hole (candidates.js), for the sampler's option `candidates`
 */

/**
 * A reading of an accepted expression that people often do not intend, with the ways to say what was
 * meant: `{ kind: 'ambiguousExponent', offset: 1, readAs: 'e^(−2)·x', alternatives: ['e^(−2x)', 'e^(−2)·x'] }`
 * for `e^-2x` (offset: the `^`, 0-based). ./error-words.js's `warningText` says it in the site's language.
 * @typedef {{kind: string, offset: number, readAs: string, alternatives: string[]}} ExpressionWarning
 */

/**
 * The texts of a warning the parser found (Swift's `ExpressionWarning.ambiguousExponent`).
 * @param {import('./parser.js').ParseWarning} warning
 * @returns {ExpressionWarning}
 */
export function describedWarning({ kind, offset, base, exponent, factor }, variable = 'x') {
  const asRead = describeTree({ type: 'product', factors: [
    { isDivisor: false, node: { type: 'power', base, exponent } }, { isDivisor: false, node: factor }] }, variable);
  const grouped = describeTree({ type: 'power', base, exponent: { type: 'product', factors: [
    { isDivisor: false, node: exponent }, { isDivisor: false, node: factor }] } }, variable);
  return { kind, offset, readAs: asRead, alternatives: [grouped, asRead] };
}

/**
 * Parses `source`. Each of `options.parameters` may stand in it as a number; without them a letter
 * other than x and e is an error, as it always was.
 * @param {string} source
 * @param {{parameters?: string[], functions?: import('./parser.js').NamedFunctions, variable?: string}} [options]
 *   `functions`, from ./named-functions.js, may be called: `f(x − 1)`, `f′(x)` (docs/language.md#named-functions);
 *   `variable` is the one the source is in: 'x' (the default), 't' or 'θ' ('theta'), docs/language.md#the-variable
 * @returns {ParsedExpression}
 * @throws {ExpressionError} with the kind and the 0-based code-point offset of the culprit
 * @throws {TypeError} when a declared parameter is not a valid name, or is the variable (programming errors)
 */
export function parse(source, { parameters = [], functions = undefined, variable = 'x' } = {}) {
  const syntax = parseSyntax(source, { parameters, functions, variable });
  const { root, containsVariable, warnings, declaredParameters, usedParameters, callsNamedFunctions } = syntax;
  const name = syntax.variable ?? 'x';
  const parsed = { source, root, description: describeTree(root, name), containsVariable,
    warnings: warnings.map((warning) => describedWarning(warning, name)) };
  if (callsNamedFunctions) parsed.callsNamedFunctions = true;
  if (syntax.variable !== undefined) parsed.variable = syntax.variable;
  if (declaredParameters === undefined) return parsed;
  return { ...parsed, declaredParameters, usedParameters };
}

/**
 * Compiles a source, or an expression returned by `parse`, for fast repeated evaluation.
 *
 * An expression with declared parameters needs `options.values`, a finite number for each: the
 * doubles are exactly those of the expression with each value written as a number in its letter's
 * place (and the same as Swift's `compiled(parameters:)`). `setParameters` changes them later.
 * (A page that never shows the description compiles with evaluation.js's `compileForEvaluation`.)
 * @param {string | ParsedExpression} expression
 * @param {{parameters?: string[], values?: Record<string, number>, variable?: string}} [options] `parameters`
 *   and `variable` ('x', 't', 'θ') are those of a source, as for `parse` (a parsed expression brings its own)
 * @returns {CompiledExpression}
 * @throws {ExpressionError} when given a source that does not parse
 * @throws {TypeError} when a declared parameter has no value, or a value is not a finite number
 */
export function compile(expression, { parameters = [], values = {}, variable = 'x' } = {}) {
  const parsed = typeof expression === 'string' ? parse(expression, { parameters, variable }) : expression;
  return { description: parsed.description, ...compileParsed(parsed, values) };
}

/**
 * The canonical description of a source: `x^3-2.5x^2` → `x³ − 2.5x²`.
 * @param {string} source
 * @param {{parameters?: string[], variable?: string}} [options] the declared parameters and the variable, as for `parse`
 * @returns {string}
 * @throws {ExpressionError}
 */
export function describe(source, options = undefined) {
  return parse(source, options).description;
}
