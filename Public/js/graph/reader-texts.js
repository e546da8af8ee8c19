// A range as the pages word it (docs/site.md#language): `−5 to 5`, `x from −5 to 5` (German `−5 bis 5`,
// `x von −5 bis 5`), each end written as the axes' end labels are (ticks.js rangeEndLabel, rounding
// noise far below the span read as 0) unless the range is so narrow beside its distance from 0 that those
// would read alike (`2 to 2` zoomed in far): then with enough digits to resolve the span (rangeEndTexts,
// as Sources/PlotCore/Axes/RangeEnds.swift). With the language's decimal separator. The facts line, the
// points-of-interest list's range and the stats popover write their ranges with these.

import { rangeEndLabel } from './ticks.js';
import { significant, withMinusSigns } from '../decimal-text.js';
import { words, say, localNumber } from '../words/say.js';

/** Digits beyond those that reach the span's size (RangeEnds.spanDigits). */
const SPAN_DIGITS = 3;
/** The end labels' significant digits: more are needed only past these. */
const LABEL_DIGITS = 4;

/**
 * Both ends of a range, with true minus signs (RangeEnds.texts): as the axes' end labels, or, where those would
 * read alike, each with enough significant digits to resolve the span to three or more.
 *
 *   rangeEndTexts(-5, 5)              // ['−5', '5']
 *   rangeEndTexts(2.00012, 2.00019)   // ['2.00012', '2.00019']
 * @param {number} low
 * @param {number} high
 * @returns {[string, string]}
 */
export function rangeEndTexts(low, high) {
  const span = high - low;
  const snapped = (value) => (Math.abs(value) < Math.abs(span) * 1e-9 ? 0 : value);
  const a = snapped(low);
  const b = snapped(high);
  const digits = digitsToResolve(Math.max(Math.abs(a), Math.abs(b)), Math.abs(span));
  if (digits <= LABEL_DIGITS) return [rangeEndLabel(a, span), rangeEndLabel(b, span)];
  const text = (value) => withMinusSigns(value === 0 ? '0' : significant(value, digits));
  return [text(a), text(b)];
}

/**
 * The significant digits that resolve `span` at `magnitude`: n + SPAN_DIGITS where 10ⁿ⁻¹ < magnitude / span ≤ 10ⁿ
 * (n ≥ 0), at most 17; by comparison with exact powers of ten, as Swift.
 */
function digitsToResolve(magnitude, span) {
  if (!(span > 0) || !Number.isFinite(magnitude)) return LABEL_DIGITS;
  const ratio = magnitude / span;
  let n = 0;
  while (n < 17 - SPAN_DIGITS && ratio > Number(`1e${n}`)) n += 1;
  return n + SPAN_DIGITS;
}

/**
 * An end of a range `span` wide, as a reader sees it: `−2.5`, German `−2,5`.
 * @param {number} value
 * @param {number} span
 * @param {typeof words} [table] the site's word table by default
 * @returns {string}
 */
export function rangeEndText(value, span, table = words) {
  return localNumber(rangeEndLabel(value, span), table.number.decimal);
}

/**
 * `−5 to 5` (the table's `range.fromTo`).
 * @param {number} low
 * @param {number} high
 * @param {typeof words} [table]
 * @returns {string}
 */
export function rangeText(low, high, table = words) {
  const [from, to] = rangeEndTexts(low, high).map((text) => localNumber(text, table.number.decimal));
  return say(table.range.fromTo, { from, to });
}

/**
 * `x from −5 to 5` (the table's `range.xFrom`).
 * @param {number} low
 * @param {number} high
 * @param {typeof words} [table]
 * @returns {string}
 */
export function xRangeText(low, high, table = words) {
  const [from, to] = rangeEndTexts(low, high).map((text) => localNumber(text, table.number.decimal));
  return say(table.range.xFrom, { from, to });
}
