// The grid a slope or vector field is drawn on in a frame (docs/sampling.md#slope-and-vector-fields): square cells
// FIELDS.cell CSS px wide whose centres stand at whole multiples of the cell's size in data units, so that panning moves
// the marks with the graph and only a zoom lays them afresh. Port of Sources/PlotCore/Fields/FieldGrid.swift, line for line.
//
//   const grid = fieldGrid(viewport, 2);   // viewport's width and height in device px, 2 device px per CSS px
//   grid.xs, grid.ys                        // the cells' centres, ascending

import { FIELDS } from '../limits.js';

/**
 * @typedef {object} FieldGrid
 * @property {number} pixelsPerX CSS px per data unit along x
 * @property {number} pixelsPerY
 * @property {number} cellX a cell's size in data units
 * @property {number} cellY
 * @property {number[]} xs the cells' centres in the frame, ascending
 * @property {number[]} ys
 * @property {number} halfMark half a mark's length, in CSS px
 */

/**
 * The grid of `viewport` at `density` device px per CSS px.
 * @param {{xMin: number, xMax: number, yMin: number, yMax: number, width: number, height: number}} viewport
 * @param {number} density
 * @returns {FieldGrid}
 */
export function fieldGrid(viewport, density) {
  const pixelsPerX = viewport.width / density / (viewport.xMax - viewport.xMin);
  const pixelsPerY = viewport.height / density / (viewport.yMax - viewport.yMin);
  const cellX = FIELDS.cell / pixelsPerX;
  const cellY = FIELDS.cell / pixelsPerY;
  const columns = multiples(cellX, viewport.xMin, viewport.xMax);
  const rows = multiples(cellY, viewport.yMin, viewport.yMax);
  const grid = { pixelsPerX, pixelsPerY, cellX, cellY, xs: [], ys: [], halfMark: FIELDS.markShare * FIELDS.cell / 2 };
  if (columns === null || rows === null || columns.count * rows.count > FIELDS.cellsMax) return grid;
  grid.xs = Array.from({ length: columns.count }, (_, k) => (columns.first + k) * cellX);
  grid.ys = Array.from({ length: rows.count }, (_, k) => (rows.first + k) * cellY);
  return grid;
}

/** The first k with k·size ≥ low and how many such k up to high; null where there is none, or k is too large to count. */
function multiples(size, low, high) {
  const first = Math.ceil(low / size);
  const last = Math.floor(high / size);
  if (!Number.isFinite(first) || !Number.isFinite(last) || Math.abs(first) >= 2 ** 52 || Math.abs(last) >= 2 ** 52 || last < first
    || last - first + 1 > FIELDS.cellsMax) return null;
  return { first, count: last - first + 1 };
}

/** A point dx, dy CSS px (dy upwards) from (x, y), in data units: [x, y]. */
export function offset(grid, x, y, dx, dy) {
  return [x + dx / grid.pixelsPerX, y + dy / grid.pixelsPerY];
}

/**
 * The unit vector on screen (y upwards) of the direction (a, b) in data units, scaled first so that no square overflows;
 * null for no direction. Square roots, not Math.hypot: the same doubles as Swift's.
 */
export function screenDirection(grid, a, b) {
  const sx = a * grid.pixelsPerX;
  const sy = b * grid.pixelsPerY;
  const largest = Math.max(Math.abs(sx), Math.abs(sy));
  if (!(largest > 0) || !Number.isFinite(largest)) return null;
  const u = sx / largest;
  const v = sy / largest;
  const length = Math.sqrt(u * u + v * v);
  return [u / length, v / length];
}
