// The language's functions of one argument on enclosures (docs/sampling.md#interval-arithmetic): each on the part of the
// argument inside its domain (what lies outside is NaN: not defined everywhere), monotone pieces bounded from their ends,
// sin, cos and tan split at their extremes and poles. Port of Sources/PlotCore/Interval/Enclosure+Functions.swift:
// the same bounds but for the last bits of the math library.

import { MATH } from '../expression/arithmetic.js';
import { BOUNDS, library, squareRoot } from './rounding.js';
import { factorial } from './enclosure-series.js';
import { containsZero, divide, hasNoNaN, isContinuous, isEmpty, negate, set, setPoint } from './enclosure.js';

/** Beyond this the period is not told apart from rounding: sin and cos take all of −1 … 1, tan everything. */
export const LARGEST_REDUCED_ARGUMENT = 1e9;

const MAX = Number.MAX_VALUE;
const EXACT_AT_ZERO = new Set(['sin', 'tan', 'asin', 'atan', 'sinh', 'tanh', 'cos', 'cosh', 'exp']);
const EXACT_AT_ONE = new Set(['ln', 'log', 'acos']);
const INCREASING = new Set(['atan', 'sinh', 'tanh', 'exp', 'asin', 'ln', 'log']);

/**
 * The library's value at v with its bounds, in BOUNDS: exact where the function is known exactly there (0 at 0, 1 at 0
 * for cos, cosh and exp, 0 at 1 for ln, log and acos), widened by LIBRARY_ULPS elsewhere.
 */
export function libraryBounds(name, v) {
  const value = MATH[name](v);
  if ((v === 0 && EXACT_AT_ZERO.has(name)) || (v === 1 && EXACT_AT_ONE.has(name))) {
    BOUNDS[0] = value;
    BOUNDS[1] = value;
  } else {
    library(value);
  }
}

/**
 * Register t = name(a); sec, csc and cot are 1/cos, 1/sin and 1/tan, the very division the compiled expression makes
 * (`one` is a register holding 1, `scratch` one the division may use).
 */
export function applyFunction(R, t, name, a, one, scratch) {
  if (isEmpty(R, a)) { set(R, t, Infinity, -Infinity, false, false); return; }
  switch (name) {
    case 'sin': periodic(R, t, name, a, Math.PI / 2, -Math.PI / 2); return;
    case 'cos': periodic(R, t, name, a, 0, Math.PI); return;
    case 'tan': tangent(R, t, a); return;
    case 'cot': cotangent(R, t, a, one, scratch); return;
    case 'sec': case 'csc':
      applyFunction(R, scratch, name === 'sec' ? 'cos' : 'sin', a, one, scratch);
      setPoint(R, one, 1);
      divide(R, t, one, scratch);
      return;
    case 'asin': case 'acos': monotone(R, t, name, a, -1, 1); return;
    case 'atan': case 'sinh': case 'tanh': case 'exp': monotone(R, t, name, a, -Infinity, Infinity); return;
    case 'ln': case 'log': monotone(R, t, name, a, 0, Infinity); return;
    case 'sqrt': root(R, t, a); return;
    case 'cosh': hyperbolicCosine(R, t, a); return;
    case 'factorial': factorial(R, t, a); return;
    case 'abs': {
      const [lower, upper] = [R.lower[a], R.upper[a]];
      if (lower >= 0) set(R, t, lower, upper, hasNoNaN(R, a), isContinuous(R, a));
      else if (upper <= 0) negate(R, t, a);
      else set(R, t, 0, Math.max(-lower, upper), hasNoNaN(R, a), isContinuous(R, a));
      return;
    }
    default: {
      // floor, ceil, sign: exact; continuous where constant.
      let [low, high] = [MATH[name](R.lower[a]), MATH[name](R.upper[a])];
      if (name === 'sign') [low, high] = [low === 0 ? 0 : low, high === 0 ? 0 : high];
      set(R, t, low, high, hasNoNaN(R, a), isContinuous(R, a) && low === high);
    }
  }
}

/** A function monotone on [domainLower, domainUpper]: NaN outside it, bounded from the ends of the part inside. */
function monotone(R, t, name, a, domainLower, domainUpper) {
  const [lower, upper] = [R.lower[a], R.upper[a]];
  const [low, high] = [Math.max(lower, domainLower), Math.min(upper, domainUpper)];
  if (low > high) { set(R, t, Infinity, -Infinity, false, false); return; }
  const inside = lower >= domainLower && upper <= domainUpper;
  libraryBounds(name, low);
  const [lowLower, lowUpper] = [BOUNDS[0], BOUNDS[1]];
  libraryBounds(name, high);
  const [bottom, top] = INCREASING.has(name) ? [lowLower, BOUNDS[1]] : [BOUNDS[0], lowUpper];
  set(R, t, bottom, top, hasNoNaN(R, a) && inside, isContinuous(R, a) && inside);
}

function root(R, t, a) {
  const [lower, upper] = [R.lower[a], R.upper[a]];
  const low = Math.max(lower, 0);
  if (low > upper) { set(R, t, Infinity, -Infinity, false, false); return; }
  squareRoot(low);
  const bottom = BOUNDS[0];
  squareRoot(upper);
  set(R, t, bottom, BOUNDS[1], hasNoNaN(R, a) && lower >= 0, isContinuous(R, a) && lower >= 0);
}

function hyperbolicCosine(R, t, a) {
  const [lower, upper] = [R.lower[a], R.upper[a]];
  libraryBounds('cosh', lower);
  const [atLowerLower, atLowerUpper] = [BOUNDS[0], BOUNDS[1]];
  libraryBounds('cosh', upper);
  const top = Math.max(atLowerUpper, BOUNDS[1]);
  const bottom = containsZero(R, a) ? 1 : upper < 0 ? BOUNDS[0] : atLowerLower;
  set(R, t, bottom, top, hasNoNaN(R, a), isContinuous(R, a));
}

/**
 * sin or cos: −1 … 1 over a period or more; elsewhere the values at the ends, and 1 or −1 where a peak or a trough lies
 * between them. NaN at ±∞.
 */
function periodic(R, t, name, a, peak, trough) {
  const period = 2 * Math.PI;
  const [lower, upper] = [R.lower[a], R.upper[a]];
  const defined = hasNoNaN(R, a) && Number.isFinite(lower) && Number.isFinite(upper);
  const [low, high] = [Math.max(lower, -MAX), Math.min(upper, MAX)];
  if (low > high) { set(R, t, Infinity, -Infinity, false, false); return; }
  if (!(high - low < period) || Math.abs(low) > LARGEST_REDUCED_ARGUMENT || Math.abs(high) > LARGEST_REDUCED_ARGUMENT) {
    set(R, t, -1, 1, defined, isContinuous(R, a));
    return;
  }
  libraryBounds(name, low);
  const [lowLower, lowUpper] = [BOUNDS[0], BOUNDS[1]];
  libraryBounds(name, high);
  let bottom = Math.min(lowLower, BOUNDS[0]);
  let top = Math.max(lowUpper, BOUNDS[1]);
  if (reaches(low, high, peak, period)) top = 1;
  if (reaches(low, high, trough, period)) bottom = -1;
  set(R, t, Math.max(bottom, -1), Math.min(top, 1), defined, isContinuous(R, a));
}

/** tan: increasing between its poles at π/2 + kπ; all of −∞ … ∞ (not continuous) where a pole may lie between the ends. */
function tangent(R, t, a) {
  const [lower, upper] = [R.lower[a], R.upper[a]];
  const defined = hasNoNaN(R, a) && Number.isFinite(lower) && Number.isFinite(upper);
  const [low, high] = [Math.max(lower, -MAX), Math.min(upper, MAX)];
  if (low > high) { set(R, t, Infinity, -Infinity, false, false); return; }
  if (!(high - low < Math.PI) || Math.abs(low) > LARGEST_REDUCED_ARGUMENT || Math.abs(high) > LARGEST_REDUCED_ARGUMENT
    || reaches(low, high, Math.PI / 2, Math.PI)) {
    set(R, t, -Infinity, Infinity, defined, false);
    return;
  }
  libraryBounds('tan', low);
  const bottom = BOUNDS[0];
  libraryBounds('tan', high);
  set(R, t, bottom, BOUNDS[1], defined, isContinuous(R, a));
}

/**
 * cot = 1/tan: decreasing between its poles at kπ (where tan is 0), through tan's poles, where it is 0; all of −∞ … ∞
 * (not continuous) where a pole may lie between the ends. The ends are 1/tan, bounded (in registers one and scratch).
 */
function cotangent(R, t, a, one, scratch) {
  const [lower, upper] = [R.lower[a], R.upper[a]];
  const defined = hasNoNaN(R, a) && Number.isFinite(lower) && Number.isFinite(upper);
  const [low, high] = [Math.max(lower, -MAX), Math.min(upper, MAX)];
  if (low > high) { set(R, t, Infinity, -Infinity, false, false); return; }
  if (!(high - low < Math.PI) || Math.abs(low) > LARGEST_REDUCED_ARGUMENT || Math.abs(high) > LARGEST_REDUCED_ARGUMENT
    || reaches(low, high, 0, Math.PI)) {
    set(R, t, -Infinity, Infinity, defined, false);
    return;
  }
  const reciprocal = (v) => {
    libraryBounds('tan', v);
    set(R, scratch, BOUNDS[0], BOUNDS[1], true, true);
    setPoint(R, one, 1);
    divide(R, scratch, one, scratch);
  };
  reciprocal(high);
  const bottom = R.lower[scratch];
  reciprocal(low);
  set(R, t, bottom, R.upper[scratch], defined, isContinuous(R, a));
}

/**
 * Whether `offset + k·period` may lie in `low … high` for a whole k. The count of periods is computed in doubles, so a
 * point within a relative 10⁻¹² of an end counts as inside: never missed, sometimes taken when just outside.
 */
export function reaches(low, high, offset, period) {
  const [first, last] = [(low - offset) / period, (high - offset) / period];
  const slack = 1e-12 * Math.max(1, Math.abs(first), Math.abs(last));
  return Math.floor(last + slack) >= Math.ceil(first - slack);
}
