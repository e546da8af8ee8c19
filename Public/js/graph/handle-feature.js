// Points of a figure the reader drags (docs/hooks.md#handles): a picture curve may offer a `handle` (figure-model.js),
// such as the initial point of the solution of a differential equation (fields/live-solution.js). A first pointer that
// goes down within HIT_PX of a handle drags it instead of panning; each move hands the handle the point under the
// pointer, rounded to the CSS pixel, and redraws the curves; letting go says where it is in the graph's live region and
// dispatches HANDLE_EVENT. Over each handle lies a grip (handle-grip.js), an element whose touch-action is none (as over
// the trace's marker, trace/trace-feature.js), so that a touch that starts on it drags even where one-finger vertical
// swipes scroll the page, and whose cursor is `grab`. The view knows nothing of what a handle moves: the curve does.

import { announcer } from './announcer.js';
import { drawingOffset } from './declared-transform.js';
import { HANDLE_REACH } from './gestures.js';
import { draggedPoint, nearestHandle, placeGrips, removeGrips } from './handle-grip.js';
import { pixelDecimals, readingNumber } from './trace-reading.js';
import { HANDLE_EVENT } from './view-hooks.js';

/** @implements {import('./view-hooks.js').ViewHooks} */
export class HandleFeature {
  #host;
  /** The handle being dragged: its curve, where its point lies from the pointer (CSS px), the drawing's box, whether it moved. */
  #dragging = null;
  /** Where the drawing's top-left is in the graph's root (CSS px), read once per frame at most. */
  #offset = null;

  /** @param {import('./view-hooks.js').ViewHost} host */
  constructor(host) {
    this.#host = host;
  }

  /**
   * `handles`: each handle's curve and point now; `moveHandle(curve, x, y)`: curve's handle moved there as a drag would
   * move it (a drag made before the view was live: plot-boot.js) (docs/hooks.md#handles).
   */
  get members() {
    return {
      handles: { get: () => this.#handles() },
      moveHandle: { value: (curve, x, y) => this.#moveHandle(curve, x, y) },
    };
  }

  /**
   * The view's gesture intents with a handle's grab, drag and release first: what no handle takes goes on to the
   * features attached before (the trace's marker), then to panning.
   * @param {import('./gestures.js').GestureIntents} intents
   * @returns {import('./gestures.js').GestureIntents}
   */
  intents(intents) {
    return {
      ...intents,
      grab: (clientX, clientY, pointerType) => this.#grab(clientX, clientY, pointerType) || (intents.grab?.(clientX, clientY, pointerType) ?? false),
      drag: (clientX, clientY) => (this.#dragging ? this.#drag(clientX, clientY) : intents.drag?.(clientX, clientY)),
      release: () => (this.#dragging ? this.#release() : intents.release?.()),
    };
  }

  // --- The view's hooks

  draw() {
    this.#offset = null;  // the drawing may have moved in the graph (a resize, full screen)
    this.#placeGrips();
  }

  setFigure() {
    this.#dragging = null;
    this.#placeGrips();
  }

  destroy() {
    removeGrips(this.#host.element);
  }

  // --- Internals

  /** The figure's handles that have a point now: each curve's index and its point (handle-grip.js's handles). */
  #handles() {
    const found = [];
    this.#host.figure().curves.forEach((curve, i) => {
      const at = curve.handle?.at() ?? null;
      if (at && Number.isFinite(at.x) && Number.isFinite(at.y)) found.push({ curve: i, x: at.x, y: at.y });
    });
    return found;
  }

  /** A first pointer went down: takes the nearest handle within reach, if any. */
  #grab(clientX, clientY, pointerType) {
    const host = this.#host;
    if (!host.isLive()) return false;
    const rect = host.svg.getBoundingClientRect();
    const [px, py] = host.local(clientX, clientY, rect);
    const nearest = nearestHandle(this.#handles(), host.transform(), px, py, HANDLE_REACH[pointerType] ?? HANDLE_REACH.touch);
    if (!nearest) return false;
    this.#dragging = { ...nearest, rect, moved: false };
    host.element.style.setProperty('cursor', 'grabbing');
    return true;
  }

  /** The dragging pointer moved: the handle goes where its point now lies under the pointer. */
  #drag(clientX, clientY) {
    const host = this.#host;
    const { curve, rect } = this.#dragging;
    const handle = host.figure().curves[curve]?.handle;
    if (!handle) return;
    const [px, py] = host.local(clientX, clientY, rect);
    const t = host.transform();
    const { x, y } = draggedPoint(t, px, py, this.#dragging);
    handle.moveTo(toPixel(x, t.scale), toPixel(y, t.scaleY));
    this.#dragging.moved = true;
    host.curvesChanged();
  }

  /** GraphView's moveHandle: as a drag that let go at (x, y). */
  #moveHandle(curve, x, y) {
    const host = this.#host;
    const handle = host.figure().curves[curve]?.handle;
    if (!handle) throw new RangeError(`moveHandle: curve ${JSON.stringify(curve)} has no handle`);
    if (!Number.isFinite(x) || !Number.isFinite(y)) throw new TypeError(`moveHandle: x and y must be finite numbers, not ${x} and ${y}`);
    const t = host.transform();
    handle.moveTo(toPixel(x, t.scale), toPixel(y, t.scaleY));
    host.curvesChanged();
    this.#said(curve, handle);
  }

  /** The dragging pointer let go: where the handle is now is said and dispatched. */
  #release() {
    const host = this.#host;
    const { curve, moved } = this.#dragging;
    this.#dragging = null;
    host.element.style.removeProperty('cursor');
    const handle = host.figure().curves[curve]?.handle;
    if (moved && handle) this.#said(curve, handle);
  }

  /** Where curve's handle is now, said in the live region and dispatched. */
  #said(curve, handle) {
    const host = this.#host;
    announcer(host.element).textContent = handle.said();
    const at = handle.at();
    host.element.dispatchEvent(new CustomEvent(HANDLE_EVENT, { detail: { curve, x: at?.x ?? null, y: at?.y ?? null } }));
  }

  /** A grip over each handle within the frame; none over the others. */
  #placeGrips() {
    const host = this.#host;
    placeGrips(host.element, host.svg, host.isLive() ? this.#handles() : [], host.transform(), HANDLE_REACH,
      () => (this.#offset ??= drawingOffset(host.svg, host.element)));
  }
}

/** `value` rounded to what one CSS px of `pixelsPerUnit` tells apart: 0.52 rather than 0.5213…. */
function toPixel(value, pixelsPerUnit) {
  const text = readingNumber(value, pixelDecimals(1 / pixelsPerUnit));
  return text === null ? value : Number(text);
}
