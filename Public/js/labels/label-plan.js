// How the live view chooses afresh where its labels go (label-placement.js) for a frame: the axes laid
// out with the range labels off the curves, the marks' labels' places, the legend's corner. Loaded once
// the view is live (live-labels.js): a frame only applies the choice. Pure, for node tests.

import { CurveIndex } from './curve-index.js';
import { axesLayout, labelBox } from '../graph/axes-layout.js';
import { linePosition, pointPosition } from '../graph/figure-drawing.js';
import { placeLabels } from './label-placement.js';

/**
 * Chooses where the labels of a frame go. The legend stays in the corner of `previous` while that
 * corner is free.
 * @param {import('./live-labels.js').LabelPlan} previous
 * @param {object} frame
 * @param {import('../graph/figure-model.js').Figure | null} frame.figure
 * @param {{xMin: number, xMax: number, yMin: number, yMax: number, width: number, height: number}} frame.viewport
 * @param {number} frame.density device pixels per SVG unit
 * @param {number} frame.fontSize
 * @param {string} [frame.separator] the decimal separator of the axes' labels
 * @param {import('../graph/axes-layout.js').AxisSettings} [frame.axes] how the axes are ticked and titled
 * @param {{width: number, height: number} | null} frame.legend the legend's size, null without one
 * @param {ArrayLike<number>[][]} frame.curves per curve, its segments drawn, in data coordinates
 * @param {{x: number, y: number}[]} frame.dots the points-of-interest dots, in data coordinates
 * @returns {{plan: import('./live-labels.js').LabelPlan, layout: import('../graph/axes-layout.js').AxesLayout}} the plan, and the axes laid out by it
 */
export function planLabels(previous, { figure, viewport: v, density, fontSize, separator, axes, legend, curves, dots }) {
  const index = CurveIndex.ofSegments(curves, v, density);
  const layout = axesLayout(v, density, fontSize, separator, { curves: index, axes });
  const placed = placeLabels({
    width: v.width / density,
    height: v.height / density,
    fontSize,
    axisLabels: layout.labels.map((label) => labelBox(label, fontSize)),
    points: (figure?.points ?? []).map((point) => {
      const position = pointPosition(point, v, density);
      return position && { ...position, label: point.label };
    }),
    lines: (figure?.lines ?? []).map((line) => {
      const position = linePosition(line, v, density);
      return position && { ...position, label: line.label };
    }),
    legend,
    dots: dots.map((dot) => pointPosition(dot, v, density)).filter((dot) => dot !== null),
    curves: index,
  }, previous.corner);
  const plan = {
    flips: layout.flips,
    points: placed.pointLabels.map((place) => place?.choice ?? null),
    lines: placed.lineLabels.map((place) => place?.choice ?? 0),
    corner: placed.legend,
  };
  return { plan, layout };
}
