// Where a figure's marks go in the SVG (design of issue #12, §2 and §3): dash patterns, reference
// lines and marked points with their labels at the places label placement chose (label-placement.js).
// Pure functions of the viewport, so that node tests hold them and the live view (plot-svg.js) only
// writes what they return.

import { svgNumber } from './svg-number.js';
import { pathData } from './path-data.js';
import { firstPointLabelChoice, labelWidth, lineLabelPlace, pointLabelPlace } from './label-placement.js';

/** `stroke-dasharray` per line style, in SVG units (CSS px); dotted needs round caps to show dots. */
export const DASH_ARRAYS = Object.freeze({ solid: null, dashed: '7 5', dotted: '0.1 4' });

/**
 * @typedef {{xMin: number, xMax: number, yMin: number, yMax: number, width: number, height: number}} Viewport
 *   data ranges, and the size in device pixels
 */

/**
 * @typedef {object} TextPlacement
 * @property {string} x SVG units, as written
 * @property {string} y
 * @property {'start' | 'end'} anchor
 */

/**
 * The `stroke-dasharray` of a style, or null for a solid line.
 * @param {'solid' | 'dashed' | 'dotted'} style
 * @returns {string | null}
 */
export function dashArray(style) {
  if (!Object.hasOwn(DASH_ARRAYS, style)) throw new RangeError(`unknown line style ${JSON.stringify(style)}`);
  return DASH_ARRAYS[style];
}

/**
 * Where a reference line crosses the frame, in SVG units: `{ vertical, position }` (x of a vertical
 * line, y of a horizontal one), or null when it is outside the frame.
 * @param {{x?: number, y?: number}} line
 * @param {Viewport} v
 * @param {number} density device pixels per SVG unit
 * @returns {{vertical: boolean, position: number} | null}
 */
export function linePosition(line, v, density) {
  if (line.x !== undefined) {
    if (!(line.x >= v.xMin && line.x <= v.xMax)) return null;
    return { vertical: true, position: (line.x - v.xMin) / (v.xMax - v.xMin) * (v.width / density) };
  }
  if (!(line.y >= v.yMin && line.y <= v.yMax)) return null;
  return { vertical: false, position: (v.yMax - line.y) / (v.yMax - v.yMin) * (v.height / density) };
}

/**
 * Where a marked point is, in SVG units, or null when it is outside the frame.
 * @param {{x: number, y: number}} point
 * @param {Viewport} v
 * @param {number} density device pixels per SVG unit
 * @returns {{x: number, y: number} | null}
 */
export function pointPosition(point, v, density) {
  if (!(point.x >= v.xMin && point.x <= v.xMax && point.y >= v.yMin && point.y <= v.yMax)) return null;
  return {
    x: (point.x - v.xMin) / (v.xMax - v.xMin) * (v.width / density),
    y: (v.yMax - point.y) / (v.yMax - v.yMin) * (v.height / density),
  };
}

/**
 * Where a reference line goes: a vertical one from the top of the frame to the bottom, a horizontal
 * one across it (`d` as the build-time SVG writes it), and its label at its place `choice`
 * (label-placement.js `lineLabelPlace`; 0, the first, when placement has not chosen: at the top end of
 * a vertical line on the side away from the frame's middle, above the right end of a horizontal one).
 * Null when the line is outside the frame.
 * @param {{x?: number, y?: number, label?: string | null}} line
 * @param {Viewport} v
 * @param {number} density device pixels per SVG unit
 * @param {number} fontSize SVG units
 * @param {number} [choice]
 * @returns {{ d: string, label: TextPlacement } | null}
 */
export function referenceLinePlacement(line, v, density, fontSize, choice = 0) {
  const position = linePosition(line, v, density);
  if (position === null) return null;
  const d = position.vertical
    ? pathData([[line.x, v.yMax, line.x, v.yMin]], v, density)
    : pathData([[v.xMin, line.y, v.xMax, line.y]], v, density);
  const width = labelWidth(line.label ?? '', fontSize);
  return { d, label: written(lineLabelPlace(position, width, v.width / density, v.height / density, fontSize, choice)) };
}

/**
 * Where a marked point goes, and its label at its place `choice` (label-placement.js
 * `pointLabelPlace`; when placement has not chosen, up and to the right of it, or up and to the left
 * where it would leave the frame on the right). Null when the point is outside the frame.
 * @param {{x: number, y: number, label: string | null}} point
 * @param {Viewport} v
 * @param {number} density device pixels per SVG unit
 * @param {number} fontSize SVG units
 * @param {number | null} [choice]
 * @returns {{ cx: string, cy: string, label: TextPlacement } | null}
 */
export function pointPlacement(point, v, density, fontSize, choice = null) {
  const position = pointPosition(point, v, density);
  if (position === null) return null;
  choice ??= firstPointLabelChoice(position.x, labelWidth(point.label ?? '', fontSize), v.width / density);
  return { cx: svgNumber(position.x, 2), cy: svgNumber(position.y, 2), label: written(pointLabelPlace(position.x, position.y, fontSize, choice)) };
}

/** A place as the SVG writes it. */
function written(place) {
  return { x: svgNumber(place.x, 2), y: svgNumber(place.y, 2), anchor: place.anchor };
}
