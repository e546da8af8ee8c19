// A plot page's tangents and secants as the sliders move them (docs/manifest.md#tangents-and-secants): the
// line of each, from its curve and that curve's exact derivative (expression/derivative.js) at the current
// values, as its curve's data source; the points it marks, which follow; its name in the legend (`tangent
// at x = 2: y = 9x − 16`), or why there is no line (`no tangent at x = 0: the curve has no derivative
// there`): the build checked the declared values, a slider may go anywhere. Where the curve turns vertical the
// tangent is the vertical line x = a (`tangent at x = 0: x = 0`), which the view draws up the frame (the curve's
// `vertical`). Part of figure/live-extras.js.

import { derivative } from '../expression/derivative.js';
import { parse } from '../expression/expression.js';
import { compileParsed } from '../expression/evaluation.js';
import { lineEquation, lineValue, secantLine, tangentLine, verticalX } from './construction-line.js';
import { liveNumber } from './live-number.js';
import { pointNumber } from '../graph/trace-reading.js';
import { setText } from '../graph/dom.js';
import { setLegendLabel } from '../graph/legend-label.js';
import { localNumber, say, words } from '../words/say.js';

export class LiveConstruction {
  /** The line at the current values, until they change: `{ numbers, line, outside }`. */
  #state = null;

  /**
   * @param {{kind: 'tangent' | 'secant', of: number, at?: number | string, from?: number | string, to?: number | string}} data
   * @param {{expression: string}} curve the curve it is on, as data-figure gives it
   * @param {(x: number) => number} f that curve's value at the current values
   * @param {{parameters: string[], values: Record<string, number>, xRange: {lower: number, upper: number}, curveParameters?: string[]}} options
   *   curveParameters: those its curve uses (all of them unless told)
   */
  constructor(data, curve, f, { parameters, values, xRange, curveParameters = parameters }) {
    this.kind = data.kind;
    this.f = f;
    this.xRange = xRange;
    const ends = data.kind === 'tangent' ? { at: data.at } : { from: data.from, to: data.to };
    this.numbers = Object.fromEntries(Object.entries(ends).map(([name, written]) => [name, liveNumber(written, parameters, values)]));
    /** Whether a slider moves it: one of its numbers, or its curve (a tangent at x = 2 on a·x³ turns with a). */
    this.followsParameters = curveParameters.length > 0 || Object.values(this.numbers).some((number) => number.follows);
    this.slope = null;
    if (data.kind === 'tangent') {
      const slope = derivative(parse(curve.expression, { parameters }));
      this.slope = slope === null ? null : compileParsed(slope, values);
    }
    this.valueAt = (x) => lineValue(this.state().line, x);
    /** The x of its line where that is vertical (a tangent where its curve turns vertical), else NaN. */
    this.vertical = () => verticalX(this.state().line);
    const point = (i) => ({ x: () => this.state().line.points?.[i]?.x ?? NaN, y: () => this.state().line.points?.[i]?.y ?? NaN, label: null });
    /** The points it marks, as the figure's points that follow it. */
    this.points = data.kind === 'tangent' ? [point(0)] : [point(0), point(1)];
  }

  /** The line at new values of some or all parameters (its curve answers at them already). */
  setParameters(values) {
    for (const number of Object.values(this.numbers)) number.setParameters(values);
    this.slope?.setParameters(values);
    this.#state = null;
  }

  /** @returns {{numbers: Record<string, number>, line: import('./construction-line.js').ConstructionLine, outside: boolean}} */
  state() {
    if (this.#state) return this.#state;
    const numbers = Object.fromEntries(Object.entries(this.numbers).map(([name, number]) => [name, number.value()]));
    const outside = Object.values(numbers).some((x) => !(x >= this.xRange.lower && x <= this.xRange.upper));
    const line = outside ? { undefinedAt: NaN }
      : this.kind === 'tangent' ? tangentLine(this.f, this.slope?.evaluate ?? null, numbers.at) : secantLine(this.f, numbers.from, numbers.to);
    this.#state = { numbers, line, outside };
    return this.#state;
  }

  /** Its name in the legend, as PlotRendering.constructionName writes it, or why there is no line. */
  name() {
    const { numbers, line, outside } = this.state();
    const values = Object.fromEntries(Object.entries(numbers).map(([name, x]) => [name, readable(x)]));
    const texts = words.constructions;
    if (this.kind === 'tangent') {
      if (outside) return say(texts.tangentOutside, values);
      if ('noDerivativeAt' in line) return say(texts.noDerivative, values);
      if ('undefinedAt' in line) return say(texts.tangentUndefined, values);
      if (line.vertical) return say(texts.tangentVertical, { ...values, x: readable(line.x0) });
      return say(texts.tangent, { ...values, equation: localNumber(lineEquation(line)) });
    }
    if (outside) return say(texts.secantOutside, values);
    if ('samePoint' in line) return say(texts.samePoint, values);
    if ('undefinedAt' in line) return say(texts.secantUndefined, { ...values, x: readable(line.undefinedAt) });
    return say(texts.secant, { ...values, slope: readable(line.slope) });
  }
}

/** Six significant digits, true minus signs, the language's decimal separator (PlotRendering.readable). */
function readable(value) {
  return localNumber(pointNumber(value));
}

/**
 * A writer of the names of the figure's constructions that follow the sliders into the page's legend
 * (`[data-legend]`, a row per curve) and the drawing's (the label after `[data-curve-swatch="i"]`).
 * @param {HTMLElement} graph
 * @param {Map<number, LiveConstruction>} constructions by curve index
 * @returns {() => void}
 */
export function constructionNameWriter(graph, constructions) {
  const legend = document.querySelector('[data-legend]');
  const rows = [...constructions].filter(([, construction]) => construction.followsParameters)
    .map(([i, construction]) => ({
      construction,
      pageText: legend?.children[i]?.querySelector('span'),
      drawingTexts: [...graph.querySelectorAll(`.plot-legend [data-curve-swatch="${i}"] + text`)],
    }));
  return () => {
    for (const { construction, pageText, drawingTexts } of rows) {
      const name = construction.name();
      if (pageText) setText(pageText, name);
      for (const text of drawingTexts) setLegendLabel(text, name);
    }
  };
}
