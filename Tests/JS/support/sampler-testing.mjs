// What the sampler's tests share: pixel geometry as Swift's Viewport computes it (data to device
// pixels, a segment's points, distances to polylines), and test functions with known poles.

export function pixels(viewport) {
  const { xMin, xMax, yMin, yMax, width, height } = viewport;
  const xScale = width / (xMax - xMin);
  const yScale = height / (yMax - yMin);
  return {
    x: (x) => (x - xMin) * xScale,
    y: (y) => (yMax - y) * yScale,
    dataX: (px) => xMin + (px / width) * (xMax - xMin),
  };
}

export function viewportOf(xRange, yRange, width = 1600, height = 1000) {
  return { xMin: xRange[0], xMax: xRange[1], yMin: yRange[0], yMax: yRange[1], width, height };
}

/** A segment's points as [x, y] pairs. */
export function pairs(segment) {
  const points = [];
  for (let k = 0; k < segment.length; k += 2) points.push([segment[k], segment[k + 1]]);
  return points;
}

export const pointCount = (segments) => segments.reduce((sum, segment) => sum + segment.length / 2, 0);

/** Distance from (x, y) to the line segment p–q. */
export function distanceToSegment(x, y, p, q) {
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  const lengthSquared = dx * dx + dy * dy;
  let t = lengthSquared > 0 ? ((x - p[0]) * dx + (y - p[1]) * dy) / lengthSquared : 0;
  t = Math.min(Math.max(t, 0), 1);
  return Math.hypot(p[0] + t * dx - x, p[1] + t * dy - y);
}

/** Distance from (x, y) to a polyline of pixel points (one point: to that point). */
export function distanceToPolyline(x, y, polyline) {
  if (polyline.length === 1) return Math.hypot(polyline[0][0] - x, polyline[0][1] - y);
  let best = Infinity;
  for (let j = 0; j + 1 < polyline.length; j += 1) best = Math.min(best, distanceToSegment(x, y, polyline[j], polyline[j + 1]));
  return best;
}

/** tan's poles in −7…7 (π/2 + kπ). */
export const POLES = [-4, -3, -2, -1, 0, 1, 2, 3].map((k) => Math.PI / 2 + k * Math.PI);
/** The seeds' cubic. */
export const cubic = (x) => x * x * x - 2.5 * x * x + 3.1 * x - 13.3;
