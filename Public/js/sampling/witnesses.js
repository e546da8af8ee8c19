// The witnesses of a refined column: values at x off the bisection lattice that tell whether its
// polyline is the curve. Bisection only ever looks at x = left + k·width/2ⁿ; zoomed far out, an
// oscillation aliases on that lattice into a slow wave that fits every chord test (sin x on ±100 000
// looks like a sine of period 9.4 columns). A port of Sources/PlotCore/Sampling/Witnesses.swift.

/** Where in a refined column the witnesses look: fractions of its width no bisection reaches (√2 − 1, √3 − 1). */
const WITNESS_FRACTIONS = [0.41421356237309515, 0.7320508075688772];
/** How far, in pixels, a witness may lie from the refined polyline before the column is taken for unresolved. */
export const WITNESS_DISTANCE = 2;
/** (√5 − 1) / 2: multiples of it, modulo 1, spread evenly over a column and never land on a bisection. */
export const GOLDEN_RATIO_CONJUGATE = 0.6180339887498949;

/** A column's refined polyline in pixels (a break as x = NaN), kept from column to column and pass to pass. */
export class PixelPolyline {
  constructor() {
    this.xs = new Float64Array(64);
    this.ys = new Float64Array(64);
  }

  /** Room for `count` points. */
  reserve(count) {
    if (this.xs.length < count) {
      this.xs = new Float64Array(2 * count);
      this.ys = new Float64Array(2 * count);
    }
  }
}

/** The witness check of a sampling pass's refined columns. */
export class Witnesses {
  /**
   * @param {import('./counted-curve.js').CountedCurve} curve
   * @param {import('./sampling-frame.js').SamplingFrame} frame
   * @param {import('./column-buffer.js').ColumnBuffer} buffer the column's refined points
   * @param {PixelPolyline} polyline where the points are converted to pixels
   */
  constructor(curve, frame, buffer, polyline) {
    this.curve = curve;
    this.frame = frame;
    this.buffer = buffer;
    this.polyline = polyline;
  }

  /**
   * Whether the column from (lx, ly) to (rx, ry), refined into the buffer, misses the curve at its
   * witnesses: one lies farther than WITNESS_DISTANCE from the polyline, or beyond the rows it spans.
   * Where the curve is resolved, the polyline is within half a pixel of it everywhere.
   */
  disagree(lx, ly, rx, ry, leftIsDomainEdge) {
    const frame = this.frame;
    // The polyline's pixel points (left end, the column's points, right end; a break as x = NaN),
    // converted once for both witnesses when the first defined one needs them.
    let count = 0;
    for (let w = 0; w < WITNESS_FRACTIONS.length; w += 1) {
      const x = lx + (rx - lx) * WITNESS_FRACTIONS[w];
      if (!(x > lx && x < rx)) continue;
      const y = this.curve.valueAt(x);
      if (!Number.isFinite(y)) continue;  // an undefined stretch inside: nothing to compare
      this.buffer.meet(x, y);
      const wx = frame.pixelX(x);
      const wy = frame.clippedRow(y);
      if (count === 0) count = this.convertPolyline(lx, ly, rx, ry);
      const pxs = this.polyline.xs;
      const pys = this.polyline.ys;
      let hasPrevious = !leftIsDomainEdge;
      let px = pxs[0];
      let py = pys[0];
      // The smallest squared distance: √ is monotonic, so the root of the least square is the least
      // distance, to the bit, and is taken once.
      let nearestSquared = Infinity;
      // The rows the polyline spans: a witness beyond them shows a missed extreme even where the
      // polyline is so steep that every point of the column lies near it.
      let top = hasPrevious ? py : Infinity;
      let bottom = hasPrevious ? py : -Infinity;
      for (let k = 1; k < count; k += 1) {
        const qx = pxs[k];
        if (Number.isNaN(qx)) {
          hasPrevious = false;
          continue;
        }
        const qy = pys[k];
        if (hasPrevious) {
          const squared = squaredDistanceToSegment(wx, wy, px, py, qx, qy);
          if (squared < nearestSquared) nearestSquared = squared;
        }
        if (qy < top) top = qy;
        if (qy > bottom) bottom = qy;
        hasPrevious = true;
        px = qx;
        py = qy;
      }
      const nearest = Math.sqrt(nearestSquared);
      if (Number.isFinite(nearest) && nearest > WITNESS_DISTANCE) return true;
      if (wy < top - WITNESS_DISTANCE || wy > bottom + WITNESS_DISTANCE) return true;
    }
    return false;
  }

  /**
   * The refined polyline of the column from (lx, ly) to (rx, ry) in pixels, into the PixelPolyline:
   * the left end, the column's points (a break as x = NaN), the right end; returns how many.
   */
  convertPolyline(lx, ly, rx, ry) {
    const buffer = this.buffer;
    const count = buffer.length + 2;
    const polyline = this.polyline;
    polyline.reserve(count);
    const pxs = polyline.xs;
    const pys = polyline.ys;
    const cxs = buffer.xs;
    const cys = buffer.ys;
    // pixelX() and clippedRow() written out, as the loop runs for every refined point (+ tells the
    // compiler the ends are numbers, so that nothing in the loop is boxed).
    const { xMin, xScale, yMax, yScale, clampTop, clampBottom, clipTop, clipBottom } = this.frame;
    for (let k = 0; k < count; k += 1) {
      const x = k === 0 ? +lx : k === count - 1 ? +rx : cxs[k - 1];
      const y = k === 0 ? +ly : k === count - 1 ? +ry : cys[k - 1];
      if (Number.isNaN(x)) {
        pxs[k] = NaN;
        continue;
      }
      const row = Number.isFinite(y) ? Math.min(Math.max((yMax - y) * yScale, clampTop), clampBottom) : NaN;
      pxs[k] = (x - xMin) * xScale;
      pys[k] = Math.min(Math.max(row, clipTop), clipBottom);
    }
    return count;
  }
}

/**
 * Squared distance from (x, y) to the line segment (ax, ay)–(bx, by), in pixels², with the arithmetic
 * of Swift's distance (Witnesses.swift) up to its final square root. The projection is clamped to the
 * segment by comparing before dividing: n ≤ 0 gives n / l ≤ 0 and n ≥ l gives n / l ≥ 1, so t is the
 * same double as clamping the quotient, without the division at either end.
 */
function squaredDistanceToSegment(x, y, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  let t = 0;
  if (lengthSquared > 0) {
    const n = (x - ax) * dx + (y - ay) * dy;
    t = n <= 0 ? 0 : n >= lengthSquared ? 1 : n / lengthSquared;
  }
  const nx = ax + t * dx - x;
  const ny = ay + t * dy - y;
  return nx * nx + ny * ny;
}
