// Public/js/graph/ticks.js: the port of TicksTests (Tests/PlotCoreTests/UniformSamplingTests.swift), plus
// strings taken from Ticks.swift itself (C printf: ties to even, `%g` exponent forms), so both
// languages label the axes alike.
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { niceStep, ticks, tickLabel, endLabel, rangeEndLabel } from '../../Public/js/graph/ticks.js';

test('steps are 1, 2 or 5 times a power of ten', () => {
  assert.equal(niceStep(0.7), 1);
  assert.equal(niceStep(1.3), 2);
  assert.equal(niceStep(3), 5);
  assert.equal(niceStep(6), 10);
  assert.equal(niceStep(0.013), 0.02);
  assert.equal(niceStep(2e6), 2e6);
});

test('a step that is already nice is kept, and bad input gets 1', () => {
  // [minimum step, nice step] as Ticks.niceStep(atLeast:) gives them.
  const cases = [
    [1, 1], [2, 2], [5, 5], [10, 10], [0.1, 0.1], [0.2, 0.2], [1e-9, 1e-9], [3e-9, 5e-9],
    [4.0000000000001, 5], [1e300, 1e300], [7e-300, 1e-299],
    [0, 1], [-1, 1], [NaN, 1], [Infinity, 1],
  ];
  for (const [minimum, step] of cases) assert.equal(niceStep(minimum), step, `niceStep(${minimum})`);
});

test('values are exact multiples within the range', () => {
  const { step, values } = ticks(-0.25, 0.25, 0.09);
  assert.equal(step, 0.1);
  assert.deepEqual(values.map((value) => tickLabel(value, step)), ['−0.2', '−0.1', '0.0', '0.1', '0.2']);
  assert.deepEqual(ticks(-4, 4, 0.8).values, [-4, -3, -2, -1, 0, 1, 2, 3, 4]);
  assert.ok(!values.some((value) => Object.is(value, -0)), 'no −0');
});

test('the same values as Swift, to the bit', () => {
  assert.deepEqual(ticks(0.1, 0.9, 0.1).values,
    [0.1, 0.2, 0.30000000000000004, 0.4, 0.5, 0.6000000000000001, 0.7000000000000001, 0.8, 0.9]);
  assert.deepEqual(ticks(-3e-6, 3e-6, 1e-6).values, [-3e-6, -2e-6, -1e-6, 0, 1e-6, 2e-6, 3e-6]);
});

test('no ticks where the range holds none, or too many', () => {
  assert.deepEqual(ticks(0.31, 0.39, 0.1).values, []);
  assert.deepEqual(ticks(1, 2e4, 1).values, []);
  assert.deepEqual(ticks(2, 1, 1).values, []);
  assert.deepEqual(ticks(NaN, 1, 1).values, []);
  // Where index + 1 == index, the walk still ends (Swift counts first + i, and the end once).
  assert.deepEqual(ticks(1e20, 1e20, 1).values, [1e20]);
  assert.deepEqual(ticks(1e308, 1e308, 1e-300).values, []);  // the indices overflow
});

test('labels and range ends are short', () => {
  assert.equal(tickLabel(3, 1), '3');
  assert.equal(tickLabel(-2.5, 0.5), '−2.5');
  assert.equal(endLabel(129.7), '129.7');
  assert.equal(endLabel(4), '4');
  assert.equal(endLabel(0.25), '0.25');
  assert.equal(endLabel(-1e-6), '−1e−06');
});

test('tick labels read as Swift writes them (printf rounding, exponent forms)', () => {
  // [value, step, Ticks.label(value, step:)]
  const cases = [
    [0.25, 0.1, '0.2'], [-0.25, 0.1, '−0.2'], [2.5, 1, '2'], [-2.5, 1, '−2'], [0.125, 0.01, '0.12'],
    [1.25, 0.05, '1.25'], [-1.25, 0.05, '−1.25'], [0.3, 0.1, '0.3'], [0.30000000000000004, 0.1, '0.3'],
    [-0.04, 0.1, '0.0'], [-0, 1, '0'], [0, 0.001, '0.000'], [0, 1e-6, '0'],
    [1e7, 5e6, '1e+07'], [-2e7, 1e7, '−2e+07'], [12345678, 0.5, '12345678'], [99999999.5, 0.5, '99999999.5'], [12345678, 1, '12345678'],
    [2e-6, 1e-6, '2e−06'], [-3e-6, 1e-6, '−3e−06'], [1.5e-7, 5e-8, '1.5e−07'], [5e-6, 5e-6, '5e−06'],
    [1e-5, 1e-5, '0.00001'],
  ];
  for (const [value, step, label] of cases) assert.equal(tickLabel(value, step), label, `tickLabel(${value}, ${step})`);
  assert.throws(() => tickLabel(1, 0), RangeError);
});

test('range ends read as Swift writes them: like tick labels, four significant digits', () => {
  // [value, Ticks.endLabel(value)]: plain decimals from 1e−5 up to 1e7 (every digit before the point),
  // %.4g exponent forms beyond, as the tick labels switch.
  const cases = [
    [1e-6, '1e−06'], [12345.678, '12346'], [99999, '99999'], [100000, '100000'], [0.0001, '0.0001'],
    [0.00012345, '0.0001234'], [1e20, '1e+20'], [-0, '0'], [0, '0'], [2.5e-5, '0.000025'], [1e-5, '0.00001'], [1e7, '1e+07'],
    [10000.5, '10000'], [9999.5, '10000'], [0.1 + 0.2, '0.3'], [1e-300, '1e−300'], [7.5e-7, '7.5e−07'],
    [21934.5, '21934'], [-21934.56, '−21935'], [9999999, '9999999'], [0.99996, '1'], [1.2, '1.2'], [-3.5, '−3.5'],
  ];
  for (const [value, label] of cases) assert.equal(endLabel(value), label, `endLabel(${value})`);
});

test('a range end is never written in exponent form beside plain tick labels', () => {
  // The frame of x³ on ±28 ends at 21952 while its ticks read 5000, 10000 …: 2.195e+04 beside them was the bug.
  const { step, values } = ticks(-21952, 21952, 4000);
  const tickTexts = values.map((value) => tickLabel(value, step));
  assert.ok(tickTexts.every((text) => !text.includes('e')), tickTexts.join(' '));
  assert.equal(endLabel(21952), '21952');
});

test('rounding noise of a pan reads as 0 at a range end', () => {
  assert.equal(rangeEndLabel(-4.440892098500626e-16, 8), '0');
  assert.equal(rangeEndLabel(-4, 8), '−4');
  assert.equal(rangeEndLabel(1e-12, 1e-9), '1e−12');
});
