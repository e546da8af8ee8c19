// Where and when the live view places its labels (label-placement.js). Where: a plan of what
// placement last chose — the range labels' sides, each point's and line's label's place, the legend's
// corner — which a frame applies to the frame as it is now, so nothing jumps while the reader pans
// (pure functions, for node tests); until the view has chosen, the build-time drawing's choices. When
// (LabelScheduler, a feature of the view): once the choosing (label-plan.js and what it imports) has
// loaded, which waits until the view is live so that the first reach for the graph does not; then
// after the first frame of a new figure, whenever the view has rested after a pan, a zoom or a change
// of the curves — the rest the points of interest wait for (poi/poi-scheduler.js) — and whenever new
// points-of-interest dots are shown, which the legend keeps off. Never per frame. Once placed, the
// features hear `labelsPlaced` (the trace's label keeps off the legend where it went).

import { labelBox } from '../graph/axes-layout.js';
import { LABEL_GAP, inflated, labelWidth, legendBox, textBox } from '../graph/figure-drawing.js';
import { POI_EVENT } from '../graph/view-hooks.js';
import { POI_REST_MS } from '../poi/poi-scheduler.js';
import { LazyFeature } from '../graph/lazy-feature.js';

/**
 * @typedef {object} LabelPlan
 * @property {{x: boolean, y: boolean}} flips whether xMax and yMax are on the other side of their axis
 * @property {(number | null)[]} points per marked point, its label's place (null: the first that fits the frame)
 * @property {number[]} lines per reference line, its label's place
 * @property {string | null} corner the legend's corner (graph/figure-drawing.js CORNERS), null where it is hidden
 */

/**
 * The plan before the view has chosen: as given (the build-time drawing's choices), else every label
 * at its first place and no legend.
 * @param {Partial<LabelPlan>} [plan]
 * @returns {LabelPlan}
 */
export function firstPlan({ flips = { x: false, y: false }, points = [], lines = [], corner = null } = {}) {
  return { flips, points, lines, corner };
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
 * @param {import('../graph/axes-layout.js').Label[]} axisLabels
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

/** @implements {import('../graph/view-hooks.js').ViewHooks} */
export class LabelScheduler {
  #host;
  /** Called after each placement. */
  #placed;
  #planner;
  #timer = 0;
  /** Whether the next frame is followed at once by a placement (a new figure's first). */
  #placeAfterDraw = false;
  #destroyed = false;
  #onPoints = () => this.#place();

  /**
   * @param {import('../graph/view-hooks.js').ViewHost} host
   * @param {() => void} placed called after each placement
   */
  constructor(host, placed) {
    this.#host = host;
    this.#placed = placed;
    this.#planner = new LazyFeature('the label placement', () => import('./label-plan.js'), host.warnings);
    host.element.addEventListener(POI_EVENT, this.#onPoints);
  }

  // --- The view's hooks

  /** Live: the choosing loads, then places at once. */
  ready() {
    this.#planner.load().then(() => {
      if (!this.#destroyed) this.#place();
    });
  }

  setFigure() { this.#placeAfterDraw = true; }

  setScale() { this.#later(); }

  curvesChanged() { this.#later(); }

  draw() {
    if (!this.#placeAfterDraw) return;
    this.#placeAfterDraw = false;
    this.#place();
  }

  destroy() {
    this.#destroyed = true;
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

  /** Places the labels for the last frame, once the choosing is there (and the view live). */
  #place() {
    const planner = this.#planner.module;
    if (!planner || !this.#host.isLive()) return;
    this.#host.plot.placeLabels(planner.planLabels, this.#host.segments(), this.#host.dots()?.points ?? []);
    this.#placed();
  }
}
