// The endpoint dots of the live drawing, as SVGRenderer+Endpoints.swift writes them at build time: per dot
// in view a `circle.plot-endpoint[data-endpoint="open"|"closed"][data-curve][data-x][data-y]` in
// `g.plot-endpoints`, in its curve's colour, an open one filled with the background (docs/site.md#endpoint-dots).
// A frame reuses the circles it has and removes the ones it no longer needs.

import { svgElement, setAttribute } from './dom.js';
import { svgNumber } from './svg-number.js';
import { pointPosition } from './figure-drawing.js';
import { curveColor, paletteIndex, ENDPOINT_RADIUS, ENDPOINT_STROKE, HALO_COLOR } from './plot-svg-parts.js';

/**
 * The dots inside the frame, with where they are drawn (SVG units).
 * @param {{x: number, y: number, open: boolean}[][]} endpoints per curve, its dots in data coordinates
 * @returns {{curve: number, dot: {x: number, y: number, open: boolean}, position: {x: number, y: number}}[]}
 */
export function endpointDotsInView(endpoints, viewport, density) {
  return endpoints.flatMap((dots, curve) => dots.flatMap((dot) => {
    const position = pointPosition(dot, viewport, density);
    return position === null ? [] : [{ curve, dot, position }];
  }));
}

/**
 * Draws `dots` (from endpointDotsInView) into `group`.
 * @param {SVGGElement} group
 */
export function drawEndpointDots(group, dots) {
  dots.forEach(({ curve, dot, position }, i) => {
    const circle = group.children[i] ?? group.appendChild(svgElement('circle'));
    const [colour, palette] = [curveColor(curve), paletteIndex(curve)];
    setAttribute(circle, 'class', `plot-endpoint plot-fill-${palette} plot-stroke-${palette}`);
    setAttribute(circle, 'data-endpoint', dot.open ? 'open' : 'closed');
    setAttribute(circle, 'data-curve', curve);
    setAttribute(circle, 'data-x', String(dot.x));
    setAttribute(circle, 'data-y', String(dot.y));
    setAttribute(circle, 'cx', svgNumber(position.x, 2));
    setAttribute(circle, 'cy', svgNumber(position.y, 2));
    setAttribute(circle, 'r', ENDPOINT_RADIUS);
    setAttribute(circle, 'fill', dot.open ? HALO_COLOR : colour);
    setAttribute(circle, 'stroke', colour);
    setAttribute(circle, 'stroke-width', ENDPOINT_STROKE);
  });
  while (group.children.length > dots.length) group.lastChild.remove();
}
