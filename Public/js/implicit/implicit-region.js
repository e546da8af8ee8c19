// Deciding one pixel of a region (docs/sampling.md#certified-drawing): inside where every comparison holds on all of it,
// outside where one fails on all of it, on the boundary where points of both kinds are proved in it, undecided where
// neither is shown within the budget. Port of Sources/PlotCore/Implicit/ImplicitRun+Region.swift.

import { IMPLICIT } from '../limits.js';
import { EVERYWHERE, NOWHERE } from '../interval/enclosure.js';
import { FAILS, HOLDS } from './implicit-parts.js';
import { candidates } from './shortest-numbers.js';
import { addPieces } from './implicit-geometry.js';
import { CROSSED, EMPTY, INSIDE, UNDECIDED_PIXEL } from './pixel-states.js';

/** @param {import('./implicit-run.js').ImplicitRun} run */
export function decideRegionPixel(run, pixel) {
  const { grid } = run;
  const [i, r] = [pixel % grid.columns, Math.floor(pixel / grid.columns)];
  const [x0, x1, y0, y1] = [grid.xs[i], grid.xs[i + 1], grid.ys[r], grid.ys[r + 1]];
  const truth = run.truth(x0, x1, y0, y1);
  if (truth === EVERYWHERE) { run.states[pixel] = INSIDE; return; }
  if (truth === NOWHERE) { run.states[pixel] = EMPTY; return; }
  let found = { holds: false, fails: false, unresolved: false };
  for (const [ci, cr] of [[i, r], [i + 1, r], [i + 1, r + 1], [i, r + 1]]) note(found, run.vertexTruth(ci, cr));
  if (!both(found)) {
    const refined = run.truth(x0, x1, y0, y1, true);
    if (refined === EVERYWHERE) { run.states[pixel] = INSIDE; return; }
    if (refined === NOWHERE) { run.states[pixel] = EMPTY; return; }
  }
  for (const px of candidates(x0, x1)) {
    if (both(found)) break;
    for (const py of candidates(y0, y1)) {
      if (both(found)) break;
      note(found, run.pointTruth(px, py));
    }
  }
  if (!both(found)) found = subdivide(run, x0, x1, y0, y1, found);
  if (both(found)) {
    run.states[pixel] = CROSSED;
    for (let k = 0; k < run.parts.comparisons.length; k += 1) {
      addPieces(run, i, r, k, run.difference(k, x0, x1, y0, y1).continuous, null);
    }
  } else if (found.unresolved) {
    run.states[pixel] = UNDECIDED_PIXEL;
  } else {
    run.states[pixel] = found.holds ? INSIDE : EMPTY;
  }
}

const both = (found) => found.holds && found.fails;

function note(found, truth) {
  if (truth === HOLDS) found.holds = true;
  if (truth === FAILS) found.fails = true;
}

/**
 * Halves the pixel, breadth first, as a curve's is: a part decided everywhere or nowhere shows points of that kind, as do
 * the halving points; the rest is halved again, down to the budget.
 */
function subdivide(run, x0, x1, y0, y1, start) {
  const found = { ...start };
  const begin = run.evaluations;
  const queue = [[x0, x1, y0, y1, 0]];
  let head = 0;
  while (head < queue.length && !both(found)) {
    if (run.evaluations - begin >= IMPLICIT.pixelEvaluations) {
      found.unresolved = true;
      return found;
    }
    const [a0, a1, b0, b1, depth] = queue[head];
    head += 1;
    const [xm, ym] = [a0 + (a1 - a0) / 2, b0 + (b1 - b0) / 2];
    for (const [px, py] of [[xm, b0], [a1, ym], [xm, b1], [a0, ym], [xm, ym]]) {
      if (both(found)) break;
      note(found, run.pointTruth(px, py));
    }
    for (const [c0, c1, d0, d1] of [[a0, xm, b0, ym], [xm, a1, b0, ym], [xm, a1, ym, b1], [a0, xm, ym, b1]]) {
      if (both(found)) break;
      const truth = run.truth(c0, c1, d0, d1, true);
      if (truth === EVERYWHERE) found.holds = true;
      else if (truth === NOWHERE) found.fails = true;
      else if (depth + 1 < IMPLICIT.subpixelDepth) queue.push([c0, c1, d0, d1, depth + 1]);
      else found.unresolved = true;
    }
  }
  return found;
}
