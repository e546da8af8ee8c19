// Listeners as the graph's modules add them: passive unless told otherwise. The boot script's
// gestures use them before the live view is there (dom.js gives them on to the view's modules).

/**
 * Adds a listener. Passive unless told otherwise, so scrolling is never held up by accident.
 * @param {EventTarget} target
 * @param {string} type
 * @param {(event: any) => void} listener
 * @param {AddEventListenerOptions} [options] e.g. `{ passive: false }` for a listener that calls preventDefault
 */
export function on(target, type, listener, options = {}) {
  target.addEventListener(type, listener, { passive: true, ...options });
}

/**
 * Removes a listener added with {@link on} (capture must match).
 * @param {EventTarget} target
 * @param {string} type
 * @param {(event: any) => void} listener
 * @param {EventListenerOptions} [options]
 */
export function off(target, type, listener, options = {}) {
  target.removeEventListener(type, listener, options);
}
