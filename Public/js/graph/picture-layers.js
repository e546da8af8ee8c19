// What picture curves draw besides their lines, for PlotSVG's frame: the shading of implicit curves and regions
// (implicit-layer.js) and the marks of slope and vector fields (field-layer.js).

import { drawShadings } from './implicit-layer.js';
import { drawFields } from './field-layer.js';

/**
 * Draws a frame's shadings and fields into `svg`.
 * @param {SVGSVGElement} svg
 * @param {{shadings?: (object | null)[], fields?: (object | null)[], pending?: boolean}} drawing
 * @param {import('../sampling/viewport.js').Viewport} viewport
 * @param {number} density
 */
export function drawPictureLayers(svg, drawing, viewport, density) {
  drawShadings(svg, drawing.shadings ?? [], viewport, density, drawing.pending);
  drawFields(svg, drawing.fields ?? [], viewport, density);
}
