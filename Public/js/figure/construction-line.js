// A tangent's or secant's line (docs/manifest.md#tangents-and-secants): where it passes, its slope and the
// points it marks, or why there is none. A port of ConstructionLine in
// Sources/PlotCore/Figure/Construction.swift: the same steps, the same equation text.
//
//   tangentLine((x) => x ** 3 - 3 * x, (x) => 3 * x * x - 3, 2)   // { x0: 2, y0: 2, slope: 9, points: [{ x: 2, y: 2 }] }
//   lineEquation(…)                                               // '9x − 16'

import { significant, withMinusSigns } from '../decimal-text.js';

/**
 * @typedef {{ x0: number, y0: number, slope: number, points: {x: number, y: number}[] }
 *   | { undefinedAt: number } | { noDerivativeAt: number } | { samePoint: true }} ConstructionLine
 */

/**
 * The tangent to f at a, with `derivative` its exact derivative (null when there is none to compute).
 * @param {(x: number) => number} f
 * @param {((x: number) => number) | null} derivative
 * @param {number} a
 * @returns {ConstructionLine}
 */
export function tangentLine(f, derivative, a) {
  const y = f(a);
  if (!Number.isFinite(y)) return { undefinedAt: a };
  const slope = derivative === null ? NaN : derivative(a);
  if (!Number.isFinite(slope)) return { noDerivativeAt: a };
  return { x0: a, y0: y, slope, points: [{ x: a, y }] };
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

/** The line's y at x; NaN where there is no line. */
export function lineValue(line, x) {
  return 'slope' in line ? line.y0 + line.slope * (x - line.x0) : NaN;
}

/**
 * `m·x + b` for people, six significant digits, true minus signs (`9x − 16`, `−x`, `2.5`, `0`); null
 * where there is no line. The language's decimal separator is the caller's to put in.
 * @param {ConstructionLine} line
 * @returns {string | null}
 */
export function lineEquation(line) {
  if (!('slope' in line)) return null;
  const text = (value) => {
    const digits = significant(value, 6);
    return digits === '-0' ? '0' : digits;
  };
  const m = text(line.slope);
  const b = text(line.y0 - line.slope * line.x0);
  let equation = m === '0' ? '' : m === '1' ? 'x' : m === '-1' ? '-x' : `${m}x`;
  if (b !== '0' || equation === '') equation += equation === '' ? b : b.startsWith('-') ? ` - ${b.slice(1)}` : ` + ${b}`;
  return withMinusSigns(equation);
}
