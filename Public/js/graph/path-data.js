// The `d` of curves, reference lines and shaded areas: data coordinates to SVG units (CSS px), as
// Sources/PlotSVG/PathData.swift writes them (make, closed), so that the live SVG carries the
// build-time one's text.

import { svgUnits, unitsText } from './svg-number.js';

/**
 * `d` of a curve: one subpath per segment, its first point absolute and the others relative
 * (`M x y l dx dy …`), numbers rounded so that no point moves by more than a tenth of a device pixel.
 * @param {Float64Array[]} segments interleaved data x, y
 * @param {{xMin: number, xMax: number, yMin: number, yMax: number, width: number, height: number}} v device pixels
 * @param {number} density device pixels per SVG unit
 * @returns {string}
 */
export function pathData(segments, v, density) {
  return polylines(segments, v, density, false);
}

/**
 * `d` of a shaded area: one closed subpath (`M x y x y …Z`) per polygon.
 * @param {Float64Array[]} polygons interleaved data x, y, as areaOutline returns them
 * @param {{xMin: number, xMax: number, yMin: number, yMax: number, width: number, height: number}} v device pixels
 * @param {number} density device pixels per SVG unit
 * @returns {string}
 */
export function outlinePathData(polygons, v, density) {
  return polylines(polygons, v, density, true);
}

/**
 * How far, in device pixels, dropping a point may move an area's edge: invisible under the curve's
 * 2 px stroke, and a straight baseline keeps only a few points.
 */
const OUTLINE_TOLERANCE = 0.1;
/** The most points dropped in a row, which bounds the work per point. */
const OUTLINE_RUN = 32;

/**
 * Indices of the points of an outline (in SVG units) worth writing: the first and last, and each
 * point whose dropping would move a dropped point more than `tolerance` off the chord from the last
 * kept point to the next one (PathData.keptOutlinePoints in Swift).
 * @param {number[]} xs
 * @param {number[]} ys
 * @param {number} tolerance
 * @returns {number[]}
 */
export function keptOutlinePoints(xs, ys, tolerance) {
  const n = xs.length;
  if (n <= 2) return [...xs.keys()];
  const kept = [0];
  let anchor = 0;
  for (let i = 1; i < n - 1; i += 1) {
    const ax = xs[anchor];
    const ay = ys[anchor];
    const dx = xs[i + 1] - ax;
    const dy = ys[i + 1] - ay;
    const length = Math.sqrt(dx * dx + dy * dy);
    let fits = i - anchor <= OUTLINE_RUN;
    for (let j = anchor + 1; fits && j <= i; j += 1) {
      // Distance from the chord; to its start when the chord is a point.
      const off = length > 0 ? Math.abs(dx * (ys[j] - ay) - dy * (xs[j] - ax)) / length
        : Math.sqrt((xs[j] - ax) * (xs[j] - ax) + (ys[j] - ay) * (ys[j] - ay));
      fits = off <= tolerance;
    }
    if (!fits) {
      kept.push(i);
      anchor = i;
    }
  }
  kept.push(n - 1);
  return kept;
}

/**
 * The fewest decimals of an SVG unit (a CSS px) that move no point by more than a tenth of a device pixel at
 * `density` (steps of at most a fifth): short numbers, an invisible error. One decimal up to 2×, two beyond
 * (PathData.decimals in Swift).
 * @param {number} density device pixels per SVG unit
 */
export function pathDecimals(density) {
  return Math.max(1, Math.ceil(Math.log10(5 * density)));
}

function polylines(lines, v, density, closed) {
  const decimals = pathDecimals(density);
  const xScale = v.width / (v.xMax - v.xMin) / density;
  const yScale = v.height / (v.yMax - v.yMin) / density;
  let d = '';
  for (const line of lines) {
    if (line.length === 0) continue;
    let xs = [];
    let ys = [];
    for (let i = 0; i < line.length; i += 2) {
      xs.push((line[i] - v.xMin) * xScale);
      ys.push((v.yMax - line[i + 1]) * yScale);
    }
    if (closed) {
      // An area's outline has a point per device column (curves come simplified by the sampler).
      const kept = keptOutlinePoints(xs, ys, OUTLINE_TOLERANCE / density);
      xs = kept.map((k) => xs[k]);
      ys = kept.map((k) => ys[k]);
    }
    // The first point absolute, the others relative to the one before (`l`): shorter numbers.
    // Differences of rounded whole units, so the rounding does not add up along the path.
    let previousX = 0;
    let previousY = 0;
    for (let i = 0; i < xs.length; i += 1) {
      const unitsX = svgUnits(xs[i], decimals);
      const unitsY = svgUnits(ys[i], decimals);
      if (i === 0) {
        d += `M${unitsText(unitsX, decimals)} ${unitsText(unitsY, decimals)}`;
      } else {
        const x = unitsText(unitsX - previousX, decimals);
        const y = unitsText(unitsY - previousY, decimals);
        // A minus sign separates numbers by itself.
        d += (i === 1 ? 'l' : x[0] === '-' ? '' : ' ') + x + (y[0] === '-' ? '' : ' ') + y;
      }
      previousX = unitsX;
      previousY = unitsY;
    }
    if (closed) d += 'Z';
    // A lone point of a curve still shows as a dot with round caps.
    else if (xs.length === 1) d += 'h0';
  }
  return d;
}
