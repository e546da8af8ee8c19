// The seeds' fit rule (R-FIT): a symmetric y-range from the largest |y| over the samples, robust
// against poles. A port of Sources/PlotCore/Sampling/Fit.swift.
//
//   import { fitYMax } from './fit.js';
//   fitYMax(Math.tan, -10, 10, 1000)   // readable: the 1e16 next to a pole is set aside

/** Samples used by the fit rule when the plot itself samples adaptively (Swift's `Fit.autoSampleCount`). */
export const FIT_AUTO_SAMPLES = 1000;

/**
 * yMax for `f` on xMin … xMax by the seeds' fit rule, from `samples + 1` evenly spaced values
 * (Swift's `Fit.yMax(of:xMin:xMax:samples:)`); the y-range is then −yMax … yMax.
 * @param {(x: number) => number} f
 * @param {number} xMin
 * @param {number} xMax
 * @param {number} samples intervals; at least 2 are used (FIT_AUTO_SAMPLES when the plot samples adaptively)
 * @returns {number} a positive yMax
 */
export function fitYMax(f, xMin, xMax, samples) {
  if (!Number.isInteger(samples)) throw new RangeError(`samples must be a whole number, not ${samples}`);
  const count = Math.max(2, samples);
  const values = new Float64Array(count + 1);
  for (let i = 0; i <= count; i += 1) {
    values[i] = f(i === count ? xMax : xMin + ((xMax - xMin) * i) / count);
  }
  return fitYMaxOfValues(values);
}

/**
 * The fit rule applied to values already computed (NaN and ±Infinity are ignored): max |y|, unless a
 * few values dwarf the rest (the 1e16 next to a pole of tan x): then values above 4× the 90th
 * percentile of |y| are set aside, so the curve stays readable. No defined non-zero value gives 1.
 * @param {ArrayLike<number>} values
 * @returns {number}
 */
export function fitYMaxOfValues(values) {
  const magnitudes = new Float64Array(values.length);
  let count = 0;
  for (let i = 0; i < values.length; i += 1) {
    if (Number.isFinite(values[i])) magnitudes[count++] = Math.abs(values[i]);
  }
  const sorted = magnitudes.subarray(0, count).sort();  // typed arrays sort numerically
  const largest = count > 0 ? sorted[count - 1] : 0;
  if (!(largest > 0)) return 1;
  const percentile90 = sorted[Math.floor(((count - 1) * 9) / 10)];
  if (!(percentile90 > 0)) return largest;
  const limit = 4 * percentile90;
  let robust = largest;
  for (let i = count - 1; i >= 0; i -= 1) {
    if (sorted[i] <= limit) {
      robust = sorted[i];
      break;
    }
  }
  return robust > 0 ? robust : 1;
}
