// What a field (a slope or vector field, fields/live-field.js) draws, in the structure SVGRenderer+Fields.swift writes at
// build time: `g.plot-fields` over the areas and sums and under the axes with, per field, a slope field's
// `path.plot-slope-field[data-curve]` or a vector field's `g.plot-vector-field[data-curve]` (`data-magnitudes`: the
// lowest and highest in the frame) holding a `path[data-shade]` per shade. Elements are made once and rewritten in place.
// The marks come from the field's data source; this layer only turns them into path data.

import { setAttribute, svgElement } from './dom.js';
import { pathData } from './path-data.js';
import { svgNumber } from './svg-number.js';
import { FIELDS } from '../limits.js';

/** The fields' stroke (SVGRenderer+Fields.swift): a reference line's width and muted colour. */
const ATTRIBUTES = Object.freeze({
  fill: 'none', stroke: '#5b616b', 'stroke-width': '1.25', 'stroke-linecap': 'round', 'stroke-linejoin': 'round',
});

/** Shade k's stroke opacity: 0.3 (the weakest) to 1, in equal steps (SVGRenderer.fieldOpacity). */
export function fieldOpacity(shade) {
  return 0.3 + 0.7 * shade / (FIELDS.shades - 1);
}

/**
 * Draws every curve's field (null for curves that are none) into `svg`, for a frame of `viewport` at `density`.
 * @param {SVGSVGElement} svg
 * @param {(object | null)[]} fields per curve, as fields/live-field.js gives them: `{kind: 'slope', segments}` or
 *   `{kind: 'vector', arrows, magnitudes}` with each arrow's `shade`
 * @param {import('../sampling/viewport.js').Viewport} viewport
 * @param {number} density device px per CSS px
 */
export function drawFields(svg, fields, viewport, density) {
  let group = svg.querySelector(':scope > g.plot-fields');
  if (!fields.some((field) => field)) {
    group?.remove();
    return;
  }
  if (!group) {
    group = svgElement('g', { class: 'plot-fields' });
    svg.insertBefore(group, svg.querySelector(':scope > .plot-axes'));
  }
  fields.forEach((field, i) => {
    if (!field) return;
    note(group, i, field.note ?? null, viewport.height / density);
    // A solution (fields/live-solution.js) draws its line with the curves: here only its note.
    if (field.kind === 'solution') return;
    if (field.kind === 'slope') {
      const path = part(group, 'path', 'plot-slope-field', i);
      setAttribute(path, 'd', pathData(field.segments, viewport, density));
      return;
    }
    const arrows = part(group, 'g', 'plot-vector-field', i);
    setAttribute(arrows, 'data-magnitudes', field.magnitudes ? `${field.magnitudes.low} ${field.magnitudes.high}` : null);
    const strokes = Array.from({ length: FIELDS.shades }, () => []);
    for (const arrow of field.arrows) strokes[arrow.shade].push(arrowStroke(arrow.points));
    strokes.forEach((lines, shade) => {
      let path = arrows.querySelector(`:scope > path[data-shade="${shade}"]`);
      if (!path) {
        path = svgElement('path', { 'data-shade': String(shade), 'stroke-opacity': svgNumber(fieldOpacity(shade), 2) });
        arrows.append(path);
      }
      setAttribute(path, 'd', pathData(lines, viewport, density));
    });
  });
}

/** Field i's note (`text.plot-field-note`: undefined everywhere in view) at the frame's lower left; removed without one. */
function note(group, i, text, height) {
  let element = group.querySelector(`:scope > text.plot-field-note[data-curve="${i}"]`);
  if (text === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = svgElement('text', { class: 'plot-field-note', 'data-curve': String(i), x: 8, fill: '#16181d' });
    group.append(element);
  }
  setAttribute(element, 'y', svgNumber(height - 8, 2));
  if (element.textContent !== text) element.textContent = text;
}

/** The group's element of `kind` for curve i, made where missing. */
function part(group, tag, kind, i) {
  let element = group.querySelector(`:scope > .${kind}[data-curve="${i}"]`);
  if (!element) {
    element = svgElement(tag, { class: `plot-field ${kind}`, 'data-curve': String(i), ...ATTRIBUTES });
    group.append(element);
  }
  return element;
}

/** An arrow as one stroke: shaft, one wing, back to the tip, the other wing; a dot as a lone point. */
function arrowStroke(p) {
  return p.length === 8 ? Float64Array.of(p[0], p[1], p[2], p[3], p[4], p[5], p[2], p[3], p[6], p[7]) : p;
}
