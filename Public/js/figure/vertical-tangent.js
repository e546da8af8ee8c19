// Whether a function turns vertical at a point (docs/manifest.md#tangents-and-secants): f is continuous there and
// f′ → +∞ or −∞ on each side where f is defined (∛x at 0, √(1 − x²) at ±1, √x at 0), so its tangent is the
// vertical line x = a. Not at a kink (|x|), a cusp where the sides turn opposite ways (x^(2/3) at 0), a jump, or
// a point where f is defined alone. A port of Sources/PlotCore/Figure/VerticalTangent.swift (the steps are
// described there).

/** The distances, as powers of 2 of max(1, |a|): about 10⁻¹² of a at the last, where a double still has room. */
const EXPONENTS = [-16, -28, -40];
/** From one distance to the next the change |f(a ± h) − f(a)| must shrink at least this much. */
const SHRINKING = 0.5;

/**
 * Whether f, with value `value` at a, turns vertical there.
 * @param {(x: number) => number} f
 * @param {number} a
 * @param {number} value f(a), finite
 * @returns {boolean}
 */
export function isVertical(f, a, value) {
  const signs = [];
  for (const side of [-1, 1]) {
    const quotients = [];
    const changes = [];
    for (const exponent of EXPONENTS) {
      const x = a + side * Math.max(1, Math.abs(a)) * 2 ** exponent;
      const y = f(x);
      if (!Number.isFinite(y)) continue;
      changes.push(Math.abs(y - value));
      quotients.push((y - value) / (x - a));
    }
    if (quotients.length === 0) continue;  // a domain's edge on this side
    if (quotients.length !== EXPONENTS.length) return false;
    for (let k = 1; k < quotients.length; k += 1) {
      if (!(changes[k] <= SHRINKING * changes[k - 1] && Math.abs(quotients[k]) > Math.abs(quotients[k - 1])
            && (quotients[k] > 0) === (quotients[0] > 0) && quotients[k] !== 0)) return false;
    }
    signs.push(quotients[0] > 0 ? 1 : -1);
  }
  return signs.length > 0 && signs.every((sign) => sign === signs[0]);
}
