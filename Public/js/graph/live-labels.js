// Where and when the live view places its labels (label-placement.js). Where: a plan of what
// placement last chose — the range labels' sides, each point's and line's label's place, the legend's
// corner — which a frame applies to the frame as it is now, so nothing jumps while the reader pans
// (pure functions, for node tests). When (LabelScheduler, a feature of the view): on the first frame
// the view draws and on the first of a new figure, then whenever the view has rested after a pan, a
// zoom or a change of the curves — the rest the points of interest wait for (poi-scheduler.js) — and
// whenever new points-of-interest dots are shown, which the legend keeps off. Never per frame. Once
// placed, the features hear `labelsPlaced` (the trace's label keeps off the legend where it went).

import { CurveIndex, inflated } from './curve-index.js';
import { axesLayout, labelBox } from './axes-layout.js';
import { linePosition, pointPosition } from './figure-drawing.js';
import { LABEL_GAP, labelWidth, legendBox, placeLabels, textBox } from './label-placement.js';
import { POI_EVENT } from './view-hooks.js';
import { POI_REST_MS } from './poi-scheduler.js';

/**
 * @typedef {object} LabelPlan
 * @property {{x: boolean, y: boolean}} flips whether xMax and yMax are on the other side of their axis
 * @property {(number | null)[]} points per marked point, its label's place (null: the first that fits the frame)
 * @property {number[]} lines per reference line, its label's place
 * @property {string | null} corner the legend's corner (label-placement.js CORNERS), null where it is hidden
 */

/**
 * The plan before anything is chosen: every label at its first place, the legend in `corner`.
 * @param {string | null} [corner]
 * @returns {LabelPlan}
 */
export function firstPlan(corner = null) {
  return { flips: { x: false, y: false }, points: [], lines: [], corner };
}

/**
 * Chooses where the labels of a frame go. The legend stays in the corner of `previous` while that
 * corner is free.
 * @param {LabelPlan} previous
 * @param {object} frame
 * @param {import('./figure-model.js').Figure | null} frame.figure
 * @param {{xMin: number, xMax: number, yMin: number, yMax: number, width: number, height: number}} frame.viewport
 * @param {number} frame.density device pixels per SVG unit
 * @param {number} frame.fontSize
 * @param {string} [frame.separator] the decimal separator of the axes' labels
 * @param {{width: number, height: number} | null} frame.legend the legend's size, null without one
 * @param {ArrayLike<number>[][]} frame.curves per curve, its segments drawn, in data coordinates
 * @param {{x: number, y: number}[]} frame.dots the points-of-interest dots, in data coordinates
 * @returns {{plan: LabelPlan, layout: import('./axes-layout.js').AxesLayout}} the plan, and the axes laid out by it
 */
export function planLabels(previous, { figure, viewport: v, density, fontSize, separator, legend, curves, dots }) {
  const index = CurveIndex.ofSegments(curves, v, density);
  const layout = axesLayout(v, density, fontSize, separator, { curves: index });
  const placed = placeLabels({
    width: v.width / density,
    height: v.height / density,
    fontSize,
    axisLabels: layout.labels.map((label) => labelBox(label, fontSize)),
    points: (figure?.points ?? []).map((point) => {
      const position = pointPosition(point, v, density);
      return position && { ...position, label: point.label };
    }),
    lines: (figure?.lines ?? []).map((line) => {
      const position = linePosition(line, v, density);
      return position && { ...position, label: line.label };
    }),
    legend,
    dots: dots.map((dot) => pointPosition(dot, v, density)).filter((dot) => dot !== null),
    curves: index,
  }, previous.corner);
  const plan = {
    flips: layout.flips,
    points: placed.pointLabels.map((place) => place?.choice ?? null),
    lines: placed.lineLabels.map((place) => place?.choice ?? 0),
    corner: placed.legend,
  };
  return { plan, layout };
}

/**
 * The legend's box where the plan puts it in a frame of this size, or null where it is hidden.
 * @param {LabelPlan} plan
 * @param {{width: number, height: number} | null} size the legend's
 * @param {number} width the frame's, SVG units
 * @param {number} height
 */
export function plannedLegendBox(plan, size, width, height) {
  return size === null || plan.corner === null ? null : legendBox(plan.corner, size, width, height);
}

/**
 * The boxes of labels as drawn, each with the gap labels keep: the axes' labels, texts
 * `{x, y, anchor, text}` (the point and line labels) and the legend's box (null where it is hidden).
 * @param {import('./axes-layout.js').Label[]} axisLabels
 * @param {{x: number, y: number, anchor: string, text: string}[]} texts
 * @param {import('./curve-index.js').Box | null} legend
 * @param {number} fontSize
 * @returns {import('./curve-index.js').Box[]}
 */
export function drawnLabelBoxes(axisLabels, texts, legend, fontSize) {
  const boxes = [
    ...axisLabels.map((label) => labelBox(label, fontSize)),
    ...texts.map(({ x, y, anchor, text }) => inflated(textBox(x, y, anchor, labelWidth(text, fontSize), fontSize), LABEL_GAP)),
  ];
  return legend ? [...boxes, inflated(legend, LABEL_GAP)] : boxes;
}

// --- When

/** @implements {import('./view-hooks.js').ViewHooks} */
export class LabelScheduler {
  #host;
  /** Called after each placement. */
  #placed;
  #timer = 0;
  /** Whether the next frame is followed at once by a placement (the view's first, a new figure's). */
  #placeAfterDraw = false;
  #onPoints = () => this.#place();

  /**
   * @param {import('./view-hooks.js').ViewHost} host
   * @param {() => void} placed called after each placement
   */
  constructor(host, placed) {
    this.#host = host;
    this.#placed = placed;
    host.element.addEventListener(POI_EVENT, this.#onPoints);
  }

  // --- The view's hooks

  ready() { this.#placeAfterDraw = true; }

  setFigure() { this.#placeAfterDraw = true; }

  setScale() { this.#later(); }

  curvesChanged() { this.#later(); }

  draw() {
    if (!this.#placeAfterDraw) return;
    this.#placeAfterDraw = false;
    this.#place();
  }

  destroy() {
    clearTimeout(this.#timer);
    this.#host.element.removeEventListener(POI_EVENT, this.#onPoints);
  }

  // --- Internals

  /** Places the labels once the view has rested POI_REST_MS: each change starts the wait again. */
  #later() {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = 0;
      this.#place();
    }, POI_REST_MS);
  }

  #place() {
    if (!this.#host.isLive()) return;
    this.#host.plot.placeLabels(this.#host.segments(), this.#host.dots()?.points ?? []);
    this.#placed();
  }
}
