// The parametric sampler (docs/sampling.md#parametric-curves) for the browser: an exact port of
// Sources/PlotCore/Sampling/Parametric/, file for file, with the explicit sampler's guarantees stated in the plane.
//
//   import { sampleParametric, polarCurve } from '../sampling/parametric-sampler.js';
//   const circle = { x: Math.cos, y: Math.sin, from: 0, to: 2 * Math.PI };
//   const viewport = { xMin: -2, xMax: 2, yMin: -1.25, yMax: 1.25, width: 1600, height: 1000 };
//   const { segments, parameters } = sampleParametric(circle, viewport);   // [x0, y0, x1, y1, …]; [t0, t1, …]
//   sampleParametric({ x: (t) => t, y: Math.floor, from: 0, to: 3 }, viewport).endpoints   // the steps' dots
//   sampleParametric(polarCurve((θ) => 1 + Math.cos(θ), 0, 2 * Math.PI), viewport)   // a cardioid
//
//   parametric-sampler.js    sampleParametric(), polarCurve(), the options   (ParametricSampler.swift, ParametricCurve.swift)
//   parametric-run.js        seeds, refinement, jumps, domain edges         (ParametricRun.swift)
//   parametric-assembler.js  clipping and simplification                    (ParametricAssembler.swift)
//   parametric-endpoints.js  the dots at jumps in t                         (ParametricEndpoints.swift)
//   parametric-geometry.js   points in pixels, distances                    (CurvePoint.swift)

import { ParametricRun } from './parametric-run.js';
import { pixelFrame } from './parametric-geometry.js';
import { SamplingError, swiftNumber, validateViewport } from './viewport.js';

/**
 * The Swift `ParametricSampler`'s properties.
 * @typedef {object} ParametricOptions
 * @property {number} seedIntervals equal parts of the t-range sampled before any refinement
 * @property {number} refinementTolerance largest distance, in device pixels, from the curve at ¼, ½ and ¾ of an
 *   interval to its chord
 * @property {number} simplificationTolerance largest distance, in device pixels, dropping points may move the polyline
 * @property {number} maximumDepth halvings of a seed interval at most
 * @property {number} budgetPerSeed evaluations refinement may spend per seed interval, on average
 * @property {number} searchesPerSeed jump and domain-edge searches (each at most 64 evaluations) that may start per
 *   seed interval, on average
 * @property {number} clipMargin how far outside the frame, in device pixels, lines are clipped
 */

/** The Swift `ParametricSampler`'s properties and their defaults. */
const DEFAULT_OPTIONS = Object.freeze({
  seedIntervals: 128,
  refinementTolerance: 0.25,
  simplificationTolerance: 0.2,
  maximumDepth: 30,
  budgetPerSeed: 96,
  searchesPerSeed: 4,
  clipMargin: 8,
});

/**
 * Samples the curve (x(t), y(t)), from ≤ t ≤ to, over `viewport` into segments (Swift's `ParametricSampler.sample`):
 * every chord within half a device pixel of the curve, no line across a jump, domain edges reached, lines clipped
 * just outside the frame, a bounded number of evaluations.
 * @param {{x: (t: number) => (number | null), y: (t: number) => (number | null), from: number, to: number}} curve
 *   null, NaN or ±Infinity where undefined
 * @param {import('./viewport.js').Viewport} viewport width and height in device pixels
 * @param {Partial<ParametricOptions>} [options]
 * @returns {{segments: Float64Array[], parameters: Float64Array[], evaluations: number,
 *   endpoints: {x: number, y: number, open: boolean}[]}} polylines in data coordinates, interleaved [x0, y0, x1, y1, …];
 *   the t of each point; at how many t the curve was evaluated; the dots at its jumps in t (parametric-endpoints.js)
 * @throws {SamplingError} for a bad viewport, or a t-range not finite or not increasing (field t)
 */
export function sampleParametric({ x, y, from, to }, viewport, options = {}) {
  validateViewport(viewport);
  checkParameterRange(from, to);
  const settings = { ...DEFAULT_OPTIONS };
  for (const name in options) {
    if (!Object.hasOwn(DEFAULT_OPTIONS, name)) throw new TypeError(`unknown parametric sampler option '${name}'`);
    settings[name] = options[name];
  }
  const number = (f) => (t) => f(t) ?? NaN;
  const run = new ParametricRun({ x: number(x), y: number(y), from, to }, pixelFrame(viewport), settings);
  run.sample();
  return run.finish();
}

/**
 * The polar curve r(θ), from ≤ θ ≤ to, as a parametric one: x = r·cos θ, y = r·sin θ (Swift's
 * `ParametricCurve.polar`). A negative r draws the point on the opposite ray, through the origin.
 * @param {(θ: number) => (number | null)} r null, NaN or ±Infinity where undefined
 * @param {number} from
 * @param {number} to
 */
export function polarCurve(r, from, to) {
  return {
    x: (θ) => (r(θ) ?? NaN) * Math.cos(θ),
    y: (θ) => (r(θ) ?? NaN) * Math.sin(θ),
    from,
    to,
  };
}

/**
 * Checks a t-range as Swift's `ParametricSampler.checkRange`: both ends finite, from < to, their distance finite.
 * @throws {SamplingError} field t
 */
export function checkParameterRange(from, to) {
  if (!(Number.isFinite(from) && Number.isFinite(to) && Number.isFinite(to - from))) {
    throw new SamplingError('t', `the parameter's range must be finite, not ${swiftNumber(from)} … ${swiftNumber(to)}`);
  }
  if (!(from < to)) {
    throw new SamplingError('t', `the parameter's range must be increasing, not ${swiftNumber(from)} … ${swiftNumber(to)}`);
  }
}
