// Public/js/sampling/: the port of the Swift accuracy suite (Tests/PlotCoreTests/SamplerAccuracyTests.swift,
// SamplerScoring.swift, SamplerBandTests.swift) scored against hand-written Math.* functions in device
// pixels. Uniform mode and the fit: sampler-uniform.test.mjs; the Swift CLI's segments for the same
// plots: sampler-vectors.test.mjs.
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sample } from '../../Public/js/sampling/sampler.js';

import { compile } from '../../Public/js/expression/expression.js';
import { DomainEdgeBisection } from '../../Public/js/sampling/domain-edge-bisection.js';
import { pixels, viewportOf, pairs, pointCount, distanceToSegment, POLES, cubic } from './support/sampler-testing.mjs';

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
