// Sums, products and binomials in the parser (docs/language.md#sums-and-products). Port of Swift's
// Parser+Series.swift: the same grammar, checks and messages.
//
//   series   := ('sum' | 'Σ' | 'prod' | '∏') '(' letter '=' bound ('…' | '..') bound ',' sum (')' | end)
//   binomial := 'binom' '(' sum ',' sum (')' | end)

import { ExpressionError, LIMITS } from './errors.js';
import { expectedClose } from './parser-messages.js';
import { children, containsVariable, parametersOf } from './tree.js';
import { containsSeriesPart, keepsToTermLimit } from './series.js';
import { fold } from './arithmetic.js';
import { wholeBound } from './series-arithmetic.js';

/** @param {import('./parser.js').Parser} parser @param {{name: string, offset: number}} token the sign, read */
export function parseSeries(parser, token) {
  const written = parser.sourceText(parser.index - 1, parser.index);
  const example = `${written}(k = 1 … 10, k²)`;
  const kind = token.name;
  if (parser.current.kind !== 'leftParenthesis') {
    throw new ExpressionError('missingParentheses', token.offset, `'${written}' needs parentheses, as in ${example}`,
      { form: 'seriesParentheses', name: written, written: example });
  }
  const openIndex = parser.index;
  const open = parser.advance();
  const node = parser.nested(open.offset, () => {
    const letter = parseIndexName(parser, example);
    const equals = parser.current;
    if (equals.kind !== 'comparison' || equals.comparison !== '=') {
      throw new ExpressionError('unexpectedToken', equals.offset, `expected '=' after the index '${letter}', as in ${example}`,
        { form: 'seriesEquals', name: letter, written: example });
    }
    parser.advance();
    const from = parseBound(parser);
    if (parser.current.kind !== 'ellipsis') {
      throw new ExpressionError('unexpectedToken', parser.current.offset, `expected '…' (or '..') between the bounds, as in ${example}`,
        { form: 'seriesEllipsis', written: example });
    }
    parser.advance();
    const to = parseBound(parser);
    if (parser.current.kind !== 'comma') {
      throw new ExpressionError('unexpectedToken', parser.current.offset, `expected ',' before the terms, as in ${example}`,
        { form: 'seriesComma', written: example });
    }
    parser.advance();
    parser.indices.push(letter);
    const body = parser.parseGrouped();
    parser.indices.pop();
    return { type: 'series', kind, index: letter, from, to, body };
  });
  if (parser.current.kind === 'rightParenthesis') {
    parser.advance();
    parser.lastClosedGroupStart = openIndex;
  } else if (parser.current.kind !== 'end') {
    throw expectedClose(parser, ')', parser.current);
  }
  if (parser.indices.length === 0 && parametersOf(node).length === 0 && !keepsToTermLimit(node)) {
    const noun = kind === 'Σ' ? 'sum' : 'product';
    throw new ExpressionError('tooLong', token.offset, `this ${noun} takes more than ${LIMITS.maximumSeriesTerms} terms`,
      { form: kind === 'Σ' ? 'seriesTermsSum' : 'seriesTermsProduct', limit: LIMITS.maximumSeriesTerms });
  }
  return node;
}

/** The index letter after `sum(`, or the error saying why that letter cannot be one. */
function parseIndexName(parser, example) {
  const token = parser.advance();
  const advice = `choose another letter for the index, as in ${example}`;
  const refuse = (message, form, name) => new ExpressionError('unexpectedToken', token.offset, `${message}; ${advice}`,
    { form, written: example, ...(name === undefined ? {} : { name }) });
  switch (token.kind) {
    case 'index':
      if (parser.indices.includes(token.name)) {
        throw refuse(`'${token.name}' is already the index of a sum around this one`, 'seriesIndexTaken', token.name);
      }
      return token.name;
    case 'variable': {
      const variable = token.name ?? 'x';
      throw new ExpressionError('unexpectedToken', token.offset, `${variable} is the variable; ${advice}`,
        { form: 'seriesIndexVariable', variable, written: example });
    }
    case 'parameter':
      if (parser.isRelation && token.name === 'y') {
        throw new ExpressionError('unexpectedToken', token.offset, `y is a variable of the relation; ${advice}`,
          { form: 'seriesIndexRelationY', written: example });
      }
      throw refuse(`'${token.name}' is a parameter (a slider)`, 'seriesIndexParameter', token.name);
    case 'named': throw refuse(`'${token.name}' is a named function`, 'seriesIndexNamed', token.name);
    case 'constant': throw refuse(`'${token.name}' is a constant`, 'seriesIndexConstant', token.name);
    case 'end':
      throw new ExpressionError('incomplete', token.offset, `expression is incomplete: a sum needs its index and bounds, as in ${example}`,
        { form: 'seriesIncomplete', written: example });
    default:
      throw new ExpressionError('unexpectedToken', token.offset, `a sum starts with its index and bounds, as in ${example}`,
        { form: 'seriesStart', written: example });
  }
}

/** One bound: numbers, parameters and enclosing indices; a bound of numbers alone is a whole number. */
function parseBound(parser) {
  const start = parser.current.offset;
  const bound = parser.parseGrouped();
  if (containsVariable(bound)) {
    const variable = parser.variable;
    throw new ExpressionError('unexpectedToken', start, `a bound of a sum cannot depend on ${variable}`,
      { form: 'seriesBoundVariable', variable });
  }
  if (containsSeries(bound)) {
    throw new ExpressionError('unexpectedToken', start, 'a bound of a sum cannot hold a sum; write its value', { form: 'seriesBoundSum' });
  }
  if (parametersOf(bound).length === 0 && !containsSeriesPart(bound)) {
    const value = fold(bound);
    if (wholeBound(value) === null) {
      throw new ExpressionError('badNumber', start, `the bounds of a sum are whole numbers; ${String(value)} is not`,
        { form: 'seriesBound', number: String(value) });
    }
  }
  return bound;
}

function containsSeries(node) {
  return node.type === 'series' || children(node).some(containsSeries);
}

/** A sum's index where it is used: only inside its sum. */
export function indexNode(parser, token) {
  if (!parser.indices.includes(token.name)) {
    throw new ExpressionError('unknownName', token.offset, `'${token.name}' is the index of a sum and stands only inside it`,
      { form: 'seriesIndexOutside', name: token.name });
  }
  return { type: 'index', name: token.name };
}

/** `binom(n, k)`: two arguments. */
export function parseBinomial(parser, token) {
  if (parser.current.kind !== 'leftParenthesis') {
    throw new ExpressionError('missingParentheses', token.offset, "'binom' needs parentheses, as in binom(5, 2)", { form: 'binomParentheses' });
  }
  const args = parser.parseParenthesized(undefined, true);
  if (args.length !== 2) {
    throw new ExpressionError('argumentCount', token.offset, 'binom takes two arguments, as in binom(5, 2)', { form: 'binomArguments' });
  }
  return { type: 'binomial', n: args[0], k: args[1] };
}
