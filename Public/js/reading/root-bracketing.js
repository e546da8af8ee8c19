// Roots of a function from a bracket of the grid, by bisection, telling a root from a pole or a jump.
// A port of Sources/PlotCore/Reading/RootBracketing.swift (read the reasoning there): same steps,
// same constants.

import { DomainEdgeBisection } from '../sampling/domain-edge-bisection.js';

/** The most halvings: a grid piece to adjacent doubles takes about 60; towards 0, 200 reach 10⁻⁶⁰ of it. */
const MAXIMUM_STEPS = 200;
/** The width, relative to the bracket's, at which the values are noted for the comparison… */
const SETTLED_WIDTH_FRACTION = 1 / 1024;
/** …that the final values must beat by this factor: f really tends to 0 (a jump keeps its height, a pole grows). */
const TENDS_TO_ZERO_FACTOR = 0.5;
/**
 * At a domain edge f must also end this small (relative to the curve's scale): at the last defined
 * double a square root's edge is still ~10⁻⁸ of it, √x + 10⁻³ is not a root at 0.
 */
const EDGE_ROOT_FRACTION = 1e-6;

/**
 * The root between l and r (l < r) where fl = f(l) and fr = f(r) are finite and nonzero of opposite
 * signs: the x where f is exactly 0, else the end of the last bracket where |f| is smaller (l on a
 * tie); null where f is undefined inside or does not tend to 0.
 */
export function signChangeRoot(f, l, r, fl, fr) {
  const settledWidth = (r - l) * SETTLED_WIDTH_FRACTION;
  let settled = Math.max(Math.abs(fl), Math.abs(fr));
  let noted = false;
  for (let step = 0; step < MAXIMUM_STEPS; step += 1) {
    if (!noted && r - l <= settledWidth) {
      settled = Math.max(Math.abs(fl), Math.abs(fr));
      noted = true;
    }
    const m = l + (r - l) / 2;
    if (m <= l || m >= r) break;  // adjacent doubles
    const fm = f(m);
    if (!Number.isFinite(fm)) return null;  // a gap of the domain or a pole
    if (fm === 0) return m;
    if ((fm < 0) === (fl < 0)) {
      l = m;
      fl = fm;
    } else {
      r = m;
      fr = fm;
    }
  }
  if (!(Math.max(Math.abs(fl), Math.abs(fr)) < TENDS_TO_ZERO_FACTOR * settled)) return null;
  return Math.abs(fr) < Math.abs(fl) ? r : l;
}

/**
 * The root at the edge of f's domain between `defined`, where f is `value` (finite, nonzero), and
 * `undefined`, where f is NaN or ±Infinity: the last defined x found, when f tends to 0 there and ends
 * within EDGE_ROOT_FRACTION of `scale`; null otherwise.
 */
export function domainEdgeRoot(f, defined, undefined_, value, scale) {
  const edge = new DomainEdgeBisection().start(defined, value, undefined_, NaN);
  const source = { valueAt: f };
  const settledWidth = Math.abs(undefined_ - defined) * SETTLED_WIDTH_FRACTION;
  let settled = Math.abs(value);
  let noted = false;
  for (let step = 0; step < MAXIMUM_STEPS; step += 1) {
    if (!noted && Math.abs(edge.outside - edge.inside) <= settledWidth) {
      settled = Math.abs(edge.insideValue);
      noted = true;
    }
    const inside = edge.inside;
    if (!edge.halve(source)) break;  // adjacent doubles
    if (edge.inside !== inside && edge.insideValue === 0) return edge.inside;  // f is 0 at the midpoint
  }
  const last = Math.abs(edge.insideValue);
  if (!(last < TENDS_TO_ZERO_FACTOR * settled && last <= EDGE_ROOT_FRACTION * scale)) return null;
  return edge.inside;
}
