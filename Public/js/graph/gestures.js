// Pointer, wheel and keyboard events → intents (pan, zoom, double-tap, recenter; with `trace`, taps,
// dragging the trace marker and the trace's keys). Knows nothing of scales, origins or curves: the
// view turns intents into transforms (view-transform.js) and readings (trace/tracer.js).
//
// Cooperative touch (docs/site.md#the-live-graph): where the graph's CSS says `touch-action: pan-y`
// (a plot page's or an embed's graph), the browser scrolls the page under a one-finger swipe that is
// mostly vertical and cancels the pointer; a one-finger drag that is mostly horizontal pans, along x
// only; two fingers pan and zoom in every direction. Where it says `none` (full screen, the
// Calculator), one finger pans in every direction.

import { on, off } from './dom-events.js';

/**
 * @typedef {object} GestureOptions which gestures are on; all default to off: the page decides
 * @property {boolean} [pan] drag with a mouse, pen or one finger
 * @property {boolean} [pinch] two fingers: zoom about their midpoint (and pan with it)
 * @property {boolean} [doubleTap] double-tap or double-click
 * @property {boolean} [wheel] wheel zoom about the pointer (plain wheel only once focused; ctrl+wheel always)
 * @property {boolean} [keyboard] arrows pan, + / = and - zoom, 0 recenters, h listens (when the element has focus)
 * @property {boolean} [trace] taps and clicks are reported (the view traces the curve they are near), a
 *   pointer that goes down on what the view calls grabbable drags it instead of panning, and the view
 *   sees each key first (t, ←/→ while tracing, Tab, Escape)
 */

/**
 * @typedef {object} GestureIntents what the gestures ask for; points are client coordinates
 * @property {(dx: number, dy: number) => void} pan move the picture by CSS px
 * @property {(factor: number, clientX?: number, clientY?: number) => void} zoom about a point, or the centre
 * @property {(clientX: number, clientY: number) => void} doubleTap
 * @property {() => void} recenter
 * @property {() => void} [pageScrolled] a one-finger swipe on the graph scrolled the page (cooperative touch)
 * @property {(clientX: number, clientY: number, pointerType: string) => void} [tap] a tap or click, not a drag (trace)
 * @property {(clientX: number, clientY: number, pointerType: string) => boolean} [grab] a first pointer went
 *   down: true when the view takes it (the trace marker), so that its moves are `drag`s, not pans (trace)
 * @property {(clientX: number, clientY: number) => void} [drag] the grabbing pointer moved (trace)
 * @property {() => void} [release] the grabbing pointer went up or was cancelled (trace)
 * @property {(event: KeyboardEvent) => boolean} [key] a key, before the view's own: true when it was
 *   the trace's or listening's (its default is then prevented) (keyboard or trace)
 */

/** Every gesture on: what a plot page, its boot script and the Calculator's graph turn on. */
export const ALL_GESTURES = Object.freeze({ pan: true, pinch: true, doubleTap: true, wheel: true, keyboard: true, trace: true });

/**
 * How near a figure's draggable point (CSS px) a first pointer must go down to drag it rather than pan (handle-feature.js,
 * and plot-boot.js before the live view): a fingertip's reach, a mouse's.
 */
export const HANDLE_REACH = Object.freeze({ mouse: 12, pen: 22, touch: 22 });

/** Elements inside the graph that keep their own pointer behaviour (toolbar, popovers). */
const IGNORED = 'a, button, input, select, textarea, [data-graph-ignore]';
/** A tap moves less than this (CSS px); a click, with a steadier mouse, less than MOUSE_TAP_SLOP. */
const TAP_SLOP = 10;
const MOUSE_TAP_SLOP = 5;
/** A double-tap is two taps, each shorter than this (ms). */
const TAP_MS = 350;
/** Two taps closer than this in time (ms) and space (CSS px) are a double-tap. */
const DOUBLE_TAP_MS = 350;
const DOUBLE_TAP_SLOP = 40;
/** Keyboard steps. */
const KEY_PAN = 40;
const KEY_ZOOM = 1.25;

/**
 * Listens to `element` and reports intents. Changes nothing on the element: a click or tap gives
 * it focus the browser's own way (it has tabindex), which arms the plain wheel and the keys
 * without showing a keyboard focus ring.
 * @param {HTMLElement} element the graph (it must have `touch-action: none`, or `pan-y` for cooperative touch, in CSS)
 * @param {GestureOptions} options
 * @param {GestureIntents} intents
 * @returns {() => void} detaches every listener
 */
export function attachGestures(element, options, intents) {
  /** @type {Map<number, {x: number, y: number}>} active pointers, client coordinates */
  const pointers = new Map();
  let tapStart = null;      // {x, y, time} of a pointer that may turn out to be a tap
  let lastTap = null;       // {x, y, time} of the last touch/pen tap
  let lastPointerType = 'mouse';
  let grabbed = null;       // the pointerId whose moves drag what the view took (the trace marker)
  // One finger on a graph that leaves vertical swipes to the page: where it started (then where it last
  // panned from, once it is a sideways drag: `sideways`); null for a pointer that pans freely.
  let cooperative = null;

  const ignored = (event) => event.target instanceof Element && event.target.closest(IGNORED) !== null;
  const focused = () => element.contains(document.activeElement);

  function pointerDown(event) {
    lastPointerType = event.pointerType;
    if (ignored(event) || (event.pointerType === 'mouse' && event.button !== 0)) return;
    if (!options.pan && !options.pinch && !options.doubleTap && !options.trace) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    element.setPointerCapture?.(event.pointerId);
    tapStart = pointers.size === 1 ? { x: event.clientX, y: event.clientY, time: event.timeStamp } : null;
    cooperative = null;
    if (pointers.size === 1) {
      if (options.trace && intents.grab?.(event.clientX, event.clientY, event.pointerType)) grabbed = event.pointerId;
      else if (event.pointerType === 'touch' && getComputedStyle(element).touchAction === 'pan-y') cooperative = { ...tapStart };
    } else {
      letGo();  // a second finger: a pinch, not a drag of the marker
    }
  }

  function pointerMove(event) {
    const previous = pointers.get(event.pointerId);
    if (!previous) return;
    const current = { x: event.clientX, y: event.clientY };
    // A pointer that went farther than a tap may is a drag, even if it comes back.
    if (tapStart && Math.hypot(current.x - tapStart.x, current.y - tapStart.y) > tapSlop(event)) tapStart = null;
    if (pointers.size === 1) {
      pointers.set(event.pointerId, current);
      if (event.pointerId === grabbed) intents.drag(current.x, current.y);
      else if (cooperative) panSideways(current);
      else if (options.pan) intents.pan(current.x - previous.x, current.y - previous.y);
      return;
    }
    if (pointers.size !== 2 || !options.pinch) {
      pointers.set(event.pointerId, current);
      return;
    }
    // Two fingers: the midpoint's motion pans, the change in distance zooms about the midpoint.
    const [a, b] = [...pointers.values()];
    const before = pairGeometry(a, b);
    pointers.set(event.pointerId, current);
    const [c, d] = [...pointers.values()];
    const after = pairGeometry(c, d);
    intents.pan(after.x - before.x, after.y - before.y);
    if (before.distance > 0 && after.distance > 0) intents.zoom(after.distance / before.distance, after.x, after.y);
  }

  /**
   * One finger that may yet be the page's: it pans, along x, once it has gone farther sideways than a
   * tap may and more sideways than up or down (a swipe that is mostly vertical, the browser scrolls).
   */
  function panSideways(current) {
    const dx = current.x - cooperative.x;
    cooperative.sideways ||= Math.abs(dx) > Math.max(TAP_SLOP, Math.abs(current.y - cooperative.y));
    if (!cooperative.sideways || !options.pan) return;
    cooperative.x = current.x;
    intents.pan(dx, 0);
  }

  function pointerUp(event) {
    if (!pointers.delete(event.pointerId)) return;
    // The browser took a finger that had not panned: the page scrolled under it.
    if (event.type === 'pointercancel' && cooperative && !cooperative.sideways) intents.pageScrolled?.();
    cooperative = null;
    if (event.pointerId === grabbed) letGo();
    if (event.type === 'pointerup' && tapStart && pointers.size === 0) recordTap(event);
    tapStart = null;
  }

  /** Ends a drag of what the view took, if one is under way. */
  function letGo() {
    if (grabbed === null) return;
    grabbed = null;
    intents.release();
  }

  /**
   * A tap or click, reported for the trace; a touch or pen tap, the second one in a row is a
   * double-tap (mice use dblclick).
   */
  function recordTap(event) {
    if (Math.hypot(event.clientX - tapStart.x, event.clientY - tapStart.y) > tapSlop(event)) return;
    if (options.trace) intents.tap?.(event.clientX, event.clientY, event.pointerType);
    if (event.pointerType === 'mouse' || event.timeStamp - tapStart.time > TAP_MS) return;
    const tap = { x: event.clientX, y: event.clientY, time: event.timeStamp };
    if (lastTap && tap.time - lastTap.time < DOUBLE_TAP_MS && Math.hypot(tap.x - lastTap.x, tap.y - lastTap.y) < DOUBLE_TAP_SLOP) {
      lastTap = null;
      if (options.doubleTap) intents.doubleTap(tap.x, tap.y);
    } else {
      lastTap = tap;
    }
  }

  function doubleClick(event) {
    // Touch double-taps were already handled from pointer events; browsers may add a dblclick.
    if (lastPointerType !== 'mouse' || ignored(event)) return;
    intents.doubleTap(event.clientX, event.clientY);
  }

  function wheel(event) {
    if (ignored(event)) return;
    // Never hijack page scrolling: a plain wheel zooms only once the graph has focus. Trackpad
    // pinches arrive as ctrl+wheel and always zoom (otherwise the browser would zoom the page).
    if (!event.ctrlKey && !focused()) return;
    event.preventDefault();
    const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? element.clientHeight : 1;
    const delta = event.deltaY * unit;
    const factor = Math.min(2, Math.max(0.5, Math.exp(-delta * (event.ctrlKey ? 0.01 : 0.002))));
    intents.zoom(factor, event.clientX, event.clientY);
  }

  function keyDown(event) {
    if (event.target !== element || event.ctrlKey || event.metaKey || event.altKey) return;
    if ((options.trace || options.keyboard) && intents.key?.(event)) {
      event.preventDefault();
      return;
    }
    if (!options.keyboard) return;
    const step = event.shiftKey ? KEY_PAN * 4 : KEY_PAN;
    // Arrows move the view over the plane (like a map): → shows what lies to the right.
    const actions = {
      ArrowLeft: () => intents.pan(step, 0),
      ArrowRight: () => intents.pan(-step, 0),
      ArrowUp: () => intents.pan(0, step),
      ArrowDown: () => intents.pan(0, -step),
      '+': () => intents.zoom(KEY_ZOOM),
      '=': () => intents.zoom(KEY_ZOOM),
      '-': () => intents.zoom(1 / KEY_ZOOM),
      '0': () => intents.recenter(),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  const listeners = [
    ['pointerdown', pointerDown, {}],
    ['pointermove', pointerMove, {}],
    ['pointerup', pointerUp, {}],
    ['pointercancel', pointerUp, {}],
    ['lostpointercapture', pointerUp, {}],
  ];
  if (options.doubleTap) listeners.push(['dblclick', doubleClick, {}]);
  if (options.wheel) listeners.push(['wheel', wheel, { passive: false }]);
  if (options.keyboard || options.trace) listeners.push(['keydown', keyDown, { passive: false }]);
  for (const [type, listener, listenerOptions] of listeners) on(element, type, listener, listenerOptions);
  return () => {
    for (const [type, listener] of listeners) off(element, type, listener);
    pointers.clear();
    grabbed = null;
  };
}

/** How far (CSS px) a pointer may move and still tap. */
function tapSlop(event) {
  return event.pointerType === 'mouse' ? MOUSE_TAP_SLOP : TAP_SLOP;
}

/** Midpoint and distance of two pointers. */
function pairGeometry(a, b) {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, distance: Math.hypot(a.x - b.x, a.y - b.y) };
}
