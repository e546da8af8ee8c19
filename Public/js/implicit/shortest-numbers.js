// The simplest numbers of a span (docs/sampling.md#certified-drawing): where a curve passes through a point with simple
// coordinates — an isolated point at the origin, at (1, 2) or at (0.1, 0.3) — its value there is exactly 0, which
// proves the pixel holding the point is crossed though no sign changes around it. Port of
// Sources/PlotCore/Implicit/ShortestNumbers.swift.

/** The largest power of two not above v > 0 (Swift's `binade`). */
function binade(v) {
  let power = 2 ** Math.floor(Math.log2(v));
  while (power > v) power /= 2;
  while (power * 2 <= v) power *= 2;
  return power;
}

/** The number of low … high with the fewest binary digits (0 where 0 lies in the span). */
export function dyadic(low, high) {
  if (low <= 0 && 0 <= high) return 0;
  if (high < 0) return -dyadic(-high, -low);
  let step = binade(high);
  for (;;) {
    const candidate = Math.ceil(low / step) * step;
    if (candidate <= high) return candidate;
    step /= 2;
  }
}

/** The number of low … high with the fewest decimal digits after the point (up to 17), or null. */
export function decimal(low, high) {
  if (low <= 0 && 0 <= high) return 0;
  if (high < 0) {
    const mirrored = decimal(-high, -low);
    return mirrored === null ? null : -mirrored;
  }
  let scale = 1;
  for (let digits = 0; digits <= 17; digits += 1) {
    const whole = Math.ceil(low * scale);
    let candidate = whole / scale;
    if (candidate < low) candidate = (whole + 1) / scale;
    if (candidate <= high) return candidate;
    scale *= 10;
  }
  return null;
}

/** The simplest numbers of the span: the dyadic one, and the decimal one where it differs. */
export function candidates(low, high) {
  const binary = dyadic(low, high);
  const ten = decimal(low, high);
  return ten === null || ten === binary ? [binary] : [binary, ten];
}
