// One pass of the parametric sampler: the seed intervals in t, each refined by halving until its chords are flat,
// jumps and domain edges resolved, the points passed on in t order to the assembler. A port of
// Sources/PlotCore/Sampling/Parametric/ParametricRun.swift: the same steps and arithmetic.

import { allBeyondOneEdge, curvePoint, squaredDistance, squaredDistanceToChord } from './parametric-geometry.js';
import { ParametricAssembler } from './parametric-assembler.js';
import { DomainEdgeBisection } from './domain-edge-bisection.js';
import { ordinalMiddle } from './double-ordinals.js';
import { parametricEndpoints } from './parametric-endpoints.js';
import { evenGridValue } from './even-grid.js';

/** The most steps a domain edge is followed: more than the halvings from any interval to neighbouring doubles. */
const BISECTION_STEPS = 64;
/** A chord longer than this (in device pixels) at double precision is a jump. */
const JUMP_DISTANCE = 0.5;
/**
 * A quarter of an interval whose chord is more than this many times as long as each of the other three may hold a
 * jump: its step is followed down to double precision.
 */
const STEP_RATIO = 2;

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
    /**
     * Jump and domain-edge searches that may still start: searchesPerSeed more at each seed interval, at most 32
     * intervals' worth. A search, once started, runs to the last bit.
     */
    this.searches = 0;
    /** Where the last step search found the curve continuous (a steep stretch, not a jump): a step over it is not searched again. */
    this.steepPlace = null;
    /** Whether the last point passed on ends a line the next one continues. */
    this.isOpen = false;
    /** The jumps found, each as the last point before it and the first after it. */
    this.jumps = [];
  }

  sample() {
    const count = this.settings.seedIntervals;
    const { from, to } = this.curve;
    const seeds = [];
    for (let k = 0; k <= count; k += 1) seeds.push(this.point(evenGridValue(k, count, from, to)));
    const cap = 32 * this.settings.budgetPerSeed;
    const searchCap = 32 * this.settings.searchesPerSeed;
    for (let k = 0; k < count; k += 1) {
      this.budget = Math.min(this.budget + this.settings.budgetPerSeed, cap);
      this.searches = Math.min(this.searches + this.settings.searchesPerSeed, searchCap);
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
    const endpoints = parametricEndpoints(this.jumps, this.frame, this.settings.clipMargin);
    return { segments, parameters, evaluations: this.evaluations, endpoints };
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
      this.splitAtEdges(points, depth);
      return;
    }
    if (allBeyondOneEdge(points, this.frame, this.settings.clipMargin)) {
      this.line(a, b);
      return;
    }
    // A quarter that holds nearly all of the interval's change may hide a jump, however flat the chord (a riser of
    // floor t lies on the chord it makes): followed to the last bit, it is one or it shrinks.
    let hasStep = false;
    const quarter = this.stepQuarter(points);
    if (quarter !== null) {
      if (this.searches > 0) {
        const step = this.followStep(points[quarter], points[quarter + 1]);
        if (step.jump) {
          this.piece([...points.slice(0, quarter + 1), step.left], depth);
          this.breakLine();
          this.piece([step.right, ...points.slice(quarter + 1)], depth);
          return;
        }
        if (step.undefined) {
          this.splitAtEdges([...points.slice(0, quarter + 1), step.undefined, ...points.slice(quarter + 1)], depth);
          return;
        }
      } else {
        hasStep = true;
      }
    }
    const tolerance = this.squaredTolerance;
    const isFlat = !hasStep && !a.isFar && !b.isFar && squaredDistanceToChord(points[1], a, b) <= tolerance
      && squaredDistanceToChord(points[2], a, b) <= tolerance && squaredDistanceToChord(points[3], a, b) <= tolerance;
    if (isFlat) {
      this.line(a, b);
      return;
    }
    if (depth >= this.settings.maximumDepth) {
      this.deepestChord(a, b, depth);
      return;
    }
    if (this.budget < 4) {
      // Out of budget: the samples joined as they are.
      for (let i = 0; i < 4; i += 1) this.line(points[i], points[i + 1]);
      return;
    }
    const left = [points[0], this.point(half(points[0].t, points[1].t)), points[1], this.point(half(points[1].t, points[2].t)), points[2]];
    const right = [points[2], this.point(half(points[2].t, points[3].t)), points[3], this.point(half(points[3].t, points[4].t)), points[4]];
    this.budget -= 4;
    this.refine(left, depth + 1);
    this.refine(right, depth + 1);
  }

  /**
   * A chord still not flat after the most halvings: no line where it does not shrink down to double precision (a
   * pole: (t, tan t) at π/2), a line where it does.
   */
  deepestChord(a, b, depth) {
    if (this.searches <= 0) {
      // No search left: a chord this short in t that is still long on screen is taken for a jump.
      if (squaredDistance(a, b) > JUMP_DISTANCE * JUMP_DISTANCE) this.breakLine(); else this.line(a, b);
      return;
    }
    const step = this.followStep(a, b);
    if (step.jump) {
      this.line(a, step.left);
      this.breakLine();
      this.line(step.right, b);
    } else if (step.undefined) {
      this.splitAtEdges([a, step.undefined, b], depth);
    } else {
      this.line(a, b);
    }
  }

  /**
   * Some of `points` (in t order) defined, some not: each run of defined points is a piece reaching the domain's
   * edges on both sides (found by bisection), refined on its own; the segment breaks where the curve is undefined.
   */
  splitAtEdges(points, depth) {
    let i = 0;
    while (i < points.length) {
      if (!points[i].isDefined) {
        this.breakLine();
        i += 1;
        continue;
      }
      let j = i;
      while (j + 1 < points.length && points[j + 1].isDefined) j += 1;
      const known = points.slice(i, j + 1);
      if (i > 0) known.unshift(this.domainEdge(points[i], points[i - 1]));
      if (j + 1 < points.length) known.push(this.domainEdge(points[j], points[j + 1]));
      this.piece(known, depth);
      i = j + 1;
    }
  }

  /**
   * A piece of an interval between two of its points (a jump or a domain edge at either end), refined as an
   * interval of its own; `known` holds its points so far, in t order, all defined. Out of budget, they are joined as
   * they are.
   */
  piece(known, depth) {
    const start = known[0];
    const end = known[known.length - 1];
    if (start.t === end.t) {
      if (!this.isOpen) this.start(start);
      return;
    }
    if (this.budget < 3) {
      for (let i = 0; i + 1 < known.length; i += 1) this.line(known[i], known[i + 1]);
      return;
    }
    this.budget -= 3;
    const middle = this.point(half(start.t, end.t));
    const quarter = this.point(half(start.t, middle.t));
    const threeQuarters = this.point(half(middle.t, end.t));
    this.refine([start, quarter, middle, threeQuarters, end], depth + 1);
  }

  // Jumps and domain edges

  /**
   * The quarter (0 … 3, from points[i] to points[i + 1]) whose chord is longer than JUMP_DISTANCE and more than
   * STEP_RATIO times each other quarter's, neither end held far (a pole's side is left to the deepest halving) and
   * not over the last steep place found; null where there is none.
   */
  stepQuarter(points) {
    let longest = 0;
    let second = 0;
    let quarter = 0;
    for (let i = 0; i < 4; i += 1) {
      const length = squaredDistance(points[i], points[i + 1]);
      if (length > longest) {
        second = longest;
        longest = length;
        quarter = i;
      } else if (length > second) {
        second = length;
      }
    }
    const a = points[quarter];
    const b = points[quarter + 1];
    if (!(longest > JUMP_DISTANCE * JUMP_DISTANCE && longest > STEP_RATIO * STEP_RATIO * second) || a.isFar || b.isFar) return null;
    if (this.steepPlace !== null && a.t <= this.steepPlace && this.steepPlace <= b.t) return null;
    return quarter;
  }

  /**
   * Follows the larger change between `a` and `b` (both defined) by bisection on the doubles' ordinals, as the
   * explicit sampler follows a jump (docs/sampling.md#jumps-and-poles), until the chord is shorter than
   * JUMP_DISTANCE or its ends are adjacent doubles. One search.
   * @returns {{jump: boolean, left?: object, right?: object, undefined?: object}} the jump's last point before and
   *   first after it (adjacent doubles in t); or a point between where the curve is undefined; or neither (the
   *   chord shrank: a steep but continuous stretch)
   */
  followStep(a, b) {
    this.searches -= 1;
    const shortest = JUMP_DISTANCE * JUMP_DISTANCE;
    let left = a;
    let right = b;
    for (let t = ordinalMiddle(left.t, right.t); t !== null; t = ordinalMiddle(left.t, right.t)) {
      const middle = this.point(t);
      if (!middle.isDefined) return { jump: false, undefined: middle };
      if (squaredDistance(left, middle) >= squaredDistance(middle, right)) right = middle; else left = middle;
      if (squaredDistance(left, right) <= shortest) {
        this.steepPlace = left.t;
        return { jump: false };
      }
    }
    // (Ends already adjacent, or one t twice, held at the pixel limit: nothing to follow, and no jump.)
    if (squaredDistance(left, right) <= shortest) return { jump: false };
    this.jumps.push([left, right]);
    return { jump: true, left, right };
  }

  /**
   * The last defined point from `inside` towards `outside`, where the curve is undefined, by the bisection the
   * explicit sampler reaches its domain edges with (DomainEdgeBisection); `inside` itself when no search is left.
   * One search.
   */
  domainEdge(inside, outside) {
    if (this.searches <= 0) return inside;
    this.searches -= 1;
    let last = inside;
    const source = {
      valueAt: (t) => {
        const middle = this.point(t);
        if (middle.isDefined) last = middle;
        return middle.isDefined ? 0 : NaN;
      },
    };
    new DomainEdgeBisection().start(inside.t, 0, outside.t, NaN).narrow(source, BISECTION_STEPS);
    return last;
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
