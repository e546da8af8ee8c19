// Texts the Calculator shows about a plot: the value of an expression without x, and the reason
// an expression was not plotted.

const MINUS = '\u2212';

/**
 * A value for people: up to 12 significant digits (so 0.1 + 0.2 shows 0.3), a real minus sign,
 * `undefined` where there is no real value.
 * @param {number | null} value
 * @returns {string} e.g. `3.14159265359`, `−13.3`, `1.5e21`, `undefined`
 */
export function formatValue(value) {
  if (value === null || !Number.isFinite(value)) return 'undefined';
  const text = String(Number(value.toPrecision(12))).replace('e+', 'e');
  return text.replaceAll('-', MINUS);
}

/**
 * Why an expression was not plotted, as one sentence: the parser's message, and where the
 * culprit is unless it is the end of the text (where "incomplete" already says it).
 * @param {Error & {offset?: number}} error usually an ExpressionError
 * @param {string} source the text that was plotted
 * @returns {string}
 */
export function notPlottedReason(error, source) {
  const length = [...source].length;
  const where = Number.isInteger(error.offset) && error.offset < length ? ` (character ${error.offset + 1})` : '';
  return `Not plotted: ${error.message}${where}.`;
}
