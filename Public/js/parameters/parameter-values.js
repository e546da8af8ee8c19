// A plot's parameters (docs/site.md#sliders) and their values in the page's URL: `?a=2&b=0.5` is a link to the
// figure at a = 2, b = 0.5. Pure functions, no DOM: plot-page.js reads the starting values before it
// compiles the curves, parameter-controls.js writes the values back as the sliders move.
//
//   const parameters = parametersOf(JSON.parse(graph.dataset.figure));   // [{ name, value, min, max, step }]
//   startingValues(parameters, '?a=2&b=oops&c=99')   // { a: 2, b: <declared>, c: <c's max> }
//   queryWithValues('?a=2&lang=de', parameters, { a: 1.5, b: 1, c: 0 })   // '?a=1.5&lang=de' (declared values left out)
//
// A value from the URL is taken as it is written when it lies within min … max (a link may carry a
// value between two slider steps), clamped to the range when it lies outside, and ignored when it
// is not a plain decimal number: a hand-edited link never breaks the page.

/**
 * A declared parameter as the page uses it.
 * @typedef {object} Parameter
 * @property {string} name its letter
 * @property {number} value the declared value (the build-time picture's)
 * @property {number} min
 * @property {number} max
 * @property {number} step the sliders' step
 */

/** A plain decimal number as people write it: `2`, `-0.5`, `.5`, `1e-3`, `−2` (a true minus sign). */
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * The parameters a figure declares (data-figure's `parameters`, FigureData.swift), in its order; an
 * empty list for a figure without them. A malformed entry throws, naming it: the build wrote it.
 * @param {{parameters?: unknown}} figureData
 * @returns {Parameter[]}
 */
export function parametersOf(figureData) {
  const list = figureData?.parameters ?? [];
  if (!Array.isArray(list)) throw new TypeError(`data-figure's parameters must be a list, not ${JSON.stringify(list)}`);
  return list.map((entry, index) => {
    const { name, value, min, max, step } = entry ?? {};
    const numbers = [value, min, max, step].every((n) => typeof n === 'number' && Number.isFinite(n));
    if (typeof name !== 'string' || !numbers || !(min < max) || !(step > 0) || value < min || value > max) {
      throw new TypeError(`data-figure's parameters[${index}] is not a parameter: ${JSON.stringify(entry)}`);
    }
    return { name, value, min, max, step };
  });
}

/**
 * The number `text` writes, or null when it is not a plain decimal number (empty, `abc`, `1/2`,
 * `Infinity`, `0x10`) or too large to be finite. A true minus sign (U+2212) counts as `-`.
 * @param {string | null | undefined} text
 * @returns {number | null}
 */
export function parseValue(text) {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim().replaceAll('\u2212', '-');
  if (!NUMBER.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * `value` brought into `parameter`'s range (−0 becomes 0, so that it is written `0`).
 * @param {number} value
 * @param {Parameter} parameter
 * @returns {number}
 */
export function clampValue(value, { min, max }) {
  return Math.min(max, Math.max(min, value)) + 0;
}

/**
 * The value on `parameter`'s slider (min + k·step, within the range) nearest `value`: where a dragged point that names
 * the slider puts it (fields/live-solution.js).
 * @param {number} value
 * @param {Parameter} parameter
 * @returns {number}
 */
export function nearestStepValue(value, parameter) {
  const steps = Math.round((clampValue(value, parameter) - parameter.min) / parameter.step);
  return sliderValue(String(parameter.min + steps * parameter.step), parameter);
}

/**
 * The value a range input's `value` stands for. The browser keeps a slider on min + k·step, which
 * with an endless step (π/12 from −π) leaves rounding noise where a whole value was meant (`-2e-16`
 * for 0): the text is rounded twelve digits below the step, and kept within the range.
 * @param {string} text the range input's value
 * @param {Parameter} parameter
 * @returns {number}
 */
export function sliderValue(text, parameter) {
  const decimals = Math.min(15, Math.max(0, Math.ceil(-Math.log10(parameter.step)) + 12));
  return clampValue(Number(Number(text).toFixed(decimals)), parameter);
}

/**
 * Each parameter's starting value: the URL's (`search`, as `location.search`) where it holds a
 * number, clamped to the range; the declared value otherwise.
 * @param {Parameter[]} parameters
 * @param {string} search
 * @returns {Record<string, number>}
 */
export function startingValues(parameters, search) {
  const query = new URLSearchParams(search);
  const values = {};
  for (const parameter of parameters) {
    const fromURL = parseValue(query.get(parameter.name));
    values[parameter.name] = fromURL === null ? parameter.value : clampValue(fromURL, parameter);
  }
  return values;
}

/**
 * `search` with the parameters' current values: a key per parameter whose value differs from the
 * declared one (in place where the key was, else at the end), none for the others, and every other
 * key as it was. Returns '' or a string starting with `?`, for `history.replaceState`.
 * @param {string} search
 * @param {Parameter[]} parameters
 * @param {Record<string, number>} values
 * @returns {string}
 */
export function queryWithValues(search, parameters, values) {
  const query = new URLSearchParams(search);
  for (const { name, value } of parameters) {
    const current = values[name];
    if (current === undefined || current === value) query.delete(name);
    else query.set(name, valueText(current));
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * A value as an input's `value` and the URL write it: the shortest text that reads back as the
 * same double (`0.1`, `-3.141592653589793`, `1e-7`), `0` for −0.
 * @param {number} value
 * @returns {string}
 */
export function valueText(value) {
  return String(value + 0);
}
