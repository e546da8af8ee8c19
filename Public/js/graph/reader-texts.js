// A range as the pages word it (docs/site.md#language): `−5 to 5`, `x from −5 to 5` (German `−5 bis 5`,
// `x von −5 bis 5`), each end written as the axes' end labels are (ticks.js rangeEndLabel, rounding
// noise far below the span read as 0), with the language's decimal separator. The facts line, the
// points-of-interest list's range and the stats popover write their ranges with these.

import { rangeEndLabel } from './ticks.js';
import { words, say, localNumber } from '../words/say.js';

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
  return say(table.range.fromTo, { from: rangeEndText(low, high - low, table), to: rangeEndText(high, high - low, table) });
}

/**
 * `x from −5 to 5` (the table's `range.xFrom`).
 * @param {number} low
 * @param {number} high
 * @param {typeof words} [table]
 * @returns {string}
 */
export function xRangeText(low, high, table = words) {
  return say(table.range.xFrom, { from: rangeEndText(low, high - low, table), to: rangeEndText(high, high - low, table) });
}
