// Bisection to the last defined x before the edge of a function's domain: the one definition the
// sampler (a curve ends exactly where it stops being defined), the points of interest (a root at a
// domain edge) and the areas' reasons (`not defined for x < 0`) share. A port of
// Sources/PlotCore/Sampling/DomainEdgeBisection.swift.
//
//   const f = (x) => Math.sqrt(1 - x * x);
//   const edge = new DomainEdgeBisection().start(0.5, f(0.5), 2, f(2)).narrow({ valueAt: f }, 64);
//   edge.inside   // 1, the last x where f is defined (edge.outside: the next double)
//
// The bracket is a small object rather than a returned pair, so a caller on the sampler's hot path can
// keep one and bisect again without allocating. The function comes as a source of values, an object
// with valueAt(x) (a curve of a figure is one), rather than as a closure: the sampler's source is an
// object of the pass, and a closure made for each pass would show the optimiser a new function every
// time.

/** A bracket between an x where f is defined (finite) and one where it is not (NaN or ±Infinity). */
export class DomainEdgeBisection {
  /**
   * @param {{ measuredFromOutside?: boolean }} [options] measuredFromOutside: midpoints are measured
   *   from the undefined end, outside + (inside − outside) / 2, rather than from the defined one; the
   *   two round differently, and each caller keeps the doubles it has always found
   */
  constructor(options) {
    /** The defined end and f there. */
    this.inside = NaN;
    this.insideValue = NaN;
    /** The undefined end and f there (NaN or ±Infinity). */
    this.outside = NaN;
    this.outsideValue = NaN;
    this.measuredFromOutside = options?.measuredFromOutside === true;
  }

  /**
   * Starts the bracket between `inside` (f is `insideValue` there, finite) and `outside` (f is
   * `outsideValue`, NaN or ±Infinity); returns it.
   */
  start(inside, insideValue, outside, outsideValue) {
    this.inside = inside;
    this.insideValue = insideValue;
    this.outside = outside;
    this.outsideValue = outsideValue;
    return this;
  }

  /**
   * Evaluates f at the bracket's midpoint and keeps the half where f changes from defined to undefined;
   * false, with nothing evaluated, where the ends are adjacent doubles.
   * @param {{ valueAt: (x: number) => number }} f
   */
  halve(f) {
    const inside = this.inside;
    const outside = this.outside;
    const middle = this.measuredFromOutside ? outside + (inside - outside) / 2 : inside + (outside - inside) / 2;
    if (middle === inside || middle === outside) return false;
    const y = f.valueAt(middle);
    if (Number.isFinite(y)) {
      this.inside = middle;
      this.insideValue = y;
    } else {
      this.outside = middle;
      this.outsideValue = y;
    }
    return true;
  }

  /** Halves the bracket up to `maximumSteps` times, until its ends are adjacent doubles; returns it. */
  narrow(f, maximumSteps) {
    for (let step = 0; step < maximumSteps; step += 1) {
      if (!this.halve(f)) break;
    }
    return this;
  }
}
