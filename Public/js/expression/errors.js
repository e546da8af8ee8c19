// Errors and limits of the expression language (docs/language.md#errors), shared by the lexer and the parser.
// Port of Sources/PlotCore/Expression/ExpressionError.swift.

import shared from '../shared-constants.js';

/**
 * Limits that keep hostile input from costing time or stack.
 * Lengths and offsets count characters as Unicode code points, as Swift counts Unicode scalars.
 */
export const LIMITS = Object.freeze({
  /** The longest source accepted, in code points. */
  maximumLength: 10_000,
  /** The deepest nesting accepted: parentheses, braces, function calls, unary signs and exponents. */
  maximumDepth: 200,
  /** The most terms a sum or product takes in all (docs/language.md#sums-and-products; shared-constants.js). */
  maximumSeriesTerms: shared.series.termsMax,
});

/**
 * The pieces of an error's message, for writing it in the site's language (./error-words.js): `form`,
 * the variant of the kind's message (absent: the kind's usual one); `hint` and `reason`, the advice
 * and the cause it adds; `token`, the token it names; the rest fill blanks (`character`, `name`,
 * `lower`, `base`, `number`, `limit`, `symbol`, `other`; and quoting the source: `call`, `inverse`,
 * `reciprocal`, `right`, `written`). The English `message` stays what Swift writes.
 * @typedef {{form?: string, hint?: string, reason?: string, token?: {kind: string, text?: string, name?: string},
 *   character?: string, name?: string, lower?: string, base?: string, number?: string, limit?: number,
 *   symbol?: string, other?: string, call?: string, inverse?: string, reciprocal?: string, right?: string, written?: string}} ErrorDetails
 */

/**
 * A parse error: what went wrong, and where.
 *
 * `kind` is one of the raw values of Swift's `ExpressionErrorKind`: `empty`, `unexpectedCharacter`,
 * `unexpectedToken`, `incomplete`, `unknownName`, `missingParentheses`, `missingOperator`,
 * `badNumber`, `misplacedComparison`, `badPiecewise`, `argumentCount`, `badRelation`, `tooLong`, `tooDeep`.
 */
export class ExpressionError extends Error {
  /**
   * @param {string} kind why the source was rejected (a Swift `ExpressionErrorKind` raw value)
   * @param {number} offset 0-based code-point offset of the culprit (the source length when input ended early)
   * @param {string} message a sentence a student understands, without the offset
   * @param {ErrorDetails} [details] what the message says, for the site's language (./error-words.js)
   */
  constructor(kind, offset, message, details = {}) {
    super(message);
    this.name = 'ExpressionError';
    /** @type {string} */
    this.kind = kind;
    /** @type {number} */
    this.offset = offset;
    /** @type {ErrorDetails} */
    this.details = details;
  }

  /** `unexpected ')' (character 8)`, counted from 1, the same text as Swift's `description`. */
  toString() {
    return `${this.message} (character ${this.offset + 1})`;
  }
}

/**
 * `'=' compares only inside braces, as in {x = 1: 3, x²}`; for `y = x^2`, with the advice to write only
 * the right side (when there is one). Swift's `ExpressionError.misplacedComparison`.
 * @param {string} symbol the sign as written
 * @param {number} offset
 * @param {string} [rightSide]
 * @returns {ExpressionError}
 */
export function misplacedComparison(symbol, offset, rightSide = '') {
  if (rightSide === '') {
    return new ExpressionError('misplacedComparison', offset, `'${symbol}' compares only inside braces, as in {x ${symbol} 1: 3, x²}`,
      { symbol });
  }
  return new ExpressionError('misplacedComparison', offset,
    `'${symbol}' compares only inside braces; write only the right side: ${rightSide}`, { form: 'rightSideOnly', symbol, right: rightSide });
}

/**
 * `x is not this curve's variable: use t`: an `x` in an expression in t or θ (docs/language.md#the-variable).
 * Swift's `ExpressionError.notTheVariable`.
 * @param {number} offset
 * @param {'t' | 'θ'} variable
 * @returns {ExpressionError}
 */
export function notTheVariable(offset, variable) {
  return new ExpressionError('unknownName', offset, `x is not this curve's variable: use ${variable}`,
    { form: 'notTheVariable', variable });
}

/**
 * `or` in a relation (docs/language.md#relations): a region is where all of its inequalities hold. Swift's
 * `ExpressionError.orInRelation`.
 * @param {number} offset
 * @returns {ExpressionError}
 */
export function orInRelation(offset) {
  return new ExpressionError('badRelation', offset, "'or' is not supported: a region is where all of its inequalities hold, "
    + "joined with 'and'", { form: 'orRegion' });
}

const WHITE_SPACE = /^\p{White_Space}$/u;

/**
 * A source written as an equation, `y = x^2` (white space around it allowed, `==` too): where its `y`
 * and its `=` are, the sign as written, and the right side (trimmed, perhaps empty); null for any other
 * source. Swift's `ExpressionError.equation(in:)`.
 * @param {string[]} characters the source's code points
 * @returns {{variableOffset: number, symbolOffset: number, symbol: string, rightSide: string} | null}
 */
export function equation(characters) {
  const isSpace = (c) => WHITE_SPACE.test(c);
  const y = characters.findIndex((c) => !isSpace(c));
  if (y < 0 || characters[y] !== 'y') return null;
  let equals = y + 1;
  while (equals < characters.length && isSpace(characters[equals])) equals += 1;
  if (characters[equals] !== '=') return null;
  const symbol = characters[equals + 1] === '=' ? '==' : '=';
  let start = equals + symbol.length;
  let end = characters.length;
  while (start < end && isSpace(characters[start])) start += 1;
  while (end > start && isSpace(characters[end - 1])) end -= 1;
  return { variableOffset: y, symbolOffset: equals, symbol, rightSide: characters.slice(start, end).join('') };
}

const TOKEN_NAMES = {
  variable: "'x'", root: "'√'", plus: "'+'", minus: "'-'", times: "'*'", divide: "'/'", power: "'^'",
  leftParenthesis: "'('", rightParenthesis: "')'", leftBrace: "'{'", rightBrace: "'}'", comma: "','", colon: "':'",
  end: 'end of expression', binomial: "'binom'", ellipsis: "'…'", factorial: "'!'",
  bar: "'|'", and: "'and'", or: "'or'",
};

/**
 * What a message says of a token, for ./error-words.js to name it in the site's language.
 * @param {{kind: string, text?: string, name?: string}} token
 */
export function tokenDetails({ kind, text, name }) {
  return { kind, ...(text === undefined ? {} : { text }), ...(name === undefined ? {} : { name }) };
}

/**
 * How a token is named in messages: `')'`, `'+'`, `number '3'`, `'<='` (Swift's `Parser.name(of:)`).
 * @param {{kind: string, text?: string, name?: string}} token
 * @returns {string}
 */
export function nameOf(token) {
  switch (token.kind) {
    case 'number': return `number '${token.text}'`;
    case 'superscript': return `exponent '${token.text}'`;
    case 'constant': case 'function': case 'extremum': case 'parameter': case 'comparison': case 'series': case 'index':
      return `'${token.name}'`;
    case 'named': return `'${token.name}${'′'.repeat(token.order)}'`;
    // The variable's token names it when it is not x.
    case 'variable': return token.name === undefined ? TOKEN_NAMES.variable : `'${token.name}'`;
    default: return TOKEN_NAMES[token.kind];
  }
}
