// The data ranges a freshly plotted expression is shown with (R-FIT): x from −xMax to xMax, y from
// −yMax to yMax, where yMax comes from the seeds' fit rule over the same samples the plot uses. So
// the axes' end labels read xMax and yMax, and the origin is in the middle.

import { fitYMax, FIT_AUTO_SAMPLES } from '../sampling/sampler.js';

/**
 * @typedef {object} Ranges
 * @property {number} xMin
 * @property {number} xMax
 * @property {number} yMin
 * @property {number} yMax
 */

/**
 * The fitted ranges of `f` for a plot.
 * @param {(x: number) => number} f NaN or ±Infinity where undefined
 * @param {{xMax: number, samples: number | 'auto'}} plot
 * @returns {Ranges}
 */
export function fitRanges(f, { xMax, samples }) {
  const yMax = fitYMax(f, -xMax, xMax, samples === 'auto' ? FIT_AUTO_SAMPLES : samples);
  return { xMin: -xMax, xMax, yMin: -yMax, yMax };
}
