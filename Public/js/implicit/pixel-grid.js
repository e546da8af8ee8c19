// The device pixels of a viewport as boxes of x and y (docs/sampling.md#certified-drawing): column i spans x(i) … x(i + 1)
// and row r, counted from the bottom, y(r) … y(r + 1); neighbouring pixels share their edges to the last bit. Port of
// Sources/PlotCore/Implicit/PixelGrid.swift.

/**
 * @param {import('../sampling/viewport.js').Viewport} viewport
 */
export function pixelGrid({ xMin, xMax, yMin, yMax, width, height }) {
  const columns = Math.max(1, Math.round(width));
  const rows = Math.max(1, Math.round(height));
  // Computed once each, kept in typed arrays (read without a call).
  const xs = new Float64Array(columns + 1).map((_, i) => (i === columns ? xMax : xMin + (xMax - xMin) * i / columns));
  const ys = new Float64Array(rows + 1).map((_, r) => (r === rows ? yMax : yMin + (yMax - yMin) * r / rows));
  return {
    columns,
    rows,
    /** The x of the edge left of column i (0 … columns), at index i. */
    xs,
    /** The y of the edge below row r (0 … rows), counted from the bottom, at index r. */
    ys,
  };
}
