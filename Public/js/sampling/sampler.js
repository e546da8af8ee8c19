// The sampler (docs/sampling.md#guarantees) and the seeds' fit rule (docs/sampling.md#the-fit-rule) for the browser: an exact port of
// Sources/PlotCore/Sampling/, file for file, so that the live viewer draws the picture of the
// build-time SVG. This module is what callers import:
//
//   import { sample } from '../sampling/sampler.js';   // from graph/ or calculator/
//   const tan = (x) => Math.tan(x);
//   const viewport = { xMin: -10, xMax: 10, yMin: -5, yMax: 5, width: 1600, height: 1000 };
//   const { segments } = sample(tan, viewport);   // one Float64Array [x0, y0, x1, y1, …] per branch
//
//   sampler.js                sample() and its options             (Sampler.swift)
//   sampling-run.js           one pass, column by column           (SamplingRun.swift; its parts are
//                             listed there, each the port of the Swift file of the same name)
//   uniform-pass.js           a fixed number of samples            (UniformPass.swift)
//   endpoint-search.js        the dots at jumps and holes          (EndpointSearch.swift)
//   double-ordinals.js        doubles in order as integers         (DoubleOrdinals.swift)
//   sampling-scratch.js       the buffers a pass works in, one set per pass running
//   domain-edge-bisection.js  bisection to the last defined x      (DomainEdgeBisection.swift)
//   viewport.js               viewport checks, SamplingError       (Viewport.swift)
//   fit.js                    the fit rule                         (Fit.swift)

import { SAMPLES } from '../limits.js';
import { SamplingRun } from './sampling-run.js';
import { takeScratch, giveBackScratch } from './sampling-scratch.js';
import { validateViewport, SamplingError, swiftNumber } from './viewport.js';

// The fit rule is imported from fit.js itself: re-exported here, it would load with every plot
// page's viewer, which never fits (docs/architecture.md#delivery: the first visit loads only what the first gesture needs).
export { validateViewport, SamplingError };
export { ENDPOINT_JUMPS_MAX } from '../limits.js';

/**
 * The Swift `Sampler`'s properties.
 * @typedef {object} SamplerOptions
 * @property {number} refinementTolerance
 * @property {number} simplificationTolerance
 * @property {number} refinementBudgetPerColumn
 * @property {number} clipMargin
 */

/** The Swift `Sampler`'s properties and their defaults. */
const DEFAULT_OPTIONS = Object.freeze({
  /** Largest distance, in device pixels, between a refined chord and the curve at its midpoint. */
  refinementTolerance: 0.25,
  /** Largest distance, in device pixels, that dropping collinear points may move the polyline. */
  simplificationTolerance: 0.2,
  /**
   * Refinement evaluations allowed per pixel column, on average (a column may spend what earlier ones
   * saved, up to 32 columns' worth): bounds the work on sin(1/x) near 0; a column it cannot resolve
   * is drawn as its band.
   */
  refinementBudgetPerColumn: 8,
  /** How far outside the frame, in device pixels, lines are clipped. */
  clipMargin: 8,
});

/**
 * The sampler's output and what it cost.
 * @typedef {object} SampleResult
 * @property {Float64Array[]} segments polylines in data coordinates, interleaved [x0, y0, x1, y1, …];
 *   no line joins one segment to the next
 * @property {number} evaluations how many times the function was called
 * @property {Endpoint[]} endpoints the dots at the curve's jumps and holes in view, in increasing x;
 *   none when more than ENDPOINT_JUMPS_MAX jumps are in view
 */

/**
 * A dot at a jump or a hole (docs/sampling.md#endpoints), as Swift's `Endpoint`.
 * @typedef {object} Endpoint
 * @property {number} x
 * @property {number} y
 * @property {boolean} open whether the point does not belong to the curve (a ring, not a filled dot)
 */

/**
 * Samples `f` over `viewport` into segments a mathematician would draw.
 *
 * In `"auto"` mode every device-pixel column is sampled, then intervals whose neighbours show
 * curvature are bisected until the chord is within `refinementTolerance` of the curve; a jump that
 * does not shrink under bisection splits the segment; domain edges are found by bisection; the
 * result is clipped just outside the frame and collinear points are dropped. Zoomed far out, a column
 * where the curve turns more than once (sin x on ±100 000), or that the budget cannot resolve (poles
 * a few pixels apart: tan x on ±1000), is drawn as its band: two points, its lowest and highest value. With a whole number N,
 * N + 1 evenly spaced samples are joined as they are, split where undefined and at asymptotes.
 *
 * With `options.from` and/or `options.to`, the curve exists only on from ≤ x ≤ to (a figure's curve
 * restricted to an interval): nothing outside is evaluated; where from (to) lies inside the frame and
 * f is defined there, the segment starts (ends) exactly at that x; auto mode keeps the viewport's
 * device-pixel columns, so inside from … to the curve draws the pixels the unrestricted one draws;
 * uniform mode spaces its N + 1 samples over the visible part of from … to. A restriction wholly
 * outside the frame gives no segments.
 *
 *   sample((x) => 4 * x - 4, viewport, 'auto', { from: 1, to: 3 })   // a tangent drawn from 1 to 3
 *
 * @param {(x: number) => number} f the function; NaN or ±Infinity where undefined
 * @param {import('./viewport.js').Viewport} viewport width and height in device pixels
 * @param {'auto' | number} [mode] `"auto"` or the number of uniform intervals N (SAMPLES.min … SAMPLES.max)
 * @param {Partial<SamplerOptions> & { from?: number | null, to?: number | null, candidates?: ((x: number) => number)[] }} [options]
 *   refinementTolerance, simplificationTolerance, refinementBudgetPerColumn, clipMargin; from and to
 *   (null or undefined: unbounded on that side); candidates, the functions whose zeros are where f may
 *   jump or have a hole (a compiled expression's `candidateFunctions`): the endpoint search examines
 *   f there, as Swift's does a CompiledExpression's (sampling alone rarely lands on a hole)
 * @returns {SampleResult}
 * @throws {SamplingError} for a bad viewport (field from/to/ymin/ymax/width/height), mode (field
 *   samples) or restriction (field curve-from/curve-to: not a number, or from ≥ to)
 */
export function sample(f, viewport, mode = 'auto', options = {}) {
  validateViewport(viewport);
  const { from = null, to = null, candidates = [], ...tuning } = options;
  checkRestriction(from, to);
  const settings = settingsFrom(tuning);
  const checkedMode = mode === 'auto' ? mode : uniformCount(mode);
  // (Where f throws, the scratch is not given back: the pool makes another when it needs one.)
  const scratch = takeScratch();
  const run = new SamplingRun(f, viewport, settings, from ?? -Infinity, to ?? Infinity, scratch, checkedCandidates(candidates));
  run.sample(checkedMode);
  const { dots: endpoints, loneValues } = run.endpoints();
  // Where the sampling landed on a value that stands apart at a jump or hole, its lines to the sides
  // it does not belong to go.
  const segments = run.finish(loneValues);
  giveBackScratch(scratch);
  return { segments, evaluations: run.evaluations, endpoints };
}

/**
 * Checks a curve's restriction from … to (null or undefined: unbounded on that side), as Swift's
 * `Sampler.checkRestriction(from:to:)`: each bound a number (±Infinity is unbounded), and from < to.
 * @param {number | null | undefined} from
 * @param {number | null | undefined} to
 * @throws {SamplingError} naming curve-from or curve-to, with the command line's messages
 */
export function checkRestriction(from, to) {
  for (const [name, value] of [['curve-from', from], ['curve-to', to]]) {
    if (value !== null && value !== undefined && (typeof value !== 'number' || Number.isNaN(value))) {
      throw new SamplingError(name, `${name} must be a number, not ${swiftNumber(value)}`);
    }
  }
  if (from !== null && from !== undefined && to !== null && to !== undefined && !(from < to)) {
    throw new SamplingError('curve-to', `curve-to (${swiftNumber(to)}) must be greater than curve-from (${swiftNumber(from)})`);
  }
}

function checkedCandidates(candidates) {
  if (!Array.isArray(candidates) || !candidates.every((g) => typeof g === 'function')) {
    throw new TypeError(`sampler option candidates must be an array of functions, not ${candidates}`);
  }
  return candidates;
}

function settingsFrom(options) {
  const settings = { ...DEFAULT_OPTIONS };
  for (const name in options) {
    if (!Object.hasOwn(DEFAULT_OPTIONS, name)) throw new TypeError(`unknown sampler option '${name}'`);
    const value = options[name];
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new TypeError(`sampler option ${name} must be a finite number, not ${value}`);
    }
    settings[name] = value;
  }
  return settings;
}

function uniformCount(mode) {
  const { min, max } = SAMPLES;
  if (!Number.isInteger(mode)) {
    throw new SamplingError('samples', `samples must be "auto" or a whole number from ${min} to ${max}, not ${String(mode)}`);
  }
  if (mode < min || mode > max) throw new SamplingError('samples', `samples must be from ${min} to ${max}, not ${mode}`);
  return mode;
}
