// A tangent's or secant's line (docs/manifest.md#tangents-and-secants): where it passes, its slope and the
// points it marks, or why there is none. A port of ConstructionLine in
// Sources/PlotCore/Figure/Construction.swift: the same steps, the same equation text.
//
//   tangentLine((x) => x ** 3 - 3 * x, (x) => 3 * x * x - 3, 2)   // { x0: 2, y0: 2, slope: 9, points: [{ x: 2, y: 2 }] }
//   lineEquation(…)                                               // '9x − 16'

import { significant, withMinusSigns } from '../decimal-text.js';
import { isVertical } from './vertical-tangent.js';

/**
 * A line y = y0 + slope · (x − x0); a vertical one x = x0 (a tangent where f turns vertical); or why there is none.
 * @typedef {{ x0: number, y0: number, slope: number, points: {x: number, y: number}[] }
 *   | { x0: number, y0: number, vertical: true, points: {x: number, y: number}[] }
 *   | { undefinedAt: number } | { noDerivativeAt: number } | { samePoint: true }} ConstructionLine
 */

/**
 * The tangent to f at a, with `derivative` its exact derivative (null when there is none to compute): vertical
 * where f′(a) is not finite but f turns vertical there (vertical-tangent.js).
 * @param {(x: number) => number} f
 * @param {((x: number) => number) | null} derivative
 * @param {number} a
 * @returns {ConstructionLine}
 */
export function tangentLine(f, derivative, a) {
  const y = f(a);
  if (!Number.isFinite(y)) return { undefinedAt: a };
  const slope = derivative === null ? NaN : derivative(a);
  if (Number.isFinite(slope)) return { x0: a, y0: y, slope, points: [{ x: a, y }] };
  return isVertical(f, a, y) ? { x0: a, y0: y, vertical: true, points: [{ x: a, y }] } : { noDerivativeAt: a };
}

/**
 * The secant of f through x1 and x2.
 * @returns {ConstructionLine}
 */
export function secantLine(f, x1, x2) {
  if (x1 === x2) return { samePoint: true };
  const y1 = f(x1);
  const y2 = f(x2);
  if (!Number.isFinite(y1)) return { undefinedAt: x1 };
  if (!Number.isFinite(y2)) return { undefinedAt: x2 };
  const slope = (y2 - y1) / (x2 - x1);
  if (!Number.isFinite(slope)) return { samePoint: true };
  return { x0: x1, y0: y1, slope, points: [{ x: x1, y: y1 }, { x: x2, y: y2 }] };
}

/** The line's y at x; NaN where there is no line y = m·x + b (none, or a vertical one). */
export function lineValue(line, x) {
  return 'slope' in line ? line.y0 + line.slope * (x - line.x0) : NaN;
}

/** The x of a vertical line; NaN for any other. */
export function verticalX(line) {
  return line.vertical ? line.x0 : NaN;
}

/**
 * The line as an equation for people (ConstructionLine.statement): `y = 9x − 16`, `y = −2`, `x = 0`; null where
 * there is no line.
 * @param {ConstructionLine} line
 * @returns {string | null}
 */
export function lineStatement(line) {
  if (line.vertical) return `x = ${withMinusSigns(numberText(line.x0))}`;
  const equation = lineEquation(line);
  return equation === null ? null : `y = ${equation}`;
}

/** Six significant digits, never −0. */
function numberText(value) {
  const digits = significant(value, 6);
  return digits === '-0' ? '0' : digits;
}

/**
 * `m·x + b` for people, six significant digits, true minus signs (`9x − 16`, `−x`, `2.5`, `0`); null
 * where there is no line y = m·x + b (a vertical one is lineStatement's). The language's decimal separator is the caller's to put in.
 * @param {ConstructionLine} line
 * @returns {string | null}
 */
export function lineEquation(line) {
  if (!('slope' in line)) return null;
  const m = numberText(line.slope);
  const b = numberText(line.y0 - line.slope * line.x0);
  let equation = m === '0' ? '' : m === '1' ? 'x' : m === '-1' ? '-x' : `${m}x`;
  if (b !== '0' || equation === '') equation += equation === '' ? b : b.startsWith('-') ? ` - ${b.slice(1)}` : ` + ${b}`;
  return withMinusSigns(equation);
}
