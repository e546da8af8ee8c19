// Uniform mode (docs/sampling.md#uniform-mode): N + 1 evenly spaced samples joined as they are, with
// what a fixed count must not lose resolved between them — a pole's sides drawn to the frame's edge,
// a jump split where bisection puts it, a domain edge reached, a pole or hole between two samples
// broken where the expression says one may be — so that no setting cuts a pole off at the last
// sample (x⁻¹ at 50 samples stopping at y = ±5). A port of
// Sources/PlotCore/Sampling/UniformPass.swift, with the same steps and arithmetic.

import { DomainEdgeBisection } from './domain-edge-bisection.js';
import { JumpSides, findJump } from './column-refinement.js';

/** Bisection steps for domain edges and jumps: enough to reach double precision. */
const MAXIMUM_BISECTIONS = 64;
/** Where the curve leaves the clip band towards a pole is located to this width, in device pixels. */
const CROSSING_WIDTH = 1 / 64;

/** One uniform pass over a curve, into the run's output. */
export class UniformPass {
  #jump = new JumpSides();
  #edge = new DomainEdgeBisection();

  /**
   * @param {import('./counted-curve.js').CountedCurve} curve
   * @param {import('./sampling-frame.js').SamplingFrame} frame
   * @param {import('./polyline-assembler.js').PolylineAssembler} output
   */
  constructor(curve, frame, output) {
    this.curve = curve;
    this.frame = frame;
    this.output = output;
    /** The bracket of each jump found: [left0, right0, left1, …] (for endpoint-search.js). */
    this.jumps = [];
  }

  /**
   * `count` + 1 evenly spaced samples from `low` to `high`, each joined to the next. Where f is
   * undefined at one of `candidates` (the candidate functions' zeros, in increasing x: a pole of 1/x²
   * between two samples, a hole) the line breaks there, as at an undefined sample.
   * @param {import('./column-grid.js').ColumnGrid} grid the pass's grid, laid out here
   * @param {number[]} candidates
   */
  sample(grid, low, high, count, candidates) {
    grid.layOutEvenly(low, high, count);
    grid.evaluate(this.curve);
    const { xs, ys } = grid;
    let next = 0;
    if (Number.isFinite(ys[0])) this.output.add(xs[0], ys[0]);
    for (let i = 1; i <= count; i += 1) {
      let previousX = xs[i - 1];
      let previousY = ys[i - 1];
      while (next < candidates.length && candidates[next] < xs[i]) {
        const x = candidates[next];
        next += 1;
        if (!(x > previousX)) continue;
        const y = this.curve.valueAt(x);
        if (Number.isFinite(y)) continue;
        this.join(previousX, previousY, x, y);
        previousX = x;
        previousY = y;
      }
      this.join(previousX, previousY, xs[i], ys[i]);
    }
    this.output.breakSegment();
  }

  /** Draws on from sample a (already drawn where defined) to sample b. */
  join(ax, ay, bx, by) {
    const { curve, frame, output } = this;
    const aDefined = Number.isFinite(ay);
    const bDefined = Number.isFinite(by);
    if (aDefined && bDefined) {
      // Any visible step may hide an asymptote between two samples (tan x at 50 samples steps from 5
      // to −3): the bisection test tells a pole or a jump from a steep stretch.
      if (Math.abs(frame.pixelY(by) - frame.pixelY(ay)) > 2) {
        const sides = findJump(curve, frame, ax, ay, bx, by, this.#jump);
        if (sides !== null) {
          const { leftX, leftY, rightX, rightY } = sides;
          this.jumps.push(leftX, rightX);
          this.addCrossing(ax, ay, leftX, leftY);
          output.add(leftX, leftY);
          output.breakSegment();
          output.add(rightX, rightY);
          this.addCrossing(bx, by, rightX, rightY);
          output.add(bx, by);
          return;
        }
      }
      // A line leaving the frame (towards a pole, or a steep stretch) leaves it where the curve does.
      this.addCrossing(ax, ay, bx, by);
      this.addCrossing(bx, by, ax, ay);
      output.add(bx, by);
    } else if (aDefined) {
      const edge = this.domainEdge(ax, ay, bx);
      const edgeX = edge.inside;
      const edgeY = edge.insideValue;
      this.addCrossing(ax, ay, edgeX, edgeY);
      output.add(edgeX, edgeY);
      output.breakSegment();
    } else if (bDefined) {
      output.breakSegment();
      const edge = this.domainEdge(bx, by, ax);
      const edgeX = edge.inside;
      const edgeY = edge.insideValue;
      output.add(edgeX, edgeY);
      this.addCrossing(bx, by, edgeX, edgeY);
      output.add(bx, by);
    } else {
      output.breakSegment();
    }
  }

  /** The bracket ending at the last defined point between the defined sample and the undefined x. */
  domainEdge(x, y, undefinedX) {
    return this.#edge.start(x, y, undefinedX, NaN).narrow(this.curve, MAXIMUM_BISECTIONS);
  }

  /**
   * Where the curve runs from the sample (x, y) inside the clip band to the point (endX, endY) beyond
   * it (a pole's side, a domain edge at a pole, the next sample): the last point inside the band and the first beyond,
   * bisected to CROSSING_WIDTH, added in order of x, so the line leaves the frame where the curve does
   * rather than at the sample. Nothing where the end is not beyond the band.
   */
  addCrossing(x, y, endX, endY) {
    const { curve, frame, output } = this;
    if (!frame.isInClipBand(y) || frame.isInClipBand(endY)) return;
    let lastX = x;
    let lastY = y;
    let beyondX = endX;
    let beyondY = endY;
    for (let step = 0; step < MAXIMUM_BISECTIONS; step += 1) {
      if (Math.abs(frame.pixelX(beyondX) - frame.pixelX(lastX)) <= CROSSING_WIDTH) break;
      const mid = lastX + (beyondX - lastX) / 2;
      if (mid === lastX || mid === beyondX) break;
      const value = curve.valueAt(mid);
      if (frame.isInClipBand(value)) {
        lastX = mid;
        lastY = value;
      } else {
        beyondX = mid;
        beyondY = value;
      }
    }
    const lastFirst = lastX < beyondX;
    const [firstX, firstY, secondX, secondY] = lastFirst ? [lastX, lastY, beyondX, beyondY] : [beyondX, beyondY, lastX, lastY];
    if (Number.isFinite(firstY)) output.add(firstX, firstY);
    if (Number.isFinite(secondY)) output.add(secondX, secondY);
  }
}
