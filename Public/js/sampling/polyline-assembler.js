// Turns sampled points into the segments that are drawn: breaking the lines at lone values, clipping
// just outside the frame and dropping collinear points. A port of
// Sources/PlotCore/Sampling/PolylineAssembler.swift.

import { loneValueAt } from './lone-values.js';

/**
 * Receives sampled points in order of x, keeps them as they came, and turns them into the final
 * segments in one pass once the pass's lone values are known (finish()): breaking the lines at them,
 * clipping to a band just outside the frame, then dropping collinear points.
 *
 * - Breaking: a lone value (lone-values.js) is joined to no side it does not belong to. This comes
 *   before clipping, since a value beyond the frame (`{x = 2: 3, 3 − x}` zoomed in about (2, 1)) is
 *   clipped to a point that is no longer the value.
 * - Clipping: where the curve leaves the frame, its line is cut at the band's edge, so what shows
 *   keeps its exact direction while coordinates stay small; stretches wholly outside are dropped
 *   and the segment splits there (the band lies outside the frame, so nothing visible is lost).
 * - Simplifying: a "cone" test in pixel space. From the last kept point, the slopes that pass
 *   within the tolerance of every point since form an interval; a point whose slope falls outside
 *   it ends the run. Distances are vertical, an upper bound of the perpendicular distance.
 *
 * A vertex is four numbers: data x, y and pixel px, py.
 */
export class PolylineAssembler {
  /**
   * @param {import('./viewport.js').Viewport} viewport already validated
   * @param {number} margin how far outside the frame lines are clipped, device pixels
   * @param {number} tolerance how far dropping collinear points may move the polyline, device pixels
   * @param {{ points: Float64Array, runEnds: Int32Array, received: Float64Array }} storage where the
   *   points received, the kept points and the runs' ends are written (a SamplingScratch's, kept from
   *   pass to pass), replaced there once grown
   */
  constructor(viewport, margin, tolerance, storage) {
    this.xMin = viewport.xMin;
    this.yMin = viewport.yMin;
    this.yMax = viewport.yMax;
    this.height = viewport.height;
    this.xScale = viewport.width / (viewport.xMax - viewport.xMin);
    this.yScale = viewport.height / (viewport.yMax - viewport.yMin);
    this.top = -margin;
    this.bottom = viewport.height + margin;
    this.tolerance = tolerance;
    // Kept points of every run so far, interleaved x, y, and where each run starts and ends in
    // them (a zoomed-out tan x has a thousand runs: a plain array grown by push cost more than the
    // runs' points); finish() copies them out once.
    this.storage = storage;
    // The points received, interleaved x, y; a break is NaN, NaN.
    this.received = storage.received;
    this.receivedLength = 0;
    this.points = storage.points;
    this.length = 0;
    this.runStart = 0;
    this.runEnds = storage.runEnds;
    this.runEndCount = 0;
    // Clipping state: the last point received in this segment.
    this.hasPrevious = false;
    this.previousX = 0;
    this.previousY = 0;
    this.previousPx = 0;
    this.previousPy = 0;
    // Simplification state: the last kept point, the latest point not yet kept, the slope cone.
    this.hasAnchor = false;
    this.anchorPx = 0;
    this.anchorPy = 0;
    this.hasCandidate = false;
    this.candidateX = 0;
    this.candidateY = 0;
    this.candidatePx = 0;
    this.candidatePy = 0;
    this.low = -Infinity;
    this.high = Infinity;
  }

  // --- Input

  /** The next point of the current segment (defined, x beyond the previous point's). */
  add(x, y) {
    if (this.receivedLength + 2 > this.received.length) this.received = doubled(this.received);
    this.received[this.receivedLength] = x;
    this.received[this.receivedLength + 1] = y;
    this.receivedLength += 2;
  }

  /** No line may join the last point to the next one. */
  breakSegment() {
    this.add(NaN, NaN);
  }

  /**
   * All segments: the points received, broken at `loneValues`, clipped and simplified. Views into one
   * array that holds them all: one array per segment cost more than the rest of sampling for a
   * zoomed-out tan x (a thousand short runs, each with its own backing store to allocate and
   * collect); views of one share it.
   * @param {import('./lone-values.js').LoneValue[]} [loneValues]
   */
  finish(loneValues = []) {
    const received = this.received;
    // A lone value's right side, whose line starts at its limit unless the sampling broke the line
    // right after the value (it found the jump there: the line starts at the last bit of its side).
    let rightSide = null;
    for (let k = 0; k < this.receivedLength; k += 2) {
      const x = received[k];
      const y = received[k + 1];
      if (Number.isNaN(x)) {
        rightSide = null;
        this.endSegment();
        continue;
      }
      // (A point again, as a column's end and a band's extreme, is the same point.)
      if (this.hasPrevious && x <= this.previousX) continue;
      const lone = loneValues.length === 0 ? null : loneValueAt(loneValues, x, y);
      if (lone !== null) {
        this.receiveLoneValue(lone);
        rightSide = lone.joinsRight || lone.rightLimit === null ? null : lone;
        continue;
      }
      if (rightSide !== null) this.receive(rightSide.x, rightSide.rightLimit);
      rightSide = null;
      this.receive(x, y);
    }
    this.endSegment();
    this.storage.received = received;  // keep grown buffers for the next pass
    this.storage.points = this.points;
    this.storage.runEnds = this.runEnds;
    const all = this.points.slice(0, this.length).buffer;  // (the getter is a call: read once)
    const runEnds = this.runEnds;
    const segments = new Array(this.runEndCount >> 1);
    for (let k = 0; k < segments.length; k += 1) {
      const start = runEnds[2 * k];
      segments[k] = new Float64Array(all, start * 8, runEnds[2 * k + 1] - start);
    }
    return segments;
  }

  // --- Breaking

  /**
   * A lone value's point: the line from the left ends at the value where the left side holds it, else
   * at the left side's limit (its open dot), and the segment ends; the next line starts at the value
   * where the right side holds it (else finish() starts it at the right side's limit). An unbounded
   * side's line stops before the point.
   * @param {import('./lone-values.js').LoneValue} lone
   */
  receiveLoneValue(lone) {
    if (this.hasPrevious) {
      if (lone.joinsLeft) this.receive(lone.x, lone.y);
      else if (lone.leftLimit !== null) this.receive(lone.x, lone.leftLimit);
    }
    this.endSegment();
    if (lone.joinsRight) this.receive(lone.x, lone.y);
  }

  // --- Clipping

  /** The next point of the current segment, clipped. */
  receive(x, y) {
    if (this.hasPrevious && x <= this.previousX) return;
    const px = (x - this.xMin) * this.xScale;
    const py = (this.yMax - y) * this.yScale;
    const top = this.top;
    const bottom = this.bottom;
    const isInside = py >= top && py <= bottom;
    if (!this.hasPrevious) {
      if (isInside) this.keep(x, y, px, py);
    } else {
      const previousPy = this.previousPy;
      const wasInside = previousPy >= top && previousPy <= bottom;
      if (wasInside && isInside) {
        this.keep(x, y, px, py);
      } else if (wasInside) {
        this.keepCrossing(x, y, px, py, py < top ? top : bottom);
        this.endRun();
      } else if (isInside) {
        this.keepCrossing(x, y, px, py, previousPy < top ? top : bottom);
        this.keep(x, y, px, py);
      } else if ((previousPy < top && py > bottom) || (previousPy > bottom && py < top)) {
        // From above the frame to below it (or back) the line crosses the whole frame.
        this.keepCrossing(x, y, px, py, previousPy < top ? top : bottom);
        this.keepCrossing(x, y, px, py, py < top ? top : bottom);
        this.endRun();
      }
    }
    this.hasPrevious = true;
    this.previousX = x;
    this.previousY = y;
    this.previousPx = px;
    this.previousPy = py;
  }

  /** Ends the current segment: no line joins its last point to the next one. */
  endSegment() {
    this.endRun();
    this.hasPrevious = false;
  }

  /** Keeps where the line from the previous point to (x, y) crosses the pixel row `row`. */
  keepCrossing(x, y, px, py, row) {
    const crossingY = this.yMax - (row / this.height) * (this.yMax - this.yMin);
    let t = (row - this.previousPy) / (py - this.previousPy);
    if (!Number.isFinite(this.previousPy) || !Number.isFinite(py)) {
      // A y near the largest double has no finite pixel row ((yMax − y)·yScale overflows, and
      // ∞/∞ would make x NaN): the same fraction in data space, halved so no difference overflows.
      t = (crossingY / 2 - this.previousY / 2) / (y / 2 - this.previousY / 2);
    }
    const crossingPx = this.previousPx + (px - this.previousPx) * t;
    const crossingX = this.previousX + (x - this.previousX) * t;
    this.keep(crossingX, crossingY, crossingPx, row);
  }

  // --- Simplification

  keep(x, y, px, py) {
    if (!this.hasAnchor) {
      this.setAnchor(x, y, px, py);
      return;
    }
    const dx = px - this.anchorPx;
    if (dx <= 0) {
      // Same pixel column as the anchor (a clipped crossing): keep it as it is.
      this.flushCandidate();
      this.setAnchor(x, y, px, py);
      return;
    }
    const rise = py - this.anchorPy;
    const slope = rise / dx;
    if (this.hasCandidate && (slope < this.low || slope > this.high)) {
      // The candidate is as far as a straight run from the anchor can reach.
      this.setAnchor(this.candidateX, this.candidateY, this.candidatePx, this.candidatePy);
      this.keep(x, y, px, py);
      return;
    }
    const inverse = 1 / dx;
    this.low = Math.max(this.low, (rise - this.tolerance) * inverse);
    this.high = Math.min(this.high, (rise + this.tolerance) * inverse);
    this.hasCandidate = true;
    this.candidateX = x;
    this.candidateY = y;
    this.candidatePx = px;
    this.candidatePy = py;
  }

  setAnchor(x, y, px, py) {
    this.hasAnchor = true;
    this.anchorPx = px;
    this.anchorPy = py;
    this.append(x, y);
    this.hasCandidate = false;
    this.low = -Infinity;
    this.high = Infinity;
  }

  flushCandidate() {
    if (this.hasCandidate) this.append(this.candidateX, this.candidateY);
    this.hasCandidate = false;
    this.low = -Infinity;
    this.high = Infinity;
  }

  append(x, y) {
    if (this.length + 2 > this.points.length) this.points = doubled(this.points);
    this.points[this.length] = x;
    this.points[this.length + 1] = y;
    this.length += 2;
  }

  /** Ends the current run of kept points as a segment. */
  endRun() {
    this.flushCandidate();
    if (this.length > this.runStart) {
      if (this.runEndCount + 2 > this.runEnds.length) this.runEnds = doubled(this.runEnds);
      this.runEnds[this.runEndCount] = this.runStart;
      this.runEnds[this.runEndCount + 1] = this.length;
      this.runEndCount += 2;
      this.runStart = this.length;
    }
    this.hasAnchor = false;
  }
}

/** A typed array twice as long as `buffer`, starting with its contents. */
function doubled(buffer) {
  const grown = new buffer.constructor(2 * buffer.length);
  grown.set(buffer);
  return grown;
}
