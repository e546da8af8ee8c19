// Bounds on the exact result of one IEEE operation (docs/sampling.md#interval-arithmetic): the rounded result and, on
// the side where the exact value may lie, its neighbouring double. Port of Sources/PlotCore/Interval/OutwardRounding.swift:
// the same decisions from the same doubles; TwoProduct by Dekker's splitting where Swift uses a fused multiply-add
// (both exact under the same guards, so both give the same bounds).
//
// Each function leaves its bounds in BOUNDS[0] (lower) and BOUNDS[1] (upper), to be read at once: nothing is allocated.

/** The last bounds computed: [lower, upper]. */
export const BOUNDS = new Float64Array(2);

/** How many units in the last place a math library's result may be from the exact value, on either side. */
export const LIBRARY_ULPS = 2;

const LARGEST_EXACT_OPERAND = 2 ** 995;
const SMALLEST_EXACT_RESULT = 2 ** -969;
const MAX = Number.MAX_VALUE;

// The bits of a double, as two 32-bit words (little-endian: the low word first).
const word = new Float64Array(1);
const words = new Uint32Array(word.buffer);
const LOW = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 0 : 1;
const HIGH = 1 - LOW;

/** The least double greater than v (v itself for NaN and +∞), as Swift's `nextUp`. */
export function nextUp(v) {
  if (v !== v || v === Infinity) return v;
  if (v === 0) return Number.MIN_VALUE;
  word[0] = v;
  if (v > 0) {
    words[LOW] += 1;
    if (words[LOW] === 0) words[HIGH] += 1;
  } else {
    if (words[LOW] === 0) words[HIGH] -= 1;
    words[LOW] -= 1;
  }
  return word[0];
}

/** The greatest double less than v, as Swift's `nextDown`. */
export function nextDown(v) {
  return -nextUp(-v);
}

function bounds(lower, upper) {
  BOUNDS[0] = lower;
  BOUNDS[1] = upper;
}

/** An overflow of finite operands: beyond the largest double. */
function overflow(r) {
  if (r > 0) bounds(MAX, r); else bounds(r, -MAX);
}

/** `a + b` (not ∞ + −∞), bounded. */
export function sum(a, b) {
  const s = a + b;
  if (!Number.isFinite(s)) {
    if (Number.isFinite(a) && Number.isFinite(b)) overflow(s); else bounds(s, s);
    return;
  }
  // TwoSum (Knuth): the exact error of the rounded sum.
  const bb = s - a;
  const error = (a - (s - bb)) + (b - bb);
  if (error > 0) bounds(s, nextUp(s)); else if (error < 0) bounds(nextDown(s), s); else bounds(s, s);
}

/** `a · b` (not 0 · ∞), bounded. */
export function product(a, b) {
  const p = a * b;
  if (a === 0 || b === 0) { bounds(p, p); return; }
  if (!Number.isFinite(p)) {
    if (Number.isFinite(a) && Number.isFinite(b)) overflow(p); else bounds(p, p);
    return;
  }
  if (!isSafe(a, b, p)) { widened(p, (a > 0) === (b > 0)); return; }
  const error = productError(a, b, p);
  if (error > 0) bounds(p, nextUp(p)); else if (error < 0) bounds(nextDown(p), p); else bounds(p, p);
}

/** `a / b` (b ≠ 0, not ∞/∞), bounded. */
export function quotient(a, b) {
  const q = a / b;
  if (a === 0 || !Number.isFinite(a) || !Number.isFinite(b)) { bounds(q, q); return; }
  if (!Number.isFinite(q)) { overflow(q); return; }
  if (!isSafe(q, b, a) || q === 0 || Math.abs(q) < SMALLEST_EXACT_RESULT) { widened(q, (a > 0) === (b > 0)); return; }
  // a − q·b exactly: the product's high part is within a factor 2 of a (Sterbenz), its low part exact.
  const high = q * b;
  const remainder = (a - high) - productError(q, b, high);
  const sign = b > 0 ? remainder : -remainder;
  if (sign > 0) bounds(q, nextUp(q)); else if (sign < 0) bounds(nextDown(q), q); else bounds(q, q);
}

/** `√a` (a ≥ 0), bounded. */
export function squareRoot(a) {
  const r = Math.sqrt(a);
  if (a === 0 || !Number.isFinite(a)) { bounds(r, r); return; }
  const square = r * r;
  if (!isSafe(r, r, square)) { bounds(nextDown(r), nextUp(r)); return; }
  // The sign of r² − a, exactly.
  const excess = (square - a) + productError(r, r, square);
  if (excess > 0) bounds(nextDown(r), r); else if (excess < 0) bounds(r, nextUp(r)); else bounds(r, r);
}

/** A math-library result, widened by LIBRARY_ULPS on each side (infinities stay). */
export function library(v) {
  let lower = v;
  let upper = v;
  for (let i = 0; i < LIBRARY_ULPS; i += 1) {
    lower = nextDown(lower);
    upper = nextUp(upper);
  }
  bounds(lower, upper);
}

/** A result whose error is not computed, one double either side; one that underflowed to 0 keeps its sign's side. */
function widened(r, isPositive) {
  if (r === 0) bounds(isPositive ? 0 : -Number.MIN_VALUE, isPositive ? Number.MIN_VALUE : 0);
  else bounds(nextDown(r), nextUp(r));
}

function isSafe(a, b, p) {
  return Math.abs(a) <= LARGEST_EXACT_OPERAND && Math.abs(b) <= LARGEST_EXACT_OPERAND && Math.abs(p) >= SMALLEST_EXACT_RESULT;
}

const SPLITTER = 134217729; // 2^27 + 1

/** a·b − p exactly, for p the rounded product: Dekker's TwoProduct, splitting each operand in halves of 26 bits. */
function productError(a, b, p) {
  let t = SPLITTER * a;
  const aHigh = t - (t - a);
  const aLow = a - aHigh;
  t = SPLITTER * b;
  const bHigh = t - (t - b);
  const bLow = b - bHigh;
  return ((aHigh * bHigh - p) + aHigh * bLow + aLow * bHigh) + aLow * bLow;
}
