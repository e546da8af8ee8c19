// A slope field dy/dx = f(x, y) in a frame (docs/sampling.md#slope-and-vector-fields): in each cell of its grid a segment
// through the centre with the slope there, the same length on screen whatever its slope. Undefined: the cell stays empty;
// infinite, or too steep for the screen to tell from vertical: vertical. Port of Sources/PlotCore/Fields/SlopeField.swift.
//
//   slopeSegments((x, y) => x - y, fieldGrid(viewport, 2))   // [Float64Array [x0, y0, x1, y1], …]

import { offset, screenDirection } from './field-grid.js';

/**
 * The segments of `slopeAt` over `grid`, row by row from the lowest, each left to right.
 * @param {(x: number, y: number) => number} slopeAt
 * @param {import('./field-grid.js').FieldGrid} grid
 * @returns {Float64Array[]}
 */
export function slopeSegments(slopeAt, grid) {
  const segments = [];
  for (const y of grid.ys) {
    for (const x of grid.xs) {
      const segment = slopeSegment(slopeAt(x, y), x, y, grid);
      if (segment !== null) segments.push(segment);
    }
  }
  return segments;
}

/** The segment of slope `s` centred at (x, y); null where `s` is NaN. */
export function slopeSegment(s, x, y, grid) {
  if (Number.isNaN(s)) return null;
  const half = grid.halfMark;
  const direction = Number.isFinite(s) ? screenDirection(grid, 1, s) : null;
  const [dx, dy] = direction === null ? [0, half] : [half * direction[0], half * direction[1]];
  return Float64Array.of(...offset(grid, x, y, -dx, -dy), ...offset(grid, x, y, dx, dy));
}
