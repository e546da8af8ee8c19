// The fit rule (docs/sampling.md#the-fit-rule): a symmetric y-range −yMax … yMax that shows the curve's extremes with a
// margin, robust against poles, ending on a nice number that the axis-end label shows. A port of
// Sources/PlotCore/Sampling/Fit.swift, DomainEdges.swift and NiceFrame.swift; both give the same frames.
//
//   1. the largest |y| to show: max |y| over evenly spaced samples, unless a few values dwarf the
//      rest (the 1e16 next to a pole of tan x): see robustMaxOfValues;
//   2. raised to the finite limits at domain edges inside the range, so asin x keeps ±π/2 although
//      no sample lands on x = ±1, while a pole (ln x at 0) does not count: see domainEdgeLimits; and to
//      the values at piecewise boundaries, so the 7 of {x < 2: x², x = 2: 7, 1} is in the frame
//      (boundary-values.js, where a curve gives its `candidates`);
//   3. framed: at least 5 % of the frame's height free above and below the curve, rounded up to a
//      nice value (sin x → 1.2, a constant 3 → 4): see fitFrame and niceAtLeast.
//
//   import { fitYMax } from './fit.js';
//   fitYMax(Math.sin, -5, 5, 1000)     // 1.2: the peaks at ±1 keep a margin
//   fitYMax(Math.asin, -3, 3, 1000)    // 2: ±π/2 at the domain edges x = ±1
//   fitYMax(Math.tan, -10, 10, 1000)   // 25: the 1e16 next to a pole is set aside
//   fitYMaxOfCurves([{ valueAt: Math.sin }, { valueAt: Math.tan, from: 0, to: 1 }], -5, 5, 1000)   // 2: tan 1 = 1.56

import { boundaryValues } from './boundary-values.js';
import { DomainEdgeBisection } from './domain-edge-bisection.js';
import { ulp, WIDEST_SPAN } from '../double-ulp.js';
import { evenGridValue } from './even-grid.js';

/** Samples used by the fit rule when the plot itself samples adaptively (Swift's `Fit.autoSampleCount`). */
export const FIT_AUTO_SAMPLES = 1000;

/** Halvings of a sample interval at a domain edge; 2⁻⁶⁰ of it is below one ulp for any plotted range. */
const EDGE_BISECTIONS = 60;
/** The most domain edges looked at, so a function undefined on every other sample stays cheap. */
const MAXIMUM_EDGES = 256;
/** Two values at the edge closer than this (relative) are a finite limit. */
const EDGE_TOLERANCE = 1e-6;

/**
 * yMax for `f` on xMin … xMax by the fit rule, from `samples + 1` evenly spaced values refined at
 * domain edges (Swift's `Fit.yMax(of:xMin:xMax:samples:)`); the y-range is then −yMax … yMax.
 * @param {(x: number) => number} f
 * @param {number} xMin
 * @param {number} xMax
 * @param {number} samples intervals; at least 2 are used (FIT_AUTO_SAMPLES when the plot samples adaptively)
 * @returns {number} a positive, nice yMax; 1 when f is undefined or zero everywhere
 */
export function fitYMax(f, xMin, xMax, samples) {
  return fitFrame(largestMagnitude(f, xMin, xMax, samples));
}

/**
 * yMax for several curves drawn in one frame (Swift's `Fit.yMax(ofCurves:xMin:xMax:samples:)`): the
 * rule over the largest |y| of all of them, each on its own from … to within xMin … xMax
 * (`samples + 1` evenly spaced values there, refined at domain edges). Nothing is evaluated outside a
 * curve's from … to; a curve that is not visible, or is undefined everywhere there, does not count.
 *
 *   fitYMaxOfCurves([{ valueAt: Math.sin }, { valueAt: (x) => 3 * Math.cos(x) }], -5, 5, 1000)   // 4
 *
 * @param {{ valueAt: (x: number) => number, from?: number | null, to?: number | null, candidates?: ((x: number) => number)[] }[]} curves
 *   from/to null or undefined: unbounded on that side
 * @param {number} xMin
 * @param {number} xMax
 * @param {number} samples intervals per curve; at least 2 are used
 * @returns {number} a positive, nice yMax; 1 when no curve shows anything
 */
export function fitYMaxOfCurves(curves, xMin, xMax, samples) {
  let largest = 0;
  for (const curve of curves) largest = Math.max(largest, largestMagnitudeOfCurve(curve, xMin, xMax, samples));
  return fitFrame(largest);
}

/**
 * Steps 1 and 2 for a restricted curve, on the part of xMin … xMax where it exists (0 when that part
 * is empty or a single x).
 * @param {{ valueAt: (x: number) => number, from?: number | null, to?: number | null, candidates?: ((x: number) => number)[] }} curve
 * @param {number} xMin
 * @param {number} xMax
 * @param {number} samples
 * @returns {number}
 */
export function largestMagnitudeOfCurve(curve, xMin, xMax, samples) {
  return largestReachOfCurve(curve, xMin, xMax, samples, AROUND_ZERO);
}

/**
 * How far a curve reaches from where the frame is anchored, the quantity steps 1 and 2 maximise
 * (Swift's `Fit.Reach`): |y| around 0, y − bottom above a given bottom, top − y below a given top.
 * @typedef {{side: 'aroundZero' | 'above' | 'below', end: number}} Reach
 */
const AROUND_ZERO = Object.freeze({ side: 'aroundZero', end: 0 });

/** The distance of `y` from the anchor of `reach`. */
function reachDistance(reach, y) {
  switch (reach.side) {
    case 'above': return y - reach.end;
    case 'below': return reach.end - y;
    default: return Math.abs(y);
  }
}

/** Steps 1 and 2 for a restricted curve and any reach (0 when the curve shows nothing on that side). */
function largestReachOfCurve(curve, xMin, xMax, samples, reach) {
  const from = curve.from ?? -Infinity;
  const to = curve.to ?? Infinity;
  const low = Math.max(from, xMin);
  const high = Math.min(to, xMax);
  if (Number.isNaN(from) || Number.isNaN(to) || !(low < high)) return 0;
  return largestReach(curve.valueAt, low, high, samples, from, to, reach, curve.candidates ?? []);
}

/**
 * A plot's y-range (Swift's `Fit.yRange(ofCurves:…)`): both ends as given; neither given, the symmetric
 * frame −yMax … yMax; one given, the other fitted to the curves with the same margin (at least 5 % of
 * the frame's height beyond the extremes on that side), ending on a multiple of a round step.
 *
 *   fitYRangeOfCurves([{ valueAt: (x) => x * x }], -0.5, 2.5, 1000, 0, null)   // { yMin: 0, yMax: 7 }
 *
 * @param {{ valueAt: (x: number) => number, from?: number | null, to?: number | null, candidates?: ((x: number) => number)[] }[]} curves
 * @param {number} xMin
 * @param {number} xMax
 * @param {number} samples intervals per curve; at least 2 are used
 * @param {number | null | undefined} yMin the given bottom, or null/undefined
 * @param {number | null | undefined} yMax the given top, or null/undefined
 * @returns {{yMin: number, yMax: number}}
 */
export function fitYRangeOfCurves(curves, xMin, xMax, samples, yMin, yMax) {
  const hasBottom = yMin !== null && yMin !== undefined;
  const hasTop = yMax !== null && yMax !== undefined;
  if (hasBottom && hasTop) return { yMin, yMax };
  if (!hasBottom && !hasTop) {
    const top = fitYMaxOfCurves(curves, xMin, xMax, samples);
    return { yMin: -top, yMax: top };
  }
  const reach = hasBottom ? { side: 'above', end: yMin } : { side: 'below', end: yMax };
  let largest = 0;
  for (const curve of curves) largest = Math.max(largest, largestReachOfCurve(curve, xMin, xMax, samples, reach));
  return hasBottom ? { yMin, yMax: fittedEnd(yMin, largest, true) } : { yMin: fittedEnd(yMax, largest, false), yMax };
}

/**
 * The end of a frame fitted from `given` that shows values up to `reach` beyond it with 5 % of the
 * frame's height to spare, on a multiple of half the power of ten below the height (Swift's
 * `Fit.fittedEnd`): fittedEnd(0, 6.25, true) is 7. Nothing to show gives a frame 2 high.
 * @param {number} given
 * @param {number} reach
 * @param {boolean} upwards
 * @returns {number}
 */
export function fittedEnd(given, reach, upwards) {
  // At most as tall as the symmetric rule's tallest frame, so narrower than a graph can draw; and at least 8192
  // doubles tall, so that a graph can draw it even far from 0 (yMin 1e300 with a flat curve above it).
  const height = Math.max(Number.isFinite(reach) && reach > 0 ? Math.min(reach / 0.95, 2 * TALLEST_FRAME) : 2,
    8192 * ulp(Math.abs(given)));
  const needed = upwards ? given + height : given - height;
  // The step 5 × 10^(e − 1) where 10^e ≤ height < 10^(e + 1): exact comparisons settle e.
  let e = Math.floor(Math.log10(height));
  while (candidate(10, e - 1) > height) e -= 1;
  while (candidate(100, e - 1) <= height) e += 1;
  const step = candidate(5, e - 1);
  // The multiple as the decimal k × 5 × 10^(e − 1), read correctly rounded: 0.7, not 14 × 0.05.
  let k = upwards ? Math.ceil(needed / step) : Math.floor(needed / step);
  // Far from 0 compared with the height (yMin 1e300), steps are below the doubles' spacing.
  if (!(Math.abs(k) < 1e15)) return needed;
  let end = candidate(k * 5, e - 1);
  while (upwards ? end < needed : end > needed) {
    k += upwards ? 1 : -1;
    end = candidate(k * 5, e - 1);
  }
  return Number.isFinite(end) ? end : needed;
}

/**
 * The fit rule applied to values already computed, without refining domain edges (NaN and
 * ±Infinity are ignored): fitFrame(robustMaxOfValues(values)).
 * @param {ArrayLike<number>} values
 * @returns {number}
 */
export function fitYMaxOfValues(values) {
  return fitFrame(robustMaxOfValues(values));
}

/**
 * Steps 1 and 2: the largest |y| the frame has to show (0 when there is nothing to show).
 * @param {(x: number) => number} f
 * @param {number} xMin
 * @param {number} xMax
 * @param {number} samples
 * @param {number} [lowest] nothing below it is evaluated (a restricted curve's from)
 * @param {number} [highest] nothing above it is evaluated (a restricted curve's to)
 * @returns {number}
 */
export function largestMagnitude(f, xMin, xMax, samples, lowest = -Infinity, highest = Infinity) {
  return largestReach(f, xMin, xMax, samples, lowest, highest, AROUND_ZERO);
}

/**
 * Steps 1 and 2 for any reach, evaluating nothing outside lowest … highest; `candidates` the functions whose
 * zeros are f's piecewise boundaries.
 */
function largestReach(f, xMin, xMax, samples, lowest, highest, reach, candidates = []) {
  if (!Number.isInteger(samples)) throw new RangeError(`samples must be a whole number, not ${samples}`);
  const count = Math.max(2, samples);
  const xs = new Float64Array(count + 1);
  const ys = new Float64Array(count + 1);
  for (let i = 0; i <= count; i += 1) {
    xs[i] = evenGridValue(i, count, xMin, xMax);
    ys[i] = f(xs[i]);
  }
  // Domain edges are judged on the curve's own scale (a typical |y|), whatever side is fitted.
  const scale = robustMaxOfValues(ys);
  const robust = reach.side === 'aroundZero' ? scale : robustMaxOfDistances(Array.from(ys, (y) => reachDistance(reach, y)));
  let largest = robust;
  for (const limit of domainEdgeLimits(f, xs, ys, scale, lowest, highest)) largest = Math.max(largest, reachDistance(reach, limit));
  for (const value of boundaryValues(f, candidates, xs, scale, lowest, highest)) largest = Math.max(largest, reachDistance(reach, value));
  return largest;
}

/**
 * Max |y| over the finite values, unless a few values dwarf the rest: then values above 4× the 90th
 * percentile of |y| are set aside, so the curve next to a pole stays readable. 0 when no value is
 * finite and non-zero.
 * @param {ArrayLike<number>} values
 * @returns {number}
 */
export function robustMaxOfValues(values) {
  return robustMaxOfDistances(Array.from(values, Math.abs));
}

/**
 * robustMaxOfValues over distances already measured from the frame's anchor; only the finite ones
 * at or beyond the anchor count (a value on the far side of a given end is not shown).
 * @param {ArrayLike<number>} distances
 * @returns {number}
 */
function robustMaxOfDistances(distances) {
  const magnitudes = new Float64Array(distances.length);
  let count = 0;
  for (let i = 0; i < distances.length; i += 1) {
    if (Number.isFinite(distances[i]) && distances[i] >= 0) magnitudes[count++] = distances[i];
  }
  const sorted = magnitudes.subarray(0, count).sort();  // typed arrays sort numerically
  const largest = count > 0 ? sorted[count - 1] : 0;
  if (!(largest > 0)) return 0;
  const percentile90 = sorted[Math.floor(((count - 1) * 9) / 10)];
  if (!(percentile90 > 0)) return largest;
  const limit = 4 * percentile90;
  for (let i = count - 1; i >= 0; i -= 1) {
    if (sorted[i] <= limit) return sorted[i];
  }
  return largest;
}

/**
 * The finite limits at the domain edges between the samples (xs[i], ys[i]) (Swift's
 * `DomainEdges.limits`). Where one sample is defined and its neighbour is not, the edge is bisected
 * towards the undefined side down to adjacent doubles. A steep bounded end (asin x at 1) has a
 * limit there: f at the last defined point and two gaps further in agree within
 * EDGE_TOLERANCE × max(|y|, scale), and beyond the edge f is NaN. A pole is left out: its values
 * still differ by a factor there (ln x at 0, 1/x), or f is ±Infinity beyond the edge (1/x sampled at
 * exactly 0; exp x overflowing at x ≈ 709.8, which would otherwise "settle" at 1.8e308).
 * @param {(x: number) => number} f
 * @param {ArrayLike<number>} xs
 * @param {ArrayLike<number>} ys
 * @param {number} scale a typical |y| of f
 * @param {number} [lowest] nothing below it is evaluated (a restricted curve's from)
 * @param {number} [highest] nothing above it is evaluated (a restricted curve's to)
 * @returns {number[]}
 */
export function domainEdgeLimits(f, xs, ys, scale, lowest = -Infinity, highest = Infinity) {
  const limits = [];
  let edges = 0;
  for (let i = 0; i + 1 < xs.length; i += 1) {
    if (Number.isFinite(ys[i]) === Number.isFinite(ys[i + 1])) continue;
    edges += 1;
    if (edges > MAXIMUM_EDGES) break;
    const [defined, undefinedSide] = Number.isFinite(ys[i]) ? [i, i + 1] : [i + 1, i];
    const limit = edgeLimit(f, xs[defined], ys[defined], xs[undefinedSide], ys[undefinedSide], scale, lowest, highest);
    if (limit !== null) limits.push(limit);
  }
  return limits;
}

/**
 * The value at the last defined point before the edge between x (defined, `value`) and `edge`
 * (undefined, `edgeValue`), or null when f is still changing there or is infinite beyond (a pole), or
 * when the value to compare with lies outside lowest … highest.
 */
function edgeLimit(f, x, value, edge, edgeValue, scale, lowest, highest) {
  const bisection = new DomainEdgeBisection().start(x, value, edge, edgeValue).narrow({ valueAt: f }, EDGE_BISECTIONS);
  const { inside, outside, insideValue: last, outsideValue: beyond } = bisection;
  if (!Number.isNaN(beyond)) return null;
  // Two gaps back towards the defined side: close enough that a bounded end has settled, even
  // when a bisection step landed exactly on the edge and every later step was undefined.
  const nearbyX = inside - 2 * (outside - inside);
  // Only where every bisection step was undefined can it lie beyond the defined sample, and so beyond
  // a restricted curve's end; that sample's value still counts in the robust maximum.
  if (!(nearbyX >= lowest && nearbyX <= highest)) return null;
  const nearby = f(nearbyX);
  if (!Number.isFinite(nearby)) return null;
  return Math.abs(last - nearby) <= EDGE_TOLERANCE * Math.max(Math.abs(last), scale) ? last : null;
}

/**
 * Step 3: the frame's yMax for curves reaching `largest` in |y| (Swift's `Fit.frame(around:)`). The
 * frame −F … F leaves at least 5 % of its height 2F free beyond the extremes, so F ≥ largest / 0.9,
 * rounded up by niceAtLeast. Nothing to show (0, NaN) gives 1. A frame is never taller than a graph can
 * draw (TALLEST_FRAME): a curve reaching 1e300 leaves it at the top.
 * @param {number} largest
 * @returns {number}
 */
export function fitFrame(largest) {
  if (!(Number.isFinite(largest) && largest > 0)) return 1;
  return Math.min(niceAtLeast(largest / 0.9), TALLEST_FRAME);
}

/**
 * The largest yMax of a fitted frame −yMax … yMax: 4e299, a nice number whose frame is narrower than the
 * widest range a graph draws (WIDEST_SPAN; Swift's `Fit.tallestFrame`).
 */
export const TALLEST_FRAME = 0.4 * WIDEST_SPAN;

/** The mantissas × 10 of nice frame values, in increasing order; 100 closes the decade. */
const MANTISSAS = [10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100];

/**
 * The smallest nice number ≥ value (Swift's `NiceFrame.atLeast`): m × 10ⁿ with
 * m ∈ {1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8}, so the yMax label reads 1.2 or 4, never 3.896. Each
 * candidate is the double nearest to the decimal `<k>e<n>` (k = 10, 12, … 100), read by the
 * correctly rounded number parser, so Swift and JS get the same double and it prints briefly
 * (6e300, not 6.000000000000002e300). A value that is not positive and finite is returned, and so
 * is one above 8e307, where no finite nice number is as large.
 * @param {number} value
 * @returns {number}
 */
export function niceAtLeast(value) {
  if (!(Number.isFinite(value) && value > 0)) return value;
  // The decade: 10 × 10^e ≤ value < 100 × 10^e. The logarithm only gives a first guess (its last
  // bit may differ between languages); exact comparisons settle e.
  let e = Math.floor(Math.log10(value)) - 1;
  while (candidate(10, e) > value) e -= 1;
  while (candidate(100, e) <= value) e += 1;
  for (const k of MANTISSAS) {
    const nice = candidate(k, e);
    if (nice >= value) return Number.isFinite(nice) ? nice : value;
  }
  return value;
}

/** The double nearest to k × 10^e. */
function candidate(k, e) {
  return Number(`${k}e${e}`);
}
