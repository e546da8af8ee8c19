// One step of the Dormand–Prince 5(4) pair (docs/sampling.md#differential-equations): the fifth-order value at the
// step's end, the difference to the embedded fourth-order one (the error estimate), and the dense output between. Port
// of Sources/PlotCore/Fields/DormandPrince.swift: the same fractions, every sum in the same order.

const C2 = 1 / 5, C3 = 3 / 10, C4 = 4 / 5, C5 = 8 / 9;
const A21 = 1 / 5;
const A31 = 3 / 40, A32 = 9 / 40;
const A41 = 44 / 45, A42 = -56 / 15, A43 = 32 / 9;
const A51 = 19372 / 6561, A52 = -25360 / 2187, A53 = 64448 / 6561, A54 = -212 / 729;
const A61 = 9017 / 3168, A62 = -355 / 33, A63 = 46732 / 5247, A64 = 49 / 176, A65 = -5103 / 18656;
const B1 = 35 / 384, B3 = 500 / 1113, B4 = 125 / 192, B5 = -2187 / 6784, B6 = 11 / 84;
const E1 = 71 / 57600, E3 = -71 / 16695, E4 = 71 / 1920, E5 = -17253 / 339200, E6 = 22 / 525, E7 = -1 / 40;
const D1 = -12715105075 / 11282082432, D3 = 87487479700 / 32700410799, D4 = -10690763975 / 1880347072,
  D5 = 701980252875 / 199316789632, D6 = -1453857185 / 822651844, D7 = 69997945 / 29380423;

/**
 * A Dormand–Prince step.
 * @typedef {object} DormandPrinceStep
 * @property {number} x
 * @property {number} y
 * @property {number} h the step (negative: backwards)
 * @property {number} yEnd the fifth-order value at x + h
 * @property {number} error y5 − y4 over the step, in units of y
 * @property {number} slopeAtEnd f at the end: the next step's first stage
 * @property {(theta: number) => number} valueAt the dense output at x + θh, 0 ≤ θ ≤ 1
 */

/**
 * The step of size `h` from (x, y), where f is `k1`; null where f is undefined at a stage or the values overflow.
 * @param {(x: number, y: number) => number} f
 * @param {number} x
 * @param {number} y
 * @param {number} k1
 * @param {number} h
 * @returns {DormandPrinceStep | null}
 */
export function dormandPrinceStep(f, x, y, k1, h) {
  const k2 = f(x + C2 * h, y + h * (A21 * k1));
  if (!Number.isFinite(k2)) return null;
  const k3 = f(x + C3 * h, y + h * (A31 * k1 + A32 * k2));
  if (!Number.isFinite(k3)) return null;
  const k4 = f(x + C4 * h, y + h * (A41 * k1 + A42 * k2 + A43 * k3));
  if (!Number.isFinite(k4)) return null;
  const k5 = f(x + C5 * h, y + h * (A51 * k1 + A52 * k2 + A53 * k3 + A54 * k4));
  if (!Number.isFinite(k5)) return null;
  const k6 = f(x + h, y + h * (A61 * k1 + A62 * k2 + A63 * k3 + A64 * k4 + A65 * k5));
  if (!Number.isFinite(k6)) return null;
  const yEnd = y + h * (B1 * k1 + B3 * k3 + B4 * k4 + B5 * k5 + B6 * k6);
  if (!Number.isFinite(yEnd)) return null;
  const k7 = f(x + h, yEnd);
  if (!Number.isFinite(k7)) return null;
  const error = h * (E1 * k1 + E3 * k3 + E4 * k4 + E5 * k5 + E6 * k6 + E7 * k7);
  const rise = yEnd - y;
  const first = h * k1 - rise;
  const second = rise - h * k7 - first;
  const third = h * (D1 * k1 + D3 * k3 + D4 * k4 + D5 * k5 + D6 * k6 + D7 * k7);
  return {
    x, y, h, yEnd, error, slopeAtEnd: k7,
    valueAt(theta) {
      const rest = 1 - theta;
      return y + theta * (rise + rest * (first + theta * (second + rest * third)));
    },
  };
}
