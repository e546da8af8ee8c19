// The lines drawn through a decided pixel (docs/sampling.md#certified-drawing): marching squares on the signs at its
// corners (an exact 0 counted as positive), each piece between two crossings located on its edges, shared with the
// neighbouring pixel; a saddle's pairing decided by the sign at its centre. Port of
// Sources/PlotCore/Implicit/ImplicitRun+Geometry.swift.

import { IMPLICIT } from '../limits.js';
import { NOWHERE, compare, registerFile, set, setPoint } from '../interval/enclosure.js';
import { NEGATIVE, POSITIVE, UNKNOWN, ZERO, perturbed, pointSign } from './implicit-parts.js';

const T = registerFile(3);

/**
 * Adds comparison k's pieces in pixel (i, r), which must be continuous (`isContinuous`) for its edges' crossings to be
 * proved. A curve's pixel without a piece gets a dot: at a crossing found, else at `proof`. A region's piece is kept
 * only where the other comparisons do not fail at its middle.
 * @param {import('./implicit-run.js').ImplicitRun} run
 */
export function addPieces(run, i, r, k, isContinuous, proof) {
  const { grid } = run;
  // Corners 0 … 3: bottom-left, bottom-right, top-right, top-left; their signs.
  const s0 = run.vertexSign(i, r, k);
  const s1 = run.vertexSign(i + 1, r, k);
  const s2 = run.vertexSign(i + 1, r + 1, k);
  const s3 = run.vertexSign(i, r + 1, k);
  // The edges, left to right and bottom to top: bottom 0 → 1, right 1 → 2, top 3 → 2, left 0 → 3.
  let bottom = null;
  let right = null;
  let top = null;
  let left = null;
  if (isContinuous) {
    bottom = crossing(run, k, horizontalEdge(grid, i, r), i, r, s0, i + 1, r, s1);
    right = crossing(run, k, verticalEdge(grid, i + 1, r), i + 1, r, s1, i + 1, r + 1, s2);
    top = crossing(run, k, horizontalEdge(grid, i, r + 1), i, r + 1, s3, i + 1, r + 1, s2);
    left = crossing(run, k, verticalEdge(grid, i, r), i, r, s0, i, r + 1, s3);
  }
  const found = [bottom, right, top, left].filter((point) => point !== null);
  let added = [];
  if (found.length === 2) {
    added = [[found[0], found[1]]];
  } else if (found.length === 4) {
    const [x0, x1, y0, y1] = [grid.xs[i], grid.xs[i + 1], grid.ys[r], grid.ys[r + 1]];
    const centre = [x0 + (x1 - x0) / 2, y0 + (y1 - y0) / 2];
    const sign = run.pointSign(k, centre[0], centre[1]);
    if (sign === ZERO) added = [[bottom, centre], [right, centre], [top, centre], [left, centre]];
    // The centre is on the side of corners 0 and 2: corners 1 and 3 are cut off.
    else if (sign === UNKNOWN || perturbed(sign) === perturbed(s0)) added = [[bottom, right], [top, left]];
    else added = [[left, bottom], [right, top]];
  }
  const corners = [[grid.xs[i], grid.ys[r]], [grid.xs[i + 1], grid.ys[r]], [grid.xs[i + 1], grid.ys[r + 1]], [grid.xs[i], grid.ys[r + 1]]];
  const edges = [[0, 1, horizontalEdge(grid, i, r)], [1, 2, verticalEdge(grid, i + 1, r)],
    [3, 2, horizontalEdge(grid, i, r + 1)], [0, 3, verticalEdge(grid, i, r)]];
  // An edge exactly 0 at both corners is a line along a grid line (y = 4): marching squares, counting 0 as positive,
  // leaves it to the pixel on the negative side, which a region may have decided whole; so this pixel draws it too.
  if (isContinuous) {
    const signs = [s0, s1, s2, s3];
    for (const [a, b] of edges) if (signs[a] === ZERO && signs[b] === ZERO) added.push([corners[a], corners[b]]);
  }
  const same = (p, q) => p[0] === q[0] && p[1] === q[1];
  let drawn = 0;
  for (const [a, b] of added) {
    if (same(a, b) || !keeps(run, a, b, k)) continue;
    drawn += 1;
    // A piece along an edge is drawn once, though both pixels beside it find it.
    const edge = edges.find(([p, q]) => (same(corners[p], a) && same(corners[q], b)) || (same(corners[p], b) && same(corners[q], a)));
    if (edge !== undefined) {
      const key = edge[2] * run.parts.comparisons.length + k;
      if (run.drawnEdges.has(key)) continue;
      run.drawnEdges.add(key);
    }
    run.pieces[run.parts.isCurve ? 0 : k].push([a, b]);
  }
  if (!run.parts.isCurve || drawn > 0) return;
  if (found.length > 0) {
    run.dots.push(...found);
  } else if (proof !== null) {
    run.dots.push(proof);
  } else {
    const signs = [s0, s1, s2, s3];
    const [plus, minus] = [signs.indexOf(POSITIVE), signs.indexOf(NEGATIVE)];
    // A continuous pixel whose signs change only across a corner without a sign: a zero on the diagonal.
    const corner = (index) => [grid.xs[index === 1 || index === 2 ? i + 1 : i], grid.ys[index >= 2 ? r + 1 : r]];
    if (plus >= 0 && minus >= 0) run.dots.push(zeroBetween(run, corner(plus), corner(minus), 0));
  }
}

/**
 * The crossing on the edge from vertex (ai, ar) (sign sa) to (bi, br) (sign sb), located once and shared by the two
 * pixels beside it; null where the signs (an exact 0 counted as positive) do not change along it.
 */
function crossing(run, k, id, ai, ar, sa, bi, br, sb) {
  const [pa, pb] = [perturbed(sa), perturbed(sb)];
  if (pa === UNKNOWN || pb === UNKNOWN || pa === pb) return null;
  const key = id * run.parts.comparisons.length + k;
  const known = run.edgePoints.get(key);
  if (known !== undefined) return known;
  const { grid } = run;
  let point;
  if (sa === ZERO) point = [grid.xs[ai], grid.ys[ar]];
  else if (sb === ZERO) point = [grid.xs[bi], grid.ys[br]];
  else if (pa === POSITIVE) point = zeroBetween(run, [grid.xs[ai], grid.ys[ar]], [grid.xs[bi], grid.ys[br]], k, run.vertexValue(ai, ar, k), run.vertexValue(bi, br, k));
  else point = zeroBetween(run, [grid.xs[bi], grid.ys[br]], [grid.xs[ai], grid.ys[ar]], k, run.vertexValue(bi, br, k), run.vertexValue(ai, ar, k));
  run.edgePoints.set(key, point);
  return point;
}

/** Whether a region's piece from a to b bounds it: the other comparisons do not fail at its middle. */
function keeps(run, a, b, k) {
  const { comparisons } = run.parts;
  if (run.parts.isCurve || comparisons.length === 1) return true;
  const [mx, my] = [a[0] + (b[0] - a[0]) / 2, a[1] + (b[1] - a[1]) / 2];
  for (let j = 0; j < comparisons.length; j += 1) {
    if (j === k) continue;
    const e = run.difference(j, mx, mx, my, my);
    set(T, 0, e.lower, e.upper, e.hasNoNaN, e.continuous);
    setPoint(T, 1, 0);
    compare(T, 2, comparisons[j], 0, 1);
    if (T.truths[2] === NOWHERE) return false;
  }
  return true;
}

/** The id of the edge from vertex (i, r) to (i + 1, r), and from (i, r) to (i, r + 1). */
const horizontalEdge = (grid, i, r) => 2 * (i + r * (grid.columns + 1));
const verticalEdge = (grid, i, r) => 2 * (i + r * (grid.columns + 1)) + 1;

/**
 * A zero of comparison k's difference on the segment from `a` (positive) to `b` (negative): regula falsi with the
 * Illinois rule on the values at the ends (the middles of their enclosures, given where known), until the bracket is shorter than 1/1024 of
 * the segment or after IMPLICIT.edgeBisections steps; where a step's point is exactly 0 or has no certain sign, that point.
 */
export function zeroBetween(run, a, b, k, valueA = undefined, valueB = undefined) {
  const [ax, ay, dx, dy] = [a[0], a[1], b[0] - a[0], b[1] - a[1]];
  let low = 0;
  let high = 1;
  let valueLow = valueA ?? middle(run.difference(k, ax, ax, ay, ay));
  let valueHigh = valueB ?? middle(run.difference(k, b[0], b[0], b[1], b[1]));
  let retained = 0;
  for (let step = 0; step < IMPLICIT.edgeBisections; step += 1) {
    if (!(high - low >= 1 / 1024)) continue;
    let t = low + (high - low) * (valueLow / (valueLow - valueHigh));
    if (!(t > low && t < high)) t = low + (high - low) / 2;
    const [x, y] = [ax + dx * t, ay + dy * t];
    const e = run.difference(k, x, x, y, y);
    const sign = pointSign(e);
    if (sign === POSITIVE) {
      low = t;
      valueLow = middle(e);
      if (retained === 1) valueHigh /= 2;
      retained = 1;
    } else if (sign === NEGATIVE) {
      high = t;
      valueHigh = middle(e);
      if (retained === -1) valueLow /= 2;
      retained = -1;
    } else {
      return [x, y];
    }
  }
  const t = low + (high - low) / 2;
  return [ax + dx * t, ay + dy * t];
}

/** The middle of an enclosure's bounds: its value, for interpolating. */
const middle = (e) => e.lower + (e.upper - e.lower) / 2;
