// The refinement of one device-pixel column in auto mode: chord refinement by bisection, the jump and
// domain-edge bisections inside it, and the pole probe among poles a few pixels apart; and what the
// column found, held until the run judges it (drawn as refined, or as its band). A port of
// Sources/PlotCore/Sampling/ColumnRefinement.swift, with the same constants and the arithmetic in the
// same order, so both languages round alike.

import { DomainEdgeBisection } from './domain-edge-bisection.js';
import { CurvePoint } from './curve-point.js';

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

/** The xs and values the pole probe met in a column: at most one per chord depth. */
export class PoleProbeValues {
  constructor() {
    this.xs = new Float64Array(MAXIMUM_CHORD_DEPTH);
    this.ys = new Float64Array(MAXIMUM_CHORD_DEPTH);
  }
}

/** The two defined points on either side of a jump (a pole or a discontinuity). */
export class JumpSides {
  constructor() {
    this.leftX = NaN;
    this.leftY = NaN;
    this.rightX = NaN;
    this.rightY = NaN;
  }
}

/**
 * Follows the largest change in y from a to b by bisection down to double precision. If it is still
 * larger than a pixel there, it never shrinks: a pole or a jump. Returns `sides`, holding the defined
 * points on either side, or null for a steep but continuous stretch.
 * @param {{ valueAt: (x: number) => number }} source f, counted as its caller counts it
 * @param {import('./sampling-frame.js').SamplingFrame} frame
 * @param {JumpSides} sides written and returned where there is a jump
 */
export function findJump(source, frame, ax, ay, bx, by, sides) {
  let lx = ax;
  let ly = ay;
  let rx = bx;
  let ry = by;
  for (let step = 0; step < MAXIMUM_BISECTIONS; step += 1) {
    const mid = lx + (rx - lx) / 2;
    if (!(mid > lx && mid < rx)) break;
    const fm = source.valueAt(mid);
    if (!Number.isFinite(fm)) break;
    const leftRise = Math.abs(frame.pixelY(fm) - frame.pixelY(ly));
    const rightRise = Math.abs(frame.pixelY(ry) - frame.pixelY(fm));
    if (leftRise >= rightRise) {
      rx = mid;
      ry = fm;
    } else {
      lx = mid;
      ly = fm;
    }
    if (Math.abs(frame.pixelY(ry) - frame.pixelY(ly)) <= 1) return null;
  }
  sides.leftX = lx;
  sides.leftY = ly;
  sides.rightX = rx;
  sides.rightY = ry;
  return sides;
}

/** The column being sampled: its refinement and what it found. */
export class ColumnRefinement {
  /** The bracket domainEdge() bisects, reused from edge to edge. */
  #edge = new DomainEdgeBisection();
  /** The sides findJump() leaves a jump's in. */
  #jump = new JumpSides();
  /** Where the curve ends or starts at a domain edge (refineToDomainEdge(), refineFromDomainEdge()). */
  #domainEnd = new CurvePoint();

  /**
   * @param {import('./counted-curve.js').CountedCurve} curve
   * @param {import('./sampling-frame.js').SamplingFrame} frame
   * @param {number} tolerance the refinement tolerance, device pixels
   * @param {import('./refinement-budget.js').RefinementBudget} budget
   * @param {import('./column-buffer.js').ColumnBuffer} buffer the points the column finds, reused
   * @param {PoleProbeValues} probe where the pole probe keeps its values, reused
   */
  constructor(curve, frame, tolerance, budget, buffer, probe) {
    this.curve = curve;
    this.frame = frame;
    this.tolerance = tolerance;
    this.budget = budget;
    /** The points refinement found, and the extreme values the column's evaluations met. */
    this.buffer = buffer;
    buffer.reset();
    /** The column's index and right end, and the last one where a pole was found or a step left unresolved. */
    this.index = 0;
    this.end = 0;
    this.lastStepColumn = -Infinity;
    /**
     * Whether the column's curve was left unresolved (out of budget, or a step among poles a few pixels
     * apart): it is drawn as its band.
     */
    this.isUnresolved = false;
    /** Whether a step (a pole, as far as the column shows) left it unresolved. */
    this.hasStep = false;
    /** The bracket of each jump found, in every column so far: [left0, right0, left1, …] (for endpoint-search.js). */
    this.jumps = [];
    // The pole probe's xs and values in the column and how many there are.
    this.probeXs = probe.xs;
    this.probeYs = probe.ys;
    this.probeLength = 0;
  }

  /** Column `index`, which ends at `end`, is to be refined: forgets what the last one found. */
  start(index, end) {
    this.index = index;
    this.end = end;
    this.buffer.reset();
    this.isUnresolved = false;
    this.hasStep = false;
    this.probeLength = 0;
  }

  /** Whether the last pole lies close enough before this column to probe it for one first. */
  followsStep() {
    return this.index - this.lastStepColumn <= DENSE_STEPS;
  }

  /** The column is left unresolved (out of budget, or its seeds turn more than once): it becomes its band. */
  leaveUnresolved() {
    this.isUnresolved = true;
  }

  /** A step (a pole, as far as the column shows) leaves the column unresolved. */
  leaveAtStep() {
    this.isUnresolved = true;
    this.hasStep = true;
    this.lastStepColumn = this.index;
  }

  /** f(x) as refinement evaluates it: counted, charged to the budget and remembered by the column. */
  valueAt(x) {
    this.budget.charge();
    const y = this.curve.valueAt(x);
    this.buffer.meet(x, y);
    return y;
  }

  /**
   * Adds the points strictly between a and b (both defined) that keep the polyline within tolerance;
   * ends the segment inside where the curve jumps or is undefined.
   */
  refine(ax, ay, bx, by, depth) {
    const frame = this.frame;
    const ya = frame.pixelY(ay);
    const yb = frame.pixelY(by);
    if (frame.isHidden(ya, yb)) return;
    const budget = this.budget;
    if (budget.remaining <= 0) {
      this.leaveUnresolved();
      return;
    }
    const mid = ax + (bx - ax) / 2;
    if (!(mid > ax && mid < bx)) return;
    const fm = this.probeLength > 0 ? this.probedValue(mid) : this.valueAt(mid);
    const buffer = this.buffer;
    if (!Number.isFinite(fm)) {
      // Undefined inside: the curve ends on the left and starts again on the right.
      this.refineToDomainEdge(ax, ay, mid, depth + 1);
      this.refineFromDomainEdge(mid, bx, by, depth + 1);
      return;
    }
    if (this.isCloseToChord(ax, ya, mid, frame.pixelY(fm), bx, yb)) {
      buffer.add(mid, fm);
      return;
    }
    const isStep = Math.abs(yb - ya) > 2 * this.tolerance;
    if (isStep && depth >= STEP_DEPTH && (budget.remaining < MAXIMUM_BISECTIONS || this.followsStep())) {
      // Poles a few pixels apart (tan x on ±1000): a step still there at 1/16 px, close to the last
      // one or where the budget cannot pay for a jump check, makes the column a band rather than
      // spend a jump check on each (or risk a line across a pole).
      this.leaveAtStep();
      return;
    }
    if (depth >= MAXIMUM_CHORD_DEPTH) {
      const sides = isStep ? findJump(this, frame, ax, ay, bx, by, this.#jump) : null;
      if (sides !== null) {
        // A jump at the column's right end (the grid landed on it: `{x = 2: 3, 3 − x}` at 2) is the
        // next column's left end, not a pole before it.
        if (sides.rightX !== this.end) this.lastStepColumn = this.index;
        this.jumps.push(sides.leftX, sides.rightX);
        buffer.add(sides.leftX, sides.leftY);
        buffer.breakSegment();
        buffer.add(sides.rightX, sides.rightY);
      } else {
        buffer.add(mid, fm);
      }
      return;
    }
    this.refine(ax, ay, mid, fm, depth + 1);
    buffer.add(mid, fm);
    this.refine(mid, fm, bx, by, depth + 1);
  }

  /**
   * The curve from the defined point a towards undefinedX, where it is not defined: refined up to its
   * last defined point, which ends the segment. Returns that point (valid until the next call).
   */
  refineToDomainEdge(ax, ay, undefinedX, depth) {
    const edge = this.domainEdge(ax, ay, undefinedX);
    const ex = edge.inside;
    const ey = edge.insideValue;
    this.refine(ax, ay, ex, ey, depth);
    this.buffer.add(ex, ey);
    this.buffer.breakSegment();
    return this.#endAt(ex, ey);
  }

  /**
   * The curve from where it starts after undefinedX, where it is not defined, to the defined point b:
   * its first defined point, then refined. Returns that point (valid until the next call).
   */
  refineFromDomainEdge(undefinedX, bx, by, depth) {
    const edge = this.domainEdge(bx, by, undefinedX);
    const ex = edge.inside;
    const ey = edge.insideValue;
    this.buffer.add(ex, ey);
    this.refine(ex, ey, bx, by, depth);
    return this.#endAt(ex, ey);
  }

  #endAt(x, y) {
    const end = this.#domainEnd;
    end.x = x;
    end.y = y;
    return end;
  }

  /**
   * The last defined point between a defined point and an undefined x, by bisection (refinement
   * evaluations), so curves such as √(1−x²) reach y = 0 at x = ±1. Returns the bracket, whose `inside`
   * and `insideValue` are the point until the next call.
   */
  domainEdge(definedX, definedY, undefinedX) {
    return this.#edge.start(definedX, definedY, undefinedX, NaN).narrow(this, MAXIMUM_BISECTIONS);
  }

  /**
   * Poles a few pixels apart (tan x on ±1000): follows the column's largest rise by bisection, as
   * findJump() does, while the chord test fails there. True where the two sides, at most 1/16 of the
   * column apart, lie beyond opposite edges of the clip band: a pole inside, which makes the column a
   * band covering the frame, found at the cost of a few bisections instead of refining the column. The
   * values are kept for refine() (the same midpoints, so the same doubles) when no pole is found.
   */
  probeFindsPole(ax, ay, bx, by) {
    const frame = this.frame;
    let lx = ax;
    let ly = ay;
    let rx = bx;
    let ry = by;
    for (let depth = 0; ; depth += 1) {
      const rowL = frame.pixelY(ly);
      const rowR = frame.pixelY(ry);
      if (depth >= STEP_DEPTH && frame.spansClipBand(rowL, rowR)) return true;
      if (depth >= MAXIMUM_CHORD_DEPTH || frame.isHidden(rowL, rowR)) return false;
      const mid = lx + (rx - lx) / 2;
      if (!(mid > lx && mid < rx)) return false;
      // Counted and met, but charged to the budget only when refine() takes the value (probedValue()).
      const fm = this.curve.valueAt(mid);
      this.buffer.meet(mid, fm);
      this.probeXs[this.probeLength] = mid;
      this.probeYs[this.probeLength] = fm;
      this.probeLength += 1;
      if (!Number.isFinite(fm)) return false;
      const rowM = frame.pixelY(fm);
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
      if (this.probeXs[k] === x) {
        this.budget.charge();
        return this.probeYs[k];
      }
    }
    return this.valueAt(x);
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
    const frame = this.frame;
    const xa = frame.pixelX(ax);
    const xm = frame.pixelX(mx);
    const xb = frame.pixelX(bx);
    const dx = xb - xa;
    const dy = yb - ya;
    const perpendicular = Math.abs((xm - xa) * dy - (ym - ya) * dx) / Math.sqrt(dx * dx + dy * dy);
    return perpendicular <= tolerance;
  }
}
