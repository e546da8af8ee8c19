// The endpoint dots of the live drawing, as SVGRenderer+Endpoints.swift writes them at build time: per dot
// in view a `circle.plot-endpoint[data-endpoint="open"|"closed"][data-curve][data-x][data-y]` in
// `g.plot-endpoints`, each curve's circles in a group of their own in its colour
// (`g.plot-fill-i.plot-stroke-i`), an open one filled with the background (docs/site.md#endpoint-dots).
// A frame reuses the groups and circles it has and removes the ones it no longer needs.

import { svgElement, setAttribute } from './dom.js';
import { svgNumber } from './svg-number.js';
import { pathDecimals } from './path-data.js';
import { pointPosition } from './figure-drawing.js';
import { curveColor, paletteIndex, ENDPOINT_RADIUS, HALO_COLOR } from './plot-svg-parts.js';

/**
 * The dots inside the frame, with where they are drawn (SVG units), curve by curve.
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
 * Draws `dots` (from endpointDotsInView) into `group`, their centres written as a curve's points are at `density`.
 * @param {SVGGElement} group
 * @param {number} density device pixels per SVG unit
 */
export function drawEndpointDots(group, dots, density) {
  const decimals = pathDecimals(density);
  const curves = [...new Set(dots.map(({ curve }) => curve))];
  curves.forEach((curve, k) => {
    const layer = group.children[k] ?? group.appendChild(svgElement('g'));
    const [colour, palette] = [curveColor(curve), paletteIndex(curve)];
    setAttribute(layer, 'class', `plot-fill-${palette} plot-stroke-${palette}`);
    setAttribute(layer, 'fill', colour);
    setAttribute(layer, 'stroke', colour);
    const own = dots.filter((dot) => dot.curve === curve);
    own.forEach(({ dot, position }, i) => {
      const circle = layer.children[i] ?? layer.appendChild(svgElement('circle'));
      setAttribute(circle, 'class', 'plot-endpoint');
      setAttribute(circle, 'data-endpoint', dot.open ? 'open' : 'closed');
      setAttribute(circle, 'data-curve', curve);
      setAttribute(circle, 'data-x', String(dot.x));
      setAttribute(circle, 'data-y', String(dot.y));
      setAttribute(circle, 'cx', svgNumber(position.x, decimals));
      setAttribute(circle, 'cy', svgNumber(position.y, decimals));
      setAttribute(circle, 'r', ENDPOINT_RADIUS);
      setAttribute(circle, 'fill', dot.open ? HALO_COLOR : null);
    });
    while (layer.children.length > own.length) layer.lastChild.remove();
  });
  while (group.children.length > curves.length) group.lastChild.remove();
}
