// The 15-point Gauss–Kronrod rule with its embedded 7-point Gauss rule on one interval, with QUADPACK's
// error estimate (QK15): Sources/PlotCore/Figure/GaussKronrod15.swift with the same constants and the
// same order of additions, so both give the same doubles.

/** Kronrod nodes on [−1, 1], from the outside in; 1, 3, 5 and the centre (7) are the Gauss nodes too. */
const NODES = [
  0.991455371120812639206854697526329,
  0.949107912342758524526189684047851,
  0.864864423359769072789712788640926,
  0.741531185599394439863864773280788,
  0.586087235467691130294144845693013,
  0.405845151377397166906606412076961,
  0.207784955007898467600689403773245,
  0.000000000000000000000000000000000,
];
/** The Kronrod weights of NODES. */
const KRONROD_WEIGHTS = [
  0.022935322010529224963732008058970,
  0.063092092629978553290700663189204,
  0.104790010322250183839876322541518,
  0.140653259715525918745189590510238,
  0.169004726639267902826583426598550,
  0.190350578064785409913256402421014,
  0.204432940075298892414161999234649,
  0.209482141084727828012999174891714,
];
/** The Gauss weights of nodes 1, 3, 5 and 7. */
const GAUSS_WEIGHTS = [
  0.129484966168869693270611432679082,
  0.279705391489276667901467771423780,
  0.381830050505118944950369775488975,
  0.417959183673469387755102040816327,
];
const EPSILON = Number.EPSILON;  // Swift's Double.ulpOfOne
const LEAST_NORMAL = 2.2250738585072014e-308;  // Swift's Double.leastNormalMagnitude

// Reused by every call: a rule evaluation allocates only its result.
const xs = new Float64Array(15);
const values = new Float64Array(15);

/**
 * The rule's result on one interval `a … b`.
 * @typedef {object} Estimate
 * @property {number} a
 * @property {number} b
 * @property {number} integral the Kronrod estimate of ∫ h
 * @property {number} error QUADPACK's estimate of the integral's absolute error
 * @property {number} absoluteIntegral the Kronrod estimate of ∫ |h|
 * @property {number} spread the Kronrod estimate of ∫ |h − mean h|: 0 (up to rounding) where h is constant
 */

/**
 * Applies the rule to `a … b`. Every node lies strictly inside, so an end where h is undefined
 * (√x at 0, 1/√x at 0) is never evaluated.
 * @param {(x: number) => number} h
 * @param {number} a
 * @param {number} b
 * @returns {{ estimate: Estimate } | { undefinedAt: number, value: number } | { overflowAt: number }}
 *   the estimate; or the leftmost node where h is NaN or ±∞, and its value; or where a sum overflows
 */
export function gaussKronrod15(h, a, b) {
  const centre = 0.5 * (a + b);
  const halfLength = 0.5 * (b - a);
  // values[j] at centre − halfLength·NODES[j], values[14 − j] at centre + halfLength·NODES[j]: left to
  // right, so "the leftmost undefined node" means the same in Swift and JS.
  xs[7] = centre;
  for (let j = 0; j < 7; j += 1) {
    const offset = halfLength * NODES[j];
    xs[j] = centre - offset;
    xs[14 - j] = centre + offset;
  }
  for (let i = 0; i < 15; i += 1) values[i] = h(xs[i]);
  for (let i = 0; i < 15; i += 1) {
    if (!Number.isFinite(values[i])) return { undefinedAt: xs[i], value: values[i] };
  }

  const centreValue = values[7];
  let kronrod = KRONROD_WEIGHTS[7] * centreValue;
  let gauss = GAUSS_WEIGHTS[3] * centreValue;
  let absolute = Math.abs(kronrod);
  for (let j = 0; j < 7; j += 1) {
    const left = values[j];
    const right = values[14 - j];
    kronrod += KRONROD_WEIGHTS[j] * (left + right);
    absolute += KRONROD_WEIGHTS[j] * (Math.abs(left) + Math.abs(right));
    if (j % 2 === 1) gauss += GAUSS_WEIGHTS[j >> 1] * (left + right);
  }
  const mean = kronrod * 0.5;
  let spread = KRONROD_WEIGHTS[7] * Math.abs(centreValue - mean);
  for (let j = 0; j < 7; j += 1) {
    spread += KRONROD_WEIGHTS[j] * (Math.abs(values[j] - mean) + Math.abs(values[14 - j] - mean));
  }

  const length = Math.abs(halfLength);
  const integral = kronrod * halfLength;
  absolute *= length;
  spread *= length;
  let error = Math.abs((kronrod - gauss) * halfLength);
  // QUADPACK's scaling: |K − G| overstates the error of a smooth integrand by orders of magnitude,
  // so it is replaced by spread·(200|K − G|/spread)^1.5 (t·√t: correctly rounded in both languages,
  // unlike pow), and never below 50 ulps of ∫ |h|.
  if (spread !== 0 && error !== 0) {
    const ratio = (200 * error) / spread;
    error = spread * Math.min(1, ratio * Math.sqrt(ratio));
  }
  if (absolute > LEAST_NORMAL / (50 * EPSILON)) error = Math.max(50 * EPSILON * absolute, error);
  if (!Number.isFinite(integral) || !Number.isFinite(error) || !Number.isFinite(absolute)) return { overflowAt: centre };
  return { estimate: { a, b, integral, error, absoluteIntegral: absolute, spread } };
}
