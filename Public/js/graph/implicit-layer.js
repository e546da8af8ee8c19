// What a picture curve (an implicit curve or a region, implicit/live-implicit.js) draws besides its line, in the
// structure SVGRenderer+Implicit.swift writes at build time: `g.plot-implicit` under the axes with, per such curve, its
// region's pixels (`path.plot-region[data-curve]`, their outline: pixel-outline.js, its colour as an area's) and its undecided pixels
// (`path.plot-undecided[data-curve]`, stippled grey through the group's `pattern[data-undecided-pattern]`, `data-pixels`
// their count); and after the curve's line, the boundary a
// region leaves out (`path.plot-boundary-strict[data-curve]`, dashed). Elements are made once and rewritten in place.
// While a picture is still being refined (coarse during a gesture), the group has `data-implicit-pending`.

import { setAttribute, svgElement } from './dom.js';
import { pathData } from './path-data.js';
import { outlinePath } from './pixel-outline.js';
import { svgNumber } from './svg-number.js';
import { AREA_OPACITY, curveColor, paletteIndex } from './plot-svg-parts.js';
import { dashArray } from './figure-drawing.js';

/**
 * The undecided pixels' stipple (SVGRenderer+Implicit.swift): a checkerboard of 1 CSS px squares in the axes' grey, so
 * what lies under them shows; each run of them at least UNDECIDED_MINIMUM CSS px square, so that a lone pixel shows.
 */
const STIPPLE = 'M0 0h1v1h-1zM1 1h1v1h-1z';
const UNDECIDED_MINIMUM = 2;
const UNDECIDED_COLOR = '#8a9099';
let madePatterns = 0;

/**
 * Draws every curve's shading (null for curves that have none) into `svg`, for a frame of `viewport` at `density`.
 * @param {SVGSVGElement} svg
 * @param {(object | null)[]} shadings per curve, as implicit/live-implicit.js gives them
 * @param {import('../sampling/viewport.js').Viewport} viewport
 * @param {number} density device px per CSS px
 * @param {boolean} [pending] whether a picture is still being refined: `data-implicit-pending` on the group says so
 */
export function drawShadings(svg, shadings, viewport, density, pending = false) {
  let group = svg.querySelector(':scope > g.plot-implicit');
  if (!shadings.some((shading) => shading)) {
    group?.remove();
    return;
  }
  if (!group) {
    group = svgElement('g', { class: 'plot-implicit' });
    svg.insertBefore(group, svg.querySelector(':scope > .plot-sums, :scope > .plot-axes'));
  }
  setAttribute(group, 'data-implicit-pending', pending ? '' : null);
  const stipple = stipplePattern(group);
  shadings.forEach((shading, i) => {
    const region = part(group, 'plot-region', i, () => ({
      class: `plot-region plot-fill-${paletteIndex(i)}`, fill: curveColor(i), 'fill-opacity': AREA_OPACITY, stroke: 'none',
    }));
    const undecided = part(group, 'plot-undecided', i, () => ({ class: 'plot-undecided', stroke: 'none' }));
    setAttribute(undecided, 'fill', `url(#${stipple.id})`);
    setAttribute(region, 'd', shading ? outlinePath(shading.inside, shading.pixelWidth / density, shading.pixelHeight / density) : '');
    setAttribute(undecided, 'd', shading ? pixelPath(shading.undecided, shading, density, UNDECIDED_MINIMUM) : '');
    setAttribute(undecided, 'data-pixels', String(shading?.undecided.count ?? 0));
    strictBoundary(svg, i, shading?.strict ?? [], viewport, density);
  });
}

/** The group's stipple pattern, taken over from the build-time drawing or made. */
function stipplePattern(group) {
  let pattern = group.querySelector(':scope > pattern[data-undecided-pattern]');
  if (!pattern) {
    madePatterns += 1;
    pattern = svgElement('pattern', {
      id: `plot-live-undecided-${madePatterns}`, 'data-undecided-pattern': '', patternUnits: 'userSpaceOnUse', width: 2, height: 2,
    });
    pattern.append(svgElement('path', { d: STIPPLE, fill: UNDECIDED_COLOR }));
    group.prepend(pattern);
  }
  return pattern;
}

/** The group's path of `kind` for curve i, made where missing. */
function part(group, kind, i, attributes) {
  let path = group.querySelector(`:scope > path.${kind}[data-curve="${i}"]`);
  if (!path) {
    path = svgElement('path', { ...attributes(), 'data-curve': String(i) });
    group.append(path);
  }
  return path;
}

/** Curve i's dashed boundary, right after its line; removed where it has none. */
function strictBoundary(svg, i, segments, viewport, density) {
  let path = svg.querySelector(`:scope > path.plot-boundary-strict[data-curve="${i}"]`);
  if (segments.length === 0) {
    path?.remove();
    return;
  }
  const line = svg.querySelector(`:scope > path.plot-curve-${i}:not(.plot-boundary-strict)`);
  if (!path) {
    path = svgElement('path', {
      class: `plot-curve plot-boundary-strict plot-curve-${i}`, 'data-curve': String(i), fill: 'none',
      stroke: curveColor(i), 'stroke-width': 2, 'stroke-linejoin': 'round', 'stroke-linecap': 'round',
      'stroke-dasharray': dashArray('dashed'),
    });
  }
  if (line && line.nextSibling !== path) line.after(path);
  setAttribute(path, 'd', pathData(segments, viewport, density));
}

/**
 * Rectangles covering the pixel runs, in SVG units (CSS px): runs of the same columns in consecutive rows make one, grown
 * about its centre to at least `minimum` square (each shows, however alone), as SVGRenderer+Implicit.swift's pixelPath.
 */
export function pixelPath({ runs }, { pixelWidth, pixelHeight }, density, minimum) {
  const open = new Map();
  const rectangles = [];
  const sorted = [...runs].sort((a, b) => a.row - b.row || a.column - b.column);
  for (const { row, column, count } of sorted) {
    const key = `${column},${count}`;
    const rows = open.get(key);
    if (rows && rows.last === row - 1) {
      rows.last = row;
    } else {
      if (rows) rectangles.push({ column, count, ...rows });
      open.set(key, { first: row, last: row });
    }
  }
  for (const [key, rows] of open) {
    const [column, count] = key.split(',').map(Number);
    rectangles.push({ column, count, ...rows });
  }
  const [w, h] = [pixelWidth / density, pixelHeight / density];
  return rectangles.map(({ column, count, first, last }) => {
    let [x, y, width, height] = [column * w, first * h, count * w, (last - first + 1) * h];
    if (width < minimum) [x, width] = [x - (minimum - width) / 2, minimum];
    if (height < minimum) [y, height] = [y - (minimum - height) / 2, minimum];
    return `M${svgNumber(x, 2)} ${svgNumber(y, 2)}h${svgNumber(width, 2)}v${svgNumber(height, 2)}h${svgNumber(-width, 2)}z`;
  }).join('');
}
