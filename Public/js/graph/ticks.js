// Axis ticks at "nice" steps (1, 2 or 5 × 10ⁿ) and their labels (docs/architecture.md#the-drawing): a port of
// Sources/PlotCore/Axes/Ticks.swift that gives the same numbers and the same strings, so the live
// viewer labels its axes as the build-time SVG does.
//
//   import { ticks, tickLabel, endLabel } from './ticks.js';
//   const { step, values } = ticks(-0.25, 0.25, 0.09);   // 0.1, [-0.2, -0.1, 0, 0.1, 0.2]
//   values.map((v) => tickLabel(v, step));               // ['−0.2', '−0.1', '0.0', '0.1', '0.2']
//   endLabel(-1e-6);                                     // '−1e−06'
//   endLabel(21934.5);                                   // '21934', like a tick label, not '2.193e+04'
//
// Swift formats with C's printf (`%.Nf`, `%.Ng`), which rounds the exact binary value half to even
// (0.25 → "0.2", 2.5 → "2"), whereas Number#toFixed rounds ties away from zero: ../decimal-text.js
// reproduces printf exactly, on BigInts; labels are not on the per-point hot path.

import { formatFixed, formatGeneral, withMinusSigns, withoutTrailingZeros } from '../decimal-text.js';

/**
 * The smallest nice step (1, 2 or 5 × 10ⁿ) that is at least `minimumStep`; 1 for a step that is not
 * a positive finite number.
 * @param {number} minimumStep
 * @returns {number}
 */
export function niceStep(minimumStep) {
  if (!(minimumStep > 0) || !Number.isFinite(minimumStep)) return 1;
  const power = powerOfTen(Math.floor(Math.log10(minimumStep)));
  for (const multiple of [1, 2, 5, 10]) {
    if (multiple * power >= minimumStep * (1 - 1e-12)) return multiple * power;
  }
  return 10 * power;
}

/** 10ⁿ correctly rounded (Math.pow may be off by an ulp; the decimal literal never is). */
function powerOfTen(n) {
  return Number(`1e${n}`);
}

/**
 * @typedef {object} Ticks
 * @property {number} step distance between ticks, data units
 * @property {number[]} values tick positions, increasing
 * @property {{numerator: number, denominator: number} | null} piFraction the step as a fraction of π
 *   for π ticks, null for decimal ones
 */

/**
 * Ticks on `low … high` spaced at least `minimumSpacing` data units apart: exact multiples of a
 * nice step, in increasing order; none when the range holds none or 10 000 or more. With `kind`
 * `'pi'`, multiples of π/12, π/6, π/4, π/2, π, 2π, 4π … where they suit the range (piFractionAtLeast), at
 * every size of the axis until fewer than two multiples of π/12 are in view.
 * @param {number} low
 * @param {number} high
 * @param {number} minimumSpacing in data units
 * @param {'auto' | 'pi'} [kind]
 * @returns {Ticks}
 */
export function ticks(low, high, minimumSpacing, kind = 'auto') {
  const reach = Math.max(Math.abs(low), Math.abs(high));
  let piFraction = kind === 'pi' && reach <= LARGEST_PI_MULTIPLE * Math.PI ? piFractionAtLeast(minimumSpacing) : null;
  if (piFraction === FINEST_PI) {
    const finest = piStep(FINEST_PI);
    // Zoomed in past π/12: decimal ticks show more.
    if (Math.floor(high / finest) - Math.ceil(low / finest) + 1 < FEWEST_FINEST_TICKS) piFraction = null;
  }
  const step = piFraction ? piStep(piFraction) : niceStep(minimumSpacing);
  const first = Math.ceil(low / step);
  const last = Math.floor(high / step);
  if (!(first <= last) || !(last - first < 10_000)) return { step, values: [], piFraction };
  const values = [];
  // Multiplying the index (not adding steps) keeps 0.1·3 from drifting to 0.30000000000000004.
  for (const index of indices(first, last)) {
    const value = index * step;
    values.push(value === 0 ? 0 : value);  // no "-0"
  }
  return { step, values, piFraction };
}

/**
 * A range reaching further than this many π from 0 is ticked in decimals: `3183100π` reads worse than
 * `10000000`. So is the coarsest step.
 */
const LARGEST_PI_MULTIPLE = 1024;
/**
 * The finest π step, whatever the room for labels; zoomed in so far that fewer than FEWEST_FINEST_TICKS of
 * its multiples are in view, the axis turns decimal.
 */
const FINEST_PI = Object.freeze({ numerator: 1, denominator: 12 });
const FEWEST_FINEST_TICKS = 2;

/** A π fraction's length, computed as Ticks.swift does (π × numerator / denominator). */
function piStep({ numerator, denominator }) {
  return (Math.PI * numerator) / denominator;
}

/**
 * The smallest π step (π/12, π/6, π/4, π/2, π, 2π, 4π …) at least `minimumStep` (π/12 for any step below
 * it: a wide screen's labels need little room); null where π ticks do not suit: beyond 1024π. As PiTicks.swift.
 * @param {number} minimumStep
 * @returns {{numerator: number, denominator: number} | null}
 */
export function piFractionAtLeast(minimumStep) {
  if (!(Number.isFinite(minimumStep) && minimumStep > 0)) return null;
  if (piStep(FINEST_PI) >= minimumStep * (1 - 1e-12)) return FINEST_PI;
  for (const denominator of [6, 4, 2]) {
    if (piStep({ numerator: 1, denominator }) >= minimumStep * (1 - 1e-12)) return { numerator: 1, denominator };
  }
  for (let numerator = 1; numerator <= LARGEST_PI_MULTIPLE; numerator *= 2) {
    if (piStep({ numerator, denominator: 1 }) >= minimumStep * (1 - 1e-12)) return { numerator, denominator: 1 };
  }
  return null;
}

/**
 * The label of a tick: its multiple of π for π ticks (`π/6`, `2π/3`, `−3π/2`, `2π`; 0 for 0), else
 * tickLabel's decimals.
 * @param {Ticks} t
 * @param {number} value one of t.values
 * @returns {string}
 */
export function ticksLabel(t, value) {
  if (!t.piFraction) return tickLabel(value, t.step);
  const multiple = Math.round(value / t.step) * t.piFraction.numerator;
  if (multiple === 0) return '0';
  const divisor = greatestCommonDivisor(Math.abs(multiple), t.piFraction.denominator);
  const top = Math.abs(multiple) / divisor;
  const bottom = t.piFraction.denominator / divisor;
  return `${multiple < 0 ? '\u2212' : ''}${top === 1 ? '' : top}π${bottom === 1 ? '' : `/${bottom}`}`;
}

function greatestCommonDivisor(a, b) {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * first, first + 1, … through last, as Swift's floating-point `stride(from:through:by:)` counts:
 * `first + i`, and `last` itself at most once, so the walk also ends where `index + 1 == index`.
 */
function* indices(first, last) {
  for (let i = 0; ; i += 1) {
    const index = first + i;
    if (index >= last) {
      if (index === last) yield index;
      return;
    }
    yield index;
  }
}

/**
 * The text for a tick value: as many decimals as the step needs, no more (`3`, `−2.5`, `0.0`);
 * very large or small magnitudes in exponent form (`1e+07`, `2e−06`).
 * @param {number} value
 * @param {number} step the ticks' step, a positive number
 * @returns {string}
 */
export function tickLabel(value, step) {
  const decimals = Math.max(0, Math.ceil(-Math.log10(step)));
  if (!Number.isFinite(decimals)) throw new RangeError(`step must be a positive number, not ${step}`);
  const magnitude = Math.abs(value);
  if (magnitude !== 0 && (magnitude >= 1e7 || magnitude < 1e-5)) {
    // As many significant digits as tell this tick from its neighbours (Ticks.swift does the same).
    const digits = Math.floor(Math.log10(magnitude)) - Math.floor(Math.log10(step)) + 1;
    return withMinusSigns(formatGeneral(value, Math.min(Math.max(digits, 1), 17)));
  }
  // Zero among exponent-style neighbours reads best as plain 0.
  if (value === 0 && step < 1e-5) return '0';
  const text = formatFixed(value, decimals);
  const isNegativeZero = text === '-0' || (text.startsWith('-0.') && Number(text) === 0);
  return withMinusSigns(isNegativeZero ? text.slice(1) : text);
}

/**
 * A range end such as xMax or yMax, written the way tick labels are (Ticks.swift `endLabel`), so a
 * corner label never reads `2.193e+04` beside a tick `50000`: plain decimals from 1e−5 up to 1e7, with
 * four significant digits but every digit before the point (`4`, `129.7`, `0.25`, `21935`), and
 * exponent form beyond (`−1e−06`, `2.5e+07`).
 * @param {number} value
 * @returns {string}
 */
export function endLabel(value) {
  const magnitude = Math.abs(value);
  if (magnitude === 0) return '0';  // and −0
  if (!Number.isFinite(value) || magnitude < 1e-5 || magnitude >= 1e7) return withMinusSigns(formatGeneral(value, 4));
  return withMinusSigns(withoutTrailingZeros(formatFixed(value, Math.max(0, 3 - decimalExponent(magnitude)))));
}

/**
 * `endLabel` of one end of a range `span` wide, where rounding noise far below the span (the
 * −4.4e−16 a pan leaves where 0 was) reads as 0.
 * @param {number} value
 * @param {number} span
 * @returns {string}
 */
export function rangeEndLabel(value, span) {
  return endLabel(Math.abs(value) < Math.abs(span) * 1e-9 ? 0 : value);
}

/**
 * n with 10ⁿ ≤ magnitude < 10ⁿ⁺¹, for 1e−5 ≤ magnitude < 1e7, by comparison with exact powers of ten
 * rather than a logarithm, whose last bit may differ from Swift's next to a power of ten.
 */
function decimalExponent(magnitude) {
  let n = 7;
  while (n > -5 && powerOfTen(n) > magnitude) n -= 1;
  return n;
}
