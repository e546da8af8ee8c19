// Climbs to a local extreme of the curve: a band's lowest and highest values (zoomed far out), and the
// sharp extremes the chord test misses in a refined column. A port of
// Sources/PlotCore/Sampling/ExtremeClimb.swift, with the same constants and the arithmetic in the same
// order.
//
// A climb's start and result travel in small objects (ClimbStart, ClimbResult) rather than as
// arguments and a returned pair: a double passed to a call the optimiser does not inline is boxed, and
// a zoomed-out plot climbs twice in each of its 1600 columns.

/** Evaluations allowed to find each of a band's two extremes. */
const CLIMB_EVALUATIONS = 24;
/** A climb stops where the parabola through its last values predicts the vertex's value this closely (pixels). */
const CLIMB_AGREEMENT = 0.25;
/** Parabolas a band's climb tries through a narrowed bracket before it halves its step instead. */
const BRACKET_NARROWINGS = 3;

/** Where a climb starts: the point, and its largest step (Infinity: a sixteenth of the column). */
export class ClimbStart {
  constructor() {
    this.x = NaN;
    this.y = NaN;
    this.step = Infinity;
  }
}

/**
 * What a climb found: the extreme, and the step at which the curve was resolved there (data units; NaN
 * where no parabola agreed), where the next band's climb may start.
 */
class ClimbResult {
  constructor() {
    this.x = NaN;
    this.y = NaN;
    this.resolvedStep = NaN;
  }
}

/** The values at a band column's ends, for a band's climb (see ExtremeClimb.climb). */
export class BandEnds {
  constructor() {
    this.left = NaN;
    this.right = NaN;
  }
}

/** The local search for extremes of one sampling pass. */
export class ExtremeClimb {
  #start = new ClimbStart();
  #result = new ClimbResult();
  #bracket;

  /**
   * @param {import('./counted-curve.js').CountedCurve} curve
   * @param {import('./sampling-frame.js').SamplingFrame} frame
   * @param {number} tolerance the refinement tolerance, device pixels
   */
  constructor(curve, frame, tolerance) {
    this.curve = curve;
    this.frame = frame;
    this.tolerance = tolerance;
    this.#bracket = new ParabolicBracket(curve, frame.yScale);
  }

  /**
   * The true extreme near the refined vertex v, where v is higher (or lower) than both its neighbours
   * p and n and a side is steep: the chords beside v passed on their perpendicular distance, which says
   * nothing about a tip between two steep flanks (1/(x²+1e-6) on −2.2 … 1.7 lost 20 px of its peak
   * that way). Climbs within p … n; returns the extreme where it is more than the refinement tolerance
   * beyond v, else null.
   */
  sharpExtreme(px, py, vx, vy, nx, ny) {
    const sign = vy > py && vy > ny ? 1 : vy < py && vy < ny ? -1 : 0;
    if (sign === 0) return null;
    const frame = this.frame;
    const rise = Math.max(Math.abs(vy - py), Math.abs(ny - vy)) * frame.yScale;
    const run = Math.min(vx - px, nx - vx) * frame.xScale;
    if (!(rise > run)) return null;
    const extreme = this.#climbFromWidestStep(sign, vx, vy, px, nx);
    return Math.abs(extreme.y - vy) * frame.yScale > this.tolerance && extreme.x !== vx ? extreme : null;
  }

  /**
   * Where the curve turns at the column's end (ex, ey), a column edge, the extreme on this column's
   * side of it: the chords beside it passed on their perpendicular distance, which in a column a pixel
   * wide says nothing about a tip (sin x zoomed out to ±3000 lost up to 86 px that way). Only a steep
   * chord can pass so. The value as far beyond the end as (ix, iy), the nearest point inside, tells
   * whether it turns; the vertex of the parabola through the three, whether on this side (the other
   * side is the next or last column's to climb); its value, whether beyond tolerance — before a climb
   * is paid for (a steep run into a pole, tan x on ±1000, passes the first two and stops there). Null
   * where it does not turn there, or not beyond tolerance.
   */
  turnAtEnd(ex, ey, ix, iy) {
    const frame = this.frame;
    if (!(Math.abs(ey - iy) * frame.yScale > Math.abs(ex - ix) * frame.xScale)) return null;
    const oy = this.curve.valueWithin(ex + (ex - ix));
    if (!Number.isFinite(oy)) return null;
    const sign = ey > iy && ey > oy ? 1 : ey < iy && ey < oy ? -1 : 0;
    if (sign === 0) return null;
    // The parabola through inner (t = −1), end (0) and outer (1); its vertex lies between them.
    const curvature = (iy + oy) / 2 - ey;
    const vertex = -(oy - iy) / 2 / (2 * curvature);
    if (!(vertex < 0)) return null;
    const x = ex + vertex * (ex - ix);
    const y = this.curve.valueWithin(x);
    if (!(Number.isFinite(y) && (y - ey) * sign * frame.yScale > this.tolerance)) return null;
    return this.#climbFromWidestStep(sign, x, y, Math.min(ix, ex), Math.max(ix, ex));
  }

  /** A climb inside a refined column, from (x, y): from the widest step, as it is no band's. */
  #climbFromWidestStep(sign, x, y, low, high) {
    const start = this.#start;
    start.x = x;
    start.y = y;
    start.step = Infinity;
    return this.climb(sign, start, low, high, null);
  }

  /**
   * A local extreme of f in low … high, climbing from `start` with steps up to start.step: the largest
   * value for sign 1, the smallest for −1. A compass search: it tries a step either side, moves to the better value
   * (inside the column) and doubles the step. Where neither side is better, the three values bracket
   * the extreme, and the parabola through them predicts it: the climb tries the parabola's vertex
   * (moving there only inside the column) and stops where the value there is the predicted one, within
   * CLIMB_AGREEMENT pixels; otherwise a band's climb first narrows that bracket (ParabolicBracket),
   * and the climb halves the step. It also stops beyond the clip band (the frame's edge is drawn there
   * whatever the value) and after CLIMB_EVALUATIONS; a band's climb (`bandEnds`: the values at low and
   * high; null for other climbs) also where it walks to an end of the column that is no worse than its
   * best, as the band counts its ends anyway. Returns what it found, valid until the next climb.
   * @param {ClimbStart} start
   * @param {BandEnds | null} bandEnds
   * @returns {ClimbResult}
   */
  climb(sign, start, low, high, bandEnds) {
    let bestX = start.x;
    let bestY = start.y;
    const widest = (high - low) / 16;
    let step = Math.min(start.step, widest);
    let resolvedStep = NaN;
    let left = CLIMB_EVALUATIONS;
    const curve = this.curve;
    const frame = this.frame;
    const scale = frame.yScale;
    const from = curve.from;
    const to = curve.to;
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
      const row = frame.pixelY(bestY);
      if (sign > 0 ? row < frame.clipTop : row > frame.clipBottom) break;
      // The sides may lie beyond the column's ends: they shape the parabola, but the climb never
      // moves there. Beyond a restricted curve's from … to they are not evaluated: NaN there neither
      // wins nor shapes a parabola, so the step halves until both sides are in.
      const xl = bestX - step;
      const xr = bestX + step;
      let yl = NaN;
      let yr = NaN;
      if (xl >= from && xr <= to) {
        yl = xl === seenRightX && xl !== 0 ? seenRightY : xl === seenLeftX && xl !== 0 ? seenLeftY : curve.climbValueAt(xl);
        yr = xr === seenLeftX && xr !== 0 ? seenLeftY : xr === seenRightX && xr !== 0 ? seenRightY : curve.climbValueAt(xr);
        seenLeftX = xl;
        seenLeftY = yl;
        seenRightX = xr;
        seenRightY = yr;
      } else {
        // best stays inside the column, so xl ≤ best ≤ to and xr ≥ best ≥ from: one bound each.
        if (xl >= from) yl = curve.valueAt(xl);
        if (xr <= to) yr = curve.valueAt(xr);
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
      if (bandEnds !== null && ((xl < low && sign * (yl - bestY) > 0 && sign * (bandEnds.left - bestY) >= 0)
        || (xr > high && sign * (yr - bestY) > 0 && sign * (bandEnds.right - bestY) >= 0))) break;
      const curvature = sign * (yl - 2 * bestY + yr);
      const slope = sign * (yr - yl);
      if (curvature < 0 && left > 0) {
        // Only a value at the vertex that the parabola predicts shows that it fits: on aliased
        // values (a step wider than the oscillation) a small predicted gain means nothing.
        const offset = (step * slope) / (-2 * curvature);
        const xv = bestX + offset;
        const yv = curve.climbValueAt(xv);
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
          resolvedStep = step;
          break;
        }
        // A band's climb narrows the bracket instead, where its values are visible (across a pole
        // a parabola predicts nothing).
        if (bandEnds !== null && inside === xv && Number.isFinite(yv) && frame.isVisible(yl)
          && frame.isVisible(middleY) && frame.isVisible(yr)) {
          const bracket = this.#bracket;
          bracket.start(xl, yl, middleX, middleY, xr, yr, xv, yv, bestX, bestY);
          left = bracket.narrow(sign, low, high, left);
          bestX = bracket.bestX;
          bestY = bracket.bestY;
          if (bracket.agreed) {
            resolvedStep = (bracket.cx - bracket.ax) / 2;  // half the narrowed bracket
            break;
          }
        }
      }
      step /= 2;
      if (bestX + step === bestX) break;
    }
    const result = this.#result;
    result.x = bestX;
    result.y = bestY;
    result.resolvedStep = resolvedStep;
    return result;
  }
}

/**
 * Successive parabolic interpolation, for a band's climb whose first parabola did not agree: a < b < c
 * around the climb's best value b, and the vertex v their parabola predicted. v becomes the middle or a
 * side of a narrower bracket, and the vertex of the parabola through the new three is tried: it passes
 * through the value just found, so its prediction near there is close.
 */
class ParabolicBracket {
  /**
   * @param {import('./counted-curve.js').CountedCurve} curve
   * @param {number} yScale pixels per data unit of y
   */
  constructor(curve, yScale) {
    this.curve = curve;
    this.yScale = yScale;
    this.ax = NaN;
    this.ay = NaN;
    this.bx = NaN;
    this.by = NaN;
    this.cx = NaN;
    this.cy = NaN;
    this.vx = NaN;
    this.vy = NaN;
    /** The best value inside low … high so far. */
    this.bestX = NaN;
    this.bestY = NaN;
    /** Whether a vertex agreed with its parabola within CLIMB_AGREEMENT. */
    this.agreed = false;
  }

  start(ax, ay, bx, by, cx, cy, vx, vy, bestX, bestY) {
    this.ax = ax;
    this.ay = ay;
    this.bx = bx;
    this.by = by;
    this.cx = cx;
    this.cy = cy;
    this.vx = vx;
    this.vy = vy;
    this.bestX = bestX;
    this.bestY = bestY;
    this.agreed = false;
  }

  /**
   * Narrows the bracket up to BRACKET_NARROWINGS times, keeping the best value inside low … high, until
   * a vertex agrees with its parabola (`agreed`) or `left` evaluations are spent; returns those left.
   */
  narrow(sign, low, high, left) {
    const { curve, yScale } = this;
    let { ax, ay, bx, by, cx, cy, vx, vy, bestX, bestY } = this;
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
      vy = curve.bracketValueAt(vx);
      left -= 1;
      if (!Number.isFinite(vy)) break;
      if (vx >= low && vx <= high && sign * (vy - bestY) > 0) {
        bestX = vx;
        bestY = vy;
      }
      const predicted = by + sign * (-(g * g) / (4 * h));
      if (Math.abs(vy - predicted) * yScale <= CLIMB_AGREEMENT) {
        this.agreed = true;
        break;
      }
    }
    this.ax = ax;
    this.cx = cx;
    this.bestX = bestX;
    this.bestY = bestY;
    return left;
  }
}
