// One sampling pass: the grid, then column by column in auto mode the refinement, the
// witness and turn checks that judge it, and the column passed on as refined or as its band; in
// uniform mode the samples joined as they are, with poles, jumps and domain edges resolved between
// them (uniform-pass.js). A port of
// Sources/PlotCore/Sampling/SamplingRun.swift, with the same constants and budgets and the arithmetic
// written in the same order, so both languages round alike.
//
// It runs every animation frame, so the hot path allocates no per-point objects: points travel as
// plain numbers, and the grid, the column and the output live in typed arrays of a SamplingScratch,
// which one pass has to itself (sampler.js takes a free one), so a function that samples another
// curve inside its own evaluation leaves this pass's buffers alone.
//
// The pass is made of parts, each in its file and each holding its own state:
//
//   sampling-frame.js      the viewport in device pixels, the clip band
//   counted-curve.js       the function, its from … to, and the count of its evaluations
//   refinement-budget.js   the evaluations refinement may still spend
//   column-grid.js         the grid's xs, values and smooth columns
//   column-refinement.js   the column being refined, and what it found (column-buffer.js)
//   witnesses.js           the check of a refined column off its bisection lattice
//   extreme-climb.js       the climbs to a band's extremes and to sharp extremes
//   bands.js               the band columns and what joins one to the next
//   polyline-assembler.js  breaking at lone values, clipping and simplification of the output
//   uniform-pass.js        uniform mode
//   endpoint-search.js     the dots at the curve's jumps and holes
//
// and they work in the buffers of sampling-scratch.js, bisect with domain-edge-bisection.js and hand
// points back in the objects of curve-point.js.

import { PolylineAssembler } from './polyline-assembler.js';
import { SamplingFrame } from './sampling-frame.js';
import { CountedCurve } from './counted-curve.js';
import { RefinementBudget } from './refinement-budget.js';
import { ColumnRefinement } from './column-refinement.js';
import { UniformPass } from './uniform-pass.js';
import { EndpointSearch, isRounding } from './endpoint-search.js';
import { Witnesses } from './witnesses.js';
import { ExtremeClimb } from './extreme-climb.js';
import { Bands, BAND_TURN_THRESHOLD } from './bands.js';

// The ends of each kind of auto-mode column (ColumnEnds), made once: the loop over the columns passes
// them without allocating (a literal per column was 64 kB of garbage per zoomed-out plot).
const INSIDE_DOMAIN = { leftIsDomainEdge: false, rightIsDomainEdge: false, isFirst: false };
const FIRST_INSIDE_DOMAIN = { leftIsDomainEdge: false, rightIsDomainEdge: false, isFirst: true };
const ENDING_DOMAIN = { leftIsDomainEdge: false, rightIsDomainEdge: true, isFirst: false };
const FIRST_ENDING_DOMAIN = { leftIsDomainEdge: false, rightIsDomainEdge: true, isFirst: true };
const STARTING_DOMAIN = { leftIsDomainEdge: true, rightIsDomainEdge: false, isFirst: false };
const FIRST_STARTING_DOMAIN = { leftIsDomainEdge: true, rightIsDomainEdge: false, isFirst: true };

/** The state of one sampling pass: the function, the frame, the budget and the output so far. */
export class SamplingRun {
  /**
   * @param {(x: number) => number} f NaN or ±Infinity where undefined
   * @param {import('./viewport.js').Viewport} viewport already validated
   * @param {import('./sampler.js').SamplerOptions} settings every option set
   * @param {number} from the curve exists only on from ≤ x ≤ to (±Infinity: unbounded): nothing outside
   *   is evaluated
   * @param {number} to
   * @param {import('./sampling-scratch.js').SamplingScratch} scratch buffers no other pass uses meanwhile
   * @param {((x: number) => number)[]} [candidates] functions whose zeros are where f may jump or have a
   *   hole (endpoint-search.js)
   */
  constructor(f, viewport, settings, from, to, scratch, candidates = []) {
    const curve = new CountedCurve(f, from, to);
    const frame = new SamplingFrame(viewport, settings.clipMargin);
    const tolerance = settings.refinementTolerance;
    this.curve = curve;
    this.frame = frame;
    this.tolerance = tolerance;
    this.grid = scratch.grid;
    this.output = new PolylineAssembler(viewport, settings.clipMargin, settings.simplificationTolerance, scratch);
    this.budget = new RefinementBudget(settings.refinementBudgetPerColumn);
    /** The column being sampled in auto mode, judged before it reaches the output. */
    this.column = new ColumnRefinement(curve, frame, tolerance, this.budget, scratch.column, scratch.probe);
    this.witnesses = new Witnesses(curve, frame, scratch.column, scratch.polyline);
    this.climb = new ExtremeClimb(curve, frame, tolerance);
    this.bands = new Bands(curve, frame, this.climb, this.output, scratch.seeds);
    this.candidates = candidates;
    /** The part of the x-range sampled (null before sample()), and the jumps uniform mode found there. */
    this.sampled = null;
    this.uniformJumps = [];
    /** The candidate functions' zeros, where uniform mode looked them up before sampling (else null). */
    this.candidateZeros = null;
    /** How many columns were drawn as bands at a step: each hides a jump or a pole. */
    this.stepBands = 0;
  }

  /** How many times the function was called. */
  get evaluations() {
    return this.curve.evaluations;
  }

  /**
   * Samples the part of the curve inside the frame in `mode` ('auto', or a whole number N of uniform
   * intervals, already checked).
   */
  sample(mode) {
    const low = Math.max(this.curve.from, this.frame.xMin);
    const high = Math.min(this.curve.to, this.frame.xMax);
    if (!(low <= high)) return;
    this.sampled = { low, high };
    if (low === high) {
      // A curve that touches the frame at one x only (restricted to end on its left or right edge).
      const y = this.curve.valueAt(low);
      if (Number.isFinite(y)) this.output.add(low, y);
    } else if (mode === 'auto') {
      this.sampleAuto(low, high);
    } else {
      const zeros = this.endpointSearch().candidateZeros(low, high);
      this.candidateZeros = zeros;
      const pass = new UniformPass(this.curve, this.frame, this.output);
      pass.sample(this.grid, low, high, mode, zeros);
      this.uniformJumps = pass.jumps;
    }
  }

  /**
   * The finished segments, their lines broken at `loneValues` (endpoints() found them).
   * @param {import('./lone-values.js').LoneValue[]} [loneValues]
   */
  finish(loneValues = []) {
    return this.output.finish(loneValues);
  }

  /**
   * The dots at the curve's jumps and holes in what was sampled, and its lone values (endpoint-search.js),
   * after sample(). (It lays the pass's grid out anew.)
   */
  endpoints() {
    const { sampled } = this;
    if (sampled === null || !(sampled.low < sampled.high)) return { dots: [], loneValues: [] };
    return this.endpointSearch()
      .endpoints(sampled.low, sampled.high, [...this.column.jumps, ...this.uniformJumps], this.stepBands, this.candidateZeros);
  }

  /** The endpoint search over this pass's curve (it lays out the pass's grid anew). */
  endpointSearch() {
    return new EndpointSearch(this.curve, this.frame, this.candidates, this.grid);
  }

  /**
   * Every device-pixel column from low to high, then adaptive refinement where the curve needs it. A
   * column whose curve turns more than once, or cannot be resolved within the budget, is drawn as its
   * band.
   */
  sampleAuto(low, high) {
    const { curve, frame, grid, budget, column, bands, output } = this;
    grid.layOutColumns(frame, low, high);
    grid.evaluate(curve);
    grid.findSmooth(frame, this.tolerance);
    grid.refuseAliasedRuns(frame, curve);
    const { xs, ys, smooth, count } = grid;
    for (let i = 0; i < count; i += 1) {
      budget.openColumn();
      const ax = xs[i];
      const ay = ys[i];
      const bx = xs[i + 1];
      const by = ys[i + 1];
      const aDefined = Number.isFinite(ay);
      const bDefined = Number.isFinite(by);
      const isFirst = i === 0;
      if (aDefined && bDefined) {
        if (smooth[i] === 1) {
          bands.addPendingEdge();
          if (isFirst) output.add(ax, ay);
          output.add(bx, by);
          continue;
        }
        column.start(i, bx);
        this.sampleColumn(ax, ay, bx, by);
        this.finishColumn(ax, ay, bx, by, isFirst ? FIRST_INSIDE_DOMAIN : INSIDE_DOMAIN);
      } else if (aDefined) {
        column.start(i, bx);
        const end = column.refineToDomainEdge(ax, ay, bx, 0);
        this.finishColumn(ax, ay, end.x, end.y, isFirst ? FIRST_ENDING_DOMAIN : ENDING_DOMAIN);
      } else if (bDefined) {
        column.start(i, bx);
        const start = column.refineFromDomainEdge(ax, bx, by, 0);
        this.finishColumn(start.x, start.y, bx, by, isFirst ? FIRST_STARTING_DOMAIN : STARTING_DOMAIN);
      }
    }
    bands.addPendingEdge();
    output.breakSegment();
  }

  /**
   * Samples the column from a to b (both defined): refines it, unless the columns before show that it
   * is to be a band. Among poles a few pixels apart, the pole probe may find one in a few bisections;
   * right after a band, the band's seeds may show the curve turning more than once. Either leaves the
   * column unresolved without refining it.
   */
  sampleColumn(ax, ay, bx, by) {
    const column = this.column;
    if (this.bands.followsBandWithoutStep()) {
      if (this.bands.seedsTurnMoreThanOnce(ax, ay, bx, by, column.buffer)) {
        column.leaveUnresolved();
        return;
      }
    } else if (column.followsStep() && column.probeFindsPole(ax, ay, bx, by)) {
      column.leaveAtStep();
      return;
    }
    column.refine(ax, ay, bx, by, 0);
  }

  /**
   * Passes the column on as refined, or as its band when the curve turns more than once in it or its
   * refinement ran out of budget. The column runs from left (lx, ly) to right (rx, ry).
   * @param {import('./bands.js').ColumnEnds} ends
   */
  finishColumn(lx, ly, rx, ry, ends) {
    const { column, frame } = this;
    const buffer = column.buffer;
    if (column.isUnresolved || this.witnesses.disagree(lx, ly, rx, ry, ends.leftIsDomainEdge)
      || buffer.turnsMoreThanOnce(frame.yMax, frame.yScale, frame.clipTop, frame.clipBottom, BAND_TURN_THRESHOLD)) {
      // (A step of rounding, zoomed far into a hole, is no jump to count: endpoint-search.js.)
      if (column.hasStep && !isRounding([ly, ry])) this.stepBands += 1;
      this.bands.add(lx, ly, rx, ry, buffer, ends, column.hasStep);
      return;
    }
    this.bands.addPendingEdge();
    this.addRefined(lx, ly, rx, ry, ends);
  }

  /**
   * Passes on the refined column, with the sharp extremes and the turns at its ends that the chord
   * test missed. Either end may be a domain edge, which the curve ends or starts at.
   * @param {import('./bands.js').ColumnEnds} ends
   */
  addRefined(lx, ly, rx, ry, { leftIsDomainEdge, rightIsDomainEdge, isFirst }) {
    const { output, climb } = this;
    const buffer = this.column.buffer;
    if (isFirst && !leftIsDomainEdge) output.add(lx, ly);
    const cxs = buffer.xs;
    const cys = buffer.ys;
    const length = buffer.length;
    // A turn at an end of the column (a break first or last in it: undefined there, nothing turns).
    if (!leftIsDomainEdge && (length > 0 ? !Number.isNaN(cxs[0]) : !rightIsDomainEdge)) {
      const ix = length > 0 ? cxs[0] : +rx;
      const iy = length > 0 ? cys[0] : +ry;
      const turn = climb.turnAtEnd(lx, ly, ix, iy);
      if (turn !== null) output.add(turn.x, turn.y);
    }
    for (let k = 0; k < length; k += 1) {
      if (Number.isNaN(cxs[k])) {
        output.breakSegment();
        continue;
      }
      // A sharp extreme (1/(x²+1e-6) at 0) lies between this vertex and a neighbour.
      const hasLeft = k > 0 ? !Number.isNaN(cxs[k - 1]) : !leftIsDomainEdge;
      const hasRight = k + 1 < length ? !Number.isNaN(cxs[k + 1]) : !rightIsDomainEdge;
      if (hasLeft && hasRight) {
        // (+ tells the compiler the ends are numbers, so that the points stay unboxed doubles.)
        const px = k > 0 ? cxs[k - 1] : +lx;
        const py = k > 0 ? cys[k - 1] : +ly;
        const nx = k + 1 < length ? cxs[k + 1] : +rx;
        const ny = k + 1 < length ? cys[k + 1] : +ry;
        const extreme = climb.sharpExtreme(px, py, cxs[k], cys[k], nx, ny);
        if (extreme !== null) {
          const before = extreme.x < cxs[k];
          if (before) output.add(extreme.x, extreme.y);
          output.add(cxs[k], cys[k]);
          if (!before) output.add(extreme.x, extreme.y);
          continue;
        }
      }
      output.add(cxs[k], cys[k]);
    }
    if (!rightIsDomainEdge) {
      const last = length - 1;
      if (last >= 0 ? !Number.isNaN(cxs[last]) : !leftIsDomainEdge) {
        const ix = last >= 0 ? cxs[last] : +lx;
        const iy = last >= 0 ? cys[last] : +ly;
        const turn = climb.turnAtEnd(rx, ry, ix, iy);
        if (turn !== null) output.add(turn.x, turn.y);
      }
      output.add(rx, ry);
    }
  }
}
