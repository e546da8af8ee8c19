// What each calculator key does to the display (SPEC §5 R-CALC), as pure functions of the display's
// state: no DOM, so node can test every key (Tests/JS/keypad.test.mjs).
//
//   let state = EMPTY_DISPLAY;
//   for (const key of ['x', 'pow', '3', '-', '2']) state = press(state, key);
//   state.text   // 'x³-2'
//
// Decisions the seeds leave open, made here once:
// - Keys append on the right, whatever the caret position in the text field.
// - `/` and `*` append the ASCII `/` and `*`, like `-` and `+`: the display shows what a keyboard
//   would type (the seed's example display is `x³-2.5x²+3.1x-13.3`).
// - Exponent mode (after `pow`) lasts for exactly one key: a digit is appended as a superscript
//   digit; any other key ends the mode and then does what it always does, except `pow` itself
//   (pressed again it just leaves the mode) and `back` (it undoes the `pow` press, deleting nothing).
//   Pressing `pow` again after the superscript gives a second exponent digit: x, pow 1, pow 0 → x¹⁰.
// - `back` deletes one character (a superscript digit is one character), or a whole function
//   opener such as `sin(` or `√(`, which one key press appended.
// - `neg` toggles a leading minus: it adds `-`, and removes a leading `-` or `−`.

/**
 * The display: its text, and whether the next digit becomes an exponent.
 * @typedef {object} DisplayState
 * @property {string} text
 * @property {boolean} exponent exponent mode: `pow` was the last key
 */

/** @type {Readonly<DisplayState>} */
export const EMPTY_DISPLAY = Object.freeze({ text: '', exponent: false });

/** Every `data-key` of the keypad (R-HOOKS), in no particular order. */
export const KEYS = Object.freeze([
  '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '.', 'pi', 'sqrt', 'sin', 'cos', 'tan', 'ln',
  '(', ')', 'x', 'pow', '+', '-', '*', '/', 'neg', 'clear', 'back', 'plot',
]);

/** Text each appending key adds on the right. */
const APPENDED = Object.freeze({
  '.': '.', pi: 'π', x: 'x', '(': '(', ')': ')',
  '+': '+', '-': '-', '*': '*', '/': '/',
  sqrt: '√(', sin: 'sin(', cos: 'cos(', tan: 'tan(', ln: 'ln(',
});

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/**
 * A function opener at the end of the text: what `back` deletes at once. Longer names first, so
 * `asin(` goes as a whole rather than leaving `a`.
 */
const TRAILING_OPENER = /(?:asin|acos|atan|sinh|cosh|tanh|sin|cos|tan|ln|log|exp|abs|sqrt|floor|ceil|√)\($/;

/**
 * The display after pressing `key`. `plot` changes nothing (the page plots); an unknown key
 * changes nothing either.
 * @param {DisplayState} state
 * @param {string} key a `data-key` value
 * @returns {DisplayState}
 */
export function press(state, key) {
  const { text, exponent } = state;
  if (isDigit(key)) return { text: text + (exponent ? superscript(key) : key), exponent: false };
  if (exponent && (key === 'pow' || key === 'back')) return { text, exponent: false };
  switch (key) {
    case 'pow': return { text, exponent: true };
    case 'neg': return { text: toggleSign(text), exponent: false };
    case 'clear': return EMPTY_DISPLAY;
    case 'back': return { text: deleteLast(text), exponent: false };
    default: break;
  }
  if (Object.hasOwn(APPENDED, key)) return { text: text + APPENDED[key], exponent: false };
  return key === 'plot' ? { text, exponent: false } : state;
}

/**
 * The superscript form of one digit: `'3'` → `'³'`.
 * @param {string} digit `0` … `9`
 * @returns {string}
 */
export function superscript(digit) {
  return SUPERSCRIPT_DIGITS[Number(digit)];
}

/**
 * The text without its last character, or without a trailing function opener (`sin(`, `√(`).
 * Characters are code points, so nothing is ever cut in half.
 * @param {string} text
 * @returns {string}
 */
export function deleteLast(text) {
  const opener = TRAILING_OPENER.exec(text);
  if (opener) return text.slice(0, opener.index);
  const last = [...text.slice(-2)].at(-1) ?? '';
  return text.slice(0, text.length - last.length);
}

/**
 * Adds a leading `-`, or removes a leading `-` or `−` (U+2212).
 * @param {string} text
 * @returns {string}
 */
export function toggleSign(text) {
  return text.startsWith('-') || text.startsWith('−') ? text.slice(1) : `-${text}`;
}

function isDigit(key) {
  return key.length === 1 && key >= '0' && key <= '9';
}
