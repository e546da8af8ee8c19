// The bands of a sampling run (SPEC §3, R-SAMPLE, zoomed far out): where a column cannot be resolved,
// it is drawn as the band from its lowest to its highest value; and the sharpening of extremes that
// the chord test misses. A port of Sources/PlotCore/Sampling/SamplingRun+Band.swift, with the same
// constants and the arithmetic in the same order. The methods are SamplingRun's (sampling-run.js
// assigns them to its prototype), so `this` is the run.

/** Smallest reversal, in device pixels, that counts as a turn when a column is judged. */
export const BAND_TURN_THRESHOLD = 1;
/** Evaluations allowed to find each of a band's two extremes. */
const CLIMB_EVALUATIONS = 24;
/** A climb stops where the parabola through its last values predicts the vertex's value this closely (pixels). */
const CLIMB_AGREEMENT = 0.25;
/** Where in a refined column the witnesses look: fractions of its width no bisection reaches (√2 − 1, √3 − 1). */
const WITNESS_FRACTIONS = [0.41421356237309515, 0.7320508075688772];
/** Values a band column should know before its climbs start. */
const BAND_SEEDS = 4;
/** (√5 − 1) / 2: multiples of it, modulo 1, spread evenly over a column and never land on a bisection. */
const GOLDEN_RATIO_CONJUGATE = 0.6180339887498949;
/** How far, in pixels, a witness may lie from the refined polyline before the column is taken for unresolved. */
const WITNESS_DISTANCE = 2;

/** SamplingRun's methods for bands and extremes. */
export const bandMethods = {
  /**
   * Where the refined vertex v is higher (or lower) than both its neighbours p and n and a side is
   * steep, the true extreme lies between them, possibly well beyond v: the chords passed on their
   * perpendicular distance, which says nothing about a tip between two steep flanks. Climbs to it and
   * leaves it in climbX/climbY; true when it is more than the refinement tolerance beyond v.
   */
  sharpenExtreme(px, py, vx, vy, nx, ny) {
    const sign = vy > py && vy > ny ? 1 : vy < py && vy < ny ? -1 : 0;
    if (sign === 0) return false;
    const rise = Math.max(Math.abs(vy - py), Math.abs(ny - vy)) * this.yScale;
    const run = Math.min(vx - px, nx - vx) * this.xScale;
    if (!(rise > run)) return false;
    const saved = this.bandStep;
    this.bandStep = Infinity;
    this.climb(vx, vy, sign, px, nx);
    this.bandStep = saved;
    return Math.abs(this.climbY - vy) * this.yScale > this.tolerance && this.climbX !== vx;
  },


  /**
   * Draws the column from left to right as the band from its lowest to its highest value: the two
   * extremes as points on the curve, in order of x. Every line drawn stays within the column's band
   * or joins two bands that overlap there, so a pole inside the column links nothing outside it.
   */
  addBand(lx, ly, rx, ry, leftIsDomainEdge, rightIsDomainEdge, isFirst) {
    const column = this.column;
    // A column that ran out of budget at once knows little more than its ends: a few values spread
    // over it (the golden-ratio sequence, off every bisection lattice) give its climbs a start.
    for (let k = 1; column.met < BAND_SEEDS && k <= BAND_SEEDS; k += 1) {
      const x = lx + (rx - lx) * ((k * GOLDEN_RATIO_CONJUGATE) % 1);
      this.evaluations += 1;
      column.meet(x, this.f(x));
    }
    // The climbs start inside the column: an end is often a local extreme only because the column
    // stops there. The ends still count for the band.
    if (column.met === 0) {
      column.meet(lx, ly);
      column.meet(rx, ry);
    }
    this.climb(column.lowestX, column.lowestY, -1, lx, rx);
    let lowX = this.climbX;
    let lowY = this.climbY;
    this.climb(column.highestX, column.highestY, 1, lx, rx);
    let highX = this.climbX;
    let highY = this.climbY;
    if (ly < lowY) {
      lowX = lx;
      lowY = ly;
    }
    if (ry < lowY) {
      lowX = rx;
      lowY = ry;
    }
    if (ly > highY) {
      highX = lx;
      highY = ly;
    }
    if (ry > highY) {
      highX = rx;
      highY = ry;
    }
    const top = this.clippedRow(highY);
    const bottom = this.clippedRow(lowY);
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
      const to = this.clippedRow(startY);
      if (from >= shared && from <= sharedBottom && to >= shared && to <= sharedBottom) {
        const endY = this.previousEndedLow ? highY : lowY;
        output.add(lx + (rx - lx) / 3, startY);
        output.add(lx + (2 * (rx - lx)) / 3, endY);
        this.endBand(rx, ry, endY === lowY, rightIsDomainEdge, top, bottom);
        return;
      }
      output.add(this.pendingX, this.pendingY);
    } else if (leftIsDomainEdge || isFirst) {
      output.add(lx, ly);
    }
    // Otherwise the extremes as the points of the curve they are, in order of x.
    const lowFirst = lowX < highX;
    output.add(lowFirst ? lowX : highX, lowFirst ? lowY : highY);
    output.add(lowFirst ? highX : lowX, lowFirst ? highY : lowY);
    this.endBand(rx, ry, !lowFirst, rightIsDomainEdge, top, bottom);
  },

  /** Ends a band column at its right end: a domain edge ends the segment; otherwise the end waits. */
  endBand(rx, ry, endedLow, rightIsDomainEdge, top, bottom) {
    const output = this.output;
    if (rightIsDomainEdge) {
      output.add(rx, ry);
      output.breakSegment();
    } else {
      this.hasPendingEdge = true;
      this.pendingX = rx;
      this.pendingY = ry;
      this.previousEndedLow = endedLow;
      this.previousTop = top;
      this.previousBottom = bottom;
    }
  },

  /** Passes on the right end of the last band column, when what follows is not a band. */
  addPendingEdge() {
    if (!this.hasPendingEdge) return;
    this.output.add(this.pendingX, this.pendingY);
    this.hasPendingEdge = false;
  },

  /** The pixel row of y, clamped to the band just outside the frame where lines are clipped. */
  clippedRow(y) {
    return Math.min(Math.max(this.pixelY(y), -this.margin), this.height + this.margin);
  },

  /** f(x), counted (not charged to the budget nor met by the column). */
  evaluateCounted(x) {
    this.evaluations += 1;
    return this.f(x);
  },

  /**
   * A local extreme of f in low … high, climbing from (startX, startY): the largest value for sign 1,
   * the smallest for −1; left in climbX/climbY. A compass search: it tries a step either side, moves
   * to the better value (inside the column) and doubles the step. Where neither side is better, the
   * three values bracket the extreme, and the parabola through them predicts it: the climb tries the
   * parabola's vertex (moving there only inside the column) and stops where the value
   * there is the predicted one, within CLIMB_AGREEMENT pixels; otherwise it halves the step. It also stops
   * beyond the clip band (the frame's edge is drawn there whatever the value) and after
   * CLIMB_EVALUATIONS.
   */
  climb(startX, startY, sign, low, high) {
    let bestX = startX;
    let bestY = startY;
    const widest = (high - low) / 16;
    let step = Math.min(this.bandStep, widest);
    let left = CLIMB_EVALUATIONS;
    const f = this.f;
    const scale = this.yScale;
    const from = this.curveFrom;
    const to = this.curveTo;
    while (left >= 2) {
      const row = this.pixelY(bestY);
      if (sign > 0 ? row < -this.margin : row > this.height + this.margin) break;
      // The sides may lie beyond the column's ends: they shape the parabola, but the climb never
      // moves there. Beyond a restricted curve's from … to they are not evaluated: NaN there neither
      // wins nor shapes a parabola, so the step halves until both sides are in.
      const xl = bestX - step;
      const xr = bestX + step;
      let yl = NaN;
      let yr = NaN;
      if (xl >= from && xr <= to) {
        yl = f(xl);
        yr = f(xr);
        this.evaluations += 2;
      } else {
        // best stays inside the column, so xl ≤ best ≤ to and xr ≥ best ≥ from: one bound each.
        if (xl >= from) yl = this.evaluateCounted(xl);
        if (xr <= to) yr = this.evaluateCounted(xr);
      }
      left -= 2;
      // An infinite value is no point of the curve (x^(−∞) near 0): it never wins, or the band
      // would end in a point that has no pixel row.
      const betterLeft = xl >= low && Number.isFinite(yl) && sign * (yl - bestY) > 0;
      const betterRight = xr <= high && Number.isFinite(yr) && sign * (yr - bestY) > 0;
      if (betterLeft || betterRight) {
        const right = betterRight && !(betterLeft && sign * (yl - yr) > 0);
        bestX = right ? xr : xl;
        bestY = right ? yr : yl;
        step = Math.min(2 * step, widest);
        continue;
      }
      const curvature = sign * (yl - 2 * bestY + yr);
      const slope = sign * (yr - yl);
      if (curvature < 0 && left > 0) {
        // Only a value at the vertex that the parabola predicts shows that it fits: on aliased
        // values (a step wider than the oscillation) a small predicted gain means nothing.
        const offset = (step * slope) / (-2 * curvature);
        const xv = bestX + offset;
        const yv = f(xv);
        this.evaluations += 1;
        left -= 1;
        const predicted = bestY + sign * ((slope * slope) / (-8 * curvature));
        const inside = Math.min(Math.max(xv, low), high);
        if (inside === xv && Number.isFinite(yv) && sign * (yv - bestY) > 0) {
          bestX = xv;
          bestY = yv;
        }
        if (Math.abs(yv - predicted) * scale <= CLIMB_AGREEMENT) {
          this.bandStep = step;  // the scale the curve is resolved at, for the next band's climb
          break;
        }
      }
      step /= 2;
      if (bestX + step === bestX) break;
    }
    this.climbX = bestX;
    this.climbY = bestY;
  },

  /**
   * Whether the refined column misses the curve at x values off its bisection lattice. Bisection only
   * ever looks at x = left + k·width/2ⁿ; zoomed far out, an oscillation aliases on that lattice into a
   * slow wave that fits every chord test (sin x on ±100 000 looks like a sine of period 9.4 columns).
   * Only an x off the lattice shows that the polyline is not the curve.
   */
  witnessesDisagree(lx, ly, rx, ry, leftIsDomainEdge) {
    const column = this.column;
    const cxs = column.xs;
    const cys = column.ys;
    for (let w = 0; w < WITNESS_FRACTIONS.length; w += 1) {
      const x = lx + (rx - lx) * WITNESS_FRACTIONS[w];
      if (!(x > lx && x < rx)) continue;
      this.evaluations += 1;
      const y = this.f(x);
      if (!Number.isFinite(y)) continue;  // an undefined stretch inside: nothing to compare
      column.meet(x, y);
      const wx = this.pixelX(x);
      const wy = this.clippedRow(y);
      let hasPrevious = !leftIsDomainEdge;
      let px = this.pixelX(lx);
      let py = this.clippedRow(ly);
      let nearest = Infinity;
      // The rows the polyline spans: a witness beyond them shows a missed extreme even where the
      // polyline is so steep that every point of the column lies near it.
      let top = hasPrevious ? py : Infinity;
      let bottom = hasPrevious ? py : -Infinity;
      for (let k = 0; k <= column.length; k += 1) {
        const cx = k < column.length ? cxs[k] : rx;
        const cy = k < column.length ? cys[k] : ry;
        if (Number.isNaN(cx)) {
          hasPrevious = false;
          continue;
        }
        const qx = this.pixelX(cx);
        const qy = this.clippedRow(cy);
        if (hasPrevious) nearest = Math.min(nearest, distanceToSegment(wx, wy, px, py, qx, qy));
        top = Math.min(top, qy);
        bottom = Math.max(bottom, qy);
        hasPrevious = true;
        px = qx;
        py = qy;
      }
      if (Number.isFinite(nearest) && nearest > WITNESS_DISTANCE) return true;
      if (wy < top - WITNESS_DISTANCE || wy > bottom + WITNESS_DISTANCE) return true;
    }
    return false;
  }
};

/** Distance from (x, y) to the line segment (ax, ay)–(bx, by), in pixels. */
function distanceToSegment(x, y, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared > 0 ? Math.min(Math.max(((x - ax) * dx + (y - ay) * dy) / lengthSquared, 0), 1) : 0;
  const nx = ax + t * dx - x;
  const ny = ay + t * dy - y;
  return Math.sqrt(nx * nx + ny * ny);
}
