// An expression error (./errors.js) in the site's language (SPEC §15): the word table's `errors`
// section has one text per kind, `forms` for a kind's other sentences, and the hints, reasons and
// token names that fill their blanks. The English table gives back each error's `message` exactly
// (Tests/JS/words.test.mjs checks), so the English pages read as before; numbers in the text get
// the language's decimal separator.
//
//   errorText(error)             // 'unexpected number '2.5''  /  'unerwartet: Zahl „2,5“'

import { words, say, localNumber } from '../words/say.js';

/** The symbol a message quotes for each token kind that is one character. */
const SYMBOLS = Object.freeze({
  variable: 'x', root: '√', plus: '+', minus: '-', times: '*', divide: '/', power: '^', leftParenthesis: '(', rightParenthesis: ')',
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
  for (const name of ['character', 'name', 'lower', 'base']) if (details[name] !== undefined) values[name] = details[name];
  for (const name of ['call', 'inverse', 'reciprocal']) if (details[name] !== undefined) values[name] = localNumber(details[name], separator);
  if (details.number !== undefined) values.number = localNumber(details.number, separator);
  if (details.limit !== undefined) values.limit = String(details.limit);
  if (details.token) values.token = tokenName(details.token, table);
  values.hint = details.hint ? say(texts.hints[details.hint] ?? '', values) : '';
  if (details.reason) values.reason = say(texts.reasons[details.reason] ?? '', values);
  return say(details.form && texts.forms[details.form] ? texts.forms[details.form] : text, values);
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
    case 'number': return say(names.number, { text: localNumber(token.text ?? '', separator) });
    case 'superscript': return say(names.exponent, { text: token.text ?? '' });
    case 'end': return names.end;
    case 'constant': case 'function': case 'parameter': return say(names.symbol, { symbol: token.name ?? '' });
    default: return say(names.symbol, { symbol: SYMBOLS[token.kind] ?? token.kind });
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
  return say(text, { readAs: localNumber(readAs, separator), grouped: localNumber(alternatives[0], separator) });
}
