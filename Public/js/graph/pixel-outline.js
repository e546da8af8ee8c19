// The outline of a set of pixels (docs/sampling.md#certified-drawing), as Sources/PlotSVG/PixelOutline.swift writes it:
// the edges between a pixel of the set and one outside it, joined into closed loops, each run of edges along one line
// written as one `h` or `v`. Filled with the nonzero rule it covers exactly the pixels, as a rectangle per run would,
// in a fraction of the text: a region's boundary a staircase of pixel steps.
//
//   outlinePath({ runs: [{ row: 0, column: 1, count: 2 }, { row: 1, column: 1, count: 2 }] }, 2, 2)  // 'M2 0h4v4h-4z'

import { svgUnits, unitsText } from './svg-number.js';

/**
 * The `d` of the outline of `pixels`, each pixel `width` × `height` SVG units, written to two decimals.
 * @param {{runs: {row: number, column: number, count: number}[]}} pixels runs along rows counted from the top
 * @param {number} width
 * @param {number} height
 * @returns {string}
 */
export function outlinePath({ runs }, width, height) {
  let d = '';
  for (const loop of loops(outlineEdges(runs))) {
    const units = turns(loop).map(([column, row]) => [svgUnits(column * width, 2), svgUnits(row * height, 2)]);
    d += `M${unitsText(units[0][0], 2)} ${unitsText(units[0][1], 2)}`;
    // Each side to the next corner; the last one back to the first is the `z`.
    for (let k = 1; k < units.length; k += 1) {
      d += units[k][0] !== units[k - 1][0] ? `h${unitsText(units[k][0] - units[k - 1][0], 2)}` : `v${unitsText(units[k][1] - units[k - 1][1], 2)}`;
    }
    d += 'z';
  }
  return d;
}

/**
 * The outline's edges [from, to] between corners [column, row], row boundary by row boundary from the top: along the
 * top of each row, where it has pixels the row above has not (left to right), and where the row above has pixels it
 * has not (right to left); then down each run's right end and up its left end. Clockwise on screen: the set's pixels
 * on each edge's right.
 */
function outlineEdges(runs) {
  const rows = new Map();
  for (const { row, column, count } of runs) {
    if (!rows.has(row)) rows.set(row, []);
    rows.get(row).push([column, column + count]);
  }
  if (rows.size === 0) return [];
  const numbers = [...rows.keys()];
  const [firstRow, lastRow] = [Math.min(...numbers), Math.max(...numbers)];
  const sortedRow = (row) => [...(rows.get(row) ?? [])].sort((a, b) => a[0] - b[0]);
  const edges = [];
  for (let row = firstRow; row <= lastRow + 1; row += 1) {
    const [above, here] = [sortedRow(row - 1), sortedRow(row)];
    for (const [first, end] of uncovered(here, above)) edges.push([[first, row], [end, row]]);
    for (const [first, end] of uncovered(above, here)) edges.push([[end, row], [first, row]]);
    for (const [first, end] of here) {
      edges.push([[end, row], [end, row + 1]]);
      edges.push([[first, row + 1], [first, row]]);
    }
  }
  return edges;
}

/** The parts of the spans `spans` that no span of `other` covers, left to right (both sorted, neither overlapping itself). */
function uncovered(spans, other) {
  const parts = [];
  let k = 0;
  for (const [first, end] of spans) {
    let start = first;
    while (k < other.length && other[k][1] <= start) k += 1;
    for (let j = k; start < end; j += 1) {
      if (j >= other.length || other[j][0] >= end) {
        parts.push([start, end]);
        break;
      }
      if (other[j][0] > start) parts.push([start, other[j][0]]);
      start = Math.max(start, other[j][1]);
    }
  }
  return parts;
}

/**
 * The edges joined into closed loops of corners, each from an edge not yet taken, in the order made: at a corner where
 * two loops touch (pixels meeting at a corner only), the first edge made from there goes on.
 */
function loops(edges) {
  const key = ([column, row]) => row * 1048576 + column;
  const leaving = new Map();
  edges.forEach(([from], index) => {
    const k = key(from);
    if (!leaving.has(k)) leaving.set(k, []);
    leaving.get(k).push(index);
  });
  const taken = new Array(edges.length).fill(false);
  const found = [];
  edges.forEach(([origin], start) => {
    if (taken[start]) return;
    const loop = [origin];
    let index = start;
    for (;;) {
      taken[index] = true;
      const corner = edges[index][1];
      if (key(corner) === key(origin)) break;
      loop.push(corner);
      const next = leaving.get(key(corner))?.find((candidate) => !taken[candidate]);
      if (next === undefined) break;
      index = next;
    }
    found.push(loop);
  });
  return found;
}

/** The corners of a loop where it turns, from its first turn on: the points along a straight side are left out. */
function turns(loop) {
  const n = loop.length;
  const isTurn = (k) => {
    const [before, here, after] = [loop[(k + n - 1) % n], loop[k], loop[(k + 1) % n]];
    return (before[1] === here[1]) !== (here[1] === after[1]);
  };
  let first = 0;
  while (first < n && !isTurn(first)) first += 1;
  if (first === n) first = 0;
  const corners = [];
  for (let i = 0; i < n; i += 1) {
    const k = (first + i) % n;
    if (isTurn(k)) corners.push(loop[k]);
  }
  return corners;
}
