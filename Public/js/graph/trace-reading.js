// How the graph reads points out (docs/site.md#trace, docs/site.md#points-of-interest), as pure functions
// of the numbers, so that node tests hold them: the digits a reading deserves, a point of interest's
// coordinates, the words for kinds of point and for curves. The trace (trace/), the points-of-interest
// dots and list, the stats popover, listening and the page's live numbers all write points this way.
//
//   readingNumber(0.963558, 5)   // '0.96356'
//   pointNumber(-1.5707963)      // '−1.5708'
//   pointText({ kind: 'maximum', x: Math.PI / 2, y: 1, curves: [0] }, ['sin x'])   // 'Maximum of sin x (1.5708, 1)'

import { formatFixed, formatGeneral, significant, withMinusSigns, withoutTrailingZeros } from '../decimal-text.js';
import { words, say, localNumber } from '../words/say.js';

/** Significant digits a point of interest's coordinates get, as its list (PlotRendering.readable in Swift). */
const POINT_DIGITS = 6;

/**
 * How many decimals tell two values one device pixel apart (`10^−d ≤ pixel`); negative for pixels
 * wider than 1 (a pixel of 1000 needs no digit below the thousands).
 * @param {number} pixel data units per device pixel, positive
 * @returns {number}
 */
export function pixelDecimals(pixel) {
  const decimals = Math.ceil(-Math.log10(pixel) - 1e-9);
  return Number.isFinite(decimals) ? decimals + 0 : 0;  // + 0: never −0
}

/**
 * `value` to `decimals` decimals (possibly negative: fewer digits before the point matter), as
 * ASCII text that Number() reads back: trailing zeros dropped, never "-0"; exponent form beyond
 * 1e7 and below 1e−5 with as many digits as those decimals are worth. Null when not finite.
 * @param {number} value
 * @param {number} decimals
 * @returns {string | null}
 */
export function readingNumber(value, decimals) {
  if (!Number.isFinite(value)) return null;
  const fixed = formatFixed(value, Math.max(0, decimals));
  if (Number(fixed) === 0) return '0';
  const magnitude = Math.abs(value);
  if (magnitude >= 1e7 || magnitude < 1e-5) {
    const digits = Math.floor(Math.log10(magnitude)) + decimals + 1;
    return formatGeneral(value, Math.min(Math.max(digits, 1), 17));
  }
  return withoutTrailingZeros(fixed);
}

/**
 * Six significant digits and true minus signs, never `−0`: a point of interest's coordinate, in its
 * dot's title and in the page's list alike (PlotRendering.readable in Swift).
 * @param {number} value
 */
export function pointNumber(value) {
  const text = significant(value, POINT_DIGITS);
  return withMinusSigns(text === '-0' ? '0' : text);
}

/**
 * The page's word for a kind (docs/hooks.md#points-of-interest `data-poi`): minima and maxima are both extrema there.
 * @param {string} kind
 */
export function hookKind(kind) {
  return kind === 'minimum' || kind === 'maximum' ? 'extremum' : kind;
}

/** The table's key (section `poi`) for each kind of point. */
const KIND_WORDS = Object.freeze({
  root: 'root', 'y-intercept': 'yIntercept', minimum: 'minimum', maximum: 'maximum', intersection: 'intersection',
  jump: 'jumpKind', hole: 'holeKind',
});

/**
 * How a sentence names a kind of point in the table's language: `Root`, `y-intercept` (German `Nullstelle`, …).
 * @param {string} kind one of POINT_KINDS' keys
 * @param {typeof words} [table]
 * @returns {string}
 */
export function pointKindWord(kind, table = words) {
  return table.poi[KIND_WORDS[kind]] ?? POINT_KINDS[kind] ?? kind;
}

/** The kinds of point a points-of-interest provider reports, and how an English sentence names each (pointKindWord: the site's language). */
export const POINT_KINDS = Object.freeze({
  root: 'Root',
  'y-intercept': 'y-intercept',
  minimum: 'Minimum',
  maximum: 'Maximum',
  intersection: 'Intersection',
  jump: 'Jump',
  hole: 'Hole',
});

/**
 * The words for a point of interest (its dot's `<title>`, and what the live region says when it is
 * tapped): `Maximum of sin x (1.5708, 1)`, `sin x and cos x cross at (0.785398, 0.707107)`.
 * @param {{kind: string, x: number, y: number, curves: number[]}} point
 * @param {string[]} names every curve's name, by index
 * @param {typeof words} [table] the site's word table by default
 * @returns {string}
 */
export function pointText(point, names, table = words) {
  const separator = table.number.decimal;
  const x = localNumber(pointNumber(point.x), separator);
  const y = localNumber(pointNumber(point.y), separator);
  if (point.kind === 'intersection') return say(table.trace.crossAt, { first: names[point.curves[0]], second: names[point.curves[1]], x, y });
  return say(table.trace.pointOf, { kind: pointKindWord(point.kind, table), curve: names[point.curves[0]], x, y });
}

/**
 * What each curve is called in readings: its name (label or description), else "curve i" (from 1).
 * @param {readonly {name: string | null}[]} curves
 * @param {typeof words} [table] the site's word table by default
 * @returns {string[]}
 */
export function curveNames(curves, table = words) {
  return curves.map((curve, i) => curve.name ?? say(table.svg.curve, { number: i + 1 }));
}
