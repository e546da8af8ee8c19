// The spacing of doubles at a value, as Swift's `Double.ulp`: what the sampler (sampling/viewport.js)
// and the view transform (graph/view-transform.js) both ask whether a range can still be drawn. A module
// of its own, so that the boot script (a phone's first visit) loads this and not the sampler's viewport.

/** The gap from a positive finite double to the next one up, as Swift's `Double.ulp` (finite at the largest double too). */
export function ulp(value) {
  if (value === Number.MAX_VALUE) return 2 ** 971;
  const bits = new Float64Array([value]);
  new BigInt64Array(bits.buffer)[0] += 1n;
  return bits[0] - value;
}
