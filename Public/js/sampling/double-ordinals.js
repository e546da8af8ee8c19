// Doubles in their order as integers: consecutive doubles have consecutive ordinals, so bisecting
// ordinals reaches two adjacent doubles in at most 64 steps wherever they are — also next to 0, where
// halving the distance would take over a thousand. A port of
// Sources/PlotCore/Sampling/DoubleOrdinals.swift (and of Swift's nextUp, nextDown).

const float = new Float64Array(1);
const bits = new BigInt64Array(float.buffer);

/** The ordinal of a finite x (0n for both zeros; negative for negative x), a BigInt. */
export function ordinal(x) {
  float[0] = Math.abs(x);
  return x < 0 ? -bits[0] : bits[0];
}

/** The double of an ordinal. */
export function doubleOf(value) {
  bits[0] = value < 0n ? -value : value;
  return value < 0n ? -float[0] : float[0];
}

/** The next double above a finite x (Swift's `x.nextUp`). */
export function nextUp(x) {
  return doubleOf(ordinal(x) + 1n);
}

/** The next double below a finite x (Swift's `x.nextDown`). */
export function nextDown(x) {
  return doubleOf(ordinal(x) - 1n);
}

/**
 * The double halfway between a and b in ordinals (a < b, both finite), or null where they are adjacent.
 * @returns {number | null}
 */
export function ordinalMiddle(a, b) {
  const low = ordinal(a);
  const high = ordinal(b);
  // ⌊(low + high) / 2⌋, as Swift computes it without overflowing.
  const middle = (low + high) >> 1n;
  return middle > low && middle < high ? doubleOf(middle) : null;
}
