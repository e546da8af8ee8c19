// The certified drawing as a live view runs it (Public/js/implicit/implicit-run.js, docs/sampling.md#certified-drawing):
// in steps, each a budget of evaluations, with what is decided so far drawable in between; the finished drawing the
// same however the steps were cut; a relation no proof can settle bounded by the budget, its pixels undecided.
// Run: node --test Tests/JS/implicit-run.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseRelation } from '../../Public/js/expression/relation.js';
import { ImplicitRun, drawImplicit, implicitDrawing, pendingBlocks } from '../../Public/js/implicit/implicit-drawing.js';
import { dyadic, decimal } from '../../Public/js/implicit/shortest-numbers.js';

const viewport = { xMin: -4, xMax: 4, yMin: -2.5, yMax: 2.5, width: 320, height: 200 };

test('drawn in steps, the drawing is the same as drawn at once, and what is decided stays decided', () => {
  const relation = parseRelation('x^3 + y^3 = 3x·y');
  const whole = drawImplicit(relation, viewport);
  const run = new ImplicitRun(relation, viewport);
  let pending = Infinity;
  let steps = 0;
  let crossedBefore = 0;
  while (!run.advance(500)) {
    steps += 1;
    const blocks = pendingBlocks(run).reduce((sum, block) => sum + block.width * block.height, 0);
    const drawing = implicitDrawing(run);
    assert.ok(blocks <= pending, 'pending pixels only ever fewer');
    assert.ok(drawing.crossed.count >= crossedBefore, 'crossed pixels stay crossed');
    assert.equal(blocks + drawing.crossed.count + drawing.undecided.count <= viewport.width * viewport.height, true);
    [pending, crossedBefore] = [blocks, drawing.crossed.count];
  }
  assert.ok(steps > 10, `${steps} steps`);
  assert.deepEqual(pendingBlocks(run), []);
  assert.deepEqual(implicitDrawing(run), whole);
});

test('an isolated point is a dot; a crossing keeps both branches', () => {
  const point = drawImplicit(parseRelation('x^2 + y^2 = 0'), viewport);
  assert.deepEqual(point.dots, [[0, 0]]);
  assert.equal(point.segments.length, 0);
  assert.equal(point.crossed.count, 4, 'the origin is a corner of four pixels');
  const axes = drawImplicit(parseRelation('x·y = 0'), viewport);
  // Along y = 0 and x = 0: every column and every row has a crossed pixel.
  const rows = new Set(axes.crossed.runs.map(({ row }) => row));
  assert.equal(rows.size, viewport.height);
  assert.ok(axes.crossed.runs.some(({ count }) => count === viewport.width));
});

test('a region says which of its boundaries are strict: dashed for < and >, solid for ≤ and ≥', () => {
  const region = drawImplicit(parseRelation('y > x^2 - 2 and y ≤ 1'), viewport);
  assert.equal(region.kind, 'region');
  assert.deepEqual(region.edges.map(({ comparison, isStrict }) => [comparison, isStrict]), [['>', true], ['≤', false]]);
  assert.ok(region.edges.every(({ segments }) => segments.length > 0));
  assert.ok(region.inside.count > 0 && region.boundary.count > 0);
});

test('parameters take their values; explicit curves draw as curves too', () => {
  const relation = parseRelation('x^2 + y^2 = r^2', { parameters: ['r'] });
  const small = drawImplicit(relation, viewport, { r: 1 });
  const large = drawImplicit(relation, viewport, { r: 2 });
  assert.ok(large.crossed.count > 1.8 * small.crossed.count);
  assert.equal(drawImplicit(parseRelation('y = x^2'), viewport).kind, 'curve');
});

test('what no proof settles is undecided, within a bounded number of steps', () => {
  // sin(1/x) = y oscillates without end near x = 0: no interval evaluation there excludes 0 or proves a crossing.
  const run = new ImplicitRun(parseRelation('sin(1/x) = y'), { ...viewport, width: 160, height: 100 }).finish();
  const drawing = implicitDrawing(run);
  assert.ok(drawing.undecided.count > 0);
  assert.ok(drawing.crossed.count > 100);
  assert.ok(run.evaluations < 160 * 100 * 800);
});

test('the simplest numbers of a span: 0 where it holds 0, else the fewest binary and decimal digits', () => {
  assert.equal(dyadic(-0.3, 0.2), 0);
  assert.equal(dyadic(0.9, 1.2), 1);
  assert.equal(dyadic(0.26, 0.3), 0.28125);
  assert.equal(decimal(0.26, 0.31), 0.3);
  assert.equal(decimal(-0.31, -0.26), -0.3);
  assert.equal(decimal(0.12341, 0.12359), 0.1235);
  assert.equal(decimal(0.1234, 0.1236), 0.1234, 'an end is in the span');
});
