// One pass of the parametric sampler: the seed intervals in t, each refined by halving until its chords are flat,
// jumps and domain edges resolved, the points passed on in t order to the assembler. A port of
// Sources/PlotCore/Sampling/Parametric/ParametricRun.swift: the same steps and arithmetic.

import { allBeyondOneEdge, curvePoint, squaredDistance, squaredDistanceToChord } from './parametric-geometry.js';
import { ParametricAssembler } from './parametric-assembler.js';

/** The most steps a jump or a domain edge is followed: more than the halvings from any interval to neighbouring doubles. */
const BISECTION_STEPS = 64;
/** A chord longer than this (in device pixels) at double precision is a jump. */
const JUMP_DISTANCE = 0.5;

const half = (a, b) => a + (b - a) * 0.5;

export class ParametricRun {
  /**
   * @param {{x: (t: number) => number, y: (t: number) => number, from: number, to: number}} curve NaN or ±Infinity where undefined
   * @param {ReturnType<import('./parametric-geometry.js').pixelFrame>} frame
   * @param {import('./parametric-sampler.js').ParametricOptions} settings
   */
  constructor(curve, frame, settings) {
    this.curve = curve;
    this.frame = frame;
    this.settings = settings;
    this.squaredTolerance = settings.refinementTolerance * settings.refinementTolerance;
    this.output = new ParametricAssembler(frame, settings.clipMargin, settings.simplificationTolerance);
    this.evaluations = 0;
    /** Evaluations refinement may still spend: budgetPerSeed more at each seed interval, at most 32 intervals' worth. */
    this.budget = 0;
    /** Whether the last point passed on ends a line the next one continues. */
    this.isOpen = false;
  }

  sample() {
    const count = this.settings.seedIntervals;
    const { from, to } = this.curve;
    const seeds = [];
    for (let k = 0; k <= count; k += 1) seeds.push(this.point(k === count ? to : from + (to - from) * k / count));
    const cap = 32 * this.settings.budgetPerSeed;
    for (let k = 0; k < count; k += 1) {
      this.budget = Math.min(this.budget + this.settings.budgetPerSeed, cap);
      const a = seeds[k];
      const b = seeds[k + 1];
      const middle = this.point(half(a.t, b.t));
      const quarter = this.point(half(a.t, middle.t));
      const threeQuarters = this.point(half(middle.t, b.t));
      this.refine([a, quarter, middle, threeQuarters, b], 0);
    }
  }

  finish() {
    const { segments, parameters } = this.output.finish();
    return { segments, parameters, evaluations: this.evaluations };
  }

  /** The interval of `points` (its ends and the points at ¼, ½, ¾ of its t-range), `depth` halvings below its seed. */
  refine(points, depth) {
    const a = points[0];
    const b = points[4];
    let defined = 0;
    for (const p of points) if (p.isDefined) defined += 1;
    if (defined === 0) {
      this.breakLine();
      return;
    }
    if (defined < 5) {
      // Only one end defined, all the rest not: the domain's edge lies between them.
      if (defined === 1 && (a.isDefined || b.isDefined)) {
        this.domainEdge(a, b);
        return;
      }
      if (depth === this.settings.maximumDepth || this.budget < 4) {
        this.undefinedInside(a, b);
        return;
      }
    } else {
      const tolerance = this.squaredTolerance;
      const isFlat = !a.isFar && !b.isFar && squaredDistanceToChord(points[1], a, b) <= tolerance && squaredDistanceToChord(points[2], a, b) <= tolerance
        && squaredDistanceToChord(points[3], a, b) <= tolerance;
      if (isFlat || allBeyondOneEdge(points, this.frame, this.settings.clipMargin)) {
        this.line(a, b);
        return;
      }
      if (depth === this.settings.maximumDepth) {
        if (this.isJump(a, b)) this.breakLine(); else this.line(a, b);
        return;
      }
      if (this.budget < 4) {
        // Out of budget: the samples joined as they are.
        for (let i = 0; i < 4; i += 1) this.line(points[i], points[i + 1]);
        return;
      }
    }
    const left = [points[0], this.point(half(points[0].t, points[1].t)), points[1], this.point(half(points[1].t, points[2].t)), points[2]];
    const right = [points[2], this.point(half(points[2].t, points[3].t)), points[3], this.point(half(points[3].t, points[4].t)), points[4]];
    this.budget -= 4;
    this.refine(left, depth + 1);
    this.refine(right, depth + 1);
  }

  /**
   * Whether the chord from `a` to `b` (both defined) is a jump: following its larger half down to neighbouring
   * doubles, the chord stays longer than JUMP_DISTANCE, or a point between is undefined.
   */
  isJump(a, b) {
    for (let step = 0; step < BISECTION_STEPS && this.budget > 0; step += 1) {
      const t = half(a.t, b.t);
      if (t === a.t || t === b.t) break;
      const middle = this.point(t);
      this.budget -= 1;
      if (!middle.isDefined) return true;
      if (squaredDistance(a, middle) >= squaredDistance(middle, b)) b = middle; else a = middle;
    }
    return squaredDistance(a, b) > JUMP_DISTANCE * JUMP_DISTANCE;
  }

  /** One end defined, the other not: the last defined point towards the undefined end, by bisection. */
  domainEdge(a, b) {
    let inside = a.isDefined ? a : b;
    let outside = a.isDefined ? b : a;
    for (let step = 0; step < BISECTION_STEPS && this.budget > 0; step += 1) {
      const t = half(inside.t, outside.t);
      if (t === inside.t || t === outside.t) break;
      const middle = this.point(t);
      this.budget -= 1;
      if (middle.isDefined) inside = middle; else outside = middle;
    }
    if (a.isDefined) {
      this.line(a, inside);
      this.breakLine();
    } else {
      this.breakLine();
      this.line(inside, b);
    }
  }

  /** Both ends defined, or both not, with undefined points between that no more halving may resolve. */
  undefinedInside(a, b) {
    this.breakLine();
    if (b.isDefined) this.start(b);
  }

  point(t) {
    this.evaluations += 1;
    return curvePoint(t, this.curve.x(t), this.curve.y(t), this.frame);
  }

  /** The line from `a` (where the last one ended, unless nothing is open) to `b`. */
  line(a, b) {
    if (!this.isOpen) this.start(a);
    this.output.add(b);
  }

  start(point) {
    this.output.add(point);
    this.isOpen = true;
  }

  breakLine() {
    if (this.isOpen) this.output.breakSegment();
    this.isOpen = false;
  }
}
