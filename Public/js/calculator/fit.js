// Where a freshly plotted expression is shown (R-FIT): x from −xMax to xMax across the graph's
// width, y from −yMax to yMax over its height, where yMax comes from the seeds' fit rule over the
// same samples the plot uses; the origin in the middle. So the axes' end labels read xMax and yMax.

import { fitYMax, FIT_AUTO_SAMPLES } from '../sampler.js';

/**
 * @typedef {object} FittedView
 * @property {number} xMax
 * @property {number} yMax
 * @property {number} scale CSS px per unit along x
 * @property {number} scaleY CSS px per unit along y
 * @property {{x: number, y: number}} origin CSS px from the graph's top-left corner
 */

/**
 * The fitted view of `f` for a plot on a graph of `width` × `height` CSS px.
 * @param {(x: number) => number} f NaN or ±Infinity where undefined
 * @param {{xMax: number, samples: number | 'auto'}} plot
 * @param {number} width
 * @param {number} height
 * @returns {FittedView}
 */
export function fitView(f, { xMax, samples }, width, height) {
  const yMax = fitYMax(f, -xMax, xMax, samples === 'auto' ? FIT_AUTO_SAMPLES : samples);
  return {
    xMax,
    yMax,
    scale: width / (2 * xMax),
    scaleY: height / (2 * yMax),
    origin: { x: width / 2, y: height / 2 },
  };
}
