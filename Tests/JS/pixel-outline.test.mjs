// A region's pixels as their outline (graph/pixel-outline.js): the same text as Sources/PlotSVG/PixelOutline.swift
// (Tests/PlotSVGTests/PixelOutlineTests.swift has the same cases), and filled by the nonzero rule exactly the pixels.
import test from 'node:test';
import assert from 'node:assert/strict';
import { outlinePath } from '../../Public/js/graph/pixel-outline.js';

const runs = (...list) => ({ runs: list.map(([row, column, count]) => ({ row, column, count })) });

test('a block of pixels is one rectangle, its sides one h or v each', () => {
  assert.equal(outlinePath(runs([0, 1, 2], [1, 1, 2]), 2, 2), 'M2 0h4v4h-4z');
  assert.equal(outlinePath(runs([5, 3, 1]), 0.5, 0.5), 'M1.5 2.5h.5v.5h-.5z');
  assert.equal(outlinePath(runs(), 0.5, 0.5), '');
});

test('a ring is its outer loop clockwise and its hole anticlockwise; pixels touching at a corner are one loop', () => {
  assert.equal(outlinePath(runs([0, 0, 3], [1, 0, 1], [1, 2, 1], [2, 0, 3]), 1, 1), 'M0 0h3v3h-3zM2 1h-1v1h1z');
  assert.equal(outlinePath(runs([0, 0, 1], [1, 1, 1]), 1, 1), 'M0 0h1v1h1v1h-1v-1h-1z');
  // A staircase, as a region's slanted edge is drawn: a step a row.
  assert.equal(outlinePath(runs([0, 2, 1], [1, 1, 2], [2, 0, 3]), 0.5, 0.5), 'M1 0h.5v1.5h-1.5v-.5h.5v-.5h.5z');
});

/** Winding number of the path's loops (M, h, v, z only) around (x, y), a point on no edge. */
function winding(d, x, y) {
  let total = 0;
  for (const loop of d.split('z').filter(Boolean)) {
    const [start, ...steps] = loop.match(/[Mhv][^Mhv]*/g);
    let [px, py] = start.slice(1).split(' ').map(Number);
    const points = [[px, py]];
    for (const step of steps) {
      if (step[0] === 'h') px += Number(step.slice(1));
      else py += Number(step.slice(1));
      points.push([px, py]);
    }
    points.forEach(([ax, ay], i) => {
      const [bx, by] = points[(i + 1) % points.length];
      // A side straight down counts +1, up −1, where it crosses the ray to the right of the point.
      if (ax === bx && ax > x && Math.min(ay, by) < y && y < Math.max(ay, by)) total += by > ay ? 1 : -1;
    });
  }
  return total;
}

test('filled by the nonzero rule, the outline covers exactly the pixels of random sets', () => {
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let trial = 0; trial < 200; trial += 1) {
    const [columns, rows] = [1 + Math.floor(random() * 9), 1 + Math.floor(random() * 9)];
    const inside = Array.from({ length: rows }, () => Array.from({ length: columns }, () => random() < 0.55));
    const list = [];
    inside.forEach((cells, row) => {
      for (let column = 0; column < columns; column += 1) {
        if (!cells[column] || (column > 0 && cells[column - 1])) continue;
        let end = column;
        while (end < columns && cells[end]) end += 1;
        list.push([row, column, end - column]);
      }
    });
    const d = outlinePath(runs(...list), 1, 1);
    inside.forEach((cells, row) => cells.forEach((cell, column) => {
      assert.equal(winding(d, column + 0.5, row + 0.5) !== 0, cell, `pixel (${column}, ${row}) of ${JSON.stringify(list)}: ${d}`);
    }));
  }
});
