// Bounds on the exact result of one IEEE operation (docs/sampling.md#interval-arithmetic): the rounded result and, on
// the side where the exact value may lie, its neighbouring double. Port of Sources/PlotCore/Interval/OutwardRounding.swift:
// the same decisions from the same doubles; TwoProduct by Dekker's splitting where Swift uses a fused multiply-add
// (both exact under the same guards, so both give the same bounds).
//
// Each operation leaves its bounds in BOUNDS[0] (lower) and BOUNDS[1] (upper), to be read at once. The hot callers put
// the operands in OPERANDS and call the `…Operands` form: a double passed to or returned from a function V8 does not
// inline is boxed, and boxing at every step of every evaluation cost a quarter of the time in garbage collection.

/** The last bounds computed: [lower, upper]. */
export const BOUNDS = new Float64Array(2);

/** The operands of the next `…Operands` operation. */
export const OPERANDS = new Float64Array(2);

/** How many units in the last place a math library's result may be from the exact value, on either side. */
export const LIBRARY_ULPS = 2;

const LARGEST_EXACT_OPERAND = 2 ** 995;
const SMALLEST_EXACT_RESULT = 2 ** -969;
const MAX = Number.MAX_VALUE;

// The bits of BOUNDS and of a scratch double, as 32-bit words (little-endian: the low word first).
const LOW = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 0 : 1;
const HIGH = 1 - LOW;
const BOUND_WORDS = new Uint32Array(BOUNDS.buffer);
const SCRATCH = new Float64Array(2);
const SCRATCH_WORDS = new Uint32Array(SCRATCH.buffer);

/** Moves the double at `index` of `doubles` (whose words are `words`) to the next one up: Swift's `nextUp`. */
function stepUp(doubles, words, index) {
  const v = doubles[index];
  if (v !== v || v === Infinity) return;
  if (v === 0) { doubles[index] = Number.MIN_VALUE; return; }
  const [low, high] = [2 * index + LOW, 2 * index + HIGH];
  if (v > 0) {
    words[low] += 1;
    if (words[low] === 0) words[high] += 1;
  } else {
    if (words[low] === 0) words[high] -= 1;
    words[low] -= 1;
  }
}

/** Moves the double at `index` of `doubles` to the next one down: Swift's `nextDown`. */
function stepDown(doubles, words, index) {
  const v = doubles[index];
  if (v !== v || v === -Infinity) return;
  if (v === 0) { doubles[index] = -Number.MIN_VALUE; return; }
  const [low, high] = [2 * index + LOW, 2 * index + HIGH];
  if (v < 0) {
    words[low] += 1;
    if (words[low] === 0) words[high] += 1;
  } else {
    if (words[low] === 0) words[high] -= 1;
    words[low] -= 1;
  }
}

/** The least double greater than v (v itself for NaN and +∞), as Swift's `nextUp`. */
export function nextUp(v) {
  SCRATCH[0] = v;
  stepUp(SCRATCH, SCRATCH_WORDS, 0);
  return SCRATCH[0];
}

/** The greatest double less than v, as Swift's `nextDown`. */
export function nextDown(v) {
  SCRATCH[0] = v;
  stepDown(SCRATCH, SCRATCH_WORDS, 0);
  return SCRATCH[0];
}

/** BOUNDS, both the rounded result: the lower bound a double down (`below`), the upper a double up (`above`). */
function widen(below, above) {
  if (below) stepDown(BOUNDS, BOUND_WORDS, 0);
  if (above) stepUp(BOUNDS, BOUND_WORDS, 1);
}

/** BOUNDS, both an overflowed result of finite operands: beyond the largest double. */
function overflow() {
  if (BOUNDS[0] > 0) BOUNDS[0] = MAX; else BOUNDS[1] = -MAX;
}

/** PRODUCT[0] · PRODUCT[1] − PRODUCT[2] exactly, for PRODUCT[2] their rounded product (into PRODUCT[3]). */
const PRODUCT = new Float64Array(4);

/** OPERANDS[0] + OPERANDS[1] (not ∞ + −∞), bounded. */
export function sumOperands() {
  const a = OPERANDS[0];
  const b = OPERANDS[1];
  const s = a + b;
  BOUNDS[0] = s;
  BOUNDS[1] = s;
  if (!Number.isFinite(s)) {
    if (Number.isFinite(a) && Number.isFinite(b)) overflow();
    return;
  }
  // TwoSum (Knuth): the exact error of the rounded sum.
  const bb = s - a;
  const error = (a - (s - bb)) + (b - bb);
  widen(error < 0, error > 0);
}

/** OPERANDS[0] · OPERANDS[1] (not 0 · ∞), bounded. */
export function productOperands() {
  const a = OPERANDS[0];
  const b = OPERANDS[1];
  const p = a * b;
  BOUNDS[0] = p;
  BOUNDS[1] = p;
  if (a === 0 || b === 0) return;
  if (!Number.isFinite(p)) {
    if (Number.isFinite(a) && Number.isFinite(b)) overflow();
    return;
  }
  if (!isSafe(a, b, p)) { widened((a > 0) === (b > 0)); return; }
  PRODUCT[0] = a;
  PRODUCT[1] = b;
  PRODUCT[2] = p;
  productError();
  widen(PRODUCT[3] < 0, PRODUCT[3] > 0);
}

/** `a + b` (not ∞ + −∞), bounded. */
export function sum(a, b) {
  OPERANDS[0] = a;
  OPERANDS[1] = b;
  sumOperands();
}

/** `a · b` (not 0 · ∞), bounded. */
export function product(a, b) {
  OPERANDS[0] = a;
  OPERANDS[1] = b;
  productOperands();
}

/** `a / b` (b ≠ 0, not ∞/∞), bounded. */
export function quotient(a, b) {
  const q = a / b;
  BOUNDS[0] = q;
  BOUNDS[1] = q;
  if (a === 0 || !Number.isFinite(a) || !Number.isFinite(b)) return;
  if (!Number.isFinite(q)) { overflow(); return; }
  if (!isSafe(q, b, a) || q === 0 || Math.abs(q) < SMALLEST_EXACT_RESULT) { widened((a > 0) === (b > 0)); return; }
  // a − q·b exactly: the product's high part is within a factor 2 of a (Sterbenz), its low part exact.
  PRODUCT[0] = q;
  PRODUCT[1] = b;
  PRODUCT[2] = q * b;
  productError();
  const remainder = (a - PRODUCT[2]) - PRODUCT[3];
  const sign = b > 0 ? remainder : -remainder;
  widen(sign < 0, sign > 0);
}

/** `√a` (a ≥ 0), bounded. */
export function squareRoot(a) {
  const r = Math.sqrt(a);
  BOUNDS[0] = r;
  BOUNDS[1] = r;
  if (a === 0 || !Number.isFinite(a)) return;
  const square = r * r;
  if (!isSafe(r, r, square)) { widen(true, true); return; }
  // The sign of r² − a, exactly.
  PRODUCT[0] = r;
  PRODUCT[1] = r;
  PRODUCT[2] = square;
  productError();
  const excess = (square - a) + PRODUCT[3];
  widen(excess > 0, excess < 0);
}

/** A math-library result, widened by LIBRARY_ULPS on each side (infinities stay). */
export function library(v) {
  BOUNDS[0] = v;
  BOUNDS[1] = v;
  for (let i = 0; i < LIBRARY_ULPS; i += 1) {
    stepDown(BOUNDS, BOUND_WORDS, 0);
    stepUp(BOUNDS, BOUND_WORDS, 1);
  }
}

/** BOUNDS, a result whose error is not computed: one double either side; one that underflowed to 0 keeps its sign's side. */
function widened(isPositive) {
  if (BOUNDS[0] === 0) {
    BOUNDS[0] = isPositive ? 0 : -Number.MIN_VALUE;
    BOUNDS[1] = isPositive ? Number.MIN_VALUE : 0;
  } else {
    widen(true, true);
  }
}

function isSafe(a, b, p) {
  return Math.abs(a) <= LARGEST_EXACT_OPERAND && Math.abs(b) <= LARGEST_EXACT_OPERAND && Math.abs(p) >= SMALLEST_EXACT_RESULT;
}

const SPLITTER = 134217729; // 2^27 + 1

/**
 * PRODUCT[3] = a·b − p exactly, for a, b and p (their rounded product) in PRODUCT[0 … 2]: Dekker's TwoProduct, splitting
 * each operand in halves of 26 bits.
 */
function productError() {
  const a = PRODUCT[0];
  const b = PRODUCT[1];
  const p = PRODUCT[2];
  let t = SPLITTER * a;
  const aHigh = t - (t - a);
  const aLow = a - aHigh;
  t = SPLITTER * b;
  const bHigh = t - (t - b);
  const bLow = b - bHigh;
  PRODUCT[3] = ((aHigh * bHigh - p) + aHigh * bLow + aLow * bHigh) + aLow * bLow;
}
