// The pure parts of a plot page's sliders (docs/site.md#sliders): the parameters in data-figure, their values in
// the URL (Public/js/parameters/parameter-values.js) and the play control's motion (play-motion.js).
// The page itself is tested in Tests/Browser/test_parameters.py.
// Run: node --test Tests/JS/parameters-url.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  parametersOf, parseValue, clampValue, sliderValue, startingValues, queryWithValues, valueText,
} from '../../Public/js/parameters/parameter-values.js';
import { playValue, steppedValue, playDecimals, PLAY_ONE_WAY_MS } from '../../Public/js/parameters/play-motion.js';

const A = { name: 'a', value: 1, min: 0, max: 3, step: 0.1 };
const B = { name: 'b', value: 1, min: 0.5, max: 4, step: 0.1 };
const C = { name: 'c', value: 0, min: -Math.PI, max: Math.PI, step: Math.PI / 12 };
const ABC = [A, B, C];

// --- data-figure

test('parametersOf reads the build\'s list and keeps its order, dropping the texts', () => {
  const data = { curves: [], parameters: [
    { name: 'b', value: 1, min: 0.5, max: 4, step: 0.1, minText: '0.5', maxText: '4' },
    { name: 'a', value: 1, min: 0, max: 3, step: 0.1, minText: '0', maxText: '3' },
  ] };
  assert.deepEqual(parametersOf(data), [{ ...B }, { ...A }]);
});

test('a figure without parameters has none', () => {
  assert.deepEqual(parametersOf({ curves: [] }), []);
});

test('a malformed parameter in data-figure is named in the error', () => {
  assert.throws(() => parametersOf({ parameters: [A, { name: 'b', value: 9, min: 0, max: 1, step: 0.1 }] }),
    /parameters\[1\] is not a parameter: \{"name":"b","value":9/);
  assert.throws(() => parametersOf({ parameters: [{ ...A, min: 3, max: 0 }] }), /parameters\[0\]/);
  assert.throws(() => parametersOf({ parameters: [{ ...A, step: 0 }] }), /parameters\[0\]/);
  assert.throws(() => parametersOf({ parameters: 'a' }), /must be a list/);
});

// --- Numbers in the URL and the number field

test('parseValue reads plain decimal numbers, a true minus sign too', () => {
  assert.equal(parseValue('2'), 2);
  assert.equal(parseValue('-0.5'), -0.5);
  assert.equal(parseValue('.5'), 0.5);
  assert.equal(parseValue('1e-3'), 0.001);
  assert.equal(parseValue(' 2.5 '), 2.5);
  assert.equal(parseValue('\u22122'), -2);
  assert.equal(parseValue('1e\u22123'), 0.001);
});

test('parseValue refuses what is not a plain number', () => {
  for (const text of ['', ' ', 'abc', '1/2', 'π', 'Infinity', '-Infinity', 'NaN', '0x10', '1,5', '2a', '--1', '1e999', '.', null, undefined]) {
    assert.equal(parseValue(text), null, JSON.stringify(text));
  }
});

test('clampValue brings a value into the range and writes no negative zero', () => {
  assert.equal(clampValue(5, A), 3);
  assert.equal(clampValue(-1, A), 0);
  assert.equal(clampValue(2.05, A), 2.05);
  assert.ok(Object.is(clampValue(-0, A), 0));
});

test('sliderValue drops the rounding noise of an endless step, keeps its values otherwise', () => {
  // What Chromium's range input says at the middle of −π … π in steps of π/12, and at 18 steps.
  assert.ok(Object.is(sliderValue('-2e-16', C), 0));
  assert.equal(sliderValue('1.5707963267949', C), 1.5707963267949);
  assert.equal(sliderValue('0.3', A), 0.3);
  assert.equal(sliderValue('2.9000000000000004', A), 2.9);
  assert.equal(sliderValue('3.0000000000001', A), 3);
});

// --- Starting values

test('the URL\'s values are the starting values, exactly as written within the range', () => {
  assert.deepEqual(startingValues(ABC, '?a=2&b=0.55'), { a: 2, b: 0.55, c: 0 });
});

test('a parameter the URL does not name starts at its declared value', () => {
  assert.deepEqual(startingValues(ABC, ''), { a: 1, b: 1, c: 0 });
  assert.deepEqual(startingValues(ABC, '?lang=de&x=4'), { a: 1, b: 1, c: 0 });
});

test('out-of-range URL values are clamped to the range', () => {
  assert.deepEqual(startingValues(ABC, '?a=99&b=-4&c=-1e300'), { a: 3, b: 0.5, c: -Math.PI });
});

test('garbage URL values are ignored, not a broken page', () => {
  assert.deepEqual(startingValues(ABC, '?a=abc&b=&c=Infinity'), { a: 1, b: 1, c: 0 });
  assert.deepEqual(startingValues(ABC, '?a=%3Cscript%3E&b=1/2&c=NaN'), { a: 1, b: 1, c: 0 });
});

test('a repeated key counts once, the first', () => {
  assert.deepEqual(startingValues([A], '?a=2&a=0.5'), { a: 2 });
});

// --- Writing the values back

test('queryWithValues writes the values that differ from the declared ones', () => {
  assert.equal(queryWithValues('', ABC, { a: 2, b: 1, c: 0 }), '?a=2');
  assert.equal(queryWithValues('', ABC, { a: 2, b: 0.5, c: -Math.PI }), '?a=2&b=0.5&c=-3.141592653589793');
});

test('queryWithValues drops a key once its value is the declared one again', () => {
  assert.equal(queryWithValues('?a=2&b=3', ABC, { a: 1, b: 3, c: 0 }), '?b=3');
  assert.equal(queryWithValues('?a=2', ABC, { a: 1, b: 1, c: 0 }), '');
});

test('queryWithValues keeps every other key, and each key in its place', () => {
  assert.equal(queryWithValues('?lang=de&a=2&z=1', ABC, { a: 2.5, b: 1, c: 0 }), '?lang=de&a=2.5&z=1');
  assert.equal(queryWithValues('?a=oops&view=1', ABC, { a: 1, b: 2, c: 0 }), '?view=1&b=2');
});

test('valueText is the shortest text of the double, 0 for −0', () => {
  assert.equal(valueText(0.1 + 0.2), '0.30000000000000004');
  assert.equal(valueText(2.5), '2.5');
  assert.equal(valueText(-0), '0');
  assert.equal(Number(valueText(Math.PI)), Math.PI);
});

// --- Play

test('play starts where the value is and goes up first', () => {
  assert.equal(playValue(A, 1.5, 0), 1.5);
  assert.equal(playValue(A, 1.5, PLAY_ONE_WAY_MS / 4), 2.25);
});

test('play turns at max and at min, a whole round trip in two sweeps', () => {
  assert.equal(playValue(A, 0, PLAY_ONE_WAY_MS), 3);
  assert.equal(playValue(A, 0, 1.5 * PLAY_ONE_WAY_MS), 1.5);
  assert.equal(playValue(A, 0, 2 * PLAY_ONE_WAY_MS), 0);
  assert.equal(playValue(A, 3, PLAY_ONE_WAY_MS / 3), 2);
  assert.equal(playValue(A, 0, 2.5 * PLAY_ONE_WAY_MS), 1.5);
});

test('play never leaves the range, whatever the time', () => {
  for (let elapsed = 0; elapsed <= 3 * PLAY_ONE_WAY_MS; elapsed += 37) {
    const value = playValue(C, 0, elapsed);
    assert.ok(value >= C.min && value <= C.max, `${value} at ${elapsed} ms`);
  }
});

test('a playing value is a short number, so the field and the URL show what is drawn', () => {
  assert.equal(playValue(A, 0, 1234), 0.93);
  for (let elapsed = 0; elapsed <= PLAY_ONE_WAY_MS; elapsed += 17) {
    assert.match(valueText(playValue(A, 0, elapsed)), /^\d(\.\d{1,2})?$/);
  }
});

test('playDecimals: one more than the step has, two significant digits of an endless step', () => {
  assert.equal(playDecimals(0.1), 2);
  assert.equal(playDecimals(1), 1);
  assert.equal(playDecimals(0.25), 3);
  assert.equal(playDecimals(Math.PI / 12), 3);
  assert.equal(playDecimals(1e-7), 8);
  assert.equal(playDecimals(5), 1);
});

test('under reduced motion each press moves a tenth of the range and turns at either end', () => {
  assert.deepEqual(steppedValue(A, 1, 1), { value: 1.3, direction: 1 });
  assert.deepEqual(steppedValue(A, 2.9, 1), { value: 3, direction: -1 });
  assert.deepEqual(steppedValue(A, 3, -1), { value: 2.7, direction: -1 });
  assert.deepEqual(steppedValue(A, 0.2, -1), { value: 0, direction: 1 });
});

test('ten presses under reduced motion go from min to max', () => {
  let state = { value: B.min, direction: 1 };
  const seen = [];
  for (let i = 0; i < 10; i++) {
    state = steppedValue(B, state.value, state.direction);
    seen.push(state.value);
  }
  assert.equal(seen.at(-1), B.max);
  assert.equal(state.direction, -1);
  assert.deepEqual(seen.slice(0, 3), [0.85, 1.2, 1.55]);
});
