// The PlotSite expression language (SPEC §2) for the browser: parse, describe, evaluate.
// A plain ES module, an exact port of Sources/PlotCore/Expression/; both run Tests/Fixtures/expressions.json.
// Page scripts import `compile` from `./expression/expression.js`:
//
//   const cubic = compile('x^3 - 2.5x^2 + 3.1x - 13.3');
//   cubic.description   // 'x³ − 2.5x² + 3.1x − 13.3'
//   cubic.value(2)      // -9.1 (null where undefined)
//
// With declared parameters (SPEC §13) a letter stands for a number whose value may change without
// recompiling, as a slider moves:
//
//   const wave = compile('a sin(bx + c)', { parameters: ['a', 'b', 'c'], values: { a: 1, b: 1, c: 0 } });
//   wave.description            // 'a·sin(b·x + c)'
//   wave.setParameters({ a: 2 }); wave.value(Math.PI / 2)   // 2
//
// The parts: lexer.js (tokens), parser.js (syntax tree), describe.js
// (canonical text), compile.js (fast evaluation), errors.js (errors, limits).

import { ExpressionError } from './errors.js';
import { parseTree, containsVariable, parametersOf } from './parser.js';
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
 */

/**
 * Whether `name` may be declared as a parameter: one lower-case Latin letter other than `x` (the
 * variable) and `e` (the constant). Upper case is reserved: `E` is part of `2.5E6`.
 * @param {string} name
 * @returns {boolean}
 */
export function isValidParameter(name) {
  return typeof name === 'string' && /^[a-z]$/.test(name) && name !== 'x' && name !== 'e';
}

/**
 * Parses `source`. Each of `options.parameters` may stand in it as a number; without them a letter
 * other than x and e is an error, as it always was.
 * @param {string} source
 * @param {{parameters?: string[]}} [options]
 * @returns {ParsedExpression}
 * @throws {ExpressionError} with the kind and the 0-based code-point offset of the culprit
 * @throws {TypeError} when a declared parameter is not a valid name (a programming error)
 */
export function parse(source, { parameters = [] } = {}) {
  for (const name of parameters) {
    if (!isValidParameter(name)) {
      throw new TypeError(`${JSON.stringify(name)} cannot be a parameter: use one lower-case letter other than x and e`);
    }
  }
  const declared = [...new Set(parameters)].sort();
  const root = parseTree(String(source), new Set(declared));
  const parsed = { source, root, description: describeTree(root), containsVariable: containsVariable(root) };
  if (declared.length === 0) return parsed;
  return { ...parsed, declaredParameters: declared, usedParameters: parametersOf(root) };
}

/**
 * Compiles a source, or an expression returned by `parse`, for fast repeated evaluation.
 *
 * An expression with declared parameters needs `options.values`, a finite number for each: the
 * doubles are exactly those of the expression with each value written as a number in its letter's
 * place (and the same as Swift's `compiled(parameters:)`). `setParameters` changes them later.
 * @param {string | ParsedExpression} expression
 * @param {{parameters?: string[], values?: Record<string, number>}} [options] `parameters` declares
 *   the letters of a source (a parsed expression brings its own)
 * @returns {CompiledExpression}
 * @throws {ExpressionError} when given a source that does not parse
 * @throws {TypeError} when a declared parameter has no value, or a value is not a finite number
 */
export function compile(expression, { parameters = [], values = {} } = {}) {
  const parsed = typeof expression === 'string' ? parse(expression, { parameters }) : expression;
  const declared = parsed.declaredParameters ?? [];
  const slots = new Map(declared.map((name, index) => [name, index]));
  const current = new Float64Array(declared.length);
  const setParameters = (newValues) => {
    for (const [name, value] of Object.entries(newValues)) {
      if (!slots.has(name)) throw new TypeError(`'${name}' is not a declared parameter of ${parsed.source}`);
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        throw new TypeError(`parameter '${name}' must be a finite number, not ${value}`);
      }
    }
    for (const [name, value] of Object.entries(newValues)) current[slots.get(name)] = value;
  };
  for (const name of declared) {
    if (!Object.hasOwn(values, name)) throw new TypeError(`no value for parameter '${name}' of ${parsed.source}`);
  }
  setParameters(values);
  const evaluate = compileTree(parsed.root, slots, current);
  return {
    description: parsed.description,
    containsVariable: parsed.containsVariable,
    declaredParameters: declared,
    usedParameters: parsed.usedParameters ?? [],
    evaluate,
    value(x) {
      const y = evaluate(x);
      return Number.isFinite(y) ? y : null;
    },
    setParameters,
  };
}

/**
 * The canonical description of a source: `x^3-2.5x^2` → `x³ − 2.5x²`.
 * @param {string} source
 * @param {{parameters?: string[]}} [options] the declared parameters, as for `parse`
 * @returns {string}
 * @throws {ExpressionError}
 */
export function describe(source, options = undefined) {
  return parse(source, options).description;
}
