// A label of the drawing's legend rewritten live (a tangent's equation as its point rides a slider):
// the legend's background grows to hold it, as SVGRenderer+Legend.swift sizes it at build time (the
// label's x, its length, and the padding on the right). It never shrinks, so the legend does not
// twitch while a slider moves. plot-svg.js reads the background's size when it places the legend.

import { setAttribute, setText } from './dom.js';

/** The legend's padding left and right of its rows, SVG units (SVGRenderer's LegendLayout.padding). */
const LEGEND_PADDING = 8;

/**
 * Writes `name` into a legend label of the drawing and widens the legend to hold it.
 * @param {SVGTextElement} text a `text.plot-legend-label` of `g.plot-legend`
 * @param {string} name
 */
export function setLegendLabel(text, name) {
  setText(text, name);
  const background = text.closest('.plot-legend')?.querySelector('.plot-legend-background');
  if (!background || typeof text.getComputedTextLength !== 'function') return;
  const needed = Number(text.getAttribute('x')) + text.getComputedTextLength() + LEGEND_PADDING;
  if (needed > Number(background.getAttribute('width'))) setAttribute(background, 'width', String(Math.ceil(needed * 10) / 10));
}
