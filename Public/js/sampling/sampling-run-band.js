// The bands of a sampling run (SPEC §3, R-SAMPLE, zoomed far out): where a column cannot be resolved,
// it is drawn as the band from its lowest to its highest value, found by climbs from the most extreme
// values it met (a band that leaves the frame needs no climb there); right after such a band, a
// column's seeds may show it to be one before it is refined. And the sharpening of extremes that the
// chord test misses. A port of Sources/PlotCore/Sampling/SamplingRun+Band.swift, with the same
// constants and the arithmetic in the same order. The methods are SamplingRun's (sampling-run.js
// assigns them to its prototype), so `this` is the run.

import { turnsMoreThanOnce } from './column-buffer.js';

/** Smallest reversal, in device pixels, that counts as a turn when a column is judged. */
export const BAND_TURN_THRESHOLD = 1;
/** Evaluations allowed to find each of a band's two extremes. */
const CLIMB_EVALUATIONS = 24;
/** A climb stops where the parabola through its last values predicts the vertex's value this closely (pixels). */
const CLIMB_AGREEMENT = 0.25;
/** Where in a refined column the witnesses look: fractions of its width no bisection reaches (√2 − 1, √3 − 1). */
const WITNESS_FRACTIONS = [0.41421356237309515, 0.7320508075688772];
/** Parabolas a band's climb tries through a narrowed bracket before it halves its step instead. */
const BRACKET_NARROWINGS = 3;
/** Values a band column should know before its climbs start. */
const BAND_SEEDS = 4;
/** (√5 − 1) / 2: multiples of it, modulo 1, spread evenly over a column and never land on a bisection. */
export const GOLDEN_RATIO_CONJUGATE = 0.6180339887498949;
/**
 * (k · GOLDEN_RATIO_CONJUGATE) mod 1 for k = 1 … BAND_SEEDS (index k − 1), worked out once: a double's
 * `%` is a call into the C library, and these are the same doubles Swift's truncatingRemainder gives.
 */
const SEED_FRACTIONS = Float64Array.from({ length: BAND_SEEDS }, (_, i) => ((i + 1) * GOLDEN_RATIO_CONJUGATE) % 1);
/** Where seed k (1 … BAND_SEEDS) lies among the seeds in order of x (index k − 1). */
const SEED_RANKS = Int32Array.from(SEED_FRACTIONS, (fraction) => SEED_FRACTIONS.filter((other) => other < fraction).length);
// What narrowBracket() works on: a band climb's bracket a, b, c, the vertex v its parabola predicted, and
// the column's ends (ax, ay, bx, by, cx, cy, vx, vy, low, high).
const bracket = new Float64Array(10);
// A column's ends and seeds in order of x, for seedsTurnMoreThanOnce() (an undefined value as x = NaN).
const seedXs = new Float64Array(BAND_SEEDS + 2);
const seedYs = new Float64Array(BAND_SEEDS + 2);
/** How far, in pixels, a witness may lie from the refined polyline before the column is taken for unresolved. */
export const WITNESS_DISTANCE = 2;

/** SamplingRun's methods for bands and extremes. */
export const bandMethods = {
  /**
   * Where the refined vertex v is higher (or lower) than both its neighbours p and n and a side is
   * steep, the true extreme lies between them, possibly well beyond v: the chords passed on their
   * perpendicular distance, which says nothing about a tip between two steep flanks. Climbs to it and
   * leaves it in climbX/climbY; true when it is more than the refinement tolerance beyond v. The
   * climb stays within low … high (p … n unless given).
   */
  sharpenExtreme(px, py, vx, vy, nx, ny, low = px, high = nx) {
    const sign = vy > py && vy > ny ? 1 : vy < py && vy < ny ? -1 : 0;
    if (sign === 0) return false;
    const rise = Math.max(Math.abs(vy - py), Math.abs(ny - vy)) * this.yScale;
    const run = Math.min(vx - px, nx - vx) * this.xScale;
    if (!(rise > run)) return false;
    const saved = this.bandStep;
    this.bandStep = Infinity;
    this.climbX = vx;
    this.climbY = vy;
    this.climb(sign, low, high, false);
    this.bandStep = saved;
    return Math.abs(this.climbY - vy) * this.yScale > this.tolerance && this.climbX !== vx;
  },

  /**
   * Where the curve turns at the column's end (ex, ey), a column edge, the extreme on this column's
   * side of it, left in climbX/climbY: the chords beside it passed on their perpendicular distance,
   * which in a column a pixel wide says nothing about a tip (sin x zoomed out to ±3000 lost up to
   * 86 px that way). Only a steep chord can pass so. The value as far beyond the end as (ix, iy), the
   * nearest point inside, tells whether it turns; the vertex of the parabola through the three,
   * whether on this side (the other side is the next or last column's to climb); its value, whether
   * beyond tolerance — before a climb is paid for (a steep run into a pole, tan x on ±1000, passes the
   * first two and stops there). False where it does not turn there, or not beyond tolerance.
   */
  turnAtEnd(ex, ey, ix, iy) {
    if (!(Math.abs(ey - iy) * this.yScale > Math.abs(ex - ix) * this.xScale)) return false;
    const oy = this.restrictedValue(ex + (ex - ix));
    if (!Number.isFinite(oy)) return false;
    const sign = ey > iy && ey > oy ? 1 : ey < iy && ey < oy ? -1 : 0;
    if (sign === 0) return false;
    // The parabola through inner (t = −1), end (0) and outer (1); its vertex lies between them.
    const curvature = (iy + oy) / 2 - ey;
    const vertex = -(oy - iy) / 2 / (2 * curvature);
    if (!(vertex < 0)) return false;
    const x = ex + vertex * (ex - ix);
    const y = this.restrictedValue(x);
    if (!(Number.isFinite(y) && (y - ey) * sign * this.yScale > this.tolerance)) return false;
    const saved = this.bandStep;
    this.bandStep = Infinity;
    this.climbX = x;
    this.climbY = y;
    this.climb(sign, Math.min(ix, ex), Math.max(ix, ex), false);
    this.bandStep = saved;
    return true;
  },

  /** f(x) (counted), or NaN without evaluating it beyond the curve's from … to. */
  restrictedValue(x) {
    if (!(x >= this.curveFrom && x <= this.curveTo)) return NaN;
    this.evaluations += 1;
    return this.f(x);
  },


  /**
   * Draws the column from left to right as the band from its lowest to its highest value: the two
   * extremes as points on the curve, in order of x. Every line drawn stays within the column's band
   * or joins two bands that overlap there, so a pole inside the column links nothing outside it.
   */
  addBand(lx, ly, rx, ry, leftIsDomainEdge, rightIsDomainEdge, isFirst) {
    const column = this.column;
    // A column that ran out of budget at once knows little more than its ends: a few values spread
    // over it (the golden-ratio sequence, off every bisection lattice) give its climbs a start. One
    // known to reach beyond the frame at both edges (a pole) covers all of it: nothing is left to find.
    const seeds = this.knownBeyondTop(ly, ry) && this.knownBeyondBottom(ly, ry) ? 0 : BAND_SEEDS;
    for (let k = 1; column.met < seeds && k <= seeds; k += 1) {
      const x = lx + (rx - lx) * SEED_FRACTIONS[k - 1];
      this.evaluations += 1;
      column.meet(x, this.f(x));
    }
    // The climbs start inside the column: an end is often a local extreme only because the column
    // stops there. The ends still count for the band.
    if (column.met === 0) {
      column.meet(lx, ly);
      column.meet(rx, ry);
    }
    // A side where a known value already lies beyond the frame needs no climb: only the visible part
    // of a band is drawn. (The climbs know the ends' values, which the band counts anyway.)
    this.climbX = column.lowestX;
    this.climbY = column.lowestY;
    this.climbLeftEndY = ly;
    this.climbRightEndY = ry;
    if (!this.knownBeyondBottom(ly, ry)) this.climb(-1, lx, rx, true);
    let lowX = this.climbX;
    let lowY = this.climbY;
    this.climbX = column.highestX;
    this.climbY = column.highestY;
    if (!this.knownBeyondTop(ly, ry)) this.climb(1, lx, rx, true);
    let highX = this.climbX;
    let highY = this.climbY;
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
    lowY = Math.min(Math.max(lowY, this.bandFloor), this.bandCeiling);
    highY = Math.min(Math.max(highY, this.bandFloor), this.bandCeiling);
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

  /**
   * Right after a band: evaluates the column's seeds (the values addBand() starts from) and tells
   * whether, read in order of x between its ends, they turn more than once by more than
   * BAND_TURN_THRESHOLD. Then the curve does, and the column is a band without being refined.
   */
  seedsTurnMoreThanOnce(lx, ly, rx, ry) {
    const column = this.column;
    seedXs[0] = lx;
    seedYs[0] = ly;
    for (let k = 1; k <= BAND_SEEDS; k += 1) {
      const x = lx + (rx - lx) * SEED_FRACTIONS[k - 1];
      const y = this.f(x);
      this.evaluations += 1;
      column.meet(x, y);
      const rank = SEED_RANKS[k - 1] + 1;
      seedXs[rank] = Number.isFinite(y) ? x : NaN;  // an undefined value breaks the run
      seedYs[rank] = y;
    }
    seedXs[BAND_SEEDS + 1] = rx;
    seedYs[BAND_SEEDS + 1] = ry;
    return turnsMoreThanOnce(seedXs, seedYs, BAND_SEEDS + 2, this.yMax, this.yScale, this.clipTop, this.clipBottom,
      BAND_TURN_THRESHOLD);
  },

  /** Whether a value the column met, or an end of it (ly, ry), lies above the frame. */
  knownBeyondTop(ly, ry) {
    const yMax = this.yMax;
    return this.column.highestY > yMax || ly > yMax || ry > yMax;
  },

  /** Whether a value the column met, or an end of it (ly, ry), lies below the frame. */
  knownBeyondBottom(ly, ry) {
    const yMin = this.yMin;
    return this.column.lowestY < yMin || ly < yMin || ry < yMin;
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
      this.previousBandAtStep = this.columnHasStep;
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
    // pixelY(y), written out: small enough to be inlined wherever it is called.
    const row = Math.min(Math.max((this.yMax - y) * this.yScale, this.clampTop), this.clampBottom);
    return Math.min(Math.max(Number.isFinite(y) ? row : NaN, this.clipTop), this.clipBottom);
  },

  /** f(x), counted (not charged to the budget nor met by the column). */
  evaluateCounted(x) {
    this.evaluations += 1;
    return this.f(x);
  },

  /**
   * A local extreme of f in low … high, climbing from (climbX, climbY): the largest value for sign 1,
   * the smallest for −1; left in climbX/climbY. (The start travels in the fields rather than as
   * arguments, so that no double is boxed to make the call.) A compass search: it tries a step either side, moves
   * to the better value (inside the column) and doubles the step. Where neither side is better, the
   * three values bracket the extreme, and the parabola through them predicts it: the climb tries the
   * parabola's vertex (moving there only inside the column) and stops where the value
   * there is the predicted one, within CLIMB_AGREEMENT pixels; otherwise a band's climb (forBand) first
   * narrows that bracket (narrowBracket()), and the climb halves the step. It also stops beyond the clip
   * band (the frame's edge is drawn there whatever the value) and after CLIMB_EVALUATIONS; a band's
   * climb also where it walks to an end of the column that is no worse than its best (climbLeftEndY,
   * climbRightEndY: the values at low and high), as the band counts its ends anyway.
   */
  climb(sign, low, high, forBand) {
    let bestX = this.climbX;
    let bestY = this.climbY;
    const widest = (high - low) / 16;
    let step = Math.min(this.bandStep, widest);
    let left = CLIMB_EVALUATIONS;
    const f = this.f;
    const scale = this.yScale;
    const from = this.curveFrom;
    const to = this.curveTo;
    // The last step's sides: after a move with the step doubled, one new side is often the very x an
    // old one was (zoomed-out sin x: one climb evaluation in ten), and f's value there is reused
    // rather than computed again (the same double, so the same band; `evaluations` counts only the
    // calls made, as Swift's climb, which reuses them alike, does). Zero is left out: f(−0) and f(0)
    // may differ (1/x) though −0 === 0.
    let seenLeftX = NaN;
    let seenLeftY = NaN;
    let seenRightX = NaN;
    let seenRightY = NaN;
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
        if (xl === seenRightX && xl !== 0) {
          yl = seenRightY;
        } else if (xl === seenLeftX && xl !== 0) {
          yl = seenLeftY;
        } else {
          yl = f(xl);
          this.evaluations += 1;
        }
        if (xr === seenLeftX && xr !== 0) {
          yr = seenLeftY;
        } else if (xr === seenRightX && xr !== 0) {
          yr = seenRightY;
        } else {
          yr = f(xr);
          this.evaluations += 1;
        }
        seenLeftX = xl;
        seenLeftY = yl;
        seenRightX = xr;
        seenRightY = yr;
      } else {
        // best stays inside the column, so xl ≤ best ≤ to and xr ≥ best ≥ from: one bound each.
        if (xl >= from) yl = this.evaluateCounted(xl);
        if (xr <= to) yr = this.evaluateCounted(xr);
        seenLeftX = NaN;
        seenRightX = NaN;
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
      // A band's climb that finds a better value beyond an end of the column, and the end itself no
      // worse than its best, is walking to that end: the band counts the end anyway.
      if (forBand && ((xl < low && sign * (yl - bestY) > 0 && sign * (this.climbLeftEndY - bestY) >= 0)
        || (xr > high && sign * (yr - bestY) > 0 && sign * (this.climbRightEndY - bestY) >= 0))) break;
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
        const middleX = bestX;
        const middleY = bestY;
        if (inside === xv && Number.isFinite(yv) && sign * (yv - bestY) > 0) {
          bestX = xv;
          bestY = yv;
        }
        if (Math.abs(yv - predicted) * scale <= CLIMB_AGREEMENT) {
          this.bandStep = step;  // the scale the curve is resolved at, for the next band's climb
          break;
        }
        // A band's climb narrows the bracket instead, where its values are visible (across a pole
        // a parabola predicts nothing).
        if (forBand && inside === xv && Number.isFinite(yv) && this.isVisible(yl) && this.isVisible(middleY)
          && this.isVisible(yr)) {
          bracket[0] = xl;
          bracket[1] = yl;
          bracket[2] = middleX;
          bracket[3] = middleY;
          bracket[4] = xr;
          bracket[5] = yr;
          bracket[6] = xv;
          bracket[7] = yv;
          bracket[8] = low;
          bracket[9] = high;
          this.climbX = bestX;
          this.climbY = bestY;
          left = this.narrowBracket(sign, left);
          bestX = this.climbX;
          bestY = this.climbY;
          if (this.bracketAgreed) {
            this.bandStep = (bracket[4] - bracket[0]) / 2;  // half the narrowed bracket: the scale resolved
            break;
          }
        }
      }
      step /= 2;
      if (bestX + step === bestX) break;
    }
    this.climbX = bestX;
    this.climbY = bestY;
  },

  /** Whether y lies within the frame's y-range. */
  isVisible(y) {
    return y >= this.yMin && y <= this.yMax;
  },

  /**
   * Successive parabolic interpolation, for a band's climb whose first parabola did not agree: a < b < c
   * in `bracket` around the climb's best value b, v the vertex their parabola predicted.
   * v becomes the middle or a side of a narrower bracket, and the vertex of the parabola through the
   * new three is tried: it passes through the value just found, so its prediction near there is close.
   * Keeps the best value inside low … high in climbX/climbY, sets bracketAgreed where a vertex agreed
   * with its parabola within CLIMB_AGREEMENT, and returns the evaluations left. (The points travel in
   * `bracket` rather than as arguments, so that no double is boxed to make the call.)
   */
  narrowBracket(sign, left) {
    const f = this.f;
    const low = bracket[8];
    const high = bracket[9];
    let vx = bracket[6];
    let vy = bracket[7];
    let ax = bracket[0];
    let ay = bracket[1];
    let bx = bracket[2];
    let by = bracket[3];
    let cx = bracket[4];
    let cy = bracket[5];
    let bestX = this.climbX;
    let bestY = this.climbY;
    this.bracketAgreed = false;
    for (let tries = 0; tries < BRACKET_NARROWINGS && left > 0; tries += 1) {
      if (sign * (vy - by) > 0) {
        if (vx > bx) {
          ax = bx;
          ay = by;
        } else {
          cx = bx;
          cy = by;
        }
        bx = vx;
        by = vy;
      } else if (vx > bx) {
        cx = vx;
        cy = vy;
      } else {
        ax = vx;
        ay = vy;
      }
      // The parabola through a, b and c (u, w: the sides' distances from b; h: its curvature).
      const u = ax - bx;
      const w = cx - bx;
      const fa = sign * (ay - by);
      const fc = sign * (cy - by);
      const h = (fa * w - fc * u) / (u * w * (u - w));
      if (!(h < 0)) break;
      const g = (fa - h * u * u) / u;
      vx = bx - g / (2 * h);
      if (!(vx > ax && vx < cx) || vx === bx) break;
      vy = f(vx);
      this.evaluations += 1;
      left -= 1;
      if (!Number.isFinite(vy)) break;
      if (vx >= low && vx <= high && sign * (vy - bestY) > 0) {
        bestX = vx;
        bestY = vy;
      }
      const predicted = by + sign * (-(g * g) / (4 * h));
      if (Math.abs(vy - predicted) * this.yScale <= CLIMB_AGREEMENT) {
        this.bracketAgreed = true;
        break;
      }
    }
    bracket[0] = ax;
    bracket[4] = cx;
    this.climbX = bestX;
    this.climbY = bestY;
    return left;
  },

  /**
   * Whether the refined column misses the curve at x values off its bisection lattice. Bisection only
   * ever looks at x = left + k·width/2ⁿ; zoomed far out, an oscillation aliases on that lattice into a
   * slow wave that fits every chord test (sin x on ±100 000 looks like a sine of period 9.4 columns).
   * Only an x off the lattice shows that the polyline is not the curve.
   */
  witnessesDisagree(lx, ly, rx, ry, leftIsDomainEdge) {
    const column = this.column;
    // The polyline's pixel points (left end, the column's points, right end; a break as x = NaN),
    // converted once for both witnesses when the first defined one needs them.
    let count = 0;
    for (let w = 0; w < WITNESS_FRACTIONS.length; w += 1) {
      const x = lx + (rx - lx) * WITNESS_FRACTIONS[w];
      if (!(x > lx && x < rx)) continue;
      this.evaluations += 1;
      const y = this.f(x);
      if (!Number.isFinite(y)) continue;  // an undefined stretch inside: nothing to compare
      column.meet(x, y);
      const wx = this.pixelX(x);
      const wy = this.clippedRow(y);
      if (count === 0) count = this.polylinePixels(lx, ly, rx, ry);
      const pxs = polylineXs;
      const pys = polylineYs;
      let hasPrevious = !leftIsDomainEdge;
      let px = pxs[0];
      let py = pys[0];
      // The smallest squared distance: √ is monotonic, so the root of the least square is the least
      // distance, to the bit, and is taken once.
      let nearestSquared = Infinity;
      // The rows the polyline spans: a witness beyond them shows a missed extreme even where the
      // polyline is so steep that every point of the column lies near it.
      let top = hasPrevious ? py : Infinity;
      let bottom = hasPrevious ? py : -Infinity;
      for (let k = 1; k < count; k += 1) {
        const qx = pxs[k];
        if (Number.isNaN(qx)) {
          hasPrevious = false;
          continue;
        }
        const qy = pys[k];
        if (hasPrevious) {
          const squared = squaredDistanceToSegment(wx, wy, px, py, qx, qy);
          if (squared < nearestSquared) nearestSquared = squared;
        }
        if (qy < top) top = qy;
        if (qy > bottom) bottom = qy;
        hasPrevious = true;
        px = qx;
        py = qy;
      }
      const nearest = Math.sqrt(nearestSquared);
      if (Number.isFinite(nearest) && nearest > WITNESS_DISTANCE) return true;
      if (wy < top - WITNESS_DISTANCE || wy > bottom + WITNESS_DISTANCE) return true;
    }
    return false;
  },

  /**
   * The refined polyline of the column from (lx, ly) to (rx, ry) in pixels, into polylineXs/polylineYs:
   * the left end, the column's points (a break as x = NaN), the right end; returns how many.
   */
  polylinePixels(lx, ly, rx, ry) {
    const column = this.column;
    const length = column.length;
    const count = length + 2;
    if (polylineXs.length < count) {
      polylineXs = new Float64Array(2 * count);
      polylineYs = new Float64Array(2 * count);
    }
    const cxs = column.xs;
    const cys = column.ys;
    // pixelX() and clippedRow() written out, as the loop runs for every refined point (+ tells the
    // compiler the ends are numbers, so that nothing in the loop is boxed).
    const { xMin, xScale, yMax, yScale, clampTop, clampBottom, clipTop, clipBottom } = this;
    for (let k = 0; k < count; k += 1) {
      const x = k === 0 ? +lx : k === count - 1 ? +rx : cxs[k - 1];
      const y = k === 0 ? +ly : k === count - 1 ? +ry : cys[k - 1];
      if (Number.isNaN(x)) {
        polylineXs[k] = NaN;
        continue;
      }
      const row = Number.isFinite(y) ? Math.min(Math.max((yMax - y) * yScale, clampTop), clampBottom) : NaN;
      polylineXs[k] = (x - xMin) * xScale;
      polylineYs[k] = Math.min(Math.max(row, clipTop), clipBottom);
    }
    return count;
  }
};

// The pixel points witnessesDisagree() compares with, reused from column to column.
let polylineXs = new Float64Array(64);
let polylineYs = new Float64Array(64);

/**
 * Squared distance from (x, y) to the line segment (ax, ay)–(bx, by), in pixels², with the arithmetic
 * of Swift's distance (SamplingRun+Band.swift) up to its final square root. The projection is clamped
 * to the segment by comparing before dividing: n ≤ 0 gives n / l ≤ 0 and n ≥ l gives n / l ≥ 1, so
 * t is the same double as clamping the quotient, without the division at either end.
 */
function squaredDistanceToSegment(x, y, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  let t = 0;
  if (lengthSquared > 0) {
    const n = (x - ax) * dx + (y - ay) * dy;
    t = n <= 0 ? 0 : n >= lengthSquared ? 1 : n / lengthSquared;
  }
  const nx = ax + t * dx - x;
  const ny = ay + t * dy - y;
  return nx * nx + ny * ny;
}
