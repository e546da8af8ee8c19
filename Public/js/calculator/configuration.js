// The plot configuration the Calculator uses (R-CONFIG): X-Max and the number of samples, their
// validation with messages that name the bad value, and where they are remembered.
//
//   parseXMax('4')        // { value: 4 }
//   parseXMax('0')        // { error: 'X-Max must be greater than 0, not 0.' }
//   parseSamples('auto')  // { value: 'auto' }

import { CALCULATOR_X_MAX, SAMPLES } from '../limits.js';
import { readStored, writeStored, STORAGE_NAMES } from './storage.js';

/**
 * @typedef {object} Configuration
 * @property {number} xMax x runs from −xMax to xMax
 * @property {number | 'auto'} samples uniform intervals over −xMax … xMax, or every pixel
 */

/**
 * @typedef {{ value: T, error?: undefined } | { value?: undefined, error: string }} Parsed
 * @template T
 */

/** The seeds' defaults, used when the page declares none. */
export const DEFAULT_CONFIGURATION = Object.freeze({ xMax: 5, samples: 50 });

/**
 * A plain decimal, with `.` or `,` as the decimal mark (a phone's decimal keyboard may type `,`).
 * No exponents, no hex, no `Infinity`: what `Number()` alone would also accept is not what a
 * person means by "a number" here.
 */
const DECIMAL = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * Reads an X-Max field.
 * @param {string} text as typed
 * @param {number} [max] the largest accepted value (the Configuration page's CALCULATOR_X_MAX by default)
 * @returns {Parsed<number>}
 */
export function parseXMax(text, max = CALCULATOR_X_MAX) {
  const typed = String(text ?? '').trim();
  const range = `greater than 0 and at most ${max}`;
  if (typed === '') return { error: `Enter X-Max: a number ${range}.` };
  if (!DECIMAL.test(typed)) return { error: `“${typed}” is not a number. Enter X-Max ${range}.` };
  const value = Number(typed.replace(',', '.'));
  if (!(value > 0)) return { error: `X-Max must be greater than 0, not ${typed}.` };
  if (value > max) return { error: `X-Max must be at most ${max}, not ${typed}.` };
  return { value };
}

/**
 * Reads a number-of-samples field: a whole number in range, or `auto` (any case).
 * @param {string} text as typed
 * @returns {Parsed<number | 'auto'>}
 */
export function parseSamples(text) {
  const typed = String(text ?? '').trim();
  const { min, max } = SAMPLES;
  const range = `a whole number from ${min} to ${max}, or auto`;
  if (typed === '') return { error: `Enter the number of samples: ${range}.` };
  if (typed.toLowerCase() === 'auto') return { value: 'auto' };
  if (!DECIMAL.test(typed)) return { error: `“${typed}” is not a number. Enter ${range}.` };
  const value = Number(typed.replace(',', '.'));
  if (!Number.isInteger(value)) return { error: `The number of samples must be a whole number, not ${typed}.` };
  if (value < min || value > max) return { error: `The number of samples must be from ${min} to ${max}, not ${typed}.` };
  return { value };
}

/**
 * The defaults a page declares in `data-default-x-max` and `data-default-samples` (from the
 * manifest), or the seeds' 5 and 50 where they are missing or unusable.
 * @param {Element | null} element
 * @returns {Configuration}
 */
export function declaredDefaults(element) {
  const xMax = parseXMax(element?.getAttribute('data-default-x-max') ?? '', Infinity);
  const samples = parseSamples(element?.getAttribute('data-default-samples') ?? '');
  return {
    xMax: xMax.value ?? DEFAULT_CONFIGURATION.xMax,
    samples: samples.value ?? DEFAULT_CONFIGURATION.samples,
  };
}

/**
 * The stored configuration, or `defaults` for whatever is not stored or no longer valid.
 * @param {Configuration} [defaults]
 * @returns {Configuration}
 */
export function loadConfiguration(defaults = DEFAULT_CONFIGURATION) {
  const stored = readStored(STORAGE_NAMES.configuration);
  const xMax = parseXMax(String(stored?.xMax ?? ''));
  const samples = parseSamples(String(stored?.samples ?? ''));
  return { xMax: xMax.value ?? defaults.xMax, samples: samples.value ?? defaults.samples };
}

/**
 * Remembers a configuration (already validated).
 * @param {Configuration} configuration
 * @returns {boolean} whether it was stored
 */
export function saveConfiguration({ xMax, samples }) {
  return writeStored(STORAGE_NAMES.configuration, { xMax, samples });
}
