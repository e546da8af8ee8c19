// Receives a parametric curve's points in t order and turns them into the final segments, in one pass. A port of
// Sources/PlotCore/Sampling/Parametric/ParametricAssembler.swift:
//
// - Clipping: each line is cut to the frame widened by the margin on all four sides; a stretch wholly outside is
//   dropped and the segment splits there, and a curve that comes back into the frame starts a new segment where it
//   enters.
// - Simplifying: from the last kept point, the points since are dropped while every one of them lies within the
//   tolerance of the line to the newest point (distances in pixels, to the chord as a segment, so a turn back is
//   kept). At most LONGEST_RUN points are dropped in a row, which bounds the work per point.

import { curvePoint, isInClipBand, squaredDistanceToChord } from './parametric-geometry.js';

const LONGEST_RUN = 32;

export class ParametricAssembler {
  /**
   * @param {ReturnType<import('./parametric-geometry.js').pixelFrame>} frame
   * @param {number} margin
   * @param {number} tolerance
   */
  constructor(frame, margin, tolerance) {
    this.frame = frame;
    this.margin = margin;
    this.tolerance = tolerance;
    /** @type {Float64Array[]} */
    this.segments = [];
    /** @type {Float64Array[]} */
    this.parameters = [];
    /** @type {import('./parametric-geometry.js').CurvePoint[]} */
    this.kept = [];
    /** The points since the last kept one, not yet kept. */
    this.pending = [];
    /** The last point received in this segment, or null. */
    this.previous = null;
    /** Whether the line to `previous` was inside the frame (its run still open). */
    this.isInside = false;
  }

  /** The next point of the current segment (defined). */
  add(point) {
    const previous = this.previous;
    this.previous = point;
    if (previous === null) {
      this.isInside = this.contains(point);
      if (this.isInside) this.keep(point);
      return;
    }
    const fractions = this.clip(previous, point);
    if (fractions === null) {
      this.endRun();
      return;
    }
    const [enter, leave] = fractions;
    if (enter > 0 || !this.isInside) {
      this.endRun();
      this.keep(enter > 0 ? this.crossing(previous, point, enter) : previous);
    }
    if (leave < 1) {
      this.keep(this.crossing(previous, point, leave));
      this.endRun();
    } else {
      this.keep(point);
      this.isInside = true;
    }
  }

  /** No line may join the last point to the next one. */
  breakSegment() {
    this.endRun();
    this.previous = null;
  }

  /** All segments and their points' t, the current one closed. */
  finish() {
    this.breakSegment();
    return { segments: this.segments, parameters: this.parameters };
  }

  contains(p) {
    return isInClipBand(p, this.frame, this.margin);
  }

  /** The fractions of the line p→q where it enters and leaves the widened frame (Liang–Barsky), or null when it misses it. */
  clip(p, q) {
    const { margin, frame } = this;
    const dx = q.px - p.px;
    const dy = q.py - p.py;
    let enter = 0;
    let leave = 1;
    const sides = [[-dx, p.px + margin], [dx, frame.width + margin - p.px], [-dy, p.py + margin], [dy, frame.height + margin - p.py]];
    for (const [direction, room] of sides) {
      if (direction === 0) {
        if (room < 0) return null;
        continue;
      }
      const fraction = room / direction;
      if (direction < 0) {
        if (fraction > leave) return null;
        if (fraction > enter) enter = fraction;
      } else {
        if (fraction < enter) return null;
        if (fraction < leave) leave = fraction;
      }
    }
    return [enter, leave];
  }

  /** The point at `fraction` of the line p→q: its pixels on the line, its data coordinates read back from them, its t interpolated. */
  crossing(p, q, fraction) {
    const px = p.px + (q.px - p.px) * fraction;
    const py = p.py + (q.py - p.py) * fraction;
    return curvePoint(p.t + (q.t - p.t) * fraction, this.frame.dataX(px), this.frame.dataY(py), this.frame);
  }

  keep(point) {
    const { kept, pending } = this;
    if (kept.length === 0) {
      kept.push(point);
      return;
    }
    const anchor = kept[kept.length - 1];
    const limit = this.tolerance * this.tolerance;
    if (pending.every((p) => squaredDistanceToChord(p, anchor, point) <= limit)) {
      pending.push(point);
      if (pending.length === LONGEST_RUN) this.flushPending();
    } else {
      this.flushPending();
      pending.push(point);
    }
  }

  /** Keeps the newest pending point. */
  flushPending() {
    if (this.pending.length > 0) this.kept.push(this.pending[this.pending.length - 1]);
    this.pending.length = 0;
  }

  /** Ends the current run of kept points as a segment. */
  endRun() {
    this.flushPending();
    const { kept } = this;
    if (kept.length > 0) {
      const segment = new Float64Array(2 * kept.length);
      const parameters = new Float64Array(kept.length);
      kept.forEach((p, i) => {
        segment[2 * i] = p.x;
        segment[2 * i + 1] = p.y;
        parameters[i] = p.t;
      });
      this.segments.push(segment);
      this.parameters.push(parameters);
    }
    kept.length = 0;
    this.isInside = false;
  }
}
