// The drawn curves as label placement asks about them (docs/site.md#labels): their pieces (the
// straight lines between consecutive points) clipped to the frame, in SVG units, and their turning
// points. Pieces and turning points are kept in columns by x, so a question about a box looks only at
// those under it: a frame of a few thousand pieces answers a label's question from a few dozen.
// A line-for-line port of Sources/PlotSVG/CurveIndex.swift, so both answer with the same doubles.

import { inflated } from '../graph/figure-drawing.js';

/** Width of a column, SVG units. */
const COLUMN_WIDTH = 16;
/**
 * A curve turns where it comes back by more than this (SVG units) from its lowest or highest point
 * on screen since it last turned: wiggles of rounding error are no turning point.
 */
const TURN_DEPTH = 1;

/** @typedef {import('../graph/figure-drawing.js').Box} Box */

export class CurveIndex {
  /** x1, y1, x2, y2 of each piece, clipped to the frame. */
  #pieces = [];
  /** The first column each piece lies in. */
  #firstColumns = [];
  /** x, y of each turning point inside the frame. */
  #turns = [];
  /** @type {number[][]} per column, the pieces in it */
  #pieceColumns;
  /** @type {number[][]} per column, the turning points in it */
  #turnColumns;

  /**
   * An index of polylines given as `[x0, y0, x1, y1, …]` in SVG units, for a frame of this size.
   * @param {ArrayLike<number>[]} polylines
   * @param {number} width
   * @param {number} height
   */
  constructor(polylines, width, height) {
    this.width = width;
    this.height = height;
    const count = Math.max(1, Math.ceil(width / COLUMN_WIDTH));
    this.#pieceColumns = Array.from({ length: count }, () => []);
    this.#turnColumns = Array.from({ length: count }, () => []);
    const frame = { left: 0, top: 0, right: width, bottom: height };
    for (const line of polylines) {
      if (line.length < 2) continue;
      if (line.length === 2) this.#add(line[0], line[1], line[0], line[1], frame);
      for (let i = 2; i + 1 < line.length; i += 2) this.#add(line[i - 2], line[i - 1], line[i], line[i + 1], frame);
      this.#addTurningPoints(line, frame);
    }
  }

  /**
   * An index of a frame's curves as the live view draws them.
   * @param {ArrayLike<number>[][]} curves per curve, its segments `[x0, y0, x1, y1, …]` in data coordinates
   * @param {{xMin: number, xMax: number, yMin: number, yMax: number, width: number, height: number}} v
   *   the data ranges, and the size in device pixels
   * @param {number} density device pixels per SVG unit
   */
  static ofSegments(curves, v, density) {
    const xScale = v.width / (v.xMax - v.xMin);
    const yScale = v.height / (v.yMax - v.yMin);
    const polylines = [];
    for (const segments of curves) {
      for (const segment of segments) {
        const line = new Float64Array(segment.length);
        for (let i = 0; i + 1 < segment.length; i += 2) {
          line[i] = (segment[i] - v.xMin) * xScale / density;
          line[i + 1] = (v.yMax - segment[i + 1]) * yScale / density;
        }
        polylines.push(line);
      }
    }
    return new CurveIndex(polylines, v.width / density, v.height / density);
  }

  /**
   * How far the nearest curve passes from `box`: 0 when one crosses it, `limit` when none comes closer.
   * @param {Box} box
   * @param {number} limit
   */
  distance(box, limit) {
    let nearest = limit;
    this.#forEachPiece(inflated(box, limit), (x1, y1, x2, y2) => {
      nearest = Math.min(nearest, pieceDistance(x1, y1, x2, y2, box));
    });
    return nearest;
  }

  /**
   * How much curve is drawn inside `box`: the length of its pieces there, SVG units.
   * @param {Box} box
   */
  length(box) {
    let total = 0;
    this.#forEachPiece(box, (x1, y1, x2, y2) => {
      const clipped = clip(x1, y1, x2, y2, box);
      if (clipped === null) return;
      const dx = x2 - x1;
      const dy = y2 - y1;
      total += Math.sqrt(dx * dx + dy * dy) * (clipped[1] - clipped[0]);
    });
    return total;
  }

  /**
   * Whether a curve turns (has a local highest or lowest point) inside `box`.
   * @param {Box} box
   */
  hasTurningPoint(box) {
    const last = this.#column(box.right);
    for (let column = this.#column(box.left); column <= last; column += 1) {
      for (const turn of this.#turnColumns[column]) {
        if (contains(box, this.#turns[2 * turn], this.#turns[2 * turn + 1])) return true;
      }
    }
    return false;
  }

  // --- Building

  #add(x1, y1, x2, y2, frame) {
    // A sampler's point is finite; anything else is no curve.
    if (!(Number.isFinite(x1) && Number.isFinite(y1) && Number.isFinite(x2) && Number.isFinite(y2))) return;
    const clipped = clip(x1, y1, x2, y2, frame);
    if (clipped === null) return;
    const [t0, t1] = clipped;
    const dx = x2 - x1;
    const dy = y2 - y1;
    const ax = x1 + dx * t0;
    const ay = y1 + dy * t0;
    const bx = x1 + dx * t1;
    const by = y1 + dy * t1;
    const index = this.#firstColumns.length;
    const first = this.#column(Math.min(ax, bx));
    this.#pieces.push(ax, ay, bx, by);
    this.#firstColumns.push(first);
    const last = this.#column(Math.max(ax, bx));
    for (let c = first; c <= last; c += 1) this.#pieceColumns[c].push(index);
  }

  /**
   * Records the turning points of one polyline inside the frame: where it comes back by more than
   * TURN_DEPTH from its lowest (or highest) point on screen since it last turned. Its two ends are no
   * turning point. (SVG's y grows downwards: the lowest point on screen has the largest y.)
   */
  #addTurningPoints(line, frame) {
    let lowest = 0;
    let highest = 0;
    // +1 while the curve goes down the screen, −1 while it goes up, 0 until it has moved by TURN_DEPTH.
    let heading = 0;
    const count = line.length / 2;
    for (let i = 1; i < count; i += 1) {
      const y = line[2 * i + 1];
      if (y > line[2 * lowest + 1]) lowest = i;
      if (y < line[2 * highest + 1]) highest = i;
      if (heading >= 0 && y < line[2 * lowest + 1] - TURN_DEPTH) {
        if (heading > 0) this.#addTurn(line, lowest, frame);
        heading = -1;
        highest = i;
      } else if (heading <= 0 && y > line[2 * highest + 1] + TURN_DEPTH) {
        if (heading < 0) this.#addTurn(line, highest, frame);
        heading = 1;
        lowest = i;
      }
    }
  }

  #addTurn(line, i, frame) {
    const x = line[2 * i];
    const y = line[2 * i + 1];
    if (!contains(frame, x, y)) return;
    this.#turnColumns[this.#column(x)].push(this.#turns.length / 2);
    this.#turns.push(x, y);
  }

  // --- Queries

  /** The column x lies in; the first for NaN. */
  #column(x) {
    const column = Math.floor(x / COLUMN_WIDTH);
    const last = this.#pieceColumns.length - 1;
    return column >= last ? last : column > 0 ? column : 0;
  }

  /** Calls `body` once for each piece in the columns from `box.left` to `box.right`. */
  #forEachPiece(box, body) {
    const first = this.#column(box.left);
    const last = this.#column(box.right);
    const pieces = this.#pieces;
    for (let column = first; column <= last; column += 1) {
      for (const piece of this.#pieceColumns[column]) {
        if (Math.max(this.#firstColumns[piece], first) !== column) continue;
        body(pieces[4 * piece], pieces[4 * piece + 1], pieces[4 * piece + 2], pieces[4 * piece + 3]);
      }
    }
  }
}

/**
 * The part of the line from (x1, y1) to (x2, y2) inside `box` (edges included), as the fractions
 * [t0, t1] of the way along it (Liang–Barsky); null when none is.
 */
function clip(x1, y1, x2, y2, box) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  let t0 = 0;
  let t1 = 1;
  for (const [p, q] of [[-dx, x1 - box.left], [dx, box.right - x1], [-dy, y1 - box.top], [dy, box.bottom - y1]]) {
    if (p === 0) {
      if (q < 0) return null;
    } else if (p < 0) {
      const r = q / p;
      if (r > t1) return null;
      if (r > t0) t0 = r;
    } else {
      const r = q / p;
      if (r < t0) return null;
      if (r < t1) t1 = r;
    }
  }
  return [t0, t1];
}

/**
 * The distance between the line from (x1, y1) to (x2, y2) and a box: 0 where they meet, else the
 * nearest of an end to the box and of the box's corners to the line.
 */
function pieceDistance(x1, y1, x2, y2, box) {
  if (clip(x1, y1, x2, y2, box) !== null) return 0;
  let nearest = Math.min(pointDistance(x1, y1, box), pointDistance(x2, y2, box));
  for (const [x, y] of [[box.left, box.top], [box.right, box.top], [box.left, box.bottom], [box.right, box.bottom]]) {
    nearest = Math.min(nearest, segmentDistance(x, y, x1, y1, x2, y2));
  }
  return nearest;
}

function pointDistance(x, y, box) {
  const dx = Math.max(box.left - x, 0, x - box.right);
  const dy = Math.max(box.top - y, 0, y - box.bottom);
  return Math.sqrt(dx * dx + dy * dy);
}

function segmentDistance(x, y, x1, y1, x2, y2) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.min(Math.max(((x - x1) * dx + (y - y1) * dy) / length, 0), 1);
  const ex = x - x1 - t * dx;
  const ey = y - y1 - t * dy;
  return Math.sqrt(ex * ex + ey * ey);
}

/** Whether (x, y) lies in the box or on its edge. */
function contains(box, x, y) {
  return box.left <= x && x <= box.right && box.top <= y && y <= box.bottom;
}
