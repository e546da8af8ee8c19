// The trace's marker in the live drawing (docs/hooks.md#trace): `g.plot-trace[data-trace]` in the view's
// `trace` layer, with data-x, data-y (`undefined` where the curve is), data-curve, on a parametric or polar
// curve data-t, on a sequence's partial sum data-partial; a dot in the curve's colour and the reading's label
// beside it, off the legend and the other labels. Made when the trace starts; the tracer (tracer.js) says where,
// and what it reads.

import { setAttribute, setText, svgElement } from '../graph/dom.js';
import { curveColor, paletteIndex, HALO_COLOR, MARK_COLOR, TEXT_HALO } from '../graph/plot-svg-parts.js';
import { labelWidth } from '../graph/figure-drawing.js';
import { freePlaceAround } from '../labels/label-placement.js';
import { labelPlacement } from './marker-reading.js';

/** The marker's dot, CSS px. */
export const MARKER_RADIUS = 6;
const FONT_SIZE = 13;

export class TraceMarker {
  #plot;
  /** @type {SVGGElement | null} */
  #group = null;
  #dot = null;
  #label = null;

  /** @param {import('../graph/plot-svg.js').PlotSVG} plot draws the marker in its `trace` layer */
  constructor(plot) {
    this.#plot = plot;
  }

  /**
   * Shows the marker for a reading: its hooks, and where the curve is defined its dot at `at` (CSS px)
   * with `text` beside it — for a finger (`finger`: where it touches, or null once it has lifted) clear of
   * the fingertip (marker-reading.js labelPlacement).
   * @param {{curve: number, x: number, y: number, t?: number, partial?: boolean}} reading y NaN where the curve is undefined
   * @param {{x: number, y: number} | null} at the dot's place, null where there is nothing to mark
   * @param {string} text
   * @param {{width: number, height: number, touch: boolean, finger: {x: number, y: number} | null}} frame
   */
  show({ curve, x, y, t, partial = false }, at, text, { width, height, touch, finger }) {
    const group = this.#made(curve);
    setAttribute(group, 'data-x', String(x));
    setAttribute(group, 'data-y', Number.isFinite(y) ? String(y) : 'undefined');
    setAttribute(group, 'data-curve', String(curve));
    setAttribute(group, 'data-t', t === undefined ? null : String(t));
    setAttribute(group, 'data-partial', partial ? '' : null);
    setAttribute(group, 'display', at === null ? 'none' : null);
    if (at === null) return;
    setAttribute(this.#dot, 'cx', at.x.toFixed(2));
    setAttribute(this.#dot, 'cy', at.y.toFixed(2));
    const first = labelPlacement(at, text, { width, height, fontSize: FONT_SIZE, touch, finger });
    // Off the legend and the other labels: mirrored across the marker (for a finger, across the middle
    // of marker and fingertip, so that it stays clear of both) where its own place covers one.
    const centre = touch && finger ? { x: at.x, y: (at.y + finger.y) / 2 } : at;
    const placed = freePlaceAround(first, centre, labelWidth(text, FONT_SIZE), FONT_SIZE, width, height, this.#plot.labelBoxes());
    setAttribute(this.#label, 'x', placed.x.toFixed(2));
    setAttribute(this.#label, 'y', placed.y.toFixed(2));
    setAttribute(this.#label, 'text-anchor', placed.anchor);
    setText(this.#label, text);
  }

  /** Takes the marker away. */
  remove() {
    this.#plot.dropLayer('trace');
    this.#group = this.#dot = this.#label = null;
  }

  /** The marker's group with its dot and label, made when the trace starts, in the colour of `curve`. */
  #made(curve) {
    if (!this.#group) {
      this.#group = this.#plot.layer('trace');
      this.#group.setAttribute('data-trace', '');
      this.#dot = svgElement('circle', { class: 'plot-trace-dot', r: MARKER_RADIUS, stroke: HALO_COLOR, 'stroke-width': 2 });
      this.#label = svgElement('text', {
        class: 'plot-trace-label', 'font-size': FONT_SIZE, 'font-weight': 600, fill: MARK_COLOR, ...TEXT_HALO,
      });
      this.#group.replaceChildren(this.#dot, this.#label);
    }
    setAttribute(this.#dot, 'class', `plot-trace-dot plot-fill-${paletteIndex(curve)}`);
    setAttribute(this.#dot, 'fill', curveColor(curve));
    return this.#group;
  }
}
