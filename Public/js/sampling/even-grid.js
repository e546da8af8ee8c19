// Evenly spaced values over a range: the n + 1 values from + (to − from)·k/n for k = 0 … n, computed in this order
// of operations (so this and Swift's EvenGrid give the same doubles), the last `to` itself rather than a rounded
// step. The sampler's uniform columns and seeds, the fit's samples, the search grid of a parametric curve and a
// Riemann sum's pieces all lie on it.
//
//   evenGrid(0, 1, 4)   // Float64Array [0, 0.25, 0.5, 0.75, 1]

/**
 * The k-th of the n + 1 values (0 ≤ k ≤ n, n ≥ 1).
 * @param {number} k
 * @param {number} n
 * @param {number} from
 * @param {number} to
 * @returns {number}
 */
export function evenGridValue(k, n, from, to) {
  return k === n ? to : from + ((to - from) * k) / n;
}

/**
 * All n + 1 values, in order, written into `into` (a new Float64Array by default).
 * @param {number} from
 * @param {number} to
 * @param {number} n
 * @param {Float64Array | number[]} [into]
 * @returns {Float64Array | number[]}
 */
export function evenGrid(from, to, n, into = new Float64Array(n + 1)) {
  for (let k = 0; k <= n; k += 1) into[k] = evenGridValue(k, n, from, to);
  return into;
}
