// How features attach to a GraphView (view memory, the points of interest, the trace, listening …), as a
// chart's plugins do: the view calls their hooks when something happens to it, and each reads the view
// through one host object, at the moment it needs to, so the view's state is never copied into them. A
// feature that answers to scripts adds its members to the view (`members`: the trace's traceAt, listening's
// listen …, docs/hooks.md#elementgraphview), so the view's core (graph-view.js) holds none of them; which
// features a view has is view-features.js's to say. The events the view and its features dispatch on the
// graph's root are named here too (graph-view.js exports them for pages and scripts: docs/hooks.md).

/** Dispatched on the root after every redraw; `detail.ms` is what the redraw cost. */
export const DRAW_EVENT = 'graphdraw';

/**
 * Dispatched on the root after the points of interest were asked for afresh:
 * `detail: { points, omitted, xMin, xMax }` (the provider's answer, for the x-range it was asked for).
 */
export const POI_EVENT = 'graphpoi';

/**
 * Dispatched on the root when the trace changes (started, moved, another curve, ended):
 * `detail: { trace: { curve, x, y } | null, ms }`, ms what the change cost (a marker drag's budget).
 */
export const TRACE_EVENT = 'graphtrace';

/**
 * Dispatched on the root when the reader lets go of a handle they dragged (handle-feature.js):
 * `detail: { curve, x, y }`, the handle's curve and where its point is now.
 */
export const HANDLE_EVENT = 'graphhandle';

/**
 * What a feature is told; every hook is optional.
 * @typedef {object} ViewHooks
 * @property {(t: import('./view-transform.js').Transform) => import('./view-transform.js').Transform} [takeOver]
 *   the transform the view is about to take over with (the declared one at the graph's size); what
 *   it answers replaces it (a remembered view)
 * @property {() => void} [ready] the view has taken over: it is live, and draws now
 * @property {(change: {resize: boolean}) => void} [setScale] the transform changed: moved (a
 *   gesture, a setter), or the graph resized
 * @property {() => void} [draw] a frame was drawn (counted in its cost)
 * @property {() => void} [setFigure] another figure is shown
 * @property {() => void} [curvesChanged] the curves answer differently (GraphView's curvesChanged)
 * @property {() => void} [labelsPlaced] the labels and the legend were placed afresh (labels/live-labels.js)
 * @property {() => void} [destroy]
 * @property {(intents: import('./gestures.js').GestureIntents) => import('./gestures.js').GestureIntents} [intents]
 *   the view's gesture intents, with what the feature adds (its own gestures, keys)
 * @property {PropertyDescriptorMap} [members] what the feature adds to the view for scripts (methods,
 *   getters, setters), defined on the view as it is attached
 */

/**
 * What a feature may read of its view, and ask of it.
 * @typedef {object} ViewHost
 * @property {HTMLElement} element the graph's root (features dispatch their events on it)
 * @property {SVGSVGElement} svg the drawing
 * @property {import('./plot-svg.js').PlotSVG} plot draws into the drawing (a feature adds its layer)
 * @property {() => import('./figure-model.js').Figure} figure
 * @property {() => import('./view-transform.js').Transform} transform
 * @property {() => boolean} isLive whether the view has taken over (its transform is the graph's size)
 * @property {() => number} density device pixels per CSS px
 * @property {() => Float64Array[][]} segments per curve, what the last frame drew
 * @property {() => {x: number, y: number, open: boolean}[][]} endpoints per curve, the endpoint dots the last frame drew
 * @property {() => {xMin: number, xMax: number, yMin: number, yMax: number}} visibleRanges
 * @property {(clientX?: number, clientY?: number, rect?: DOMRect) => number[]} local client coordinates →
 *   CSS px from the graph's top-left (`rect`: the graph's box, when the caller has it); no point → none
 * @property {(dx: number) => void} reveal pans by dx CSS px
 * @property {() => void} curvesChanged the curves answer differently (a handle moved): as GraphView's curvesChanged
 * @property {() => import('./view-transform.js').Transform} home the figure's own view (where recenter returns) at the graph's size now
 * @property {() => import('../poi/poi-dots.js').PoiDots | null} dots the points-of-interest dots, once there are any
 * @property {import('./failure-log.js').FailureLog} warnings where a feature reports that a part of it could not load
 */

/** The features of one view, in the order they were attached: their hooks run in that order. */
export class ViewFeatures {
  /** @type {ViewHooks[]} */
  #features = [];
  #view;

  /** @param {object} view the view whose members the features add to */
  constructor(view) {
    this.#view = view;
  }

  /**
   * @template {ViewHooks} F
   * @param {F} feature
   * @returns {F}
   */
  attach(feature) {
    this.#features.push(feature);
    if (feature.members) Object.defineProperties(this.#view, feature.members);
    return feature;
  }

  /** Calls hook `name` of every feature that has it. */
  call(name, ...args) {
    for (const feature of this.#features) feature[name]?.(...args);
  }

  /**
   * The view's gesture intents as each feature's `intents` hook has added to them (the trace's taps
   * and drags, listening's key …), in the order the features were attached.
   * @param {import('./gestures.js').GestureIntents} intents
   * @returns {import('./gestures.js').GestureIntents}
   */
  intents(intents) {
    return this.#features.reduce((wrapped, feature) => feature.intents?.(wrapped) ?? wrapped, intents);
  }

  /** The transform to take over with, `t` as each feature's takeOver hook has replaced it. */
  takeOver(t) {
    return this.#features.reduce((taken, feature) => feature.takeOver?.(taken) ?? taken, t);
  }
}
