// A function's values on the even grid that points of interest are bracketed on. A port of
// Sources/PlotCore/Reading/SampleGrid.swift: the same positions, in the same order of operations.

/**
 * Pieces of the range: fine enough to separate the roots of sin(x) on −100 … 100 (and of a figure's
 * typical curves many times over), coarse enough to stay within the 5 ms budget.
 */
export const GRID_INTERVALS = 1000;
/**
 * A value within this many ulps of the scale of 0 is 0 to within rounding: sin(2x) − 2 sin x cos x is
 * such noise, not a curve crossing the axis a hundred times.
 */
const ZERO_ULPS = 16;

/**
 * The grid on lo … hi (lo < hi): x_k = lo + ((hi − lo) · k) / N, x_N = hi exactly; ys filled by `f`
 * when given.
 * @param {number} lo
 * @param {number} hi
 * @param {((x: number) => number) | null} f
 * @returns {{ lo: number, hi: number, xs: Float64Array, ys: Float64Array }}
 */
export function sampleGrid(lo, hi, f) {
  const xs = new Float64Array(GRID_INTERVALS + 1);
  for (let k = 0; k < GRID_INTERVALS; k += 1) xs[k] = lo + ((hi - lo) * k) / GRID_INTERVALS;
  xs[GRID_INTERVALS] = hi;
  const ys = new Float64Array(GRID_INTERVALS + 1);
  if (f) for (let k = 0; k <= GRID_INTERVALS; k += 1) ys[k] = f(xs[k]);
  return { lo, hi, xs, ys };
}

/** The width of one piece of the grid. */
export function gridStep(grid) {
  return (grid.hi - grid.lo) / GRID_INTERVALS;
}

/**
 * The largest |y| among the finite values; 1 when there is none or it is 0. What "small" and "0 to
 * within rounding" are measured against.
 */
export function gridScale(grid) {
  let largest = 0;
  for (const y of grid.ys) if (Number.isFinite(y) && Math.abs(y) > largest) largest = Math.abs(y);
  return largest > 0 ? largest : 1;
}

/** The tolerance under which a value on a curve of this scale is 0 to within rounding. */
export function zeroTolerance(scale) {
  return ZERO_ULPS * Number.EPSILON * scale;
}
