// What each calculator key does to the display (docs/site.md#calculator), as pure functions of the display's
// state: no DOM, so node can test every key (Tests/JS/keypad.test.mjs).
//
//   let state = EMPTY_DISPLAY;
//   for (const key of ['x', 'pow', '3', '-', '2']) state = press(state, key);
//   state.text   // 'x³-2'
//
// Decisions the seeds leave open, made here once:
// - Keys append on the right, whatever the caret position in the text field.
// - `×` appends `×`, as its key shows it (the language reads it as `*`); `÷` appends `/` and `−`
//   the ASCII `-`, as the seed says: its example display is `x³-2.5x²+3.1x-13.3`.
// - Exponent mode (after `pow`) lasts for exactly one key: a digit is appended as a superscript
//   digit; a key that can start an exponent (`(`, `-`, `neg`, `x`, `pi`, `e`, a function) appends
//   `^` and then itself, so `x pow ( 1 / 3 )` is `x^(1/3)`; any other key ends the mode and then does
//   what it always does, except `pow` itself (pressed again it just leaves the mode) and `back` (it
//   undoes the `pow` press, deleting nothing).
//   Pressing `pow` again after the superscript gives a second exponent digit: x, pow 1, pow 0 → x¹⁰.
// - `back` deletes one character (a superscript digit is one character), or what one key press
//   appended as a whole: a function opener such as `sin(` or `√(`, or the `·e` of `2·e`.
// - `neg` changes the sign of the last operand (see `toggleSign`): `2x+3` → `2x-3`, `2*3` → `2*(-3)`,
//   and pressed again back; on an empty display, or after an operator, it starts a `-`. The sign
//   inside a number in scientific notation (`2e-3`) is part of the number, not an operator.
// - `e` right after a digit appends `·e`, not `e`: `2e` followed by `5` or `-3` would otherwise read
//   as the number 2·10⁵ or 2·10⁻³ (docs/language.md#numbers), not as 2·e·5 or 2e − 3.

/**
 * The display: its text, and whether the next digit becomes an exponent.
 * @typedef {object} DisplayState
 * @property {string} text
 * @property {boolean} exponent exponent mode: `pow` was the last key
 */

/** @type {Readonly<DisplayState>} */
export const EMPTY_DISPLAY = Object.freeze({ text: '', exponent: false });

/** Every `data-key` of the keypad (docs/hooks.md#calculator), in no particular order. */
export const KEYS = Object.freeze([
  '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '.', 'pi', 'sqrt', 'sin', 'cos', 'tan', 'ln',
  '(', ')', 'x', 'pow', '+', '-', '*', '/', 'neg', 'clear', 'back', 'plot', 'e', 'abs', 'log',
]);

/** Text each appending key adds on the right. */
const APPENDED = Object.freeze({
  '.': '.', pi: 'π', x: 'x', '(': '(', ')': ')',
  '+': '+', '-': '-', '*': '×', '/': '/',
  sqrt: '√(', sin: 'sin(', cos: 'cos(', tan: 'tan(', ln: 'ln(', abs: 'abs(', log: 'log(', e: 'e',
});

/** Keys that, right after `pow`, start an exponent: `^` and then the key (docs/site.md#calculator). */
const EXPONENT_STARTERS = new Set(['(', '-', 'neg', 'x', 'pi', 'e', 'sqrt', 'sin', 'cos', 'tan', 'ln', 'abs', 'log']);

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
  if (exponent && EXPONENT_STARTERS.has(key)) return press({ text: `${text}^`, exponent: false }, key === 'neg' ? '-' : key);
  switch (key) {
    case 'pow': return { text, exponent: true };
    case 'neg': return { text: toggleSign(text), exponent: false };
    case 'clear': return EMPTY_DISPLAY;
    case 'back': return { text: deleteLast(text), exponent: false };
    default: break;
  }
  if (key === 'e' && /[\d.]$/.test(text)) return { text: `${text}·e`, exponent: false };
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
  // What the `e` key appends after a digit.
  if (/[\d.]·e$/.test(text)) return text.slice(0, -2);
  const last = [...text.slice(-2)].at(-1) ?? '';
  return text.slice(0, text.length - last.length);
}

/** Characters after which a sign is unary and an operand starts. */
const OPERATORS = new Set(['+', '-', '−', '*', '/', '×', '÷', '^', '·']);
const MINUS = new Set(['-', '−']);
/** Operators after which `±` wraps the operand as `(-…)`. */
const WRAPPING_OPERATORS = new Set(['*', '/', '×', '÷', '^', '·']);

/**
 * The text with the sign of its last operand changed (`±`, docs/site.md#calculator): the operand is what follows
 * the last operator or unmatched `(` outside parentheses (`3` in `2x+3`, `sin(x)` in `2*sin(x)`).
 * - after a binary `+` or `-`, that sign flips: `2x+3` ↔ `2x-3`;
 * - after a unary `-` (at the start, after `(` or an operator) it goes, after a unary `+` it becomes `-`;
 * - after `*`, `/` or `^`, an operand written `(-…)` loses the wrap: `2*(-3)` → `2*3`;
 * - after `*`, `/` or `^` the operand is wrapped: `2*3` → `2*(-3)`;
 * - at the start or after `(` it gets a leading `-`; an empty operand gets a `-` to start it.
 * @param {string} text
 * @returns {string}
 */
export function toggleSign(text) {
  const start = lastOperandStart(text);
  const before = text.slice(0, start);
  const operand = text.slice(start);
  const sign = before.at(-1) ?? '';
  // Only the wrap that `±` itself adds after × ÷ ^ is taken off again, so pressing `±` twice gives
  // the text back: elsewhere (`2-(-3)`, a leading `(-3)`) the sign before the operand changes.
  if (WRAPPING_OPERATORS.has(sign) && /^\([-−]/.test(operand) && operand.endsWith(')') && matchingOpen(operand) === 0) {
    return before + operand.slice(2, -1);
  }
  if (sign === '+' || MINUS.has(sign)) {
    const head = before.slice(0, -1);
    const isBinary = head.trimEnd() !== '' && !OPERATORS.has(head.trimEnd().at(-1)) && !head.trimEnd().endsWith('(');
    if (isBinary) return `${head}${sign === '+' ? '-' : '+'}${operand}`;
    return `${head}${sign === '+' ? '-' : ''}${operand}`;
  }
  if (operand.trim() === '' || before.trim() === '' || before.endsWith('(')) return `${before}-${operand}`;
  return `${before}(-${operand})`;
}

/** Where the last operand of `text` starts: after the last operator or unmatched `(` outside parentheses. */
function lastOperandStart(text) {
  let depth = 0;
  for (let i = text.length - 1; i >= 0; i -= 1) {
    const c = text[i];
    if (c === ')') depth += 1;
    else if (c === '(') {
      if (depth === 0) return i + 1;
      depth -= 1;
    } else if (depth === 0 && OPERATORS.has(c) && !isExponentSign(text, i)) return i + 1;
  }
  return 0;
}

/** Whether the sign at `i` belongs to a number in scientific notation (`2e-3`, docs/language.md#numbers): not an operator. */
function isExponentSign(text, i) {
  return (text[i] === '+' || MINUS.has(text[i])) && /[\d.][eE]$/.test(text.slice(0, i)) && /^\d/.test(text.slice(i + 1));
}

/** The index of the `(` that the final `)` of `text` closes, or -1. */
function matchingOpen(text) {
  let depth = 0;
  for (let i = text.length - 1; i >= 0; i -= 1) {
    if (text[i] === ')') depth += 1;
    else if (text[i] === '(') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

function isDigit(key) {
  return key.length === 1 && key >= '0' && key <= '9';
}
