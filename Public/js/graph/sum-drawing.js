// A figure's Riemann sums in the live SVG, as SVGRenderer+Marks.swift writes them at build time: per
// sum three paths in `g.plot-sums`, `path[data-sum-part="i"]` with `data-shade` positive, negative and
// outline (the outline's `data-pieces` says how many pieces it has). Made (or taken over) once per
// figure; each frame only rewrites their `d` from the sum's pieces as they are now.

import { svgElement, setAttribute } from './dom.js';
import { sumPathData } from './sum-path-data.js';

/** The shaded paths' opacity above and below the axis, and the outline's (SVGRenderer.sums). */
const SHADES = Object.freeze([['positive', '0.32'], ['negative', '0.12']]);

/**
 * Per sum, its `{ positive, negative, outline }` paths in `group`, taken over or made; the group's
 * other children removed.
 * @param {SVGGElement} group
 * @param {readonly {curve: number}[]} sums
 * @param {readonly string[]} colours the curves' palette
 */
export function sumElements(group, sums, colours) {
  const kept = [];
  const elements = sums.map((sum, i) => {
    const path = (shade, attributes) => {
      const element = group.querySelector(`:scope > [data-sum-part="${i}"][data-shade="${shade}"]`) ?? svgElement('path');
      for (const [name, value] of Object.entries({ ...attributes, 'data-sum-part': i, 'data-shade': shade })) setAttribute(element, name, value);
      group.append(element);
      kept.push(element);
      return element;
    };
    const colour = colours[sum.curve];
    const [[positive, above], [negative, below]] = SHADES;
    return {
      positive: path(positive, { class: `plot-sum plot-sum-positive plot-fill-${sum.curve}`, fill: colour, 'fill-opacity': above, stroke: 'none' }),
      negative: path(negative, { class: `plot-sum plot-sum-negative plot-fill-${sum.curve}`, fill: colour, 'fill-opacity': below, stroke: 'none' }),
      outline: path('outline', {
        class: `plot-sum-outline plot-stroke-${sum.curve}`, fill: 'none', stroke: colour, 'stroke-width': 1, 'stroke-opacity': '0.8', 'stroke-linejoin': 'round',
      }),
    };
  });
  for (const extra of [...group.children]) if (!kept.includes(extra)) extra.remove();
  return elements;
}

/**
 * Draws each sum's pieces as they are now (`sum.pieces()`: x0, x1, y0, y1 per piece, none where it has no value).
 * @param {{positive: SVGPathElement, negative: SVGPathElement, outline: SVGPathElement}[]} elements
 * @param {readonly {pieces: () => Float64Array}[]} sums
 */
export function drawSums(elements, sums, viewport, density) {
  elements.forEach((paths, i) => {
    const parts = sums[i].pieces();
    const d = sumPathData(parts, viewport, density);
    setAttribute(paths.positive, 'd', d.positive);
    setAttribute(paths.negative, 'd', d.negative);
    setAttribute(paths.outline, 'd', d.outline);
    setAttribute(paths.outline, 'data-pieces', parts.length / 4);
  });
}
