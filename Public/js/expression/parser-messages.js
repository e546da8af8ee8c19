// The parser's messages: what went wrong where, and the call the writer most likely meant
// (docs/language.md#errors). Functions of the parser's state, as Swift's Parser+Messages.swift
// is an extension of its Parser.

import { ExpressionError, equation, misplacedComparison, nameOf, orInRelation, tokenDetails } from './errors.js';

/** Token kinds that take a right operand. */
const BINARY_OPERATORS = new Set(['plus', 'minus', 'times', 'divide', 'power', 'comparison']);

/** The inverse functions students write as `sin^-1`. */
const INVERSES = Object.freeze({ sin: 'asin', cos: 'acos', tan: 'atan' });

/**
 * `sin x` → "write sin(x)", `sin^2 x` → "write sin(x)^2", `sin²x` → "write sin(x)²", `sin^-1 x` → also
 * "asin(x) for the inverse": the call the writer most likely meant, from the source text that follows
 * the name; the general advice where what follows does not read as an argument.
 * @param {{name: string, offset: number}} token the function's name, already read
 */
export function missingParentheses(parser, { name, offset }) {
  const general = new ExpressionError('missingParentheses', offset, `'${name}' needs parentheses, as in ${name}(x)`, { name });
  const resume = { index: parser.index, depth: parser.depth, braceDepth: parser.braceDepth, barDepth: parser.barDepth,
    lastClosedGroupStart: parser.lastClosedGroupStart };
  try {
    let exponent = '';
    if (parser.current.kind === 'power') {
      const caret = parser.index;
      parser.advance();
      parser.parseUnary();
      exponent = parser.sourceText(caret, parser.index);
    } else if (parser.current.kind === 'superscript') {
      exponent = parser.sourceText(parser.index, parser.index + 1);
      parser.advance();
    }
    // The argument: the factors that follow, up to the next operator (`sin 2x + 1` → `sin(2x)`).
    const start = parser.index;
    parser.parsePower();
    const isOneGroup = parser.lastClosedGroupStart === start && parser.previous?.kind === 'rightParenthesis'
      && !parser.startsImplicitFactor();
    while (parser.startsImplicitFactor()) parser.parsePower();
    const argument = parser.sourceText(start, parser.index);
    const parenthesized = isOneGroup ? argument : `(${argument})`;
    const call = name + parenthesized + exponent;
    const inverse = INVERSES[name];
    if (inverse !== undefined && (exponent.replace(/\s/gu, '') === '^-1' || exponent.replace(/\s/gu, '') === '^−1')) {
      const details = { name, form: 'parenthesesInverse', call, inverse: inverse + parenthesized, reciprocal: name + parenthesized };
      return new ExpressionError('missingParentheses', offset, `'${name}' needs parentheses: write ${details.inverse} `
        + `for the inverse function, or ${call} for 1/${details.reciprocal}`, details);
    }
    return new ExpressionError('missingParentheses', offset, `'${name}' needs parentheses: write ${call}`, { name, form: 'parenthesesCall', call });
  } catch (error) {
    if (error instanceof ExpressionError) return general;
    throw error;
  } finally {
    Object.assign(parser, resume);
  }
}

export function incomplete(parser, offset) {
  const previous = parser.previous;
  let reason = 'an operand is missing';
  let details = { reason: 'operand' };
  if (previous && BINARY_OPERATORS.has(previous.kind)) {
    reason = `${nameOf(previous)} needs a right operand`;
    details = { reason: 'rightOperand', token: tokenDetails(previous) };
  } else if (previous && previous.kind === 'leftParenthesis') {
    reason = "'(' needs an expression inside";
    details = { reason: 'inside' };
  } else if (previous && previous.kind === 'leftBrace') {
    reason = "'{' needs a condition inside";
    details = { reason: 'braces' };
  } else if (previous && previous.kind === 'root') {
    reason = "'√' needs an operand";
    details = { reason: 'root' };
  } else if (previous && previous.kind === 'bar') {
    reason = "'|' needs an expression inside";
    details = { reason: 'bar' };
  } else if (previous && previous.kind === 'and') {
    reason = "'and' needs a comparison after it";
    details = { reason: 'and' };
  }
  return new ExpressionError('incomplete', offset, `expression is incomplete: ${reason}`, details);
}

/** A token where it cannot stand: `unexpected ')'`. */
export function unexpected(parser, token) {
  return misplaced(parser, token)
    ?? new ExpressionError('unexpectedToken', token.offset, `unexpected ${nameOf(token)}`, { token: tokenDetails(token) });
}

/** The word tables' form for each closer that is missing. */
const CLOSE_FORMS = Object.freeze({ ')': 'expectedClose', '}': 'expectedCloseBrace', '|': 'expectedCloseBar' });

/** A token where a group should close: `expected ')' before '2'`. */
export function expectedClose(parser, closer, token) {
  return misplaced(parser, token) ?? new ExpressionError('unexpectedToken', token.offset, `expected '${closer}' before ${nameOf(token)}`,
    { form: CLOSE_FORMS[closer], token: tokenDetails(token) });
}

/**
 * The messages for a comparison outside braces and a comma where no list is (`3,5` gets the hint that
 * the decimal point is `.`); null for other tokens.
 */
function misplaced(parser, token) {
  if (token.kind === 'ellipsis') {
    return new ExpressionError('unexpectedToken', token.offset, "'…' stands only between the bounds of a sum, as in sum(k = 1 … 10, k²)",
      { form: 'seriesEllipsisAlone' });
  }
  if (token.kind === 'comparison' && parser.braceDepth === 0 && parser.isRelation) {
    return new ExpressionError('misplacedComparison', token.offset,
      `'${token.name}' compares only between the sides of a relation or inside braces`, { form: 'relationComparison', symbol: token.name });
  }
  if (token.kind === 'or') return orInRelation(token.offset);
  if (token.kind === 'comparison' && parser.braceDepth === 0) {
    const written = equation(parser.source);
    if (written !== null && written.symbolOffset === token.offset) return misplacedComparison(token.name, token.offset, written.rightSide);
    return misplacedComparison(token.name, token.offset);
  }
  if (token.kind !== 'comma') return null;
  const isDigit = (offset) => offset >= 0 && offset < parser.source.length && parser.source[offset] >= '0' && parser.source[offset] <= '9';
  const isDecimalComma = isDigit(token.offset - 1) && isDigit(token.offset + 1);
  return new ExpressionError('unexpectedCharacter', token.offset, `unexpected character ','${isDecimalComma ? " (the decimal point is '.')" : ''}`,
    { character: ',', ...(isDecimalComma ? { hint: 'decimalPoint' } : {}) });
}
