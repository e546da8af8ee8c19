// DecimalText.significant and DecimalText.withMinusSigns of Sources/PlotCore/Axes/DecimalText.swift,
// for texts that Swift and JS must write alike (an area's value, where an area is undefined).
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
  if (!Number.isFinite(value) || exponent < -4 || exponent >= digits - 1) return general(value, digits);
  return withoutTrailingZeros(fixed(value, Math.max(0, digits - 1 - exponent)));
}

/**
 * Hyphen-minus to the true minus sign, which reads better (`−0.333333`, `1.5e−07`).
 * @param {string} text
 * @returns {string}
 */
export function withMinusSigns(text) {
  return text.replaceAll('-', MINUS);
}

/** C's `%.<decimals>f`. */
function fixed(value, decimals) {
  return signOf(value) + withPoint(roundScaled(Math.abs(value), decimals).toString(), decimals);
}

/** C's `%.<precision>g`: `%f` or `%e` by the rounded value's decimal exponent, trailing zeros dropped. */
function general(value, precision) {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  const magnitude = Math.abs(value);
  let exponent = Math.floor(Math.log10(magnitude));
  let digits = roundScaled(magnitude, precision - 1 - exponent);
  // log10 may be off by one next to a power of ten, and rounding may carry into a new digit.
  while (digits >= 10n ** BigInt(precision)) digits = roundScaled(magnitude, precision - 1 - (exponent += 1));
  while (digits < 10n ** BigInt(precision - 1)) digits = roundScaled(magnitude, precision - 1 - (exponent -= 1));
  if (exponent >= -4 && exponent < precision) {
    return withoutTrailingZeros(fixed(value, precision - 1 - exponent));
  }
  const text = digits.toString();
  const mantissa = withoutTrailingZeros(`${text[0]}.${text.slice(1)}`);
  return `${signOf(value)}${mantissa}e${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
}

/** The integer nearest to `magnitude × 10^power`, ties to even, computed exactly. */
function roundScaled(magnitude, power) {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, magnitude);
  const bits = view.getBigUint64(0);
  const biased = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & 0xfffffffffffffn;
  // magnitude = mantissa × 2^exponent exactly (subnormals have no implicit leading bit).
  const mantissa = biased === 0 ? fraction : fraction | (1n << 52n);
  const exponent = biased === 0 ? -1074 : biased - 1075;
  let numerator = exponent >= 0 ? mantissa << BigInt(exponent) : mantissa;
  let denominator = exponent >= 0 ? 1n : 1n << BigInt(-exponent);
  if (power >= 0) numerator *= 10n ** BigInt(power);
  else denominator *= 10n ** BigInt(-power);
  const quotient = numerator / denominator;
  const twiceRemainder = 2n * (numerator % denominator);
  if (twiceRemainder > denominator || (twiceRemainder === denominator && quotient % 2n === 1n)) return quotient + 1n;
  return quotient;
}

/** Digits of an integer with a decimal point put `decimals` places from the right. */
function withPoint(digits, decimals) {
  if (decimals === 0) return digits;
  const padded = digits.padStart(decimals + 1, '0');
  return `${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`;
}

/** `2.500` → `2.5`, `3.00` → `3`: the zeros (and point) that end a fraction. */
function withoutTrailingZeros(text) {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** C prints a sign for negative zero too. */
function signOf(value) {
  return value < 0 || Object.is(value, -0) ? '-' : '';
}
