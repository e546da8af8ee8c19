// The parts of a plot's SVG as the live view draws them (plot-svg.js): its colours on the light
// background, its elements and groups with the Swift renderer's presentation attributes
// (SVGRenderer.swift), and their drawing order. The colours are defined here once for the live
// drawing, the trace marker (trace/trace-marker.js) and the points-of-interest dots (poi/poi-dots.js); site.css's custom
// properties hold the same, which dark mode replaces (graph-view.css).

import shared from '../shared-constants.js';
import { dashArray } from './figure-drawing.js';

/**
 * The palette's colours, curve i in colour i mod 8 (curveColor): the palette of ../shared-constants.js, which the
 * Swift renderer draws with too, and site.css's `--curve-0 … --curve-7`.
 */
export const CURVE_COLORS = Object.freeze([...shared.palette.curveColors]);
/** The dash pattern of each round of the palette ('' for none): curve i is in round ⌊i / 8⌋ (curveDashArray). */
export const CURVE_ROUND_DASHES = Object.freeze([...shared.palette.curveRoundDashes]);

/**
 * The palette colour of curve (or sum) `i`: the colours repeat in rounds, and the classes that colour a part
 * in the page's theme (`plot-fill-k`, `plot-stroke-k`, `swatch-k`) name it (SVGRenderer.paletteIndex).
 * @param {number} i
 * @returns {number}
 */
export function paletteIndex(i) {
  return ((i % CURVE_COLORS.length) + CURVE_COLORS.length) % CURVE_COLORS.length;
}

/**
 * Curve (or sum) `i`'s colour on the light background.
 * @param {number} i
 * @returns {string}
 */
export function curveColor(i) {
  return CURVE_COLORS[paletteIndex(i)];
}

/**
 * The round of the palette curve `i` is drawn in: 0 for curves 0–7, 1 for 8–15, 2 for 16–23.
 * @param {number} i
 * @returns {number}
 */
export function curveRound(i) {
  return Math.floor(Math.max(i, 0) / CURVE_COLORS.length) % CURVE_ROUND_DASHES.length;
}

/**
 * The `stroke-dasharray` of curve `i` drawn in `style` (docs/site.md#curve-colours), or null for a solid line: a
 * declared dashed or dotted style wins; a solid curve takes its round's pattern, so that curves of the same colour
 * differ without it. The same rule as SVGRenderer.curveDashAttribute; curves are drawn with round caps.
 * @param {'solid' | 'dashed' | 'dotted'} style
 * @param {number} i
 * @returns {string | null}
 */
export function curveDashArray(style, i) {
  if (style !== 'solid') return dashArray(style);
  return CURVE_ROUND_DASHES[curveRound(i)] || null;
}
/**
 * A Riemann sum's pattern for each rule: its lines in a tile SUM_PATTERN_SIZE CSS px square (the same path
 * data as the Swift renderer's, from ../shared-constants.js).
 */
export const SUM_PATTERNS = Object.freeze(Object.fromEntries(shared.palette.sumPatternRules.map((rule, i) => [rule, shared.palette.sumPatterns[i]])));
export const SUM_PATTERN_SIZE = shared.palette.sumPatternSize;
/** An area's fill is its curve's colour, this opaque. */
export const AREA_OPACITY = '0.18';
/** The drawing's background (--surface), and the halo that rings text and marks in it. */
export const HALO_COLOR = '#ffffff';
/** Reference lines (--muted). */
export const LINE_COLOR = '#5b616b';
/** Marked points, the annotations and the trace marker's label (--text). */
export const MARK_COLOR = '#16181d';
/** Text ringed in the background colour (stroke painted first), so a curve passing under it does not cross it out. */
export const TEXT_HALO = Object.freeze({ stroke: HALO_COLOR, 'stroke-width': 3, 'stroke-linejoin': 'round', 'paint-order': 'stroke' });

/** The parts of every plot SVG, with the Swift renderer's light-theme presentation attributes. */
export const PARTS = {
  background: ['rect', { class: 'plot-background', fill: HALO_COLOR }],
  grid: ['path', { class: 'plot-grid', stroke: '#e7e9ed', fill: 'none' }],
  axes: ['path', { class: 'plot-axes', stroke: '#8a9099', fill: 'none' }],
  labels: ['g', { class: 'plot-labels', fill: '#4f5560', ...TEXT_HALO }],
};
/** An endpoint dot's radius and ring, CSS px: as large as a marked point, so an open one reads as a ring at any zoom. */
export const ENDPOINT_RADIUS = 4;
export const ENDPOINT_STROKE = 1.5;
/** The groups a figure adds, only when it has their marks. */
export const GROUPS = {
  areas: { class: 'plot-areas' },
  sums: { class: 'plot-sums' },
  lines: { class: 'plot-lines' },
  points: { class: 'plot-points' },
  annotations: { class: 'plot-annotations', fill: MARK_COLOR, ...TEXT_HALO },
  endpoints: { class: 'plot-endpoints', 'stroke-width': ENDPOINT_STROKE },
  poi: { class: 'plot-poi' },
  trace: { class: 'plot-trace' },
};
/** Drawing order; an element is inserted before the first later slot that is present. */
// Endpoint dots go over the points-of-interest dots: a closed dot at a jump (floor's at (0, 0), also its
// y-intercept) must not look like a ring with a dot in it.
export const SLOTS = ['background', 'grid', 'areas', 'sums', 'axes', 'lines', 'curves', 'poi', 'endpoints', 'points', 'labels', 'annotations', 'legend', 'trace'];
