// The bands of a sampling pass, zoomed far out: where a column cannot be resolved, it is drawn as the
// band from its lowest to its highest value, found by climbs from the most extreme values it met (a
// band that leaves the frame needs no climb there); neighbouring bands join along their edges; right
// after such a band, a column's seeds may show it to be one before it is refined. A port of
// Sources/PlotCore/Sampling/Bands.swift, with the same constants and the arithmetic in the same order.

import { turnsMoreThanOnce } from './column-buffer.js';
import { BandEnds, ClimbStart } from './extreme-climb.js';
import { GOLDEN_RATIO_CONJUGATE } from './witnesses.js';

/** Smallest reversal, in device pixels, that counts as a turn when a column is judged. */
export const BAND_TURN_THRESHOLD = 1;
/** Values a band column should know before its climbs start. */
const BAND_SEEDS = 4;
/**
 * (k · GOLDEN_RATIO_CONJUGATE) mod 1 for k = 1 … BAND_SEEDS (index k − 1), worked out once: a double's
 * `%` is a call into the C library, and these are the same doubles Swift's truncatingRemainder gives.
 */
const SEED_FRACTIONS = Float64Array.from({ length: BAND_SEEDS }, (_, i) => ((i + 1) * GOLDEN_RATIO_CONJUGATE) % 1);
/** Where seed k (1 … BAND_SEEDS) lies among the seeds in order of x (index k − 1). */
const SEED_RANKS = Int32Array.from(SEED_FRACTIONS, (fraction) => SEED_FRACTIONS.filter((other) => other < fraction).length);

/** A column's ends and seeds in order of x (an undefined value as x = NaN). */
export class SeedPoints {
  constructor() {
    this.xs = new Float64Array(BAND_SEEDS + 2);
    this.ys = new Float64Array(BAND_SEEDS + 2);
  }
}

/**
 * How a column's ends meet the curve (auto mode): whether the left or right end is a domain edge,
 * which the curve starts or ends at, and whether the column is the first of the grid.
 * @typedef {{ leftIsDomainEdge: boolean, rightIsDomainEdge: boolean, isFirst: boolean }} ColumnEnds
 */

/** The band columns of one pass, and what joins each to the next. */
export class Bands {
  /** The ends' values for the band's climbs. */
  #ends = new BandEnds();
  #start = new ClimbStart();

  /**
   * @param {import('./counted-curve.js').CountedCurve} curve
   * @param {import('./sampling-frame.js').SamplingFrame} frame
   * @param {import('./extreme-climb.js').ExtremeClimb} climb
   * @param {import('./polyline-assembler.js').PolylineAssembler} output
   * @param {SeedPoints} seeds where a column's seeds are read, reused
   */
  constructor(curve, frame, climb, output, seeds) {
    this.curve = curve;
    this.frame = frame;
    this.climb = climb;
    this.output = output;
    /** Whether the right end of the last band (pendingX, pendingY) is still to be passed on. */
    this.hasPendingEdge = false;
    this.pendingX = NaN;
    this.pendingY = NaN;
    /** Whether the last band ended at its lowest value, and its pixel rows (top ≤ bottom, clamped to the clip band). */
    this.previousEndedLow = false;
    this.previousTop = NaN;
    this.previousBottom = NaN;
    /** Whether that band was a step's (a pole's): the next column then gets the pole probe, not the seeds. */
    this.previousAtStep = false;
    /**
     * The step at which the last climb's parabola fitted, in data units: neighbouring bands oscillate
     * alike, so the next climb starts there instead of at a sixteenth of a column.
     */
    this.step = Infinity;
    /** A column's ends and seeds in order of x, for seedsTurnMoreThanOnce(). */
    this.seeds = seeds;
  }

  /** Whether the column now sampled follows a band that was not a step's: its seeds are read first. */
  followsBandWithoutStep() {
    return this.hasPendingEdge && !this.previousAtStep;
  }

  /**
   * Draws the column from left to right as the band from its lowest to its highest value: the two
   * extremes as points on the curve, in order of x. Every line drawn stays within the column's band
   * or joins two bands that overlap there, so a pole inside the column links nothing outside it.
   * @param {import('./column-buffer.js').ColumnBuffer} column what the column's evaluations met
   * @param {ColumnEnds} ends
   * @param {boolean} atStep whether a step (a pole) left the column unresolved
   */
  add(lx, ly, rx, ry, column, ends, atStep) {
    // A column that ran out of budget at once knows little more than its ends: a few values spread
    // over it (the golden-ratio sequence, off every bisection lattice) give its climbs a start. One
    // known to reach beyond the frame at both edges (a pole) covers all of it: nothing is left to find.
    const seeds = this.knownBeyondTop(column, ly, ry) && this.knownBeyondBottom(column, ly, ry) ? 0 : BAND_SEEDS;
    for (let k = 1; column.met < seeds && k <= seeds; k += 1) {
      const x = lx + (rx - lx) * SEED_FRACTIONS[k - 1];
      column.meet(x, this.curve.seedValueAt(x));
    }
    // The climbs start inside the column: an end is often a local extreme only because the column
    // stops there. The ends still count for the band.
    if (column.met === 0) {
      column.meet(lx, ly);
      column.meet(rx, ry);
    }
    // A side where a known value already lies beyond the frame needs no climb: only the visible part
    // of a band is drawn. (The climbs know the ends' values, which the band counts anyway.)
    this.#ends.left = ly;
    this.#ends.right = ry;
    let lowX = column.lowestX;
    let lowY = column.lowestY;
    if (!this.knownBeyondBottom(column, ly, ry)) {
      const low = this.bandClimb(-1, lowX, lowY, lx, rx);
      lowX = low.x;
      lowY = low.y;
    }
    let highX = column.highestX;
    let highY = column.highestY;
    if (!this.knownBeyondTop(column, ly, ry)) {
      const high = this.bandClimb(1, highX, highY, lx, rx);
      highX = high.x;
      highY = high.y;
    }
    // (+ only tells the compiler these are numbers, so the four stay unboxed doubles.)
    if (ly < lowY) {
      lowX = +lx;
      lowY = +ly;
    }
    if (ry < lowY) {
      lowX = +rx;
      lowY = +ry;
    }
    if (ly > highY) {
      highX = +lx;
      highY = +ly;
    }
    if (ry > highY) {
      highX = +rx;
      highY = +ry;
    }
    // Beyond the frame only where the band leaves it matters, not how far.
    const frame = this.frame;
    lowY = Math.min(Math.max(lowY, frame.bandFloor), frame.bandCeiling);
    highY = Math.min(Math.max(highY, frame.bandFloor), frame.bandCeiling);
    const top = frame.clippedRow(highY);
    const bottom = frame.clippedRow(lowY);
    const output = this.output;
    // After another band, this one starts at the level that one ended at (min→max, then max→min),
    // so neighbouring bands join along their edges, at the column's thirds: the values are the
    // column's extremes, the x only say which column they belong to. The join is direct where both
    // ends lie in both bands (within a pixel), so the line between them stays inside both.
    if (this.hasPendingEdge) {
      this.hasPendingEdge = false;
      const shared = Math.max(top, this.previousTop) - 1;
      const sharedBottom = Math.min(bottom, this.previousBottom) + 1;
      const from = this.previousEndedLow ? this.previousBottom : this.previousTop;
      const startY = this.previousEndedLow ? lowY : highY;
      const to = frame.clippedRow(startY);
      if (from >= shared && from <= sharedBottom && to >= shared && to <= sharedBottom) {
        const endY = this.previousEndedLow ? highY : lowY;
        output.add(lx + (rx - lx) / 3, startY);
        output.add(lx + (2 * (rx - lx)) / 3, endY);
        this.end(rx, ry, endY === lowY, ends.rightIsDomainEdge, top, bottom, atStep);
        return;
      }
      output.add(this.pendingX, this.pendingY);
    } else if (ends.leftIsDomainEdge || ends.isFirst) {
      output.add(lx, ly);
    }
    // Otherwise the extremes as the points of the curve they are, in order of x.
    const lowFirst = lowX < highX;
    output.add(lowFirst ? lowX : highX, lowFirst ? lowY : highY);
    output.add(lowFirst ? highX : lowX, lowFirst ? highY : lowY);
    this.end(rx, ry, !lowFirst, ends.rightIsDomainEdge, top, bottom, atStep);
  }

  /** A band's climb from (x, y) within low … high, from the step the last one resolved the curve at. */
  bandClimb(sign, x, y, low, high) {
    const start = this.#start;
    start.x = x;
    start.y = y;
    start.step = this.step;
    const result = this.climb.climb(sign, start, low, high, this.#ends);
    if (!Number.isNaN(result.resolvedStep)) this.step = result.resolvedStep;
    return result;
  }

  /** Ends a band column at its right end: a domain edge ends the segment; otherwise the end waits. */
  end(rx, ry, endedLow, rightIsDomainEdge, top, bottom, atStep) {
    if (rightIsDomainEdge) {
      this.output.add(rx, ry);
      this.output.breakSegment();
    } else {
      this.hasPendingEdge = true;
      this.pendingX = rx;
      this.pendingY = ry;
      this.previousEndedLow = endedLow;
      this.previousTop = top;
      this.previousBottom = bottom;
      this.previousAtStep = atStep;
    }
  }

  /** Passes on the right end of the last band column, when what follows is not a band. */
  addPendingEdge() {
    if (!this.hasPendingEdge) return;
    this.output.add(this.pendingX, this.pendingY);
    this.hasPendingEdge = false;
  }

  /**
   * Right after a band: evaluates the column's seeds (the values add() starts from) into `column` and
   * tells whether, read in order of x between its ends, they turn more than once by more than
   * BAND_TURN_THRESHOLD. Then the curve does, and the column is a band without being refined.
   */
  seedsTurnMoreThanOnce(lx, ly, rx, ry, column) {
    const seedXs = this.seeds.xs;
    const seedYs = this.seeds.ys;
    seedXs[0] = lx;
    seedYs[0] = ly;
    for (let k = 1; k <= BAND_SEEDS; k += 1) {
      const x = lx + (rx - lx) * SEED_FRACTIONS[k - 1];
      const y = this.curve.seedValueAt(x);
      column.meet(x, y);
      const rank = SEED_RANKS[k - 1] + 1;
      seedXs[rank] = Number.isFinite(y) ? x : NaN;  // an undefined value breaks the run
      seedYs[rank] = y;
    }
    seedXs[BAND_SEEDS + 1] = rx;
    seedYs[BAND_SEEDS + 1] = ry;
    const frame = this.frame;
    return turnsMoreThanOnce(seedXs, seedYs, BAND_SEEDS + 2, frame.yMax, frame.yScale, frame.clipTop, frame.clipBottom,
      BAND_TURN_THRESHOLD);
  }

  /** Whether a value the column met, or an end of it (ly, ry), lies above the frame. */
  knownBeyondTop(column, ly, ry) {
    const yMax = this.frame.yMax;
    return column.highestY > yMax || ly > yMax || ry > yMax;
  }

  /** Whether a value the column met, or an end of it (ly, ry), lies below the frame. */
  knownBeyondBottom(column, ly, ry) {
    const yMin = this.frame.yMin;
    return column.lowestY < yMin || ly < yMin || ry < yMin;
  }
}
