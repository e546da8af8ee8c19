// A generic x–y graph view (docs/hooks.md#elementgraphview): draws y(x) from a data source, or a
// figure of several curves with shaded areas, marked points and reference lines, into the page's
// `<svg class="plot-svg">`, and pans and zooms it live. Every frame re-samples every curve and
// re-outlines every area (figure-sampler.js). It knows nothing of expressions or calculators; the
// page decides which gestures are on.
//
//   const view = new GraphView(element, {
//     dataSource: { valueAt: (x) => Math.sin(x) },            // NaN or ±Infinity where undefined
//     gestures: { pan: true, pinch: true, doubleTap: true, wheel: true, keyboard: true, trace: true },
//     pointsOfInterest: (xMin, xMax) => [{ kind: 'root', x: 0, y: 0, curves: [0] }],   // optional
//   });
//   view.scale = 2 * view.scale;   // redraws at the next animation frame
//   view.figure = {                 // or `figure` in the options: see figure-model.js
//     curves: [{ valueAt: Math.sin, name: 'sin x' }, { valueAt: Math.cos, style: 'dashed', from: 0 }],
//     areas: [{ under: 0, from: 0, to: Math.PI }],
//     points: [{ x: 0, y: 1, label: '(0, 1)' }],
//     lines: [{ y: 1, label: 'y = 1' }],
//   };
//
// State comes from the element's attributes and is reflected back after every change (docs/hooks.md):
// data-scale, data-scale-y (CSS px per unit), data-origin-x, data-origin-y (CSS px from the top-left
// corner to (0, 0)), all in the frame of data-width × data-height, the size the build-time SVG was
// drawn at, until the script takes over; from then on, in the graph's actual CSS size. After the
// take-over the root has data-graph-live.
//
// The view is a small core (element, transform, figure, frame scheduling, DRAW_EVENT); features
// attach through hooks (view-hooks.js): view memory per data-plot-id (view-memory.js), what the view
// says of itself (view-notices.js), the points of interest (poi-scheduler.js), where the labels go
// (live-labels.js), with the `trace` gesture the trace (trace-feature.js), listening (listen-feature.js).
// What the first gesture does not need loads later (lazy-feature.js): the trace on first use, the dots
// once a provider is set, the area outlines only for a figure with areas (the build-time picture, which
// has them, stays until they are there). A data source that throws draws no curve, but the view stays
// usable and the curve comes back as soon as the source answers again; each distinct failure is
// reported once on the console (failure-log.js).

import { PlotSVG } from './plot-svg.js';
import { checkedFigure, figureOfDataSource } from './figure-model.js';
import { parseSamples, sampleFigure, visibleYRange } from './figure-sampler.js';
import { attachGestures } from './gestures.js';
import { setAttribute } from './dom.js';
import * as transforms from './view-transform.js';
import { declaredTransform } from './declared-transform.js';
import { axisSettings } from './axis-settings.js';
import { laidOutSize, liveDrawing, watchDensity } from './drawing-surface.js';
import { FailureLog } from './failure-log.js';
import { LazyFeature } from './lazy-feature.js';
import { DRAW_EVENT, ViewFeatures } from './view-hooks.js';
import { ViewMemory } from './view-memory.js';
import { ViewNotices } from './view-notices.js';
import { PoiScheduler } from './poi-scheduler.js';
import { LabelScheduler } from './live-labels.js';
import { TraceFeature } from './trace-feature.js';
import { ListenFeature } from './listen-feature.js';

export { DRAW_EVENT, POI_EVENT, TRACE_EVENT } from './view-hooks.js';
export { LISTEN_EVENT } from './listen-feature.js';

/**
 * @typedef {object} DataSource
 * @property {(x: number) => number} valueAt y at x; NaN or ±Infinity where undefined
 */

export class GraphView {
  /** Milliseconds the last redraw took (sampling, layout and DOM updates). */
  lastFrameMs = 0;

  #element;
  #svg;
  #plot;
  /** @type {Readonly<import('./figure-model.js').Figure>} */
  #figure;
  /** What `dataSource` was set to; null once a figure is set. */
  #dataSource = null;
  #samples;
  /** @type {Readonly<import('./view-transform.js').Transform>} */
  #transform;
  /** The graph's own window (what the page declares, or the last showRanges), at the size it was set at: where recenter returns. */
  #home;
  /** Whether one unit is as long across as up, whatever the size and gesture (data-aspect="equal"). */
  #equal;
  #isLaidOut = false;
  /** @type {Float64Array[][]} per curve, its segments in the last frame */
  #segments = [];
  /** Per curve, its endpoint dots in the last frame. */
  #endpoints = [];
  #frame = 0;
  #cleanups = [];
  #destroyed = false;
  /** The figure's failures (per curve and area), and the features that could not load, each once on the console. */
  #failures;
  #warnings;
  #areaOutlines;
  #features = new ViewFeatures();
  /** @type {PoiScheduler} */ #pointsOfInterest;
  /** @type {TraceFeature | null} null without the trace gesture */
  #trace = null;
  /** @type {ListenFeature} */ #listen;

  /**
   * @param {HTMLElement} element the graph's root; holds (or receives) an `<svg class="plot-svg">`
   * @param {object} options one of figure and dataSource
   * @param {object} [options.figure] curves, areas, points and lines (figure-model.js)
   * @param {DataSource} [options.dataSource] one curve, as a figure of one solid curve
   * @param {import('./gestures.js').GestureOptions} [options.gestures] all off unless turned on
   * @param {string} [options.storageVersion] stored views of other versions are ignored;
   *   defaults to the element's data-expression
   * @param {((xMin: number, xMax: number) => import('./poi-scheduler.js').PointsOfInterestAnswer) | null} [options.pointsOfInterest]
   *   the figure's points of interest over an x-range, drawn as dots (see the pointsOfInterest setter)
   */
  constructor(element, { figure, dataSource, gestures = {}, storageVersion, pointsOfInterest = null } = {}) {
    if ((figure === undefined) === (dataSource === undefined)) throw new TypeError('GraphView needs either a figure or a dataSource');
    this.#element = element;
    this.#svg = liveDrawing(element);
    this.#plot = new PlotSVG(this.#svg);
    const settings = axisSettings(element);
    this.#equal = settings.equal;
    this.#plot.axisSettings = settings.axes;
    this.#failures = new FailureLog(element, { whose: 'this data source' });
    this.#warnings = new FailureLog(element, { level: 'warn' });
    this.#areaOutlines = new LazyFeature('the area outlines', () => import('../figure/area-outline.js'), this.#warnings);
    if (figure !== undefined) this.figure = figure;
    else this.dataSource = dataSource;
    this.#samples = parseSamples(element.getAttribute('data-samples') ?? 'auto');
    this.#transform = declaredTransform(element, this.#svg);
    this.#home = this.#transform;
    this.#attachFeatures(gestures, storageVersion ?? element.getAttribute('data-expression') ?? '');

    const intents = {
      pan: (dx, dy) => this.#update(transforms.pan(this.#transform, dx, dy)),
      zoom: (factor, clientX, clientY) => this.zoomBy(factor, ...this.#local(clientX, clientY)),
      doubleTap: (clientX, clientY) => this.#update(transforms.moveOriginTo(this.#transform, ...this.#local(clientX, clientY))),
      recenter: () => this.recenter(),
    };
    this.#cleanups.push(attachGestures(element, gestures, this.#features.intents(intents)));
    this.pointsOfInterest = pointsOfInterest;
    const observer = new ResizeObserver(() => this.#measure());
    observer.observe(this.#svg);
    this.#cleanups.push(() => observer.disconnect());
    this.#cleanups.push(watchDensity(() => this.redraw()));
    this.#measure();
  }

  /**
   * Where y(x) comes from: `{ valueAt(x) }`, as set (for a figure, its first curve). Setting it (a
   * calculator plotting a new expression) shows a figure of that one curve and redraws.
   */
  get dataSource() { return this.#dataSource ?? this.#figure.curves[0]; }
  set dataSource(source) {
    // Asked point by point, so a data source may change what it answers; a new one simply redraws.
    this.#show(figureOfDataSource(source));
    this.#dataSource = source;
  }

  /**
   * What is drawn: `{ curves, areas, points, lines }`, checked and frozen (figure-model.js). Setting
   * it redraws; a malformed figure throws, naming the field, and the view keeps the one it had.
   */
  get figure() { return this.#figure; }
  set figure(figure) {
    this.#show(checkedFigure(figure));
  }

  /** CSS px per unit along x. Setting it redraws; with equal units it sets both scales. */
  get scale() { return this.#transform.scale; }
  set scale(value) { this.#setScales(Number(value), this.#equal ? Number(value) : this.#transform.scaleY); }

  /** CSS px per unit along y. Setting it redraws; with equal units it sets both scales. */
  get scaleY() { return this.#transform.scaleY; }
  set scaleY(value) { this.#setScales(this.#equal ? Number(value) : this.#transform.scale, Number(value)); }

  /** Where (0, 0) is, in CSS px from the top-left corner. Setting it redraws. */
  get origin() { return { x: this.#transform.originX, y: this.#transform.originY }; }
  set origin({ x, y }) { this.#update(transforms.moveOriginTo(this.#transform, Number(x), Number(y))); }

  /** `"auto"` (every device pixel, refined) or N uniform intervals over the visible x-range. */
  get samples() { return this.#samples; }
  set samples(value) {
    this.#samples = parseSamples(value);
    this.redraw();
  }

  /**
   * Goes back to the graph's own window: the ranges the page declares (data-x-min … data-y-max, or
   * data-scale and data-origin-…), or those of the last showRanges. For a window symmetric about 0,
   * that puts the origin back in the middle; for x from 2 to 10 it shows 2 … 10 again. The zoom goes
   * back to the window's too: recenter shows the plot as the page first did.
   */
  recenter() { this.#update(transforms.rescale(this.#home, this.#transform.width, this.#transform.height, this.#equal)); }

  /**
   * Shows exactly these data ranges (e.g. a calculator plotting −xMax … xMax with a fitted y-range),
   * or with equal units the smallest frame around them, centred; they become the window that recenter
   * returns to.
   * @param {{xMin: number, xMax: number, yMin: number, yMax: number}} ranges
   */
  showRanges(ranges) {
    const next = this.#equal ? transforms.fitEqual(this.#transform, ranges) : transforms.fitRanges(this.#transform, ranges);
    if (transforms.isUsable(next)) this.#home = next;
    this.#update(next);
  }

  /**
   * The data ranges in view now, the frame's edges (not the curve's extent, see visibleStats).
   * @returns {{xMin: number, xMax: number, yMin: number, yMax: number}}
   */
  visibleRanges() {
    const { xMin, xMax, yMin, yMax } = transforms.viewportOf(this.#transform, 1);
    return { xMin, xMax, yMin, yMax };
  }

  /** Moves the picture by (dx, dy) CSS px. */
  panBy(dx, dy) { this.#update(transforms.pan(this.#transform, dx, dy)); }

  /** Multiplies both scales by `factor` about (x, y) in CSS px from the top-left corner (default: the centre). */
  zoomBy(factor, x = this.#transform.width / 2, y = this.#transform.height / 2) {
    this.#update(transforms.zoomAbout(this.#transform, factor, x, y));
  }

  /**
   * The visible x-range and the lowest and highest y of the curves inside the frame, all curves
   * together (yMin and yMax are null when no part of any curve is visible).
   * @returns {{xMin: number, xMax: number, yMin: number | null, yMax: number | null}}
   */
  visibleStats() {
    const v = transforms.viewportOf(this.#transform, 1);
    const { yMin, yMax } = visibleYRange(this.#segments.flat(), v);
    return { xMin: v.xMin, xMax: v.xMax, yMin, yMax };
  }

  /**
   * Per curve of the figure, in order, the lowest and highest y of that curve inside the frame
   * (both null when no part of that curve is visible).
   * @returns {{yMin: number | null, yMax: number | null}[]}
   */
  visibleStatsByCurve() {
    const v = transforms.viewportOf(this.#transform, 1);
    return this.#figure.curves.map((_, i) => visibleYRange(this.#segments[i] ?? [], v));
  }

  /**
   * The trace shown: `{ curve, x, y }` (y null where the curve is undefined at x), or null.
   * @returns {{curve: number, x: number, y: number | null} | null}
   */
  get trace() { return this.#trace?.reading ?? null; }

  /**
   * Traces curve `curve` (an index of the figure's curves) at exactly x, as if the reader had put the
   * marker there (and announces it). Needs the `trace` gesture. The marker is shown at once when the
   * trace has been used before, else once trace.js has loaded: await the answer to be sure.
   * @returns {Promise<void>} settled once the marker is shown (or the trace could not load)
   */
  traceAt(curve, x) {
    if (!this.#trace) throw new Error('GraphView.traceAt needs the trace gesture (gestures: { trace: true })');
    return this.#trace.at(curve, x);
  }

  /**
   * A tap at (x, y), CSS px from the graph's top-left, as if the reader had made it: traces the curve
   * near it, if any (needs the `trace` gesture). For a tap made before the view existed (plot-boot.js).
   * `pointerType` ('touch', 'pen' or 'mouse') says how near a curve counts as on it.
   */
  tapAt(x, y, pointerType = 'mouse') {
    this.#trace?.tapAt(x, y, pointerType);
  }

  /** Removes the trace marker, if there is one (and forgets a trace asked for while trace.js loads). */
  endTrace() {
    this.#trace?.end();
  }

  /**
   * Plays the visible curves as sound, one after another (docs/site.md#listening), as the Listen
   * button and `h` do; call it from a gesture of the reader's, or the browser keeps it silent.
   * @returns {Promise<void>} settled once playing has started
   */
  listen() { return this.#listen.start(); }

  /** Stops playing, if it is. */
  stopListening() { this.#listen.stop(); }

  /** Whether the curves are being played (the root has data-listening meanwhile). */
  get listening() { return this.#listen.listening; }

  /**
   * The notes listening would play now, without a sound: `[{ time, duration, x, y, frequency, pan,
   * kind, curve, noise? }]` (listen-plan.js).
   * @returns {Promise<import('./listen-plan.js').Note[]>}
   */
  listenPlan() { return this.#listen.plan(); }

  /**
   * What gives the points of interest: `(xMin, xMax) => points`, or `{ points, omitted }` as
   * Public/js/reading/points-of-interest.js answers, where each point is `{ kind, x, y, curves }`
   * (kind root, y-intercept, minimum, maximum or intersection; curves `[i]`, or `[i, j]` for an
   * intersection). Asked for the visible x-range soon after it is set and whenever the view has
   * rested after a change; null (the default) shows no dots.
   */
  get pointsOfInterest() { return this.#pointsOfInterest.provider; }
  set pointsOfInterest(provider) { this.#pointsOfInterest.provider = provider; }

  /**
   * The curves' data sources answer differently now, the figure being the same (a parameter of the
   * page moved, docs/manifest.md#parameters): redraws at the next frame, the trace reads its y afresh, and the points of
   * interest are asked for again soon (poi-scheduler.js) — not put off until the changes rest, so
   * that they follow a slider that is dragged or playing for seconds.
   */
  curvesChanged() {
    this.#features.call('curvesChanged');
    this.redraw();
  }

  /** Schedules a redraw at the next animation frame; several calls in one frame draw once. */
  redraw() {
    if (this.#frame || !this.#isLaidOut) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      this.#draw();
    });
  }

  /** Stops listening and observing; the picture stays as it is. */
  destroy() {
    this.#destroyed = true;
    cancelAnimationFrame(this.#frame);
    this.#features.call('destroy');
    for (const cleanup of this.#cleanups.splice(0)) cleanup();
  }

  // --- Internals

  /** View memory and notices, the points of interest, the labels' placement, the trace with its gesture, listening (view-hooks.js). */
  #attachFeatures(gestures, storageVersion) {
    /** @type {import('./view-hooks.js').ViewHost} */
    const host = {
      element: this.#element,
      svg: this.#svg,
      plot: this.#plot,
      figure: () => this.#figure,
      transform: () => this.#transform,
      isLive: () => this.#isLaidOut,
      density: () => window.devicePixelRatio || 1,
      segments: () => this.#segments,
      endpoints: () => this.#endpoints,
      visibleRanges: () => this.visibleRanges(),
      local: (clientX, clientY, rect) => this.#local(clientX, clientY, rect),
      reveal: (dx) => this.panBy(dx, 0),
      home: () => transforms.rescale(this.#home, this.#transform.width, this.#transform.height, this.#equal),
      dots: () => this.#pointsOfInterest.dots,
    };
    this.#features.attach(new ViewMemory(host, this.#element.getAttribute('data-plot-id'), storageVersion));
    this.#features.attach(new ViewNotices(host));
    this.#pointsOfInterest = this.#features.attach(new PoiScheduler(host, this.#warnings));
    this.#features.attach(new LabelScheduler(host, () => this.#features.call('labelsPlaced'), this.#warnings));
    if (gestures.trace) this.#trace = this.#features.attach(new TraceFeature(host, this.#warnings));
    this.#listen = this.#features.attach(new ListenFeature(host, this.#warnings));
  }

  /** Shows a checked figure: its elements now, its picture at the next frame; failures are reported afresh. */
  #show(figure) {
    this.#plot.setFigure(figure);
    this.#figure = figure;
    this.#dataSource = null;
    this.#segments = [];
    this.#endpoints = [];
    this.#failures.forget();
    if (figure.areas.length > 0 && !this.#areaOutlines.module) {
      // Until they are there (or could not load) the view does not take over from the build-time
      // picture, which has the areas; a view already live redraws with them.
      this.#areaOutlines.load().then(() => {
        if (this.#destroyed) return;
        if (this.#isLaidOut) this.redraw();
        else this.#measure();
      });
    }
    this.#features.call('setFigure');
    this.redraw();
  }

  #setScales(scale, scaleY) {
    this.#update(transforms.makeTransform({ ...this.#transform, scale, scaleY }));
  }

  /**
   * Applies a candidate transform unless it is unusable (zoomed or panned past double precision). With
   * equal units the scales are made equal first (every gesture keeps them so already).
   */
  #update(candidate) {
    const next = this.#equal ? transforms.equalScales(candidate) : candidate;
    if (!transforms.isUsable(next)) return;
    this.#transform = next;
    this.#reflect();
    this.redraw();
    this.#features.call('setScale', { resize: false });
  }

  /** Reads the drawing surface's size: the first time, the script takes over; later, a resize. */
  #measure() {
    const { width, height } = laidOutSize(this.#svg);
    if (!(width > 0 && height > 0)) return;  // hidden: wait until it is shown
    // The build-time picture has the areas: it stays until the live one can draw them too (or
    // their outlines could not load: the graph still goes live, without its areas, rather than never).
    if (!this.#isLaidOut && this.#figure.areas.length > 0 && !this.#areaOutlines.settled) return;
    const t = this.#transform;
    if (this.#isLaidOut && width === t.width && height === t.height) return;
    if (this.#isLaidOut) {
      this.#transform = this.#resized(t, width, height);
      this.#features.call('setScale', { resize: true });
    } else {
      const taken = this.#features.takeOver(transforms.rescale(t, width, height, this.#equal));
      this.#transform = this.#equal ? transforms.equalScales(taken) : taken;
      this.#isLaidOut = true;
      setAttribute(this.#element, 'data-graph-live', '');
      this.#features.call('ready');
    }
    this.#reflect();
    // Draw now rather than next frame: a ResizeObserver callback runs before paint, so no frame
    // shows the old drawing stretched.
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#draw();
  }

  /**
   * Resize, rotation: the origin keeps its place relative to the centre, the scales stay. With equal
   * units, a view still showing its own window fits that window to the new size instead, so that a
   * phone turned back and forth keeps it whole in view.
   */
  #resized(t, width, height) {
    if (this.#equal && transforms.sameView(t, transforms.rescale(this.#home, t.width, t.height, true))) {
      return transforms.rescale(this.#home, width, height, true);
    }
    return transforms.resize(t, width, height);
  }

  /** Writes the state hooks (docs/hooks.md). */
  #reflect() {
    const t = this.#transform;
    setAttribute(this.#element, 'data-scale', attributeNumber(t.scale));
    setAttribute(this.#element, 'data-scale-y', attributeNumber(t.scaleY));
    setAttribute(this.#element, 'data-origin-x', attributeNumber(t.originX));
    setAttribute(this.#element, 'data-origin-y', attributeNumber(t.originY));
  }

  #draw() {
    if (!this.#isLaidOut) return;
    const started = performance.now();
    // Sample every device pixel: a 3× phone gets three samples per CSS px.
    const density = window.devicePixelRatio || 1;
    const viewport = transforms.viewportOf(this.#transform, density);
    const areaOutline = this.#areaOutlines.module?.areaOutline ?? null;
    const { drawing, failures } = sampleFigure(this.#figure, viewport, { samples: this.#samples, areaOutline });
    for (const { source, message, error } of failures) this.#failures.report(source, message, error);
    this.#segments = drawing.curves;
    this.#endpoints = drawing.endpoints;
    this.#plot.draw(viewport, density, drawing);
    this.#features.call('draw');
    // A picture still being refined (an implicit curve, progressively) is asked again at the next frame.
    if (drawing.pending) this.redraw();
    this.lastFrameMs = performance.now() - started;
    this.#element.dispatchEvent(new CustomEvent(DRAW_EVENT, { detail: { ms: this.lastFrameMs } }));
  }

  /**
   * Client coordinates → CSS px from the graph's top-left corner; undefined stays undefined (the
   * centre). `rect` is the graph's box, when the caller has it already.
   */
  #local(clientX, clientY, rect = undefined) {
    if (clientX === undefined) return [];
    rect ??= this.#svg.getBoundingClientRect();
    const t = this.#transform;
    return [(clientX - rect.left) * (t.width / (rect.width || t.width)), (clientY - rect.top) * (t.height / (rect.height || t.height))];
  }
}

/** Seven significant digits: plenty for hooks, short in the DOM. */
function attributeNumber(value) {
  return String(Number(value.toPrecision(7)));
}
