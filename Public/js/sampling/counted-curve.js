// The curve a sampling pass draws: the function, the interval it exists on, and how many times the pass
// has called it, counted here and nowhere else. A port of Sources/PlotCore/Sampling/CountedCurve.swift.

/** A function restricted to from ≤ x ≤ to (±Infinity: unbounded), counting its evaluations. */
export class CountedCurve {
  /**
   * @param {(x: number) => number} f NaN or ±Infinity where undefined
   * @param {number} from
   * @param {number} to
   */
  constructor(f, from, to) {
    this.f = f;
    this.from = from;
    this.to = to;
    /** How many times f was called. */
    this.evaluations = 0;
  }

  /** f(x), counted. */
  valueAt(x) {
    this.evaluations += 1;
    return this.f(x);
  }

  // The same as valueAt(), for the loops that make most of the evaluations of a zoomed-out plot (its
  // bands): each is a method of its own so that its call to f gathers type feedback of its own. V8
  // inlines f where a call site has seen few functions, and valueAt's has seen every function sampled;
  // where f is not inlined, each call also allocates its argument and result. (Sharing valueAt made
  // sin x on ±100 000 about 10 % slower, with a quarter more garbage.)

  /** f(x), counted: valueAt() for a climb's steps (extreme-climb.js). */
  climbValueAt(x) {
    this.evaluations += 1;
    return this.f(x);
  }

  /** f(x), counted: valueAt() for a climb's narrowed bracket (extreme-climb.js). */
  bracketValueAt(x) {
    this.evaluations += 1;
    return this.f(x);
  }

  /** f(x), counted: valueAt() for a band's seeds (bands.js). */
  seedValueAt(x) {
    this.evaluations += 1;
    return this.f(x);
  }

  /** f(x) (counted), or NaN without evaluating it beyond from … to. */
  valueWithin(x) {
    return x >= this.from && x <= this.to ? this.valueAt(x) : NaN;
  }

  /** f at the first `length` xs into `ys`, counted. */
  valuesAt(xs, ys, length) {
    const f = this.f;
    for (let i = 0; i < length; i += 1) ys[i] = f(xs[i]);
    this.evaluations += length;
  }
}
