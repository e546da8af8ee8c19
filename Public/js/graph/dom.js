// Tiny DOM helpers shared by the graph view's modules: SVG elements, and attribute writes that skip
// values which have not changed (a pan rewrites a few attributes per frame; most of the grid, ticks
// and labels stay put, and untouched nodes cost the browser nothing). The listeners are dom-events.js's
// (the boot script's too, so in every first visit), given on here for the view's modules.

export { on, off } from './dom-events.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Last value written (or read) per element and attribute. */
const written = new WeakMap();

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
