// Finds the endpoints of a sampled curve (docs/sampling.md#endpoints): the places where it may jump or
// have a hole — jumps the sampling bisected, zeros of the function's candidate functions located to
// the last bit — each examined by comparing f there with its one-sided limits. A port of
// Sources/PlotCore/Sampling/EndpointSearch.swift, with the same steps and arithmetic.

import { ENDPOINT_JUMPS_MAX } from '../limits.js';
import { nextDown, nextUp, ordinalMiddle } from './double-ordinals.js';

/**
 * One-sided limits are read this far from the place, and twice as far, in device pixels: a value right
 * next to it may have lost its digits to cancellation ((√(x + 1) − 1)/x at 0).
 */
const LIMIT_REACH = 1 / 256;
/** Values closer than this, in device pixels, are one point of the curve. */
const SAME_POINT = 1;
/**
 * Sides and value closer than this share of their size are rounding, not a jump: zoomed far into
 * (x² − 1)/(x − 1) next to its hole, the computed values step by a few units in the last place, which
 * fill pixels there (a jump a course draws is many orders larger).
 */
const ROUNDING_STEP = 1e-7;
/**
 * Candidate functions that change sign more often than this in view are not examined (a divisor such
 * as sin x zoomed out: its zeros are poles, and there is no dot to find).
 */
const MAXIMUM_CANDIDATES = 4 * ENDPOINT_JUMPS_MAX;

// What happens to the curve on one side of a place, read a little away from it (Swift's Side):
// undefined there (a domain edge, not a jump), defined but unbounded (a pole), or a number, the value
// the readings settle at.
const UNDEFINED = 'undefined';
const UNBOUNDED = 'unbounded';

/** The endpoint search of one sampling pass. */
export class EndpointSearch {
  /**
   * @param {import('./counted-curve.js').CountedCurve} curve
   * @param {import('./sampling-frame.js').SamplingFrame} frame
   * @param {((x: number) => number)[]} candidates functions whose zeros are where f may jump or have a hole
   * @param {import('./column-grid.js').ColumnGrid} grid a grid to lay the column edges out in
   */
  constructor(curve, frame, candidates, grid) {
    this.curve = curve;
    this.frame = frame;
    this.candidates = candidates;
    this.grid = grid;
  }

  /**
   * The endpoints on low … high: at `jumps` (brackets [left0, right0, left1, …] where the sampling
   * found f jump) and at the zeros of the candidate functions (candidateZeros(), unless given), in
   * increasing x; none where more than ENDPOINT_JUMPS_MAX places have any, counting `hiddenJumps`
   * (steps inside columns drawn as bands).
   * @param {number[] | null} [candidateZeros]
   * @returns {{dots: import('./sampler.js').Endpoint[], loneValues: import('./lone-values.js').LoneValue[]}} the
   *   dots, and the values the polyline must not join to a side (lone-values.js)
   */
  endpoints(low, high, jumps, hiddenJumps, candidateZeros = null) {
    if (hiddenJumps > ENDPOINT_JUMPS_MAX) return { dots: [], loneValues: [] };
    // The candidates' zeros first: where the sampling's jumps lie within the reach of the limits of
    // one (cancellation next to a hole, (√(x + 1) − 1)/x at 0), they are the same place.
    const places = [...(candidateZeros ?? this.candidateZeros(low, high))];
    for (let k = 0; k < jumps.length; k += 2) places.push(this.placeOfJump(jumps[k], jumps[k + 1]));
    const nearby = (2 * LIMIT_REACH) / this.frame.xScale;
    const found = [];
    for (const place of places) {
      if (found.some(({ boundary }) => Math.abs(boundary - place) <= nearby)) continue;
      const examined = this.examine(place);
      if (examined === null) continue;
      found.push(examined);
      if (found.length + hiddenJumps > ENDPOINT_JUMPS_MAX) return { dots: [], loneValues: [] };
    }
    // (A stable sort, as Swift's.)
    found.sort((a, b) => a.boundary - b.boundary);
    return { dots: found.flatMap(({ dots }) => dots), loneValues: found.flatMap(({ lone }) => (lone === null ? [] : [lone])) };
  }

  /**
   * Where each candidate function changes sign (or is 0) between the viewport's column edges on
   * low … high, to the last bit, in increasing x; none when there are more than MAXIMUM_CANDIDATES.
   * @returns {number[]}
   */
  candidateZeros(low, high) {
    if (this.candidates.length === 0) return [];
    const { grid } = this;
    grid.layOutColumns(this.frame, low, high);
    const xs = grid.xs;
    const length = grid.count + 1;
    const zeros = [];
    for (const g of this.candidates) {
      let previous = NaN;
      let previousSign = NaN;
      for (let k = 0; k < length; k += 1) {
        const sign = signOf(g(xs[k]));
        if (sign === 0) zeros.push(xs[k]);
        else if (previousSign * sign < 0) zeros.push(zeroOf(g, previous, previousSign, xs[k]));
        if (zeros.length > MAXIMUM_CANDIDATES) return [];
        previous = xs[k];
        previousSign = sign;
      }
    }
    return zeros.sort((a, b) => a - b);
  }

  /**
   * Narrows the bracket of a jump the sampling found down to adjacent doubles, following the larger
   * change as the sampler's jump bisection does (which stops after 64 halvings, short of adjacent
   * doubles next to 0); returns the left one, or an x inside where f is undefined.
   */
  placeOfJump(left, right) {
    const { frame } = this;
    let leftRow = frame.pixelY(this.value(left));
    let rightRow = frame.pixelY(this.value(right));
    for (let middle = ordinalMiddle(left, right); middle !== null; middle = ordinalMiddle(left, right)) {
      const row = frame.pixelY(this.value(middle));
      if (!Number.isFinite(row)) return middle;
      if (Math.abs(row - leftRow) >= Math.abs(rightRow - row)) {
        right = middle;
        rightRow = row;
      } else {
        left = middle;
        leftRow = row;
      }
    }
    return left;
  }

  /** f at x, counted; NaN beyond the curve's from … to. */
  value(x) {
    return this.curve.valueWithin(x);
  }

  /** Whether the curve changes between two values by more than SAME_POINT (or is defined at one only). */
  differs(a, b) {
    const aDefined = Number.isFinite(a);
    const bDefined = Number.isFinite(b);
    if (aDefined && bDefined) return Math.abs(this.frame.pixelY(a) - this.frame.pixelY(b)) > SAME_POINT;
    return aDefined !== bDefined;
  }

  /**
   * The jump or hole at `place` (or between it and a neighbouring double): where it is and its dots —
   * the left side's open dot, the value's closed dot, the right side's open dot, each where it applies
   * — or null where f is continuous there, at a domain edge, or unbounded on both sides.
   * @returns {{ boundary: number, dots: import('./sampler.js').Endpoint[] } | null}
   */
  examine(place) {
    const before = nextDown(place);
    const after = nextUp(place);
    const yBefore = this.value(before);
    const yPlace = this.value(place);
    const yAfter = this.value(after);
    const stepBefore = this.differs(yBefore, yPlace);
    const stepAfter = this.differs(yPlace, yAfter);
    // Undefined at the place and next to it (x·x^(−1) at 0: 1/x overflows there) is a hole if both
    // sides have one limit; a single value differing from both neighbours is one too.
    if (!stepBefore && !stepAfter && Number.isFinite(yPlace)) return null;
    // The sides are read before the boundary is settled (as Swift, which spares a text each there): a
    // pole on both sides, or a domain edge, has no dots.
    const left = this.side(place, -1);
    const right = this.side(place, 1);
    if (left === UNDEFINED || right === UNDEFINED || (left === UNBOUNDED && right === UNBOUNDED)) return null;
    let boundary = place;
    if (stepBefore && !stepAfter) boundary = simpler(before, place);
    else if (stepAfter && !stepBefore) boundary = simpler(place, after);
    const y = boundary === place ? yPlace : boundary === before ? yBefore : yAfter;
    const leftLimit = left === UNBOUNDED ? null : this.limit(left, nextDown(boundary));
    const rightLimit = right === UNBOUNDED ? null : this.limit(right, nextUp(boundary));
    const value = Number.isFinite(y) ? y : null;
    if (leftLimit !== null && rightLimit !== null && value !== null && isRounding([leftLimit, value, rightLimit])) return null;
    const belongs = (limit) => value !== null && !this.differs(value, limit);
    const dots = [];
    if (leftLimit !== null && rightLimit !== null && !this.differs(leftLimit, rightLimit)) {
      // Equal limits: a hole where f is undefined or has another value there.
      if (belongs(leftLimit)) return null;
      dots.push({ x: boundary, y: leftLimit, open: true });
      if (value !== null) dots.push({ x: boundary, y: value, open: false });
    } else {
      if (leftLimit !== null && !belongs(leftLimit)) dots.push({ x: boundary, y: leftLimit, open: true });
      if (value !== null) dots.push({ x: boundary, y: value, open: false });
      if (rightLimit !== null && !belongs(rightLimit)) dots.push({ x: boundary, y: rightLimit, open: true });
    }
    let lone = null;
    if (value !== null) {
      const joinsLeft = leftLimit !== null && belongs(leftLimit);
      const joinsRight = rightLimit !== null && belongs(rightLimit);
      if (!(joinsLeft && joinsRight)) {
        lone = { x: boundary, y: value, leftLimit: joinsLeft ? null : leftLimit, rightLimit: joinsRight ? null : rightLimit, joinsLeft, joinsRight };
      }
    }
    return { boundary, dots: dots.filter((dot) => this.frame.isInClipBand(dot.y)), lone };
  }

  /**
   * The side of `place` towards `direction` (−1 left, 1 right), read at LIMIT_REACH and twice that
   * from it: UNDEFINED (a domain edge), UNBOUNDED (a pole), or the value the line through the two
   * readings reaches at the place.
   * @returns {number | string}
   */
  side(place, direction) {
    const reach = LIMIT_REACH / this.frame.xScale;
    const near = this.value(place + direction * reach);
    const far = this.value(place + direction * 2 * reach);
    if (!Number.isFinite(near) || !Number.isFinite(far)) return UNDEFINED;
    if (this.differs(near, far)) return UNBOUNDED;
    return 2 * near - far;
  }

  /**
   * A side's limit: f at the double `x` next to the boundary where that agrees with where the values
   * settle (`extrapolated`), else that value (the double next to it may have lost its digits to
   * cancellation).
   */
  limit(extrapolated, x) {
    const adjacent = this.value(x);
    return Number.isFinite(adjacent) && !this.differs(adjacent, extrapolated) ? adjacent : extrapolated;
  }
}

/** −1, 0 or 1 as g is negative, zero or positive; NaN for an undefined value (never a zero). */
/**
 * Whether `values` lie within ROUNDING_STEP of their size of each other: steps between them are
 * rounding, not jumps.
 * @param {number[]} values
 */
export function isRounding(values) {
  const size = Math.max(...values.map(Math.abs));
  return Math.max(...values) - Math.min(...values) <= ROUNDING_STEP * size;
}

function signOf(g) {
  if (g < 0) return -1;
  if (g > 0) return 1;
  return g === 0 ? 0 : NaN;
}

/**
 * The zero of g between `left` (where g has the sign `leftSign`) and `right` (the other sign), by
 * bisection on the sign: an x where g is 0 (or undefined), or the left of two adjacent doubles where it
 * changes sign. (Points of interest find piecewise boundaries with it: reading/simple-numbers.js.)
 */
export function zeroOf(g, left, leftSign, right) {
  for (let middle = ordinalMiddle(left, right); middle !== null; middle = ordinalMiddle(left, right)) {
    const sign = signOf(g(middle));
    if (sign === 0 || Number.isNaN(sign)) return middle;
    if (sign === leftSign) left = middle;
    else right = middle;
  }
  return left;
}

/**
 * Of two adjacent doubles, the one whose shortest decimal text has fewer significant digits (1 rather
 * than 0.9999999999999999 or 1.0000000000000002): where a jump is, as a person wrote it; the left one
 * on a tie.
 */
export function simpler(left, right) {
  return significantDigits(right) < significantDigits(left) ? right : left;
}

/** The number of significant digits of the shortest text that reads back as x (1 for 100 and 1e-7, 0 for 0). */
export function significantDigits(x) {
  const mantissa = String(Math.abs(x)).split('e')[0].replace('.', '');
  return mantissa.replace(/^0+/, '').replace(/0+$/, '').length;
}
