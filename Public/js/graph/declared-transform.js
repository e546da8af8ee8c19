// The build-time picture of a graph as its element declares it, for the graph view that takes it
// over and for plot-boot.js, which moves it until then: the view (data-scale, data-scale-y,
// data-origin-x, data-origin-y in the frame of data-width × data-height, the size its build-time
// SVG was drawn at: docs/hooks.md), which of its drawings is on screen and where it lies in the graph.

import { isUsable, makeTransform } from './view-transform.js';

/**
 * The state the page declares, in the frame of the build-time SVG (data-width × data-height).
 * Missing attributes fall back to the data range (data-x-min …) or to the SVG's viewBox.
 * @param {Element} element the graph
 * @param {SVGSVGElement} svg its build-time drawing
 * @returns {Readonly<import('./view-transform.js').Transform>}
 * @throws {RangeError} when the declared view is unusable (zero or infinite scales)
 */
export function declaredTransform(element, svg) {
  const number = (name) => {
    const value = Number.parseFloat(element.getAttribute(name) ?? '');
    return Number.isFinite(value) ? value : undefined;
  };
  const box = svg.viewBox?.baseVal;
  const width = number('data-width') ?? (box?.width || 800);
  const height = number('data-height') ?? (box?.height || 500);
  const [xMin, xMax, yMin, yMax] = ['data-x-min', 'data-x-max', 'data-y-min', 'data-y-max'].map(number);
  const scale = number('data-scale') ?? (xMax > xMin ? width / (xMax - xMin) : 50);
  const scaleY = number('data-scale-y') ?? (yMax > yMin ? height / (yMax - yMin) : scale);
  const t = makeTransform({
    width,
    height,
    scale,
    scaleY,
    originX: number('data-origin-x') ?? (xMax > xMin ? -xMin * scale : width / 2),
    originY: number('data-origin-y') ?? (yMax > yMin ? yMax * scaleY : height / 2),
  });
  if (!isUsable(t)) throw new RangeError(`graph ${element.getAttribute('data-plot-id') ?? ''} has an unusable view: ${JSON.stringify(t)}`);
  return t;
}

/**
 * The build-time drawing on screen: a page may carry two (`data-graph-compact`: full size and a
 * compact one for narrow graphs, which CSS chooses between). Null when neither is shown.
 *
 * With `keepAlone` (the live view taking over) it is the one to draw into from now on: the shown
 * one, or the first if neither is shown yet; the other is dropped, so that one drawing simply
 * follows the graph's size.
 * @param {Element} element the graph
 * @param {{keepAlone?: boolean}} [options]
 * @returns {SVGSVGElement | null}
 */
export function shownDrawing(element, { keepAlone = false } = {}) {
  const drawings = [...element.querySelectorAll('svg.plot-svg')];
  const shown = drawings.find((svg) => svg.getClientRects().length > 0) ?? null;
  if (!keepAlone) return shown;
  const kept = shown ?? drawings[0] ?? null;
  for (const svg of drawings) if (svg !== kept) svg.remove();
  kept?.classList.remove('plot-svg-compact');
  element.removeAttribute('data-graph-compact');
  return kept;
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
