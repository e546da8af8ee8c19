// Errors and limits of the expression language (SPEC §2), shared by the lexer and the parser.
// Port of Sources/PlotCore/Expression/ExpressionError.swift.

/**
 * Limits that keep hostile input from costing time or stack.
 * Lengths and offsets count characters as Unicode code points, as Swift counts Unicode scalars.
 */
export const LIMITS = Object.freeze({
  /** The longest source accepted, in code points. */
  maximumLength: 10_000,
  /** The deepest nesting accepted: parentheses, function calls, unary signs and exponents. */
  maximumDepth: 200,
});

/**
 * The pieces of an error's message, for writing it in the site's language (./error-words.js): `form`,
 * the variant of the kind's message (absent: the kind's usual one); `hint` and `reason`, the advice
 * and the cause it adds; `token`, the token it names; the rest fill blanks (`character`, `name`,
 * `lower`, `base`, `number`, `limit`). The English `message` stays what Swift writes.
 * @typedef {{form?: string, hint?: string, reason?: string, token?: {kind: string, text?: string, name?: string},
 *   character?: string, name?: string, lower?: string, base?: string, number?: string, limit?: number}} ErrorDetails
 */

/**
 * A parse error: what went wrong, and where.
 *
 * `kind` is one of the raw values of Swift's `ExpressionErrorKind`: `empty`, `unexpectedCharacter`,
 * `unexpectedToken`, `incomplete`, `unknownName`, `missingParentheses`, `missingOperator`,
 * `badNumber`, `tooLong`, `tooDeep`.
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
