// Deciding one pixel of an implicit curve (docs/sampling.md#certified-drawing): crossed where a sign change on a
// continuous stretch or an exact 0 is proved inside it, not crossed where no part of it can hold a zero, undecided where
// neither is shown within the budget. Port of Sources/PlotCore/Implicit/ImplicitRun+Curve.swift.

import { IMPLICIT } from '../limits.js';
import { excludesZero } from '../interval/interval-function.js';
import { NEGATIVE, POSITIVE, ZERO } from './implicit-parts.js';
import { candidates } from './shortest-numbers.js';
import { addPieces, zeroBetween } from './implicit-geometry.js';
import { CROSSED, EMPTY, UNDECIDED_PIXEL } from './pixel-states.js';

/** @param {import('./implicit-run.js').ImplicitRun} run */
export function decideCurvePixel(run, pixel) {
  const { grid } = run;
  const [i, r] = [pixel % grid.columns, Math.floor(pixel / grid.columns)];
  const [x0, x1, y0, y1] = [grid.xs[i], grid.xs[i + 1], grid.ys[r], grid.ys[r + 1]];
  const e = run.difference(0, x0, x1, y0, y1);
  if (excludesZero(e)) { run.states[pixel] = EMPTY; return; }
  const natural = { lower: e.lower, upper: e.upper, hasNoNaN: e.hasNoNaN, continuous: e.continuous };
  const cell = { x0, x1, y0, y1, depth: 0,
    corners: [run.vertexSign(i, r), run.vertexSign(i + 1, r), run.vertexSign(i + 1, r + 1), run.vertexSign(i, r + 1)] };
  const zeroCorner = cell.corners.indexOf(ZERO);
  let proof = zeroCorner >= 0 ? cornerPoints(cell)[zeroCorner] : null;
  const changesSign = natural.continuous && cell.corners.includes(POSITIVE) && cell.corners.includes(NEGATIVE);
  if (proof === null && !changesSign && run.isZeroFree(x0, x1, y0, y1, natural, cell.corners)) { run.states[pixel] = EMPTY; return; }
  if (proof === null && !changesSign) proof = simpleZero(run, x0, x1, y0, y1);
  if (proof === null && !changesSign) {
    const verdict = subdivide(run, cell);
    if (verdict === EMPTY) { run.states[pixel] = EMPTY; return; }
    if (verdict === UNDECIDED_PIXEL) { run.states[pixel] = UNDECIDED_PIXEL; return; }
    proof = verdict;
  }
  run.states[pixel] = CROSSED;
  addPieces(run, i, r, 0, natural.continuous, proof);
}

/** The corners of a cell: bottom-left, bottom-right, top-right, top-left, as [x, y]. */
function cornerPoints({ x0, x1, y0, y1 }) {
  return [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
}

/** An exact zero at a point of the box with the simplest coordinates (an isolated point at the origin, at (1, 2)). */
function simpleZero(run, x0, x1, y0, y1) {
  for (const px of candidates(x0, x1)) {
    for (const py of candidates(y0, y1)) if (run.pointSign(0, px, py) === ZERO) return [px, py];
  }
  return null;
}

/**
 * Halves the pixel, breadth first: a part whose enclosure excludes 0 is dropped; one that is continuous with a sign
 * change among its corners, or a point where the value is exactly 0, proves a crossing. Returns the point proved, EMPTY
 * or UNDECIDED_PIXEL.
 */
function subdivide(run, pixel) {
  const start = run.evaluations;
  const queue = [pixel];
  let head = 0;
  let unresolved = false;
  while (head < queue.length) {
    if (run.evaluations - start >= IMPLICIT.pixelEvaluations) {
      unresolved = true;
      break;
    }
    const { x0, x1, y0, y1, depth, corners } = queue[head];
    head += 1;
    const [xm, ym] = [x0 + (x1 - x0) / 2, y0 + (y1 - y0) / 2];
    const middles = [[xm, y0], [x1, ym], [xm, y1], [x0, ym], [xm, ym]];
    const signs = middles.map(([px, py]) => run.pointSign(0, px, py));
    const zero = signs.indexOf(ZERO);
    if (zero >= 0) return middles[zero];
    const [bottom, right, top, left, centre] = signs;
    const children = [
      { x0, x1: xm, y0, y1: ym, depth: depth + 1, corners: [corners[0], bottom, centre, left] },
      { x0: xm, x1, y0, y1: ym, depth: depth + 1, corners: [bottom, corners[1], right, centre] },
      { x0: xm, x1, y0: ym, y1, depth: depth + 1, corners: [centre, right, corners[2], top] },
      { x0, x1: xm, y0: ym, y1, depth: depth + 1, corners: [left, centre, top, corners[3]] },
    ];
    for (const child of children) {
      const e = run.difference(0, child.x0, child.x1, child.y0, child.y1);
      if (excludesZero(e)) continue;
      const [plus, minus] = [child.corners.indexOf(POSITIVE), child.corners.indexOf(NEGATIVE)];
      if (e.continuous && plus >= 0 && minus >= 0) {
        const points = cornerPoints(child);
        return zeroBetween(run, points[plus], points[minus], 0);
      }
      if (run.isZeroFree(child.x0, child.x1, child.y0, child.y1, e, child.corners)) continue;
      if (child.depth < IMPLICIT.subpixelDepth) queue.push(child); else unresolved = true;
    }
  }
  return unresolved ? UNDECIDED_PIXEL : EMPTY;
}
