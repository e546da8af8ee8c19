// Public/js/trace/marker-reading.js and graph/trace-reading.js: what tracing a curve reads (docs/site.md#trace): which curve a tap is
// near, the digits a reading gets at a zoom, the keyboard's steps, where the label goes (never under a
// finger) and the words of the live region.
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  TRACE_RADIUS, announcement, keyStep, labelPlacement, nearestCurvePoint, nearestStep, readingDecimals, readingTexts, shownX, steppedX,
} from '../../Public/js/trace/marker-reading.js';
import { curveNames, pixelDecimals, pointText, readingNumber } from '../../Public/js/graph/trace-reading.js';

/** 800 × 500 CSS px showing x from −4 to 4 (100 px per unit) and y from −2.5 to 2.5 (100 px per unit). */
const VIEW = Object.freeze({ width: 800, height: 500, scale: 100, scaleY: 100, originX: 400, originY: 250 });
const segment = (...xy) => Float64Array.from(xy);

// --- Which curve a tap is near

test('a tap within the radius of a curve finds it, with the x of its nearest point', () => {
  // y = 0 from x = −4 to 4: a tap 10 px above (0.5, 0) is 10 px from it, at x = 0.5.
  const near = nearestCurvePoint([[segment(-4, 0, 4, 0)]], 450, 240, VIEW);
  assert.deepEqual(near, { curve: 0, x: 0.5, distance: 10 });
});

test('a tap farther than the radius finds nothing', () => {
  assert.equal(nearestCurvePoint([[segment(-4, 0, 4, 0)]], 450, 250 - TRACE_RADIUS - 1, VIEW), null);
  assert.notEqual(nearestCurvePoint([[segment(-4, 0, 4, 0)]], 450, 250 - TRACE_RADIUS + 1, VIEW), null);
});

test('of two curves the nearer one is found, and a tie goes to the lower index', () => {
  const curves = [[segment(-4, 0, 4, 0)], [segment(-4, 0.3, 4, 0.3)]];
  assert.equal(nearestCurvePoint(curves, 400, 225, VIEW).curve, 1);  // 25 px from curve 0, 5 px from curve 1
  assert.equal(nearestCurvePoint(curves, 400, 235, VIEW).curve, 0);  // 15 px from both
});

test('distances are measured in CSS px, so a stretched y-axis counts as it looks', () => {
  // y = 0.1 is 10 px above y = 0 at 100 px per unit, but 40 px at 400.
  const curves = [[segment(-4, 0.1, 4, 0.1)]];
  assert.notEqual(nearestCurvePoint(curves, 400, 250, VIEW), null);
  assert.equal(nearestCurvePoint(curves, 400, 250, { ...VIEW, scaleY: 400 }), null);
});

test('the branches either side of a pole are not joined: a tap on the asymptote finds nothing', () => {
  // 1/x-like branches ending at (−0.05, −20) and starting at (0.05, 20): a chord between them would
  // cross the x-axis at 0, where the tap is.
  const curves = [[segment(-4, -0.25, -0.05, -20), segment(0.05, 20, 4, 0.25)]];
  assert.equal(nearestCurvePoint(curves, 400, 250, VIEW), null);
});

test('an isolated point of a curve is near too', () => {
  assert.deepEqual(nearestCurvePoint([[segment(1, 1)]], 505, 150, VIEW), { curve: 0, x: 1, distance: 5 });
});

test('a point on a steep part is found by its distance, not by the tap\'s x', () => {
  // The line y = 10x: a tap at (0.1, 0) in data units is 10 px right of it at x = 0.
  const near = nearestCurvePoint([[segment(-0.2, -2, 0.2, 2)]], 410, 250, VIEW);
  assert.equal(near.curve, 0);
  assert.ok(Math.abs(near.x - 0.000990099) < 1e-6, `x ${near.x}`);
  assert.ok(Math.abs(near.distance - 10 / Math.hypot(1, 0.1)) < 1e-9);
});

// --- Digits that fit the zoom

test('decimals tell two device pixels apart', () => {
  assert.equal(pixelDecimals(0.005), 3);  // 100 px per unit at 2×
  assert.equal(pixelDecimals(0.01), 2);
  assert.equal(pixelDecimals(0.5), 1);
  assert.equal(pixelDecimals(1), 0);
  assert.equal(pixelDecimals(250), -2);
});

test('a reading is written to its decimals without trailing zeros, and never as −0', () => {
  assert.equal(readingNumber(1.3000000000000003, 3), '1.3');
  assert.equal(readingNumber(-1.23456, 2), '-1.23');
  assert.equal(readingNumber(-0.0001, 2), '0');
  assert.equal(readingNumber(2.5, 0), '2');  // ties to even, as printf
  assert.equal(readingNumber(123456, -2), '123456');
  assert.equal(readingNumber(NaN, 2), null);
  assert.equal(readingNumber(Infinity, 2), null);
});

test('very large and very small readings take the exponent form with the digits the zoom is worth', () => {
  assert.equal(readingNumber(1.234e12, -9), '1.234e+12');
  assert.equal(readingNumber(3.2e-8, 12), '3.2e-08');
  assert.equal(readingNumber(-12345678.9, 0), '-12345679');
});

test('the example reading: sin at 1.3, 100 px per unit at 2×', () => {
  const texts = readingTexts(1.3, Math.sin(1.3), VIEW, 2);
  assert.deepEqual(texts, { x: '1.3', y: '0.96356' });
  assert.equal(announcement('sin x', texts), 'sin x: x = 1.3, y = 0.96356');
});

test('y gets five significant digits at least, and no more than three decimals beyond the pixel', () => {
  assert.deepEqual(readingDecimals(0.96356, VIEW, 2), { x: 3, y: 5 });
  assert.deepEqual(readingDecimals(12345.6, VIEW, 2), { x: 3, y: 3 });   // the pixel asks for more than 5 digits here
  assert.deepEqual(readingDecimals(1.2246e-16, VIEW, 2), { x: 3, y: 6 });
  assert.equal(readingTexts(Math.PI, Math.sin(Math.PI), VIEW, 2).y, '0');  // not 1.2246e−16
});

test('zooming in adds digits, and minus signs are true minus signs', () => {
  const near = { ...VIEW, scale: 1e6, scaleY: 1e6 };
  assert.deepEqual(readingTexts(-1.23456789, -0.5, near, 1), { x: '\u22121.234568', y: '\u22120.5' });
  assert.deepEqual(readingTexts(-1.23456789, -0.5, VIEW, 1), { x: '\u22121.23', y: '\u22120.5' });
});

test('where the curve is undefined y has no text', () => {
  assert.deepEqual(readingTexts(1.2, NaN, VIEW, 1), { x: '1.2', y: null });
  assert.equal(announcement('√(1 − x²)', { x: '1.2', y: null }), '√(1 − x²): x = 1.2, y undefined');
  assert.equal(announcement(null, { x: '1.2', y: '3' }), 'x = 1.2, y = 3');
});

test('a point of interest is written with six significant digits, as its list', () => {
  assert.deepEqual(readingTexts(Math.SQRT2, 0, VIEW, 1, true), { x: '1.41421', y: '0' });
  assert.deepEqual(readingTexts(-Math.PI / 2, -1, VIEW, 1, true), { x: '\u22121.5708', y: '\u22121' });
});

test('the x a tap puts the marker at is rounded to what the label shows', () => {
  assert.equal(shownX(1.2345678, VIEW, 2), 1.235);
  assert.equal(shownX(1.2345678, VIEW, 1), 1.23);
  assert.equal(shownX(-0.0004, VIEW, 1), 0);
});

// --- The keyboard's steps

test('the keyboard steps by a nice number of at least 8 CSS px, ten times as far with Shift', () => {
  assert.equal(keyStep(100), 0.1);
  assert.equal(keyStep(100, true), 1);
  assert.equal(keyStep(133.33), 0.1);
  assert.equal(keyStep(30), 0.5);
  assert.equal(keyStep(0.001), 10000);
});

test('a step lands on the next multiple of the step, without drift', () => {
  assert.equal(steppedX(0, 0.1, 1), 0.1);
  assert.equal(steppedX(1.2000000000000002, 0.1, 1), 1.3);  // 13 × 0.1, not 1.2000000000000002 + 0.1
  assert.equal(steppedX(0.2, 0.1, 1), 0.30000000000000004);  // 3 × 0.1: shownX makes it 0.3
  assert.equal(shownX(steppedX(0.2, 0.1, 1), VIEW, 2), 0.3);
  assert.equal(steppedX(0.1, 0.1, -1), 0);
  assert.ok(Object.is(steppedX(0.1, 0.1, -1), 0), 'not −0');
  // Off the grid (a tap put it there), the first step lands on the grid.
  assert.equal(steppedX(0.437, 0.1, 1), 0.5);
  assert.equal(steppedX(0.437, 0.1, -1), 0.4);
  assert.equal(steppedX(-0.437, 0.1, 1), -0.4);
  assert.equal(nearestStep(0.437, 0.1), 0.4);
  assert.ok(Object.is(nearestStep(-0.04, 0.1), 0));
});

// --- Where the label goes

const FRAME = { width: 800, height: 500, fontSize: 13 };

test('beside a mouse marker the label goes up and right, left near the right edge, below near the top', () => {
  assert.deepEqual(labelPlacement({ x: 400, y: 250 }, '(1.3, 0.96356)', { ...FRAME, touch: false }), { x: 410, y: 240, anchor: 'start' });
  assert.deepEqual(labelPlacement({ x: 790, y: 250 }, '(1.3, 0.96356)', { ...FRAME, touch: false }), { x: 780, y: 240, anchor: 'end' });
  assert.deepEqual(labelPlacement({ x: 400, y: 10 }, '(1.3, 0.96356)', { ...FRAME, touch: false }), { x: 410, y: 33, anchor: 'start' });
});

/** The label's box, estimated as the placement does (0.6 em per glyph). */
function labelBox(placed, text, fontSize) {
  const width = [...text].length * 0.6 * fontSize;
  const left = placed.anchor === 'start' ? placed.x : placed.anchor === 'end' ? placed.x - width : placed.x - width / 2;
  return { left, right: left + width, top: placed.y - fontSize, bottom: placed.y };
}

function distanceFrom(box, point) {
  return Math.hypot(Math.max(box.left - point.x, 0, point.x - box.right), Math.max(box.top - point.y, 0, point.y - box.bottom));
}

test('a finger\'s label is never under the fingertip, wherever marker and finger are', () => {
  const text = '(1.3, 0.96356)';
  for (const height of [500, 200]) {
    for (const marker of [{ x: 400, y: height / 2 }, { x: 20, y: 10 }, { x: 780, y: height - 10 }, { x: 400, y: height / 5 }]) {
      for (const finger of [null, { x: marker.x + 5, y: marker.y + 5 }, { x: marker.x - 30, y: height - 10 }, { x: marker.x, y: 15 }]) {
        const placed = labelPlacement(marker, text, { ...FRAME, height, touch: true, finger });
        const box = labelBox(placed, text, FRAME.fontSize);
        const touched = finger ?? marker;
        assert.ok(distanceFrom(box, touched) >= 30, `label ${JSON.stringify(placed)} too close to the finger at ${JSON.stringify(touched)} (height ${height})`);
        assert.ok(box.top >= 0 && box.bottom <= height, `label ${JSON.stringify(placed)} outside the frame`);
      }
    }
  }
});

test('a finger\'s label is centred above, or below near the top edge', () => {
  assert.deepEqual(labelPlacement({ x: 400, y: 250 }, 'ab', { ...FRAME, touch: true, finger: { x: 400, y: 260 } }), { x: 400, y: 206, anchor: 'middle' });
  assert.deepEqual(labelPlacement({ x: 400, y: 20 }, 'ab', { ...FRAME, touch: true, finger: { x: 400, y: 30 } }), { x: 400, y: 87, anchor: 'middle' });
});

// --- Words

test('points of interest are named with their curves', () => {
  const names = curveNames([{ name: 'sin x' }, { name: null }]);
  assert.deepEqual(names, ['sin x', 'curve 2']);
  assert.equal(pointText({ kind: 'maximum', x: Math.PI / 2, y: 1, curves: [0] }, names), 'Maximum of sin x (1.5708, 1)');
  assert.equal(pointText({ kind: 'root', x: -Math.SQRT2, y: 0, curves: [1] }, names), 'Root of curve 2 (\u22121.41421, 0)');
  assert.equal(pointText({ kind: 'y-intercept', x: 0, y: 1, curves: [1] }, names), 'y-intercept of curve 2 (0, 1)');
  assert.equal(pointText({ kind: 'intersection', x: Math.PI / 4, y: Math.SQRT1_2, curves: [0, 1] }, names),
    'sin x and curve 2 cross at (0.785398, 0.707107)');
});
