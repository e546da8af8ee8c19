// The Calculator's and Configuration's remembered values (docs/site.md#what-is-remembered, docs/site.md#configuration) in localStorage,
// as JSON under `plotsite:<name>`. Storage may be missing or refuse writes (private modes,
// disabled cookies, quota, node): then nothing is remembered and nothing breaks.
// (Graph views are remembered by graph-view.js itself, under its own `plotsite.graph.` keys.)

/** Every key this module writes starts with this. */
export const STORAGE_PREFIX = 'plotsite:';

/** The names in use, in one place. */
export const STORAGE_NAMES = Object.freeze({
  /** `{ xMax, samples }` set on the Configuration page. */
  configuration: 'configuration',
  /** The Calculator's display text. */
  display: 'calculator.display',
  /** The last plotted `{ source, xMax, samples }`. */
  plotted: 'calculator.plotted',
});

/**
 * The value stored under `name`, or `fallback` when there is none or it cannot be read.
 * @template T
 * @param {string} name
 * @param {T} [fallback]
 * @returns {unknown | T}
 */
export function readStored(name, fallback = null) {
  try {
    const text = globalThis.localStorage?.getItem(STORAGE_PREFIX + name);
    return text === null || text === undefined ? fallback : JSON.parse(text);
  } catch {
    return fallback;
  }
}

/**
 * Stores `value` (as JSON) under `name`.
 * @param {string} name
 * @param {unknown} value
 * @returns {boolean} whether it was stored
 */
export function writeStored(name, value) {
  try {
    if (!globalThis.localStorage) return false;
    globalThis.localStorage.setItem(STORAGE_PREFIX + name, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/**
 * The remembered display text of the Calculator, or null when there is none.
 * @returns {string | null}
 */
export function loadDisplay() {
  const stored = readStored(STORAGE_NAMES.display);
  return typeof stored === 'string' ? stored : null;
}

/**
 * Remembers the display text of the Calculator.
 * @param {string} text
 */
export function saveDisplay(text) {
  writeStored(STORAGE_NAMES.display, text);
}
