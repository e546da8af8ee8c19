// Reading parametric and polar curves: where a tap on one is along its parameter (trace-reading.js's
// nearestCurvePoint, path-reading.js), the keyboard's step in t, the words of a reading with t, and the
// curves' intercepts with the axes (reading/parametric-intercepts.js, the port of ParametricIntercepts.swift).
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { announcement, markerText, nearestCurvePoint } from '../../Public/js/trace/marker-reading.js';
import { followedParameter, nearestParameter, parameterStep, shownParameter } from '../../Public/js/trace/path-reading.js';
import { parametricIntercepts, withIntercepts } from '../../Public/js/reading/parametric-intercepts.js';
import { en, de } from './support/word-tables.mjs';

/** 800 × 500 CSS px showing x from −4 to 4 and y from −2.5 to 2.5, 100 px per unit. */
const VIEW = Object.freeze({ width: 800, height: 500, scale: 100, scaleY: 100, originX: 400, originY: 250 });
const TWO_PI = 2 * Math.PI;
const circle = Object.freeze({ x: Math.cos, y: Math.sin, from: 0, to: TWO_PI });

/** The unit circle as a sampled segment: 65 points, each with its t. */
function sampledCircle() {
  const ts = Float64Array.from({ length: 65 }, (_, k) => (k * TWO_PI) / 64);
  const segment = new Float64Array(130);
  ts.forEach((t, k) => { segment[2 * k] = Math.cos(t); segment[2 * k + 1] = Math.sin(t); });
  return Object.assign([segment], { parameters: [ts] });
}

test('a tap near a parametric curve reads where along it the nearest point is', () => {
  // The circle's top, (0, 1), is at (400, 150) on the screen; t = π/2 there.
  const near = nearestCurvePoint([sampledCircle()], 400, 140, VIEW);
  assert.equal(near.curve, 0);
  assert.ok(Math.abs(near.parameter - Math.PI / 2) < 1e-9, `t = ${near.parameter}`);
  assert.ok(Math.abs(near.distance - 10) < 0.1);
  // A curve y = f(x) has no parameter.
  assert.equal('parameter' in nearestCurvePoint([[Float64Array.of(-4, 0, 4, 0)]], 450, 240, VIEW), false);
});

test('between two samples the parameter is interpolated along the chord', () => {
  const segments = Object.assign([Float64Array.of(0, 0, 1, 0)], { parameters: [Float64Array.of(2, 4)] });
  // A tap above x = 0.25 is a quarter along: t = 2.5.
  assert.equal(nearestCurvePoint([segments], 425, 245, VIEW).parameter, 2.5);
});

test('the point nearest to (x, y), or to x alone, gives its t; nothing drawn gives the range\'s start', () => {
  const segments = sampledCircle();
  assert.ok(Math.abs(nearestParameter(segments, -1, 0, VIEW, circle) - Math.PI) < 1e-9);
  // x = 0 alone: the first of the two points with x = 0, the top.
  assert.ok(Math.abs(nearestParameter(segments, 0, undefined, VIEW, circle) - Math.PI / 2) < 1e-9);
  assert.equal(nearestParameter([], 0, 0, VIEW, { from: -3 }), -3);
});

test('the keyboard steps t by a round number near 1/200 of its range, Shift ten times as far', () => {
  assert.equal(parameterStep(circle), 0.05);
  assert.equal(parameterStep(circle, true), 0.5);
  assert.equal(parameterStep({ from: 0, to: 1 }), 0.005);
  // t as the reading shows it: one digit finer than the step.
  assert.equal(shownParameter(Math.PI / 4, circle), 0.785);
});

test('a reading on a parametric curve names its parameter first, in the site\'s language', () => {
  const texts = { x: '0.696707', y: '0.717356', t: '0.8', variable: 't' };
  assert.equal(markerText(texts, null, en), 't = 0.8: (0.696707, 0.717356)');
  assert.equal(announcement('unit circle', texts, en), 'unit circle: t = 0.8: x = 0.696707, y = 0.717356');
  assert.equal(markerText({ ...texts, variable: 'θ' }, null, de), 'θ = 0,8: (0,696707; 0,717356)');
  // A curve y = f(x) reads as before.
  assert.equal(markerText({ x: '1.3', y: '0.96356' }, null, en), '(1.3, 0.96356)');
});

test('the unit circle crosses the x-axis at (±1, 0) and the y-axis at (0, ±1), each place once', () => {
  const { points, omitted } = parametricIntercepts(circle, 0, -2, 2, 50);
  assert.equal(omitted, 0);
  // In the order of t: (1, 0) at t = 0 (and again at 2π: the same place), (0, 1), (−1, 0), (0, −1).
  assert.deepEqual(points.map((p) => [p.kind, p.x, p.y]), [
    ['root', 1, 0], ['y-intercept', 0, 1], ['root', -1, 0], ['y-intercept', 0, -1],
  ]);
});

test('a break in t is no intercept, and intercepts outside the x-range are left out', () => {
  // (t, tan t) on −3 … 3 crosses the x-axis at 0 and ±π's neighbours are outside; its poles at ±π/2 change sign but are no roots.
  const tangent = { x: (t) => t, y: Math.tan, from: -3, to: 3 };
  const { points } = parametricIntercepts(tangent, 2, -3, 3, 50);
  assert.deepEqual(points.map((p) => [p.kind, p.x, p.y, p.curves[0]]), [['root', 0, 0, 2], ['y-intercept', 0, 0, 2]]);
  assert.deepEqual(parametricIntercepts(circle, 0, 0.5, 2, 50).points.map((p) => [p.kind, p.x, p.y]), [['root', 1, 0]]);
});

test('withIntercepts adds each parametric curve\'s points after those found in x, with what the cap left out', () => {
  // A Lissajous figure (sin 3t, sin 2t) crosses the axes many times; with a cap of 2 the rest are counted.
  const lissajous = { x: (t) => Math.sin(3 * t), y: (t) => Math.sin(2 * t), from: 0, to: TWO_PI };
  const found = withIntercepts({ points: [{ kind: 'root', x: 5, y: 0, curves: [0] }], omitted: [] },
    [{ valueAt: () => 0 }, { path: lissajous }], -2, 2, 2);
  assert.equal(found.points.length, 3);
  assert.deepEqual(found.points.slice(1).map((p) => p.curves), [[1], [1]]);
  assert.equal(found.omitted.length, 1);
  assert.deepEqual(found.omitted[0].curves, [1]);
  assert.ok(found.omitted[0].count > 0);
});

test('both languages find the intercepts of Tests/Fixtures/parametric-intercepts.json', async () => {
  const { readFile } = await import('node:fs/promises');
  const { compileForEvaluation } = await import('../../Public/js/expression/evaluation.js');
  const { polarCurve } = await import('../../Public/js/sampling/parametric-sampler.js');
  const fixture = JSON.parse(await readFile(new URL('../Fixtures/parametric-intercepts.json', import.meta.url), 'utf8'));
  for (const c of fixture.cases) {
    const path = c.r !== undefined
      ? polarCurve(compileForEvaluation(c.r, { variable: 'θ' }).evaluate, c.from, c.to)
      : { x: compileForEvaluation(c.x, { variable: 't' }).evaluate, y: compileForEvaluation(c.y, { variable: 't' }).evaluate, from: c.from, to: c.to };
    const { points } = parametricIntercepts(path, 0, c.xRange[0], c.xRange[1], 50);
    assert.equal(points.length, c.points.length, `${c.name}: ${JSON.stringify(points)}`);
    points.forEach((p, i) => {
      const [kind, x, y] = c.points[i];
      assert.equal(p.kind, kind, `${c.name} point ${i}`);
      assert.ok(Math.abs(p.x - x) <= 1e-12 && Math.abs(p.y - y) <= 1e-12, `${c.name} point ${i}: (${p.x}, ${p.y}), not (${x}, ${y})`);
    });
  }
});

test('a marker dragged through a self-crossing follows t continuously, where the nearest point alone would jump', async () => {
  const { sampleParametric } = await import('../../Public/js/sampling/parametric-sampler.js');
  const lissajous = { x: (t) => Math.sin(3 * t), y: (t) => Math.sin(2 * t), from: 0, to: TWO_PI };
  // x and y from −1.25 to 1.25 on 500 × 500 CSS px: 200 px per unit, the centre at (250, 250).
  const view = { width: 500, height: 500, scale: 200, scaleY: 200, originX: 250, originY: 250 };
  const viewport = { xMin: -1.25, xMax: 1.25, yMin: -1.25, yMax: 1.25, width: 1000, height: 1000 };
  const { segments, parameters } = sampleParametric(lissajous, viewport);
  const drawn = Object.assign(segments, { parameters });
  const screen = (t) => [view.originX + lissajous.x(t) * view.scale, view.originY - lissajous.y(t) * view.scaleY];
  // The figure crosses itself at its centre for t = π and t = 2π (and 0): drag the pointer through it along the t ≈ π
  // branch, a few px beside it, as a finger does.
  let last = 2.9;
  let nearestJumped = false;
  for (let step = 1; step <= 50; step += 1) {
    const along = 2.9 + (step * 0.5) / 50;
    const [px, py] = screen(along).map((v, i) => v + (i === 0 ? 4 : -4));
    const followed = followedParameter(drawn, px, py, view, last);
    assert.ok(Math.abs(followed - along) < 0.05, `pointer at t = ${along}: the marker went to t = ${followed}`);
    assert.ok(followed >= last - 1e-9, `t went back from ${last} to ${followed}`);
    last = followed;
    if (Math.abs(nearestCurvePoint([drawn], px, py, view, Infinity).parameter - along) > 1) nearestJumped = true;
  }
  assert.ok(nearestJumped, 'through the centre, the nearest drawn point alone lies on the other branch');
  // Off the curve the marker goes to the nearest point reached from where it was; nothing drawn, no t.
  assert.ok(Math.abs(followedParameter(drawn, ...screen(3.3).map((v) => v + 3), view, 3.25) - 3.3) < 0.02);
  assert.equal(followedParameter(Object.assign([], { parameters: [] }), 0, 0, view, 1), null);
});
