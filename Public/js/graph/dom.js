// Tiny DOM helpers shared by the graph view's modules: listeners, SVG elements, and attribute
// writes that skip values which have not changed (a pan rewrites a few attributes per frame; most
// of the grid, ticks and labels stay put, and untouched nodes cost the browser nothing).

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Last value written (or read) per element and attribute. */
const written = new WeakMap();

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

/**
 * Creates an SVG element with attributes.
 * @param {string} tag
 * @param {Record<string, string | number>} [attributes]
 * @returns {SVGElement}
 */
export function svgElement(tag, attributes = {}) {
  const element = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}

/**
 * Sets an attribute unless it already has that value; `null` removes it.
 * @param {Element} element
 * @param {string} name
 * @param {string | number | null} value
 */
export function setAttribute(element, name, value) {
  let cache = written.get(element);
  if (!cache) written.set(element, (cache = new Map()));
  const text = value === null ? null : String(value);
  const current = cache.has(name) ? cache.get(name) : element.getAttribute(name);
  if (current === text) {
    cache.set(name, text);
    return;
  }
  if (text === null) element.removeAttribute(name);
  else element.setAttribute(name, text);
  cache.set(name, text);
}

/**
 * Sets an element's text unless it already is that text.
 * @param {Node} node
 * @param {string} text
 */
export function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

/**
 * Where the drawing's top-left corner lies in the graph's root, CSS px from the root's padding box: where an element
 * the root positions absolutely over a point of the drawing goes (the trace's grip, a handle's).
 * @param {SVGSVGElement} svg
 * @param {HTMLElement} root
 * @returns {{x: number, y: number}}
 */
export function drawingOffset(svg, root) {
  const drawing = svg.getBoundingClientRect(), box = root.getBoundingClientRect();
  return { x: drawing.left - box.left - root.clientLeft, y: drawing.top - box.top - root.clientTop };
}
