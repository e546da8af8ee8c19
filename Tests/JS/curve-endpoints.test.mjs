// A curve's endpoint dots (Public/js/figure/curve-endpoints.js, as Sources/PlotCore/Figure/CurveEndpoints.swift):
// the sampler's dots unless the curve turns them off, and dots at from and to only when asked.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { curveDots } from '../../Public/js/figure/curve-endpoints.js';
import { checkedFigure } from '../../Public/js/graph/figure-model.js';

const jump = { x: 1, y: 1, open: false };
const other = { x: 1, y: 2, open: true };
const curve = (fields) => checkedFigure({ curves: [{ valueAt: (x) => x * x, ...fields }] }).curves[0];

test('by default a curve gets the sampler\'s dots and none at its ends', () => {
  assert.deepEqual(curveDots(curve({ from: 0, to: 2 }), [jump, other]), [jump, other]);
});

test('"endpoints": false turns every dot off, the sampler\'s too', () => {
  assert.deepEqual(curveDots(curve({ from: 0, to: 2, endpoints: false }), [jump, other]), []);
});

test('dots asked for at from and to sit at the curve\'s values there, in x order around the sampler\'s', () => {
  assert.deepEqual(curveDots(curve({ from: -1, to: 2, endpoints: ['closed', 'open'] }), [jump, other]), [
    { x: -1, y: 1, open: false }, jump, other, { x: 2, y: 4, open: true },
  ]);
  assert.deepEqual(curveDots(curve({ from: -1, to: 2, endpoints: [null, 'closed'] }), []), [{ x: 2, y: 4, open: false }]);
});

test('an end where the curve is undefined gets no dot', () => {
  const root = checkedFigure({ curves: [{ valueAt: Math.sqrt, from: -1, to: 4, endpoints: ['open', 'closed'] }] }).curves[0];
  assert.deepEqual(curveDots(root, []), [{ x: 4, y: 2, open: false }]);
});
