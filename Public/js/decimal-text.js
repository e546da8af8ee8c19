// Sources/PlotCore/Axes/DecimalText.swift in JS, for texts that Swift and JS must write alike: tick
// and range labels (graph/ticks.js), an area's value (figure/area-integral.js). C's printf is
// reproduced exactly (formatFixed, formatGeneral), as Swift's DecimalText formats with it.
// Rounding is exact, ties to even, as C's printf (which Swift's DecimalText reproduces): `toPrecision`
// rounds ties away from zero, so it would print 65/64 as 1.01563 where Swift prints 1.01562.

const MINUS = '\u2212';

/**
 * `value` with `digits` significant digits, trailing zeros dropped, as Swift's `DecimalText.significant`:
 * plain decimals for exponents −4 … digits − 2 (the exponent taken from log10, as Swift does), C's
 * `%.<digits>g` beyond (`1.5e-07`, `1.23457e+12`).
 * @param {number} value
 * @param {number} digits
 * @returns {string}
 */
export function significant(value, digits) {
  if (value === 0) return '0';  // and −0
  const exponent = Math.floor(Math.log10(Math.abs(value)));
  if (!Number.isFinite(value) || exponent < -4 || exponent >= digits - 1) return formatGeneral(value, digits);
  return withoutTrailingZeros(formatFixed(value, Math.max(0, digits - 1 - exponent)));
}

/**
 * Hyphen-minus to the true minus sign, which reads better (`−0.333333`, `1.5e−07`).
 * @param {string} text
 * @returns {string}
 */
export function withMinusSigns(text) {
  return text.replaceAll('-', MINUS);
}

// --- C's printf, exactly

/** C's `%.<decimals>f`. */
export function formatFixed(value, decimals) {
  if (!Number.isFinite(value)) return nonFiniteText(value);
  const digits = roundScaled(Math.abs(value), decimals).toString();
  return signOf(value) + withPoint(digits, decimals);
}

/** C's `%.<precision>g`: `%e` or `%f` by the decimal exponent, trailing zeros removed. */
export function formatGeneral(value, precision) {
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

/** `2.500` → `2.5`, `3.00` → `3`: the zeros (and point) that end a fraction. */
export function withoutTrailingZeros(text) {
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
