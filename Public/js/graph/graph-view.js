// A generic x–y graph view (docs/hooks.md#elementgraphview): draws y(x) from a data source, or a figure
// of curves, shaded areas, marked points and reference lines, into the page's `<svg class="plot-svg">`,
// and pans and zooms it live, re-sampling every curve and re-outlining every area each frame
// (figure-sampler.js). It knows nothing of expressions or calculators; the page decides the gestures.
//
//   const view = new GraphView(element, { dataSource: { valueAt: Math.sin }, gestures: ALL_GESTURES });
//   view.scale = 2 * view.scale;   // redraws at the next animation frame
//
// This is the view's core: its element, transform (read from the element's attributes and written back
// after every change), figure and frames. Its features — view memory, notices, the points of interest,
// the labels, the trace, listening, what is in view — attach through hooks (view-hooks.js, view-features.js) and add their
// own members (traceAt, listen, pointsOfInterest, visibleStats …). The area outlines load only for a figure with areas
// (the build-time picture, which has them, stays until then). A data source that throws draws no curve,
// the view stays usable, and each distinct failure is reported once (failure-log.js).

import { PlotSVG } from './plot-svg.js';
import { checkedFigure, figureOfDataSource } from './figure-model.js';
import { parseSamples, sampleFigure } from './figure-sampler.js';
import { attachGestures } from './gestures.js';
import { setAttribute } from './dom.js';
import * as transforms from './view-transform.js';
import * as fitting from './view-fitting.js';
import { declaredTransform } from './declared-transform.js';
import { axisSettings } from './axis-settings.js';
import { laidOutSize, liveDrawing, localPoint, watchDensity } from './drawing-surface.js';
import { FailureLog } from './failure-log.js';
import { LazyFeature } from './lazy-feature.js';
import { DRAW_EVENT, ViewFeatures } from './view-hooks.js';
import { attachFeatures } from './view-features.js';

export { DRAW_EVENT, HANDLE_EVENT, POI_EVENT, TRACE_EVENT } from './view-hooks.js';
export { LISTEN_EVENT } from '../listen/listen-feature.js';

/**
 * @typedef {object} DataSource
 * @property {(x: number) => number} valueAt y at x; NaN or ±Infinity where undefined
 */

export class GraphView {
  /** Milliseconds the last redraw took (sampling, layout and DOM updates). */
  lastFrameMs = 0;

  #element; #svg; #plot; #samples; #areaOutlines;
  /** @type {Readonly<import('./figure-model.js').Figure>} */
  #figure;
  /** What `dataSource` was set to; null once a figure is set. */
  #dataSource = null;
  /** @type {Readonly<import('./view-transform.js').Transform>} */
  #transform;
  /** The graph's own window (declared, or the last showRanges) at the size it was set at: where recenter returns. */
  #home;
  /** Whether one unit is as long across as up, whatever the size and gesture (data-aspect="equal"). */
  #equal;
  #isLaidOut = false;
  /** Per curve, its segments (Float64Array[]) and its endpoint dots in the last frame. */
  #segments = [];
  #endpoints = [];
  #frame = 0;
  #cleanups = [];
  #destroyed = false;
  /** The figure's failures (per curve and area); the parts that could not load (warnings). Each once on the console. */
  #failures; #warnings;
  #features = new ViewFeatures(this);

  /**
   * @param {HTMLElement} element the graph's root; holds (or receives) an `<svg class="plot-svg">`
   * @param {object} options one of figure and dataSource
   * @param {object} [options.figure] curves, areas, points and lines (figure-model.js)
   * @param {DataSource} [options.dataSource] one curve, as a figure of one solid curve
   * @param {import('./gestures.js').GestureOptions} [options.gestures] all off unless turned on
   * @param {string} [options.storageVersion] stored views of other versions are ignored; defaults to data-expression
   * @param {Function | null} [options.pointsOfInterest] the provider (poi/poi-scheduler.js), as the `pointsOfInterest` setter
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
    attachFeatures(this.#features, this.#host(), gestures, storageVersion ?? element.getAttribute('data-expression') ?? '');

    const intents = {
      pan: (dx, dy) => this.panBy(dx, dy),
      zoom: (factor, clientX, clientY) => this.zoomBy(factor, ...this.#local(clientX, clientY)),
      doubleTap: (clientX, clientY) => this.#update(transforms.moveOriginTo(this.#transform, ...this.#local(clientX, clientY))),
      recenter: () => this.recenter(),
    };
    this.#cleanups.push(attachGestures(element, gestures, this.#features.intents(intents)));
    this.pointsOfInterest = pointsOfInterest;
    const observer = new ResizeObserver(() => this.#measure());
    observer.observe(this.#svg);
    this.#cleanups.push(() => observer.disconnect(), watchDensity(() => this.redraw()));
    this.#measure();
  }

  /** Where y(x) comes from, `{ valueAt(x) }` (for a figure, its first curve); setting it shows a figure of that curve. */
  get dataSource() { return this.#dataSource ?? this.#figure.curves[0]; }
  set dataSource(source) {
    // Asked point by point, so a data source may change what it answers; a new one simply redraws.
    this.#show(figureOfDataSource(source));
    this.#dataSource = source;
  }

  /** What is drawn, checked and frozen (figure-model.js); a malformed figure throws, naming the field, and the view keeps its own. */
  get figure() { return this.#figure; }
  set figure(figure) { this.#show(checkedFigure(figure)); }

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

  /** Back to the graph's own window, its zoom too: the ranges the page declares, or those of the last showRanges. */
  recenter() { this.#update(this.#homeNow()); }

  /**
   * Shows exactly these data ranges, or with equal units the smallest frame around them, centred; they
   * become the window recenter returns to.
   * @param {{xMin: number, xMax: number, yMin: number, yMax: number}} ranges
   */
  showRanges(ranges) {
    const next = this.#equal ? fitting.fitEqual(this.#transform, ranges) : fitting.fitRanges(this.#transform, ranges);
    if (transforms.isUsable(next)) this.#home = next;
    this.#update(next);
  }

  /** The frame's edges in data units (not the curve's extent, see visibleStats). */
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
   * The curves answer differently, the figure being the same (a parameter moved): redraws, and the
   * features follow (the trace reads its y afresh, the points of interest are asked for again soon).
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

  /** What the features read of the view, and may ask of it (view-hooks.js ViewHost). */
  #host() {
    return {
      element: this.#element, svg: this.#svg, plot: this.#plot, warnings: this.#warnings,
      figure: () => this.#figure, transform: () => this.#transform, isLive: () => this.#isLaidOut,
      density: () => window.devicePixelRatio || 1, segments: () => this.#segments, endpoints: () => this.#endpoints,
      visibleRanges: () => this.visibleRanges(), local: (clientX, clientY, rect) => this.#local(clientX, clientY, rect),
      reveal: (dx) => this.panBy(dx, 0), home: () => this.#homeNow(), dots: () => null, curvesChanged: () => this.curvesChanged(),
    };
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

  #setScales(scale, scaleY) { this.#update(transforms.makeTransform({ ...this.#transform, scale, scaleY })); }

  /** The graph's own window at its size now. */
  #homeNow() { return transforms.rescale(this.#home, this.#transform.width, this.#transform.height, this.#equal); }

  /** Applies a candidate transform unless it is unusable (past double precision); with equal units, made equal first. */
  #update(candidate) {
    const next = this.#equal ? fitting.equalScales(candidate) : candidate;
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
    // The build-time picture has the areas: it stays until the live one can draw them too (or their
    // outlines could not load: the graph still goes live, without its areas, rather than never).
    if (!this.#isLaidOut && this.#figure.areas.length > 0 && !this.#areaOutlines.settled) return;
    const t = this.#transform;
    if (this.#isLaidOut && width === t.width && height === t.height) return;
    if (this.#isLaidOut) {
      this.#transform = fitting.resizedView(t, this.#home, width, height, this.#equal);
      this.#features.call('setScale', { resize: true });
    } else {
      const taken = this.#features.takeOver(transforms.rescale(t, width, height, this.#equal));
      this.#transform = this.#equal ? fitting.equalScales(taken) : taken;
      this.#isLaidOut = true;
      setAttribute(this.#element, 'data-graph-live', '');
      this.#features.call('ready');
    }
    this.#reflect();
    // Draw now rather than next frame: a ResizeObserver callback runs before paint, so no frame shows
    // the old drawing stretched.
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#draw();
  }

  /** Writes the state hooks (docs/hooks.md), seven significant digits: plenty for scripts, short in the DOM. */
  #reflect() {
    const t = this.#transform;
    const write = (name, value) => setAttribute(this.#element, name, String(Number(value.toPrecision(7))));
    write('data-scale', t.scale);
    write('data-scale-y', t.scaleY);
    write('data-origin-x', t.originX);
    write('data-origin-y', t.originY);
  }

  #draw() {
    if (!this.#isLaidOut) return;
    const started = performance.now();
    // Sample every device pixel: a 3× phone gets three samples per CSS px.
    const density = window.devicePixelRatio || 1;
    const viewport = transforms.viewportOf(this.#transform, density);
    const areaOutline = this.#areaOutlines.module?.areaOutline ?? null;
    const { drawing, failures } = sampleFigure(this.#figure, viewport, { samples: this.#samples, areaOutline, density });
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

  /** Client coordinates → CSS px from the graph's top-left; none → none (the centre). `rect`: the graph's box, if known. */
  #local(clientX, clientY, rect = undefined) {
    return clientX === undefined ? [] : localPoint(this.#svg, this.#transform, clientX, clientY, rect);
  }
}
