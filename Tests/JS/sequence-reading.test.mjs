// What the trace reads on a sequence (trace/sequence-reading.js) and the live view's sequence (figure/live-sequence.js):
// n stays whole and within its range, the keyboard steps it by one or ten, a tap finds the nearest term or partial sum,
// and the live sequence's terms, reading and picture follow the sliders.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nearestN, nearestTerm, steppedN } from '../../Public/js/trace/sequence-reading.js';
import { liveSequence } from '../../Public/js/figure/live-sequence.js';
import { checkedFigure } from '../../Public/js/graph/figure-model.js';
import { inViewShift } from '../../Public/js/trace/marker-reading.js';

const range = { first: 1, last: 30 };
// 10 CSS px per unit along x, 100 along y, the origin 20 px from the left and 300 px from the top.
const transform = { scale: 10, scaleY: 100, originX: 20, originY: 300 };
const at = (n, y) => [transform.originX + n * transform.scale, transform.originY - y * transform.scaleY];

test('n is the whole number nearest to x, within the range', () => {
  assert.equal(nearestN(range, 6.6), 7);
  assert.equal(nearestN(range, 6.4), 6);
  assert.equal(nearestN(range, -4), 1);
  assert.equal(nearestN(range, 99), 30);
  assert.ok(Object.is(nearestN({ first: -3, last: 3 }, -0.2), 0));
});

test('the keyboard steps n by one, Shift by ten, never past the ends', () => {
  assert.equal(steppedN(range, 7, 1), 8);
  assert.equal(steppedN(range, 7, -1), 6);
  assert.equal(steppedN(range, 7, 1, true), 17);
  assert.equal(steppedN(range, 25, 1, true), 30);
  assert.equal(steppedN(range, 1, -1), 1);
  assert.equal(steppedN(range, 5, -1, true), 1);
});

test('a tap finds the nearest term or partial sum within the radius', () => {
  const { sequence } = liveSequence({ sequence: '(-1)^(n + 1)/n', n: [1, 25], partialSums: true }, { parameters: [], values: {} });
  const curves = [{ sequence: null }, { sequence }];
  // S₃ = 1 − 1/2 + 1/3 = 0.8333…, a₃ = 1/3.
  const [px, py] = at(3, 5 / 6);
  const ring = nearestTerm(curves, px + 3, py - 4, transform);
  assert.deepEqual({ curve: ring.curve, n: ring.n, partial: ring.partial }, { curve: 1, n: 3, partial: true });
  assert.ok(Math.abs(ring.distance - 5) < 1e-9, `${ring.distance}`);
  const [qx, qy] = at(3, 1 / 3);
  assert.deepEqual(nearestTerm(curves, qx, qy + 2, transform), { curve: 1, n: 3, partial: false, distance: 2 });
  // Farther than the radius (24 CSS px) from every dot: none.
  assert.equal(nearestTerm(curves, px, py - 60, transform), null);
  // Partial sums not drawn: only the terms are found.
  const terms = liveSequence({ sequence: '(-1)^(n + 1)/n', n: [1, 25] }, { parameters: [], values: {} }).sequence;
  assert.equal(nearestTerm([{ sequence: terms }], px, py, transform), null);
});

test('the live sequence follows its slider: terms, partial sums, reading and picture', () => {
  const live = liveSequence({ sequence: 'r^n', n: [0, 20], partialSums: true }, { parameters: ['r'], values: { r: 0.5 } });
  assert.equal(live.sequence.value(3), 0.125);
  assert.equal(live.sequence.value(3, true), 1.875);
  assert.equal(live.sequence.reading(3), 'n = 3: a₃ = 0.125');
  assert.equal(live.sequence.reading(3, true), 'n = 3: S₃ = 1.875');
  assert.ok(Number.isNaN(live.sequence.value(21)));
  assert.ok(Number.isNaN(live.sequence.value(2.5)));
  live.setParameters({ r: -0.5 });
  assert.equal(live.sequence.value(3), -0.125);
  assert.equal(live.sequence.reading(3), 'n = 3: a₃ = −0.125');
  // Terms as filled dots, partial sums as rings, only those in the viewport.
  const { dots } = live.picture({ xMin: 0.5, xMax: 2.5, yMin: -1, yMax: 1 });
  assert.deepEqual(dots, [{ x: 1, y: -0.5, open: false }, { x: 1, y: 0.5, open: true }, { x: 2, y: 0.25, open: false }, { x: 2, y: 0.75, open: true }]);
});

test('the checked figure keeps a picture curve\'s sequence and refuses a malformed one', () => {
  const live = liveSequence({ sequence: '1/n', n: [1, 10] }, { parameters: [], values: {} });
  const figure = checkedFigure({ curves: [{ picture: live.picture, sequence: live.sequence }] });
  assert.equal(figure.curves[0].sequence.value(4), 0.25);
  assert.deepEqual([figure.curves[0].sequence.first, figure.curves[0].sequence.last, figure.curves[0].sequence.partialSums], [1, 10, false]);
  assert.throws(() => checkedFigure({ curves: [{ picture: live.picture, sequence: { ...live.sequence, first: 3, last: 1 } }] }),
    /figure\.curves\[0\]\.sequence needs whole numbers first ≤ last/);
  assert.throws(() => checkedFigure({ curves: [{ picture: live.picture, sequence: { first: 1, last: 2, value: () => 0 } }] }),
    /figure\.curves\[0\]\.sequence needs reading\(n, partial\)/);
});

test('the keyboard pans a marker it walked out of the frame back inside it', () => {
  assert.equal(inViewShift(100, 400), 0);
  assert.equal(inViewShift(10, 400), 14);
  assert.equal(inViewShift(390, 400), -14);
  // A narrow frame keeps a quarter of its width.
  assert.equal(inViewShift(0, 40), 10);
});
