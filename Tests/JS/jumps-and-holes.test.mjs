// Jumps and holes as points of interest, read off endpoint dots (Public/js/reading/jumps-and-holes.js,
// as Sources/PlotCore/Reading/JumpsAndHoles.swift; Tests/PlotCoreTests/JumpsAndHolesTests.swift holds the
// same cases): which side a dot is on, a hole with and without a value, adjacent doubles.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pointsFromDots } from '../../Public/js/reading/jumps-and-holes.js';
import { nextDown } from '../../Public/js/sampling/double-ordinals.js';
import { compile } from '../../Public/js/expression/expression.js';

const f = (source) => compile(source).evaluate;

test('a jump goes from the left limit to the right one, its value the closed dot\'s, wherever the dots are listed', () => {
  const cases = {
    '{x < 1: x^2, 3 - x}': [[{ x: 1, y: 2, open: false }, { x: 1, y: 1, open: true }], { left: 1, right: 2, value: 2 }],
    '{x <= 1: x^2, 3 - x}': [[{ x: 1, y: 1, open: false }, { x: 1, y: 2, open: true }], { left: 1, right: 2, value: 1 }],
    'floor(x)': [[{ x: 1, y: 0, open: true }, { x: 1, y: 1, open: false }], { left: 0, right: 1, value: 1 }],
  };
  for (const [source, [dots, jump]] of Object.entries(cases)) {
    assert.deepEqual(pointsFromDots(dots, f(source), 0), [{ kind: 'jump', x: 1, y: jump.value, curves: [0], jump }], source);
  }
});

test('sign\'s three dots at 0: open at each limit, closed at the value between them', () => {
  const dots = [{ x: 0, y: -1, open: true }, { x: 0, y: 0, open: false }, { x: 0, y: 1, open: true }];
  assert.deepEqual(pointsFromDots(dots, f('sign(x)'), 0), [{ kind: 'jump', x: 0, y: 0, curves: [0], jump: { left: -1, right: 1, value: 0 } }]);
});

test('a jump where the function is undefined has no value; its y is the left limit', () => {
  const dots = [{ x: 0, y: -1, open: true }, { x: 0, y: 1, open: true }];
  assert.deepEqual(pointsFromDots(dots, f('{x < 0: -1, x > 0: 1}'), 2), [{ kind: 'jump', x: 0, y: -1, curves: [2], jump: { left: -1, right: 1, value: null } }]);
});

test('a hole is the open dot at the limit, with or without a closed dot at another value', () => {
  assert.deepEqual(pointsFromDots([{ x: 1, y: 2, open: true }], f('(x^2 - 1)/(x - 1)'), 0), [{ kind: 'hole', x: 1, y: 2, curves: [0], loneValue: null }]);
  const valued = [{ x: 1, y: 1, open: true }, { x: 1, y: 3, open: false }];
  assert.deepEqual(pointsFromDots(valued, f('{x = 1: 3, x^2}'), 1), [{ kind: 'hole', x: 1, y: 1, curves: [1], loneValue: 3 }]);
});

test('a value whose closed dot lies beyond the frame is still stated', () => {
  // The sampler clips the closed dot at (2, 7) out of a frame around ±4.4: only the open dots are left.
  const jump = [{ x: 2, y: 4, open: true }, { x: 2, y: 1, open: true }];
  assert.deepEqual(pointsFromDots(jump, f('{x < 2: x^2, x = 2: 7, 1}'), 0), [{ kind: 'jump', x: 2, y: 7, curves: [0], jump: { left: 4, right: 1, value: 7 } }]);
  assert.deepEqual(pointsFromDots([{ x: 2, y: 4, open: true }], f('{x < 2: x^2, x = 2: 7, 4}'), 0), [{ kind: 'hole', x: 2, y: 4, curves: [0], loneValue: 7 }]);
});

test('a hole\'s limit is the simple number within its error', () => {
  const limits = { step: 0.002, dotTolerance: 2.5e-4 };
  const y = (dot, source) => pointsFromDots([dot], f(source), 0, limits).map((p) => p.y);
  // x·sin(1/x) at 0: the sampler's dot is a value next to 0; the limit is 0.
  assert.deepEqual(y({ x: 0, y: -6.08738e-06, open: true }, 'x sin(1/x)'), [0]);
  // 2.00001 is no 2: both sides agree on it far more closely than 10⁻⁵.
  assert.deepEqual(y({ x: 1, y: 2.00001, open: true }, '(x^2-1)/(x-1) + 0.00001'), [2.00001]);
  // (1 − cos x)/x² loses its digits next to 0 (it reads 0 there): the dot, read farther out, stays.
  assert.deepEqual(y({ x: 0, y: 0.5000000413, open: true }, '(1 - cos(x))/x^2'), [0.5000000413]);
});

test('dots at adjacent doubles are one place; places apart are points apart', () => {
  const dots = [{ x: nextDown(1), y: 0, open: true }, { x: 1, y: 1, open: false }, { x: 2, y: 1, open: true }, { x: 2, y: 2, open: false }];
  assert.deepEqual(pointsFromDots(dots, f('floor(x)'), 0).map((p) => [p.kind, p.x, p.jump.left, p.jump.right]), [['jump', 1, 0, 1], ['jump', 2, 1, 2]]);
});
