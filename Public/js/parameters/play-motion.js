// The play control's motion (docs/site.md#sliders): a playing parameter sweeps from where it is up to max, down to
// min, up again…, PLAY_ONE_WAY_MS each way. Under `prefers-reduced-motion: reduce` nothing moves on its
// own: each press moves the value a tenth of its range, turning back at either end. Pure functions;
// parameter-controls.js drives them from requestAnimationFrame and the button's clicks.
//
//   playValue({ min: 0, max: 3, step: 0.1 }, 1.5, 2000)   // 2.25: half a range per 2 s, from 1.5 upwards
//   steppedValue({ min: 0, max: 3, step: 0.1 }, 2.9, 1)   // { value: 3, direction: -1 }

/** Milliseconds of one sweep from min to max (or back). */
export const PLAY_ONE_WAY_MS = 4000;

/** The share of a parameter's range that one press of Play moves it under reduced motion. */
export const REDUCED_MOTION_SHARE = 0.1;

/**
 * Where a parameter that started playing at `start` is `elapsed` ms later: a triangle wave between
 * min and max that begins upwards, rounded to `playDecimals(step)` decimals (so the number field,
 * the URL and the picture agree on one short number) and never outside the range.
 * @param {{min: number, max: number, step: number}} parameter
 * @param {number} start the value when Play was pressed
 * @param {number} elapsed ms since then
 * @param {number} [oneWay] ms per sweep
 * @returns {number}
 */
export function playValue({ min, max, step }, start, elapsed, oneWay = PLAY_ONE_WAY_MS) {
  const span = max - min;
  const startShare = Math.min(1, Math.max(0, (start - min) / span));
  // The phase runs 0 … 2 over one round trip: 0 … 1 upwards, 1 … 2 downwards.
  const phase = (startShare + Math.max(0, elapsed) / oneWay) % 2;
  const share = phase <= 1 ? phase : 2 - phase;
  return rounded(min + share * span, playDecimals(step), min, max);
}

/**
 * One press of Play under reduced motion: `value` moved a tenth of the range in `direction` (1 up,
 * −1 down), stopping at the end it reaches; `direction` is the next press's (it turns at either end).
 * @param {{min: number, max: number, step: number}} parameter
 * @param {number} value
 * @param {1 | -1} direction
 * @returns {{value: number, direction: 1 | -1}}
 */
export function steppedValue({ min, max, step }, value, direction) {
  const next = rounded(value + direction * REDUCED_MOTION_SHARE * (max - min), playDecimals(step), min, max);
  if (next >= max) return { value: max, direction: -1 };
  if (next <= min) return { value: min, direction: 1 };
  return { value: next, direction };
}

/**
 * Decimals a moving value keeps: one more than the step's own (0.1 → 2, 1 → 1, 0.25 → 3), so the
 * motion looks continuous; a step with endless decimals (π/12) counts as its first two significant
 * digits (π/12 ≈ 0.26 → 3). Never more than 12.
 * @param {number} step
 * @returns {number}
 */
export function playDecimals(step) {
  const significant = Math.max(0, Math.ceil(-Math.log10(step)) + 1);
  return Math.min(12, Math.min(decimalsOf(step), significant) + 1);
}

/** The decimals in the shortest text of `x`: 0.25 → 2, 1e-7 → 7, 1.5e-7 → 8, 3 → 0. */
function decimalsOf(x) {
  const [mantissa, exponent = '0'] = String(Math.abs(x)).split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

/** `value` to `decimals` decimals (a clean double, no 0.30000000000000004), within min … max. */
function rounded(value, decimals, min, max) {
  return Math.min(max, Math.max(min, Number(value.toFixed(decimals)))) + 0;
}
