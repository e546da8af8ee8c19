// The shaded region of a figure's area as drawn (docs/sampling.md#area-outlines): polygons in data
// coordinates, one per stretch where the curves are defined. A port of
// Sources/PlotCore/Figure/AreaOutline.swift, so the build-time SVG and the live view shade the same
// region; both run the outlines of Tests/Fixtures/area-vectors.json.
//
// - The visible interval is max(from, xMin) … min(to, xMax); nothing outside it is evaluated.
// - f (and g, or y = 0) is evaluated at every device-pixel column xMin + k·(xMax − xMin)/width strictly
//   inside that interval, and at its two ends exactly.
// - Values are clamped to 8 device pixels beyond the frame: a pole's spike is shaded to just past the
//   edge with small, finite coordinates.
// - A point where f or g is undefined ends the current polygon; a polygon of fewer than 2 columns is
//   dropped.
// - Each polygon is f's points left to right, then g's (or the axis's) right to left; the renderer
//   closes it (Z).

/** How far beyond the frame values are clamped, in device pixels. */
const MARGIN_PIXELS = 8;

/**
 * The region between f and g, or between f and the x-axis when `g` is null, over `from … to`.
 * @param {(x: number) => number} f NaN or ±Infinity where undefined
 * @param {((x: number) => number) | null | undefined} g
 * @param {number} from
 * @param {number} to
 * @param {import('../sampling/viewport.js').Viewport} viewport
 * @returns {Float64Array[]} one polygon each, its points as interleaved x, y
 */
export function areaOutline(f, g, from, to, viewport) {
  const xs = areaColumns(from, to, viewport);
  if (xs.length < 2) return [];
  const margin = (MARGIN_PIXELS * (viewport.yMax - viewport.yMin)) / viewport.height;
  const lowest = viewport.yMin - margin;
  const highest = viewport.yMax + margin;
  const clamped = (y) => Math.min(Math.max(y, lowest), highest);

  const polygons = [];
  const tops = new Float64Array(xs.length);
  const bottoms = new Float64Array(xs.length);
  let first = 0;  // the first column of the current polygon
  let count = 0;
  const close = () => {
    if (count >= 2) polygons.push(polygonOf(xs, tops, bottoms, first, count));
    count = 0;
  };
  for (let i = 0; i < xs.length; i += 1) {
    const top = f(xs[i]);
    const bottom = g ? g(xs[i]) : 0;
    if (!Number.isFinite(top) || !Number.isFinite(bottom)) {
      close();
      continue;
    }
    if (count === 0) first = i;
    tops[i] = clamped(top);
    bottoms[i] = clamped(bottom);
    count += 1;
  }
  close();
  return polygons;
}

/**
 * The visible interval's ends and the device-pixel columns strictly between them, left to right; empty
 * when `from … to` lies outside the frame.
 * @param {number} from
 * @param {number} to
 * @param {import('../sampling/viewport.js').Viewport} viewport
 * @returns {number[]}
 */
export function areaColumns(from, to, viewport) {
  const low = Math.max(from, viewport.xMin);
  const high = Math.min(to, viewport.xMax);
  if (!(low < high)) return [];
  const span = viewport.xMax - viewport.xMin;
  const xs = [low];
  // The column at or just left of `low`; those not strictly inside are skipped below.
  for (let k = Math.floor(((low - viewport.xMin) / span) * viewport.width); ; k += 1) {
    const x = viewport.xMin + (k * span) / viewport.width;
    if (x >= high) break;
    if (x > low) xs.push(x);
  }
  xs.push(high);
  return xs;
}

/** Columns first … first + count − 1: the tops left to right, then the bottoms right to left. */
function polygonOf(xs, tops, bottoms, first, count) {
  const points = new Float64Array(4 * count);
  for (let j = 0; j < count; j += 1) {
    const i = first + j;
    points[2 * j] = xs[i];
    points[2 * j + 1] = tops[i];
    const back = 2 * (2 * count - 1 - j);
    points[back] = xs[i];
    points[back + 1] = bottoms[i];
  }
  return points;
}
