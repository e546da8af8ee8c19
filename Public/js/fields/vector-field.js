// A vector field (P(x, y), Q(x, y)) in a frame (docs/sampling.md#slope-and-vector-fields): in each cell an arrow centred
// on the centre along the vector, the same length on screen, its magnitude told by its shade (FIELDS.shades steps from the
// weakest in the frame to the strongest). A zero vector is a dot; undefined or infinite: the cell stays empty. Port of
// Sources/PlotCore/Fields/VectorField.swift, line for line.
//
//   const { arrows, magnitudes } = vectorArrows((x, y) => [-y, x], fieldGrid(viewport, 2));
//   arrows[0].points      // Float64Array [tailX, tailY, tipX, tipY, leftX, leftY, rightX, rightY], or [x, y] for a dot
//   arrowShade(arrows[0], magnitudes)   // 0 … FIELDS.shades − 1

import { FIELDS } from '../limits.js';
import { offset, screenDirection } from './field-grid.js';

const HEAD_SHARE = 0.3;
const HEAD_COS = 0.883;
const HEAD_SIN = 0.469;

/**
 * The arrows of `vectorAt` over `grid`, row by row from the lowest, and the range of their magnitudes (null for none).
 * @param {(x: number, y: number) => [number, number]} vectorAt
 * @param {import('./field-grid.js').FieldGrid} grid
 * @returns {{arrows: {points: Float64Array, magnitude: number}[], magnitudes: {low: number, high: number} | null}}
 */
export function vectorArrows(vectorAt, grid) {
  const arrows = [];
  let [low, high] = [Infinity, -Infinity];
  for (const y of grid.ys) {
    for (const x of grid.xs) {
      const [p, q] = vectorAt(x, y);
      const arrow = vectorArrow(p, q, x, y, grid);
      if (arrow === null) continue;
      arrows.push(arrow);
      low = Math.min(low, arrow.magnitude);
      high = Math.max(high, arrow.magnitude);
    }
  }
  return { arrows, magnitudes: arrows.length > 0 ? { low, high } : null };
}

/** The arrow of (p, q) centred at (x, y); null where either is not finite. */
export function vectorArrow(p, q, x, y, grid) {
  if (!Number.isFinite(p) || !Number.isFinite(q)) return null;
  const largest = Math.max(Math.abs(p), Math.abs(q));
  if (largest === 0) return { points: Float64Array.of(x, y), magnitude: 0 };
  const [a, b] = [p / largest, q / largest];
  const magnitude = largest * Math.sqrt(a * a + b * b);
  const direction = screenDirection(grid, a, b);
  if (direction === null) return null;
  const [ux, uy] = direction;
  const half = grid.halfMark;
  const head = HEAD_SHARE * 2 * half;
  const [tipX, tipY] = [half * ux, half * uy];
  const [backX, backY] = [-ux * head, -uy * head];
  const left = [tipX + backX * HEAD_COS - backY * HEAD_SIN, tipY + backX * HEAD_SIN + backY * HEAD_COS];
  const right = [tipX + backX * HEAD_COS + backY * HEAD_SIN, tipY - backX * HEAD_SIN + backY * HEAD_COS];
  return {
    points: Float64Array.of(...offset(grid, x, y, -tipX, -tipY), ...offset(grid, x, y, tipX, tipY),
      ...offset(grid, x, y, ...left), ...offset(grid, x, y, ...right)),
    magnitude,
  };
}

/** An arrow's shade, 0 (weakest) … FIELDS.shades − 1: its magnitude's place between the frame's lowest and highest. */
export function arrowShade(arrow, magnitudes) {
  if (magnitudes === null || !(magnitudes.high > magnitudes.low)) return FIELDS.shades - 1;
  const step = Math.floor((arrow.magnitude - magnitudes.low) / (magnitudes.high - magnitudes.low) * FIELDS.shades);
  return Math.min(FIELDS.shades - 1, Math.max(0, step));
}
