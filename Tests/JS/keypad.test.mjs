// Public/js/calculator/keypad.js: what every Calculator key does to the display (docs/site.md#calculator), the
// seeds' key sequences, exponent mode, ± and ⌫. The decisions these tests pin down are written at
// the top of keypad.js.
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { press, EMPTY_DISPLAY, KEYS, deleteLast, toggleSign, superscript } from '../../Public/js/calculator/keypad.js';
import { compile } from '../../Public/js/expression/expression.js';

/** The display after pressing `keys` (space-separated data-key values) from `start`. */
function type(keys, start = EMPTY_DISPLAY) {
  return keys.split(' ').filter(Boolean).reduce(press, start);
}

/** The display's text after `keys`. */
function text(keys, start = EMPTY_DISPLAY) {
  return type(keys, start).text;
}

const display = (value) => ({ text: value, exponent: false });

test('every appending key adds its text on the right', () => {
  const expected = {
    0: '0', 1: '1', 2: '2', 3: '3', 4: '4', 5: '5', 6: '6', 7: '7', 8: '8', 9: '9',
    '.': '.', pi: 'π', x: 'x', '(': '(', ')': ')', '+': '+', '-': '-', '*': '×', '/': '/',
    sqrt: '√(', sin: 'sin(', cos: 'cos(', tan: 'tan(', ln: 'ln(', abs: 'abs(', log: 'log(',
  };
  for (const [key, appended] of Object.entries(expected)) {
    assert.deepEqual(press(display('2x'), key), display(`2x${appended}`), `key ${key}`);
    assert.deepEqual(press(EMPTY_DISPLAY, key), display(appended), `key ${key} on an empty display`);
  }
});

test('÷ appends a slash and − a hyphen-minus, as the seed shows them', () => {
  assert.equal(text('8 / 2'), '8/2');
  assert.equal(text('8 - 2'), '8-2');
  assert.equal(text('8 * 2'), '8×2', 'the × key shows ×, as it is labelled');
});

test('the seed’s cubic', () => {
  assert.equal(text('x pow 3 - 2 . 5 x pow 2 + 3 . 1 x - 1 3 . 3'), 'x³-2.5x²+3.1x-13.3');
});

test('the seed’s square root', () => {
  assert.equal(text('sqrt x pow 3 + x pow 2 + 2 . 5 x + 2 3 )'), '√(x³+x²+2.5x+23)');
});

test('the seed’s logarithm', () => {
  assert.equal(text('ln x pow 2 + 2 pi x + 2 3 )'), 'ln(x²+2πx+23)');
});

test('the seed’s three waves', () => {
  assert.equal(text('sin x ) + cos 2 x ) - tan 3 x )'), 'sin(x)+cos(2x)-tan(3x)');
});

test('pow shows nothing but enters exponent mode', () => {
  assert.deepEqual(type('x pow'), { text: 'x', exponent: true });
});

test('in exponent mode each digit becomes its superscript, then the mode ends', () => {
  for (let digit = 0; digit <= 9; digit += 1) {
    assert.deepEqual(type(`x pow ${digit}`), display(`x${'⁰¹²³⁴⁵⁶⁷⁸⁹'[digit]}`));
  }
  assert.equal(text('x pow 5 -'), 'x⁵-', 'the seed’s example: the next key is normal again');
  assert.equal(text('x pow 2 3'), 'x²3', 'only one digit is an exponent');
});

test('pow again after the exponent gives a second exponent digit', () => {
  assert.equal(text('x pow 1 pow 0'), 'x¹⁰');
});

test('a key that cannot start an exponent ends exponent mode and does what it always does', () => {
  assert.deepEqual(type('x pow +'), display('x+'));
  assert.deepEqual(type('x pow *'), display('x×'));
  assert.deepEqual(type('x pow )'), display('x)'));
  assert.deepEqual(type('x pow .'), display('x.'));
  assert.deepEqual(type('x pow clear'), EMPTY_DISPLAY);
});

test('a key that can start an exponent appends ^ and itself after pow', () => {
  assert.equal(text('x pow ( 1 / 3 )'), 'x^(1/3)', 'the issue’s cube root');
  assert.equal(text('x pow -'), 'x^-');
  assert.equal(text('x pow neg 2'), 'x^-2', '± starts a negative exponent');
  assert.equal(text('x pow x'), 'x^x');
  assert.equal(text('x pow pi'), 'x^π');
  assert.equal(text('x pow e'), 'x^e');
  for (const [key, name] of [['sqrt', '√'], ['sin', 'sin'], ['cos', 'cos'], ['tan', 'tan'], ['ln', 'ln'], ['abs', 'abs'], ['log', 'log']]) {
    assert.deepEqual(type(`x pow ${key}`), display(`x^${name}(`), `key ${key}`);
  }
  assert.equal(text('x pow ( 1 / 3 ) 2'), 'x^(1/3)2', 'the mode lasted one key');
});

test('pow twice leaves exponent mode without adding anything', () => {
  assert.deepEqual(type('x pow pow'), display('x'));
  assert.deepEqual(type('x pow pow 2'), display('x2'));
});

test('back in exponent mode undoes the pow press and deletes nothing', () => {
  assert.deepEqual(type('x pow back'), display('x'));
});

test('± starts a minus on an empty display, and takes it back', () => {
  assert.deepEqual(press(EMPTY_DISPLAY, 'neg'), display('-'));
  assert.equal(text('neg neg'), '');
});

test('± flips the sign in front of the last operand (2x+3 → 2x−3, and back)', () => {
  assert.equal(text('2 x + 3 neg'), '2x-3');
  assert.equal(text('2 x + 3 neg neg'), '2x+3');
  assert.equal(toggleSign('2x−3'), '2x+3', 'U+2212, as a description shows it');
  assert.equal(toggleSign('x²+1'), 'x²-1', 'not the whole expression');
});

test('± wraps a negated operand after ×, ÷ or ^ (2×3 → 2×(−3), and back)', () => {
  assert.equal(text('2 * 3 neg'), '2×(-3)');
  assert.equal(text('2 * 3 neg neg'), '2×3');
  assert.equal(toggleSign('1/x'), '1/(-x)');
  assert.equal(toggleSign('2*sin(x)'), '2*(-sin(x))', 'a function call is one operand');
  assert.equal(toggleSign('2*(-3)'), '2*3', 'typed by hand too');
});

test('± adds or removes a leading minus of the first operand', () => {
  assert.equal(toggleSign('3'), '-3');
  assert.equal(toggleSign('-3'), '3');
  assert.equal(toggleSign('−x'), 'x');
  assert.equal(toggleSign('+3'), '-3', 'a unary plus becomes a minus');
  assert.equal(toggleSign('sin(x)'), '-sin(x)');
  assert.equal(toggleSign('(x+1)(x-1)'), '-(x+1)(x-1)', 'a product is one operand');
});

test('± inside an open parenthesis changes the operand there', () => {
  assert.equal(toggleSign('sin(x'), 'sin(-x');
  assert.equal(toggleSign('sin('), 'sin(-');
  assert.equal(toggleSign('sin(-'), 'sin(');
});

test('± after an operator starts a negative operand, and removes it again', () => {
  assert.equal(toggleSign('2*'), '2*-');
  assert.equal(toggleSign('2*-'), '2*');
  assert.equal(toggleSign('2*-3'), '2*3', 'a unary minus goes');
  assert.equal(toggleSign('2+'), '2-');
});

test('± leaves the sign inside a number in scientific notation to the number', () => {
  assert.equal(toggleSign('2e-3'), '-2e-3');
  assert.equal(toggleSign('x+2e-3'), 'x-2e-3');
  assert.equal(toggleSign('2*1e+5'), '2*(-1e+5)');
  assert.equal(toggleSign('3e-x'), '3e+x', '3·e − x: there the sign is an operator');
});

test('what the keys show is what is plotted', () => {
  /** The value at `x` of what `keys` put on the display. */
  const valueAt = (keys, x) => compile(text(keys)).evaluate(x);
  assert.equal(valueAt('x pow ( 1 / 3 )', 8), 2, 'x^(1/3), not x·(1/3)');
  assert.equal(valueAt('x pow neg 2', 2), 0.25, 'x^(−2)');
  assert.equal(valueAt('2 pow x', 3), 8);
  assert.equal(valueAt('x pow sqrt x )', 4), 16, 'x^√(x)');
  assert.equal(valueAt('2 x + 3 neg', 1), -1, '2x − 3');
  assert.equal(valueAt('2 * 3 neg', 0), -6, '2 × (−3)');
  assert.equal(valueAt('2 * 3 neg neg', 0), 6);
  assert.equal(valueAt('neg x pow 2', 3), -9, '−x², as the display reads');
  assert.equal(valueAt('2 e', 0), 2 * Math.E);
  assert.equal(valueAt('abs x )', -3), 3);
  assert.equal(valueAt('log 1 0 0 )', 0), 2, 'log is base 10');
  assert.equal(valueAt('e pow x', 1), Math.E);
});

test('e after a digit appends ·e, so that a digit after it is not read as a power of ten', () => {
  assert.equal(text('2 e'), '2·e');
  assert.equal(text('2 . e'), '2.·e');
  assert.equal(text('x + e'), 'x+e');
  assert.equal(text('e'), 'e');
});

test('clear empties the display', () => {
  assert.deepEqual(press(display('x³-2.5x²'), 'clear'), EMPTY_DISPLAY);
  assert.deepEqual(press(EMPTY_DISPLAY, 'clear'), EMPTY_DISPLAY);
});

test('back deletes one character', () => {
  assert.equal(text('back', display('x+12')), 'x+1');
  assert.equal(text('back', display('2π')), '2');
  assert.equal(text('back', display('2x)')), '2x');
  assert.equal(text('back', EMPTY_DISPLAY), '');
});

test('back deletes a superscript digit as one character', () => {
  assert.equal(text('back', display('x³')), 'x');
  assert.equal(text('back', display('x¹⁰')), 'x¹');
});

test('back deletes a whole function opener, which one key appended', () => {
  assert.equal(text('back', display('2sin(')), '2');
  assert.equal(text('back', display('x+cos(')), 'x+');
  assert.equal(text('back', display('tan(')), '');
  assert.equal(text('back', display('3ln(')), '3');
  assert.equal(text('back', display('√(')), '');
  assert.equal(text('back', display('asin(')), '', 'typed names too, whole');
  assert.equal(text('back', display('2x(')), '2x', 'a plain parenthesis is one character');
  assert.equal(text('back', display('sin(x')), 'sin(', 'only at the very end');
});

test('back deletes the ·e that the e key appended after a digit, at once', () => {
  assert.equal(text('2 e back'), '2');
  assert.equal(text('x e back'), 'x');
});

test('back after pow ( deletes the parenthesis, then the ^', () => {
  assert.equal(text('x pow ( back'), 'x^');
  assert.equal(text('x pow ( back back'), 'x');
});

test('back never splits a character outside the basic plane', () => {
  assert.equal(deleteLast('x𝑥'), 'x');
});

test('plot changes nothing (the page plots) and leaves exponent mode', () => {
  assert.deepEqual(press(display('x+'), 'plot'), display('x+'));
  assert.deepEqual(press({ text: 'x', exponent: true }, 'plot'), display('x'));
});

test('an unknown key changes nothing', () => {
  const state = { text: 'x', exponent: true };
  assert.equal(press(state, 'sinh'), state);
});

test('every key of the keypad does something', () => {
  assert.equal(KEYS.length, 32);
  for (const key of KEYS) {
    const before = { text: '-2x', exponent: true };
    assert.notEqual(press(before, key), before, `key ${key}`);
  }
});

test('superscript digits', () => {
  assert.equal([...'0123456789'].map(superscript).join(''), '⁰¹²³⁴⁵⁶⁷⁸⁹');
});

test('± pressed twice gives the text back, also where the operand was written (-…)', () => {
  for (const text of ['2x+3', '2*3', '(-3)', '2-(-3)', '', '-x', '2^x', 'sin(x)', '3*(-x)']) {
    assert.equal(toggleSign(toggleSign(text)), text, text);
  }
  assert.equal(toggleSign('2-(-3)'), '2+(-3)', 'the binary sign flips; the written operand stays');
});
