// The Calculator's display in the site's language (docs/site.md): the expression language keeps `.` for the
// decimal point and `,` between a piecewise function's branches and min's and max's arguments
// (docs/language.md); a German display shows `,` for the point and `;` for the list comma. What is typed
// is read back the same way, and a German display also takes `.` as the point. One character for one, so
// an error's offset points at the same place in both.
//
//   displayText('min(2.5,x)', ',')     // 'min(2,5;x)'
//   expressionText('min(1.5;0,5)', ',') // 'min(1.5,0.5)'

import { words } from '../words/say.js';

const TO_DISPLAY = Object.freeze({ '.': ',', ',': ';' });
const FROM_DISPLAY = Object.freeze({ ',': '.', ';': ',' });

/**
 * What the display shows for an expression (or a part of one, as an error message quotes it).
 * @param {string} expression
 * @param {string} [separator] the site's decimal separator by default
 * @returns {string}
 */
export function displayText(expression, separator = words.number.decimal) {
  return separator === '.' ? expression : expression.replace(/[.,]/g, (c) => TO_DISPLAY[c]);
}

/**
 * The expression a display's text stands for. An English display is taken as it is (a comma between
 * digits there gets the parser's hint that the decimal point is `.`).
 * @param {string} text
 * @param {string} [separator] the site's decimal separator by default
 * @returns {string}
 */
export function expressionText(text, separator = words.number.decimal) {
  return separator === '.' ? text : text.replace(/[,;]/g, (c) => FROM_DISPLAY[c]);
}
