// One direction of an ODE solution: adaptive Dormand–Prince steps from the starting point to the frame's edge in that
// direction, each step's output points added where the chord would stray from the dense output
// (docs/sampling.md#differential-equations). Port of Sources/PlotCore/Fields/ODEIntegration.swift, line for line.

import { ODE } from '../limits.js';
import { dormandPrinceStep } from './dormand-prince.js';

/**
 * The points from `start` on (start first) and how they end.
 * @param {(x: number, y: number) => number} f
 * @param {import('../sampling/viewport.js').Viewport} viewport
 * @param {1 | -1} direction
 * @param {{x: number, y: number}} start
 * @param {number} slope f at the start, finite
 * @returns {{points: {x: number, y: number}[], end: {x: number, y: number, reason: string}}}
 */
export function integrateDirection(f, viewport, direction, start, slope) {
  const xEnd = direction > 0 ? viewport.xMax : viewport.xMin;
  const span = viewport.xMax - viewport.xMin;
  const margin = ODE.marginHeights * (viewport.yMax - viewport.yMin);
  const [yLow, yHigh] = [viewport.yMin - margin, viewport.yMax + margin];
  const xScale = viewport.width / span;
  const yScale = viewport.height / (viewport.yMax - viewport.yMin);
  const longestStep = span / ODE.longestStepDivisor;
  const shortestStep = ODE.minStepPixels / xScale;
  const points = [start];
  let [x, y, k1] = [start.x, start.y, slope];
  let step = span / ODE.firstStepDivisor;
  let tries = 0;
  const end = (reason) => ({ points, end: { x, y, reason } });
  // Steep at both ends (in pixels), and up at one end, down at the other or across (Swift's `veers`).
  const veers = (start, end, chord) => Math.abs(start) * yScale > xScale && Math.abs(end) * yScale > xScale
    && ((start < 0) !== (end < 0) || (chord < 0) !== (start < 0));
  const strays = (p, a, b) => {
    const [dx, dy] = [(b.x - a.x) * xScale, (b.y - a.y) * yScale];
    const [px, py] = [(p.x - a.x) * xScale, (p.y - a.y) * yScale];
    const length = Math.sqrt(dx * dx + dy * dy);
    return Math.abs(dx * py - dy * px) > ODE.chordTolerancePixels * length;
  };
  for (;;) {
    if (direction * (xEnd - x) <= 0) return end('edge');
    if (tries === ODE.stepsMax) return end('stepCap');
    tries += 1;
    const remaining = direction * (xEnd - x);
    const isLast = step >= remaining;
    const h = direction * (isLast ? remaining : step);
    const attempt = dormandPrinceStep(f, x, y, k1, h);
    if (attempt === null) {
      step = (isLast ? remaining : step) / 4;
      if (step < shortestStep) return end('undefined');
      continue;
    }
    const error = Math.abs(attempt.error) * yScale / ODE.stepTolerancePixels;
    if (veers(k1, attempt.slopeAtEnd, (attempt.yEnd - y) / h)) {
      // The solution turns vertical within the step: shorter steps close in on where, until the step collapses.
      step = (isLast ? remaining : step) / 4;
      if (step < shortestStep) return end('blowUp');
      continue;
    }
    if (!(error <= 1)) {
      step = (isLast ? remaining : step) * shrink(error);
      if (step < shortestStep) return end('blowUp');
      continue;
    }
    addPoints(attempt, points, strays);
    [x, y, k1] = [isLast ? xEnd : x + h, attempt.yEnd, attempt.slopeAtEnd];
    points.push({ x, y });
    if (y < yLow || y > yHigh) return end('margin');
    if (Math.abs(k1) * yScale > ODE.steepestSlope * xScale) return end('blowUp');
    step = Math.min((isLast ? remaining : step) * grow(error), longestStep);
  }
}

/** The factor a rejected step shrinks by, 0.2 … 0.9: 0.9 / error^¼ (square roots, which both languages round alike). */
function shrink(error) {
  return Number.isFinite(error) ? Math.max(0.2, 0.9 / Math.sqrt(Math.sqrt(error))) : 0.2;
}

/** The factor an accepted step grows by, at most 5. */
function grow(error) {
  const root = Math.sqrt(Math.sqrt(error));
  return root * 5 <= 0.9 ? 5 : 0.9 / root;
}

/** The step's inner output points, in order: a chord is halved while the dense output strays from it (Swift's `addPoints`). */
function addPoints(step, points, strays) {
  const point = (theta) => ({ x: step.x + theta * step.h, y: step.valueAt(theta) });
  const add = (a, pa, b, pb, depth) => {
    if (depth >= ODE.chordDepth) return;
    const middle = a + (b - a) / 2;
    const pm = point(middle);
    if (!(strays(pm, pa, pb) || strays(point(a + (b - a) / 4), pa, pb) || strays(point(middle + (b - a) / 4), pa, pb))) return;
    add(a, pa, middle, pm, depth + 1);
    points.push(pm);
    add(middle, pm, b, pb, depth + 1);
  };
  add(0, { x: step.x, y: step.y }, 1, { x: step.x + step.h, y: step.yEnd }, 0);
}
