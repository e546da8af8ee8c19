// The SVG a GraphView draws into, and how it learns that the drawing's size or the screen's pixel
// density changed: what the view's frames depend on besides its transform and figure.

import { svgElement } from './dom.js';
import { shownDrawing } from './declared-transform.js';

/**
 * The drawing the live view draws into from now on: the build-time one on screen (the other of a
 * full-size and compact pair is dropped: declared-transform.js), or a new empty one.
 * @param {HTMLElement} element the graph's root
 * @returns {SVGSVGElement}
 */
export function liveDrawing(element) {
  const shown = shownDrawing(element, { keepAlone: true });
  if (shown) return shown;
  const svg = svgElement('svg', { class: 'plot-svg', 'font-size': 12, 'font-family': "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" });
  element.prepend(svg);
  return svg;
}

/**
 * The drawing's size as laid out, in CSS px: an inline CSS transform does not count (a page may move
 * the build-time picture with one until the view takes over, as plot-boot.js does). Measured with the
 * transform set aside for the moment: the computed matrix is rounded, and would round the size.
 * @param {SVGSVGElement} svg
 * @returns {{width: number, height: number}}
 */
export function laidOutSize(svg) {
  const transform = svg.style.transform;
  if (transform) svg.style.transform = 'none';
  const { width, height } = svg.getBoundingClientRect();
  if (transform) svg.style.transform = transform;
  return { width, height };
}

/**
 * A point in client coordinates as CSS px from the drawing's top-left corner in the frame of transform
 * `t` (its width and height; the drawing may be laid out at another size until the view has measured it).
 * @param {SVGSVGElement} svg
 * @param {{width: number, height: number}} t
 * @param {number} clientX
 * @param {number} clientY
 * @param {DOMRect} [rect] the drawing's box, when the caller has it already
 * @returns {[number, number]}
 */
export function localPoint(svg, t, clientX, clientY, rect = svg.getBoundingClientRect()) {
  return [(clientX - rect.left) * (t.width / (rect.width || t.width)), (clientY - rect.top) * (t.height / (rect.height || t.height))];
}

/**
 * Calls `changed` whenever the page moves to a screen of another density (or the browser zooms).
 * @param {() => void} changed
 * @returns {() => void} stops watching
 */
export function watchDensity(changed) {
  let query;
  let listener;
  const watch = () => {
    query = matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    listener = () => {
      changed();
      watch();
    };
    query.addEventListener('change', listener, { once: true });
  };
  watch();
  return () => query.removeEventListener('change', listener);
}
