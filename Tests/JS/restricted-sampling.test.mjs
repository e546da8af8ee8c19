// Public/js/sampling/: a curve restricted to from … to (a figure's curve, docs/sampling.md#restricted-curves),
// sample(f, viewport, mode, { from, to }). It starts and ends exactly there, nothing outside is
// evaluated, and inside it is drawn as the unrestricted curve is. The same cases as
// Tests/PlotCoreTests/SamplerRestrictionTests.swift; the Swift CLI's segments for restricted curves
// are in Tests/Fixtures/sampler-vectors.json (checked by sampler.test.mjs).
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sample, SamplingError } from '../../Public/js/sampling/sampler.js';

function viewportOf(xRange, yRange, width = 1600, height = 1000) {
  return { xMin: xRange[0], xMax: xRange[1], yMin: yRange[0], yMax: yRange[1], width, height };
}

function pixels(viewport) {
  const { xMin, xMax, yMin, yMax, width, height } = viewport;
  const xScale = width / (xMax - xMin);
  const yScale = height / (yMax - yMin);
  return { x: (x) => (x - xMin) * xScale, y: (y) => (yMax - y) * yScale, dataY: (py) => yMax - (py / height) * (yMax - yMin) };
}

/** A segment's points as [x, y] pairs. */
function pairs(segment) {
  const points = [];
  for (let k = 0; k < segment.length; k += 2) points.push([segment[k], segment[k + 1]]);
  return points;
}

const asArrays = (segments) => segments.map((s) => pairs(s));

/** Distance from (x, y) to the line segment p–q. */
function distanceToSegment(x, y, p, q) {
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared > 0 ? Math.min(Math.max(((x - p[0]) * dx + (y - p[1]) * dy) / lengthSquared, 0), 1) : 0;
  return Math.hypot(p[0] + t * dx - x, p[1] + t * dy - y);
}

/** Distance in pixels from the data point p to the nearest of `segments` (each a list of [x, y]). */
function distanceToDrawing(p, segments, px) {
  const [x, y] = [px.x(p[0]), px.y(p[1])];
  let best = Infinity;
  for (const segment of segments) {
    const points = segment.map(([sx, sy]) => [px.x(sx), px.y(sy)]);
    if (points.length === 1) best = Math.min(best, Math.hypot(points[0][0] - x, points[0][1] - y));
    for (let k = 0; k + 1 < points.length; k += 1) best = Math.min(best, distanceToSegment(x, y, points[k], points[k + 1]));
  }
  return best;
}

/** f, and the xs it was evaluated at. */
function recorded(f) {
  const xs = [];
  return { xs, f: (x) => { xs.push(x); return f(x); } };
}

// --- Ends

test('a tangent restricted to 1…3 starts and ends exactly there', () => {
  const { segments } = sample((x) => 4 * x - 4, viewportOf([-5, 5], [-10, 10]), 'auto', { from: 1, to: 3 });
  assert.deepEqual(asArrays(segments), [[[1, 0], [3, 8]]]);
});

test('a restriction not on a column edge still ends exactly', () => {
  const { segments } = sample(Math.sin, viewportOf([-7, 7], [-1.5, 1.5]), 'auto', { from: -0.123456, to: 2.71828 });
  assert.equal(segments.length, 1);
  const points = pairs(segments[0]);
  assert.deepEqual(points[0], [-0.123456, Math.sin(-0.123456)]);
  assert.deepEqual(points[points.length - 1], [2.71828, Math.sin(2.71828)]);
});

test('a pole inside the restriction still splits the curve', () => {
  const { segments } = sample(Math.tan, viewportOf([-5, 5], [-5, 5]), 'auto', { from: 0, to: 3 });
  const drawn = asArrays(segments);
  assert.equal(drawn.length, 2);
  assert.deepEqual(drawn[0][0], [0, 0]);
  assert.deepEqual(drawn[1][drawn[1].length - 1], [3, Math.tan(3)]);
  for (const segment of drawn) {
    for (let k = 1; k < segment.length; k += 1) {
      assert.ok(!(segment[k - 1][0] < Math.PI / 2 && segment[k][0] > Math.PI / 2), 'a line across the pole');
    }
  }
});

test('a restriction inside the domain ends at its own ends (√x on 2…3)', () => {
  const { segments } = sample(Math.sqrt, viewportOf([-1, 4], [-1, 3]), 'auto', { from: 2, to: 3 });
  const drawn = asArrays(segments);
  assert.equal(drawn.length, 1);
  assert.deepEqual(drawn[0][0], [2, Math.SQRT2]);
  assert.deepEqual(drawn[0][drawn[0].length - 1], [3, Math.sqrt(3)]);
});

test('a domain edge at the restriction’s start is still found (ln on 0…1 dives off the bottom)', () => {
  const viewport = viewportOf([-1, 5], [-5, 2]);
  const px = pixels(viewport);
  const { segments } = sample(Math.log, viewport, 'auto', { from: 0, to: 1 });
  const drawn = asArrays(segments);
  assert.equal(drawn.length, 1);
  const [first, last] = [drawn[0][0], drawn[0][drawn[0].length - 1]];
  assert.deepEqual(last, [1, 0]);
  assert.ok(Math.abs(px.y(first[1]) - (viewport.height + 8)) < 1e-9, 'cut at the clip band below the frame');
  assert.ok(Math.abs(px.x(first[0]) - px.x(Math.exp(px.dataY(viewport.height + 8)))) < 0.5);
});

// --- Nothing outside

const OUTSIDE_CASES = [
  ['tan', Math.tan, [-5, 5], 0.3, 3],
  ['sin far out', Math.sin, [-100_000, 100_000], -1000.5, 50_000.25],
  ['sqrt', Math.sqrt, [-1, 4], -0.5, 3.3],
  ['ln', Math.log, [-1, 5], 0, 1],
  ['sin(1/x)', (x) => Math.sin(1 / x), [-0.5, 0.5], 0.0001, 0.2],
];

for (const [name, body, xRange, from, to] of OUTSIDE_CASES) {
  test(`nothing outside the restriction is evaluated: ${name} on ${from}…${to}`, () => {
    for (const mode of ['auto', 50, 997]) {
      const { xs, f } = recorded(body);
      const result = sample(f, viewportOf(xRange, [-2, 2]), mode, { from, to });
      const outside = xs.filter((x) => !(x >= from && x <= to));
      assert.deepEqual(outside.slice(0, 5), [], `${name}, ${mode}`);
      assert.equal(result.evaluations, xs.length, `${name}, ${mode}: evaluations are counted`);
      assert.ok(result.segments.length > 0);
    }
  });
}

test('a restriction outside the frame gives nothing and costs nothing', () => {
  for (const [from, to] of [[6, 8], [-9, -5.5]]) {
    const result = sample(Math.sin, viewportOf([-5, 5], [-1.5, 1.5]), 'auto', { from, to });
    assert.deepEqual(result.segments, []);
    assert.equal(result.evaluations, 0);
  }
});

test('a restriction touching the frame’s edge gives that point', () => {
  const { segments } = sample(Math.sin, viewportOf([-5, 5], [-1.5, 1.5]), 'auto', { from: 5, to: 8 });
  assert.deepEqual(asArrays(segments), [[[5, Math.sin(5)]]]);
});

test('a restriction narrower than a pixel gives its ends', () => {
  const { segments } = sample((x) => 4 * x - 4, viewportOf([-5, 5], [-10, 10]), 'auto', { from: 1, to: 1.001 });
  assert.deepEqual(asArrays(segments), [[[1, 0], [1.001, 4 * 1.001 - 4]]]);
});

// --- The same pixels inside

const SAME_PIXEL_CASES = [
  ['tan(x)', Math.tan, [-10, 10], [-5, 5], 0, 3],
  ['sin(x)', Math.sin, [-7, 7], [-1.5, 1.5], -1.234, 5.678],
  ['1/x', (x) => 1 / x, [-5, 5], [-5, 5], -2.5, 4],
  ['√(1-x²)', (x) => Math.sqrt(1 - x * x), [-1.5, 1.5], [-1.2, 1.2], -2, 0.3],
];

for (const [source, f, xRange, yRange, from, to] of SAME_PIXEL_CASES) {
  test(`inside the restriction, ${source} draws what the unrestricted curve draws`, () => {
    const viewport = viewportOf(xRange, yRange);
    const px = pixels(viewport);
    const restricted = asArrays(sample(f, viewport, 'auto', { from, to }).segments);
    const whole = asArrays(sample(f, viewport).segments);
    for (const point of restricted.flat()) {
      assert.ok(point[0] >= from && point[0] <= to, `a point outside the restriction: ${point}`);
      const distance = distanceToDrawing(point, whole, px);
      assert.ok(distance <= 0.5, `the restricted vertex ${point} lies ${distance} px from the unrestricted curve`);
    }
    for (const point of whole.flat().filter(([x]) => x >= from && x <= to)) {
      const distance = distanceToDrawing(point, restricted, px);
      assert.ok(distance <= 0.5, `the unrestricted vertex ${point} lies ${distance} px from the restricted curve`);
    }
  });
}

// --- Uniform

test('uniform spaces its samples over the visible part of the restriction', () => {
  const { segments } = sample((x) => x * x, viewportOf([-5, 5], [-30, 30]), 10, { from: -7, to: 2, simplificationTolerance: 0 });
  const xs = asArrays(segments).flat().map(([x]) => x);
  assert.equal(xs.length, 11);
  assert.equal(xs[0], -5);
  assert.equal(xs[10], 2);
  xs.forEach((x, k) => assert.ok(Math.abs(x - (-5 + 0.7 * k)) < 1e-12, `sample ${k} at ${x}`));
});

// --- Options

test('null and undefined bounds are unbounded: the same segments as no restriction', () => {
  const viewport = viewportOf([-10, 10], [-5, 5]);
  const plain = asArrays(sample(Math.tan, viewport).segments);
  assert.deepEqual(asArrays(sample(Math.tan, viewport, 'auto', { from: null, to: undefined }).segments), plain);
  assert.deepEqual(asArrays(sample(Math.tan, viewport, 'auto', { from: -Infinity, to: Infinity }).segments), plain);
});

test('a restriction that is not an interval is refused, naming the bound as the command line does', () => {
  const viewport = viewportOf([-5, 5], [-5, 5]);
  const field = (options) => {
    try {
      sample((x) => x, viewport, 'auto', options);
      return null;
    } catch (error) {
      assert.ok(error instanceof SamplingError, String(error));
      return error.field;
    }
  };
  assert.equal(field({ from: 3, to: 1 }), 'curve-to');
  assert.equal(field({ from: 1, to: 1 }), 'curve-to');
  assert.equal(field({ from: NaN, to: 1 }), 'curve-from');
  assert.equal(field({ to: NaN }), 'curve-to');
  assert.equal(field({ from: '1' }), 'curve-from');
  assert.equal(field({ from: null, to: 1 }), null);
  assert.throws(() => sample((x) => x, viewport, 'auto', { from: 3, to: 1 }),
    { message: 'curve-to (1.0) must be greater than curve-from (3.0)' });
  assert.throws(() => sample((x) => x, viewport, 'auto', { form: 1 }), TypeError, 'a misspelt option is still refused');
});
