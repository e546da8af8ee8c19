// The view a graph element declares in its attributes (R-HOOKS: data-scale, data-scale-y,
// data-origin-x, data-origin-y in the frame of data-width × data-height, the size its build-time SVG
// was drawn at), for the graph view that takes it over and for plot-boot.js, which moves the
// build-time picture until then.

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
