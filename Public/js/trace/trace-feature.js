// The trace attached to a GraphView (the `trace` gesture): the tracer (tracer.js) loads on first use
// (graph/lazy-feature.js), when the graph first gets focus or a pointer, so a phone's first visit does
// not wait for it; a tap or `t` that comes before it has loaded is traced as it was made, unless a
// later action, a double-tap or endTrace came meanwhile. The view hands it the gestures that are the
// trace's (tap, grab, drag, release, its keys) and tells it, through its hooks, when the picture
// moved, was drawn, or shows other curves. Each change dispatches TRACE_EVENT. Over the marker lies a
// grip, an element of its own whose touch-action is none (a touch-action on SVG shapes is not
// honoured), so that a drag that starts on the marker traces even where one-finger vertical swipes
// scroll the page (graph/gestures.js, cooperative touch). Its few styles are its function, so they are set here.

import { on, off } from '../graph/dom.js';
import { TRACE_EVENT } from '../graph/view-hooks.js';
import { LazyFeature } from '../graph/lazy-feature.js';
import { announcer } from '../graph/announcer.js';
import { drawingOffset } from '../graph/declared-transform.js';

/**
 * @typedef {object} TraceHost what the tracer (tracer.js) asks of its view, at the moment it needs it
 * @property {() => import('../graph/figure-model.js').Figure} figure
 * @property {() => import('../graph/view-transform.js').Transform} transform
 * @property {() => number} density device pixels per CSS px
 * @property {() => Float64Array[][]} segments per curve, what the last frame drew
 * @property {() => import('../poi/poi-dots.js').PoiDots | null} dots the points-of-interest dots, once there are any
 * @property {(dx: number) => void} reveal pan by dx CSS px (the keyboard walked the marker out of view)
 * @property {(reading: {curve: number, x: number, y: number | null} | null, ms: number) => void} changed
 */

/** @implements {import('../graph/view-hooks.js').ViewHooks} */
export class TraceFeature {
  #host;
  #tracerModule;
  /** @type {import('./tracer.js').Tracer | null} null until trace.js has loaded */
  #tracer = null;
  /** What the reader asked of the trace while tracer.js was loading: run once it is there, unless undone meanwhile. */
  #intent = null;
  /** The polite live region the trace speaks in, there before the tracer so that its first words are heard. */
  #announcer;
  /** The graph's box while the marker is dragged: read once per drag, not once per move. */
  #dragRect = null;
  #destroyed = false;
  #warm = () => this.#load();
  /** @type {HTMLElement | null} the marker's grip, while there is a marker */
  #grip = null;
  /** Where the drawing's top-left is in the graph's root (CSS px), read once per frame at most. */
  #gripOffset = null;

  /**
   * @param {import('../graph/view-hooks.js').ViewHost} host
   */
  constructor(host) {
    this.#host = host;
    this.#tracerModule = new LazyFeature('the trace', () => import('./tracer.js'), host.warnings);
    this.#announcer = announcer(host.element);
    // A reader who tabs to the graph may press `t` next: the trace loads as the graph gets focus
    // (the graph itself: not its toolbar's buttons, whose keys are not the trace's).
    on(host.element, 'focus', this.#warm);
  }

  /**
   * What the trace adds to the view for scripts (docs/hooks.md#elementgraphview): `trace`, the reading
   * shown; `traceAt(curve, x)`, settled once the marker is shown (or the trace could not load); `tapAt(x,
   * y, pointerType)`, a tap as the reader makes it (a tap made before the view existed: plot-boot.js);
   * `endTrace()`, which also forgets a trace asked for while tracer.js loads.
   * @returns {PropertyDescriptorMap}
   */
  get members() {
    return {
      trace: { get: () => this.reading },
      traceAt: { value: (curve, x) => this.at(curve, x) },
      tapAt: { value: (x, y, pointerType = 'mouse') => this.tapAt(x, y, pointerType) },
      endTrace: { value: () => this.end() },
    };
  }

  /** The reading shown, `{ curve, x, y }`, or null. */
  get reading() { return this.#tracer?.reading ?? null; }

  /**
   * Traces `curve` at exactly x (GraphView's traceAt); on a parametric or polar curve at t = x.
   * @returns {Promise<void>} settled once the marker is shown (or the trace could not load)
   */
  at(curve, x) {
    const count = this.#host.figure().curves.length;
    if (!Number.isInteger(curve) || curve < 0 || curve >= count) {
      throw new RangeError(`traceAt: curve must be the index of one of the figure's ${count} curves (0 … ${count - 1}), not ${JSON.stringify(curve)}`);
    }
    if (typeof x !== 'number' || !Number.isFinite(x)) throw new TypeError(`traceAt: x must be a finite number, not ${JSON.stringify(x)}`);
    // On a parametric or polar curve the number is where along it: its parameter t (or θ).
    const along = this.#host.figure().curves[curve].path ? { t: x } : {};
    return this.#withTracer((tracer) => tracer.at(curve, x, along));
  }

  /** A tap at (x, y), CSS px from the graph's top-left (GraphView's tapAt). */
  tapAt(x, y, pointerType) {
    if (!this.#host.isLive()) return;
    this.#withTracer((tracer) => tracer.tap(x, y, pointerType));
  }

  /** Removes the marker, and forgets a trace asked for while tracer.js loads. */
  end() {
    this.#intent = null;
    this.#tracer?.end();
  }

  /**
   * The view's gesture intents with the trace's added: taps, grabbing and dragging the marker, the
   * trace's keys, and a double-tap that first undoes what its taps did to the trace.
   * @param {import('../graph/gestures.js').GestureIntents} intents the view's own
   * @returns {import('../graph/gestures.js').GestureIntents}
   */
  intents(intents) {
    const host = this.#host;
    return {
      ...intents,
      doubleTap: (clientX, clientY) => {
        // The taps of a double-tap were not meant for the trace.
        this.#intent = null;
        this.#tracer?.undoTaps();
        intents.doubleTap(clientX, clientY);
      },
      tap: (clientX, clientY, pointerType) => {
        if (!host.isLive()) return;
        const at = host.local(clientX, clientY);
        const seen = host.transform();
        // Traced where it was tapped, unless the picture has moved under that point since.
        this.#withTracer((tracer) => { if (host.transform() === seen) tracer.tap(...at, pointerType); });
      },
      grab: (clientX, clientY, pointerType) => {
        const tracer = this.#tracer;
        if (!tracer) {
          // A pointer went down on the graph: a tap may follow, and the trace should be there for it.
          if (host.isLive()) this.#load();
          return false;
        }
        if (!tracer.reading || !host.isLive()) return false;
        const rect = host.svg.getBoundingClientRect();
        const grabbed = tracer.grab(...host.local(clientX, clientY, rect), pointerType);
        this.#dragRect = grabbed ? rect : null;
        return grabbed;
      },
      drag: (clientX, clientY) => {
        const started = performance.now();
        this.#tracer?.drag(...host.local(clientX, clientY, this.#dragRect ?? undefined), started);
      },
      release: () => {
        this.#dragRect = null;
        this.#tracer?.release();
      },
      key: (event) => this.#key(event),
    };
  }

  // --- The view's hooks

  /** The picture moved under the marker (not a resize: the reader did not move it). */
  setScale({ resize }) {
    if (!resize) this.#tracer?.viewMoved();
  }

  draw() {
    this.#tracer?.place();
    this.#gripOffset = null;  // the drawing may have moved in the graph (a resize, full screen)
    this.#placeGrip();
  }

  /** The legend may have moved under the reading's label. */
  labelsPlaced() { this.#tracer?.place(); }

  setFigure() { this.#tracer?.figureChanged(); }

  curvesChanged() { this.#tracer?.figureChanged(); }

  destroy() {
    this.#destroyed = true;
    this.#intent = null;
    this.#tracer?.destroy();
    this.#grip?.remove();
    off(this.#host.element, 'focus', this.#warm);
  }

  // --- Internals

  /**
   * Runs `action` on the tracer: now when tracer.js is there, else once it has loaded, unless another
   * action, a double-tap or endTrace came meanwhile (the latest wins).
   * @param {(tracer: import('./tracer.js').Tracer) => void} action
   * @returns {Promise<void>}
   */
  #withTracer(action) {
    if (this.#tracer) {
      action(this.#tracer);
      return Promise.resolve();
    }
    this.#intent = action;
    return this.#load().then((tracer) => {
      if (!tracer || this.#intent !== action) return;
      this.#intent = null;
      action(tracer);
    });
  }

  /** The trace's keys (tracer.js's `key`): `t` starts it, loading tracer.js first if need be. */
  #key(event) {
    if (!this.#host.isLive()) return false;
    if (this.#tracer) return this.#tracer.key(event);
    // Not tracing yet, so `t` is the only key of the trace's.
    if (event.key !== 't' && event.key !== 'T') return false;
    const { key, shiftKey } = event;
    this.#withTracer((tracer) => tracer.key({ key, shiftKey }));
    return true;
  }

  /** Loads tracer.js and makes the tracer, once; null when it cannot load (or the view is gone). */
  #load() {
    return this.#tracerModule.load().then((module) => {
      if (!module || this.#destroyed) return null;
      this.#tracer ??= new module.Tracer(this.#announcer, this.#host.plot, {
        ...this.#host,
        changed: (trace, ms) => {
          this.#placeGrip();
          this.#host.element.dispatchEvent(new CustomEvent(TRACE_EVENT, { detail: { trace, ms } }));
        },
      });
      return this.#tracer;
    });
  }

  /** Puts the grip over the marker's dot, or takes it away when no dot is shown. */
  #placeGrip() {
    const dot = this.#host.svg.querySelector('[data-trace]:not([display="none"]) .plot-trace-dot');
    if (!dot) {
      this.#grip?.remove();
      this.#grip = null;
      return;
    }
    if (!this.#grip) {
      // A disc as wide as a finger's grab of the marker (tracer.js), taking every touch that starts on it.
      this.#grip = document.createElement('div');
      this.#grip.className = 'graph-trace-grip';
      this.#grip.setAttribute('data-trace-grip', '');
      Object.assign(this.#grip.style, {
        position: 'absolute', width: '24px', height: '24px', margin: '-12px 0 0 -12px', borderRadius: '50%', touchAction: 'none', cursor: 'ew-resize',
      });
    }
    const root = this.#host.element;
    if (!this.#grip.isConnected) root.append(this.#grip);
    this.#gripOffset ??= drawingOffset(this.#host.svg, root);
    this.#grip.style.left = `${this.#gripOffset.x + Number(dot.getAttribute('cx'))}px`;
    this.#grip.style.top = `${this.#gripOffset.y + Number(dot.getAttribute('cy'))}px`;
  }
}

