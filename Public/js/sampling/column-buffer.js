// What the sampler found inside one device-pixel column, held back until the column is judged: passed
// on as it is, or replaced by the column's band from its lowest to its highest value (docs/sampling.md#bands, zoomed
// far out). A port of Sources/PlotCore/Sampling/ColumnBuffer.swift.
//
// Points travel as plain numbers in typed arrays reused from column to column (and, as the buffer
// belongs to a SamplingScratch, from pass to pass); a break (no line may join the points before and
// after it) is stored as x = NaN.

export class ColumnBuffer {
  constructor() {
    this.xs = new Float64Array(64);
    this.ys = new Float64Array(64);
    this.length = 0;
    // The lowest and highest defined values the column's evaluations met (NaN while none).
    this.lowestX = NaN;
    this.lowestY = NaN;
    this.highestX = NaN;
    this.highestY = NaN;
    /** How many defined values the column's evaluations met. */
    this.met = 0;
  }

  reset() {
    this.length = 0;
    this.met = 0;
    this.lowestX = NaN;
    this.lowestY = NaN;
    this.highestX = NaN;
    this.highestY = NaN;
  }

  add(x, y) {
    if (this.length === this.xs.length) {
      const xs = new Float64Array(2 * this.length);
      const ys = new Float64Array(2 * this.length);
      xs.set(this.xs);
      ys.set(this.ys);
      this.xs = xs;
      this.ys = ys;
    }
    this.xs[this.length] = x;
    this.ys[this.length] = y;
    this.length += 1;
  }

  breakSegment() {
    this.add(NaN, NaN);
  }

  /** Records a value the column's evaluations met, so a band starts from the most extreme ones known. */
  meet(x, y) {
    if (!Number.isFinite(y)) return;
    this.met += 1;
    if (!(y >= this.lowestY)) {
      this.lowestX = x;
      this.lowestY = y;
    }
    if (!(y <= this.highestY)) {
      this.highestX = x;
      this.highestY = y;
    }
  }

  /**
   * Whether the buffered curve turns more than once in the column, counting only reversals of more
   * than `threshold` pixels that show (pixel rows clamped to top … bottom, so turns beyond the frame
   * do not count) and reading each run between breaks on its own, so the jump at a pole (tan x on
   * ±10) is not taken for two turns.
   * The pixel row of a data y is (yMax − y) · yScale, as Swift's Viewport.pixelY computes it (passed
   * as numbers rather than as a function, so that the loop makes no call per point).
   */
  turnsMoreThanOnce(yMax, yScale, top, bottom, threshold) {
    return turnsMoreThanOnce(this.xs, this.ys, this.length, yMax, yScale, top, bottom, threshold);
  }
}

/**
 * Whether the points xs[k], ys[k] (k < length, in order of x; x = NaN a break) turn more than once, as
 * ColumnBuffer.turnsMoreThanOnce() reads its points.
 */
export function turnsMoreThanOnce(xs, ys, length, yMax, yScale, top, bottom, threshold) {
  let turns = 0;
  let direction = 0;
  let extreme = NaN;
  for (let k = 0; k < length; k += 1) {
    if (Number.isNaN(xs[k])) {
      direction = 0;
      extreme = NaN;
      continue;
    }
    const y = Math.min(Math.max((yMax - ys[k]) * yScale, top), bottom);
    if (!Number.isFinite(extreme)) {
      extreme = y;
      continue;
    }
    const change = y - extreme;
    if (direction === 0) {
      if (Math.abs(change) > threshold) {
        direction = change > 0 ? 1 : -1;
        extreme = y;
      }
    } else if (change * direction > 0) {
      extreme = y;
    } else if (Math.abs(change) > threshold) {
      turns += 1;
      if (turns > 1) return true;
      direction = -direction;
      extreme = y;
    }
  }
  return false;
}
