// The solution of a differential equation as a live data source (Public/js/fields/live-solution.js): each frame the same
// line as solveODE over that frame (which Tests/JS/ode-solution.test.mjs and SwiftJSDifferentialTests hold to Swift's
// ODESolution, the build's drawing), the dots the build draws, the point following a slider, and the note the build
// writes where f is undefined at the point.
// Run: node --test Tests/JS/live-solution.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { liveSolution } from '../../Public/js/fields/live-solution.js';
import { compileSlope, parseRightSide } from '../../Public/js/fields/ode-right-side.js';
import { solveODE } from '../../Public/js/fields/ode-solution.js';

const fixture = JSON.parse(readFileSync(new URL('../Fixtures/ode-solutions.json', import.meta.url), 'utf8'));

/** A solveODE line as the view's flat Float64Array of x, y. */
const flat = (line) => Float64Array.from(line.flatMap((p) => [p.x, p.y]));

test('each frame draws solveODE over that frame, with a filled dot at the point and open ones where it ends short', () => {
  for (const { name, f, through, frame } of fixture.solutions) {
    const { segments, ends } = solveODE(compileSlope(parseRightSide(f)), { x: through[0], y: through[1] }, frame);
    const picture = liveSolution({ ode: f, through }).picture(frame, 2);
    assert.deepEqual(picture.segments.map((s) => Array.from(s)), segments.map((line) => Array.from(flat(line))), name);
    const open = ends.filter((end) => end.reason === 'blowUp' || end.reason === 'undefined');
    assert.deepEqual(picture.dots, segments.length === 0 ? [] : [
      ...open.map((end) => ({ x: end.x, y: end.y, open: true })), { x: through[0], y: through[1], open: false },
    ], name);
    assert.equal(picture.finished, true);
    assert.equal(picture.field, null);
  }
});

test('the circle y′ = −x/y ends in two open dots where its slope turns vertical', () => {
  const frame = { xMin: -2, xMax: 2, yMin: -2, yMax: 2, width: 800, height: 800 };
  const { dots } = liveSolution({ ode: '-x/y', through: [0, 1] }).picture(frame);
  assert.equal(dots.length, 3);
  assert.deepEqual(dots.map((dot) => dot.open), [true, true, false]);
  for (const dot of dots.slice(0, 2)) assert.ok(Math.abs(Math.abs(dot.x) - 1) < 1e-3 && Math.abs(dot.y) < 1e-3, JSON.stringify(dot));
});

test('a slider in the point and in f moves the solution', () => {
  const frame = { xMin: -1, xMax: 3, yMin: -1, yMax: 4, width: 400, height: 500 };
  const source = liveSolution({ ode: 'a x - y', through: [0, 'b/2'] }, { parameters: ['a', 'b'], values: { a: 1, b: 2 } });
  const first = source.picture(frame);
  assert.deepEqual(first.dots.at(-1), { x: 0, y: 1, open: false });
  source.setParameters({ b: 6 });
  const moved = source.picture(frame);
  assert.deepEqual(moved.dots.at(-1), { x: 0, y: 3, open: false });
  const { segments } = solveODE(compileSlope(parseRightSide('a x - y', { parameters: ['a'] }), { a: 1 }), { x: 0, y: 3 }, frame);
  assert.deepEqual(Array.from(moved.segments[0]), Array.from(flat(segments[0])));
  source.setParameters({ a: 0 });
  const { segments: flatter } = solveODE(compileSlope(parseRightSide('0x - y')), { x: 0, y: 3 }, frame);
  assert.deepEqual(Array.from(source.picture(frame).segments[0]), Array.from(flat(flatter[0])));
  assert.deepEqual(source.values(), { a: 0, b: 6 });
});

test('where a slider puts the point where f is undefined, nothing is drawn and the frame says so as the build does', () => {
  const frame = { xMin: -1, xMax: 3, yMin: -1, yMax: 4, width: 400, height: 500 };
  const source = liveSolution({ ode: '√(y)', through: [0, 'a'], description: '√y', point: '(0, a)' },
    { parameters: ['a'], values: { a: -1 } });
  const picture = source.picture(frame);
  assert.deepEqual([picture.segments.length, picture.dots], [0, []]);
  assert.deepEqual(picture.field, { kind: 'solution', note: 'the solution of dy/dx = √y through (0, a): dy/dx is undefined at its point' });
  source.setParameters({ a: 1 });
  assert.equal(source.picture(frame).field, null);
});

test('the trace runs along the drawn line by arc length', () => {
  const frame = { xMin: -1, xMax: 3, yMin: -1, yMax: 4, width: 400, height: 500 };
  const source = liveSolution({ ode: '1', through: [0, 0] });
  source.picture(frame);
  // y = x from x = −1 to 3: length 4√2, its start (−1, −1).
  assert.ok(Math.abs(source.along.length() - 4 * Math.SQRT2) < 1e-9);
  assert.ok(Math.abs(source.along.x(0) + 1) < 1e-9 && Math.abs(source.along.y(0) + 1) < 1e-9);
  assert.ok(Math.abs(source.along.x(2 * Math.SQRT2) - 1) < 1e-9 && Math.abs(source.along.y(2 * Math.SQRT2) - 1) < 1e-9);
});

test('the point is a handle: a number moves freely, a slider letter moves its slider, another expression stays', () => {
  const frame = { xMin: -1, xMax: 3, yMin: -1, yMax: 4, width: 800, height: 500 };
  const free = liveSolution({ ode: 'x - y', through: [0, 1] });
  assert.deepEqual(free.handle.at(), { x: 0, y: 1 });
  free.handle.moveTo(0.5, 2);
  assert.deepEqual(free.handle.at(), { x: 0.5, y: 2 });
  const { segments } = solveODE(compileSlope(parseRightSide('x - y')), { x: 0.5, y: 2 }, frame);
  assert.deepEqual(Array.from(free.picture(frame).segments[0]), Array.from(flat(segments[0])), 'drawn through the new point');
  assert.equal(free.handle.said(), 'solution through (0.5, 2)');

  const moved = [];
  const withSlider = liveSolution({ ode: 'x - y', through: ['a - a', 'b'] }, {
    parameters: ['a', 'b'], values: { a: 1, b: 1 }, moveParameter: (name, value) => moved.push([name, value]),
  });
  withSlider.handle.moveTo(0.7, -0.25);
  assert.deepEqual(moved, [['b', -0.25]], 'only b: x₀ is written as an expression and stays');
  assert.deepEqual(withSlider.handle.at(), { x: 0, y: 1 }, 'the slider, not the handle, moves b');
  withSlider.setParameters({ b: -0.25 });
  assert.deepEqual(withSlider.handle.at(), { x: 0, y: -0.25 });
  assert.equal(withSlider.handle.said(), 'solution through (0, \u22120.25)');
});

test('a slider that moves the point outside the figure\'s frame draws nothing and says so; a dragged point may leave it', () => {
  const frame = { xMin: -1, xMax: 3, yMin: -1, yMax: 4 };
  const viewport = { ...frame, width: 800, height: 500 };
  const source = liveSolution({ ode: 'x - y', through: [0, 'b'], description: 'x − y', point: '(0, b)' },
    { parameters: ['b'], values: { b: 1 }, frame });
  source.setParameters({ b: 5.5 });
  const picture = source.picture(viewport);
  assert.deepEqual([picture.segments, picture.dots], [[], []]);
  assert.equal(picture.field.note, 'the solution of dy/dx = x − y through (0, b): its point (0, 5.5) lies outside the figure\'s frame');
  assert.equal(source.handle.at(), null);
  const free = liveSolution({ ode: 'x - y', through: [0, 1] }, { frame });
  free.handle.moveTo(3.5, 1);
  assert.equal(free.picture(viewport).field, null, 'a point dragged out of the frame is drawn');
});

test('the table\'s values are ode-values.js\'s at the point as it is now', () => {
  const frame = { xMin: -1, xMax: 3, yMin: -1, yMax: 4, width: 1600, height: 1000 };
  const source = liveSolution({ ode: 'x - y', through: [0, 1] });
  source.handle.moveTo(1, 2);
  const values = source.tabulate([-1, 1, 2], frame);
  for (const [i, x] of [-1, 1, 2].entries()) assert.ok(Math.abs(values[i] - (x - 1 + 2 * Math.exp(1 - x))) < 5e-6, `${values[i]} at ${x}`);
});
