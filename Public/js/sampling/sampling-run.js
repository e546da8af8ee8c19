// One sampling pass (SPEC §3, R-SAMPLE): the grid, the second-difference smoothness test, chord
// refinement, the jump and domain-edge bisections, the pole probe among poles a few pixels apart, and
// the bands drawn where a column cannot be resolved (zoomed far out; those methods are in
// sampling-run-band.js, as Swift keeps them in SamplingRun+Band.swift). A port of Sources/PlotCore/Sampling/SamplingRun.swift, with the same
// constants and budgets and the arithmetic written in the same order, so both languages round alike.
//
// It runs every animation frame, so the hot path allocates no per-point objects: points travel as
// plain numbers, the grid lives in typed arrays reused from call to call, and results that would be
// tuples in Swift (a domain edge, the two sides of a jump) are left in fields.

import { PolylineAssembler } from './polyline-assembler.js';
import { ColumnBuffer } from './column-buffer.js';
import { BAND_TURN_THRESHOLD, GOLDEN_RATIO_CONJUGATE, WITNESS_DISTANCE, bandMethods } from './sampling-run-band.js';

/** Chord refinement stops at 1/1024 of a pixel; only jump checks go deeper. */
const MAXIMUM_CHORD_DEPTH = 10;
/** Bisection steps for domain edges and jumps: enough to reach double precision from one pixel. */
const MAXIMUM_BISECTIONS = 64;
/**
 * A step still there at this depth (1/16 px) makes the column a band where the budget cannot pay for
 * a jump check, or where the last pole lies at most DENSE_STEPS columns before.
 */
const STEP_DEPTH = 4;
const DENSE_STEPS = 8;
/** Pixel ys are clamped this far outside the frame, so huge values near poles stay harmless. */
const CLAMP_DISTANCE = 1e6;
/** How many columns' budget may be saved up (and the budget a pass starts with). */
const MAXIMUM_SAVED_COLUMNS = 32;

// The column buffer, reused from call to call (sampling is synchronous, so one is enough).
const reusableColumn = new ColumnBuffer();

// The grid's typed arrays, reused from call to call (sampling is synchronous, so one set is enough).
const gridBuffers = {
  xs: new Float64Array(0),
  ys: new Float64Array(0),
  py: new Float64Array(0),
};

// The smooth columns of the grid (1) and the others (0), reused likewise.
let smoothBuffer = new Uint8Array(0);

/** The smooth-column mask, at least `length` long. */
function smoothMask(length) {
  if (smoothBuffer.length < length) smoothBuffer = new Uint8Array(Math.max(length, 2 * smoothBuffer.length));
  return smoothBuffer;
}

/** One smooth column in this many is checked for aliasing (refuseAliasedRuns). */
const ALIAS_CHECK_SPACING = 8;

// The pole probe's xs and values in the current column (at most one per chord depth).
const probeXs = new Float64Array(MAXIMUM_CHORD_DEPTH);
const probeYs = new Float64Array(MAXIMUM_CHORD_DEPTH);

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
   * @param {number} [from] the curve exists only on from ≤ x ≤ to: nothing outside is evaluated
   * @param {number} [to]
   */
  constructor(f, viewport, settings, from = -Infinity, to = Infinity) {
    this.f = f;
    this.curveFrom = from;
    this.curveTo = to;
    this.xMin = viewport.xMin;
    this.xMax = viewport.xMax;
    this.yMin = viewport.yMin;
    this.yMax = viewport.yMax;
    this.height = viewport.height;
    this.columns = Math.ceil(viewport.width);
    // Pixels per data unit, kept so that conversions multiply rather than divide (as in Swift).
    this.xScale = viewport.width / (viewport.xMax - viewport.xMin);
    this.yScale = viewport.height / (viewport.yMax - viewport.yMin);
    this.tolerance = settings.refinementTolerance;
    this.margin = settings.clipMargin;
    // The rows pixelY() and clippedRow() clamp to, worked out once (the same doubles).
    this.clampTop = -CLAMP_DISTANCE;
    this.clampBottom = viewport.height + CLAMP_DISTANCE;
    this.clipTop = -settings.clipMargin;
    this.clipBottom = viewport.height + settings.clipMargin;
    // The values a band that reaches beyond the frame is drawn to: the middle of the clip band, so its
    // lines end beyond the frame without being cut there (Viewport.dataY's arithmetic, as in Swift).
    const yRange = viewport.yMax - viewport.yMin;
    this.bandCeiling = viewport.yMax - (-settings.clipMargin / 2 / viewport.height) * yRange;
    this.bandFloor = viewport.yMax - ((viewport.height + settings.clipMargin / 2) / viewport.height) * yRange;
    this.perColumn = settings.refinementBudgetPerColumn;
    // Refinement evaluations the pass may still spend: each column adds perColumn; what a column
    // does not spend is saved, up to MAXIMUM_SAVED_COLUMNS columns' worth. An isolated pole (tan x on
    // ±10) draws on the savings; poles a few pixels apart (tan x on ±1000) cannot, and become bands.
    this.budget = this.perColumn * MAXIMUM_SAVED_COLUMNS;
    this.evaluations = 0;
    this.output = new PolylineAssembler(viewport, settings.clipMargin, settings.simplificationTolerance);
    /** The column being sampled in auto mode, judged before it reaches the output. */
    this.column = reusableColumn;
    this.column.reset();
    /**
     * Whether the current column's curve was left unresolved (out of budget, or a step among poles a
     * few pixels apart): it is drawn as its band.
     */
    this.columnIsUnresolved = false;
    /** How many of probeXs/probeYs hold the current column's pole probe (probeFindsPole()). */
    this.probeLength = 0;
    /** Whether a step (a pole, as far as the column shows) left it unresolved. */
    this.columnHasStep = false;
    // The column being sampled, and the last one where a pole was found or a step left unresolved.
    this.columnIndex = 0;
    this.lastStepColumn = -Infinity;
    // What joins one band column to the next: the pending right end of the last band (not yet passed
    // on), that band's last point's y and its pixel rows, and the step the last climb ended at.
    this.hasPendingEdge = false;
    this.pendingX = 0;
    this.pendingY = 0;
    this.previousEndedLow = false;
    this.previousTop = 0;
    this.previousBottom = 0;
    // Whether that band was a step's (a pole's): the next column then gets the pole probe, not the seeds.
    this.previousBandAtStep = false;
    this.bandStep = Infinity;
    this.width = viewport.width;
    // The auto grid (columnGrid): whether its first and last columns are parts of columns, and the
    // intervals whose second differences use only even spacing.
    this.firstIsPartial = false;
    this.lastIsPartial = false;
    this.firstSmoothable = 1;
    this.lastSmoothable = this.columns - 2;
    // Results of domainEdge() and jump(): the points Swift returns as tuples.
    this.edgeX = 0;
    this.edgeY = 0;
    this.leftX = 0;
    this.leftY = 0;
    this.rightX = 0;
    this.rightY = 0;
    // Start, column ends and result of climb(), and whether narrowBracket() agreed (sampling-run-band.js).
    // Every field is set here, so that all runs share one hidden class and the hot methods stay
    // monomorphic.
    this.climbX = 0;
    this.climbY = 0;
    this.climbLeftEndY = 0;
    this.climbRightEndY = 0;
    this.bracketAgreed = false;
  }

  /** The finished segments. */
  finish() {
    return this.output.finish();
  }

  // --- Modes

  /**
   * Every device-pixel column, then adaptive refinement where the curve needs it. A column whose curve
   * turns more than once, or cannot be resolved within the budget, is drawn as its band.
   */
  sampleAuto() {
    const visible = this.visibleRange();
    if (!visible) return;
    const [low, high] = visible;
    if (low === high) {
      this.addLonePoint(low);
      return;
    }
    const { xs, ys, py } = gridArrays(this.columns + 1);
    const columns = this.columnGrid(low, high, xs);
    // The intervals whose second differences use only even spacing.
    this.firstSmoothable = this.firstIsPartial ? 2 : 1;
    this.lastSmoothable = this.lastIsPartial ? columns - 3 : columns - 2;
    this.evaluateGrid(columns, xs, ys);
    for (let i = 0; i <= columns; i += 1) py[i] = this.pixelY(ys[i]);
    const smooth = smoothMask(columns);
    for (let i = 0; i < columns; i += 1) smooth[i] = this.isSmooth(py, i) ? 1 : 0;
    this.refuseAliasedRuns(smooth, columns, xs, py);
    const output = this.output;
    const column = this.column;
    const saved = this.perColumn * MAXIMUM_SAVED_COLUMNS;
    for (let i = 0; i < columns; i += 1) {
      this.budget = Math.min(this.budget + this.perColumn, saved);
      this.columnIndex = i;
      const ax = xs[i];
      const ay = ys[i];
      const bx = xs[i + 1];
      const by = ys[i + 1];
      const aDefined = Number.isFinite(ay);
      const bDefined = Number.isFinite(by);
      if (aDefined && bDefined) {
        if (smooth[i] === 1) {
          this.addPendingEdge();
          if (i === 0) output.add(ax, ay);
          output.add(bx, by);
          continue;
        }
        this.startColumn();
        this.sampleColumn(ax, ay, bx, by);
        this.finishColumn(ax, ay, bx, by, false, false, i === 0);
      } else if (aDefined) {
        this.startColumn();
        this.domainEdge(ax, ay, bx);
        const ex = this.edgeX;
        const ey = this.edgeY;
        this.refine(ax, ay, ex, ey, 0);
        column.add(ex, ey);
        column.breakSegment();
        this.finishColumn(ax, ay, ex, ey, false, true, i === 0);
      } else if (bDefined) {
        this.startColumn();
        this.domainEdge(bx, by, ax);
        const ex = this.edgeX;
        const ey = this.edgeY;
        column.add(ex, ey);
        this.refine(ex, ey, bx, by, 0);
        this.finishColumn(ex, ey, bx, by, true, false, i === 0);
      }
    }
    this.addPendingEdge();
    output.breakSegment();
  }

  /**
   * Samples the column from a to b (both defined): refines it, unless the columns before show that it
   * is to be a band. Among poles a few pixels apart, the pole probe may find one in a few bisections;
   * right after a band, the band's seeds may show the curve turning more than once. Either leaves the
   * column unresolved without refining it.
   */
  sampleColumn(ax, ay, bx, by) {
    if (this.hasPendingEdge && !this.previousBandAtStep) {
      if (this.seedsTurnMoreThanOnce(ax, ay, bx, by)) {
        this.columnIsUnresolved = true;
        return;
      }
    } else if (this.columnIndex - this.lastStepColumn <= DENSE_STEPS && this.probeFindsPole(ax, ay, bx, by)) {
      this.columnIsUnresolved = true;
      this.columnHasStep = true;
      this.lastStepColumn = this.columnIndex;
      return;
    }
    this.refine(ax, ay, bx, by, 0);
  }

  startColumn() {
    this.column.reset();
    this.columnIsUnresolved = false;
    this.columnHasStep = false;
    this.probeLength = 0;
  }

  /**
   * Passes the column on as refined, or as its band when the curve turns more than once in it or its
   * refinement ran out of budget. The column runs from left (lx, ly) to right (rx, ry); either may be a
   * domain edge, which the curve ends or starts at.
   */
  finishColumn(lx, ly, rx, ry, leftIsDomainEdge, rightIsDomainEdge, isFirst) {
    const column = this.column;
    if (this.columnIsUnresolved || this.witnessesDisagree(lx, ly, rx, ry, leftIsDomainEdge)
      || column.turnsMoreThanOnce(this.yMax, this.yScale, -this.margin, this.height + this.margin, BAND_TURN_THRESHOLD)) {
      this.addBand(lx, ly, rx, ry, leftIsDomainEdge, rightIsDomainEdge, isFirst);
      return;
    }
    this.addPendingEdge();
    const output = this.output;
    if (isFirst && !leftIsDomainEdge) output.add(lx, ly);
    const cxs = column.xs;
    const cys = column.ys;
    // A turn at an end of the column (a break first or last in it: undefined there, nothing turns).
    if (!leftIsDomainEdge && (column.length > 0 ? !Number.isNaN(cxs[0]) : !rightIsDomainEdge)) {
      const ix = column.length > 0 ? cxs[0] : +rx;
      const iy = column.length > 0 ? cys[0] : +ry;
      if (this.turnAtEnd(lx, ly, ix, iy)) output.add(this.climbX, this.climbY);
    }
    for (let k = 0; k < column.length; k += 1) {
      if (Number.isNaN(cxs[k])) {
        output.breakSegment();
        continue;
      }
      // A sharp extreme (1/(x²+1e-6) at 0) lies between this vertex and a neighbour.
      const hasLeft = k > 0 ? !Number.isNaN(cxs[k - 1]) : !leftIsDomainEdge;
      const hasRight = k + 1 < column.length ? !Number.isNaN(cxs[k + 1]) : !rightIsDomainEdge;
      if (hasLeft && hasRight) {
        // (+ tells the compiler the ends are numbers, so that the points stay unboxed doubles.)
        const px = k > 0 ? cxs[k - 1] : +lx;
        const py = k > 0 ? cys[k - 1] : +ly;
        const nx = k + 1 < column.length ? cxs[k + 1] : +rx;
        const ny = k + 1 < column.length ? cys[k + 1] : +ry;
        if (this.sharpenExtreme(px, py, cxs[k], cys[k], nx, ny)) {
          const before = this.climbX < cxs[k];
          if (before) output.add(this.climbX, this.climbY);
          output.add(cxs[k], cys[k]);
          if (!before) output.add(this.climbX, this.climbY);
          continue;
        }
      }
      output.add(cxs[k], cys[k]);
    }
    if (!rightIsDomainEdge) {
      const last = column.length - 1;
      if (last >= 0 ? !Number.isNaN(cxs[last]) : !leftIsDomainEdge) {
        const ix = last >= 0 ? cxs[last] : +lx;
        const iy = last >= 0 ? cys[last] : +ly;
        if (this.turnAtEnd(rx, ry, ix, iy)) output.add(this.climbX, this.climbY);
      }
      output.add(rx, ry);
    }
  }

  /**
   * N + 1 evenly spaced samples over the visible part of the curve, joined as they are, split where
   * undefined and at asymptotes.
   */
  sampleUniform(count) {
    const visible = this.visibleRange();
    if (!visible) return;
    const [low, high] = visible;
    if (low === high) {
      this.addLonePoint(low);
      return;
    }
    const { xs, ys } = gridArrays(count + 1);
    for (let i = 0; i < count; i += 1) xs[i] = low + ((high - low) * i) / count;
    xs[count] = high;
    this.evaluateGrid(count, xs, ys);
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

  // --- The grid

  /** The part of the curve inside the frame, [low, high] (Swift's visibleRange()); null when none is. */
  visibleRange() {
    const low = Math.max(this.curveFrom, this.xMin);
    const high = Math.min(this.curveTo, this.xMax);
    return low <= high ? [low, high] : null;
  }

  /** A curve that touches the frame at one x only (restricted to end on its left or right edge). */
  addLonePoint(x) {
    const y = this.f(x);
    this.evaluations += 1;
    if (Number.isFinite(y)) this.output.add(x, y);
  }

  /**
   * The edge of device-pixel column k (k = 0 … columns) in data units, computed the same way for every
   * restriction, so a restricted curve keeps the unrestricted one's columns.
   */
  columnEdge(k) {
    const columns = this.columns;
    return k === columns ? this.xMax : this.xMin + ((this.xMax - this.xMin) * k) / columns;
  }

  /**
   * The xs auto mode starts from, into `xs`: low, the column edges strictly inside low … high, and
   * high; returns the number of intervals. Unrestricted, that is every column edge from xMin to xMax.
   * Where low (or high) is not a column edge, the first (last) column is only part of one, and
   * firstIsPartial (lastIsPartial) is set.
   */
  columnGrid(low, high, xs) {
    const columns = this.columns;
    // The first edge beyond low: a guess from the pixel position, settled by exact comparisons with
    // the edges themselves (rounding may put the guess one off).
    const guess = Math.floor(((low - this.xMin) / (this.xMax - this.xMin)) * columns);
    let k = Math.min(Math.max(guess, 0), columns);
    while (k > 0 && this.columnEdge(k - 1) > low) k -= 1;
    while (k <= columns && this.columnEdge(k) <= low) k += 1;
    this.firstIsPartial = k === 0 || this.columnEdge(k - 1) !== low;
    let count = 0;
    xs[0] = low;
    while (k <= columns && this.columnEdge(k) < high) {
      count += 1;
      xs[count] = this.columnEdge(k);
      k += 1;
    }
    this.lastIsPartial = k > columns || this.columnEdge(k) !== high;
    count += 1;
    xs[count] = high;
    return count;
  }

  /** The function's values at xs[0 … count] into `ys`. */
  evaluateGrid(count, xs, ys) {
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
    return Math.min(Math.max(py, this.clampTop), this.clampBottom);
  }

  /**
   * Whether the interval i…i+1 needs no refinement: the second differences around it show the
   * chord is already close enough (its deviation is about |Δ²y| / 8), or both ends are off the same
   * edge of the frame. Undefined neighbours (NaN) make an interval not smooth, and so does a
   * neighbour at the end of a partial column (a restricted curve's from or to): the uneven spacing
   * there would make a second difference measure the slope as well as the curvature.
   */
  isSmooth(py, i) {
    const a = py[i];
    const b = py[i + 1];
    if (this.isHidden(a, b)) return true;
    if (i < this.firstSmoothable || i > this.lastSmoothable) return false;
    const limit = 8 * this.tolerance * 0.5;
    const before = py[i - 1] - 2 * a + b;
    const after = a - 2 * b + py[i + 2];
    return Math.abs(before) <= limit && Math.abs(after) <= limit;
  }

  /**
   * A curve that repeats about a whole number of times per column (sin x on ±10 000, two periods a
   * column) looks smooth at the column edges alone: the grid samples a slow alias of it. Every run
   * of smooth columns is checked inside, at the golden-ratio fraction of one visible column in
   * ALIAS_CHECK_SPACING (at least one a run): a value there farther than the witness distance from
   * the chord, or undefined, makes the whole run not smooth, so its columns are refined (and drawn
   * as bands where they turn more than once).
   */
  refuseAliasedRuns(smooth, columns, xs, py) {
    let start = 0;
    while (start < columns) {
      if (smooth[start] === 0) {
        start += 1;
        continue;
      }
      let end = start;
      while (end + 1 < columns && smooth[end + 1] === 1) end += 1;
      if (this.runIsAliased(start, end, xs, py)) {
        for (let i = start; i <= end; i += 1) if (!this.isHidden(py[i], py[i + 1])) smooth[i] = 0;
      }
      start = end + 1;
    }
  }

  /** Whether the checks inside the smooth columns start … end show a curve the grid does not. */
  runIsAliased(start, end, xs, py) {
    const length = end - start + 1;
    for (let i = start + (length < ALIAS_CHECK_SPACING ? length >> 1 : ALIAS_CHECK_SPACING >> 1); i <= end; i += ALIAS_CHECK_SPACING) {
      if (this.isHidden(py[i], py[i + 1])) continue;
      const x = xs[i] + (xs[i + 1] - xs[i]) * GOLDEN_RATIO_CONJUGATE;
      this.evaluations += 1;
      const y = this.f(x);
      if (!Number.isFinite(y)) return true;
      const chord = py[i] + (py[i + 1] - py[i]) * GOLDEN_RATIO_CONJUGATE;
      if (Math.abs(this.pixelY(y) - chord) > WITNESS_DISTANCE) return true;
    }
    return false;
  }

  /** Both pixel ys beyond the same edge of the frame: nothing between them shows. */
  isHidden(a, b) {
    const margin = this.margin;
    const bottom = this.height + margin;
    return (a < -margin && b < -margin) || (a > bottom && b > bottom);
  }

  /** A refinement evaluation: charged to the budget and remembered by the column. */
  evaluate(x) {
    this.evaluations += 1;
    this.budget -= 1;
    const y = this.f(x);
    this.column.meet(x, y);
    return y;
  }

  /**
   * Adds the points strictly between a and b (both defined) that keep the polyline within
   * tolerance; ends the segment inside where the curve jumps or is undefined.
   */
  refine(ax, ay, bx, by, depth) {
    const ya = this.pixelY(ay);
    const yb = this.pixelY(by);
    if (this.isHidden(ya, yb)) return;
    if (this.budget <= 0) {
      this.columnIsUnresolved = true;
      return;
    }
    const mid = ax + (bx - ax) / 2;
    if (!(mid > ax && mid < bx)) return;
    const fm = this.probeLength > 0 ? this.probedValue(mid) : this.evaluate(mid);
    const output = this.column;
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
    if (this.isCloseToChord(ax, ya, mid, this.pixelY(fm), bx, yb)) {
      output.add(mid, fm);
      return;
    }
    const isStep = Math.abs(yb - ya) > 2 * this.tolerance;
    if (isStep && depth >= STEP_DEPTH
      && (this.budget < MAXIMUM_BISECTIONS || this.columnIndex - this.lastStepColumn <= DENSE_STEPS)) {
      // Poles a few pixels apart (tan x on ±1000): a step still there at 1/16 px, close to the last
      // one or where the budget cannot pay for a jump check, makes the column a band rather than
      // spend a jump check on each (or risk a line across a pole).
      this.columnIsUnresolved = true;
      this.columnHasStep = true;
      this.lastStepColumn = this.columnIndex;
      return;
    }
    if (depth >= MAXIMUM_CHORD_DEPTH) {
      if (isStep && this.jump(ax, ay, bx, by)) {
        this.lastStepColumn = this.columnIndex;
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
   * Poles a few pixels apart (tan x on ±1000): follows the column's largest rise by bisection, as jump()
   * does, while the chord test fails there. True where the two sides, at most 1/16 of the column
   * apart, lie beyond opposite edges of the clip band: a pole inside, which makes the column a band
   * covering the frame, found at the cost of a few bisections instead of refining the column. The
   * values are kept for refine() (the same midpoints, so the same doubles) when no pole is found.
   */
  probeFindsPole(ax, ay, bx, by) {
    let lx = ax;
    let ly = ay;
    let rx = bx;
    let ry = by;
    for (let depth = 0; ; depth += 1) {
      const rowL = this.pixelY(ly);
      const rowR = this.pixelY(ry);
      if (depth >= STEP_DEPTH && ((rowL < this.clipTop && rowR > this.clipBottom) || (rowL > this.clipBottom && rowR < this.clipTop))) return true;
      if (depth >= MAXIMUM_CHORD_DEPTH || this.isHidden(rowL, rowR)) return false;
      const mid = lx + (rx - lx) / 2;
      if (!(mid > lx && mid < rx)) return false;
      // Counted and met, but charged to the budget only when refine() takes the value (probedValue()).
      const fm = this.f(mid);
      this.evaluations += 1;
      this.column.meet(mid, fm);
      probeXs[this.probeLength] = mid;
      probeYs[this.probeLength] = fm;
      this.probeLength += 1;
      if (!Number.isFinite(fm)) return false;
      const rowM = this.pixelY(fm);
      if (this.isCloseToChord(lx, rowL, mid, rowM, rx, rowR)) return false;
      if (Math.abs(rowM - rowL) >= Math.abs(rowR - rowM)) {
        rx = mid;
        ry = fm;
      } else {
        lx = mid;
        ly = fm;
      }
    }
  }

  /**
   * f(x) for refine(): the pole probe's value where it evaluated x (charged to the budget as refine's
   * own evaluation would be, so refine decides as without the probe), else a refinement evaluation.
   */
  probedValue(x) {
    for (let k = 0; k < this.probeLength; k += 1) {
      if (probeXs[k] === x) {
        this.budget -= 1;
        return probeYs[k];
      }
    }
    return this.evaluate(x);
  }

  /**
   * Whether the chord a–b stays within tolerance of the curve, judged at the midpoint m.
   *
   * The vertical gap is the test. A steep chord may also pass on its perpendicular distance
   * (otherwise every steep stretch would be bisected to the depth limit), but only when m sits
   * near the middle of the rise: at a jump, m sits at one end, however thin the interval.
   * The xs are data xs; the ys are already pixel ys (pixelY), which refine() has at hand.
   */
  isCloseToChord(ax, ya, mx, ym, bx, yb) {
    const tolerance = this.tolerance;
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

// The bands and the sharpening of extremes, kept in their own file as Swift keeps them in an extension.
Object.assign(SamplingRun.prototype, bandMethods);
