// The stats popover's extremes (Public/js/graph/visible-extremes.js, stats-popover.js): exact where a
// curve has an extremum in view, the value at the window's edge where the curve is highest or lowest
// there, and what a pole or a jump leaves.
// Run: node --test Tests/JS/visible-extremes.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { visibleExtremes } from '../../Public/js/toolbar/visible-extremes.js';
import { statsTexts } from '../../Public/js/toolbar/stats-popover.js';
import { de } from './support/word-tables.mjs';

const FRAME = { yMin: -3.5, yMax: 3.5 };
const curve = (valueAt, from = null, to = null) => ({ valueAt, from, to });

test('exp(−x²) on −3 … 3 is highest at x = 0, exactly 1 (the drawn samples said 0.9997)', () => {
  const { low, high } = visibleExtremes(curve((x) => Math.exp(-x * x)), -3, 3, FRAME);
  assert.deepEqual(high, { y: 1, x: 0, at: 'x' });
  assert.deepEqual(low, { y: Math.exp(-9), x: -3, at: 'left' }, 'both edges are lowest: the left one is named');
});

test('x² on 1 … 2 is lowest at the left edge and highest at the right edge', () => {
  const { low, high } = visibleExtremes(curve((x) => x * x), 1, 2, { yMin: 0, yMax: 5 });
  assert.deepEqual(low, { y: 1, x: 1, at: 'left' });
  assert.deepEqual(high, { y: 4, x: 2, at: 'right' });
});

test('sin x on −10 … 10 reaches 1 and −1 at extrema, to within rounding', () => {
  const { low, high } = visibleExtremes(curve(Math.sin), -10, 10, FRAME);
  assert.equal(high.at, 'x');
  assert.ok(Math.abs(high.y - 1) < 1e-12 && Math.abs(Math.sin(high.x) - 1) < 1e-12, JSON.stringify(high));
  assert.equal(low.at, 'x');
  assert.ok(Math.abs(low.y + 1) < 1e-12, JSON.stringify(low));
});

test('an end of a restricted curve inside the window is named by its x', () => {
  const { low, high } = visibleExtremes(curve((x) => x * x, 0.5, null), -1, 1, FRAME);
  assert.deepEqual(low, { y: 0.25, x: 0.5, at: 'end' });
  assert.deepEqual(high, { y: 1, x: 1, at: 'right' });
});

test('beside a pole the values go beyond the frame; beside a jump they are approached, not reached', () => {
  const tan = visibleExtremes(curve(Math.tan), -3, 3, FRAME);
  assert.equal(tan.high.at, 'above');
  assert.equal(tan.low.at, 'below');
  const sawtooth = visibleExtremes(curve((x) => x - Math.floor(x)), 0, 1.5, FRAME);
  assert.equal(sawtooth.high.at, 'near');
  assert.ok(sawtooth.high.y > 0.99 && sawtooth.high.y < 1, JSON.stringify(sawtooth.high));
  assert.deepEqual(sawtooth.low, { y: 0, x: 0, at: 'left' });
});

test('a curve undefined all over the window, or restricted away from it, has no extremes', () => {
  assert.equal(visibleExtremes(curve(Math.log), -2, -1, FRAME), null);
  assert.equal(visibleExtremes(curve(Math.sin, 5, 8), -2, 2, FRAME), null);
});

test('the popover says where each extreme is, in the site\'s language', () => {
  const bell = visibleExtremes(curve((x) => Math.exp(-x * x)), -3, 3, FRAME);
  const square = visibleExtremes(curve((x) => x * x), 1, 2, FRAME);
  assert.deepEqual(statsTexts({ xMin: -3, xMax: 3 }, [bell]), ['−3 to 3', '0.00012341 (at the left edge)', '1 (at x = 0)']);
  assert.deepEqual(statsTexts({ xMin: 1, xMax: 2 }, [square]), ['1 to 2', '1 (at the left edge)', '4 (at the right edge)']);
  assert.deepEqual(statsTexts({ xMin: 1, xMax: 2 }, [square], de), ['1 bis 2', '1 (am linken Rand)', '4 (am rechten Rand)']);
  assert.deepEqual(statsTexts({ xMin: -1.5, xMax: 2.5 }, [null]), ['−1.5 to 2.5', 'not in view', 'not in view']);
  const tan = visibleExtremes(curve(Math.tan), -3, 3, FRAME);
  assert.deepEqual(statsTexts({ xMin: -3, xMax: 3 }, [bell, tan, null]),
    ['−3 to 3', 'y 0.00012341 (at the left edge) to 1 (at x = 0)', 'y below the view to above the view', 'not in view']);
  assert.deepEqual(statsTexts({ xMin: -3, xMax: 3 }, [bell, null], de),
    ['−3 bis 3', 'y 0,00012341 (am linken Rand) bis 1 (bei x = 0)', 'nicht im Bild']);
});
