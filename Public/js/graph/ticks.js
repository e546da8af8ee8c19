// Axis ticks at "nice" steps (1, 2 or 5 × 10ⁿ) and their labels (SPEC §4): a port of
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
// (0.25 → "0.2", 2.5 → "2"), whereas Number#toFixed rounds ties away from zero. The formatting here
// is therefore done exactly, on BigInts; labels are not on the per-point hot path.

/** A true minus sign reads better than a hyphen in labels. */
const MINUS = '\u2212';

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
 * Ticks on `low … high` spaced at least `minimumSpacing` data units apart: exact multiples of a
 * nice step, in increasing order; none when the range holds none or 10 000 or more.
 * @param {number} low
 * @param {number} high
 * @param {number} minimumSpacing in data units
 * @returns {{ step: number, values: number[] }}
 */
export function ticks(low, high, minimumSpacing) {
  const step = niceStep(minimumSpacing);
  const first = Math.ceil(low / step);
  const last = Math.floor(high / step);
  if (!(first <= last) || !(last - first < 10_000)) return { step, values: [] };
  const values = [];
  // Multiplying the index (not adding steps) keeps 0.1·3 from drifting to 0.30000000000000004.
  for (const index of indices(first, last)) {
    const value = index * step;
    values.push(value === 0 ? 0 : value);  // no "-0"
  }
  return { step, values };
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

function withMinusSigns(text) {
  return text.replaceAll('-', MINUS);
}

// --- C's printf, exactly

/** C's `%.<decimals>f`. */
function formatFixed(value, decimals) {
  if (!Number.isFinite(value)) return nonFiniteText(value);
  const digits = roundScaled(Math.abs(value), decimals).toString();
  return signOf(value) + withPoint(digits, decimals);
}

/** C's `%.<precision>g`: `%e` or `%f` by the decimal exponent, trailing zeros removed. */
function formatGeneral(value, precision) {
  if (!Number.isFinite(value)) return nonFiniteText(value);
  const significant = precision === 0 ? 1 : precision;
  const magnitude = Math.abs(value);
  const { digits, exponent } = magnitude === 0 ? { digits: 0n, exponent: 0 } : roundToSignificant(magnitude, significant);
  if (exponent < significant && exponent >= -4) {
    const decimals = significant - 1 - exponent;
    return signOf(value) + withoutTrailingZeros(withPoint(roundScaled(magnitude, decimals).toString(), decimals));
  }
  const text = digits.toString();
  const mantissa = withoutTrailingZeros(`${text[0]}.${text.slice(1)}`);
  const exponentText = String(Math.abs(exponent)).padStart(2, '0');
  return `${signOf(value)}${mantissa}e${exponent < 0 ? '-' : '+'}${exponentText}`;
}

/** The `significant` leading digits of a positive value, rounded, and the decimal exponent of the first. */
function roundToSignificant(magnitude, significant) {
  let exponent = Math.floor(Math.log10(magnitude));
  // log10 may be off by one next to a power of ten, and rounding may carry into a new digit.
  for (;;) {
    const digits = roundScaled(magnitude, significant - 1 - exponent);
    if (digits >= 10n ** BigInt(significant)) {
      exponent += 1;
    } else if (digits < 10n ** BigInt(significant - 1)) {
      exponent -= 1;
    } else {
      return { digits, exponent };
    }
  }
}

/** The integer nearest to `magnitude × 10^power`, ties to even, computed exactly. */
function roundScaled(magnitude, power) {
  const { mantissa, exponent } = binaryParts(magnitude);
  let numerator = mantissa;
  let denominator = 1n;
  if (exponent >= 0) numerator <<= BigInt(exponent);
  else denominator <<= BigInt(-exponent);
  if (power >= 0) numerator *= 10n ** BigInt(power);
  else denominator *= 10n ** BigInt(-power);
  const quotient = numerator / denominator;
  const twiceRemainder = 2n * (numerator % denominator);
  if (twiceRemainder > denominator || (twiceRemainder === denominator && quotient % 2n === 1n)) return quotient + 1n;
  return quotient;
}

/** A finite non-negative double as mantissa × 2^exponent, exactly. */
function binaryParts(magnitude) {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, magnitude);
  const bits = view.getBigUint64(0);
  const biased = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & 0xfffffffffffffn;
  if (biased === 0) return { mantissa: fraction, exponent: -1074 };  // subnormal
  return { mantissa: fraction | (1n << 52n), exponent: biased - 1075 };
}

/** Digits of an integer with a decimal point put `decimals` places from the right. */
function withPoint(digits, decimals) {
  if (decimals === 0) return digits;
  const padded = digits.padStart(decimals + 1, '0');
  return `${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`;
}

function withoutTrailingZeros(text) {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** C prints a sign for negative zero too (`%.0f` of -0 is "-0"). */
function signOf(value) {
  return value < 0 || Object.is(value, -0) ? '-' : '';
}

function nonFiniteText(value) {
  if (Number.isNaN(value)) return 'nan';
  return value > 0 ? 'inf' : '-inf';
}
