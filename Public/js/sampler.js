// The sampler (SPEC §3, R-SAMPLE) and the seeds' fit rule (R-FIT) for the browser: an exact port of
// Sources/PlotCore/Sampling/ (Sampler.swift, SamplingRun.swift, PolylineAssembler.swift,
// Viewport.swift, Fit.swift), so that the live viewer draws the picture of the build-time SVG.
//
//   import { sample, fitYMax } from './sampler.js';
//   const tan = (x) => Math.tan(x);
//   const viewport = { xMin: -10, xMax: 10, yMin: -5, yMax: 5, width: 1600, height: 1000 };
//   const { segments } = sample(tan, viewport);   // one Float64Array [x0, y0, x1, y1, …] per branch
//
// Same grid, same second-difference smoothness test, same refinement, jump and domain-edge
// bisections, same streaming clip and cone simplification, same constants and budgets; the
// arithmetic is written in the same order so both round alike.
//
// It runs every animation frame, so the hot path allocates no per-point objects: points travel as
// plain numbers, the grid and the output live in typed arrays reused from call to call, and
// results that would be tuples in Swift (a domain edge, the two sides of a jump) are left in fields.

/** The accepted sample counts for uniform mode (Swift's `SamplingMode.uniformRange`). */
export const UNIFORM_SAMPLES = Object.freeze({ min: 2, max: 10_000 });
/** The largest side of a viewport, in device pixels: protects against a width of 1e9. */
export const MAXIMUM_PIXELS = 20_000;
/** Samples used by the fit rule when the plot itself samples adaptively (Swift's `Fit.autoSampleCount`). */
export const FIT_AUTO_SAMPLES = 1000;

/** The Swift `Sampler`'s properties and their defaults. */
const DEFAULT_OPTIONS = Object.freeze({
  /** Largest distance, in device pixels, between a refined chord and the curve at its midpoint. */
  refinementTolerance: 0.25,
  /** Largest distance, in device pixels, that dropping collinear points may move the polyline. */
  simplificationTolerance: 0.2,
  /** Refinement evaluations allowed per pixel column: bounds the work on sin(1/x) near 0. */
  refinementBudgetPerColumn: 8,
  /** How far outside the frame, in device pixels, lines are clipped. */
  clipMargin: 8,
});

/** Chord refinement stops at 1/1024 of a pixel; only jump checks go deeper. */
const MAXIMUM_CHORD_DEPTH = 10;
/** Bisection steps for domain edges and jumps: enough to reach double precision from one pixel. */
const MAXIMUM_BISECTIONS = 64;
/** Pixel ys are clamped this far outside the frame, so huge values near poles stay harmless. */
const CLAMP_DISTANCE = 1e6;

/** Why a viewport or sampling request cannot be honoured; `field` names the culprit (`from`, `width`, …). */
export class SamplingError extends Error {
  /**
   * @param {string} field the option or field at fault, as the command line names it
   * @param {string} message
   */
  constructor(field, message) {
    super(message);
    this.name = 'SamplingError';
    this.field = field;
  }
}

/**
 * The visible data rectangle and the size it is drawn at. Pixel coordinates run right and down
 * from the top-left corner, as on screen.
 * @typedef {object} Viewport
 * @property {number} xMin
 * @property {number} xMax
 * @property {number} yMin
 * @property {number} yMax
 * @property {number} width in device pixels, 1 … 20000
 * @property {number} height in device pixels, 1 … 20000
 */

/**
 * The sampler's output and what it cost.
 * @typedef {object} SampleResult
 * @property {Float64Array[]} segments polylines in data coordinates, interleaved [x0, y0, x1, y1, …];
 *   no line joins one segment to the next
 * @property {number} evaluations how many times the function was called
 */

// --- Viewport

/**
 * Checks everything a caller could get wrong about a viewport, as Swift's `Viewport.init` does.
 * @param {Viewport} viewport
 * @throws {SamplingError} whose `field` (and message) names the culprit: from, to, ymin, ymax, width, height
 */
export function validateViewport(viewport) {
  const { xMin, xMax, yMin, yMax, width, height } = viewport;
  checkFinite('from', xMin);
  checkFinite('to', xMax);
  checkFinite('ymin', yMin);
  checkFinite('ymax', yMax);
  checkFinite('width', width);
  checkFinite('height', height);
  checkPixels('width', width);
  checkPixels('height', height);
  checkRange(xMin, xMax, 'from', 'to', width);
  checkRange(yMin, yMax, 'ymin', 'ymax', height);
}

function checkFinite(name, value) {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new SamplingError(name, `${name} must be a finite number, not ${swiftNumber(value)}`);
  }
}

function checkPixels(name, value) {
  if (!(value >= 1 && value <= MAXIMUM_PIXELS)) {
    throw new SamplingError(name, `${name} must be from 1 to ${MAXIMUM_PIXELS} pixels, not ${swiftNumber(value)}`);
  }
}

/** A range must be increasing and wide enough that one pixel still spans many doubles. */
function checkRange(low, high, lower, upper, pixels) {
  if (!(low < high)) {
    throw new SamplingError(upper, `${upper} (${swiftNumber(high)}) must be greater than ${lower} (${swiftNumber(low)})`);
  }
  if (!Number.isFinite(high - low)) {
    throw new SamplingError(upper, `the range ${lower} … ${upper} is too wide`);
  }
  const magnitude = Math.max(Math.abs(low), Math.abs(high));
  if (!((high - low) / pixels > magnitude * 1e-12)) {
    throw new SamplingError(upper, `the range ${lower} … ${upper} is too narrow to plot at this size (double precision)`);
  }
}

/** A number as Swift's `Double.description` writes it (`1.0`, `1e-05`, `1e+16`, `nan`), so messages match the CLI's. */
function swiftNumber(value) {
  if (typeof value !== 'number') return String(value);
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  const magnitude = Math.abs(value);
  if (magnitude !== 0 && (magnitude < 1e-4 || magnitude > 2 ** 53)) {
    const [digits, exponent] = value.toExponential().split('e');
    const sign = exponent[0] === '-' ? '-' : '+';
    return `${digits}e${sign}${exponent.slice(1).padStart(2, '0')}`;
  }
  const text = String(value);
  return Number.isInteger(value) ? `${Object.is(value, -0) ? '-0' : text}.0` : text;
}

// --- Sampling

/**
 * Samples `f` over `viewport` into segments a mathematician would draw.
 *
 * In `"auto"` mode every device-pixel column is sampled, then intervals whose neighbours show
 * curvature are bisected until the chord is within `refinementTolerance` of the curve; a jump that
 * does not shrink under bisection splits the segment; domain edges are found by bisection; the
 * result is clipped just outside the frame and collinear points are dropped. With a whole number N,
 * N + 1 evenly spaced samples are joined as they are, split where undefined and at asymptotes.
 *
 * @param {(x: number) => number} f the function; NaN or ±Infinity where undefined
 * @param {Viewport} viewport width and height in device pixels
 * @param {'auto' | number} [mode] `"auto"` or the number of uniform intervals N (2 … 10000)
 * @param {Partial<typeof DEFAULT_OPTIONS>} [options] refinementTolerance, simplificationTolerance,
 *   refinementBudgetPerColumn, clipMargin
 * @returns {SampleResult}
 * @throws {SamplingError} for a bad viewport (field from/to/ymin/ymax/width/height) or mode (field samples)
 */
export function sample(f, viewport, mode = 'auto', options = {}) {
  validateViewport(viewport);
  const settings = settingsFrom(options);
  const run = new SamplingRun(f, viewport, settings);
  if (mode === 'auto') {
    run.sampleAuto();
  } else {
    run.sampleUniform(uniformCount(mode));
  }
  return { segments: run.finish(), evaluations: run.evaluations };
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
  const { min, max } = UNIFORM_SAMPLES;
  if (!Number.isInteger(mode)) {
    throw new SamplingError('samples', `samples must be "auto" or a whole number from ${min} to ${max}, not ${String(mode)}`);
  }
  if (mode < min || mode > max) throw new SamplingError('samples', `samples must be from ${min} to ${max}, not ${mode}`);
  return mode;
}

// Typed arrays reused from call to call (sampling is synchronous, so one set is enough).
const scratch = {
  xs: new Float64Array(0),
  ys: new Float64Array(0),
  py: new Float64Array(0),
  points: new Float64Array(8192),
};

/** The grid arrays, at least `length` long. */
function gridArrays(length) {
  if (scratch.xs.length < length) {
    const capacity = Math.max(length, 2 * scratch.xs.length);
    scratch.xs = new Float64Array(capacity);
    scratch.ys = new Float64Array(capacity);
    scratch.py = new Float64Array(capacity);
  }
  return scratch;
}

/** The state of one sampling pass: the function, the frame, the budget and the output so far. */
class SamplingRun {
  constructor(f, viewport, settings) {
    this.f = f;
    this.xMin = viewport.xMin;
    this.xMax = viewport.xMax;
    this.yMax = viewport.yMax;
    this.height = viewport.height;
    this.columns = Math.ceil(viewport.width);
    // Pixels per data unit, kept so that conversions multiply rather than divide (as in Swift).
    this.xScale = viewport.width / (viewport.xMax - viewport.xMin);
    this.yScale = viewport.height / (viewport.yMax - viewport.yMin);
    this.tolerance = settings.refinementTolerance;
    this.margin = settings.clipMargin;
    this.budget = settings.refinementBudgetPerColumn * this.columns;
    this.evaluations = 0;
    this.output = new PolylineAssembler(viewport, settings.clipMargin, settings.simplificationTolerance);
    // Results of domainEdge() and jump(): the points Swift returns as tuples.
    this.edgeX = 0;
    this.edgeY = 0;
    this.leftX = 0;
    this.leftY = 0;
    this.rightX = 0;
    this.rightY = 0;
  }

  /** The finished segments. */
  finish() {
    return this.output.finish();
  }

  // --- Modes

  /** Every device-pixel column, then adaptive refinement where the curve needs it. */
  sampleAuto() {
    const columns = this.columns;
    const { xs, ys, py } = gridArrays(columns + 1);
    this.grid(columns, xs, ys);
    for (let i = 0; i <= columns; i += 1) py[i] = this.pixelY(ys[i]);
    const output = this.output;
    for (let i = 0; i < columns; i += 1) {
      const ax = xs[i];
      const ay = ys[i];
      const bx = xs[i + 1];
      const by = ys[i + 1];
      const aDefined = Number.isFinite(ay);
      const bDefined = Number.isFinite(by);
      if (aDefined && bDefined) {
        if (i === 0) output.add(ax, ay);
        if (!this.isSmooth(py, i, columns)) this.refine(ax, ay, bx, by, 0);
        output.add(bx, by);
      } else if (aDefined) {
        if (i === 0) output.add(ax, ay);
        this.domainEdge(ax, ay, bx);
        const ex = this.edgeX;
        const ey = this.edgeY;
        this.refine(ax, ay, ex, ey, 0);
        output.add(ex, ey);
        output.breakSegment();
      } else if (bDefined) {
        this.domainEdge(bx, by, ax);
        const ex = this.edgeX;
        const ey = this.edgeY;
        output.add(ex, ey);
        this.refine(ex, ey, bx, by, 0);
        output.add(bx, by);
      }
    }
    output.breakSegment();
  }

  /** N + 1 evenly spaced samples joined as they are, split where undefined and at asymptotes. */
  sampleUniform(count) {
    const { xs, ys } = gridArrays(count + 1);
    this.grid(count, xs, ys);
    const output = this.output;
    for (let i = 0; i <= count; i += 1) {
      const x = xs[i];
      const y = ys[i];
      if (!Number.isFinite(y)) {
        output.breakSegment();
        continue;
      }
      // Any visible step may hide an asymptote between two samples (tan x at 50 samples steps
      // from 5 to −3): the bisection test tells a pole from a steep stretch.
      if (i > 0 && Number.isFinite(ys[i - 1])
        && Math.abs(this.pixelY(y) - this.pixelY(ys[i - 1])) > 2
        && this.jump(xs[i - 1], ys[i - 1], x, y)) {
        output.add(this.leftX, this.leftY);
        output.breakSegment();
        output.add(this.rightX, this.rightY);
      }
      output.add(x, y);
    }
    output.breakSegment();
  }

  /** `count + 1` xs from xMin to xMax (both exact) into `xs`, and the function's values into `ys`. */
  grid(count, xs, ys) {
    const low = this.xMin;
    const high = this.xMax;
    for (let i = 0; i < count; i += 1) xs[i] = low + ((high - low) * i) / count;
    xs[count] = high;
    const f = this.f;
    for (let i = 0; i <= count; i += 1) ys[i] = f(xs[i]);
    this.evaluations += count + 1;
  }

  // --- Refinement

  pixelX(x) {
    return (x - this.xMin) * this.xScale;
  }

  /** Pixel y, clamped far outside the frame; NaN where undefined. */
  pixelY(y) {
    if (!Number.isFinite(y)) return NaN;
    const py = (this.yMax - y) * this.yScale;
    return Math.min(Math.max(py, -CLAMP_DISTANCE), this.height + CLAMP_DISTANCE);
  }

  /**
   * Whether the interval i…i+1 needs no refinement: the second differences around it show the
   * chord is already close enough (its deviation is about |Δ²y| / 8), or both ends are off the same
   * edge of the frame. Undefined neighbours (NaN) make an interval not smooth.
   */
  isSmooth(py, i, count) {
    const a = py[i];
    const b = py[i + 1];
    if (this.isHidden(a, b)) return true;
    if (i === 0 || i + 2 > count) return false;
    const limit = 8 * this.tolerance * 0.5;
    const before = py[i - 1] - 2 * a + b;
    const after = a - 2 * b + py[i + 2];
    return Math.abs(before) <= limit && Math.abs(after) <= limit;
  }

  /** Both pixel ys beyond the same edge of the frame: nothing between them shows. */
  isHidden(a, b) {
    const margin = this.margin;
    const bottom = this.height + margin;
    return (a < -margin && b < -margin) || (a > bottom && b > bottom);
  }

  evaluate(x) {
    this.evaluations += 1;
    this.budget -= 1;
    return this.f(x);
  }

  /**
   * Adds the points strictly between a and b (both defined) that keep the polyline within
   * tolerance; ends the segment inside where the curve jumps or is undefined.
   */
  refine(ax, ay, bx, by, depth) {
    const ya = this.pixelY(ay);
    const yb = this.pixelY(by);
    if (this.budget <= 0 || this.isHidden(ya, yb)) return;
    const mid = ax + (bx - ax) / 2;
    if (!(mid > ax && mid < bx)) return;
    const fm = this.evaluate(mid);
    const output = this.output;
    if (!Number.isFinite(fm)) {
      // Undefined inside: the curve ends on the left and starts again on the right.
      this.domainEdge(ax, ay, mid);
      const lx = this.edgeX;
      const ly = this.edgeY;
      this.refine(ax, ay, lx, ly, depth + 1);
      output.add(lx, ly);
      output.breakSegment();
      this.domainEdge(bx, by, mid);
      const rx = this.edgeX;
      const ry = this.edgeY;
      output.add(rx, ry);
      this.refine(rx, ry, bx, by, depth + 1);
      return;
    }
    if (this.isCloseToChord(ax, ay, mid, fm, bx, by)) {
      output.add(mid, fm);
      return;
    }
    if (depth >= MAXIMUM_CHORD_DEPTH) {
      if (Math.abs(yb - ya) > 2 * this.tolerance && this.jump(ax, ay, bx, by)) {
        output.add(this.leftX, this.leftY);
        output.breakSegment();
        output.add(this.rightX, this.rightY);
      } else {
        output.add(mid, fm);
      }
      return;
    }
    this.refine(ax, ay, mid, fm, depth + 1);
    output.add(mid, fm);
    this.refine(mid, fm, bx, by, depth + 1);
  }

  /**
   * Whether the chord a–b stays within tolerance of the curve, judged at the midpoint m.
   *
   * The vertical gap is the test. A steep chord may also pass on its perpendicular distance
   * (otherwise every steep stretch would be bisected to the depth limit), but only when m sits
   * near the middle of the rise: at a jump, m sits at one end, however thin the interval.
   */
  isCloseToChord(ax, ay, mx, my, bx, by) {
    const tolerance = this.tolerance;
    const ya = this.pixelY(ay);
    const ym = this.pixelY(my);
    const yb = this.pixelY(by);
    const vertical = Math.abs(ym - (ya + yb) / 2);
    if (vertical <= tolerance) return true;
    const rise = Math.abs(yb - ya);
    if (!(vertical <= rise / 4)) return false;
    const xa = this.pixelX(ax);
    const xm = this.pixelX(mx);
    const xb = this.pixelX(bx);
    const dx = xb - xa;
    const dy = yb - ya;
    const perpendicular = Math.abs((xm - xa) * dy - (ym - ya) * dx) / Math.sqrt(dx * dx + dy * dy);
    return perpendicular <= tolerance;
  }

  /**
   * Follows the largest change in y by bisection down to double precision. If it is still larger
   * than a pixel there, it never shrinks: a pole or a jump. Returns true and leaves the defined
   * points on either side in leftX/leftY and rightX/rightY; false for a steep but continuous stretch.
   */
  jump(ax, ay, bx, by) {
    let lx = ax;
    let ly = ay;
    let rx = bx;
    let ry = by;
    for (let step = 0; step < MAXIMUM_BISECTIONS; step += 1) {
      const mid = lx + (rx - lx) / 2;
      if (!(mid > lx && mid < rx)) break;
      const fm = this.evaluate(mid);
      if (!Number.isFinite(fm)) break;
      const leftRise = Math.abs(this.pixelY(fm) - this.pixelY(ly));
      const rightRise = Math.abs(this.pixelY(ry) - this.pixelY(fm));
      if (leftRise >= rightRise) {
        rx = mid;
        ry = fm;
      } else {
        lx = mid;
        ly = fm;
      }
      if (Math.abs(this.pixelY(ry) - this.pixelY(ly)) <= 1) return false;
    }
    this.leftX = lx;
    this.leftY = ly;
    this.rightX = rx;
    this.rightY = ry;
    return true;
  }

  /**
   * Bisects between a defined point and an undefined x to the last defined point, left in
   * edgeX/edgeY, so curves such as √(1−x²) reach y = 0 at x = ±1.
   */
  domainEdge(definedX, definedY, undefinedX) {
    let insideX = definedX;
    let insideY = definedY;
    let outside = undefinedX;
    for (let step = 0; step < MAXIMUM_BISECTIONS; step += 1) {
      const mid = insideX + (outside - insideX) / 2;
      if (mid === insideX || mid === outside) break;
      const fm = this.evaluate(mid);
      if (Number.isFinite(fm)) {
        insideX = mid;
        insideY = fm;
      } else {
        outside = mid;
      }
    }
    this.edgeX = insideX;
    this.edgeY = insideY;
  }
}

/**
 * Receives sampled points in order of x and turns them into the final segments, in one pass:
 * clipping to a band just outside the frame, then dropping collinear points.
 *
 * - Clipping: where the curve leaves the frame, its line is cut at the band's edge, so what shows
 *   keeps its exact direction while coordinates stay small; stretches wholly outside are dropped
 *   and the segment splits there (the band lies outside the frame, so nothing visible is lost).
 * - Simplifying: a "cone" test in pixel space. From the last kept point, the slopes that pass
 *   within the tolerance of every point since form an interval; a point whose slope falls outside
 *   it ends the run. Distances are vertical, an upper bound of the perpendicular distance.
 *
 * A vertex is four numbers: data x, y and pixel px, py.
 */
class PolylineAssembler {
  constructor(viewport, margin, tolerance) {
    this.xMin = viewport.xMin;
    this.yMin = viewport.yMin;
    this.yMax = viewport.yMax;
    this.height = viewport.height;
    this.xScale = viewport.width / (viewport.xMax - viewport.xMin);
    this.yScale = viewport.height / (viewport.yMax - viewport.yMin);
    this.top = -margin;
    this.bottom = viewport.height + margin;
    this.tolerance = tolerance;
    this.segments = [];
    // Kept points of the current run, interleaved x, y; copied out when the run ends.
    this.points = scratch.points;
    this.length = 0;
    // Clipping state: the last point received in this segment.
    this.hasPrevious = false;
    this.previousX = 0;
    this.previousY = 0;
    this.previousPx = 0;
    this.previousPy = 0;
    // Simplification state: the last kept point, the latest point not yet kept, the slope cone.
    this.hasAnchor = false;
    this.anchorPx = 0;
    this.anchorPy = 0;
    this.hasCandidate = false;
    this.candidateX = 0;
    this.candidateY = 0;
    this.candidatePx = 0;
    this.candidatePy = 0;
    this.low = -Infinity;
    this.high = Infinity;
  }

  // --- Input

  /** The next point of the current segment (defined, x beyond the previous point's). */
  add(x, y) {
    if (this.hasPrevious && x <= this.previousX) return;
    const px = (x - this.xMin) * this.xScale;
    const py = (this.yMax - y) * this.yScale;
    const top = this.top;
    const bottom = this.bottom;
    const isInside = py >= top && py <= bottom;
    if (!this.hasPrevious) {
      if (isInside) this.keep(x, y, px, py);
    } else {
      const previousPy = this.previousPy;
      const wasInside = previousPy >= top && previousPy <= bottom;
      if (wasInside && isInside) {
        this.keep(x, y, px, py);
      } else if (wasInside) {
        this.keepCrossing(x, y, px, py, py < top ? top : bottom);
        this.endRun();
      } else if (isInside) {
        this.keepCrossing(x, y, px, py, previousPy < top ? top : bottom);
        this.keep(x, y, px, py);
      } else if ((previousPy < top && py > bottom) || (previousPy > bottom && py < top)) {
        // From above the frame to below it (or back) the line crosses the whole frame.
        this.keepCrossing(x, y, px, py, previousPy < top ? top : bottom);
        this.keepCrossing(x, y, px, py, py < top ? top : bottom);
        this.endRun();
      }
    }
    this.hasPrevious = true;
    this.previousX = x;
    this.previousY = y;
    this.previousPx = px;
    this.previousPy = py;
  }

  /** No line may join the last point to the next one. */
  breakSegment() {
    this.endRun();
    this.hasPrevious = false;
  }

  /** All segments, the current one closed. */
  finish() {
    this.breakSegment();
    scratch.points = this.points;  // keep a grown buffer for the next call
    return this.segments;
  }

  // --- Clipping

  /** Keeps where the line from the previous point to (x, y) crosses the pixel row `row`. */
  keepCrossing(x, y, px, py, row) {
    const t = (row - this.previousPy) / (py - this.previousPy);
    const crossingPx = this.previousPx + (px - this.previousPx) * t;
    const crossingX = this.previousX + (x - this.previousX) * t;
    const crossingY = this.yMax - (row / this.height) * (this.yMax - this.yMin);
    this.keep(crossingX, crossingY, crossingPx, row);
  }

  // --- Simplification

  keep(x, y, px, py) {
    if (!this.hasAnchor) {
      this.setAnchor(x, y, px, py);
      return;
    }
    const dx = px - this.anchorPx;
    if (dx <= 0) {
      // Same pixel column as the anchor (a clipped crossing): keep it as it is.
      this.flushCandidate();
      this.setAnchor(x, y, px, py);
      return;
    }
    const rise = py - this.anchorPy;
    const slope = rise / dx;
    if (this.hasCandidate && (slope < this.low || slope > this.high)) {
      // The candidate is as far as a straight run from the anchor can reach.
      this.setAnchor(this.candidateX, this.candidateY, this.candidatePx, this.candidatePy);
      this.keep(x, y, px, py);
      return;
    }
    const inverse = 1 / dx;
    this.low = Math.max(this.low, (rise - this.tolerance) * inverse);
    this.high = Math.min(this.high, (rise + this.tolerance) * inverse);
    this.hasCandidate = true;
    this.candidateX = x;
    this.candidateY = y;
    this.candidatePx = px;
    this.candidatePy = py;
  }

  setAnchor(x, y, px, py) {
    this.hasAnchor = true;
    this.anchorPx = px;
    this.anchorPy = py;
    this.append(x, y);
    this.hasCandidate = false;
    this.low = -Infinity;
    this.high = Infinity;
  }

  flushCandidate() {
    if (this.hasCandidate) this.append(this.candidateX, this.candidateY);
    this.hasCandidate = false;
    this.low = -Infinity;
    this.high = Infinity;
  }

  append(x, y) {
    if (this.length + 2 > this.points.length) {
      const grown = new Float64Array(2 * this.points.length);
      grown.set(this.points);
      this.points = grown;
    }
    this.points[this.length] = x;
    this.points[this.length + 1] = y;
    this.length += 2;
  }

  /** Ends the current run of kept points as a segment. */
  endRun() {
    this.flushCandidate();
    if (this.length > 0) this.segments.push(this.points.slice(0, this.length));
    this.length = 0;
    this.hasAnchor = false;
  }
}

// --- Fit (R-FIT)

/**
 * yMax for `f` on xMin … xMax by the seeds' fit rule, from `samples + 1` evenly spaced values
 * (Swift's `Fit.yMax(of:xMin:xMax:samples:)`); the y-range is then −yMax … yMax.
 * @param {(x: number) => number} f
 * @param {number} xMin
 * @param {number} xMax
 * @param {number} samples intervals; at least 2 are used (FIT_AUTO_SAMPLES when the plot samples adaptively)
 * @returns {number} a positive yMax
 */
export function fitYMax(f, xMin, xMax, samples) {
  if (!Number.isInteger(samples)) throw new RangeError(`samples must be a whole number, not ${samples}`);
  const count = Math.max(2, samples);
  const values = new Float64Array(count + 1);
  for (let i = 0; i <= count; i += 1) {
    values[i] = f(i === count ? xMax : xMin + ((xMax - xMin) * i) / count);
  }
  return fitYMaxOfValues(values);
}

/**
 * The fit rule applied to values already computed (NaN and ±Infinity are ignored): max |y|, unless a
 * few values dwarf the rest (the 1e16 next to a pole of tan x): then values above 4× the 90th
 * percentile of |y| are set aside, so the curve stays readable. No defined non-zero value gives 1.
 * @param {ArrayLike<number>} values
 * @returns {number}
 */
export function fitYMaxOfValues(values) {
  const magnitudes = new Float64Array(values.length);
  let count = 0;
  for (let i = 0; i < values.length; i += 1) {
    if (Number.isFinite(values[i])) magnitudes[count++] = Math.abs(values[i]);
  }
  const sorted = magnitudes.subarray(0, count).sort();  // typed arrays sort numerically
  const largest = count > 0 ? sorted[count - 1] : 0;
  if (!(largest > 0)) return 1;
  const percentile90 = sorted[Math.floor(((count - 1) * 9) / 10)];
  if (!(percentile90 > 0)) return largest;
  const limit = 4 * percentile90;
  let robust = largest;
  for (let i = count - 1; i >= 0; i -= 1) {
    if (sorted[i] <= limit) {
      robust = sorted[i];
      break;
    }
  }
  return robust > 0 ? robust : 1;
}
