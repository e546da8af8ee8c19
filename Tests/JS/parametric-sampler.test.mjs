// Public/js/sampling/parametric-sampler.js against the closed forms of Tests/Fixtures/parametric-curves.json, scored
// in device pixels (Tests/PlotCoreTests/ParametricSamplerTests.swift scores the Swift sampler on the same file):
// chords within half a pixel of the curve, domain edges and cusps reached, no chord over a jump, few points, bounded
// work on curves no sampling resolves; and the inputs it refuses.
// Run: node --test Tests/JS/parametric-sampler.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { polarCurve, sampleParametric } from '../../Public/js/sampling/parametric-sampler.js';
import { sample } from '../../Public/js/sampling/sampler.js';
import { compile } from '../../Public/js/expression/expression.js';
import { distanceToPolyline, distanceToSegment, pairs, pixels, pointCount } from './support/sampler-testing.mjs';
import { nextDown, nextUp } from '../../Public/js/sampling/double-ordinals.js';

const { cases } = JSON.parse(readFileSync(new URL('../Fixtures/parametric-curves.json', import.meta.url), 'utf8'));

/** The fixture case's curve, its coordinates compiled in t (or its radius in θ). */
function curveOf(c) {
  if (c.r !== undefined) return polarCurve(compile(c.r, { variable: 'θ' }).evaluate, c.from, c.to);
  return { x: compile(c.x, { variable: 't' }).evaluate, y: compile(c.y, { variable: 't' }).evaluate, from: c.from, to: c.to };
}

/** The most evaluations the sampler may make with its default options: seeds, their midpoints and quarters, the budget, the searches. */
const MOST_EVALUATIONS = 129 + 3 * 128 + 128 * 96 + 128 * 4 * 64;

test('the fixture has the closed forms, breaks, edges and explicit comparisons', () => {
  assert.ok(cases.length >= 12);
  assert.ok(cases.some((c) => c.breaks) && cases.some((c) => c.reaches) && cases.filter((c) => c.explicit).length >= 4);
  assert.ok(cases.filter((c) => c.pathological).length >= 2);
  assert.ok(cases.filter((c) => c.ends).length >= 5 && cases.filter((c) => c.dots?.length > 0).length >= 4);
});

for (const c of cases) {
  test(`parametric sampling: ${c.name}`, () => {
    const curve = curveOf(c);
    const result = sampleParametric(curve, c.viewport);
    assert.ok(result.evaluations <= MOST_EVALUATIONS, `${result.evaluations} evaluations`);
    assert.equal(result.parameters.length, result.segments.length);
    result.segments.forEach((s, i) => assert.equal(result.parameters[i].length, s.length / 2));
    if (c.pathological) return;
    const { width, height } = c.viewport;
    const px = pixels(c.viewport);
    const toPixels = (x, y) => [px.x(x), px.y(y)];
    const polylines = result.segments.map((s) => pairs(s).map(([x, y]) => toPixels(x, y)));
    // Between consecutive points the curve lies within half a pixel of their chord, wherever it shows.
    let worst = 0;
    let worstAt = null;
    polylines.forEach((points, s) => {
      const ts = result.parameters[s];
      for (let i = 0; i + 1 < points.length; i += 1) {
        for (let k = 1; k < 32; k += 1) {
          const t = ts[i] + (ts[i + 1] - ts[i]) * k / 32;
          const [X, Y] = toPixels(curve.x(t), curve.y(t));
          if (!(X >= 0 && X <= width && Y >= 0 && Y <= height)) continue;
          const distance = distanceToSegment(X, Y, points[i], points[i + 1]);
          if (distance > worst) [worst, worstAt] = [distance, t];
        }
      }
    });
    assert.ok(worst <= 0.5, `the curve lies ${worst} px from its chord at t = ${worstAt}`);
    for (const [x, y] of c.reaches ?? []) {
      const [X, Y] = toPixels(x, y);
      const nearest = Math.min(...polylines.map((points) => distanceToPolyline(X, Y, points)));
      assert.ok(nearest <= 0.5, `(${x}, ${y}) is ${nearest} px from the drawing`);
    }
    for (const ts of result.parameters) {
      for (let i = 0; i + 1 < ts.length; i += 1) {
        const across = (c.breaks ?? []).find((b) => ts[i] < b && b < ts[i + 1]);
        assert.equal(across, undefined, `a chord from t = ${ts[i]} to ${ts[i + 1]} steps over the break at ${across}`);
        // A chord that ends at a break ends at its own side's limit there: no riser to the other side's value.
        for (const [end, inner] of [[ts[i], nextUp(ts[i])], [ts[i + 1], nextDown(ts[i + 1])]]) {
          if (!(c.breaks ?? []).includes(end)) continue;
          const [X, Y] = toPixels(curve.x(end), curve.y(end));
          const [U, V] = toPixels(curve.x(inner), curve.y(inner));
          const gap = Math.hypot(X - U, Y - V);
          assert.ok(gap <= 0.5, `the chord from t = ${ts[i]} to ${ts[i + 1]} rises ${gap} px at the break at ${end}`);
        }
      }
    }
    if (c.ends) {
      const segmentEnds = polylines.flatMap((points) => [points[0], points[points.length - 1]]);
      const nearestOf = ([X, Y], points) => Math.min(...points.map(([U, V]) => Math.hypot(U - X, V - Y)));
      const listed = c.ends.map(([x, y]) => toPixels(x, y));
      for (const [k, end] of listed.entries()) {
        const nearest = nearestOf(end, segmentEnds);
        assert.ok(nearest <= 0.5, `no segment starts or ends at (${c.ends[k]}): the nearest end is ${nearest} px away`);
      }
      for (const end of segmentEnds) {
        const nearest = nearestOf(end, listed);
        assert.ok(nearest <= 0.5, `a segment starts or ends at pixel (${end}), ${nearest} px from any listed end`);
      }
    }
    if (c.segments !== undefined) assert.equal(result.segments.length, c.segments, 'segments');
    if (c.dots) {
      assert.equal(result.endpoints.length, c.dots.length, JSON.stringify(result.endpoints));
      result.endpoints.forEach((dot, i) => {
        const [x, y, open] = c.dots[i];
        const [X, Y] = toPixels(dot.x, dot.y);
        const [U, V] = toPixels(x, y);
        assert.ok(Math.hypot(X - U, Y - V) <= 0.5 && dot.open === open, `the dot ${JSON.stringify(dot)}, not (${x}, ${y}, open ${open})`);
      });
    }
    if (c.explicit) {
      const explicit = c.explicit.reduce((sum, source) => sum + pointCount(sample(compile(source).evaluate, c.viewport).segments), 0);
      assert.ok(pointCount(result.segments) <= 4 * explicit, `${pointCount(result.segments)} points, the explicit curves ${explicit}`);
    }
  });
}

test('a curve that leaves the frame and comes back is drawn again, cut just outside the frame', () => {
  const viewport = { xMin: -1, xMax: 1, yMin: -1, yMax: 1, width: 1000, height: 1000 };
  // A circle of radius 1.2 crosses the frame's sides eight times: four arcs, at the corners, show.
  const { segments } = sampleParametric({ x: (t) => 1.2 * Math.cos(t), y: (t) => 1.2 * Math.sin(t), from: 0.1, to: 0.1 + 2 * Math.PI }, viewport);
  assert.equal(segments.length, 4);
  const px = pixels(viewport);
  for (const segment of segments) {
    for (const [x, y] of pairs(segment)) {
      assert.ok(px.x(x) >= -8 - 1e-9 && px.x(x) <= 1008 + 1e-9 && px.y(y) >= -8 - 1e-9 && px.y(y) <= 1008 + 1e-9, `(${x}, ${y})`);
    }
  }
});

test('null where undefined, as a compiled expression\'s value gives it', () => {
  const viewport = { xMin: -1, xMax: 3, yMin: -1, yMax: 4, width: 800, height: 500 };
  const f = compile('√t', { variable: 't' });
  const withNull = sampleParametric({ x: f.value, y: (t) => t, from: -1, to: 4 }, viewport);
  const withNaN = sampleParametric({ x: f.evaluate, y: (t) => t, from: -1, to: 4 }, viewport);
  assert.deepEqual(withNull, withNaN);
});

test('a t-range that is not finite or not increasing is refused, naming t', () => {
  const viewport = { xMin: -1, xMax: 1, yMin: -1, yMax: 1, width: 100, height: 100 };
  const circle = (from, to) => ({ x: Math.cos, y: Math.sin, from, to });
  assert.throws(() => sampleParametric(circle(1, 1), viewport), { field: 't', message: "the parameter's range must be increasing, not 1.0 … 1.0" });
  assert.throws(() => sampleParametric(circle(0, Infinity), viewport), { field: 't', message: "the parameter's range must be finite, not 0.0 … inf" });
  assert.throws(() => sampleParametric(circle(-Number.MAX_VALUE, Number.MAX_VALUE), viewport), { field: 't' });
  assert.throws(() => sampleParametric(circle(0, 1), { ...viewport, width: 0 }), { field: 'width' });
  assert.throws(() => sampleParametric(circle(0, 1), viewport, { seedCount: 3 }), TypeError);
});
