// A Riemann sum of f over from … to in n equal pieces (docs/manifest.md#sums), and the pieces it is drawn
// as. A port of Sources/PlotCore/Figure/RiemannSum.swift (read the reasoning there): the same steps in
// the same order of operations, so the same doubles; both run Tests/Fixtures/riemann-sums.json.
//
//   riemannSum((x) => x * x, 'left', 0, 2, 8)   // { value: 2.1875, parts: Float64Array [x0, x1, y0, y1, …], undefinedAt: null }

import { refineExtremum } from '../reading/extremum-search.js';
import { evenGrid } from '../sampling/even-grid.js';

/** How each piece's height is chosen (RiemannSum.Rule). */
export const SUM_RULES = Object.freeze(['left', 'right', 'midpoint', 'trapezoid', 'lower', 'upper']);
/** The most pieces a sum may have (RiemannSum.maximumPieces). */
export const MAXIMUM_PIECES = 1000;
/** lower and upper look for extrema on a grid of at least this many pieces over the range (RiemannSum.searchPieces). */
const SEARCH_PIECES = 1000;

/**
 * @typedef {{ value: number | null, parts: Float64Array, undefinedAt: number | null }} RiemannSumResult
 *   the sum (null when undefined), its pieces as x0, x1, y0, y1 each (y0 = y1 but for a trapezoid; empty
 *   when undefined), and where f has no value the sum needs
 */

/**
 * The sum of f over from … to (from < to) in n pieces (1 … MAXIMUM_PIECES).
 * @param {(x: number) => number} f NaN or ±Infinity where undefined
 * @param {'left' | 'right' | 'midpoint' | 'trapezoid' | 'lower' | 'upper'} rule
 * @param {number} from
 * @param {number} to
 * @param {number} n
 * @returns {RiemannSumResult}
 */
export function riemannSum(f, rule, from, to, n) {
  if (!(from < to) || !Number.isInteger(n) || n < 1 || n > MAXIMUM_PIECES) {
    throw new RangeError(`a sum needs from < to and 1 ≤ n ≤ ${MAXIMUM_PIECES}, not ${from} … ${to}, n = ${n}`);
  }
  if (!SUM_RULES.includes(rule)) throw new RangeError(`unknown rule ${JSON.stringify(rule)}`);
  const ends = evenGrid(from, to, n);
  const y0s = new Float64Array(n);
  const y1s = new Float64Array(n);
  if (rule === 'left' || rule === 'right' || rule === 'trapezoid') {
    const ys = new Float64Array(n + 1);
    for (let i = 0; i <= n; i += 1) ys[i] = f(ends[i]);
    for (let i = 0; i < n; i += 1) {
      const a = rule === 'right' ? ys[i + 1] : ys[i];
      const b = rule === 'left' ? ys[i] : ys[i + 1];
      if (!Number.isFinite(a)) return undefinedAt(rule === 'right' ? ends[i + 1] : ends[i]);
      if (!Number.isFinite(b)) return undefinedAt(ends[i + 1]);
      y0s[i] = a;
      y1s[i] = b;
    }
  } else if (rule === 'midpoint') {
    for (let i = 0; i < n; i += 1) {
      const x = ends[i] + (ends[i + 1] - ends[i]) / 2;
      const y = f(x);
      if (!Number.isFinite(y)) return undefinedAt(x);
      y0s[i] = y;
      y1s[i] = y;
    }
  } else {
    const bounds = pieceBounds(f, ends);
    for (let i = 0; i < n; i += 1) {
      if (bounds.undefinedAt[i] !== null) return undefinedAt(bounds.undefinedAt[i]);
      const y = rule === 'lower' ? bounds.lowest[i] : bounds.highest[i];
      y0s[i] = y;
      y1s[i] = y;
    }
  }
  let sum = 0;
  const parts = new Float64Array(4 * n);
  for (let i = 0; i < n; i += 1) {
    const width = ends[i + 1] - ends[i];
    sum += rule === 'trapezoid' ? (y0s[i] + y1s[i]) / 2 * width : y0s[i] * width;
    parts[4 * i] = ends[i];
    parts[4 * i + 1] = ends[i + 1];
    parts[4 * i + 2] = y0s[i];
    parts[4 * i + 3] = y1s[i];
  }
  if (!Number.isFinite(sum)) return undefinedAt(from);
  return { value: sum, parts, undefinedAt: null };
}

function undefinedAt(x) {
  return { value: null, parts: new Float64Array(0), undefinedAt: x };
}

/**
 * Each piece's infimum and supremum (RiemannSum.Bounds): f at its ends, at the points of a grid k times
 * finer that runs one step beyond either end, and at the extrema that grid brackets.
 */
function pieceBounds(f, ends) {
  const n = ends.length - 1;
  const k = Math.max(2, Math.trunc((SEARCH_PIECES + n - 1) / n));
  const count = n * k + 1;
  const xs = new Float64Array(count + 2);
  for (let i = 0; i < n; i += 1) {
    for (let m = 0; m < k; m += 1) {
      xs[1 + i * k + m] = m === 0 ? ends[i] : ends[i] + ((ends[i + 1] - ends[i]) * m) / k;
    }
  }
  xs[count] = ends[n];
  xs[0] = ends[0] - (xs[2] - xs[1]);
  xs[count + 1] = ends[n] + (xs[count] - xs[count - 1]);
  const ys = new Float64Array(count + 2);
  for (let j = 0; j < count + 2; j += 1) ys[j] = f(xs[j]);
  const lowest = new Float64Array(n).fill(Infinity);
  const highest = new Float64Array(n).fill(-Infinity);
  const undefinedAt = new Array(n).fill(null);
  const note = (y, x, i) => {
    if (!Number.isFinite(y)) {
      if (undefinedAt[i] === null) undefinedAt[i] = x;
      return;
    }
    lowest[i] = Math.min(lowest[i], y);
    highest[i] = Math.max(highest[i], y);
  };
  // xs[j] is grid point g = j − 1, in piece g / k; a piece's right end (g = i·k) is its own too.
  for (let j = 1; j <= count; j += 1) {
    const g = j - 1;
    const piece = Math.trunc(g / k);
    if (piece < n) note(ys[j], xs[j], piece);
    if (g % k === 0 && g > 0) note(ys[j], xs[j], piece - 1);
  }
  const step = (ends[n] - ends[0]) / (n * k);
  for (let j = 1; j <= count; j += 1) {
    const p = ys[j - 1];
    const c = ys[j];
    const q = ys[j + 1];
    if (!(Number.isFinite(p) && Number.isFinite(c) && Number.isFinite(q) && ((p < c && c > q) || (p > c && c < q)))) continue;
    const candidate = { isMaximum: c > p, left: xs[j - 1], right: xs[j + 1], value: c, spread: Math.max(Math.abs(c - p), Math.abs(c - q)) };
    const found = refineExtremum(f, candidate, step);
    if (found === null || found.x < ends[0] || found.x > ends[n]) continue;
    // The piece that holds x: the grid's pieces beside j are those of j − 1 and j.
    let piece = Math.min(Math.trunc((j - 1) / k), n - 1);
    if (found.x < ends[piece]) piece -= 1;
    else if (found.x > ends[piece + 1]) piece += 1;
    note(found.y, found.x, Math.max(0, Math.min(piece, n - 1)));
  }
  return { lowest, highest, undefinedAt };
}
