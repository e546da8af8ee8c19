// Recursive-descent parser for the expression language (docs/language.md#operators-and-precedence).
// Port of Sources/PlotCore/Expression/Parser.swift and Parser+Messages.swift; braces (piecewise
// functions, restrictions, conditions) are in ./braces.js, the tree in ./tree.js.
//
// Precedence, lowest first: `+ −`, then `× ÷` and implicit multiplication (left-associative,
// one level), then unary signs, then `^` (right-associative) and superscript exponents.

import { ExpressionError, LIMITS } from './errors.js';
import { expectedClose, incomplete, missingParentheses, unexpected } from './parser-messages.js';
import { tokenize } from './lexer.js';
import { parsePiecewise, parseRestriction, restrictionBraces } from './braces.js';
import { indexNode, parseBinomial, parseSeries } from './series-syntax.js';


/**
 * A reading of the source its writer may not have meant, as the parser found it: an exponent without
 * parentheses followed at once by an implied product (`e^-2x`), with the parts that say so
 * (expression.js turns them into texts, as Swift's `ExpressionWarning` holds them).
 * @typedef {{kind: 'ambiguousExponent', offset: number, base: import('./tree.js').ExpressionNode,
 *   exponent: import('./tree.js').ExpressionNode, factor: import('./tree.js').ExpressionNode}} ParseWarning
 */

/**
 * Parses a whole source into a syntax tree and its warnings; each of `parameters` may stand as a number.
 * @param {string} source
 * @param {ReadonlySet<string>} [parameters] the declared parameter letters
 * @param {NamedFunctions} [functions] the named functions (./named-functions.js), each call written out in the tree
 * @param {'x' | 't' | 'θ'} [variable] the variable the source is in (docs/language.md#the-variable)
 * @returns {{root: import('./tree.js').ExpressionNode, warnings: ParseWarning[], callsNamedFunctions: boolean}}
 * @throws {ExpressionError}
 */
export function parseTree(source, parameters = undefined, functions = NO_FUNCTIONS, variable = 'x') {
  // Every code point takes one or two UTF-16 units, so a string longer than twice the limit is
  // certainly too long: hostile input is rejected without splitting it.
  const characters = source.length > 2 * LIMITS.maximumLength ? null : Array.from(source);
  if (characters === null || characters.length > LIMITS.maximumLength) {
    throw new ExpressionError('tooLong', LIMITS.maximumLength,
      `expression is longer than ${LIMITS.maximumLength} characters`, { limit: LIMITS.maximumLength });
  }
  const tokens = tokenize(characters, parameters, functions.names, variable);
  if (tokens.length === 1) throw new ExpressionError('empty', 0, 'expression is empty');
  const parser = new Parser(tokens, characters, functions, variable);
  const root = parser.parseSum();
  if (parser.current.kind !== 'end') throw unexpected(parser, parser.current);
  const callsNamedFunctions = tokens.some((token) => token.kind === 'named');
  if (callsNamedFunctions) functions.checkWrittenOut(root);
  return { root, warnings: parser.warnings, callsNamedFunctions };
}

/**
 * Named functions as the parser calls them (./named-functions.js builds them; the parser imports nothing of theirs,
 * so that pages without them load no more).
 * @typedef {object} NamedFunctions
 * @property {ReadonlySet<string>} names the defined letters
 * @property {(name: string, order: number, argument: object, written: string, offset: number) => object} call the
 *   call written out: the function differentiated `order` times with `argument` in place of x
 * @property {(root: object) => void} checkWrittenOut throws when the tree is too large once written out
 */

/** @type {NamedFunctions} */
export const NO_FUNCTIONS = Object.freeze({
  names: new Set(),
  call() { throw new TypeError('no named functions'); },
  checkWrittenOut() {},
});

const IMPLICIT_FACTOR_STARTS = new Set(['variable', 'parameter', 'named', 'constant', 'function', 'extremum', 'root', 'leftParenthesis',
  'series', 'index', 'binomial']);

export class Parser {
  /**
   * @param {object[]} tokens
   * @param {string[]} source the source's code points, for suggestions quoting what was written
   * @param {NamedFunctions} [functions]
   * @param {'x' | 't' | 'θ'} [variable] the variable's name, for messages
   * @param {boolean} [isRelation] whether the source is a relation (docs/language.md#relations): comparisons stand
   *   at its top level
   */
  constructor(tokens, source, functions = NO_FUNCTIONS, variable = 'x', isRelation = false) {
    this.tokens = tokens;
    /** The variable's name, for messages. */
    this.variable = variable;
    /** The indices of the sums around the current token, outermost first (./series-syntax.js). */
    this.indices = [];
    this.source = source;
    this.isRelation = isRelation;
    /** The named functions that may be called. */
    this.functions = functions;
    /** The indices of the `{` tokens that open a restriction (./braces.js). */
    this.restrictionBraces = restrictionBraces(tokens);
    this.index = 0;
    this.depth = 0;
    /** How many braces enclose the current token: comparisons stand only inside them. */
    this.braceDepth = 0;
    /**
     * How many `|` bars are open around the current token within its group: a `|` after an operand closes the
     * innermost while one is open, and opens an absolute value (an implicit factor) while none is.
     */
    this.barDepth = 0;
    /** @type {ParseWarning[]} */
    this.warnings = [];
    /**
     * The last power whose exponent was written without parentheses, and the index of the token after
     * it: an implied product starting right there makes the exponent ambiguous (`e^-2x`).
     * @type {{base: object, exponent: object, caretOffset: number, endIndex: number} | null}
     */
    this.bareExponent = null;
    /** The index of the `(` of the group closed last, to tell `e^(−2)x` from `e^−2x`. */
    this.lastClosedGroupStart = -1;
  }

  // --- Cursor

  get current() { return this.tokens[this.index]; }
  get previous() { return this.index > 0 ? this.tokens[this.index - 1] : undefined; }

  advance() {
    const token = this.tokens[this.index];
    if (token.kind !== 'end') this.index += 1;
    return token;
  }

  /** Counts one level of nesting around `parse` (a function of the parser); every recursive descent goes through here. */
  nested(offset, parse) {
    this.depth += 1;
    if (this.depth > LIMITS.maximumDepth) {
      throw new ExpressionError('tooDeep', offset, `expression is nested deeper than ${LIMITS.maximumDepth} levels`, { limit: LIMITS.maximumDepth });
    }
    const node = parse.call(this, this);
    this.depth -= 1;
    return node;
  }

  /**
   * Whether the current token may start a factor that follows another without `×`: `2x`, `3sin(x)`,
   * `(x+1)(x−1)`, and `2|x|` where no bar is open (inside one, a `|` closes it). (A `{` may too,
   * `2{x < 0: −1, 1}`, unless it is a restriction: `atPiecewise`.)
   */
  startsImplicitFactor() {
    const { kind } = this.current;
    return IMPLICIT_FACTOR_STARTS.has(kind) || (kind === 'bar' && this.barDepth === 0);
  }

  /** Whether the current token is a `{` that starts a piecewise function (not a restriction). */
  atPiecewise() {
    return this.current.kind === 'leftBrace' && !this.restrictionBraces.has(this.index);
  }

  // --- Precedence levels

  /** sum := term (('+' | '−') term)* restriction?  — left-associative; a restriction restricts the whole sum. */
  parseSum() {
    const start = this.index;
    const terms = [{ isSubtracted: false, node: this.parseProduct() }];
    while (this.current.kind === 'plus' || this.current.kind === 'minus') {
      const isSubtracted = this.advance().kind === 'minus';
      terms.push({ isSubtracted, node: this.parseProduct() });
    }
    const sum = terms.length === 1 ? terms[0].node : { type: 'sum', terms };
    return this.restrictionBraces.has(this.index) ? parseRestriction(this, sum, start) : sum;
  }

  /** product := unary (('×' | '÷') unary | implicit-factor)*  — one level, so `1/2x` = `(1/2)·x`. */
  parseProduct() {
    const factors = [{ isDivisor: false, node: this.parseUnary() }];
    for (;;) {
      const { kind } = this.current;
      if (kind === 'times' || kind === 'divide') {
        const isDivisor = this.advance().kind === 'divide';
        factors.push({ isDivisor, node: this.parseUnary() });
      } else if (this.startsImplicitFactor() || this.atPiecewise()) {
        // Implicit multiplication: `2x`, `(x+1)(x-1)`, `3sin(x)`, `2{x < 0: −1, 1}`. No sign may start the right factor.
        const ambiguous = this.exponentEndingHere();
        const factor = this.parsePower();
        if (ambiguous !== null) {
          const { base, exponent, caretOffset } = ambiguous;
          this.warnings.push({ kind: 'ambiguousExponent', offset: caretOffset, base, exponent, factor });
        }
        factors.push({ isDivisor: false, node: factor });
      } else if (kind === 'number') {
        // `x2` or `2 3` is more likely a typo than a product.
        throw new ExpressionError('missingOperator', this.current.offset, `missing operator before '${this.current.text}'`,
          { number: this.current.text });
      } else {
        return factors.length === 1 ? factors[0].node : { type: 'product', factors };
      }
    }
  }

  /** unary := ('−' | '+') unary | power  — so `-x^2` = `-(x^2)`. */
  parseUnary() {
    const { kind } = this.current;
    if (kind === 'minus') {
      const sign = this.advance();
      return { type: 'negate', operand: this.nested(sign.offset, this.parseUnary) };
    }
    if (kind === 'plus') {
      const sign = this.advance();
      return this.nested(sign.offset, this.parseUnary);
    }
    return this.parsePower();
  }

  /** power := postfix ('^' unary)?  — right-associative, and the exponent may carry a sign: `2^-1`. */
  parsePower() {
    const base = this.parsePostfix();
    if (this.current.kind !== 'power') return base;
    const caret = this.advance();
    const exponentStart = this.index;
    const exponent = this.nested(caret.offset, this.parseUnary);
    const isParenthesized = this.tokens[exponentStart].kind === 'leftParenthesis'
      && this.lastClosedGroupStart === exponentStart && this.previous?.kind === 'rightParenthesis';
    if (!isParenthesized) this.bareExponent = { base, exponent, caretOffset: caret.offset, endIndex: this.index };
    return { type: 'power', base, exponent };
  }

  /**
   * The bare exponent that ends right before the current token with nothing between them (`e^-2x`,
   * not `e^-2 x`, whose space shows the writer meant the product), or null.
   */
  exponentEndingHere() {
    const bare = this.bareExponent;
    const last = this.previous;
    if (bare === null || bare.endIndex !== this.index || last === undefined) return null;
    return last.offset + last.length === this.current.offset ? bare : null;
  }

  /** postfix := primary '!'? superscript?  — `x²`, `(x+1)³`, `sin(x)²`, `k!`, `(2k)!`, `n!²`. */
  parsePostfix() {
    let base = this.parsePrimary();
    if (this.current.kind === 'factorial') {
      this.advance();
      base = { type: 'call', name: 'factorial', argument: base };
    }
    const token = this.current;
    if (token.kind !== 'superscript') return base;
    this.advance();
    return { type: 'power', base, exponent: { type: 'number', value: token.value, text: token.text } };
  }

  parsePrimary() {
    const token = this.current;
    switch (token.kind) {
      case 'number':
        this.advance();
        return { type: 'number', value: token.value, text: token.text };
      case 'variable':
        this.advance();
        return { type: 'variable' };
      case 'parameter':
        this.advance();
        return { type: 'parameter', name: token.name };
      case 'constant':
        this.advance();
        return { type: 'constant', name: token.name };
      case 'function':
        this.advance();
        if (this.current.kind !== 'leftParenthesis') throw missingParentheses(this, token);
        return { type: 'call', name: token.name, argument: this.parseGroup(token.name) };
      case 'extremum':
        this.advance();
        return this.parseArguments(token);
      case 'named': {
        this.advance();
        const written = this.sourceText(this.index - 1, this.index);
        if (this.current.kind !== 'leftParenthesis') {
          throw new ExpressionError('missingParentheses', token.offset, `'${written}' needs parentheses, as in ${written}(x)`,
            { name: written });
        }
        return this.functions.call(token.name, token.order, this.parseGroup(written), written, token.offset);
      }
      case 'root':
        this.advance();
        if (this.current.kind === 'leftParenthesis') return { type: 'call', name: 'sqrt', argument: this.parseGroup() };
        // Without parentheses `√` takes one primary: `√2x` = `√2·x`.
        return { type: 'call', name: 'sqrt', argument: this.nested(token.offset, this.parsePrimary) };
      case 'leftParenthesis':
        return this.parseGroup();
      case 'series':
        this.advance();
        return parseSeries(this, token);
      case 'binomial':
        this.advance();
        return parseBinomial(this, token);
      case 'index':
        this.advance();
        return indexNode(this, token);
      case 'leftBrace':
        return parsePiecewise(this);
      case 'bar':
        return this.parseAbsoluteValue();
      case 'end':
        throw incomplete(this, token.offset);
      case 'times':
        if (this.previous?.kind === 'times' && this.previous.offset === token.offset - 1) {
          // `x**2`: the power operator of Python and spreadsheets.
          throw new ExpressionError('unexpectedToken', token.offset, "unexpected '*' (write x^2 for a power)", { form: 'doubleStar' });
        }
        throw unexpected(this, token);
      default:
        throw unexpected(this, token);
    }
  }

  /**
   * group := '(' sum (')' | end)  — parentheses left open at the very end close themselves. The group
   * of a function's call, `calling` it, takes one argument.
   * @param {string} [calling]
   */
  parseGroup(calling = undefined) {
    return this.parseParenthesized(calling, false)[0];
  }

  /** arguments := '(' sum (',' sum)+ (')' | end)  — `min(a, b, …)`, closing itself at the very end as a group does. */
  parseArguments({ name, offset: nameOffset }) {
    if (this.current.kind !== 'leftParenthesis') {
      throw new ExpressionError('missingParentheses', nameOffset, `'${name}' needs parentheses, as in ${name}(x, 1)`,
        { form: 'parenthesesList', name });
    }
    const args = this.parseParenthesized(name, true);
    if (args.length < 2) {
      throw new ExpressionError('argumentCount', nameOffset, `${name} needs two or more arguments, as in ${name}(x, 1)`, { name });
    }
    return { type: 'extremum', name, arguments: args };
  }

  /**
   * `(` one sum, or a list of them separated by `,` (`isList`), then `)` or the end. A `,` in the call of
   * a function of one argument is the error that it takes one.
   * @param {string | undefined} calling
   * @param {boolean} isList
   */
  parseParenthesized(calling, isList) {
    const openIndex = this.index;
    const open = this.advance();
    if (this.current.kind === 'rightParenthesis') {
      throw new ExpressionError('unexpectedToken', this.current.offset, 'nothing inside the parentheses', { form: 'emptyParentheses' });
    }
    const items = this.nested(open.offset, () => {
      const list = [this.parseGrouped()];
      while (isList && this.current.kind === 'comma') {
        this.advance();
        list.push(this.parseGrouped());
      }
      return list;
    });
    const { kind, offset } = this.current;
    if (kind === 'rightParenthesis') {
      this.advance();
      this.lastClosedGroupStart = openIndex;
    } else if (kind !== 'end') {
      if (calling !== undefined && kind === 'comma') {
        throw new ExpressionError('argumentCount', offset, `${calling} takes one argument, as in ${calling}(x)`,
          { form: 'oneArgument', name: calling });
      }
      throw expectedClose(this, ')', this.current);
    }
    return items;
  }

  /**
   * A sum inside parentheses, where comparisons do not stand even within braces (`{(x < 1): 2}`), and a `|` never
   * closes a bar opened outside (`|(x|y|)|`).
   */
  parseGrouped() {
    const [enclosingBraces, enclosingBars] = [this.braceDepth, this.barDepth];
    [this.braceDepth, this.barDepth] = [0, 0];
    const inner = this.parseSum();
    [this.braceDepth, this.barDepth] = [enclosingBraces, enclosingBars];
    return inner;
  }

  /** absolute := '|' sum '|'  — `|x − 1|` is abs(x − 1). Unlike parentheses, bars never close themselves. */
  parseAbsoluteValue() {
    const open = this.advance();
    const inner = this.nested(open.offset, () => {
      this.barDepth += 1;
      const sum = this.parseSum();
      this.barDepth -= 1;
      return sum;
    });
    if (this.current.kind !== 'bar') throw expectedClose(this, '|', this.current);
    this.advance();
    return { type: 'call', name: 'abs', argument: inner };
  }

  /** The source text of tokens `start` up to `end` (excluded), as written (white space inside kept). */
  sourceText(start, end) {
    if (start >= end) return '';
    const first = this.tokens[start].offset;
    const last = this.tokens[end - 1].offset + this.tokens[end - 1].length;
    return this.source.slice(first, last).join('');
  }
}
