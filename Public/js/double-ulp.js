// The spacing of doubles at a value, as Swift's `Double.ulp`, and the widest range a graph draws: what the
// sampler (sampling/viewport.js), the fit (sampling/fit.js) and the view transform (graph/view-transform.js)
// ask whether a range can still be drawn. A module of its own, so that the boot script (a phone's first
// visit) loads this and not the sampler's viewport.

/**
 * A graph draws a range only when it is narrower than this, along either axis (Swift's `PlotLimits.widestSpan`):
 * a manifest's window, a fitted frame and the live view's zoom all stay below it. Both sides are held to
 * Tests/Fixtures/limits.json.
 */
export const WIDEST_SPAN = 1e300;

/** The gap from a positive finite double to the next one up, as Swift's `Double.ulp` (finite at the largest double too). */
export function ulp(value) {
  if (value === Number.MAX_VALUE) return 2 ** 971;
  const bits = new Float64Array([value]);
  new BigInt64Array(bits.buffer)[0] += 1n;
  return bits[0] - value;
}
