// Scores certified drawings in pixel space (Tests/Fixtures/implicit-drawings.json; ImplicitScoringTests.swift scores the
// Swift ones alike): every pixel a dense sampling of a curve's closed form falls in is drawn, no drawn point is farther
// than half a pixel from the curve, crossings and isolated points are kept; a region's pixels are inside, outside or
// on the boundary as 16 × 16 samples of each show, and few pixels stay undecided.
// Run: node --test Tests/JS/implicit-scoring.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { compile } from '../../Public/js/expression/expression.js';
import { parseRelation, relationComparisons, Y } from '../../Public/js/expression/relation.js';
import { compileTree } from '../../Public/js/expression/compile.js';
import { compare } from '../../Public/js/expression/arithmetic.js';
import { drawImplicit } from '../../Public/js/implicit/implicit-drawing.js';

const fixture = JSON.parse(readFileSync(new URL('../Fixtures/implicit-drawings.json', import.meta.url), 'utf8'));
const number = (text) => compile(text).value(0);

/** A drawing's frame and pixels: data ↔ pixel coordinates (x right, y down from the top), and pixel sets. */
function frameOf({ frame: [xMin, xMax, yMin, yMax], size: [width, height] }) {
  return {
    viewport: { xMin, xMax, yMin, yMax, width, height },
    width, height,
    toPixel: (x, y) => [(x - xMin) / (xMax - xMin) * width, (yMax - y) / (yMax - yMin) * height],
    edgeX: (i) => (i === width ? xMax : xMin + (xMax - xMin) * i / width),
    edgeY: (r) => (r === height ? yMax : yMin + (yMax - yMin) * r / height),
    key: (column, row) => column + row * width,
  };
}

/** The set of pixel keys in runs ({row, column, count}, rows from the top). */
function pixels(frame, { runs }) {
  const set = new Set();
  for (const { row, column, count } of runs) for (let c = column; c < column + count; c += 1) set.add(frame.key(c, row));
  return set;
}

/** Whether the pixel or one of its eight neighbours is in `set`. */
function near(frame, set, key) {
  const [column, row] = [key % frame.width, Math.floor(key / frame.width)];
  for (let dc = -1; dc <= 1; dc += 1) for (let dr = -1; dr <= 1; dr += 1) if (set.has(frame.key(column + dc, row + dr))) return true;
  return false;
}

/** The closed form's samples in pixel space, the pixels they fall in (both where a sample is on an edge), and their spacing. */
function truthOf(frame, pieces) {
  const samples = [];
  const truth = new Set();
  let spacing = 0;
  for (const piece of pieces) {
    const [x, y] = [compile(piece.x, { variable: 't' }), compile(piece.y, { variable: 't' })];
    const [from, to] = [number(piece.from), number(piece.to)];
    let previous = null;
    for (let s = 0; s < piece.samples; s += 1) {
      const t = piece.samples === 1 ? from : from + (to - from) * s / (piece.samples - 1);
      const point = frame.toPixel(x.value(t), y.value(t));
      if (previous !== null) spacing = Math.max(spacing, Math.hypot(point[0] - previous[0], point[1] - previous[1]));
      previous = point;
      samples.push(point);
      const columns = Math.abs(point[0] - Math.round(point[0])) < 1e-9 ? [Math.round(point[0]) - 1, Math.round(point[0])] : [Math.floor(point[0])];
      const rows = Math.abs(point[1] - Math.round(point[1])) < 1e-9 ? [Math.round(point[1]) - 1, Math.round(point[1])] : [Math.floor(point[1])];
      for (const column of columns) for (const row of rows) {
        if (column >= 0 && column < frame.width && row >= 0 && row < frame.height) truth.add(frame.key(column, row));
      }
    }
  }
  return { samples, truth, spacing };
}

/** The distance in pixels from a point to the nearest sample, through a grid of 1-pixel buckets. */
function nearestSample(samples) {
  const buckets = new Map();
  for (const [px, py] of samples) {
    const key = `${Math.floor(px)},${Math.floor(py)}`;
    if (!buckets.has(key)) buckets.set(key, []);
    buckets.get(key).push([px, py]);
  }
  return ([px, py]) => {
    let best = Infinity;
    for (let dx = -2; dx <= 2; dx += 1) {
      for (let dy = -2; dy <= 2; dy += 1) {
        for (const [sx, sy] of buckets.get(`${Math.floor(px) + dx},${Math.floor(py) + dy}`) ?? []) best = Math.min(best, Math.hypot(px - sx, py - sy));
      }
    }
    return best;
  };
}

for (const vector of fixture.curves) {
  test(`curve: ${vector.name}, ${vector.relation}`, () => {
    const frame = frameOf(vector);
    const drawing = drawImplicit(parseRelation(vector.relation), frame.viewport);
    assert.equal(drawing.kind, 'curve');
    const crossed = pixels(frame, drawing.crossed);
    const { samples, truth, spacing } = truthOf(frame, vector.pieces);
    const missed = [...truth].filter((key) => !crossed.has(key));
    assert.deepEqual(missed.map((key) => [key % frame.width, Math.floor(key / frame.width)]), [], 'true pixels not drawn');
    const astray = [...crossed].filter((key) => !near(frame, truth, key));
    assert.deepEqual(astray, [], 'crossed pixels far from the curve');
    assert.ok(drawing.undecided.count <= vector.undecidedAtMost, `${drawing.undecided.count} undecided`);
    // Every drawn point: the polylines' points, three points inside each of their pieces, the dots.
    const distance = nearestSample(samples);
    const drawn = [...drawing.dots];
    for (const line of drawing.segments) {
      line.forEach((point, index) => {
        drawn.push(point);
        if (index === 0) return;
        const before = line[index - 1];
        for (const f of [0.25, 0.5, 0.75]) drawn.push([before[0] + (point[0] - before[0]) * f, before[1] + (point[1] - before[1]) * f]);
      });
    }
    assert.ok(drawn.length > 0, 'something is drawn');
    const farthest = Math.max(...drawn.map(([x, y]) => distance(frame.toPixel(x, y))));
    assert.ok(farthest <= 0.5 + spacing / 2, `a drawn point ${farthest} px from the curve`);
  });
}

/** Whether the relation holds at (x, y), in doubles: every comparison of its sides. */
function holdsAt(relation) {
  const slots = new Map([[Y, 0]]);
  const values = new Float64Array(1);
  const sides = relationComparisons(relation).map(({ left, comparison, right }) => [compileTree(left, slots, values), comparison, compileTree(right, slots, values)]);
  return (x, y) => {
    values[0] = y;
    return sides.every(([left, comparison, right]) => compare(comparison, left(x), right(x)));
  };
}

for (const vector of fixture.regions) {
  test(`region: ${vector.name}, ${vector.relation}`, () => {
    const frame = frameOf(vector);
    const relation = parseRelation(vector.relation);
    const drawing = drawImplicit(relation, frame.viewport);
    assert.equal(drawing.kind, 'region');
    const [inside, boundary, undecided] = [pixels(frame, drawing.inside), pixels(frame, drawing.boundary), pixels(frame, drawing.undecided)];
    const holds = holdsAt(relation);
    const mixed = new Set();
    const wrong = [];
    for (let row = 0; row < frame.height; row += 1) {
      const r = frame.height - 1 - row;
      const [y0, y1] = [frame.edgeY(r), frame.edgeY(r + 1)];
      for (let column = 0; column < frame.width; column += 1) {
        const [x0, x1] = [frame.edgeX(column), frame.edgeX(column + 1)];
        // 17 × 17 points from corner to corner: the closed pixel, its edges among them (16 × 16 parts).
        let count = 0;
        for (let a = 0; a <= 16; a += 1) {
          const x = a === 16 ? x1 : x0 + (x1 - x0) * a / 16;
          for (let b = 0; b <= 16; b += 1) if (holds(x, b === 16 ? y1 : y0 + (y1 - y0) * b / 16)) count += 1;
        }
        const key = frame.key(column, row);
        if (count > 0 && count < 289) mixed.add(key);
        if (inside.has(key) && count < 289) wrong.push(`inside at ${column}, ${row}: ${count} of 289 hold`);
        if (!inside.has(key) && !boundary.has(key) && !undecided.has(key) && count > 0) wrong.push(`outside at ${column}, ${row}: ${count} hold`);
      }
    }
    for (const key of mixed) if (!boundary.has(key) && !undecided.has(key)) wrong.push(`mixed at ${key % frame.width}, ${Math.floor(key / frame.width)} not on the boundary`);
    for (const key of boundary) if (!near(frame, mixed, key)) wrong.push(`boundary at ${key % frame.width}, ${Math.floor(key / frame.width)} far from a mixed pixel`);
    assert.deepEqual(wrong.slice(0, 10), []);
    assert.ok(undecided.size <= vector.undecidedAtMost, `${undecided.size} undecided`);
    assert.ok(inside.size > 0 && boundary.size > 0);
    for (const edge of drawing.edges) assert.equal(edge.isStrict, edge.comparison === '<' || edge.comparison === '>');
  });
}
