// An expression error (./errors.js) in the site's language (docs/site.md#language): the word table's `errors`
// section has one text per kind, `forms` for a kind's other sentences, and the hints, reasons and
// token names that fill their blanks. The English table gives back each error's `message` exactly
// (Tests/JS/words.test.mjs checks), so the English pages read as before; what quotes the source is
// written as the language's display shows it (a German one: `2,5`, `min(x; 1)`).
//
//   errorText(error)             // 'unexpected number '2.5''  /  'unerwartet: Zahl „2,5“'

import { words, say } from '../words/say.js';
// A message quotes the source as the Calculator's display shows it: a German one writes 2,5 and min(x; 1).
import { displayText } from '../calculator/display-text.js';
import seriesForms from './series-words.js';
import relationForms from './relation-words.js';

/** The symbol a message quotes for each token kind that is one character. */
const SYMBOLS = Object.freeze({
  variable: 'x', root: '√', plus: '+', minus: '-', times: '*', divide: '/', power: '^', leftParenthesis: '(', rightParenthesis: ')',
  leftBrace: '{', rightBrace: '}', comma: ',', colon: ':', binomial: 'binom', ellipsis: '…', factorial: '!',
  bar: '|', and: 'and', or: 'or',
});

/**
 * What `error` says, in the language of `table`; an error that is no ExpressionError (or carries no
 * kind the table knows) keeps its message.
 * @param {Error & {kind?: string, details?: import('./errors.js').ErrorDetails}} error
 * @param {typeof words} [table] the site's table by default
 * @returns {string}
 */
export function errorText(error, table = words) {
  const texts = table.errors;
  const text = typeof error?.kind === 'string' && typeof texts[error.kind] === 'string' ? texts[error.kind] : null;
  if (text === null) return String(error?.message ?? error);
  const details = error.details ?? {};
  const separator = table.number.decimal;
  const values = {};
  for (const name of ['name', 'lower', 'base', 'symbol', 'other', 'variable']) if (details[name] !== undefined) values[name] = details[name];
  // What quotes the source, as the display shows it.
  for (const name of ['character', 'call', 'inverse', 'reciprocal', 'right', 'written', 'number']) {
    if (details[name] !== undefined) values[name] = displayText(details[name], separator);
  }
  if (details.limit !== undefined) values.limit = String(details.limit);
  if (details.token) values.token = tokenName(details.token, table);
  values.hint = details.hint ? say(texts.hints[details.hint] ?? '', values) : '';
  if (details.reason) values.reason = say(texts.reasons[details.reason] ?? '', values);
  const code = table.language?.code;
  const forms = { ...texts.forms, ...(seriesForms[code] ?? seriesForms.en), ...(relationForms[code] ?? relationForms.en) };
  return say(details.form && forms[details.form] ? forms[details.form] : text, values);
}

/**
 * How a message names a token: `'+'`, `number '3'`, `end of expression`.
 * @param {{kind: string, text?: string, name?: string}} token
 * @param {typeof words} [table]
 * @returns {string}
 */
export function tokenName(token, table = words) {
  const names = table.errors.tokens;
  const separator = table.number.decimal;
  switch (token.kind) {
    case 'number': return say(names.number, { text: displayText(token.text ?? '', separator) });
    case 'superscript': return say(names.exponent, { text: token.text ?? '' });
    case 'end': return names.end;
    case 'constant': case 'function': case 'extremum': case 'parameter': case 'comparison': case 'series': case 'index':
      return say(names.symbol, { symbol: token.name ?? '' });
    case 'variable': return say(names.symbol, { symbol: token.name ?? SYMBOLS.variable });
    default: return say(names.symbol, { symbol: displayText(SYMBOLS[token.kind] ?? token.kind, separator) });
  }
}

/**
 * What a warning of the parser (expression.js's `ExpressionWarning`) says, in the language of `table`:
 * `read as e^(−2)·x: write e^(−2x) or e^(−2)·x to say which you mean`. English gives Swift's
 * `ExpressionWarning.message` exactly.
 * @param {{kind: string, readAs: string, alternatives: string[]}} warning
 * @param {typeof words} [table] the site's table by default
 * @returns {string}
 */
export function warningText({ kind, readAs, alternatives }, table = words) {
  const text = table.errors.warnings[kind];
  if (typeof text !== 'string') return readAs;
  const separator = table.number.decimal;
  return say(text, { readAs: displayText(readAs, separator), grouped: displayText(alternatives[0], separator) });
}
