// What of a plot page's figure follows the sliders beyond its curves (docs/manifest.md#numbers-that-follow-the-sliders):
// its Riemann sums (live-sums.js), its tangents and secants (live-constructions.js), and the points, lines and
// areas' ends written as expressions in the parameters, put into the figure the GraphView draws, and the
// page's words for them kept on their values. Loaded by plot-page.js only for a figure that has some, before
// the view takes over from the build's picture, which has them.

import { LiveSum, sumWriter } from './live-sums.js';
import { LiveConstruction, constructionNameWriter } from './live-constructions.js';
import { liveNumber } from './live-number.js';

/**
 * Adds the figure's sums and constructions to `figure` (the plain object plot-page.js hands the view), and
 * makes its marks' numbers written as expressions follow the parameters: a construction's curve answers with its line, its points join the figure's points (after the
 * manifest's, in curve order, as the build draws them), its label is its name as it is now.
 * @param {HTMLElement} graph
 * @param {object} figureData data-figure
 * @param {{evaluate: (x: number) => number}[]} compiled each curve's compiled expression
 * @param {object} figure
 * @param {{parameters: string[], values: Record<string, number>}} options
 * @returns {{followers: {setParameters: (values: Record<string, number>) => void}[], writer: (curveName: (i: number) => string) => () => void}}
 *   what must hear of every change of the parameters, and a maker of the writer of the page's words for them
 */
export function liveExtras(graph, figureData, compiled, figure, { parameters, values }) {
  // The plot's x-range: the build's frame (PlotRendering's viewport runs from lowerX to xMax).
  const xRange = { lower: Number(graph.getAttribute('data-x-min')), upper: Number(graph.getAttribute('data-x-max')) };
  const numbers = [];
  // A number written as an expression becomes a function the checked figure asks at every use (figure-model.js).
  const live = (written) => {
    if (typeof written !== 'string') return written;
    const number = liveNumber(written, parameters, values);
    numbers.push(number);
    return () => number.value();
  };
  figure.points = figure.points.map((point) => ({ ...point, x: live(point.x), y: live(point.y) }));
  figure.lines = figure.lines.map((line) => ('x' in line ? { ...line, x: live(line.x) } : { ...line, y: live(line.y) }));
  figure.areas = figure.areas.map((area) => ({ ...area, from: live(area.from), to: live(area.to) }));
  const constructions = new Map();
  figureData.curves.forEach((curve, i) => {
    if (!curve.construct) return;
    const construction = new LiveConstruction(curve.construct, figureData.curves[curve.construct.of], compiled[curve.construct.of].evaluate,
      { parameters, values, xRange, curveParameters: compiled[curve.construct.of].usedParameters ?? parameters });
    constructions.set(i, construction);
    const shown = figure.curves[i];
    Object.assign(shown, { valueAt: construction.valueAt, vertical: construction.vertical, candidates: [], construct: construction.kind });
    Object.defineProperty(shown, 'label', { get: () => construction.name(), enumerable: true });
  });
  figure.points = [...figure.points, ...[...constructions.values()].flatMap((construction) => construction.points)];
  const sums = (figureData.sums ?? []).map((sum) => new LiveSum(sum, compiled[sum.of].evaluate, {
    parameters, values, xRange, curveParameters: compiled[sum.of].usedParameters ?? parameters,
  }));
  figure.sums = sums.map((sum) => ({ curve: sum.curve, rule: sum.rule, pieces: () => sum.pieces() }));
  return {
    followers: [...numbers, ...constructions.values(), ...sums],
    writer(curveName) {
      const writers = [sumWriter(graph, sums, curveName), constructionNameWriter(graph, constructions)];
      return () => { for (const write of writers) write(); };
    },
  };
}
