// The certified drawing of implicit curves and regions (docs/sampling.md#certified-drawing): the entry of
// Public/js/implicit/, as Swift's ImplicitRun+Drawing.swift and ImplicitDrawing.swift.
//
//   const drawing = drawImplicit(parseRelation('x^2 + y^2 = 4'), viewport);
//   drawing.kind        // 'curve'
//   drawing.segments    // [[[x, y], …], …] in data coordinates, through every crossed pixel
//   drawing.undecided   // {runs: [{row, column, count}, …], count}: pixels no proof decided
//
// A live view makes an ImplicitRun (./implicit-run.js), advances it a little each frame, and draws
// `implicitDrawing(run)` with `pendingBlocks(run)` until `run.isFinished`.

import { joinPieces } from './segment-chains.js';
import { ImplicitRun } from './implicit-run.js';
import { CROSSED, INSIDE, PENDING, UNDECIDED_PIXEL } from './pixel-states.js';

export { ImplicitRun };

/**
 * Pixels of one kind as runs along rows: row counted from the top, the first column, how many.
 * @typedef {{runs: {row: number, column: number, count: number}[], count: number}} PixelRuns
 */

/**
 * What a run has drawn so far: for a curve {kind: 'curve', segments, dots, crossed, undecided}; for a region
 * {kind: 'region', inside, boundary, undecided, edges: [{comparison, isStrict, segments}]} (dashed where strict).
 * Points are [x, y] in data coordinates; pixels not yet decided are in no list (pendingBlocks).
 * @param {ImplicitRun} run
 */
export function implicitDrawing(run) {
  const runs = pixelRuns(run);
  if (run.parts.isCurve) {
    // Each dot once, and none where a line ends: it is drawn already.
    const seen = new Set(run.pieces[0].flat().map(([x, y]) => `${x},${y}`));
    const dots = run.dots.filter(([x, y]) => !seen.has(`${x},${y}`) && seen.add(`${x},${y}`));
    return { kind: 'curve', segments: joinPieces(run.pieces[0]), dots, crossed: runs[CROSSED], undecided: runs[UNDECIDED_PIXEL] };
  }
  const edges = run.parts.comparisons.map((comparison, k) => ({
    comparison, isStrict: comparison === '<' || comparison === '>', segments: joinPieces(run.pieces[k]) }));
  return { kind: 'region', inside: runs[INSIDE], boundary: runs[CROSSED], undecided: runs[UNDECIDED_PIXEL], edges };
}

/**
 * The certified drawing of `relation` in `viewport`, to the end.
 * @param {import('../expression/relation.js').ParsedRelation} relation
 * @param {import('../sampling/viewport.js').Viewport} viewport
 * @param {Record<string, number>} [values] the relation's parameters
 */
export function drawImplicit(relation, viewport, values = {}) {
  return implicitDrawing(new ImplicitRun(relation, viewport, values).finish());
}

/** The pixels of every state, as runs along rows counted from the top, in one pass. */
function pixelRuns({ grid, states }) {
  const runs = [0, 1, 2, 3, 4].map(() => ({ runs: [], count: 0 }));
  for (let row = 0; row < grid.rows; row += 1) {
    const base = (grid.rows - 1 - row) * grid.columns;
    let column = 0;
    while (column < grid.columns) {
      const state = states[base + column];
      const first = column;
      while (column < grid.columns && states[base + column] === state) column += 1;
      runs[state].runs.push({ row, column: first, count: column - first });
      runs[state].count += column - first;
    }
  }
  return runs;
}

/**
 * The pixels not decided yet, as runs along rows counted from the top ({column, row, width, height: 1}): none once the
 * run is finished.
 * @param {ImplicitRun} run
 */
export function pendingBlocks(run) {
  return pixelRuns(run)[PENDING].runs.map(({ row, column, count }) => ({ column, row, width: count, height: 1 }));
}
