// The signed value of a figure's area (docs/sampling.md#area-values): ∫ f, or ∫ (f − g), over from … to, by adaptive
// Gauss–Kronrod quadrature (G7–K15) with an error estimate, or the reason it has none. A port of
// Sources/PlotCore/Figure/AreaIntegral.swift and UndefinedAreaReasons.swift (read the algorithm there):
// same constants, same order of operations, so the same doubles up to the math library's last bits,
// and the same text. Both run Tests/Fixtures/area-vectors.json.
//
//   areaValue(compile('sin(x)').evaluate, null, 0, Math.PI)   // { value: 2.0000000000000004, error: 2.2e-14 }
//   areaValue(compile('tan(x)').evaluate, null, 0, 2)         // { undefined: 'a pole at x ≈ 1.5708' }
//   areaText(areaValue(…))                                    // '2', '−0.333333', 'undefined'

import { gaussKronrod15 } from './gauss-kronrod.js';
import { significant, withMinusSigns } from '../decimal-text.js';
import { DomainEdgeBisection } from '../sampling/domain-edge-bisection.js';
import { evenGridValue } from '../sampling/even-grid.js';

/** Equal pieces the range starts from: 240 nodes, so a gap wider than ~1/160 of the range is seen. */
const INITIAL_PIECES = 16;
/** The most pieces: bounds the work at 90 000 evaluations (a few ms), enough for floor(x) on 0 … 100. */
const MAXIMUM_PIECES = 3000;
/** A round of refinement halves the pieces whose error is at least the worst one's / this. */
const ROUND_ERROR_FACTOR = 8;
/** Relative error the adaptive loop aims at: a margin of 1000 below what 6 digits need. */
const TARGET_RELATIVE_ERROR = 1e-10;
/** Error relative to ∫ |h| the loop aims at when ∫ h itself is (close to) 0. */
const TARGET_ABSOLUTE_FRACTION = 1e-13;
/** Relative error at which a value is still given: 6 printed digits stay right. */
const ACCEPTED_RELATIVE_ERROR = 1e-7;
/** A value within this fraction of ∫ |h| is 0 (and the error up to it is accepted). */
const ZERO_FRACTION = 1e-12;
/** A piece this narrow (relative to the range) whose error alone is too large is at a pole… */
const POLE_WIDTH_FRACTION = 2 ** -50;
/** …if it carries this share of ∫ |h|. */
const POLE_MASS_FRACTION = 1e-6;
/**
 * When the budget runs out: a piece whose error alone is too large is at a pole if the mean of |h| on
 * it is this many times the mean over the range.
 */
const POLE_MEAN_FACTOR = 1e4;
/**
 * A piece narrower than this fraction of its ends' magnitude (64 to 128 doubles) is not halved: its
 * nodes would fall on the same few doubles, and on a pole's own double.
 */
const FINEST_RELATIVE_WIDTH = 2 ** -46;

/**
 * An area's value and its estimated absolute error, or why it has none (`a pole at x ≈ 1.5708`,
 * `not defined for x < 0`, `does not converge`).
 * @typedef {{ value: number, error: number } | { undefined: string }} AreaValue
 */

/**
 * The area between f and g (∫ (f − g)), or under f when `g` is null, over `from … to` (from < to).
 * Undefined where f or g is.
 * @param {(x: number) => number} f NaN or ±Infinity where undefined (a compiled expression's `evaluate`)
 * @param {((x: number) => number) | null | undefined} g
 * @param {number} from
 * @param {number} to
 * @returns {AreaValue}
 */
export function areaValue(f, g, from, to) {
  return integrate(g ? (x) => f(x) - g(x) : f, from, to);
}

/**
 * An area's value for people, as Swift's `AreaValue.text`: 6 significant digits, true minus sign
 * (`2`, `−0.333333`, `1.77245`, `1.5e−07`, `1.23457e+12`), or `undefined`. A page in another language
 * passes its word for undefined (German `nicht definiert`) and writes the number with `localNumber`.
 * @param {AreaValue} area
 * @param {{undefinedText?: string}} [language] English by default, as Swift writes it
 * @returns {string}
 */
export function areaText(area, { undefinedText = 'undefined' } = {}) {
  return 'undefined' in area ? undefinedText : withMinusSigns(significant(area.value, 6));
}

/** ∫ h over from … to, as AreaIntegral.swift describes. */
function integrate(h, from, to) {
  const width = to - from;
  if (!Number.isFinite(from) || !Number.isFinite(to) || !(from < to) || !Number.isFinite(width)) {
    return { undefined: `the interval ${from} … ${to} is not finite and increasing` };
  }
  const reasons = new UndefinedAreaReasons(h, from, to);
  /** The rule on `a … b`, or throws the reason the area is undefined. */
  const estimate = (a, b) => {
    const outcome = gaussKronrod15(h, a, b);
    if ('estimate' in outcome) return outcome.estimate;
    throw new Undefined('overflowAt' in outcome
      ? reasons.overflow(outcome.overflowAt)
      : reasons.atUndefinedNode(outcome.undefinedAt, outcome.value, a, b));
  };

  /** @type {import('./gauss-kronrod.js').Estimate[]} */
  const pieces = [];
  // settled[i]: piece i is too fine to halve; it is kept, and never picked again.
  const settled = [];
  // The leftmost pole found in a round of refinement: the one the page names.
  let pole = null;
  try {
    let start = from;
    for (let k = 1; k <= INITIAL_PIECES; k += 1) {
      const end = evenGridValue(k, INITIAL_PIECES, from, to);
      if (!(start < end)) continue;  // a range of very few doubles has empty pieces
      pieces.push(estimate(start, end));
      settled.push(false);
      start = end;
    }

    let firstRound = true;
    // Whether the last round halved every piece, so that each was checked against its halves.
    let checkedAll = false;
    refinement: while (pieces.length < MAXIMUM_PIECES) {
      const totals = totalsOf(pieces, settled);
      const converged = !(totals.error > totals.target);
      if ((converged && checkedAll) || totals.worst === null) break;
      // A round halves every piece within a factor of the worst one's error, in order: nearly
      // worst-first, at one pass over the pieces per round rather than per halving. The first
      // round, and a round after the error has come down to the target, halve every piece where h
      // is not flat: a value is only taken once each has been checked against its halves.
      checkedAll = firstRound || converged;
      firstRound = false;
      const threshold = pieces[totals.worst].error / ROUND_ERROR_FACTOR;
      const count = pieces.length;
      for (let i = 0; i < count; i += 1) {
        if (settled[i] || !(checkedAll ? !isFlat(pieces[i]) : pieces[i].error >= threshold)) continue;
        if (pieces.length >= MAXIMUM_PIECES) break refinement;
        const piece = pieces[i];
        const middle = piece.a + (piece.b - piece.a) / 2;
        const finest = !(piece.a < middle && middle < piece.b)
          || piece.b - piece.a <= FINEST_RELATIVE_WIDTH * Math.max(Math.abs(piece.a), Math.abs(piece.b));
        if ((piece.b - piece.a <= POLE_WIDTH_FRACTION * width || finest) && piece.error > totals.accepted
            && piece.absoluteIntegral > POLE_MASS_FRACTION * totals.absoluteIntegral) {
          if (pole === null || middle < pole) pole = middle;
          continue;
        }
        if (finest) {
          settled[i] = true;
          continue;
        }
        const left = estimate(piece.a, middle);
        const right = estimate(middle, piece.b);
        // A symmetric rule is fooled where every pair of nodes sums alike: a jump between the centre
        // and the nearest nodes, or jumps mirrored about it (ceil(x/2) on 21.875 … 24.0625: K15 and
        // G7 agree on 26.25, not 26.1875). What the halves' own errors do not explain of their
        // disagreement with the whole is shared out as an error of theirs.
        const unexplained = Math.abs(piece.integral - (left.integral + right.integral)) - (left.error + right.error);
        if (unexplained > 0) {
          left.error += unexplained / 2;
          right.error += unexplained / 2;
        }
        pieces[i] = left;
        pieces.push(right);
        settled.push(false);
      }
      if (pole !== null) break;
    }
  } catch (error) {
    if (error instanceof Undefined) return { undefined: error.reason };
    throw error;
  }
  if (pole !== null) return { undefined: reasons.pole(pole) };

  const totals = totalsOf(pieces, null);
  if (totals.error <= totals.accepted) {
    const isNoise = Math.abs(totals.integral) <= ZERO_FRACTION * totals.absoluteIntegral;
    return { value: isNoise ? 0 : totals.integral, error: totals.error };
  }
  // Unconverged. Where |h| is unbounded (its mean on a piece whose error alone is too large is 10⁴
  // times its mean over the range), the leftmost such piece is at a pole (tan on 0 … 100 has 32 of
  // them); otherwise the budget ran out on a bounded function (sin(1/x) near 0).
  let unbounded = null;
  for (const piece of pieces) {
    if (piece.error > totals.accepted
        && piece.absoluteIntegral * width > POLE_MEAN_FACTOR * totals.absoluteIntegral * (piece.b - piece.a)
        && piece.a < (unbounded === null ? Infinity : unbounded.a)) {
      unbounded = piece;
    }
  }
  if (unbounded !== null) return { undefined: reasons.pole(unbounded.a + (unbounded.b - unbounded.a) / 2) };
  return { undefined: 'does not converge' };
}

/**
 * Whether h is constant on the piece, as far as the nodes see (its spread is rounding noise): then no
 * placement of nodes can be fooled.
 */
function isFlat(piece) {
  return piece.spread <= 50 * Number.EPSILON * piece.absoluteIntegral;
}

/** Why the quadrature stopped: the page's reason. */
class Undefined extends Error {
  constructor(reason) {
    super(reason);
    this.reason = reason;
  }
}

/** The sums over all pieces, in their order, and the first piece of largest error not `skipped` (if given). */
function totalsOf(pieces, skipped) {
  let integral = 0;
  let error = 0;
  let absoluteIntegral = 0;
  let worst = null;
  let worstError = -1;
  for (let i = 0; i < pieces.length; i += 1) {
    const piece = pieces[i];
    integral += piece.integral;
    error += piece.error;
    absoluteIntegral += piece.absoluteIntegral;
    if (piece.error > worstError && !(skipped && skipped[i])) {
      worst = i;
      worstError = piece.error;
    }
  }
  return {
    integral,
    error,
    absoluteIntegral,
    worst,
    /** The error the refinement aims at. */
    target: Math.max(TARGET_RELATIVE_ERROR * Math.abs(integral), TARGET_ABSOLUTE_FRACTION * absoluteIntegral),
    /** The largest error at which the value is given. */
    accepted: Math.max(ACCEPTED_RELATIVE_ERROR * Math.abs(integral), ZERO_FRACTION * absoluteIntegral),
  };
}

// --- Reasons: Sources/PlotCore/Figure/UndefinedAreaReasons.swift

/** Probes from an undefined point towards each end of the range, looking for where h is defined. */
const PROBES = 16;
/** Halvings from a probe to the edge of the domain: 2⁻⁶⁴ of a probe step is below one ulp. */
const BISECTIONS = 64;
/** An ∞ whose neighbours this fraction of the piece away are finite is a pole at a point. */
const NEIGHBOUR_FRACTION = 2 ** -20;
/** …and at least this fraction of |x| (2 to 4 doubles). */
const NEIGHBOUR_RELATIVE_STEP = 2 ** -51;
/** A position within this fraction of the range's width of 0 is written 0 (bisection noise). */
const POSITION_ZERO_FRACTION = 1e-9;

/** The short reasons the page gives for an area without a value, found by probing h around where it failed. */
class UndefinedAreaReasons {
  constructor(h, from, to) {
    this.h = h;
    this.from = from;
    this.to = to;
  }

  /** Why h is NaN or ±∞ (`value`) at the node `x` of the piece `a … b`. */
  atUndefinedNode(x, value, a, b) {
    if (Number.isNaN(value)) return this.stretch(x, 'not defined');
    // Neighbours a few doubles away at least: at the finest pieces, the nodes fall on the pole's own double.
    const step = Math.max((b - a) * NEIGHBOUR_FRACTION, Math.abs(x) * NEIGHBOUR_RELATIVE_STEP);
    const left = this.h(x - step);
    const right = this.h(x + step);
    if (Number.isNaN(left) || Number.isNaN(right)) return this.stretch(x, 'not defined');  // ln x at exactly 0: the domain's edge
    if (Number.isFinite(left) && Number.isFinite(right)) return this.pole(x);  // 1/x² at exactly 0
    return this.stretch(x, 'too large to compute');  // exp(x²) beyond 26.64: ∞ all around
  }

  pole(x) {
    return `a pole at x ≈ ${this.position(x)}`;
  }

  /** Every node is finite but their sum overflows. */
  overflow(x) {
    return `too large to compute near x ≈ ${this.position(x)}`;
  }

  /** `what` (`not defined`) for the stretch around `x` where h is NaN or ±∞, as far as the probes see it. */
  stretch(x, what) {
    const left = this.edge(x, this.from);
    const right = this.edge(x, this.to);
    if (left !== null && right !== null) {
      const low = this.position(left);
      const high = this.position(right);
      return low === high ? `${what} at x = ${low}` : `${what} for ${low} < x < ${high}`;
    }
    if (right !== null) return `${what} for x < ${this.position(right)}`;
    if (left !== null) return `${what} for x > ${this.position(left)}`;
    return `${what} for ${this.position(this.from)} < x < ${this.position(this.to)}`;
  }

  /**
   * The defined point nearest the domain's edge between the undefined `x` and `end`: the first of
   * PROBES evenly spaced points towards `end` where h is defined, bisected back towards `x`; null when
   * h is undefined at every probe.
   */
  edge(x, end) {
    let undefinedX = x;
    for (let k = 1; k <= PROBES; k += 1) {
      const probe = x + ((end - x) * k) / PROBES;
      const value = this.h(probe);
      if (!Number.isFinite(value)) {
        undefinedX = probe;
        continue;
      }
      // Midpoints measured from the undefined end, as this search has always taken them.
      const edge = new DomainEdgeBisection({ measuredFromOutside: true }).start(probe, value, undefinedX, NaN);
      return edge.narrow({ valueAt: this.h }, BISECTIONS).inside;
    }
    return null;
  }

  /** A position for the page: 5 significant digits, true minus sign, 0 for bisection noise around 0. */
  position(x) {
    const snapped = Math.abs(x) < POSITION_ZERO_FRACTION * (this.to - this.from) ? 0 : x;
    return withMinusSigns(significant(snapped, 5));
  }
}
