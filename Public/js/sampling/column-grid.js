// The grid a sampling pass starts from: in auto mode every device-pixel column edge, with the columns
// whose curve is smooth enough to draw as their chord; in uniform mode N + 1 evenly spaced xs. A port
// of Sources/PlotCore/Sampling/ColumnGrid.swift.
//
// The arrays are typed and kept from pass to pass (the grid belongs to a SamplingScratch), so a pass
// that runs every animation frame allocates nothing for them once they have grown.

import { GOLDEN_RATIO_CONJUGATE, WITNESS_DISTANCE } from './witnesses.js';
import { evenGrid } from './even-grid.js';

/** One smooth column in this many is checked for aliasing (refuseAliasedRuns). */
const ALIAS_CHECK_SPACING = 8;

/** The grid's xs, the function's values and pixel rows there, and which intervals are smooth. */
export class ColumnGrid {
  constructor() {
    this.xs = new Float64Array(0);
    this.ys = new Float64Array(0);
    /** Pixel rows of ys (SamplingFrame.pixelY). */
    this.py = new Float64Array(0);
    /** Interval i … i+1 is smooth (1) or not (0). */
    this.smooth = new Uint8Array(0);
    /** The number of intervals: xs[0 … count] are the grid. */
    this.count = 0;
    /** Whether the first and last intervals are only parts of columns (a restricted curve's from, to). */
    this.firstIsPartial = false;
    this.lastIsPartial = false;
  }

  /** Room for `points` xs. */
  reserve(points) {
    if (this.xs.length < points) {
      const capacity = Math.max(points, 2 * this.xs.length);
      this.xs = new Float64Array(capacity);
      this.ys = new Float64Array(capacity);
      this.py = new Float64Array(capacity);
      this.smooth = new Uint8Array(capacity);
    }
  }

  /**
   * Auto mode's xs: low, the column edges strictly inside low … high, and high. Unrestricted, that is
   * every column edge from xMin to xMax. Where low (or high) is not a column edge, the first (last)
   * column is only part of one.
   * @param {import('./sampling-frame.js').SamplingFrame} frame
   */
  layOutColumns(frame, low, high) {
    const columns = frame.columns;
    this.reserve(columns + 1);
    const xs = this.xs;
    // The first edge beyond low: a guess from the pixel position, settled by exact comparisons with
    // the edges themselves (rounding may put the guess one off).
    const guess = Math.floor(((low - frame.xMin) / (frame.xMax - frame.xMin)) * columns);
    let k = Math.min(Math.max(guess, 0), columns);
    while (k > 0 && frame.columnEdge(k - 1) > low) k -= 1;
    while (k <= columns && frame.columnEdge(k) <= low) k += 1;
    this.firstIsPartial = k === 0 || frame.columnEdge(k - 1) !== low;
    let count = 0;
    xs[0] = low;
    while (k <= columns && frame.columnEdge(k) < high) {
      count += 1;
      xs[count] = frame.columnEdge(k);
      k += 1;
    }
    this.lastIsPartial = k > columns || frame.columnEdge(k) !== high;
    count += 1;
    xs[count] = high;
    this.count = count;
  }

  /** Uniform mode's xs: `count` equal intervals from low to high. */
  layOutEvenly(low, high, count) {
    this.reserve(count + 1);
    const xs = this.xs;
    evenGrid(low, high, count, xs);
    this.count = count;
  }

  /** The curve's values at the grid's xs. */
  evaluate(curve) {
    curve.valuesAt(this.xs, this.ys, this.count + 1);
  }

  /**
   * Marks the intervals that need no refinement: the second differences around one show its chord is
   * already close enough (its deviation is about |Δ²y| / 8), or both ends are off the same edge of the
   * frame. Undefined neighbours (NaN) make an interval not smooth, and so does a neighbour at the end
   * of a partial column (a restricted curve's from or to): the uneven spacing there would make a second
   * difference measure the slope as well as the curvature.
   */
  findSmooth(frame, tolerance) {
    const { count, ys, py, smooth } = this;
    for (let i = 0; i <= count; i += 1) py[i] = frame.pixelY(ys[i]);
    // The intervals whose second differences use only even spacing.
    const first = this.firstIsPartial ? 2 : 1;
    const last = this.lastIsPartial ? count - 3 : count - 2;
    const limit = 8 * tolerance * 0.5;
    for (let i = 0; i < count; i += 1) {
      const a = py[i];
      const b = py[i + 1];
      let isSmooth = false;
      if (frame.isHidden(a, b)) {
        isSmooth = true;
      } else if (i >= first && i <= last) {
        const before = py[i - 1] - 2 * a + b;
        const after = a - 2 * b + py[i + 2];
        isSmooth = Math.abs(before) <= limit && Math.abs(after) <= limit;
      }
      smooth[i] = isSmooth ? 1 : 0;
    }
  }

  /**
   * A curve that repeats about a whole number of times per column (sin x on ±10 000, two periods a
   * column) looks smooth at the column edges alone: the grid samples a slow alias of it. Every run
   * of smooth columns is checked inside, at the golden-ratio fraction of one visible column in
   * ALIAS_CHECK_SPACING (at least one a run): a value there farther than the witness distance from
   * the chord, or undefined, makes the whole run not smooth, so its columns are refined (and drawn
   * as bands where they turn more than once).
   */
  refuseAliasedRuns(frame, curve) {
    const { count, py, smooth } = this;
    let start = 0;
    while (start < count) {
      if (smooth[start] === 0) {
        start += 1;
        continue;
      }
      let end = start;
      while (end + 1 < count && smooth[end + 1] === 1) end += 1;
      if (this.runIsAliased(start, end, frame, curve)) {
        for (let i = start; i <= end; i += 1) if (!frame.isHidden(py[i], py[i + 1])) smooth[i] = 0;
      }
      start = end + 1;
    }
  }

  /** Whether the checks inside the smooth columns start … end show a curve the grid does not. */
  runIsAliased(start, end, frame, curve) {
    const { xs, py } = this;
    const length = end - start + 1;
    for (let i = start + (length < ALIAS_CHECK_SPACING ? length >> 1 : ALIAS_CHECK_SPACING >> 1); i <= end; i += ALIAS_CHECK_SPACING) {
      if (frame.isHidden(py[i], py[i + 1])) continue;
      const x = xs[i] + (xs[i + 1] - xs[i]) * GOLDEN_RATIO_CONJUGATE;
      const y = curve.valueAt(x);
      if (!Number.isFinite(y)) return true;
      const chord = py[i] + (py[i + 1] - py[i]) * GOLDEN_RATIO_CONJUGATE;
      if (Math.abs(frame.pixelY(y) - chord) > WITNESS_DISTANCE) return true;
    }
    return false;
  }
}
