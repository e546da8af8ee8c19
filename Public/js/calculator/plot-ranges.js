// The data ranges a freshly plotted expression is shown with (docs/sampling.md#the-fit-rule): x from xMin (default −xMax) to
// xMax; y from −yMax to yMax, where yMax comes from the fit rule (sampling/fit.js: the curve's
// extremes with a 5 % margin, rounded to a nice value) over the same samples the plot uses, unless
// the plot gives an end of its y-range (an Open-in-Calculator link from a plot with `yMin` or `yMax`):
// then that end is kept and the other fitted, or both kept. So the axes' end labels read the frame's values. Before anything is plotted the graph shows the
// configuration's x-range with a nice y-range (emptyRanges).

import { fitYRangeOfCurves, FIT_AUTO_SAMPLES, niceAtLeast } from '../sampling/fit.js';

/**
 * @typedef {object} Ranges
 * @property {number} xMin
 * @property {number} xMax
 * @property {number} yMin
 * @property {number} yMax
 */

/**
 * The ranges of `f` for a plot: its window where the plot gives one, the fit elsewhere.
 *
 *   rangesOfPlot(Math.sin, { xMax: 5, samples: 'auto' })                          // −5…5, −1.2…1.2
 *   rangesOfPlot(Math.log, { xMin: 0, xMax: 10, samples: 'auto' })                // 0…10, −6…6
 *   rangesOfPlot(Math.log, { xMin: 0, xMax: 10, samples: 50, yMin: -3, yMax: 3 })  // as given
 * @param {(x: number) => number} f NaN or ±Infinity where undefined
 * @param {{xMax: number, samples: number | 'auto', xMin?: number, yMin?: number, yMax?: number}} plot
 *   xMin defaults to −xMax; a given yMin or yMax is kept and the other end fitted (both given: as given)
 * @param {readonly ((x: number) => number)[]} [candidates] whose zeros are f's piecewise boundaries (a compiled
 *   expression's `candidateFunctions`): its values there count, as the build's fit counts them
 * @returns {Ranges}
 */
export function rangesOfPlot(f, { xMax, samples, xMin, yMin, yMax }, candidates = []) {
  // null and undefined both mean "not given", as a record read back from storage may hold either.
  const left = xMin ?? -xMax;
  if (!(left < xMax)) throw new RangeError(`xMin (${left}) must be less than xMax (${xMax})`);
  if (yMin != null && yMax != null && !(yMin < yMax)) throw new RangeError(`yMin (${yMin}) must be less than yMax (${yMax})`);
  const y = fitYRangeOfCurves([{ valueAt: f, candidates }], left, xMax, samples === 'auto' ? FIT_AUTO_SAMPLES : samples, yMin, yMax);
  return { xMin: left, xMax, ...y };
}

/**
 * The ranges of the empty graph: x from −xMax to xMax (the configuration's X-Max), y from −yMax to
 * yMax with yMax the nice value (as docs/site.md#calculator rounds a frame) at or above xMax × height / width, so the
 * scales are about equal and the axis-end labels read e.g. 5 and 4, not 6.697 and 3.896.
 * @param {number} xMax
 * @param {number} width the graph's size, any unit
 * @param {number} height
 * @returns {Ranges}
 */
export function emptyRanges(xMax, width, height) {
  const yMax = niceAtLeast((xMax * height) / width);
  return { xMin: -xMax, xMax, yMin: -yMax, yMax };
}
