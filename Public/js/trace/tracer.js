// Tracing a curve on the live graph (docs/site.md#trace): a marker on a curve with its (x, y), moved by
// dragging it or by the keyboard, and the reading said in a polite live region. The view turns
// gestures into calls here (tap, grab, drag, release, key) and asks `place` after each frame, so the
// marker keeps its x while the reader pans and zooms. A drag moves the marker alone: no frame is
// redrawn.
//
// Hooks (docs/hooks.md#trace): while tracing, the marker (trace-marker.js) in the graph's SVG;
// `[data-trace-announcer]` (visually hidden) inside the graph's root holds what was last announced.

import { setText } from '../graph/dom.js';
import {
  DOT_RADIUS_MOUSE, DOT_RADIUS_TOUCH, GRAB_MARGIN_MOUSE, GRAB_MARGIN_TOUCH, TRACE_RADIUS,
  announcement, inViewShift, keyStep, markerText, nearestCurvePoint, nearestStep, readingTexts, shownX, steppedX,
  traceableAfter,
} from './marker-reading.js';
import { curveNames, pointNumber, pointText } from '../graph/trace-reading.js';
import { followedParameter, nearestParameter, parameterStep, shownParameter } from './path-reading.js';
import { nearestN, nearestTerm, steppedN } from './sequence-reading.js';
import { MARKER_RADIUS, TraceMarker } from './trace-marker.js';
import { words } from '../words/say.js';

/** Taps closer together than this (ms) may be a double-tap, which undoes what they did to the trace. */
const DOUBLE_TAP_WINDOW = 600;
/** While the marker is dragged the live region waits for it to rest this long (ms) before speaking. */
const DRAG_ANNOUNCE_DELAY = 400;

/**
 * @typedef {object} TraceState
 * @property {number} curve
 * @property {number} x
 * @property {import('../poi/poi-dots.js').PointOfInterest | null} point the point of interest it was snapped to
 * @property {number} [t] on a parametric or polar curve, where along it the marker is: x is then x(t)
 * @property {boolean} [partial] on a sequence, whether the marker is on the partial sum Sₙ rather than the term aₙ (x is n)
 */

export class Tracer {
  #marker;
  /** @type {import('./trace-feature.js').TraceHost} */
  #host;
  /** @type {TraceState | null} */
  #state = null;
  /** y at the marker, NaN where the curve is undefined. */
  #y = NaN;
  #announcer;
  /** How the reader last moved the marker: a finger gets its label lifted clear of the fingertip. */
  #touch = false;
  /** @type {{x: number, y: number} | null} where the finger is (CSS px), while it is down */
  #finger = null;
  #dragging = false;
  #announceTimer = 0;
  /** What the live region says once the dragged marker rests. */
  #pendingWords = '';
  /** The trace before the latest run of taps, which a double-tap puts back; undefined when there is none. */
  #beforeTaps = undefined;
  #lastTap = -Infinity;

  /**
   * @param {HTMLElement} announcer the graph's polite live region (`[data-trace-announcer]`), which the
   *   view puts in the page beforehand: one made as the trace starts might not be heard
   * @param {import('../graph/plot-svg.js').PlotSVG} plot draws the marker in its `trace` layer
   * @param {import('./trace-feature.js').TraceHost} host
   */
  constructor(announcer, plot, host) {
    this.#marker = new TraceMarker(plot);
    this.#host = host;
    this.#announcer = announcer;
  }

  /** The reading shown: `{ curve, x, y }` (y null where the curve is undefined), or null when not tracing. */
  get reading() {
    if (!this.#state) return null;
    const { curve, x, t, partial } = this.#state;
    return { curve, x, y: Number.isFinite(this.#y) ? this.#y : null, ...(t !== undefined && { t }), ...(partial && { partial }) };
  }

  /**
   * Traces curve `curve` at exactly x (a script's call, or a point of interest). On a parametric or polar
   * curve, at `t` when given, else at the drawn point nearest to (x, y) — to x alone when y is not known. On a
   * sequence, at the whole n nearest to x, on its partial sum where `partial` and they are drawn.
   * @param {number} curve
   * @param {number} x
   * @param {{point?: TraceState['point'], announce?: boolean, started?: number, t?: number, y?: number, partial?: boolean}} [options]
   */
  at(curve, x, { point = null, announce = true, started = performance.now(), t = undefined, y = point?.y, partial = false } = {}) {
    const { path, sequence } = this.#host.figure().curves[curve];
    if (sequence) {
      this.#state = { curve, x: nearestN(sequence, x), point: null, partial: partial && sequence.partialSums };
    } else if (path) {
      const along = Math.min(Math.max(t ?? this.#parameterNear(curve, x, y), path.from), path.to);
      // A point of interest keeps its exact place; elsewhere the marker is where the curve is at t.
      this.#state = { curve, x: point ? x : path.x(along), point, t: along };
    } else {
      this.#state = { curve, x, point };
    }
    this.#render(started, announce ? 0 : null);
  }

  /** Stops tracing: the marker goes. */
  end({ announce = true, started = performance.now() } = {}) {
    if (!this.#state) return;
    this.#state = null;
    this.#dragging = false;
    this.#marker.remove();
    if (announce) this.#announce(words.trace.ended);
    this.#host.changed(null, performance.now() - started);
  }

  /**
   * A tap or click (not a drag) at (px, py), CSS px from the graph's corner: on a point-of-interest
   * dot (within DOT_RADIUS_TOUCH or DOT_RADIUS_MOUSE of it), the marker snaps to that point; within
   * TRACE_RADIUS of a curve, it goes on the nearest curve at the tapped x (or, where the curve is
   * steep there, at its nearest point); anywhere else the trace ends.
   * @param {number} px
   * @param {number} py
   * @param {string} pointerType
   */
  tap(px, py, pointerType) {
    const now = performance.now();
    if (now - this.#lastTap > DOUBLE_TAP_WINDOW) this.#beforeTaps = this.#state;
    this.#lastTap = now;
    this.#touch = pointerType !== 'mouse';
    this.#finger = this.#touch ? { x: px, y: py } : null;
    const t = this.#host.transform();
    const point = this.#host.dots()?.near(px, py, t, this.#touch ? DOT_RADIUS_TOUCH : DOT_RADIUS_MOUSE) ?? null;
    if (point) {
      this.at(point.curves[0], point.x, { point });
      return;
    }
    const near = nearestCurvePoint(this.#host.segments(), px, py, t);
    // A sequence is its dots: the nearest term or partial sum, unless a drawn curve is nearer.
    const term = nearestTerm(this.#host.figure().curves, px, py, t);
    if (term && !(near?.distance < term.distance)) {
      this.at(term.curve, term.n, { partial: term.partial });
      return;
    }
    if (!near) {
      this.end();
      return;
    }
    const { path } = this.#host.figure().curves[near.curve];
    if (path) {
      this.at(near.curve, near.x, { t: shownParameter(near.parameter ?? path.from, path) });
      return;
    }
    let x = this.#shown((px - t.originX) / t.scale);
    const y = this.#valueOf(near.curve, x);
    if (!(Number.isFinite(y) && Math.abs(t.originY - y * t.scaleY - py) <= TRACE_RADIUS)) x = this.#shown(near.x);
    this.at(near.curve, this.#clamped(near.curve, x));
  }

  /**
   * A double-tap or double-click: its taps were meant for the view, so the trace goes back to what it
   * was before them.
   */
  undoTaps() {
    if (this.#beforeTaps === undefined) return;
    const before = this.#beforeTaps;
    this.#beforeTaps = undefined;
    this.#lastTap = -Infinity;
    if (before === null) this.end({ announce: false });
    else this.at(before.curve, before.x, { point: before.point, announce: false, t: before.t });
  }

  /**
   * A pointer went down at (px, py): whether it takes the marker, being on its dot (then its moves
   * drag the marker along the curve instead of panning).
   * @returns {boolean}
   */
  grab(px, py, pointerType) {
    if (!this.#state || !Number.isFinite(this.#y)) return false;
    const t = this.#host.transform();
    const touch = pointerType !== 'mouse';
    const distance = Math.hypot(t.originX + this.#state.x * t.scale - px, t.originY - this.#y * t.scaleY - py);
    if (distance > MARKER_RADIUS + (touch ? GRAB_MARGIN_TOUCH : GRAB_MARGIN_MOUSE)) return false;
    this.#dragging = true;
    this.#touch = touch;
    this.#finger = touch ? { x: px, y: py } : null;
    return true;
  }

  /**
   * The grabbing pointer moved to (px, py): the marker follows its x along its curve (within the
   * curve's from … to). Writes only the marker's attributes.
   * @param {number} started when the move arrived (performance.now()), for the reported cost
   */
  drag(px, py, started = performance.now()) {
    if (!this.#dragging || !this.#state) return;
    const t = this.#host.transform();
    const curve = this.#state.curve;
    if (this.#touch) this.#finger = { x: px, y: py };
    const { path, sequence } = this.#host.figure().curves[curve];
    if (sequence) {
      this.#state = { ...this.#state, x: nearestN(sequence, (px - t.originX) / t.scale) };
    } else if (path) {
      // Along the curve from where the marker was to its drawn point nearest the pointer: t goes on through a self-crossing.
      const followed = followedParameter(this.#host.segments()[curve] ?? [], px, py, t, this.#state.t);
      const along = followed === null ? this.#state.t : shownParameter(followed, path);
      this.#state = { curve, x: path.x(along), point: null, t: along };
    } else {
      this.#state = { curve, x: this.#clamped(curve, this.#shown((px - t.originX) / t.scale)), point: null };
    }
    this.#render(started, DRAG_ANNOUNCE_DELAY);
  }

  /** The grabbing pointer let go (or was cancelled). */
  release() {
    if (!this.#dragging) return;
    this.#dragging = false;
    this.#finger = null;
    if (this.#announceTimer) this.#announceNow();
  }

  /** The picture moved under the marker (pan, zoom): a finger that was down has lifted since. */
  viewMoved() {
    if (!this.#dragging) this.#finger = null;
  }

  /**
   * The trace's keys, when the graph has focus: `t` starts on the first curve at the view's centre;
   * while tracing, ←/→ step along x (Shift: ten times as far; on a sequence n by one, Shift by ten), Tab / Shift+Tab go
   * to the next / previous curve (a sequence's partial sums are one after its terms; from the last or the first,
   * focus leaves the graph as usual), Escape ends.
   * @param {Pick<KeyboardEvent, 'key' | 'shiftKey'>} event the key pressed (a copy, when it waited for tracer.js)
   * @returns {boolean} whether the key was the trace's (the caller then prevents its default)
   */
  key(event) {
    const started = performance.now();
    if (event.key === 't' || event.key === 'T') {
      if (!this.#state) this.#start(started);
      return true;
    }
    if (!this.#state) return false;
    const { curve, x, partial = false } = this.#state;
    const { path, sequence } = this.#host.figure().curves[curve];
    switch (event.key) {
      case 'ArrowLeft':
      case 'ArrowRight': {
        this.#touch = false;
        if (sequence) {
          this.at(curve, steppedN(sequence, x, event.key === 'ArrowRight' ? 1 : -1, event.shiftKey), { started, partial });
          this.#keepInView();
          return true;
        }
        if (path) {
          // Along the parameter: → is forwards in t, whichever way the curve then goes.
          const next = steppedX(this.#state.t, parameterStep(path, event.shiftKey), event.key === 'ArrowRight' ? 1 : -1);
          this.at(curve, x, { started, t: shownParameter(Math.min(Math.max(next, path.from), path.to), path) });
          return true;
        }
        const t = this.#host.transform();
        const next = steppedX(x, keyStep(t.scale, event.shiftKey), event.key === 'ArrowRight' ? 1 : -1);
        this.at(curve, this.#clamped(curve, this.#shown(next)), { started });
        this.#keepInView();
        return true;
      }
      case 'Tab': {
        // From a sequence's terms on to its partial sums, and back.
        if (sequence?.partialSums && partial === event.shiftKey) {
          this.at(curve, x, { started, partial: !partial });
          return true;
        }
        const next = traceableAfter(this.#host.figure().curves, curve, event.shiftKey ? -1 : 1);
        if (next < 0) return false;
        // Onto a parametric curve at its drawn point nearest the marker.
        this.at(next, this.#clamped(next, x), { started, y: this.#y, partial: event.shiftKey });
        return true;
      }
      case 'Escape':
        this.end({ started });
        return true;
      default:
        return false;
    }
  }

  /** A new figure: a trace on a curve it no longer has ends; otherwise y is read afresh. */
  figureChanged() {
    if (!this.#state) return;
    if (this.#state.curve >= this.#host.figure().curves.length) this.end({ announce: false });
    else this.#state = { ...this.#state, point: null };
  }

  /**
   * Puts the marker and its label where the reading is at the current view, with the digits the
   * zoom calls for. The view calls it after every frame.
   * @returns {{x: string, y: string | null} | null} the reading's texts
   */
  place() {
    const state = this.#state;
    if (!state) return null;
    const { point } = state;
    const { path, sequence } = this.#host.figure().curves[state.curve];
    if (path && !point) state.x = path.x(state.t);
    this.#y = point ? point.y : path ? path.y(state.t) : sequence ? sequence.value(state.x, state.partial) : this.#valueOf(state.curve, state.x);
    if (!Number.isFinite(state.x)) this.#y = NaN;
    const t = this.#host.transform();
    const texts = readingTexts(state.x, this.#y, t, this.#host.density(), point !== null || path !== null || Boolean(sequence));
    if (path?.variable) Object.assign(texts, { t: pointNumber(state.t), variable: path.variable });
    // A sequence reads n and the term: `n = 7: a₇ = 2.5465`.
    if (sequence) texts.term = sequence.reading(state.x, state.partial);
    const reading = { curve: state.curve, x: state.x, y: this.#y, ...(path && { t: state.t }), ...(state.partial && { partial: true }) };
    const at = texts.y === null ? null : { x: t.originX + state.x * t.scale, y: t.originY - this.#y * t.scaleY };
    // Where the curve is undefined there is nothing to mark; the live region says so.
    this.#marker.show(reading, at, markerText(texts, point ? point.kind : null), { width: t.width, height: t.height, touch: this.#touch, finger: this.#finger });
    return texts;
  }

  /** Stops its timers; the live region stays, for a view made again on the same element. */
  destroy() {
    clearTimeout(this.#announceTimer);
    this.#announceTimer = 0;
  }

  // --- Internals

  #start(started) {
    const t = this.#host.transform();
    this.#touch = false;
    this.#finger = null;
    const centre = (t.width / 2 - t.originX) / t.scale;
    const first = traceableAfter(this.#host.figure().curves, -1, 1);
    if (first < 0) return;
    if (this.#host.figure().curves[first].path) {
      // On a parametric curve, at its drawn point nearest the view's centre.
      this.at(first, centre, { started, y: (t.originY - t.height / 2) / t.scaleY });
      return;
    }
    this.at(first, this.#clamped(first, this.#shown(nearestStep(centre, keyStep(t.scale)))), { started });
  }

  /**
   * Places the marker, tells the view, and has the reading announced: now (0), after `announceDelay`
   * ms of rest (a drag), or not at all (null).
   */
  #render(started, announceDelay) {
    const texts = this.place();
    this.#host.changed(this.reading, performance.now() - started);
    if (announceDelay === null || !texts) return;
    const { curve, point } = this.#state;
    const curves = this.#host.figure().curves;
    const names = curveNames(curves);
    // A lone curve without a name is simply "the" curve.
    const name = curves.length === 1 && curves[0].name === null ? null : names[curve];
    const words = point ? pointText(point, names) : announcement(name, texts);
    if (announceDelay === 0) {
      this.#announce(words);
      return;
    }
    clearTimeout(this.#announceTimer);
    this.#pendingWords = words;
    this.#announceTimer = setTimeout(() => this.#announceNow(), announceDelay);
  }

  #announceNow() {
    this.#announce(this.#pendingWords);
  }

  #announce(words) {
    clearTimeout(this.#announceTimer);
    this.#announceTimer = 0;
    setText(this.#announcer, words);
  }

  /** y of curve i at x: NaN outside its from … to, where it is undefined, or when its data source fails (the frame reports that). */
  #valueOf(i, x) {
    const curve = this.#host.figure().curves[i];
    if ((curve.from !== null && x < curve.from) || (curve.to !== null && x > curve.to)) return NaN;
    try {
      return Number(curve.valueAt(x));
    } catch {
      return NaN;
    }
  }

  /** Where along parametric curve i its drawn point nearest to (x, y) is (path-reading.js). */
  #parameterNear(i, x, y) {
    return nearestParameter(this.#host.segments()[i] ?? [], x, y, this.#host.transform(), this.#host.figure().curves[i].path);
  }

  /** x kept within curve i's from … to: a restricted curve's marker stops at its ends. */
  #clamped(i, x) {
    const { from, to } = this.#host.figure().curves[i];
    return Math.min(Math.max(x, from ?? -Infinity), to ?? Infinity);
  }

  /** x rounded to the digits the reading shows at this zoom. */
  #shown(x) {
    return shownX(x, this.#host.transform(), this.#host.density());
  }

  /** Pans when the keyboard walked the marker out of the frame, so it stays in sight. */
  #keepInView() {
    const t = this.#host.transform();
    const dx = inViewShift(t.originX + this.#state.x * t.scale, t.width);
    if (dx !== 0) this.#host.reveal(dx);
  }
}
