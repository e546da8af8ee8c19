// Functions named by one letter, defined in terms of x, the parameters and one another
// (docs/language.md#named-functions). Port of Sources/PlotCore/Expression/NamedFunctions.swift:
//
//   const functions = namedFunctions({ f: 'x^3 - 3x' });
//   compile(parse("f(x − 1) + 2f'(x)", { functions })).value(2)   // −2 + 2 + 2·9 = 20
//
// A call is written out where it stands (./named-call.js): the function's tree with its argument in place of x, each
// prime a derivative, so the expression computes as if the definition were written there.

import { isValidParameter } from './evaluation.js';
import { tokenize } from './lexer.js';
import { MAXIMUM_EXPANDED_SIZE, namedCall } from './named-call.js';
import { parseTree } from './parser.js';
import { sizeOf } from './tree-building.js';
import { ExpressionError } from './errors.js';

/** A problem with one definition: `offset` counts characters from 0 in its source, null for the name or a cycle. */
export class NamedFunctionError extends Error {
  constructor(name, offset, message) {
    super(message);
    this.name = 'NamedFunctionError';
    this.functionName = name;
    this.offset = offset;
  }
}

/**
 * Reads `definitions` (name → source); throws the first problem in name order, as Swift's `NamedFunctions` does.
 * @param {Record<string, string>} definitions
 * @param {string[]} [parameters] the declared parameters the definitions and the expressions calling them use
 * @returns {import('./parser.js').NamedFunctions & {trees: Map<string, object>}}
 * @throws {NamedFunctionError}
 */
export function namedFunctions(definitions, parameters = []) {
  const declared = new Set(parameters);
  const sources = new Map();
  for (const name of Object.keys(definitions).sort()) {
    const problem = clash(name, declared);
    if (problem !== null) throw new NamedFunctionError(name, null, problem);
    sources.set(name, String(definitions[name]));
  }
  const calls = new Map();
  for (const [name, source] of sources) {
    try {
      const tokens = tokenize(Array.from(source), declared, new Set(sources.keys()));
      calls.set(name, tokens.filter((token) => token.kind === 'named').map((token) => token.name));
    } catch (error) {
      throw asDefinitionError(name, error);
    }
  }
  const trees = new Map();
  const resolve = (name, path) => {
    if (trees.has(name)) return;
    const start = path.indexOf(name);
    if (start >= 0) {
      const cycle = [...path.slice(start), name].join(' → ');
      throw new NamedFunctionError(path[start], null, `defined in terms of itself: ${cycle}`);
    }
    for (const called of calls.get(name)) resolve(called, [...path, name]);
    try {
      trees.set(name, parseTree(sources.get(name), declared, functionsOf(trees)).root);
    } catch (error) {
      throw asDefinitionError(name, error);
    }
  };
  for (const name of sources.keys()) resolve(name, []);
  return { ...functionsOf(trees), trees, parameters: [...declared].sort() };
}

/** The functions the parser calls, for the trees read so far. */
function functionsOf(trees) {
  return {
    names: new Set(trees.keys()),
    call: (name, order, argument, written, offset) => namedCall(trees.get(name), order, argument, written, offset),
    checkWrittenOut(root) {
      if (sizeOf(root, MAXIMUM_EXPANDED_SIZE) === null) {
        throw new ExpressionError('tooLong', 0, 'expression is too large once its named functions are written out');
      }
    },
  };
}

/** Why `name` cannot name a function, or null. */
function clash(name, parameters) {
  if (name === 'x') return "'x' is the variable; name the function with another letter, as f";
  if (name === 'e') return "'e' is the number e; name the function with another letter, as f";
  if (parameters.has(name)) return `'${name}' is a parameter; name the function with another letter`;
  if (!isValidParameter(name)) {
    return Array.from(name).length === 1 ? `a function's name is one lower-case letter, as in f, not '${name}'`
      : `a function's name is one letter, as in f, not '${name}'`;
  }
  return null;
}

function asDefinitionError(name, error) {
  if (!(error instanceof ExpressionError)) return error;
  return new NamedFunctionError(name, error.offset, error.message);
}
