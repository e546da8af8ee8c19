// A generic x–y graph view (SPEC §6 R-VIEW, §11 R-FIGURE): draws y(x) from a data source, or a
// figure of several curves with shaded areas, marked points and reference lines, into the page's
// `<svg class="plot-svg">`, and pans and zooms it live. Every frame re-samples every curve and
// re-outlines every area. It knows nothing of expressions or calculators; the page decides which
// gestures are on.
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
// State comes from the element's attributes and is reflected back after every change (R-HOOKS):
// data-scale, data-scale-y (CSS px per unit), data-origin-x, data-origin-y (CSS px from the top-left
// corner to (0, 0)), all in the frame of data-width × data-height, the size the build-time SVG was
// drawn at, until the script takes over; from then on, in the graph's actual CSS size. The view is
// remembered per data-plot-id in localStorage. After the take-over the root has data-graph-live.
//
// Reading the graph (SPEC §12): with the `trace` gesture, a tap near a curve puts a marker on it
// (trace.js; `view.trace`, `traceAt`, `endTrace`, and TRACE_EVENT after each change). With a
// `pointsOfInterest` provider, its points are drawn as dots (poi-dots.js): the view asks it for the
// visible x-range once laid out and again whenever the view has rested POI_REST_MS after a change,
// never per frame, and dispatches POI_EVENT with what it answered. A page whose curves change without
// a new figure (sliders, SPEC §13) calls `curvesChanged()`: the next frame redraws them, and the
// points are asked for again within POI_LIVE_MS, however long the changes go on.
//
// What the first gesture does not need loads later, by dynamic import (SPEC §14: a phone's first
// visit waits for as little script as it can): the trace when the graph first gets focus or a
// pointer (a tap or `t` that comes before it has loaded is then traced as it was made), the dots
// once a provider is set, and the area outlines only for a figure that has areas (the build-time
// picture stays until they are there).
//
// A data source that throws draws no curve, but the view stays usable: axes, grid, labels and the
// other curves still draw, gestures still work, and the curve comes back as soon as the source
// answers again. Each distinct failure is reported once on the console.

import { SAMPLES } from '../limits.js';
import { sample, validateViewport } from '../sampling/sampler.js';
import { PlotSVG } from './plot-svg.js';
import { areaCurves, checkedFigure, figureOfDataSource } from './figure-model.js';
import { attachGestures } from './gestures.js';
import { on, off, setAttribute, svgElement } from './dom.js';
import { loadView, saveView } from './view-storage.js';
import * as transforms from './view-transform.js';
import { declaredTransform } from './declared-transform.js';

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
/** How long the view must rest before the points of interest are asked for again, ms. */
const POI_REST_MS = 250;
/**
 * While the curves keep changing (a slider dragged, a parameter playing), how often the points of
 * interest follow, ms: asking every frame would double a frame's cost (the points and their dots).
 */
const POI_LIVE_MS = 100;
/** How long the view must rest before it is written to localStorage, ms. */
const SAVE_DELAY = 300;
/**
 * Distinct failures reported per data source, at most: a source whose message names the x it
 * failed at would otherwise log once per frame while the reader pans.
 */
const MAXIMUM_REPORTED_FAILURES = 20;

/**
 * @typedef {import('./poi-dots.js').PointOfInterest[] | {points: import('./poi-dots.js').PointOfInterest[], omitted?: {curves: number[], count: number}[]}} PointsOfInterestAnswer
 */

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
  #isLaidOut = false;
  /** @type {Float64Array[][]} per curve, its segments in the last frame */
  #segments = [];
  #frame = 0;
  #saveTimer = 0;
  #storageId;
  #storageVersion;
  #cleanups = [];
  /** Per curve, then per area, the failures already on the console (name and message). */
  #reportedFailures = [];
  /** @type {((xMin: number, xMax: number) => unknown) | null} */
  #poiProvider = null;
  #poiTimer = 0;
  /** The provider's failures already on the console. */
  #reportedPoiFailures = new Set();
  /** @type {import('./poi-dots.js').PoiDots | null} null until a provider is set and poi-dots.js has loaded */
  #dots = null;
  /** @type {Promise<unknown> | null} poi-dots.js loading (or loaded) */
  #dotsLoading = null;
  /** Whether the trace gesture is on (the tracer itself loads on first use). */
  #traceOn = false;
  /** @type {import('./trace.js').Tracer | null} null until trace.js has loaded */
  #tracer = null;
  /** @type {Promise<import('./trace.js').Tracer | null> | null} trace.js loading (or loaded) */
  #tracerLoading = null;
  /** What the reader asked of the trace while trace.js was loading: run once it is there, unless undone meanwhile. */
  #traceIntent = null;
  /** The polite live region the trace speaks in, there before the tracer so that its first words are heard. */
  #announcer = null;
  /** @type {typeof import('../figure/area-outline.js').areaOutline | null} null until area-outline.js has loaded */
  #areaOutline = null;
  /** @type {Promise<unknown> | null} area-outline.js loading (or loaded) */
  #areasLoading = null;
  #destroyed = false;
  /** The graph's box while the trace marker is dragged: read once per drag, not once per move. */
  #dragRect = null;

  /**
   * @param {HTMLElement} element the graph's root; holds (or receives) an `<svg class="plot-svg">`
   * @param {object} options one of figure and dataSource
   * @param {object} [options.figure] curves, areas, points and lines (figure-model.js)
   * @param {DataSource} [options.dataSource] one curve, as a figure of one solid curve
   * @param {import('./gestures.js').GestureOptions} [options.gestures] all off unless turned on
   * @param {string} [options.storageVersion] stored views of other versions are ignored;
   *   defaults to the element's data-expression
   * @param {((xMin: number, xMax: number) => PointsOfInterestAnswer) | null} [options.pointsOfInterest]
   *   the figure's points of interest over an x-range, drawn as dots (see the pointsOfInterest setter)
   */
  constructor(element, { figure, dataSource, gestures = {}, storageVersion, pointsOfInterest = null } = {}) {
    if ((figure === undefined) === (dataSource === undefined)) throw new TypeError('GraphView needs either a figure or a dataSource');
    this.#element = element;
    this.#svg = shownDrawing(element);
    if (!this.#svg) {
      this.#svg = svgElement('svg', { class: 'plot-svg', 'font-size': 11, 'font-family': "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" });
      element.prepend(this.#svg);
    }
    this.#plot = new PlotSVG(this.#svg);
    this.#traceOn = Boolean(gestures.trace);
    if (this.#traceOn) this.#announcer = traceAnnouncer(element);
    if (figure !== undefined) this.figure = figure;
    else this.dataSource = dataSource;
    this.#samples = parseSamples(element.getAttribute('data-samples') ?? 'auto');
    this.#transform = declaredTransform(element, this.#svg);
    this.#home = this.#transform;
    this.#storageId = element.getAttribute('data-plot-id');
    this.#storageVersion = storageVersion ?? element.getAttribute('data-expression') ?? '';

    this.#cleanups.push(attachGestures(element, gestures, {
      pan: (dx, dy) => this.#update(transforms.pan(this.#transform, dx, dy)),
      zoom: (factor, clientX, clientY) => this.zoomBy(factor, ...this.#local(clientX, clientY)),
      doubleTap: (clientX, clientY) => {
        // The taps of a double-tap were not meant for the trace.
        this.#traceIntent = null;
        this.#tracer?.undoTaps();
        this.#update(transforms.moveOriginTo(this.#transform, ...this.#local(clientX, clientY)));
      },
      recenter: () => this.recenter(),
      tap: (clientX, clientY, pointerType) => {
        if (!this.#isLaidOut) return;
        const at = this.#local(clientX, clientY);
        const seen = this.#transform;
        // Traced where it was tapped, unless the picture has moved under that point since.
        this.#withTracer((tracer) => { if (this.#transform === seen) tracer.tap(...at, pointerType); });
      },
      grab: (clientX, clientY, pointerType) => {
        const tracer = this.#tracer;
        if (!tracer) {
          // A pointer went down on the graph: a tap may follow, and the trace should be there for it.
          if (this.#isLaidOut) this.#loadTracer();
          return false;
        }
        if (!tracer.reading || !this.#isLaidOut) return false;
        const rect = this.#svg.getBoundingClientRect();
        const grabbed = tracer.grab(...this.#local(clientX, clientY, rect), pointerType);
        this.#dragRect = grabbed ? rect : null;
        return grabbed;
      },
      drag: (clientX, clientY) => {
        const started = performance.now();
        this.#tracer?.drag(...this.#local(clientX, clientY, this.#dragRect ?? undefined), started);
      },
      release: () => {
        this.#dragRect = null;
        this.#tracer?.release();
      },
      key: (event) => this.#traceKey(event),
    }));
    if (this.#traceOn) {
      // A reader who tabs to the graph may press `t` next: the trace loads as the graph gets focus
      // (the graph itself: not its toolbar's buttons, whose keys are not the trace's).
      const warmTrace = () => this.#loadTracer();
      on(element, 'focus', warmTrace);
      this.#cleanups.push(() => off(element, 'focus', warmTrace));
    }
    this.pointsOfInterest = pointsOfInterest;
    const observer = new ResizeObserver(() => this.#measure());
    observer.observe(this.#svg);
    this.#cleanups.push(() => observer.disconnect());
    const saveNow = () => this.#saveNow();
    on(window, 'pagehide', saveNow);
    this.#cleanups.push(() => off(window, 'pagehide', saveNow));
    this.#watchDensity();
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

  /** CSS px per unit along x. Setting it redraws. */
  get scale() { return this.#transform.scale; }
  set scale(value) { this.#update(transforms.makeTransform({ ...this.#transform, scale: Number(value) })); }

  /** CSS px per unit along y. Setting it redraws. */
  get scaleY() { return this.#transform.scaleY; }
  set scaleY(value) { this.#update(transforms.makeTransform({ ...this.#transform, scaleY: Number(value) })); }

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
  recenter() { this.#update(transforms.rescale(this.#home, this.#transform.width, this.#transform.height)); }

  /**
   * Shows exactly these data ranges (e.g. a calculator plotting −xMax … xMax with a fitted y-range);
   * they become the window that recenter returns to.
   * @param {{xMin: number, xMax: number, yMin: number, yMax: number}} ranges
   */
  showRanges(ranges) {
    const next = transforms.fitRanges(this.#transform, ranges);
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

  /**
   * Multiplies both scales by `factor` about (x, y) in CSS px from the top-left corner (default: the centre).
   * @param {number} factor
   * @param {number} [x]
   * @param {number} [y]
   */
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
  get trace() { return this.#tracer?.reading ?? null; }

  /**
   * Traces curve `curve` (an index of the figure's curves) at exactly x, as if the reader had put the
   * marker there (and announces it). Needs the `trace` gesture. The marker is shown at once when the
   * trace has been used before, else once trace.js has loaded: await the answer to be sure.
   * @param {number} curve
   * @param {number} x
   * @returns {Promise<void>} settled once the marker is shown (or the trace could not load)
   */
  traceAt(curve, x) {
    if (!this.#traceOn) throw new Error('GraphView.traceAt needs the trace gesture (gestures: { trace: true })');
    const count = this.#figure.curves.length;
    if (!Number.isInteger(curve) || curve < 0 || curve >= count) {
      throw new RangeError(`traceAt: curve must be the index of one of the figure's ${count} curves (0 … ${count - 1}), not ${JSON.stringify(curve)}`);
    }
    if (typeof x !== 'number' || !Number.isFinite(x)) throw new TypeError(`traceAt: x must be a finite number, not ${JSON.stringify(x)}`);
    return this.#withTracer((tracer) => tracer.at(curve, x));
  }

  /**
   * A tap at (x, y), CSS px from the graph's top-left, as if the reader had made it: traces the curve
   * near it, if any (needs the `trace` gesture). For a tap made before the view existed (plot-boot.js).
   * @param {number} x
   * @param {number} y
   * @param {string} [pointerType] 'touch', 'pen' or 'mouse': how near a curve counts as on it
   */
  tapAt(x, y, pointerType = 'mouse') {
    if (!this.#traceOn || !this.#isLaidOut) return;
    this.#withTracer((tracer) => tracer.tap(x, y, pointerType));
  }

  /** Removes the trace marker, if there is one (and forgets a trace asked for while trace.js loads). */
  endTrace() {
    this.#traceIntent = null;
    this.#tracer?.end();
  }

  /**
   * What gives the points of interest: `(xMin, xMax) => points`, or `{ points, omitted }` as
   * Public/js/reading/points-of-interest.js answers, where each point is `{ kind, x, y, curves }`
   * (kind root, y-intercept, minimum, maximum or intersection; curves `[i]`, or `[i, j]` for an
   * intersection). Asked for the visible x-range soon after it is set and whenever the view has
   * rested after a change; null (the default) shows no dots.
   */
  get pointsOfInterest() { return this.#poiProvider; }
  set pointsOfInterest(provider) {
    if (provider !== null && typeof provider !== 'function') {
      throw new TypeError(`pointsOfInterest must be a function (xMin, xMax) => points, or null, not ${provider}`);
    }
    this.#poiProvider = provider;
    this.#reportedPoiFailures.clear();
    clearTimeout(this.#poiTimer);
    this.#poiTimer = 0;
    if (provider === null) this.#dots?.clear();
    else if (this.#dots) this.#askForPoints(0);
    else this.#loadDots();
  }

  /**
   * The curves' data sources answer differently now, the figure being the same (a parameter of the
   * page moved, SPEC §13): redraws at the next frame, the trace reads its y afresh, and the points of
   * interest are asked for again within POI_LIVE_MS — not put off until the changes rest, so that they
   * follow a slider that is dragged or playing for seconds.
   */
  curvesChanged() {
    this.#tracer?.figureChanged();
    this.redraw();
    if (!this.#poiTimer) this.#askForPoints(POI_LIVE_MS);
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
    this.#traceIntent = null;
    cancelAnimationFrame(this.#frame);
    clearTimeout(this.#poiTimer);
    this.#saveNow();
    for (const cleanup of this.#cleanups.splice(0)) cleanup();
  }

  // --- Internals

  /** Shows a checked figure: its elements now, its picture at the next frame; failures are reported afresh. */
  #show(figure) {
    this.#plot.setFigure(figure);
    this.#figure = figure;
    this.#dataSource = null;
    this.#segments = [];
    this.#reportedFailures = [...figure.curves, ...figure.areas].map(() => new Set());
    if (figure.areas.length > 0 && !this.#areaOutline) this.#loadAreaOutline();
    // Dots of another figure would mark the wrong curves: they go at once, the new ones come at rest.
    this.#dots?.clear();
    this.#tracer?.figureChanged();
    this.#askForPoints(POI_REST_MS);
    this.redraw();
  }

  // --- What loads on first use

  /**
   * Runs `action` on the tracer: now when trace.js is there, else once it has loaded, unless another
   * action, a double-tap or endTrace came meanwhile (the latest wins).
   * @param {(tracer: import('./trace.js').Tracer) => void} action
   * @returns {Promise<void>}
   */
  #withTracer(action) {
    if (this.#tracer) {
      action(this.#tracer);
      return Promise.resolve();
    }
    this.#traceIntent = action;
    return this.#loadTracer().then((tracer) => {
      if (!tracer || this.#traceIntent !== action) return;
      this.#traceIntent = null;
      action(tracer);
    });
  }

  /** The trace's keys (trace.js's `key`): `t` starts it, loading trace.js first if need be. */
  #traceKey(event) {
    if (!this.#isLaidOut || !this.#traceOn) return false;
    if (this.#tracer) return this.#tracer.key(event);
    // Not tracing yet, so `t` is the only key of the trace's.
    if (event.key !== 't' && event.key !== 'T') return false;
    const { key, shiftKey } = event;
    this.#withTracer((tracer) => tracer.key({ key, shiftKey }));
    return true;
  }

  /** Loads trace.js once and makes the tracer; null (with a warning) when it cannot load. */
  #loadTracer() {
    this.#tracerLoading ??= import('./trace.js').then(({ Tracer }) => {
      if (this.#destroyed) return null;
      const tracer = this.#makeTracer(Tracer);
      this.#tracer = tracer;
      this.#cleanups.push(() => tracer.destroy());
      return tracer;
    }, (error) => {
      this.#tracerLoading = null;  // the next gesture tries again
      this.#warnNotLoaded('the trace', error);
      return null;
    });
    return this.#tracerLoading;
  }

  /** Loads poi-dots.js once; then the provider is asked, as if it had just been set. */
  #loadDots() {
    this.#dotsLoading ??= import('./poi-dots.js').then(({ PoiDots }) => {
      if (this.#destroyed) return;
      this.#dots = new PoiDots(this.#plot);
      this.#askForPoints(0);
    }, (error) => {
      this.#dotsLoading = null;
      this.#warnNotLoaded('the points-of-interest dots', error);
    });
  }

  /**
   * Loads area-outline.js once. Until it is there the view does not take over from the build-time
   * picture (which has the areas); a view already live redraws with them.
   */
  #loadAreaOutline() {
    this.#areasLoading ??= import('../figure/area-outline.js').then(({ areaOutline }) => {
      this.#areaOutline = areaOutline;
    }, (error) => {
      // The graph still goes live, without its areas, rather than never.
      this.#areaOutline = () => [];
      this.#warnNotLoaded('the area outlines', error);
    }).then(() => {
      if (this.#destroyed) return;
      if (this.#isLaidOut) this.redraw();
      else this.#measure();
    });
  }

  #warnNotLoaded(what, error) {
    const graph = this.#element.getAttribute('data-plot-id') || this.#element.id;
    console.warn(`GraphView${graph ? ` "${graph}"` : ''}: ${what} could not load: ${error instanceof Error ? error.message : String(error)}`);
  }

  /** A tracer reading this view's figure, frame and last drawing. */
  #makeTracer(Tracer) {
    return new Tracer(this.#announcer, this.#plot, {
      figure: () => this.#figure,
      transform: () => this.#transform,
      density: () => window.devicePixelRatio || 1,
      segments: () => this.#segments,
      dots: () => this.#dots,
      reveal: (dx) => this.panBy(dx, 0),
      changed: (trace, ms) => this.#element.dispatchEvent(new CustomEvent(TRACE_EVENT, { detail: { trace, ms } })),
    });
  }

  /**
   * Asks the provider for the points of interest in `delay` ms, unless the view changes before:
   * each change starts the wait again, so a gesture is answered once, when it rests.
   */
  #askForPoints(delay) {
    if (!this.#poiProvider || !this.#isLaidOut) return;
    clearTimeout(this.#poiTimer);
    this.#poiTimer = setTimeout(() => {
      this.#poiTimer = 0;
      this.#showPoints();
    }, delay);
  }

  /** Asks the provider for the visible x-range, draws its points, and tells the page (POI_EVENT). */
  #showPoints() {
    const provider = this.#poiProvider;
    if (!provider || !this.#dots) return;
    const { xMin, xMax } = this.visibleRanges();
    let answer;
    try {
      answer = provider(xMin, xMax);
    } catch (error) {
      this.#reportPoiFailure(`the points-of-interest provider failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`, error);
      return;
    }
    const points = Array.isArray(answer) ? answer : answer?.points;
    if (!Array.isArray(points)) {
      this.#reportPoiFailure(`the points-of-interest provider must answer points or { points, omitted }, not ${JSON.stringify(answer)}`);
      return;
    }
    const omitted = Array.isArray(answer?.omitted) ? answer.omitted : [];
    for (const problem of this.#dots.show(points, this.#figure)) this.#reportPoiFailure(`the points-of-interest provider's ${problem}`);
    this.#dots.place(this.#transform);
    this.#element.dispatchEvent(new CustomEvent(POI_EVENT, { detail: { points: this.#dots.points, omitted, xMin, xMax } }));
  }

  /** Puts a points-of-interest failure on the console, once per distinct failure. */
  #reportPoiFailure(message, error) {
    if (this.#reportedPoiFailures.has(message) || this.#reportedPoiFailures.size >= MAXIMUM_REPORTED_FAILURES) return;
    this.#reportedPoiFailures.add(message);
    const graph = this.#element.getAttribute('data-plot-id') || this.#element.id;
    console.error(`GraphView${graph ? ` "${graph}"` : ''}: ${message}`, ...(error ? [error] : []));
  }

  /** Applies a candidate transform unless it is unusable (zoomed or panned past double precision). */
  #update(next) {
    if (!transforms.isUsable(next)) return;
    this.#transform = next;
    this.#reflect();
    this.redraw();
    this.#tracer?.viewMoved();
    this.#askForPoints(POI_REST_MS);
    clearTimeout(this.#saveTimer);
    this.#saveTimer = setTimeout(() => this.#saveNow(), SAVE_DELAY);
  }

  /** Reads the drawing surface's size: the first time, the script takes over; later, a resize. */
  #measure() {
    const { width, height } = laidOutSize(this.#svg);
    if (!(width > 0 && height > 0)) return;  // hidden: wait until it is shown
    // The build-time picture has the areas: it stays until the live one can draw them too.
    if (!this.#isLaidOut && this.#figure.areas.length > 0 && !this.#areaOutline) return;
    const t = this.#transform;
    if (this.#isLaidOut && width === t.width && height === t.height) return;
    if (this.#isLaidOut) {
      // Resize, rotation: the origin keeps its place relative to the centre.
      this.#transform = transforms.resize(t, width, height);
      this.#askForPoints(POI_REST_MS);
    } else {
      this.#transform = this.#restored(transforms.rescale(t, width, height));
      this.#isLaidOut = true;
      setAttribute(this.#element, 'data-graph-live', '');
      // Not at once: the page attaches its POI_EVENT listener after making the view.
      this.#askForPoints(0);
    }
    this.#reflect();
    // Draw now rather than next frame: a ResizeObserver callback runs before paint, so no frame
    // shows the old drawing stretched.
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#draw();
  }

  /** The remembered view of this graph, if there is one, at the current size. */
  #restored(t) {
    const stored = this.#storageId ? loadView(this.#storageId, this.#storageVersion) : null;
    if (!stored) return t;
    const candidate = transforms.makeTransform({
      ...t, scale: stored.scale, scaleY: stored.scaleY, originX: t.width / 2 + stored.dx, originY: t.height / 2 + stored.dy,
    });
    return transforms.isUsable(candidate) ? candidate : t;
  }

  #saveNow() {
    if (!this.#saveTimer) return;
    clearTimeout(this.#saveTimer);
    this.#saveTimer = 0;
    if (!this.#storageId || !this.#isLaidOut) return;
    const { dx, dy } = transforms.offsetFromCentre(this.#transform);
    saveView(this.#storageId, this.#storageVersion, { dx, dy, scale: this.#transform.scale, scaleY: this.#transform.scaleY });
  }

  /** Writes the state hooks (R-HOOKS). */
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
    const drawing = this.#sampleFigure(viewport);
    this.#segments = drawing.curves;
    this.#plot.draw(viewport, density, drawing);
    this.#dots?.place(this.#transform);
    this.#tracer?.place();
    this.lastFrameMs = performance.now() - started;
    this.#element.dispatchEvent(new CustomEvent(DRAW_EVENT, { detail: { ms: this.lastFrameMs } }));
  }

  /**
   * Every curve's segments and every area's polygons in `viewport`. A curve whose data source
   * fails has none, nor have the areas it bounds; the others draw all the same.
   * @returns {import('./plot-svg.js').FrameDrawing}
   */
  #sampleFigure(viewport) {
    const { curves, areas } = this.#figure;
    try {
      validateViewport(viewport);
    } catch {
      // A viewport the sampler refuses (e.g. wider than 20 000 device px) shows no curve; nothing failed.
      return { curves: curves.map(() => []), areas: areas.map(() => []) };
    }
    const failed = new Set();
    const sampled = curves.map((curve, i) => {
      try {
        return sample(curve.valueAt, viewport, this.#samples, { from: curve.from, to: curve.to }).segments;
      } catch (error) {
        // The viewport and the sample count were valid: what threw is the data source.
        failed.add(i);
        this.#reportFailure(i, error);
        return [];
      }
    });
    const areaOutline = this.#areaOutline;
    const outlined = areas.map((area, i) => {
      const [f, g] = areaCurves(area);
      // Not loaded yet (a figure with areas set on a live view): they come with the next frame.
      if (!areaOutline || failed.has(f) || failed.has(g)) return [];  // a curve's failure is reported already
      try {
        return areaOutline(curves[f].valueAt, g === null ? null : curves[g].valueAt, area.from, area.to, viewport);
      } catch (error) {
        this.#reportFailure(curves.length + i, error);
        return [];
      }
    });
    return { curves: sampled, areas: outlined };
  }

  /**
   * Puts a failure of a curve's data source (index < curve count) or of an area's outline on the
   * console, once per distinct failure.
   */
  #reportFailure(index, error) {
    const failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const reported = this.#reportedFailures[index];
    if (reported.has(failure) || reported.size >= MAXIMUM_REPORTED_FAILURES) return;
    reported.add(failure);
    const graph = this.#element.getAttribute('data-plot-id') || this.#element.id;
    const count = this.#figure.curves.length;
    const what = index >= count ? `area ${index - count} not drawn, a curve's data source failed`
      : count > 1 ? `curve ${index} not drawn, its data source failed`
        : 'no curve drawn, the data source failed';
    const more = reported.size === MAXIMUM_REPORTED_FAILURES ? ' (further failures of this data source are not reported)' : '';
    console.error(`GraphView${graph ? ` "${graph}"` : ''}: ${what}: ${failure}${more}`, error);
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

  /** Redraws when the page moves to a screen of another density (or the browser zooms). */
  #watchDensity() {
    const query = matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    const changed = () => {
      this.#cleanups.splice(this.#cleanups.indexOf(stop), 1);
      this.redraw();
      this.#watchDensity();
    };
    const stop = () => query.removeEventListener('change', changed);
    query.addEventListener('change', changed, { once: true });
    this.#cleanups.push(stop);
  }
}

/**
 * The graph's polite live region for the trace (`[data-trace-announcer]`, visually hidden by
 * graph-view.css), the one the markup has or a new one: it must be in the page before the trace
 * first speaks, or a screen reader may not hear it.
 */
function traceAnnouncer(root) {
  const existing = root.querySelector(':scope > [data-trace-announcer]');
  if (existing) return existing;
  const element = document.createElement('div');
  element.className = 'graph-trace-announcer';
  element.setAttribute('data-trace-announcer', '');
  element.setAttribute('aria-live', 'polite');
  element.setAttribute('aria-atomic', 'true');
  element.setAttribute('data-graph-ignore', '');
  return root.appendChild(element);
}

/**
 * The drawing's size as laid out, in CSS px: an inline CSS transform does not count (a page may move
 * the build-time picture with one until the view takes over, as plot-boot.js does). Measured with the
 * transform set aside for the moment: the computed matrix is rounded, and would round the size.
 * @param {SVGSVGElement} svg
 * @returns {{width: number, height: number}}
 */
function laidOutSize(svg) {
  const transform = svg.style.transform;
  if (transform) svg.style.transform = 'none';
  const { width, height } = svg.getBoundingClientRect();
  if (transform) svg.style.transform = transform;
  return { width, height };
}

/**
 * The build-time drawing to draw into. A page may carry two (`data-graph-compact`: full size and
 * a compact one for narrow graphs, which CSS chooses between); the view keeps the one on screen
 * (the first, if neither is shown yet) and drops the other, so from now on there is one drawing
 * that simply follows the graph's size.
 */
function shownDrawing(element) {
  const drawings = [...element.querySelectorAll('svg.plot-svg')];
  const shown = drawings.find((svg) => svg.getClientRects().length > 0) ?? drawings[0];
  for (const svg of drawings) if (svg !== shown) svg.remove();
  shown?.classList.remove('plot-svg-compact');
  element.removeAttribute('data-graph-compact');
  return shown;
}

/**
 * The lowest and highest y of `segments` inside the frame `v` (data units); a point just outside
 * the frame counts (clamped) when its line enters the frame. Nulls when none is inside.
 */
function visibleYRange(segments, v) {
  let low = Infinity;
  let high = -Infinity;
  const inside = (s, i) => s[i] >= v.xMin && s[i] <= v.xMax && s[i + 1] >= v.yMin && s[i + 1] <= v.yMax;
  for (const s of segments) {
    for (let i = 0; i < s.length; i += 2) {
      if (!(inside(s, i) || (i >= 2 && inside(s, i - 2)) || (i + 2 < s.length && inside(s, i + 2)))) continue;
      const y = Math.min(Math.max(s[i + 1], v.yMin), v.yMax);
      low = Math.min(low, y);
      high = Math.max(high, y);
    }
  }
  return { yMin: low <= high ? low : null, yMax: low <= high ? high : null };
}

/** `"auto"` or a whole number of uniform intervals, SAMPLES.min … SAMPLES.max. */
function parseSamples(value) {
  if (value === 'auto') return 'auto';
  const count = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(count) || count < SAMPLES.min || count > SAMPLES.max) {
    throw new RangeError(`samples must be "auto" or a whole number from ${SAMPLES.min} to ${SAMPLES.max}, not ${JSON.stringify(value)}`);
  }
  return count;
}

/** Seven significant digits: plenty for hooks, short in the DOM. */
function attributeNumber(value) {
  return String(Number(value.toPrecision(7)));
}
