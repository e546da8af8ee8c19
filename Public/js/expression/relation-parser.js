// The top level of a relation (docs/language.md#relations): comparisons between sums, chained (`0 < y < x`) and
// joined with `and`; and the errors of a relation that is neither one curve nor one region. Port of
// Sources/PlotCore/Expression/Parser+Relation.swift.

import { ExpressionError, LIMITS } from './errors.js';
import { unexpected } from './parser-messages.js';
import { tokenize } from './lexer.js';
import { Parser, NO_FUNCTIONS } from './parser.js';
import { containsVariable, parametersOf } from './tree.js';
import { isValidParameter } from './evaluation.js';

/** The letter of a relation's second coordinate, held in the trees as a parameter. */
export const Y = 'y';

/**
 * Checks what a source in x and y (a relation, a differential equation's right-hand side) may declare, as Swift's
 * `Relation.checkDeclarations`: valid parameter names, neither a parameter nor a named function y, the functions read
 * with the same parameters.
 * @param {string[]} parameters
 * @param {import('./parser.js').NamedFunctions} [functions]
 * @returns {string[]} the declared parameters, in alphabetical order
 * @throws {TypeError} when they break a rule (programming errors: the caller refuses such a declaration first)
 */
export function checkDeclarations(parameters, functions) {
  for (const parameter of parameters) {
    if (!isValidParameter(parameter)) {
      throw new TypeError(`${JSON.stringify(parameter)} cannot be a parameter: use one lower-case letter other than x and e`);
    }
  }
  if (parameters.includes(Y) || (functions?.names.has(Y) ?? false)) {
    throw new TypeError("'y' is a variable in x and y: it cannot be a parameter or a named function");
  }
  const declared = [...new Set(parameters)].sort();
  if (functions !== undefined && functions.names.size > 0 && functions.parameters.join() !== declared.join()) {
    throw new TypeError(`named functions read with parameters [${functions.parameters}], used with [${declared}]`);
  }
  return declared;
}

/**
 * Parses a whole source as a relation in x and y: its chains of comparisons, its warnings, and whether it calls a
 * named function. `y` is read as the parameter `Y`, beside the declared `parameters`.
 * @param {string} source
 * @param {ReadonlySet<string>} parameters the declared parameter letters (without y)
 * @param {import('./parser.js').NamedFunctions} [functions]
 * @returns {{chains: import('./tree.js').Condition[], warnings: import('./parser.js').ParseWarning[], callsNamedFunctions: boolean}}
 * @throws {ExpressionError}
 */
export function parseRelationTree(source, parameters, functions = NO_FUNCTIONS) {
  const characters = source.length > 2 * LIMITS.maximumLength ? null : Array.from(source);
  if (characters === null || characters.length > LIMITS.maximumLength) {
    throw new ExpressionError('tooLong', LIMITS.maximumLength,
      `expression is longer than ${LIMITS.maximumLength} characters`, { limit: LIMITS.maximumLength });
  }
  const tokens = tokenize(characters, new Set([...parameters, Y]), functions.names, 'x', true);
  if (tokens.length === 1) throw new ExpressionError('empty', 0, 'expression is empty');
  const parser = new Parser(tokens, characters, functions, 'x', true);
  const chains = parseChains(parser);
  checkSigns(chains);
  const conditions = chains.map(({ condition }) => condition);
  const sides = conditions.flatMap(({ operands }) => operands);
  if (!sides.some((side) => containsVariable(side) || parametersOf(side).includes(Y))) {
    const sign = chains[0].signs[0];
    throw chains.some(({ signs }) => signs.some(({ comparison }) => comparison === '='))
      ? new ExpressionError('badRelation', sign.offset, 'an equation needs x or y, as in x² + y² = 4', { form: 'equationVariables' })
      : new ExpressionError('badRelation', sign.offset, 'an inequality needs x or y, as in y < x²', { form: 'inequalityVariables' });
  }
  const callsNamedFunctions = tokens.some((token) => token.kind === 'named');
  // Counted as one tree holding every side, as for an expression.
  if (callsNamedFunctions) functions.checkWrittenOut({ type: 'sum', terms: sides.map((node) => ({ isSubtracted: false, node })) });
  return { chains: conditions, warnings: parser.warnings, callsNamedFunctions };
}

/** relation := chain ('and' chain)*  — chain := sum (comparison sum)+. Each chain with its signs as written. */
function parseChains(parser) {
  const chains = [];
  for (;;) {
    const first = parser.current;
    const operands = [parser.parseSum()];
    const comparisons = [];
    const signs = [];
    while (parser.current.kind === 'comparison') {
      const sign = parser.advance();
      signs.push({ comparison: sign.comparison, text: sign.name, offset: sign.offset });
      comparisons.push(sign.comparison);
      operands.push(parser.parseSum());
    }
    if (signs.length === 0) {
      const { kind, offset } = parser.current;
      if (kind === 'end' && chains.length === 0) {
        throw new ExpressionError('badRelation', offset,
          "a relation needs '=' for a curve or '<', '≤', '>', '≥' for a region, as in x² + y² = 4");
      }
      if (kind === 'end' || kind === 'and') {
        throw new ExpressionError('badRelation', first.offset, "each side of 'and' needs a comparison, as in y > x² and y < 4",
          { form: 'andSides' });
      }
      throw unexpected(parser, parser.current);
    }
    chains.push({ condition: { operands, comparisons }, signs });
    if (parser.current.kind === 'end') return chains;
    if (parser.current.kind !== 'and') throw unexpected(parser, parser.current);
    parser.advance();
  }
}

/** A curve is one equation, a region inequalities only: `=` mixed with `<`, or a second `=`, is an error at the sign. */
function checkSigns(chains) {
  const signs = chains.flatMap((chain) => chain.signs);
  const [first] = signs;
  const other = signs.find(({ comparison }) => (comparison === '=') !== (first.comparison === '='));
  if (other !== undefined) {
    throw new ExpressionError('badRelation', other.offset, `'${first.text}' and '${other.text}' cannot be mixed: `
      + 'an equation is a curve, inequalities make a region', { form: 'mixedRelation', symbol: first.text, other: other.text });
  }
  if (first.comparison === '=' && signs.length > 1) {
    throw new ExpressionError('badRelation', signs[1].offset, "an equation has one '=': draw two equations as two curves",
      { form: 'twoEquals' });
  }
}
