// Where a figure's marks go in the SVG (design of issue #12, §2 and §3): dash patterns, reference
// lines and marked points with their labels. Pure functions of the viewport, so that node tests hold
// them and the live view (plot-svg.js) only writes what they return.

import { svgNumber } from './svg-number.js';
import { pathData } from './path-data.js';

/** `stroke-dasharray` per line style, in SVG units (CSS px); dotted needs round caps to show dots. */
export const DASH_ARRAYS = Object.freeze({ solid: null, dashed: '7 5', dotted: '0.1 4' });
/** Estimated glyph width as a share of the font size: the build-time SVG has no font metrics either. */
const GLYPH_WIDTH = 0.6;
/** A reference line's label: this far (CSS px) right of a vertical line, above a horizontal one, in from the frame's edge. */
const LINE_LABEL_GAP = 4;
/** A point label's offset from the point, right and up, CSS px. */
const POINT_LABEL_OFFSET = 7;

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
 * Where a reference line goes: a vertical one from the top of the frame to the bottom, a horizontal
 * one across it (`d` as the build-time SVG writes it); its label at the top end of a vertical line (outwards: left of it in the frame's left half) or at the right end of
 * a horizontal one (above it). Null when the line is outside the frame.
 * @param {{x?: number, y?: number}} line
 * @param {Viewport} v
 * @param {number} density device pixels per SVG unit
 * @param {number} fontSize SVG units
 * @returns {{ d: string, label: TextPlacement } | null}
 */
export function referenceLinePlacement(line, v, density, fontSize) {
  const width = v.width / density;
  if (line.x !== undefined) {
    if (!(line.x >= v.xMin && line.x <= v.xMax)) return null;
    const x = (line.x - v.xMin) / (v.xMax - v.xMin) * width;
    return {
      d: pathData([[line.x, v.yMax, line.x, v.yMin]], v, density),
      // Beside the line on the side away from the frame's middle (SVGRenderer+Marks.swift): x = −1 and
      // x = 1 label outwards, clear of the y-axis and its labels between them.
      label: x < width / 2
        ? { x: svgNumber(x - LINE_LABEL_GAP, 2), y: svgNumber(fontSize + LINE_LABEL_GAP, 2), anchor: 'end' }
        : { x: svgNumber(x + LINE_LABEL_GAP, 2), y: svgNumber(fontSize + LINE_LABEL_GAP, 2), anchor: 'start' },
    };
  }
  if (!(line.y >= v.yMin && line.y <= v.yMax)) return null;
  const y = (v.yMax - line.y) / (v.yMax - v.yMin) * (v.height / density);
  return {
    d: pathData([[v.xMin, line.y, v.xMax, line.y]], v, density),
    label: { x: svgNumber(width - LINE_LABEL_GAP, 2), y: svgNumber(y - LINE_LABEL_GAP, 2), anchor: 'end' },
  };
}

/**
 * Where a marked point goes, and its label: up and to the right of it, or up and to the left when
 * it would leave the frame on the right. Null when the point is outside the frame.
 * @param {{x: number, y: number, label: string | null}} point
 * @param {Viewport} v
 * @param {number} density device pixels per SVG unit
 * @param {number} fontSize SVG units
 * @returns {{ cx: string, cy: string, label: TextPlacement } | null}
 */
export function pointPlacement(point, v, density, fontSize) {
  if (!(point.x >= v.xMin && point.x <= v.xMax && point.y >= v.yMin && point.y <= v.yMax)) return null;
  const width = v.width / density;
  const cx = (point.x - v.xMin) / (v.xMax - v.xMin) * width;
  const cy = (v.yMax - point.y) / (v.yMax - v.yMin) * (v.height / density);
  const fitsRight = cx + POINT_LABEL_OFFSET + labelWidth(point.label ?? '', fontSize) <= width;
  return {
    cx: svgNumber(cx, 2),
    cy: svgNumber(cy, 2),
    label: {
      x: svgNumber(fitsRight ? cx + POINT_LABEL_OFFSET : cx - POINT_LABEL_OFFSET, 2),
      y: svgNumber(cy - POINT_LABEL_OFFSET, 2),
      anchor: fitsRight ? 'start' : 'end',
    },
  };
}

/**
 * A label's estimated width in SVG units.
 * @param {string} text
 * @param {number} fontSize
 */
export function labelWidth(text, fontSize) {
  return [...text].length * GLYPH_WIDTH * fontSize;
}
