// Parsing and compiling for evaluation alone: what expression.js's `parse` and `compile` do, without
// the canonical description. A plot page only draws (its curves' names come with the page), so it
// compiles through this module and never loads describe.js (docs/architecture.md#delivery: the first visit waits for as
// little script as it can). expression.js builds its API on these two steps:
//
//   const { evaluate } = compileForEvaluation('a sin(x)', { parameters: ['a'], values: { a: 2 } });
//   evaluate(Math.PI / 2)   // 2
//
// The results are those of `compile` less its `description`, the errors the same, thrown in the same order.

import { parseTree } from './parser.js';
import { containsVariable, parametersOf } from './tree.js';
import { compileTree } from './compile.js';
import { candidateNodes } from './candidates.js';
import { variableLetter, variableName } from './variable.js';

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
 * A parsed expression without its description.
 * @typedef {object} ParsedSyntax
 * @property {string} source the text as given
 * @property {import('./tree.js').ExpressionNode} root the syntax tree
 * @property {boolean} containsVariable whether the expression depends on its variable
 * @property {'t' | 'θ'} [variable] only when it is not x: the variable the source is in
 * @property {import('./parser.js').ParseWarning[]} warnings readings its writer may not have meant
 * @property {string[]} [declaredParameters] only when parameters were declared, in alphabetical order
 * @property {string[]} [usedParameters] only when parameters were declared: those that occur
 */

/**
 * Parses `source` (expression.js's `parse` without the description).
 * @param {string} source
 * @param {{parameters?: string[], functions?: import('./parser.js').NamedFunctions, variable?: string}} [options]
 *   `functions` (./named-functions.js) may be called, read with the same parameters; `variable` is the one the
 *   source is in, 'x' (the default), 't' or 'θ' ('theta'), docs/language.md#the-variable
 * @returns {ParsedSyntax}
 * @throws {ExpressionError} with the kind and the 0-based code-point offset of the culprit
 * @throws {TypeError} when a declared parameter is not a valid name, or it or a named function is the variable's
 *   letter (`t`), or the variable is none of those (programming errors: the caller refuses them with its own message)
 */
export function parseSyntax(source, { parameters = [], functions = undefined, variable = 'x' } = {}) {
  const name = variableName(variable);
  for (const parameter of parameters) {
    if (!isValidParameter(parameter)) {
      throw new TypeError(`${JSON.stringify(parameter)} cannot be a parameter: use one lower-case letter other than x and e`);
    }
  }
  const letter = variableLetter(name);
  if (letter !== null && (parameters.includes(letter) || (functions?.names.has(letter) ?? false))) {
    throw new TypeError(`'${letter}' is the variable: it cannot be a parameter or a named function`);
  }
  const declared = [...new Set(parameters)].sort();
  if (functions !== undefined && functions.names.size > 0 && functions.parameters.join() !== declared.join()) {
    throw new TypeError(`named functions read with parameters [${functions.parameters}], used with [${declared}]`);
  }
  const { root, warnings, callsNamedFunctions } = parseTree(String(source), new Set(declared), functions, name);
  const parsed = { source, root, containsVariable: containsVariable(root), warnings };
  // Only where it is not x: an expression in x is the object it always was.
  if (name !== 'x') parsed.variable = name;
  // Only where it calls them: an expression without named functions is the object it always was.
  if (callsNamedFunctions) parsed.callsNamedFunctions = true;
  if (declared.length === 0) return parsed;
  return { ...parsed, declaredParameters: declared, usedParameters: parametersOf(root) };
}

/**
 * Compiles a parsed expression for fast repeated evaluation at `values` of its declared parameters
 * (expression.js's `compile` without the description; see there).
 * @param {ParsedSyntax} parsed
 * @param {Record<string, number>} values
 * @returns {Omit<import('./expression.js').CompiledExpression, 'description'>}
 * @throws {TypeError} when a declared parameter has no value, or a value is not a finite number
 */
export function compileParsed(parsed, values) {
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
    // Where the function may jump or have a hole, for the sampler's endpoint search (candidates.js);
    // they read the same parameter values.
    candidateFunctions: candidateNodes(parsed.root).map((node) => compileTree(node, slots, current)),
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
 * Parses and compiles a source: `compile(source, options)` of expression.js without the description.
 * @param {string} source
 * @param {{parameters?: string[], values?: Record<string, number>, variable?: string}} [options] `variable` as
 *   for `parseSyntax`; the compiled function takes the variable's value, whatever its name
 * @returns {Omit<import('./expression.js').CompiledExpression, 'description'>}
 * @throws {ExpressionError} when the source does not parse
 * @throws {TypeError} as `parseSyntax` and `compileParsed`
 */
export function compileForEvaluation(source, { parameters = [], values = {}, variable = 'x' } = {}) {
  return compileParsed(parseSyntax(source, { parameters, variable }), values);
}
