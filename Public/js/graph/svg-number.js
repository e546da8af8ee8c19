// Short decimal text for SVG coordinates, exactly like Sources/PlotSVG/SVGNumber.swift, so that
// the live SVG carries the same numbers as the build-time one.

/**
 * `value` with `decimals` decimals, trailing zeros and "-0" dropped, "0.5" shortened to ".5".
 * @param {number} value a coordinate (|value| < 2^53 / 10^decimals)
 * @param {number} decimals 0 … 6
 * @returns {string}
 * @example svgNumber(250.5, 2) // '250.5';  svgNumber(-0.25, 2) // '-.25'
 */
export function svgNumber(value, decimals) {
  return unitsText(roundedUnits(value, decimals), decimals);
}

/**
 * `value` rounded to `decimals` decimals as a whole number of units of the last decimal (2.25 → 225
 * for 2 decimals), rounded as svgNumber rounds; `value` is clamped to ±1e9 first (no SVG coordinate
 * goes near that). Path data writes each point as the difference of these from the last.
 * @param {number} value
 * @param {number} decimals 0 … 6
 * @returns {number} an integer
 */
export function svgUnits(value, decimals) {
  const clamped = Number.isNaN(value) ? 0 : Math.min(Math.max(value, -1e9), 1e9);
  return roundedUnits(clamped, decimals) || 0;  // never -0
}

/** `value` × 10^decimals rounded as printf rounds `value` (see halfway). */
function roundedUnits(value, decimals) {
  const scaled = value * POWERS[decimals];
  const units = Math.round(scaled);
  return units - scaled === 0.5 ? halfway(value, decimals) : units;
}

/**
 * The text of a whole number of units of the last of `decimals` decimals.
 * @param {number} units an integer
 * @param {number} decimals 0 … 6
 * @returns {string}
 * @example unitsText(-225, 2) // '-2.25'
 */
export function unitsText(units, decimals) {
  // Integer arithmetic instead of toFixed and regular expressions: a curve has a thousand
  // numbers to write per frame.
  const unit = POWERS[decimals];
  if (units === 0) return '0';
  const sign = units < 0 ? '-' : '';
  const magnitude = Math.abs(units);
  const whole = Math.floor(magnitude / unit);
  let fraction = magnitude - whole * unit;
  if (fraction === 0) return sign + whole;
  let digits = decimals;
  while (fraction % 10 === 0) {
    fraction /= 10;
    digits -= 1;
  }
  return `${sign}${whole === 0 ? '' : whole}.${String(fraction).padStart(digits, '0')}`;
}

const POWERS = [1, 10, 100, 1000, 10000, 100000, 1000000];

/**
 * Units for a value whose scaled product came out exactly halfway. The product may only look
 * halfway after its own rounding (12.35 × 10 = 123.5, though 12.35 is a little less): the exact
 * binary value decides, as in printf, and only a true tie (0.125 × 100) rounds to even.
 */
function halfway(value, decimals) {
  const exact = Math.abs(value).toFixed(100);
  const isTie = /^50*$/.test(exact.slice(exact.indexOf('.') + 1 + decimals));
  const unit = POWERS[decimals];
  if (!isTie) return Math.round(Number(value.toFixed(decimals)) * unit);
  const up = Math.round(value * unit);
  return up % 2 === 0 ? up : up - 1;
}
