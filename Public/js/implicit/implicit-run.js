// The certified drawing of a relation in a viewport (docs/sampling.md#certified-drawing), done in steps so that the live
// view can draw what is decided so far and go on in the next frame. Port of Sources/PlotCore/Implicit/ImplicitRun.swift:
// the same work in the same order, so the finished drawing is the same.
//
//   const run = new ImplicitRun(parseRelation('x^2 + y^2 = 4'), viewport);
//   while (!run.advance(50_000)) draw(run.drawing(), run.pendingBlocks());
//
// First the frame is cut into blocks of pixels, coarse to fine: a block whose enclosure shows the curve cannot pass (or
// the region holds everywhere or nowhere) is decided whole; the rest are quartered, down to single pixels. Each pixel
// left is decided by a proof — a sign change on a continuous stretch, or an exact 0 — or by sub-division, within the
// budget (../limits.js IMPLICIT), else it is undecided.

import { IMPLICIT } from '../limits.js';
import { EVERYWHERE, NOWHERE, UNDECIDED, add, compare, multiply, registerFile, set, setPoint, subtract } from '../interval/enclosure.js';
import { excludesZero, isDefinedEverywhere } from '../interval/interval-function.js';
import { NEGATIVE, NONE, POSITIVE, implicitParts, pointSign } from './implicit-parts.js';
import { pixelGrid } from './pixel-grid.js';
import { decideCurvePixel } from './implicit-curve.js';
import { decideRegionPixel } from './implicit-region.js';
import { EMPTY, INSIDE, PENDING, UNDECIDED_PIXEL } from './pixel-states.js';

// Registers for the mean value form: the centre's value, the slopes, the box's sides less the centre, temporaries.
const M = registerFile(12);

export class ImplicitRun {
  /**
   * A run drawing `relation` (../expression/relation.js), its parameters at `values`, in the device pixels of `viewport`.
   * @param {import('../expression/relation.js').ParsedRelation} relation
   * @param {import('../sampling/viewport.js').Viewport} viewport
   * @param {Record<string, number>} [values]
   */
  constructor(relation, viewport, values = {}) {
    this.parts = implicitParts(relation, values);
    this.grid = pixelGrid(viewport);
    const { columns, rows } = this.grid;
    /** Each pixel's state (index column + row · columns, rows from the bottom). */
    this.states = new Uint8Array(columns * rows);
    /** Each grid vertex's point sign (a curve) or truth (a region); NONE until evaluated. */
    this.vertexCodes = new Int8Array((columns + 1) * (rows + 1)).fill(NONE);
    /** A region's comparisons' own vertex signs, made when first needed. */
    this.comparisonVertexSigns = null;
    /**
     * The value (its enclosure's middle) where a vertex's sign is certain, by vertex and comparison: the ends of an edge's
     * search for its crossing.
     */
    this.vertexSlots = new Map();
    this.vertexValues = new Float64Array(1024);
    /** Located crossings on pixel edges, by edge and comparison. */
    this.edgePoints = new Map();
    /** Edges drawn whole as a piece, by edge and comparison: the pixel on the other side does not draw them again. */
    this.drawnEdges = new Set();
    /** Pieces of line, per comparison (one for a curve): [[ax, ay], [bx, by]]. */
    this.pieces = this.parts.comparisons.map(() => []);
    /** Dots: [x, y]. */
    this.dots = [];
    let level = 0;
    while (2 ** level < Math.max(columns, rows)) level += 1;
    this.level = level;
    /** The blocks of the current level, as pairs i, r in one list; then those of the next. */
    this.blocks = level === 0 ? [] : [0, 0];
    this.nextBlocks = [];
    this.blockIndex = 0;
    this.pixelQueue = level === 0 ? [0] : [];
    this.pixelIndex = 0;
    /** Whether every pixel is decided (or given up as undecided). */
    this.isFinished = false;
    /** Interval evaluations so far (a box or a point, each comparison counted). */
    this.evaluations = 0;
    /**
     * Steps of interval arithmetic so far (each evaluation counts its expression's): the whole drawing's budget is
     * IMPLICIT.stepsMax of them, so that a long expression cannot run for long.
     */
    this.steps = 0;
  }

  /** Works until `budget` more evaluations are spent or the drawing is finished; returns whether it is. */
  advance(budget) {
    const stop = this.evaluations + budget;
    while (!this.isFinished && this.evaluations < stop) this.step();
    return this.isFinished;
  }

  /** Draws to the end. */
  finish() {
    while (!this.isFinished) this.step();
    return this;
  }

  /** One block or one pixel. */
  step() {
    if (this.steps >= IMPLICIT.stepsMax) { this.giveUp(); return; }
    if (this.blockIndex < this.blocks.length) {
      const i = this.blocks[this.blockIndex];
      const r = this.blocks[this.blockIndex + 1];
      this.blockIndex += 2;
      this.decideBlock(this.level, i, r);
    } else if (this.nextBlocks.length > 0) {
      [this.blocks, this.nextBlocks, this.blockIndex, this.level] = [this.nextBlocks, [], 0, this.level - 1];
    } else if (this.pixelIndex < this.pixelQueue.length) {
      const pixel = this.pixelQueue[this.pixelIndex];
      this.pixelIndex += 1;
      if (this.parts.isCurve) decideCurvePixel(this, pixel); else decideRegionPixel(this, pixel);
    } else {
      this.isFinished = true;
    }
  }

  /** Beyond the whole drawing's budget every pixel still pending is undecided. */
  giveUp() {
    for (let index = 0; index < this.states.length; index += 1) if (this.states[index] === PENDING) this.states[index] = UNDECIDED_PIXEL;
    [this.blocks, this.nextBlocks, this.pixelQueue, this.isFinished] = [[], [], [], true];
  }

  /**
   * Comparison k's difference over a box (or a point), counted, as {lower, upper, hasNoNaN, continuous}: the
   * comparison's own object, overwritten by its next evaluation (read it at once, or copy it).
   */
  difference(k, x0, x1, y0, y1) {
    this.evaluations += 1;
    this.steps += this.parts.differences[k].steps;
    return this.parts.differences[k].enclose(x0, x1, y0, y1);
  }

  /**
   * `natural`, comparison k's enclosure over the box, narrowed where the difference is continuous with continuous partial
   * derivatives there by the mean value form D(centre) + ∂D/∂x·(x − centre) + ∂D/∂y·(y − centre), which stays tight
   * where the curve runs along a pixel's edge or close past it (three evaluations, counted).
   */
  refined(k, x0, x1, y0, y1, natural) {
    const { lower, upper, hasNoNaN, continuous } = natural;
    const unchanged = () => ({ lower, upper, hasNoNaN, continuous });
    if (!continuous || !this.slopes(k, x0, x1, y0, y1) || !this.meanValueForm(k, x0, x1, y0, y1)) return unchanged();
    // Narrowed to the form's bounds (in M's register 9); the flags stay the natural enclosure's.
    const [narrowLower, narrowUpper] = [Math.max(lower, M.lower[9]), Math.min(upper, M.upper[9])];
    if (narrowLower <= narrowUpper) return { lower: narrowLower, upper: narrowUpper, hasNoNaN, continuous };
    return { lower: Infinity, upper: -Infinity, hasNoNaN: false, continuous: false };
  }

  /**
   * Whether a curve's difference is shown to have no zero in a box whose corners' signs are `corners`, where the enclosure
   * `natural` holds 0: where it is monotone in x and in y its extremes are at corners, so corners all of one sign show it
   * (two evaluations); elsewhere the mean value form must exclude 0 (one more).
   */
  isZeroFree(x0, x1, y0, y1, natural, corners) {
    const { lower, upper, continuous } = natural;
    if (!continuous || !this.slopes(0, x0, x1, y0, y1)) return false;
    const first = corners[0];
    if (excludesZero(this.slopeX) && excludesZero(this.slopeY) && (first === POSITIVE || first === NEGATIVE)
      && corners.every((sign) => sign === first)) {
      return true;
    }
    if (!this.meanValueForm(0, x0, x1, y0, y1)) return false;
    // The natural enclosure narrowed to the form's bounds excludes 0 (an empty form narrows nothing).
    if (!(M.lower[9] <= M.upper[9])) return false;
    return Math.max(lower, M.lower[9]) > 0 || Math.min(upper, M.upper[9]) < 0;
  }

  /**
   * Comparison k's partial derivatives over the box (two evaluations), in this.slopeX and this.slopeY; whether both are
   * continuous there.
   */
  slopes(k, x0, x1, y0, y1) {
    const gradient = this.parts.gradients[k];
    if (gradient === null) return false;
    this.evaluations += 2;
    this.steps += gradient.x.steps + gradient.y.steps;
    this.slopeX = gradient.x.enclose(x0, x1, y0, y1);
    this.slopeY = gradient.y.enclose(x0, x1, y0, y1);
    return this.slopeX.continuous && this.slopeY.continuous;
  }

  /**
   * D(centre) + ∂D/∂x·(x − centre) + ∂D/∂y·(y − centre) with the slopes just found (one evaluation), in M's register 9;
   * false where D is undefined at the centre.
   */
  meanValueForm(k, x0, x1, y0, y1) {
    const [xm, ym] = [x0 + (x1 - x0) / 2, y0 + (y1 - y0) / 2];
    const centre = this.difference(k, xm, xm, ym, ym);
    if (!isDefinedEverywhere(centre)) return false;
    load(0, centre);
    load(1, this.slopeX);
    load(2, this.slopeY);
    set(M, 3, x0, x1, true, true);
    setPoint(M, 4, xm);
    subtract(M, 5, 3, 4);
    set(M, 6, y0, y1, true, true);
    setPoint(M, 7, ym);
    subtract(M, 8, 6, 7);
    multiply(M, 9, 1, 5);
    multiply(M, 10, 2, 8);
    add(M, 11, 0, 9);
    add(M, 9, 11, 10);
    return true;
  }

  /**
   * Whether every comparison of a region holds over a box: EVERYWHERE, NOWHERE or UNDECIDED; `refined`: a comparison left
   * undecided is decided again with its enclosure narrowed (`refined`).
   */
  truth(x0, x1, y0, y1, refined = false) {
    let truth = EVERYWHERE;
    for (let k = 0; k < this.parts.comparisons.length; k += 1) {
      const natural = this.difference(k, x0, x1, y0, y1);
      let holds = comparedWithZero(natural, this.parts.comparisons[k]);
      if (refined && holds === UNDECIDED) holds = comparedWithZero(this.refined(k, x0, x1, y0, y1, natural), this.parts.comparisons[k]);
      truth = holds === NOWHERE ? NOWHERE : truth === EVERYWHERE && holds === EVERYWHERE ? EVERYWHERE : UNDECIDED;
      if (truth === NOWHERE) return NOWHERE;
    }
    return truth;
  }

  // --- Blocks

  /** A block of 2^level pixels square (less at the frame's top and right): decided whole, or quartered. */
  decideBlock(level, i, r) {
    const { grid } = this;
    const size = 2 ** level;
    const i0 = i * size;
    const r0 = r * size;
    const i1 = Math.min(i0 + size, grid.columns);
    const r1 = Math.min(r0 + size, grid.rows);
    const x0 = grid.xs[i0];
    const x1 = grid.xs[i1];
    const y0 = grid.ys[r0];
    const y1 = grid.ys[r1];
    let decided = null;
    if (this.parts.isCurve) {
      if (excludesZero(this.difference(0, x0, x1, y0, y1))) decided = EMPTY;
    } else {
      const truth = this.truth(x0, x1, y0, y1);
      if (truth === EVERYWHERE) decided = INSIDE;
      else if (truth === NOWHERE) decided = EMPTY;
    }
    if (decided !== null) {
      for (let row = r0; row < r1; row += 1) this.states.fill(decided, i0 + row * grid.columns, i1 + row * grid.columns);
      return;
    }
    // Bottom-left, bottom-right, top-left, top-right.
    for (let quarter = 0; quarter < 4; quarter += 1) {
      const ci = 2 * i + (quarter & 1);
      const cr = 2 * r + (quarter >> 1);
      if (ci * (size / 2) >= grid.columns || cr * (size / 2) >= grid.rows) continue;
      if (level === 1) this.pixelQueue.push(ci + cr * grid.columns); else this.nextBlocks.push(ci, cr);
    }
  }

  // --- Vertices

  /** The point sign of comparison k's difference at grid vertex (i, r), cached. */
  vertexSign(i, r, k = 0) {
    const { grid } = this;
    const index = i + r * (grid.columns + 1);
    if (this.parts.isCurve) {
      if (this.vertexCodes[index] === NONE) this.vertexCodes[index] = this.evaluatedVertexSign(i, r, k);
      return this.vertexCodes[index];
    }
    if (this.comparisonVertexSigns === null) {
      this.comparisonVertexSigns = this.parts.comparisons.map(() => new Int8Array(this.vertexCodes.length).fill(NONE));
    }
    const signs = this.comparisonVertexSigns[k];
    if (signs[index] === NONE) signs[index] = this.evaluatedVertexSign(i, r, k);
    return signs[index];
  }

  /** The point sign at vertex (i, r), keeping the value where the sign is certain. */
  evaluatedVertexSign(i, r, k) {
    const x = this.grid.xs[i];
    const y = this.grid.ys[r];
    const e = this.difference(k, x, x, y, y);
    const sign = pointSign(e);
    if (sign === POSITIVE || sign === NEGATIVE) {
      // The values in a typed array, their places in a map: a map of doubles would box every one.
      const slot = this.vertexSlots.size;
      if (slot === this.vertexValues.length) {
        const grown = new Float64Array(2 * slot);
        grown.set(this.vertexValues);
        this.vertexValues = grown;
      }
      this.vertexValues[slot] = e.lower + (e.upper - e.lower) / 2;
      this.vertexSlots.set((i + r * (this.grid.columns + 1)) * this.parts.comparisons.length + k, slot);
    }
    return sign;
  }

  /** The value kept for vertex (i, r) and comparison k, or undefined. */
  vertexValue(i, r, k) {
    const slot = this.vertexSlots.get((i + r * (this.grid.columns + 1)) * this.parts.comparisons.length + k);
    return slot === undefined ? undefined : this.vertexValues[slot];
  }

  /** Whether a region holds at grid vertex (i, r), cached. */
  vertexTruth(i, r) {
    const index = i + r * (this.grid.columns + 1);
    if (this.vertexCodes[index] === NONE) this.vertexCodes[index] = this.pointTruth(this.grid.xs[i], this.grid.ys[r]);
    return this.vertexCodes[index];
  }

  pointSign(k, x, y) {
    return pointSign(this.difference(k, x, x, y, y));
  }

  pointTruth(x, y) {
    const truth = this.truth(x, x, y, y);
    return truth === EVERYWHERE ? 1 : truth === NOWHERE ? -1 : 2;
  }
}

/** How an enclosure compares with 0: EVERYWHERE, NOWHERE or UNDECIDED. */
function comparedWithZero(e, comparison) {
  load(0, e);
  setPoint(M, 1, 0);
  compare(M, 2, comparison, 0, 1);
  return M.truths[2];
}

/** Register t of M = an enclosure read from an evaluation. */
function load(t, e) {
  set(M, t, e.lower, e.upper, e.hasNoNaN, e.continuous);
}
