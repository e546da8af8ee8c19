// A value that stands apart from a side of its curve at a jump or a hole: `{x = 2: 3, 3 − x}` at 2,
// where both sides tend to 1, or `floor x` at 2, whose value 2 the left side (tending to 1) does not
// reach. Where the sampling landed on such a place exactly, the polyline holds the point (x, y) and
// joined it to its neighbours; breakingLines takes the line off a side whose limit differs, ending it
// at the side's limit (the open dot) instead. The same rule as Sources/PlotCore/Sampling/LoneValue.swift.

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
 * `segments` with no line from a lone value to a side it does not belong to: at each point that is a
 * lone value, the segment ends (at the left limit, or before the point where the left is unbounded)
 * and the next one starts (at the right limit, or after the point).
 * @param {Float64Array[]} segments flat x, y pairs
 * @param {LoneValue[]} loneValues
 * @returns {Float64Array[]}
 */
export function breakingLines(segments, loneValues) {
  if (loneValues.length === 0) return segments;
  const result = [];
  for (const segment of segments) {
    let part = [];
    for (let k = 0; k < segment.length; k += 2) {
      const x = segment[k];
      const y = segment[k + 1];
      const lone = loneValues.find((value) => value.x === x && value.y === y);
      if (lone === undefined || (lone.joinsLeft && lone.joinsRight)) {
        part.push(x, y);
        continue;
      }
      if (part.length > 0) {
        if (lone.joinsLeft) part.push(x, y);
        else if (lone.leftLimit !== null) part.push(lone.x, lone.leftLimit);
        if (part.length > 2) result.push(Float64Array.from(part));
      }
      part = lone.joinsRight ? [x, y] : lone.rightLimit !== null ? [lone.x, lone.rightLimit] : [];
    }
    if (part.length > 2) result.push(Float64Array.from(part));
  }
  return result;
}
