// Short decimal text for SVG coordinates, exactly like Sources/PlotSVG/SVGNumber.swift, so that
// the live SVG carries the same numbers as the build-time one.

/**
 * `value` with `decimals` decimals, trailing zeros and "-0" dropped, "0.5" shortened to ".5".
 * @param {number} value
 * @param {number} decimals
 * @returns {string}
 * @example svgNumber(250.5, 2) // '250.5';  svgNumber(-0.25, 2) // '-.25'
 */
export function svgNumber(value, decimals) {
  let text = fixed(value, decimals);
  if (text.includes('.')) text = text.replace(/0+$/, '').replace(/\.$/, '');
  if (text === '-0') return '0';
  if (text.startsWith('0.')) return text.slice(1);
  if (text.startsWith('-0.')) return '-' + text.slice(2);
  return text;
}

/** `toFixed`, but exact ties round to even like C's printf (Swift's `String(format:)`): 0.125 → "0.12". */
function fixed(value, decimals) {
  const scaled = value * 10 ** decimals;
  if (Number.isInteger(scaled * 2) && !Number.isInteger(scaled) && Math.abs(scaled) < 2 ** 50) {
    const even = 2 * Math.round(scaled / 2);
    return (even / 10 ** decimals).toFixed(decimals);
  }
  return value.toFixed(decimals);
}
