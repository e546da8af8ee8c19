// Pointer, wheel and keyboard events → transform intents (pan, zoom, double-tap, recenter).
// Knows nothing of scales or origins: the view turns intents into transforms (view-transform.js).

import { on, off } from './dom.js';

/**
 * @typedef {object} GestureOptions which gestures are on; all default to off: the page decides
 * @property {boolean} [pan] drag with a mouse, pen or one finger
 * @property {boolean} [pinch] two fingers: zoom about their midpoint (and pan with it)
 * @property {boolean} [doubleTap] double-tap or double-click
 * @property {boolean} [wheel] wheel zoom about the pointer (plain wheel only once focused; ctrl+wheel always)
 * @property {boolean} [keyboard] arrows pan, + / = and - zoom, 0 recenters (when the element has focus)
 */

/**
 * @typedef {object} GestureIntents what the gestures ask for; points are client coordinates
 * @property {(dx: number, dy: number) => void} pan move the picture by CSS px
 * @property {(factor: number, clientX?: number, clientY?: number) => void} zoom about a point, or the centre
 * @property {(clientX: number, clientY: number) => void} doubleTap
 * @property {() => void} recenter
 */

/** Elements inside the graph that keep their own pointer behaviour (toolbar, popovers). */
const IGNORED = 'a, button, input, select, textarea, [data-graph-ignore]';
/** A tap moves less than this (CSS px) and lasts less than TAP_MS. */
const TAP_SLOP = 10;
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
 * @param {HTMLElement} element the graph (it must have `touch-action: none` in CSS)
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

  const ignored = (event) => event.target instanceof Element && event.target.closest(IGNORED) !== null;
  const focused = () => element.contains(document.activeElement);

  function pointerDown(event) {
    lastPointerType = event.pointerType;
    if (ignored(event) || (event.pointerType === 'mouse' && event.button !== 0)) return;
    if (!options.pan && !options.pinch && !options.doubleTap) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    element.setPointerCapture?.(event.pointerId);
    tapStart = pointers.size === 1 ? { x: event.clientX, y: event.clientY, time: event.timeStamp } : null;
  }

  function pointerMove(event) {
    const previous = pointers.get(event.pointerId);
    if (!previous) return;
    const current = { x: event.clientX, y: event.clientY };
    if (pointers.size === 1) {
      pointers.set(event.pointerId, current);
      if (options.pan) intents.pan(current.x - previous.x, current.y - previous.y);
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

  function pointerUp(event) {
    if (!pointers.delete(event.pointerId)) return;
    if (event.type === 'pointerup' && tapStart && pointers.size === 0) recordTap(event);
    tapStart = null;
  }

  /** A touch or pen tap; the second one in a row is a double-tap (mice use dblclick). */
  function recordTap(event) {
    const moved = Math.hypot(event.clientX - tapStart.x, event.clientY - tapStart.y);
    if (event.pointerType === 'mouse' || moved > TAP_SLOP || event.timeStamp - tapStart.time > TAP_MS) return;
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
  if (options.keyboard) listeners.push(['keydown', keyDown, { passive: false }]);
  for (const [type, listener, listenerOptions] of listeners) on(element, type, listener, listenerOptions);
  return () => {
    for (const [type, listener] of listeners) off(element, type, listener);
    pointers.clear();
  };
}

/** Midpoint and distance of two pointers. */
function pairGeometry(a, b) {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, distance: Math.hypot(a.x - b.x, a.y - b.y) };
}
