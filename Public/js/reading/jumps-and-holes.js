// A curve's jumps and holes as points of interest (docs/sampling.md#points-of-interest), read off the
// endpoint dots the sampler puts there — one source of truth for the dots drawn and the points listed. A
// value there is read from f, so one whose closed dot lies beyond the frame is still stated; a hole's limit
// is a simple number where that lies within the limit's error (x·sin(1/x) at 0: (0, 0)).
// A port of Sources/PlotCore/Reading/JumpsAndHoles.swift (the steps are described there), so the build's
// list and the live one agree.
//
//   jumpsAndHoles({ valueAt: Math.floor, from: null, to: null }, 0, sampleGrid(-0.5, 2.5, Math.floor))
//   // [{ kind: 'jump', x: 1, y: 1, curves: [0], jump: { left: 0, right: 1, value: 1 } },
//   //  { kind: 'jump', x: 2, y: 2, curves: [0], jump: { left: 1, right: 2, value: 2 } }]

import { sample } from '../sampling/sampler.js';
import { nextDown, nextUp } from '../sampling/double-ordinals.js';
import { gridScale, gridStep } from './sample-grid.js';
import { exactLimit } from './simple-numbers.js';

/** The frame the curve is sampled in, device px. */
const FRAME_WIDTH = 2000;
const FRAME_HEIGHT = 1000;
/** A hole's limit may be put on a simple number no farther than this from its dot, in device px. */
const LIMIT_DOT_PIXELS = 0.25;

/**
 * @typedef {{left: number, right: number, value: number | null}} Jump where a jump goes: from the left
 *   limit to the right one; its value there (the closed dot's), null where it is undefined there
 */

/**
 * The jumps and holes of curve `index` on its grid's range, in increasing x.
 * @param {{valueAt: (x: number) => number, from?: number | null, to?: number | null, candidates?: ((x: number) => number)[]}} curve
 *   candidates: where the sampler looks for holes (a compiled expression's `candidateFunctions`)
 * @param {number} index
 * @param {{lo: number, hi: number, ys: Float64Array}} grid
 * @returns {{kind: 'jump' | 'hole', x: number, y: number, curves: number[], jump?: Jump}[]}
 */
export function jumpsAndHoles(curve, index, grid) {
  const reach = 1.1 * gridScale(grid);
  const viewport = { xMin: grid.lo, xMax: grid.hi, yMin: -reach, yMax: reach, width: FRAME_WIDTH, height: FRAME_HEIGHT };
  let dots;
  try {
    dots = sample(curve.valueAt, viewport, 'auto', { from: curve.from ?? null, to: curve.to ?? null, candidates: curve.candidates ?? [] }).endpoints;
  } catch {
    return [];  // a range the sampler refuses (as Swift's `try?`)
  }
  const limits = { step: gridStep(grid), dotTolerance: (LIMIT_DOT_PIXELS * 2 * reach) / FRAME_HEIGHT };
  return pointsFromDots(dots, curve.valueAt, index, limits);
}

/**
 * The jumps and holes of curve `index`, function `f`, that the dots (in increasing x) mark; with `limits`,
 * each hole's limit a simple number where that is within its error (simple-numbers.js exactLimit).
 * @param {{x: number, y: number, open: boolean}[]} dots
 * @param {(x: number) => number} f
 * @param {number} index
 * @param {{step: number, dotTolerance: number} | null} [limits]
 */
export function pointsFromDots(dots, f, index, limits = null) {
  return places(dots).map((place) => pointAt(place, f, index, limits)).filter((point) => point !== null);
}

/** Whether two xs are one place: the same double, or within 10⁻¹² of it. */
export function isSamePlace(a, b) {
  return a === b || Math.abs(a - b) <= 1e-12 * Math.max(Math.abs(a), Math.abs(b));
}

/** The dots grouped by place, in order. */
function places(dots) {
  const result = [];
  for (const dot of dots) {
    const last = result.at(-1)?.at(-1);
    if (last !== undefined && isSamePlace(last.x, dot.x)) result.at(-1).push(dot);
    else result.push([dot]);
  }
  return result;
}

function pointAt(place, f, index, limits) {
  const closed = place.find((dot) => !dot.open);
  const open = place.find((dot) => dot.open);
  if (open === undefined) return null;
  const x = closed?.x ?? open.x;
  // The value there, also where its closed dot lies beyond the frame.
  const valueThere = closed?.y ?? f(x);
  const value = Number.isFinite(valueThere) ? valueThere : null;
  const hole = () => {
    const y = limits === null ? open.y : exactLimit(open.x, open.y, limits.dotTolerance, limits.step, f);
    return { kind: 'hole', x: open.x, y, curves: [index], loneValue: value };
  };
  if (place.length < 2) return hole();
  const left = f(nextDown(x));
  const right = f(nextUp(x));
  const size = Math.max(Math.abs(left), Math.abs(right), 1);
  if (Number.isFinite(left) && Number.isFinite(right) && Math.abs(left - right) <= 1e-9 * size) return hole();
  // Each side's dot is the one whose value is nearest that side's limit: first the side where f is
  // defined (the left, unless only the right is), then the other among the dots left.
  const dots = [...place];
  const take = (limit) => {
    let nearest = 0;
    for (let i = 1; i < dots.length; i += 1) if (Math.abs(dots[i].y - limit) < Math.abs(dots[nearest].y - limit)) nearest = i;
    return dots.splice(nearest, 1)[0].y;
  };
  const leftFirst = Number.isFinite(left) || !Number.isFinite(right);
  const first = take(leftFirst ? left : right);
  const second = take(leftFirst ? right : left);
  const jump = { left: leftFirst ? first : second, right: leftFirst ? second : first, value };
  return { kind: 'jump', x, y: value ?? jump.left, curves: [index], jump };
}
