// A value that stands apart from a side of its curve at a jump or a hole: `{x = 2: 3, 3 − x}` at 2,
// where both sides tend to 1, or `floor x` at 2, whose value 2 the left side (tending to 1) does not
// reach. Where the sampling landed on such a place exactly, the points received hold (x, y) between its
// neighbours; the polyline assembler takes the line off a side whose limit differs, ending it at the
// side's limit (the open dot) instead. The same rule as Sources/PlotCore/Sampling/LoneValue.swift.

/**
 * @typedef {object} LoneValue
 * @property {number} x
 * @property {number} y
 * @property {number | null} leftLimit the left side's limit where the line from it must stop there (an
 *   open dot); null where it joins the value or is unbounded (the line stops before the point)
 * @property {number | null} rightLimit the same on the right
 * @property {boolean} joinsLeft whether the left side's limit is the value, so the line joins it
 * @property {boolean} joinsRight the same on the right
 */

/**
 * The lone value at the point (x, y), or null: the polyline assembler breaks its lines there
 * (polyline-assembler.js: the line from a side whose limit differs ends at that limit, the open dot).
 * @param {LoneValue[]} loneValues
 * @returns {LoneValue | null}
 */
export function loneValueAt(loneValues, x, y) {
  for (const lone of loneValues) {
    if (lone.x === x && lone.y === y && !(lone.joinsLeft && lone.joinsRight)) return lone;
  }
  return null;
}
