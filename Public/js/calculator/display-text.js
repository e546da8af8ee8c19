// The Calculator's display in the site's language (SPEC §15): the expression language keeps `.`
// (SPEC §2), a German display shows `,`. The display's text is the expression with every `.` written
// as the language's decimal separator, and what is typed is read back with either mark: the language
// has no other use for a comma (its functions take one argument), so in German every `,` is a decimal
// comma. One character for one, so an error's offset points at the same place in both.
//
//   displayText('2.5x+1', ',')       // '2,5x+1'
//   expressionText('1.5x+0,5', ',')  // '1.5x+0.5'

import { words } from '../words/say.js';

/**
 * What the display shows for an expression.
 * @param {string} expression
 * @param {string} [separator] the site's decimal separator by default
 * @returns {string}
 */
export function displayText(expression, separator = words.number.decimal) {
  return separator === '.' ? expression : expression.replaceAll('.', separator);
}

/**
 * The expression a display's text stands for: the language's separator read as `.`. An English
 * display is taken as it is (a comma there gets the parser's hint that the decimal point is `.`).
 * @param {string} text
 * @param {string} [separator] the site's decimal separator by default
 * @returns {string}
 */
export function expressionText(text, separator = words.number.decimal) {
  return separator === '.' ? text : text.replaceAll(separator, '.');
}
