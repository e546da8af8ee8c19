// The plot configuration the Calculator uses (docs/site.md#configuration): X-Max and the number of samples, their
// validation with messages that name the bad value, and where they are remembered.
//
//   parseXMax('4')        // { value: 4 }
//   parseXMax('1e-7')     // { value: 1e-7 }: what the field shows after storing 0.0000001
//   parseXMax('2,5')      // { value: 2.5, note: '“2,5” was read as 2.5.' }
//   parseXMax('0')        // { error: 'X-Max must be greater than 0 and at most 100, not 0.' }
//   parseSamples('auto')  // { value: 'auto' }
//
// The messages are the site's language's (docs/site.md#language); a German site takes `2,5` as its own way of
// writing 2.5, without a note (and `2.5` too), and names numbers with a decimal comma.

import { CALCULATOR_X_MAX, SAMPLES } from '../limits.js';
import { readStored, writeStored, STORAGE_NAMES } from './storage.js';
import { words, say, localNumber } from '../words/say.js';

/**
 * @typedef {object} Configuration
 * @property {number} xMax x runs from −xMax to xMax
 * @property {number | 'auto'} samples uniform intervals over −xMax … xMax, or every pixel
 */

/**
 * What a field holds: its value, and a `note` when it was read other than as typed (a decimal
 * comma); or why it holds none.
 * @typedef {{ value: T, note?: string, error?: undefined } | { value?: undefined, error: string }} Parsed
 * @template T
 */

/** The seeds' defaults, used when the page declares none. */
export const DEFAULT_CONFIGURATION = Object.freeze({ xMax: 5, samples: 50 });

/**
 * A decimal number, in scientific notation too (docs/language.md#numbers: `1e-7`, `2.5E6`), which is how a stored
 * value such as 0.0000001 comes back into the field. No hex, no `Infinity`: what `Number()` alone
 * would also accept is not what a person means by "a number" here.
 */
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Reads a number as a person types it: `2.5`, `1e-7`, and `2,5` with a decimal comma — the only
 * mark a phone's decimal keypad offers in many languages — read as `2.5` with a note saying so,
 * unless the comma is the table's own decimal separator (German), which needs no note.
 * Too large a number (`1e999`) reads as Infinity, for the caller's range check to name.
 * @param {string} typed trimmed
 * @param {typeof words} table
 * @returns {{ value: number, note?: string } | null} null: not a number
 */
function readNumber(typed, table) {
  const commaIsDecimal = table.number.decimal === ',';
  // `1,000` reads as a thousand as often as one: not taken as a decimal comma (but where it is the language's).
  if (!commaIsDecimal && /^[+-]?[1-9]\d{0,2},\d{3}$/.test(typed)) return null;
  const isDecimalComma = /^[^.,]*,[^.,]*$/.test(typed);
  const written = isDecimalComma ? typed.replace(',', '.') : typed;
  if (!NUMBER.test(written)) return null;
  const value = Number(written);
  if (!isDecimalComma || commaIsDecimal) return { value };
  return { value, note: say(table.configuration.readAs, { typed, value: localNumber(String(value), table.number.decimal) }) };
}

/**
 * A stored number as a field shows it: `2.5`, German `2,5` (`1e-7` stays as it is).
 * @param {number | string} value
 * @param {typeof words} [table] the site's word table by default
 * @returns {string}
 */
export function fieldText(value, table = words) {
  return localNumber(String(value), table.number.decimal);
}

/**
 * Reads a finite number (a Calculator link's window ends, plot-record.js).
 * @param {string} text
 * @param {typeof words} [table] the site's word table by default
 * @returns {Parsed<number>}
 */
export function parseNumber(text, table = words) {
  const typed = String(text ?? '').trim();
  const number = readNumber(typed, table);
  if (!number) return { error: say(table.configuration.notNumber, { typed }) };
  if (!Number.isFinite(number.value)) return { error: say(table.configuration.tooLarge, { typed }) };
  return number;
}

/**
 * Reads an X-Max field.
 * @param {string} text what was typed
 * @param {number} [max] the largest accepted value (the Configuration page's 100 by default)
 * @param {typeof words} [table] the site's word table by default
 * @returns {Parsed<number>}
 */
export function parseXMax(text, max = CALCULATOR_X_MAX, table = words) {
  const typed = String(text ?? '').trim();
  const texts = table.configuration;
  const range = say(texts.xMaxRange, { max: fieldText(max, table) });
  if (typed === '') return { error: say(texts.xMaxEmpty, { range }) };
  const number = readNumber(typed, table);
  if (!number) return { error: say(texts.xMaxNotNumber, { typed, range }) };
  // An out-of-range value gets the whole range, whichever end it missed.
  if (!(number.value > 0 && number.value <= max && Number.isFinite(number.value))) return { error: say(texts.xMaxOutOfRange, { range, typed }) };
  return number;
}

/**
 * Reads a samples field: `auto` (any case) or a whole number in range.
 * @param {string} text
 * @param {typeof words} [table] the site's word table by default
 * @returns {Parsed<number | 'auto'>}
 */
export function parseSamples(text, table = words) {
  const typed = String(text ?? '').trim();
  const texts = table.configuration;
  const { min, max } = SAMPLES;
  const range = say(texts.samplesRange, { min, max });
  if (typed === '') return { error: say(texts.samplesEmpty, { range }) };
  if (typed.toLowerCase() === 'auto') return { value: 'auto' };
  // A comma here is a thousands separator as often as a decimal mark: neither reading is safe.
  if (typed.includes(',')) return { error: say(texts.samplesComma, { typed, range }) };
  const number = readNumber(typed, table);
  if (!number) return { error: say(texts.samplesNotNumber, { typed, range }) };
  if (!(number.value >= min && number.value <= max)) return { error: say(texts.samplesOutOfRange, { min, max, typed }) };
  if (!Number.isInteger(number.value)) return { error: say(texts.samplesNotWhole, { typed }) };
  return number;
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
 * When the stored configuration was last set (ms since 1970), or 0 when it never was: the Calculator
 * redraws a plot made before it with the new settings.
 * @returns {number}
 */
export function configurationSetAt() {
  const setAt = readStored(STORAGE_NAMES.configuration)?.setAt;
  return typeof setAt === 'number' && Number.isFinite(setAt) ? setAt : 0;
}

/**
 * Remembers a configuration (already validated), and when it was set.
 * @param {Configuration} configuration
 * @returns {boolean} whether it was stored
 */
export function saveConfiguration({ xMax, samples }) {
  return writeStored(STORAGE_NAMES.configuration, { xMax, samples, setAt: Date.now() });
}
