// Redraws a plot's SVG in place, in the structure Sources/PlotSVG/SVGRenderer.swift writes at build
// time (plot-background, plot-grid, plot-axes, plot-curve, plot-labels with plot-range-label), so the
// picture does not jump when the script takes over and page styles apply to both alike.

import { svgElement, setAttribute, setText } from './dom.js';
import { axesLayout } from './axes-layout.js';
import { svgNumber } from './svg-number.js';

/**
 * The curves' colours, in order: the Swift renderer's `curveColor` (SVGRenderer.swift) and the light
 * theme's `--curve` in site.css. Tests/Fixtures/limits.json holds the same list.
 */
export const CURVE_COLORS = Object.freeze(['#0b62d6']);

/** The parts of a plot SVG in drawing order, with the Swift renderer's light-theme presentation attributes. */
const PARTS = [
  ['background', 'rect', { class: 'plot-background', fill: '#ffffff' }],
  ['grid', 'path', { class: 'plot-grid', stroke: '#e7e9ed', fill: 'none' }],
  ['axes', 'path', { class: 'plot-axes', stroke: '#8a9099', fill: 'none' }],
  ['curve', 'path', { class: 'plot-curve', fill: 'none', stroke: CURVE_COLORS[0], 'stroke-width': 2, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }],
  // Over the curve, ringed in the background colour so a curve passing under a label does not cross it out.
  ['labels', 'g', { class: 'plot-labels', fill: '#4f5560', stroke: '#ffffff', 'stroke-width': 3, 'stroke-linejoin': 'round', 'paint-order': 'stroke' }],
];

/**
 * `d` of the curve: one subpath per segment, implicit line-tos, numbers rounded to a tenth of a
 * device pixel (as PathData in SVGRenderer.swift).
 * @param {Float64Array[]} segments interleaved data x, y
 * @param {{xMin: number, xMax: number, yMin: number, yMax: number, width: number, height: number}} v device pixels
 * @param {number} density device pixels per SVG unit
 * @returns {string}
 */
export function pathData(segments, v, density) {
  const decimals = Math.max(1, Math.ceil(Math.log10(10 * density)));
  const xScale = v.width / (v.xMax - v.xMin) / density;
  const yScale = v.height / (v.yMax - v.yMin) / density;
  let d = '';
  for (const segment of segments) {
    for (let i = 0; i < segment.length; i += 2) {
      const x = svgNumber((segment[i] - v.xMin) * xScale, decimals);
      const y = svgNumber((v.yMax - segment[i + 1]) * yScale, decimals);
      if (i === 0) d += `M${x} ${y}`;
      // A minus sign separates numbers by itself.
      else d += (x[0] === '-' ? '' : ' ') + x + (y[0] === '-' ? '' : ' ') + y;
    }
    // A lone point still shows as a dot with round caps.
    if (segment.length === 2) d += 'h0';
  }
  return d;
}

/** Draws into one `<svg class="plot-svg">`, reusing its elements. */
export class PlotSVG {
  /**
   * @param {SVGSVGElement} svg the build-time SVG, or an empty one to fill
   */
  constructor(svg) {
    this.svg = svg;
    this.fontSize = Number(svg.getAttribute('font-size')) || 11;
    // this.background, .grid, .axes, .labels, .curve: an empty SVG gets every part; a build-time one
    // keeps what it has (a thumbnail has no labels) and draws nothing into parts it lacks.
    const isEmpty = svg.querySelector('.plot-axes') === null;
    for (const [name, tag, attributes] of PARTS) {
      this[name] = svg.querySelector(`.${attributes.class}`);
      if (!this[name] && (isEmpty || name === 'curve')) this[name] = svg.appendChild(svgElement(tag, attributes));
    }
  }

  /**
   * Draws the axes, grid, labels and curve for a viewport in device pixels.
   * @param {{xMin: number, xMax: number, yMin: number, yMax: number, width: number, height: number}} viewport
   * @param {number} density device pixels per CSS px
   * @param {Float64Array[]} segments the curve, in data coordinates
   */
  draw(viewport, density, segments) {
    const w = svgNumber(viewport.width / density, 2);
    const h = svgNumber(viewport.height / density, 2);
    setAttribute(this.svg, 'viewBox', `0 0 ${w} ${h}`);
    setAttribute(this.svg, 'width', w);
    setAttribute(this.svg, 'height', h);
    if (this.background) {
      setAttribute(this.background, 'width', w);
      setAttribute(this.background, 'height', h);
    }
    const layout = axesLayout(viewport, density, this.fontSize);
    const hairline = svgNumber(1 / density, 2);
    if (this.grid) {
      setAttribute(this.grid, 'd', layout.gridPath);
      setAttribute(this.grid, 'stroke-width', hairline);
    }
    if (this.axes) {
      setAttribute(this.axes, 'd', layout.axesPath);
      setAttribute(this.axes, 'stroke-width', hairline);
    }
    if (this.labels) this.drawLabels(layout.labels);
    setAttribute(this.curve, 'd', pathData(segments, viewport, density));
  }

  /** Updates the `<text>` elements in place: most keep their place from one frame to the next. */
  drawLabels(labels) {
    const texts = this.labels.children;
    for (let i = 0; i < labels.length; i += 1) {
      const text = texts[i] ?? this.labels.appendChild(svgElement('text'));
      const label = labels[i];
      setAttribute(text, 'x', svgNumber(label.x, 2));
      setAttribute(text, 'y', svgNumber(label.y, 2));
      setAttribute(text, 'text-anchor', label.anchor);
      setAttribute(text, 'font-weight', label.isRangeEnd ? '600' : null);
      setAttribute(text, 'class', label.isRangeEnd ? 'plot-range-label' : null);
      setText(text, label.text);
    }
    while (texts.length > labels.length) texts[texts.length - 1].remove();
  }
}
