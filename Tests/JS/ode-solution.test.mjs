// Public/js/fields/ode-solution.js: solutions of dy/dx = f(x, y) scored in device pixels against the closed forms of
// Tests/Fixtures/ode-solutions.json, which Swift (Tests/PlotCoreTests/ODESolutionTests.swift) meets too.
// Run: node --test Tests/JS/ode-solution.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { compile } from '../../Public/js/expression/expression.js';
import { ExpressionError } from '../../Public/js/expression/errors.js';
import { compileSlope, parseRightSide } from '../../Public/js/fields/ode-right-side.js';
import { solveODE } from '../../Public/js/fields/ode-solution.js';
import { ODE } from '../../Public/js/limits.js';

const fixture = JSON.parse(readFileSync(new URL('../Fixtures/ode-solutions.json', import.meta.url), 'utf8'));

// What the drawing promises: each point and each chord within a quarter pixel of the true curve. The slack covers the
// closed form's own rounding (a few ulps, 1e-12 px at these scales) and the sampled true curve, whose pieces are
// 1/64 px long and so lie within (1/64)²/8 · curvature ≈ 1e-4 px of it at the curvatures here.
const QUARTER_PIXEL = 0.25 + 1e-3;

/** The scorer: distances in device pixels to the closed form F, sampled finely. */
function scorer(frame, closedForm) {
  const F = compile(closedForm).evaluate;
  const xScale = frame.width / (frame.xMax - frame.xMin);
  const yScale = frame.height / (frame.yMax - frame.yMin);
  const px = (p) => ({ x: p.x * xScale, y: p.y * yScale });
  const segmentDistance = (p, a, b) => {
    const [dx, dy] = [b.x - a.x, b.y - a.y];
    const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
    return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
  };
  const score = {
    /**
     * From a point to the true curve: the nearest piece of it within a pixel across, sampled every 1/64 px, the samples
     * refined by halving until neighbours are within 1/64 px (a vertical end: √(4 − x²) at 2), and where F stops being
     * defined, its last defined x found by bisection (there the curve ends).
     */
    toCurve(point) {
      const sample = (x) => ({ x, y: F(x) });
      let samples = [];
      for (let i = -64; i <= 64; i += 1) samples.push(sample(point.x + i / 64 / xScale));
      const defined = (s) => Number.isFinite(s.y);
      const refined = [samples[0]];
      const refine = (a, b, depth) => {
        if (depth < 40 && (defined(a) !== defined(b) || (defined(a) && score.pixels(a, b) > 1 / 64))) {
          const m = sample(a.x + (b.x - a.x) / 2);
          if (m.x === a.x || m.x === b.x) return;
          refine(a, m, depth + 1);
          refined.push(m);
          refine(m, b, depth + 1);
        }
      };
      for (let i = 1; i < samples.length; i += 1) {
        refine(samples[i - 1], samples[i], 0);
        refined.push(samples[i]);
      }
      samples = refined.filter(defined).map(px);
      const p = px(point);
      let best = Infinity;
      for (let i = 0; i < samples.length; i += 1) {
        best = Math.min(best, i === 0 ? Math.hypot(p.x - samples[0].x, p.y - samples[0].y) : segmentDistance(p, samples[i - 1], samples[i]));
      }
      return best;
    },
    /**
     * Chord i (from point i − 1 to point i) both ways: the farthest of 15 points along it from the true curve, and the
     * farthest of 31 points of the true curve between its ends' x from the drawing (the nearest of the chords around it:
     * at a vertical end the curve between two x belongs to the next chords).
     */
    chord(points, i) {
      const [a, b] = [points[i - 1], points[i]];
      let worst = 0;
      for (let k = 1; k < 16; k += 1) {
        worst = Math.max(worst, score.toCurve({ x: a.x + (b.x - a.x) * k / 16, y: a.y + (b.y - a.y) * k / 16 }));
      }
      const around = points.slice(Math.max(0, i - 4), i + 4).map(px);
      for (let k = 1; k < 32; k += 1) {
        const x = a.x + (b.x - a.x) * k / 32;
        const y = F(x);
        if (!Number.isFinite(y)) continue;
        let nearest = Infinity;
        for (let j = 1; j < around.length; j += 1) nearest = Math.min(nearest, segmentDistance(px({ x, y }), around[j - 1], around[j]));
        worst = Math.max(worst, nearest);
      }
      return worst;
    },
    pixels: (a, b) => Math.hypot((a.x - b.x) * xScale, (a.y - b.y) * yScale),
  };
  return score;
}

test('the fixture has every kind of end', () => {
  const reasons = new Set(fixture.solutions.flatMap((c) => c.ends.map((e) => e.reason)));
  assert.deepEqual([...reasons].sort(), ['edge', 'margin', 'vertical']);
});

for (const c of fixture.solutions) {
  test(c.name, () => {
    const { frame } = c;
    const solution = solveODE(compileSlope(parseRightSide(c.f)), { x: c.through[0], y: c.through[1] }, frame);
    const score = scorer(frame, c.closedForm);
    assert.equal(solution.segments.length, 1);
    const points = solution.segments[0];
    // Drawn left to right, through the given point.
    for (let i = 1; i < points.length; i += 1) assert.ok(points[i].x > points[i - 1].x, `x falls at ${i}`);
    assert.ok(points.some((p) => p.x === c.through[0] && p.y === c.through[1]));
    // Every point and chord within a frame height of the frame (what is drawn, and more) lies within a quarter pixel.
    const height = frame.yMax - frame.yMin;
    const near = (p) => p.y >= frame.yMin - height && p.y <= frame.yMax + height;
    let worstPoint = 0;
    let worstChord = 0;
    for (let i = 0; i < points.length; i += 1) {
      if (!near(points[i])) continue;
      worstPoint = Math.max(worstPoint, score.toCurve(points[i]));
      if (i > 0 && near(points[i - 1])) worstChord = Math.max(worstChord, score.chord(points, i));
    }
    assert.ok(worstPoint <= QUARTER_PIXEL, `a point is ${worstPoint} px from ${c.closedForm}`);
    assert.ok(worstChord <= QUARTER_PIXEL, `a chord is ${worstChord} px from ${c.closedForm}`);
    c.ends.forEach((expected, side) => {
      const end = solution.ends[side];
      const last = side === 0 ? points[0] : points.at(-1);
      assert.deepEqual([end.x, end.y], [last.x, last.y], 'the end is the last point');
      switch (expected.reason) {
        case 'edge':
          assert.equal(end.reason, 'edge');
          assert.equal(end.x, expected.x);
          break;
        case 'margin': {
          // Beyond the margin, short of where the solution ceases to exist.
          assert.equal(end.reason, 'margin');
          const margin = ODE.marginHeights * height;
          assert.ok(end.y > frame.yMax + margin || end.y < frame.yMin - margin, `${end.y} is within the margin`);
          const direction = side === 0 ? -1 : 1;
          assert.ok(direction * (end.x - expected.x) >= 0 && direction * (expected.limit - end.x) > 0, `${end.x}`);
          break;
        }
        case 'vertical':
          assert.equal(end.reason, 'blowUp');
          assert.ok(score.pixels(end, expected) <= 1, `the end (${end.x}, ${end.y}) is ${score.pixels(end, expected)} px from (${expected.x}, ${expected.y})`);
          break;
        default: assert.fail(expected.reason);
      }
    });
  });
}

test('where f is undefined at the point there is no solution, both ends open there', () => {
  const solution = solveODE(compileSlope(parseRightSide('-x/y')), { x: 1, y: 0 },
    { xMin: -3, xMax: 3, yMin: -3, yMax: 3, width: 600, height: 600 });
  assert.deepEqual(solution.segments, []);
  assert.deepEqual(solution.ends, [{ x: 1, y: 0, reason: 'undefined' }, { x: 1, y: 0, reason: 'undefined' }]);
});

test('a solution ends open just before f turns undefined: y′ = √x through (1, 0) backwards ends near x = 0', () => {
  const frame = { xMin: -2, xMax: 2, yMin: -2, yMax: 2, width: 400, height: 400 };
  const solution = solveODE(compileSlope(parseRightSide('sqrt(x)')), { x: 1, y: 0 }, frame);
  assert.equal(solution.ends[0].reason, 'undefined');
  assert.ok(solution.ends[0].x >= 0 && solution.ends[0].x * 100 < 1e-3, `${solution.ends[0].x}`);
  assert.deepEqual(solution.ends[1], { ...solution.segments[0].at(-1), reason: 'edge' });
});

test('a solution that leaves the frame and comes back is drawn on: y′ = cos(x)·4 through (0, 0) in a frame 2 high', () => {
  // y = 4 sin x leaves −1 … 1 and returns, within the margin (4 frame heights).
  const frame = { xMin: -6, xMax: 6, yMin: -1, yMax: 1, width: 600, height: 100 };
  const solution = solveODE(compileSlope(parseRightSide('4cos(x)')), { x: 0, y: 0 }, frame);
  assert.deepEqual(solution.ends.map((e) => [e.x, e.reason]), [[-6, 'edge'], [6, 'edge']]);
  assert.ok(solution.segments[0].some((p) => p.y > 3.9) && solution.segments[0].some((p) => p.y < -3.9));
});

test('the step cap ends a direction with stepCap', () => {
  // A slope that swings wildly at every scale: each step is rejected or tiny, so the cap ends it.
  const frame = { xMin: -1, xMax: 1, yMin: -1, yMax: 1, width: 20000, height: 20000 };
  const solution = solveODE(compileSlope(parseRightSide('1000sin(1000000x)')), { x: 0, y: 0 }, frame);
  assert.deepEqual(solution.ends.map((e) => e.reason), ['stepCap', 'stepCap']);
});

test('the right-hand side reads x, y, parameters and named functions; other letters are errors at their place', () => {
  const f = compileSlope(parseRightSide('a·y − x', { parameters: ['a'] }), { a: 2 });
  assert.equal(f(1, 3), 5);
  assert.throws(() => parseRightSide('x - z'), (error) => error instanceof ExpressionError && error.offset === 4);
  assert.throws(() => parseRightSide('y = x'), (error) => error instanceof ExpressionError && error.offset === 2);
});
