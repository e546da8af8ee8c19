// Texts of the site's language (./language.js), with their blanks filled, and numbers as the
// language writes them. The expression language itself keeps `.` (docs/site.md#language); only what the site
// shows to a reader gets the language's decimal separator.

import words from './language.js';

export { words };

/**
 * `text` with each `{name}` replaced by `values[name]`; a blank without a value stays as it is.
 * @param {string} text
 * @param {Record<string, string | number>} [values]
 * @returns {string}
 */
export function say(text, values = {}) {
  return text.replace(/\{(\w+)\}/g, (blank, name) => (Object.hasOwn(values, name) ? String(values[name]) : blank));
}

/**
 * A number's text (`−2.5`, `1.5e−07`, `0.5 to 2.5`) with the language's decimal separator: every `.`
 * between two digits becomes `separator` (German `,`).
 * @param {string} text
 * @param {string} [separator] the table's `number.decimal` by default
 * @returns {string}
 */
export function localNumber(text, separator = words.number.decimal) {
  return separator === '.' ? text : text.replace(/(?<=\d)\.(?=\d)/g, separator);
}
