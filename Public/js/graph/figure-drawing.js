// Where a figure's marks go in the SVG (design of issue #12, §2 and §3): dash patterns, reference
// lines and marked points, the places their labels may take and the legend's corners, and the boxes
// labels are kept apart by (estimates from the number of characters: the build-time SVG has no font
// metrics either). Which place each label takes is labels/label-placement.js's choice, made when the view
// rests; this is what a frame needs, pure functions of the viewport, so that node tests hold them and
// the live view (plot-svg.js) only writes what they return. The places and boxes are those of
// Sources/PlotSVG/LabelPlacement.swift and LabelBox.swift.

import { svgNumber } from './svg-number.js';
import { pathData } from './path-data.js';

/** `stroke-dasharray` per line style, in SVG units (CSS px); dotted needs round caps to show dots. */
export const DASH_ARRAYS = Object.freeze({ solid: null, dashed: '7 5', dotted: '0.1 4' });
/** The legend's corners, in the order they are tried. */
export const CORNERS = Object.freeze(['top-left', 'top-right', 'bottom-left', 'bottom-right']);
/** A line's label keeps this far (SVG units) from every curve where it can; so do the range labels. */
export const LABEL_CLEARANCE = 6;
/** Labels keep this far apart; the legend this far from what it must not cover. */
export const LABEL_GAP = 2;
/** The legend's distance from the frame's edges. */
export const LEGEND_INSET = 8;
/** A line's label is tried at this many places along it, on either side. */
export const PLACES_ALONG_LINE = 6;
/** A point's label: this far right (or left) of the point, and above (or below) it. */
const POINT_LABEL_OFFSET = 7;
/** A line's label: this far beside a vertical line or above (below) a horizontal one, and in from the frame's edge. */
const LINE_LABEL_GAP = 4;
/** Share of the font size one character of a point, line or legend label is estimated to take. */
const CHARACTER_WIDTH = 0.6;

/**
 * @typedef {{xMin: number, xMax: number, yMin: number, yMax: number, width: number, height: number}} Viewport
 *   data ranges, and the size in device pixels
 */

/**
 * @typedef {{x: number, y: number, anchor: 'start' | 'middle' | 'end', choice: number}} Place a text's
 *   anchor point, and which of its places it took (0: the first)
 * @typedef {{left: number, top: number, right: number, bottom: number}} Box SVG units
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
 * (`lineLabelPlace` below; 0, the first, when placement has not chosen: at the top end of
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
 * Where a marked point goes, and its label at its place `choice` (`pointLabelPlace` below; when
 * placement has not chosen, up and to the right of it, or up and to the left where it would leave the
 * frame on the right). Null when the point is outside the frame.
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

// --- Places

/**
 * A label's estimated width in SVG units: characters counted as Swift counts Unicode scalars.
 * @param {string} text
 * @param {number} fontSize
 */
export function labelWidth(text, fontSize) {
  return [...text].length * fontSize * CHARACTER_WIDTH;
}

/**
 * The box of a text `width` wide with its baseline at `y`: from its anchor at `x`, from the top of
 * accented capitals (0.95 of the font size above the baseline) to the bottom of descenders (0.25
 * below), as a browser measures a text's box.
 * @returns {Box}
 */
export function textBox(x, y, anchor, width, fontSize) {
  const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
  return { left, top: y - fontSize * 0.95, right: left + width, bottom: y + fontSize * 0.25 };
}

/** The box of a placed text `width` wide. */
export function placeBox(place, width, fontSize) {
  return textBox(place.x, place.y, place.anchor, width, fontSize);
}

/**
 * Place `choice` of a point's label: 0 up and right of the point at (x, y), 1 up and left, 2 down and
 * right, 3 down and left.
 * @returns {Place}
 */
export function pointLabelPlace(x, y, fontSize, choice) {
  const right = choice % 2 === 0;
  const below = choice >= 2;
  // Below, the tops of its digits (three quarters of the font size above the baseline) clear the
  // point as far as the baseline does above.
  return {
    x: right ? x + POINT_LABEL_OFFSET : x - POINT_LABEL_OFFSET,
    y: below ? y + POINT_LABEL_OFFSET + fontSize * 0.75 : y - POINT_LABEL_OFFSET,
    anchor: right ? 'start' : 'end',
    choice,
  };
}

/**
 * A point's label's place where no other is free: up and to the right of the point (0), or up and to
 * the left (1) where it would leave the frame on the right.
 * @param {number} x the point's, SVG units
 * @param {number} width the label's
 * @param {number} frameWidth
 */
export function firstPointLabelChoice(x, width, frameWidth) {
  return x + POINT_LABEL_OFFSET + width > frameWidth ? 1 : 0;
}

/**
 * Place `choice` of a line's label, `width` wide: `choice / 2` steps along the line from its first
 * place, on side `choice % 2`. A vertical line's label goes from the top down, first on the side away
 * from the frame's middle (x = −1 and x = 1 label outwards, clear of the y-axis between them); a
 * horizontal line's from the right end leftwards, first above the line.
 * @param {{vertical: boolean, position: number}} line
 * @returns {Place}
 */
export function lineLabelPlace(line, width, frameWidth, frameHeight, fontSize, choice) {
  const step = Math.trunc(choice / 2) / (PLACES_ALONG_LINE - 1);
  const otherSide = choice % 2 === 1;
  const gap = LINE_LABEL_GAP;
  if (line.vertical) {
    const top = fontSize + gap;
    const bottom = frameHeight - gap - fontSize * 0.25;
    const y = top + Math.max(bottom - top, 0) * step;
    const left = (line.position < frameWidth / 2) !== otherSide;
    return { x: left ? line.position - gap : line.position + gap, y, anchor: left ? 'end' : 'start', choice };
  }
  const right = frameWidth - gap;
  const left = gap + width;
  const x = right - Math.max(right - left, 0) * step;
  return {
    x, y: otherSide ? line.position + gap + fontSize * 0.95 : line.position - gap - fontSize * 0.25, anchor: 'end', choice,
  };
}

/**
 * The legend's box, `size` large, in `corner` of a frame `width` × `height`.
 * @param {string} corner one of CORNERS
 * @param {{width: number, height: number}} size
 * @returns {Box}
 */
export function legendBox(corner, size, width, height) {
  const left = corner === 'top-left' || corner === 'bottom-left' ? LEGEND_INSET : width - LEGEND_INSET - size.width;
  const top = corner === 'top-left' || corner === 'top-right' ? LEGEND_INSET : height - LEGEND_INSET - size.height;
  return { left, top, right: left + size.width, bottom: top + size.height };
}

// --- Boxes

/** Whether the two boxes share more than an edge. */
export function overlaps(a, b) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Whether the box lies within a frame of this size. */
export function isInside(box, width, height) {
  return box.left >= 0 && box.top >= 0 && box.right <= width && box.bottom <= height;
}

/** The box grown by `distance` on every side. */
export function inflated(box, distance) {
  return { left: box.left - distance, top: box.top - distance, right: box.right + distance, bottom: box.bottom + distance };
}

/** A square of half-width `radius` about (x, y): a dot drawn there. */
export function around(x, y, radius) {
  return { left: x - radius, top: y - radius, right: x + radius, bottom: y + radius };
}
