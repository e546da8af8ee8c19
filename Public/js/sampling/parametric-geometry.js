// Points of a parametric curve and the distances the parametric sampler judges by, in device pixels. A port of
// Sources/PlotCore/Sampling/Parametric/CurvePoint.swift, with the arithmetic in the same order, so both languages
// round alike.

/**
 * How far beyond the frame, in device pixels, a pixel coordinate is held: far enough that the part of a line that
 * shows keeps its direction, near enough that sums and squares stay finite.
 */
const PIXEL_LIMIT = 1e6;

/**
 * A point at one t: its data coordinates, its device pixels (held within PIXEL_LIMIT of the frame; 0 where
 * undefined), whether both coordinates are finite, and whether a pixel coordinate was held at the limit (`isFar`: a
 * chord to it runs elsewhere than the line drawn, so it is never judged flat, or a pole's two sides would pass as
 * one straight line).
 * @typedef {{t: number, x: number, y: number, px: number, py: number, isDefined: boolean, isFar: boolean}} CurvePoint
 */

/**
 * The viewport's conversions, as Swift's `Viewport` computes them.
 * @param {import('./viewport.js').Viewport} viewport already validated
 */
export function pixelFrame(viewport) {
  const { xMin, xMax, yMin, yMax, width, height } = viewport;
  const xScale = width / (xMax - xMin);
  const yScale = height / (yMax - yMin);
  return {
    width,
    height,
    pixelX: (x) => (x - xMin) * xScale,
    pixelY: (y) => (yMax - y) * yScale,
    dataX: (px) => xMin + px / width * (xMax - xMin),
    dataY: (py) => yMax - py / height * (yMax - yMin),
  };
}

/**
 * @param {number} t
 * @param {number} x
 * @param {number} y
 * @param {ReturnType<typeof pixelFrame>} frame
 * @returns {CurvePoint}
 */
export function curvePoint(t, x, y, frame) {
  const isDefined = Number.isFinite(x) && Number.isFinite(y);
  const column = frame.pixelX(x);
  const row = frame.pixelY(y);
  const px = isDefined ? Math.min(Math.max(column, -PIXEL_LIMIT), frame.width + PIXEL_LIMIT) : 0;
  const py = isDefined ? Math.min(Math.max(row, -PIXEL_LIMIT), frame.height + PIXEL_LIMIT) : 0;
  return { t, x, y, px, py, isDefined, isFar: isDefined && (px !== column || py !== row) };
}

/** The squared distance in pixels from `p` to `q`. */
export function squaredDistance(p, q) {
  const dx = q.px - p.px;
  const dy = q.py - p.py;
  return dx * dx + dy * dy;
}

/** The squared distance in pixels from `p` to the segment (not the line) from `a` to `b`. */
export function squaredDistanceToChord(p, a, b) {
  const dx = b.px - a.px;
  const dy = b.py - a.py;
  const length = dx * dx + dy * dy;
  let u = length > 0 ? ((p.px - a.px) * dx + (p.py - a.py) * dy) / length : 0;
  u = Math.min(Math.max(u, 0), 1);
  const ex = a.px + u * dx - p.px;
  const ey = a.py + u * dy - p.py;
  return ex * ex + ey * ey;
}

/** Whether `p` lies in the frame widened by `margin` on all four sides (the clip band). */
export function isInClipBand(p, frame, margin) {
  return p.px >= -margin && p.px <= frame.width + margin && p.py >= -margin && p.py <= frame.height + margin;
}

/** Whether all `points` lie beyond one edge of the frame widened by `margin`: nothing between them shows. */
export function allBeyondOneEdge(points, frame, margin) {
  const low = -margin;
  const right = frame.width + margin;
  const bottom = frame.height + margin;
  return points.every((p) => p.px < low) || points.every((p) => p.px > right)
    || points.every((p) => p.py < low) || points.every((p) => p.py > bottom);
}
