// Public/js/sampling/: the port of the Swift accuracy suite (Tests/PlotCoreTests/SamplerAccuracyTests.swift,
// SamplerScoring.swift, UniformSamplingTests.swift) scored against hand-written Math.* functions in
// device pixels, and the cross-language check against the Swift CLI's segments in
// Tests/Fixtures/sampler-vectors.json (made by Tests/Fixtures/make_sampler_vectors.sh).
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { sample, validateViewport, SamplingError } from '../../Public/js/sampling/sampler.js';
import { fitYMax, fitYMaxOfCurves, fitYMaxOfValues, FIT_AUTO_SAMPLES } from '../../Public/js/sampling/fit.js';
import { compile } from '../../Public/js/expression/expression.js';
import { DomainEdgeBisection } from '../../Public/js/sampling/domain-edge-bisection.js';

// --- Pixel geometry, as Swift's Viewport computes it

function pixels(viewport) {
  const { xMin, xMax, yMin, yMax, width, height } = viewport;
  const xScale = width / (xMax - xMin);
  const yScale = height / (yMax - yMin);
  return {
    x: (x) => (x - xMin) * xScale,
    y: (y) => (yMax - y) * yScale,
    dataX: (px) => xMin + (px / width) * (xMax - xMin),
  };
}

function viewportOf(xRange, yRange, width = 1600, height = 1000) {
  return { xMin: xRange[0], xMax: xRange[1], yMin: yRange[0], yMax: yRange[1], width, height };
}

/** A segment's points as [x, y] pairs. */
function pairs(segment) {
  const points = [];
  for (let k = 0; k < segment.length; k += 2) points.push([segment[k], segment[k + 1]]);
  return points;
}

const pointCount = (segments) => segments.reduce((sum, segment) => sum + segment.length / 2, 0);

/** Distance from (x, y) to the line segment p–q. */
function distanceToSegment(x, y, p, q) {
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  const lengthSquared = dx * dx + dy * dy;
  let t = lengthSquared > 0 ? ((x - p[0]) * dx + (y - p[1]) * dy) / lengthSquared : 0;
  t = Math.min(Math.max(t, 0), 1);
  return Math.hypot(p[0] + t * dx - x, p[1] + t * dy - y);
}

/** Distance from (x, y) to a polyline of pixel points (one point: to that point). */
function distanceToPolyline(x, y, polyline) {
  if (polyline.length === 1) return Math.hypot(polyline[0][0] - x, polyline[0][1] - y);
  let best = Infinity;
  for (let j = 0; j + 1 < polyline.length; j += 1) best = Math.min(best, distanceToSegment(x, y, polyline[j], polyline[j + 1]));
  return best;
}

// --- Scoring (port of SamplerScoring.swift)

/**
 * Scores sampler output against the true curve f, in device pixels: the largest distance from a
 * visible point of the curve to the polyline, the lines that step over a known break, and the widest
 * stretch where the curve is defined and visible but nothing is drawn.
 */
function score(f, viewport, segments, breaks = []) {
  const px = pixels(viewport);
  const result = { worstDistance: 0, worstDistanceAt: NaN, linesAcrossBreaks: [], widestGap: 0, widestGapAt: NaN };
  const polylines = segments.map(pairs);
  // 1. Distance from the true curve to the polyline, probed densely inside every drawn span.
  for (const segment of polylines) {
    const points = segment.map(([x, y]) => [px.x(x), px.y(y)]);
    for (let k = 0; k + 1 < segment.length; k += 1) {
      for (let step = 0; step <= 8; step += 1) {
        // The ends exactly: interpolating could round past a jump.
        const x = step === 8 ? segment[k + 1][0] : segment[k][0] + ((segment[k + 1][0] - segment[k][0]) * step) / 8;
        const y = f(x);
        if (!Number.isFinite(y)) continue;
        const cx = px.x(x);
        const cy = px.y(y);
        if (cy < 0 || cy > viewport.height) continue;
        let best = Infinity;
        for (let j = Math.max(0, k - 40); j < Math.min(points.length - 1, k + 41); j += 1) {
          best = Math.min(best, distanceToSegment(cx, cy, points[j], points[j + 1]));
        }
        if (best > result.worstDistance) Object.assign(result, { worstDistance: best, worstDistanceAt: x });
      }
    }
  }
  // 2. No line steps over a break.
  for (const segment of polylines) {
    for (let k = 0; k + 1 < segment.length; k += 1) {
      const [p, q] = [segment[k][0], segment[k + 1][0]];
      if (breaks.some((b) => b > p && b < q)) result.linesAcrossBreaks.push([p, q]);
    }
  }
  // 3. Coverage: every visible, defined x within a pixel of some segment.
  const spans = segments.map((s) => [px.x(s[0]), px.x(s[s.length - 2])]);
  let gapStart = null;
  const probes = viewport.width * 4;
  for (let i = 0; i <= probes; i += 1) {
    const X = (viewport.width * i) / probes;
    const x = px.dataX(X);
    const y = f(x);
    const visible = Number.isFinite(y) && px.y(y) >= 1 && px.y(y) <= viewport.height - 1;
    const covered = spans.some(([a, b]) => X >= a - 1e-9 && X <= b + 1e-9);
    if (visible && !covered) {
      if (gapStart === null) gapStart = X;
      if (X - gapStart > result.widestGap) Object.assign(result, { widestGap: X - gapStart, widestGapAt: x });
    } else {
      gapStart = null;
    }
  }
  return result;
}

// --- The accuracy suite (port of SamplerAccuracyTests.swift), 800×500 CSS px at 2×

const POLES = [-4, -3, -2, -1, 0, 1, 2, 3].map((k) => Math.PI / 2 + k * Math.PI);
const cubic = (x) => x * x * x - 2.5 * x * x + 3.1 * x - 13.3;

/**
 * breaks: x of poles and jumps, no drawn line may step over one; edges: domain edges [x, y] where a
 * segment must end or start, within half a pixel; oneSegment: the curve is one unbroken piece.
 */
const CASES = [
  { source: 'tan(x)', x: [-10, 10], y: [-5, 5], breaks: POLES, truth: (x) => Math.tan(x) },
  { source: '1/x', x: [-5, 5], y: [-5, 5], breaks: [0], truth: (x) => 1 / x },
  { source: '1/x', x: [-4.9, 5.3], y: [-5, 5], breaks: [0], truth: (x) => 1 / x },
  { source: '1/(x-1)²', x: [-3, 5], y: [-1, 10], breaks: [1], truth: (x) => 1 / ((x - 1) * (x - 1)) },
  { source: 'floor(x)', x: [-5.5, 5.5], y: [-6, 6], breaks: [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5], truth: (x) => Math.floor(x) },
  { source: 'x/(x²-1)', x: [-3, 3], y: [-5, 5], breaks: [-1, 1], truth: (x) => x / (x * x - 1) },
  { source: '√(1-x²)', x: [-1.5, 1.5], y: [-1.2, 1.2], edges: [[-1, 0], [1, 0]], truth: (x) => Math.sqrt(1 - x * x) },
  { source: '√x', x: [-1, 4], y: [-1, 3], edges: [[0, 0]], truth: (x) => Math.sqrt(x) },
  { source: 'ln(x)', x: [-1, 5], y: [-5, 2], truth: (x) => Math.log(x) },
  { source: 'asin(x)', x: [-2, 2], y: [-2, 2], edges: [[-1, -Math.PI / 2], [1, Math.PI / 2]], truth: (x) => Math.asin(x) },
  { source: 'atan(1000x)', x: [-1, 1], y: [-2, 2], oneSegment: true, truth: (x) => Math.atan(1000 * x) },
  { source: 'sin(x)/x', x: [-20, 20], y: [-0.5, 1.2], truth: (x) => Math.sin(x) / x },
  // 0/0 is undefined at x = 0 exactly: a hole no wider than a double, so the two segments meet.
  { source: 'sin(x)/x', x: [-19.7, 20.3], y: [-0.5, 1.2], truth: (x) => Math.sin(x) / x },
  { source: 'exp(x)', x: [-5, 5], y: [-10, 150], oneSegment: true, truth: (x) => Math.exp(x) },
  { source: 'exp(x)', x: [700, 720], y: [0, 1.7e308], truth: (x) => Math.exp(x) },
  { source: 'x^3 - 2.5x^2 + 3.1x - 13.3', x: [-4, 4], y: [-129.7, 129.7], oneSegment: true, truth: cubic },
  {
    source: 'sin(x)+cos(2x)-tan(3x)', x: [-0.25, 0.25], y: [-2.1, 2.1], oneSegment: true,
    truth: (x) => Math.sin(x) + Math.cos(2 * x) - Math.tan(3 * x),
  },
  {
    source: '√(x³+x²+2.5x+23)', x: [-4, 4], y: [-10, 10], edges: [[-2.889519170, 0]],
    truth: (x) => Math.sqrt(x * x * x + x * x + 2.5 * x + 23),
  },
  { source: 'ln(x²+2πx+23)', x: [-4, 4], y: [-4, 4], oneSegment: true, truth: (x) => Math.log(x * x + 2 * Math.PI * x + 23) },
  { source: 'sin(x)', x: [-1e-6, 1e-6], y: [-1e-6, 1e-6], oneSegment: true, truth: (x) => Math.sin(x) },
  { source: 'x^3', x: [-1e6, 1e6], y: [-1e18, 1e18], oneSegment: true, truth: (x) => x * x * x },
  { source: '1/x', x: [-1e6, 1e6], y: [-1e-5, 1e-5], breaks: [0], truth: (x) => 1 / x },
  { source: '3', x: [-5, 5], y: [-5, 5], oneSegment: true, truth: () => 3 },
  { source: 'x^(1/3)', x: [-2, 2], y: [-2, 2], oneSegment: true, truth: (x) => Math.cbrt(x) },
  { source: 'abs(x)', x: [-2, 2.3], y: [-1, 3], oneSegment: true, truth: (x) => Math.abs(x) },
  // A peak 1e-3 wide between two steep flanks: its tip lies between samples (20 px were lost here).
  { source: '1/(x²+1e-6)', x: [-2.2, 1.7], y: [0, 1.05e6], oneSegment: true, truth: (x) => 1 / (x * x + 1e-6) },
  { source: '1/(x²+1e-6)', x: [-0.97, 1.03], y: [-1e5, 1.1e6], oneSegment: true, truth: (x) => 1 / (x * x + 1e-6) },
  // A window 1.2e-12 tall around y = 1: ~5400 doubles for 1000 pixel rows, enough to draw.
  { source: 'x² + 1', x: [-1e-6, 1e-6], y: [1 - 2e-13, 1 + 1e-12], oneSegment: true, truth: (x) => x * x + 1 },
];

for (const c of CASES) {
  test(`auto: ${c.source} on ${c.x[0]}…${c.x[1]} is drawn within half a pixel`, () => {
    const viewport = viewportOf(c.x, c.y);
    const px = pixels(viewport);
    const { segments } = sample(c.truth, viewport);
    const s = score(c.truth, viewport, segments, c.breaks);

    assert.ok(s.worstDistance <= 0.5, `${s.worstDistance} px from the curve at x = ${s.worstDistanceAt}`);
    assert.deepEqual(s.linesAcrossBreaks.slice(0, 3), [], 'lines across a pole or jump');
    assert.ok(s.widestGap <= 1, `gap of ${s.widestGap} px at x = ${s.widestGapAt}`);
    for (const [x, y] of c.edges ?? []) {
      const ends = segments.flatMap((segment) => [segment.subarray(0, 2), segment.subarray(segment.length - 2)]);
      const nearest = Math.min(...ends.map(([ex, ey]) => Math.hypot(px.x(ex) - px.x(x), px.y(ey) - px.y(y))));
      assert.ok(nearest <= 0.5, `no segment ends within 0.5 px of the domain edge (${x}, ${y}); nearest ${nearest} px`);
    }
    if (c.oneSegment) assert.equal(segments.length, 1, 'one unbroken curve');
    for (const segment of segments) {
      assert.ok(segment instanceof Float64Array && segment.length >= 2 && segment.length % 2 === 0);
      for (const [x, y] of pairs(segment)) {
        assert.ok(Number.isFinite(x) && Number.isFinite(y), `finite coordinates: (${x}, ${y})`);
        const [X, Y] = [px.x(x), px.y(y)];
        assert.ok(X >= -1 && X <= viewport.width + 1 && Y >= -20 && Y <= viewport.height + 20,
          `coordinates stay near the frame: (${X}, ${Y})`);
      }
      for (let k = 2; k < segment.length; k += 2) assert.ok(segment[k - 2] < segment[k], 'x increases along a segment');
    }
    // Fewer points than one per pixel column: the page stays small.
    assert.ok(pointCount(segments) <= 4000, `${pointCount(segments)} points`);
  });
}

test('auto: values near the largest double still give finite points (x^(−e²²) next to 1)', () => {
  for (const source of ['x^-e^22', '-(x^-e^22)']) {
    const f = compile(source);
    const { segments } = sample((x) => f.evaluate(x), viewportOf([-10, 10], [-5, 5], 64, 48));
    const values = segments.flatMap((segment) => Array.from(segment));
    assert.ok(values.length > 0, source);
    assert.ok(values.every(Number.isFinite), `${source}: ${JSON.stringify(segments.map((s) => Array.from(s)))}`);
  }
});

test('auto: a band never ends in an infinite value (x^(2/3 − (−0.25)^(1/x)), found by the fuzzer)', () => {
  // Next to 0, (−0.25)^(1/x) is ±∞ or 0 from one double to the next: the band's climb met y = ∞.
  const f = compile('x^(2/3 - (0.75-1)^(1/x))');
  const { segments } = sample((x) => f.evaluate(x), viewportOf([-10, 10], [-5, 5], 64, 48));
  const values = segments.flatMap((segment) => Array.from(segment));
  assert.ok(values.length > 0);
  assert.ok(values.every(Number.isFinite), JSON.stringify(segments.map((s) => Array.from(s))));
});

test('auto: undefined everywhere gives no segments', () => {
  const { segments } = sample((x) => Math.log(x), viewportOf([-5, -1], [-5, 5]));
  assert.deepEqual(segments, []);
});

test('auto: a constant is one straight line of two points, from one evaluation per column', () => {
  const { segments, evaluations } = sample(() => 3, viewportOf([-5, 5], [-5, 5]));
  assert.deepEqual(segments.map((s) => Array.from(s)), [[-5, 3, 5, 3]]);
  // 1601 grid points; the two end columns lack a neighbour for the smoothness test: one midpoint
  // each and two witnesses off the bisection lattice (their ends are not steep: no look for a turn
  // there); the 1598 smooth columns between are checked for aliasing inside one column in eight.
  assert.equal(evaluations, 1601 + 2 * (1 + 2) + Math.ceil(1598 / 8));
});

test('auto: sin(1/x) is bounded work and draws a band near 0', () => {
  const viewport = viewportOf([-0.5, 0.5], [-1.5, 1.5]);
  const f = (x) => Math.sin(1 / x);
  const { segments, evaluations } = sample(f, viewport);
  const budget = 8 * 1600;
  assert.ok(evaluations <= 1601 + budget + 64 * 40, `${evaluations} evaluations`);
  assert.ok(pointCount(segments) <= 30_000);
  // Near 0 the band fills the height: points reach both near -1 and near 1.
  const nearZero = segments.flatMap(pairs).filter(([x]) => Math.abs(x) < 0.01);
  assert.ok(nearZero.some(([, y]) => y > 0.9) && nearZero.some(([, y]) => y < -0.9));
  // Away from 0, where it is resolvable, it is accurate.
  const away = segments.map((s) => Float64Array.from(pairs(s).filter(([x]) => Math.abs(x) > 0.2).flat())).filter((s) => s.length > 2);
  assert.ok(score(f, viewport, away).worstDistance <= 0.5);
});

test('auto: a width that is not whole samples every started column', () => {
  const { segments, evaluations } = sample((x) => 2 * x, viewportOf([-1, 1], [-3, 3], 800.5, 500));
  // 801 columns, their 802 edges, a midpoint and two witnesses in each end column, and an aliasing
  // check in one of every eight of the 799 smooth columns between
  assert.equal(evaluations, 802 + 2 * (1 + 2) + Math.ceil(799 / 8));
  assert.deepEqual(segments.map((s) => Array.from(s)), [[-1, -2, 1, 2]]);
});

test('results of earlier calls survive later ones (the scratch arrays are reused)', () => {
  const first = sample((x) => Math.tan(x), viewportOf([-10, 10], [-5, 5]));
  const copy = first.segments.map((s) => Array.from(s));
  sample((x) => Math.sin(1 / x), viewportOf([-0.5, 0.5], [-1.5, 1.5]));
  assert.deepEqual(first.segments.map((s) => Array.from(s)), copy);
});

test('a function that samples another curve while it is evaluated leaves the pass that called it alone', () => {
  // A data source that is itself a plot: each of its values samples another curve first. Every
  // buffer a pass works in (grid, column, seeds, pole probe, output) must be its own, or the inner
  // pass would overwrite the outer one's.
  const inner = viewportOf([-1000, 1000], [-3, 3], 100, 60);
  const innerAlone = sample((x) => Math.tan(x), inner);
  for (const [f, outer] of [
    [(x) => Math.tan(x), viewportOf([-10, 10], [-5, 5], 800, 500)],  // refinement, jumps at poles
    [(x) => Math.tan(x), viewportOf([-1000, 1000], [-30, 30], 800, 500)],  // bands and the pole probe
    [(x) => Math.sqrt(1 - x * x), viewportOf([-1.5, 1.5], [-1.2, 1.2], 800, 500)],  // domain edges
  ]) {
    const alone = sample(f, outer);
    const innerResults = [];
    const nested = sample((x) => {
      innerResults.push(sample((t) => Math.tan(t), inner));
      return f(x);
    }, outer);
    assert.deepEqual(nested.segments.map((s) => Array.from(s)), alone.segments.map((s) => Array.from(s)));
    assert.equal(nested.evaluations, alone.evaluations);
    assert.equal(innerResults.length, alone.evaluations);
    for (const result of [innerResults[0], innerResults[innerResults.length - 1]]) {
      assert.deepEqual(result.segments.map((s) => Array.from(s)), innerAlone.segments.map((s) => Array.from(s)));
    }
  }
});

test('domain edge: bisection ends at the last defined double, whichever end it measures midpoints from', () => {
  // The bisection the sampler, the points of interest and the areas' reasons share
  // (Tests/PlotCoreTests/SamplerDomainEdgeTests.swift holds the same cases).
  const f = (x) => Math.sqrt(1 - x * x);  // defined on −1 … 1
  for (const options of [{}, { measuredFromOutside: true }]) {
    const edge = new DomainEdgeBisection(options).start(0.5, f(0.5), 3, f(3)).narrow({ valueAt: f }, 64);
    assert.equal(edge.inside, 1);
    assert.equal(edge.insideValue, 0);
    assert.equal(edge.outside, 1 + Number.EPSILON);
    assert.ok(Number.isNaN(edge.outsideValue));
    // From a million away, 64 halvings end within 1e-13 of the edge, on either side of it.
    const far = new DomainEdgeBisection(options).start(-0.3, f(-0.3), -1e6, NaN).narrow({ valueAt: f }, 64);
    assert.ok(far.inside >= -1 && far.inside < -1 + 1e-13, `${far.inside}`);
    assert.ok(far.outside < -1 && far.outside > -1 - 1e-13, `${far.outside}`);
  }
  // Ends that are adjacent doubles: nothing is left to halve, and nothing is evaluated.
  let calls = 0;
  const counted = { valueAt: (x) => { calls += 1; return f(x); } };
  assert.equal(new DomainEdgeBisection().start(1, 0, 1 + Number.EPSILON, NaN).halve(counted), false);
  assert.equal(calls, 0);
});

test('options: a tighter refinement tolerance costs more evaluations; unknown options are refused', () => {
  const viewport = viewportOf([-5, 5], [-1.2, 1.2], 400, 250);
  const f = (x) => Math.sin(3 * x);
  const loose = sample(f, viewport);
  const tight = sample(f, viewport, 'auto', { refinementTolerance: 0.01 });
  assert.ok(tight.evaluations > loose.evaluations);
  assert.throws(() => sample(f, viewport, 'auto', { tolerance: 1 }), TypeError);
  assert.throws(() => sample(f, viewport, 'auto', { clipMargin: NaN }), TypeError);
});

// --- Zoomed far out: bands (port of SamplerBandTests.swift)

/**
 * The pixel rows each device column of the polyline covers (lines are cut at column edges), and the
 * lines that cross one of `breaks` while spanning more than one column.
 */
function columnCoverage(viewport, segments, breaks = []) {
  const px = pixels(viewport);
  const top = new Float64Array(viewport.width).fill(Infinity);
  const bottom = new Float64Array(viewport.width).fill(-Infinity);
  const wideLinksAcrossBreaks = [];
  for (const segment of segments.map(pairs)) {
    for (let k = 0; k + 1 < segment.length; k += 1) {
      const [[x1, y1], [x2, y2]] = [segment[k], segment[k + 1]];
      const [a, b] = [px.x(x1), px.x(x2)];
      if (breaks.some((pole) => pole > x1 && pole < x2) && Math.floor(b - 1e-9) > Math.floor(a)) wideLinksAcrossBreaks.push([x1, x2]);
      for (let c = Math.max(0, Math.floor(a)); c < Math.min(viewport.width, Math.ceil(b)); c += 1) {
        const t0 = Math.max(0, (c - a) / (b - a));
        const t1 = Math.min(1, (c + 1 - a) / (b - a));
        for (const t of [t0, t1]) {
          const row = px.y(y1 + (y2 - y1) * t);
          top[c] = Math.min(top[c], row);
          bottom[c] = Math.max(bottom[c], row);
        }
      }
    }
  }
  return { top, bottom, wideLinksAcrossBreaks };
}

test('band: sin(x) on ±100000 is a band from −1 to 1 in every column, about two points per column', () => {
  const viewport = viewportOf([-100_000, 100_000], [-1.2, 1.2]);
  const { segments, evaluations } = sample((x) => Math.sin(x), viewport);
  const px = pixels(viewport);
  const { top, bottom } = columnCoverage(viewport, segments);
  // Every column holds 20 periods: the band reaches y = 1 and y = −1 (no notch wider than 1.5 px).
  let worst = 0;
  for (let c = 0; c < viewport.width; c += 1) worst = Math.max(worst, top[c] - px.y(1), px.y(-1) - bottom[c]);
  assert.ok(worst <= 1.5, `a column's band stops ${worst} px short of ±1`);
  assert.equal(segments.length, 1);
  assert.ok(pointCount(segments) <= 2.1 * viewport.width, `${pointCount(segments)} points`);
  assert.ok(evaluations <= 25 * viewport.width, `${evaluations} evaluations`);
});

// Between a resolved sine and a band: at ±3000 (0.6 periods a column) a chord passing on its
// perpendicular distance lost a peak at a column's end (86 px); at ±5000 and ±10 000 (one and two
// periods a column) the column edges sample a slow alias that looked smooth (up to 810 px short).
for (const xMax of [1000, 3000, 5000, 2000 * Math.PI, 10_000, 30_000]) {
  test(`band: sin(x) on ±${xMax} reaches every column's true range`, () => {
    const viewport = viewportOf([-xMax, xMax], [-1.2, 1.2]);
    const { segments } = sample((x) => Math.sin(x), viewport);
    const px = pixels(viewport);
    const { top, bottom } = columnCoverage(viewport, segments);
    let worst = 0;
    for (let c = 0; c < viewport.width; c += 1) {
      let [high, low] = [Infinity, -Infinity];
      for (let k = 0; k <= 400; k += 1) {
        const row = px.y(Math.sin(-xMax + (2 * xMax * (c + k / 400)) / viewport.width));
        [high, low] = [Math.min(high, row), Math.max(low, row)];
      }
      worst = Math.max(worst, top[c] - high, low - bottom[c]);
    }
    assert.ok(worst <= 2, `a column's drawing stops ${worst} px short of its range`);
    assert.equal(segments.length, 1);
  });
}

test('band: tan(x) on ±1000 covers the frame, and no line crosses a pole outside its band column', () => {
  const viewport = viewportOf([-1000, 1000], [-30, 30]);
  const poles = [];
  for (let k = Math.ceil(-1000 / Math.PI - 0.5); Math.PI / 2 + k * Math.PI < 1000; k += 1) poles.push(Math.PI / 2 + k * Math.PI);
  const { segments } = sample((x) => Math.tan(x), viewport);
  const { top, bottom, wideLinksAcrossBreaks } = columnCoverage(viewport, segments, poles);
  assert.deepEqual(wideLinksAcrossBreaks.slice(0, 3), [], 'lines across a pole wider than one column');
  // Each column reaches its true range: the lowest and highest of tan there, within the frame.
  const px = pixels(viewport);
  let worst = 0;
  for (let c = 0; c < viewport.width; c += 1) {
    let [high, low] = [Infinity, -Infinity];
    for (let k = 0; k <= 200; k += 1) {
      const row = Math.min(Math.max(px.y(Math.tan(px.dataX(c + k / 200))), 0), viewport.height);
      [high, low] = [Math.min(high, row), Math.max(low, row)];
    }
    worst = Math.max(worst, top[c] - high, low - bottom[c]);
  }
  assert.ok(worst <= 1, `a column's drawing stops ${worst} px short of its range`);
});

test('band: an isolated pole is still split: tan(x) on ±10 draws no line across any pole', () => {
  const viewport = viewportOf([-10, 10], [-5, 5]);
  const { segments } = sample((x) => Math.tan(x), viewport);
  const spanning = segments.filter((segment) => POLES.some((pole) => pole > segment[0] && pole < segment[segment.length - 2]));
  assert.deepEqual(spanning.map((segment) => [segment[0], segment[segment.length - 2]]), [], 'segments that span a pole');
});

test('band: sin(1/x) near 0 is a band reaching ±1 with bounded work', () => {
  const viewport = viewportOf([-0.05, 0.05], [-1.2, 1.2]);
  const { segments, evaluations } = sample((x) => Math.sin(1 / x), viewport);
  const px = pixels(viewport);
  const { top, bottom } = columnCoverage(viewport, segments);
  // Within 0.001 of 0 every column holds ten periods or more: the band spans −1 … 1 there. A column
  // whose three bisection values happen to span nearly all of it may pass for resolved: at most one.
  const short = [];
  for (let c = 784; c < 816; c += 1) {
    const gap = Math.max(top[c] - px.y(1), px.y(-1) - bottom[c]);
    if (gap > 2) short.push(`column ${c}: ${gap.toFixed(1)} px`);
  }
  assert.ok(short.length <= 1, `near 0, bands stop short of ±1: ${short.join(', ')}`);
  assert.ok(evaluations <= 60 * viewport.width, `${evaluations} evaluations`);
});

// Speed is shown by Benchmarks/sampler-js-bench.mjs, not asserted here (timed tests are flaky on shared machines).

// --- Uniform mode (port of UniformSamplingTests.swift)

/** Uniform sampling on ±xMax × ±yMax that keeps every sample, to count them. */
function uniform(f, n, xMax, yMax) {
  return sample(f, viewportOf([-xMax, xMax], [-yMax, yMax]), n, { simplificationTolerance: 0 });
}

test('uniform: takes N + 1 evenly spaced samples from −xMax to xMax', () => {
  const { segments } = uniform(cubic, 50, 5, 250);
  assert.equal(segments.length, 1);
  const xs = pairs(segments[0]).map(([x]) => x);
  assert.equal(xs.length, 51);
  assert.equal(xs[0], -5);
  assert.equal(xs[50], 5);
  xs.forEach((x, k) => assert.ok(Math.abs(x - (-5 + 0.2 * k)) < 1e-12, `sample ${k} at ${x}`));
});

test('uniform: fewer samples give a coarser curve', () => {
  const f = (x) => Math.sin(x);
  assert.equal(pointCount(uniform(f, 10, 5, 1.2).segments), 11);
  assert.equal(pointCount(uniform(f, 200, 5, 1.2).segments), 201);
});

test('uniform: splits at undefined samples', () => {
  // √x is undefined for the negative half: only the samples from 0 on are joined.
  const { segments } = uniform((x) => Math.sqrt(x), 10, 5, 3);
  assert.equal(segments.length, 1);
  assert.equal(segments[0][0], 0);
});

test('uniform: splits at asymptotes but never draws across one', () => {
  const { segments } = uniform((x) => Math.tan(x), 50, 10, 20);
  for (const segment of segments) {
    for (let k = 2; k < segment.length; k += 2) {
      const [p, q] = [segment[k - 2], segment[k]];
      assert.ok(!POLES.some((pole) => pole > p && pole < q), `line from ${p} to ${q} crosses a pole`);
    }
  }
  assert.ok(segments.length >= 7);
});

/** Where the polyline first reaches the level y = `level` (data units), by linear interpolation. */
function xWhere(segment, level) {
  for (let k = 2; k < segment.length; k += 2) {
    const [px, py, qx, qy] = [segment[k - 2], segment[k - 1], segment[k], segment[k + 1]];
    if ((py - level) * (qy - level) <= 0 && py !== qy) return px + ((qx - px) * (level - py)) / (qy - py);
  }
  return null;
}

test('uniform: a fixed count still draws a pole to the frame', () => {
  // x⁻¹ at 50 samples on ±5 × ±8: the samples nearest the pole (±0.2) lie at y = ±5 and the one at 0
  // is undefined; each side of the pole still reaches the frame's edge, where the curve does (x = ±1/8).
  const { segments } = uniform((x) => x ** -1, 50, 5, 8);
  assert.equal(segments.length, 2);
  const pixel = 10 / 1600;
  const left = xWhere(segments[0], -8);
  const right = xWhere(segments[1], 8);
  assert.ok(Math.abs(left + 0.125) < pixel / 2, `left branch leaves the frame at x = ${left}`);
  assert.ok(Math.abs(right - 0.125) < pixel / 2, `right branch leaves the frame at x = ${right}`);
  // Between the samples the curve is joined as sampled: only the ends near the pole are added.
  assert.ok(pointCount(segments) <= 51 + 4 * 2);
});

test('uniform: a fixed count draws every branch of tan to the frame', () => {
  // tan x at 50 samples on ±10 × ±5: every whole branch leaves the frame at both edges, where
  // tan x = ±5, and no line crosses a pole.
  const { segments } = uniform((x) => Math.tan(x), 50, 10, 5);
  const pixel = 20 / 1600;
  const whole = segments.slice(1, -1);
  assert.equal(whole.length, 5);
  for (const segment of whole) {
    const k = Math.floor((segment[0] + Math.PI / 2) / Math.PI);
    const bottom = xWhere(segment, -5);
    const top = xWhere(segment, 5);
    assert.ok(Math.abs(bottom - (k * Math.PI - Math.atan(5))) < pixel / 2, `branch ${k} leaves the bottom at ${bottom}`);
    assert.ok(Math.abs(top - (k * Math.PI + Math.atan(5))) < pixel / 2, `branch ${k} leaves the top at ${top}`);
  }
  for (const segment of segments) {
    for (let k = 2; k < segment.length; k += 2) {
      const [p, q] = [segment[k - 2], segment[k]];
      assert.ok(!POLES.some((pole) => pole > p && pole < q), `line from ${p} to ${q} crosses a pole`);
    }
  }
});

test('uniform: a fixed count reaches domain edges and splits jumps where they are', () => {
  // √(1 − x²) at 10 samples on ±1.5: no sample lies at ±1, yet the curve ends there.
  const circle = sample((x) => Math.sqrt(1 - x * x), viewportOf([-1.5, 1.5], [-1.2, 1.2]), 10, { simplificationTolerance: 0 }).segments;
  assert.equal(circle.length, 1);
  assert.deepEqual([circle[0][0], circle[0][circle[0].length - 2]], [-1, 1]);
  // floor x at 10 samples on ±5.5: each step ends at the last double before the next integer.
  const floor = uniform((x) => Math.floor(x), 10, 5.5, 6).segments;
  assert.equal(floor.length, 11);
  assert.deepEqual([...floor[5].slice(-2)], [0.9999999999999999, 0]);
  assert.deepEqual([...floor[6].slice(0, 2)], [1, 1]);
});

test('uniform: a fixed count breaks at a pole between two samples that the expression points to', () => {
  // 1/x² at 51 samples: 0 is no sample, the two beside it lie at y ≈ 104 inside the frame, and no step
  // shows between them. The divisor's zero breaks the line; each side rises to the frame.
  const compiled = compile('1/x^2');
  const viewport = viewportOf([-5, 5], [-10, 200]);
  const { segments } = sample(compiled.evaluate, viewport, 51, { candidates: compiled.candidateFunctions });
  assert.equal(segments.length, 2);
  for (const segment of segments) {
    const points = pairs(segment);
    assert.ok(points[0][0] > 0 || points[points.length - 1][0] < 0, 'no line across 0');
    assert.ok(points.some(([, y]) => y > 200), "each side reaches the frame's top");
  }
});

test('uniform: sample counts out of range are refused, naming samples', () => {
  const viewport = viewportOf([-1, 1], [-1, 1], 100, 100);
  for (const bad of [0, 1, 10_001, 2.5, '50', NaN]) {
    assert.throws(() => sample((x) => x, viewport, bad), (error) => error instanceof SamplingError && error.field === 'samples',
      `samples = ${String(bad)}`);
  }
  assert.throws(() => sample((x) => x, viewport, 1), { message: 'samples must be from 2 to 10000, not 1' });
});

// --- Viewport validation (port of ViewportValidationTests)

test('viewport: hostile ranges and sizes are refused with the field named', () => {
  const field = (overrides) => {
    try {
      validateViewport({ xMin: 0, xMax: 1, yMin: -1, yMax: 1, width: 100, height: 100, ...overrides });
      return null;
    } catch (error) {
      assert.ok(error instanceof SamplingError, String(error));
      assert.ok(error.message.includes(error.field), `the message names the field: ${error.message}`);
      return error.field;
    }
  };
  assert.equal(field({}), null);
  assert.equal(field({ xMin: 1, xMax: 1 }), 'to');
  assert.equal(field({ xMin: 2, xMax: 1 }), 'to');
  assert.equal(field({ xMin: NaN }), 'from');
  assert.equal(field({ xMax: Infinity }), 'to');
  assert.equal(field({ yMin: 1, yMax: -1 }), 'ymax');
  assert.equal(field({ width: 0 }), 'width');
  assert.equal(field({ width: 1e9 }), 'width');
  assert.equal(field({ height: -5 }), 'height');
  assert.equal(field({ xMin: 1, xMax: 1 + 1e-14 }), 'to');  // 45 doubles for 100 columns
  assert.equal(field({ yMin: 1 - 6e-13, yMax: 1 + 6e-13, height: 1000 }), null);  // ~5400 doubles for 1000 rows
  assert.equal(field({ yMin: 1, yMax: 1 + 100 * 2 ** -52 }), null);  // exactly one double per row
  assert.equal(field({ yMin: 1, yMax: 1 + 99 * 2 ** -52 }), 'ymax');
  assert.equal(field({ xMin: -1e308, xMax: 1e308 }), 'to');
  assert.equal(field({ yMin: undefined }), 'ymin');
});

test('viewport: messages read as the Swift CLI writes them', () => {
  const message = (overrides) => {
    try {
      validateViewport({ xMin: 0, xMax: 1, yMin: -1, yMax: 1, width: 100, height: 100, ...overrides });
    } catch (error) {
      return error.message;
    }
    return null;
  };
  assert.equal(message({ xMin: NaN }), 'from must be a finite number, not nan');
  assert.equal(message({ width: 1e9 }), 'width must be from 1 to 20000 pixels, not 1000000000.0');
  assert.equal(message({ xMin: 2, xMax: 1 }), 'to (1.0) must be greater than from (2.0)');
  assert.equal(message({ xMin: -1e308, xMax: 1e308 }), 'the range from … to is too wide');
  assert.equal(message({ xMin: 1, xMax: 1 + 1e-14 }), 'the range from … to is too narrow to plot at this size (double precision)');
  assert.equal(message({ yMin: 1e-5, yMax: -2.5 }), 'ymax (-2.5) must be greater than ymin (1e-05)');
  assert.throws(() => sample((x) => x, { xMin: 0, xMax: 1, yMin: -1, yMax: 1, width: 100, height: 0 }), { name: 'SamplingError' });
});

// --- Fit (port of FitTests)

test('fit: yMax is the largest magnitude over the samples', () => {
  // The seed cubic on ±4: |y| is largest at x = -4 (129.7); framed with a margin: 129.7 / 0.9 → 150.
  assert.equal(fitYMax(cubic, -4, 4, 200), 150);
});

test('fit: poles do not flatten the curve', () => {
  const yMax = fitYMax((x) => Math.tan(x), -10, 10, FIT_AUTO_SAMPLES);
  assert.ok(yMax > 5 && yMax < 50, `tan on ±10 gets a readable range, not 1e16: ${yMax}`);
});

test('fit: undefined or zero everywhere still gets a frame', () => {
  assert.equal(fitYMax((x) => Math.log(-1 - Math.abs(x)), -1, 1, 100), 1);
  assert.equal(fitYMax(() => 0, -1, 1, 100), 1);
  assert.equal(fitYMaxOfValues([NaN, Infinity, -Infinity]), 1);
  assert.equal(fitYMaxOfValues([]), 1);
});

test('fit: a constant gets a frame with a margin', () => {
  assert.equal(fitYMax(() => -3, -1, 1, 100), 4);
});

test('fit: the robust rule sets aside values above 4× the 90th percentile', () => {
  const values = [...Array.from({ length: 20 }, (_, i) => i / 2), 1e16, -1e16];
  assert.equal(fitYMaxOfValues(values), 12);  // 9.5, framed: 9.5 / 0.9 → 12
  assert.equal(fitYMaxOfValues([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7]), 8);  // 90th percentile 0: the largest, 7 → 8
  assert.equal(fitYMax(() => 2, -1, 1, 0), 2.5, 'fewer than 2 samples are taken as 2');
});

// --- Cross-language: the Swift CLI's segments for the same plots

const fixture = JSON.parse(readFileSync(new URL('../Fixtures/sampler-vectors.json', import.meta.url), 'utf8'));

test('the sampler fixture has enough cases, restricted ones among them', () => {
  assert.ok(fixture.cases.length >= 12);
  assert.ok(fixture.cases.filter((c) => c.curveFrom !== null || c.curveTo !== null).length >= 6);
});

/** Largest distance in pixels from a vertex of `from` to the polyline `to`. */
function worstVertexDistance(from, to) {
  let worst = 0;
  for (const [x, y] of from) worst = Math.max(worst, distanceToPolyline(x, y, to));
  return worst;
}

for (const c of fixture.cases) {
  const yText = c.ymax === null ? 'fitted y' : `y ${c.ymin}…${c.ymax}`;
  const restriction = c.curveFrom === null && c.curveTo === null ? '' : `, curve ${c.curveFrom ?? '−∞'}…${c.curveTo ?? '∞'}`;
  test(`same picture as Swift: ${c.expression} on ${c.from}…${c.to}, ${yText}, samples ${c.samples}, ${c.width}×${c.height}${restriction}`, () => {
    const f = compile(c.expression).evaluate;
    const curve = { from: c.curveFrom, to: c.curveTo };
    let { ymin, ymax } = c;
    if (ymax === null) {
      // The CLI fits as a seed plot does: N intervals in uniform mode, FIT_AUTO_SAMPLES in auto mode,
      // over the part of the curve its restriction keeps.
      ymax = fitYMaxOfCurves([{ valueAt: f, ...curve }], c.from, c.to, c.samples === 'auto' ? FIT_AUTO_SAMPLES : c.samples);
      ymin = -ymax;
    }
    const viewport = { xMin: c.from, xMax: c.to, yMin: ymin, yMax: ymax, width: c.width, height: c.height };
    const px = pixels(viewport);
    const toPixels = (points) => points.map(([x, y]) => [px.x(x), px.y(y)]);
    const js = sample(f, viewport, c.samples, curve).segments.map((s) => toPixels(pairs(s)));
    const swift = c.segments.map(toPixels);
    assert.equal(js.length, swift.length, 'number of segments');
    js.forEach((segment, i) => {
      const there = worstVertexDistance(segment, swift[i]);
      const back = worstVertexDistance(swift[i], segment);
      assert.ok(there <= 0.5, `segment ${i}: a JS vertex lies ${there} px from the Swift polyline`);
      assert.ok(back <= 0.5, `segment ${i}: a Swift vertex lies ${back} px from the JS polyline`);
    });
    // A restricted curve's ends are exact in both languages: the same doubles.
    const ends = (segments) => segments.flatMap((s) => [s[0], s[s.length - 1]]).map(([x]) => x);
    if (restriction) assert.deepEqual(ends(sample(f, viewport, c.samples, curve).segments.map(pairs)), ends(c.segments));
  });
}
