// Turns sampled points into the segments that are drawn: clipping just outside the frame and
// dropping collinear points, in one streaming pass. A port of
// Sources/PlotCore/Sampling/PolylineAssembler.swift.

/**
 * Receives sampled points in order of x and turns them into the final segments, in one pass:
 * clipping to a band just outside the frame, then dropping collinear points.
 *
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
   * @param {{ points: Float64Array, runEnds: Int32Array }} storage where the kept points and the runs'
   *   ends are written (a SamplingScratch's, kept from pass to pass), replaced there once grown
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

  /** No line may join the last point to the next one. */
  breakSegment() {
    this.endRun();
    this.hasPrevious = false;
  }

  /**
   * All segments, the current one closed: views into one array that holds them all. One array per
   * segment cost more than the rest of sampling for a zoomed-out tan x (a thousand short runs, each
   * with its own backing store to allocate and collect); views of one share it.
   */
  finish() {
    this.breakSegment();
    this.storage.points = this.points;  // keep grown buffers for the next pass
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

  // --- Clipping

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
    if (this.length + 2 > this.points.length) {
      const grown = new Float64Array(2 * this.points.length);
      grown.set(this.points);
      this.points = grown;
    }
    this.points[this.length] = x;
    this.points[this.length + 1] = y;
    this.length += 2;
  }

  /** Ends the current run of kept points as a segment. */
  endRun() {
    this.flushCandidate();
    if (this.length > this.runStart) {
      if (this.runEndCount + 2 > this.runEnds.length) {
        const grown = new Int32Array(2 * this.runEnds.length);
        grown.set(this.runEnds);
        this.runEnds = grown;
      }
      this.runEnds[this.runEndCount] = this.runStart;
      this.runEnds[this.runEndCount + 1] = this.length;
      this.runEndCount += 2;
      this.runStart = this.length;
    }
    this.hasAnchor = false;
  }
}
