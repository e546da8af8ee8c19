// Texts the Calculator shows about a plot: the value of an expression without x, and the reason
// an expression was not plotted, in the site's language (docs/site.md#language: German `3,5`, `nicht definiert`).

import { words, say, localNumber } from '../words/say.js';
import { errorText } from '../expression/error-words.js';

const MINUS = '\u2212';

/**
 * A value for people: up to 12 significant digits (so 0.1 + 0.2 shows 0.3), a real minus sign,
 * `undefined` where there is no real value; the decimal separator and the word are the table's.
 * @param {number | null} value
 * @param {typeof words} [table] the site's word table by default
 * @returns {string} e.g. `3.14159265359`, `−13.3`, `1.5e21`, `undefined` (German `3,14159265359`, `nicht definiert`)
 */
export function formatValue(value, table = words) {
  if (value === null || !Number.isFinite(value)) return table.graph.undefined;
  const text = String(Number(value.toPrecision(12))).replace('e+', 'e');
  return localNumber(text.replaceAll('-', MINUS), table.number.decimal);
}

/**
 * Why an expression was not plotted, as one sentence: the parser's message (in the table's
 * language, expression/error-words.js), and where the culprit is unless it is the end of the text
 * (where "incomplete" already says it).
 * @param {Error & {offset?: number}} error usually an ExpressionError
 * @param {string} source the text that was plotted
 * @param {typeof words} [table] the site's word table by default
 * @returns {string}
 */
export function notPlottedReason(error, source, table = words) {
  const length = [...source].length;
  const where = Number.isInteger(error.offset) && error.offset < length ? say(table.calculator.at, { position: error.offset + 1 }) : '';
  return say(table.calculator.notPlotted, { reason: errorText(error, table), where });
}
