// One sampling pass (SPEC §3, R-SAMPLE): the grid, the second-difference smoothness test, chord
// refinement, and the jump and domain-edge bisections. A port of
// Sources/PlotCore/Sampling/SamplingRun.swift, with the same constants and budgets and the
// arithmetic written in the same order, so both languages round alike.
//
// It runs every animation frame, so the hot path allocates no per-point objects: points travel as
// plain numbers, the grid lives in typed arrays reused from call to call, and results that would be
// tuples in Swift (a domain edge, the two sides of a jump) are left in fields.

import { PolylineAssembler } from './polyline-assembler.js';

/** Chord refinement stops at 1/1024 of a pixel; only jump checks go deeper. */
const MAXIMUM_CHORD_DEPTH = 10;
/** Bisection steps for domain edges and jumps: enough to reach double precision from one pixel. */
const MAXIMUM_BISECTIONS = 64;
/** Pixel ys are clamped this far outside the frame, so huge values near poles stay harmless. */
const CLAMP_DISTANCE = 1e6;

// The grid's typed arrays, reused from call to call (sampling is synchronous, so one set is enough).
const gridBuffers = {
  xs: new Float64Array(0),
  ys: new Float64Array(0),
  py: new Float64Array(0),
};

/** The grid arrays, at least `length` long. */
function gridArrays(length) {
  if (gridBuffers.xs.length < length) {
    const capacity = Math.max(length, 2 * gridBuffers.xs.length);
    gridBuffers.xs = new Float64Array(capacity);
    gridBuffers.ys = new Float64Array(capacity);
    gridBuffers.py = new Float64Array(capacity);
  }
  return gridBuffers;
}

/** The state of one sampling pass: the function, the frame, the budget and the output so far. */
export class SamplingRun {
  /**
   * @param {(x: number) => number} f NaN or ±Infinity where undefined
   * @param {import('./viewport.js').Viewport} viewport already validated
   * @param {import('./sampler.js').SamplerOptions} settings every option set
   */
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
