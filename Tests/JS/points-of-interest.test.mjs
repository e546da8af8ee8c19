// Public/js/reading/points-of-interest.js: roots, y-intercepts, extrema and intersections of a figure's
// curves over a range (docs/sampling.md#points-of-interest). Tests/Fixtures/poi-vectors.json holds closed forms that Swift
// (Tests/PlotCoreTests/PointsOfInterestTests.swift) must meet too.
// Run: node --test Tests/JS/points-of-interest.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { pointsOfInterest, POINTS_OF_INTEREST_CAP } from '../../Public/js/reading/points-of-interest.js';
import { compile } from '../../Public/js/expression/expression.js';

const fixture = JSON.parse(readFileSync(new URL('../Fixtures/poi-vectors.json', import.meta.url), 'utf8'));

/** A compiled curve, with the candidates where its holes may be (as the plot page gives them). */
const curve = (source, from = null, to = null) => {
  const compiled = compile(source);
  return { valueAt: compiled.evaluate, candidates: compiled.candidateFunctions, from, to };
};
/** Curves from `[source | [source, from, to]]`. */
const curvesOf = (sources) => sources.map((s) => (typeof s === 'string' ? curve(s) : curve(...s)));
const find = (sources, from, to, cap) => pointsOfInterest(curvesOf(sources), from, to, cap);
const kinds = (result) => result.points.map((p) => p.kind);
const show = (points) => points.map((p) => `${p.kind} (${p.x}, ${p.y}) [${p.curves}]`).join('\n');

// --- The shared fixture

test('the fixture has cases of every kind, and some with nothing to find', () => {
  const all = fixture.cases.flatMap((c) => c.points ?? []).map((p) => p.kind);
  for (const kind of ['root', 'y-intercept', 'minimum', 'maximum', 'intersection', 'jump', 'hole']) assert.ok(all.includes(kind), kind);
  assert.ok(fixture.cases.length >= 25);
  assert.ok(fixture.cases.filter((c) => c.points !== null && c.points.length === 0).length >= 3);
});

for (const c of fixture.cases) {
  test(`${c.curves.map((k) => k.expression).join(', ')} on ${c.from}…${c.to}: ${c.why}`, () => {
    const curves = c.curves.map((k) => curve(k.expression, k.from ?? null, k.to ?? null));
    const result = pointsOfInterest(curves, c.from, c.to, c.cap ?? POINTS_OF_INTEREST_CAP);
    if (c.points === null) {
      assert.equal(result.points.filter((p) => p.curves[0] === 0 && p.curves.length === 1).length, c.pointCount);
      assert.ok(result.omitted.length === 1 && result.omitted[0].count > 0, JSON.stringify(result.omitted));
      for (const expected of c.includes ?? []) {
        assert.ok(result.points.some((actual) => matches(actual, expected)), `${expected.kind} (${expected.x}, ${expected.y}) not found:\n${show(result.points)}`);
      }
      return;
    }
    assert.deepEqual(result.points.map((p) => `${p.kind} [${p.curves}]`), c.points.map((p) => `${p.kind} [${p.curves}]`),
      `found:\n${show(result.points)}`);
    c.points.forEach((expected, n) => {
      const actual = result.points[n];
      const name = `${expected.kind} ${n}`;
      // An expected 0 is exactly 0: snapped, never 1e−17 on a page.
      if (expected.x === 0) assert.equal(actual.x, 0, `${name}: x ${actual.x}`);
      if (expected.y === 0) assert.equal(actual.y, 0, `${name}: y ${actual.y}`);
      assert.ok(Math.abs(actual.x - expected.x) <= expected.xTolerance, `${name}: x ${actual.x}, expected ${expected.x}`);
      assert.ok(Math.abs(actual.y - expected.y) <= expected.yTolerance, `${name}: y ${actual.y}, expected ${expected.y}`);
      if (expected.jump) assert.ok(sameJump(actual.jump, expected.jump), `${name}: ${JSON.stringify(actual.jump)}, expected ${JSON.stringify(expected.jump)}`);
      if (expected.kind === 'hole') assert.equal(actual.loneValue, expected.loneValue, `${name}: value`);
    });
    assert.deepEqual(result.omitted, c.omitted);
  });
}

/** Whether `actual` is the fixture's point: kind, curves, coordinates within its tolerances, a jump's limits, a hole's value. */
function matches(actual, expected) {
  return actual.kind === expected.kind && String(actual.curves) === String(expected.curves)
    && (expected.x !== 0 || actual.x === 0) && (expected.y !== 0 || actual.y === 0)
    && Math.abs(actual.x - expected.x) <= expected.xTolerance && Math.abs(actual.y - expected.y) <= expected.yTolerance
    && (!expected.jump || sameJump(actual.jump, expected.jump)) && (expected.kind !== 'hole' || actual.loneValue === expected.loneValue);
}

/** A jump's limits and value as the fixture has them, to 10⁻⁹ of their size. */
function sameJump(actual, expected) {
  const near = (a, b) => (a === null || b === null ? a === b : Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b)));
  return actual !== undefined && near(actual.left, expected.left) && near(actual.right, expected.right) && near(actual.value, expected.value);
}

// --- Behaviour beyond the fixture

test('a pole is never a root, wherever it falls on the grid', () => {
  for (const [from, to] of [[-5, 5], [-4.9, 5.3], [-Math.PI / 2, 3], [-1.5707963267948966, 1.5707963267948968]]) {
    const roots = find(['tan(x)'], from, to).points.filter((p) => p.kind === 'root');
    for (const r of roots) assert.ok(Math.abs(Math.tan(r.x)) < 1e-12, `tan on ${from}…${to}: root at ${r.x}`);
  }
  assert.deepEqual(find(['1/(x-0.7)'], -3, 3).points.filter((p) => p.kind !== 'y-intercept'), []);
  assert.deepEqual(kinds(find(['1/x^3'], -2, 2)), []);
});

test('a jump is never a root, whether it crosses 0 or lands on it', () => {
  for (const [source, from, to, others, jumps] of [
    ['floor(x)+0.5', -3, 3, ['y-intercept'], [-2, -1, 0, 1, 2, 3]],
    ['ceil(x)', -2.7, 3.1, ['y-intercept'], [-2, -1, 0, 1, 2, 3]],
    ['x/abs(x)', -1, 1, [], [0]],
  ]) {
    const points = find([source], from, to).points;
    assert.deepEqual(points.filter((p) => p.kind !== 'jump').map((p) => p.kind), others, source);
    assert.deepEqual(points.filter((p) => p.kind === 'jump').map((p) => p.x), jumps, `${source}: a jump at each whole number`);
  }
});

test('a curve equal to another on a stretch does not cross it there', () => {
  const result = find(['abs(x)', 'x'], -2, 2);
  assert.deepEqual(result.points.filter((p) => p.kind === 'intersection'), []);
});

test('the cap keeps the first points in x order, all genuine, and counts the rest', () => {
  const f = (x) => Math.sin(1 / x);
  for (const cap of [50, 7]) {
    const result = find(['sin(1/x)'], -1, 1, cap);
    assert.equal(result.points.length, cap);
    assert.ok(result.omitted[0].count > 0);
    for (const p of result.points) {
      if (p.kind === 'root') assert.ok(Math.abs(f(p.x)) < 1e-12, `root at ${p.x}`);
      else assert.ok(Math.abs(Math.abs(f(p.x)) - 1) < 1e-9 && p.y === f(p.x), `${p.kind} at ${p.x}`);
    }
  }
  assert.deepEqual(find(['x^3-3x'], -3, 3, 0).points.map((p) => p.kind), ['y-intercept']);
  assert.deepEqual(find(['x^3-3x'], -3, 3, 0).omitted, [{ curves: [0], count: 5 }]);
});

test('intersections are capped per pair', () => {
  const result = find(['sin(x)', 'sin(2x)'], -40, 40, 5);
  assert.equal(result.points.filter((p) => p.kind === 'intersection').length, 5);
  assert.ok(result.omitted.some((o) => o.curves.join() === '0,1' && o.count > 0));
});

test('a restricted curve has points only on its interval, ends included', () => {
  const result = find([['x^2-1', 1, 4]], -3, 3);
  assert.deepEqual(show(result.points), 'root (1, 0) [0]');
  assert.deepEqual(find([['sin(x)', -3, 3]], 0.5, 3).points.map((p) => p.kind), ['maximum']);
  assert.deepEqual(find([['x', 4, 5]], -3, 3), { points: [], omitted: [] });
});

test('curves cross only where both exist', () => {
  // x = x² − 1 at (1 ± √5)/2: −0.618 and 1.618.
  const crossings = (from, to) => find([['x', from, to], 'x^2-1'], -3, 3).points.filter((p) => p.kind === 'intersection').map((p) => p.x);
  assert.deepEqual(crossings(0, 1), []);
  assert.deepEqual(crossings(-0.5, 2), [(1 + Math.sqrt(5)) / 2]);
  assert.equal(crossings(-1, 1).length, 1);
  assert.ok(Math.abs(crossings(-1, 1)[0] - (1 - Math.sqrt(5)) / 2) < 1e-15);
});

test('values and positions near 0 are snapped to exactly 0', () => {
  // sin(π) is 1.2e−16 in doubles, cos(π/2) 6e−17: a page shows 0.
  const sine = find(['sin(x)'], -1, 7).points;
  assert.ok(sine.every((p) => p.kind !== 'root' || p.y === 0));
  assert.equal(find(['cos(x)-1'], -1, 1).points.find((p) => p.kind === 'maximum').y, 0);
  // The minimum of x² + 1 on a range not symmetric about 0, and a root found by bisection towards 0.
  assert.deepEqual(find(['x^2+1'], -2.1, 3.3).points.find((p) => p.kind === 'minimum'), { kind: 'minimum', x: 0, y: 1, curves: [0] });
  assert.equal(find(['x^3'], -2.1, 3.3).points[0].x, 0);
  assert.ok(Object.is(find(['x^3'], -2.1, 3.3).points[0].x, 0), 'a positive 0');
});

test('a range that is not finite and increasing has no points', () => {
  for (const [from, to] of [[1, 1], [2, 1], [0, Infinity], [NaN, 1]]) {
    assert.deepEqual(find(['x'], from, to), { points: [], omitted: [] });
  }
});

test('curve ends that are null, absent or NaN do not restrict it', () => {
  const f = compile('x-1').evaluate;
  const expected = find(['x-1'], -3, 3);
  assert.deepEqual(pointsOfInterest([{ valueAt: f }], -3, 3), expected);
  assert.deepEqual(pointsOfInterest([{ valueAt: f, from: NaN, to: NaN }], -3, 3), expected);
});
