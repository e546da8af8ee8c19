// The solution of dy/dx = f(x, y) through a point as a live view's data source (docs/sampling.md#live-drawing): for each
// frame it integrates again across the frame's viewport (./ode-solution.js), as the build does at its size
// (PlotRendering+Fields.swift), and draws the same line and dots: a filled dot at the point, an open one where the
// solution blows up or f turns undefined. The point's coordinates may follow the sliders.
// The point is the curve's handle (graph/handle-feature.js): the reader drags it. A coordinate written as a number moves
// freely, one written as a slider's name moves that slider (`moveParameter`: the page's sliders, clamped and stepped),
// one written as another expression stays.
//
//   const source = liveSolution({ ode: 'x - y', through: [0, 'a'] }, { parameters: ['a'], values: { a: 1 } });
//   source.picture(viewport)   // {segments: [Float64Array], dots: [{x, y, open}], shading: null, field: null, finished: true}
//   source.setParameters({ a: 2 })
//   source.handle.moveTo(0.5, 2)   // x₀ = 0.5; y₀ stays a, unless moveParameter moves the slider a to 2

import { compileSlope, parseRightSide } from './ode-right-side.js';
import { solveODE } from './ode-solution.js';
import { solutionValues } from './ode-values.js';
import { liveNumber } from '../figure/live-number.js';
import { alongCurve, withArcLength } from '../figure/along-lines.js';
import { localNumber, say, words } from '../words/say.js';
import { pointNumber } from '../graph/trace-reading.js';

/**
 * @param {{ode: string, through: [number | string, number | string], description?: string, point?: string}} curve as
 *   data-figure writes it (FigureData.swift): `description` f as the build writes it (`x − y`), `point` the point's
 *   (`(0, a)`), for the note of a frame where f is undefined at the point
 * @param {{parameters?: string[], values?: Record<string, number>, moveParameter?: (name: string, value: number) => void,
 *   frame?: {xMin: number, xMax: number, yMin: number, yMax: number} | null}} [options]
 *   `moveParameter`: a slider the dragged point's coordinate names goes to the value (the page's sliders); `frame`: the
 *   figure's own (data-x-min …), which a coordinate that follows a slider must not leave
 */
export function liveSolution(curve, { parameters = [], values = {}, moveParameter = () => {}, frame = null } = {}) {
  const description = say(words.svg.solution, { equation: curve.description ?? curve.ode, point: curve.point ?? '' });
  const rightSide = parseRightSide(curve.ode, { parameters });
  const point = curve.through.map((written) => liveNumber(written, parameters, values));
  let current = { ...values };
  let f = compileSlope(rightSide, valuesOf(rightSide, current));
  // The line as drawn last, for the trace.
  let drawn = alongCurve([]);
  // How each coordinate moves when the point is dragged.
  const moves = curve.through.map((written) => (typeof written === 'number' ? 'free' : parameters.includes(written) ? 'slider' : 'fixed'));
  // Where a slider has put the point outside the figure's frame (the build refuses such a point at the declared values):
  // nothing is drawn, and the frame says so. A point dragged or panned out of view is drawn as any other.
  const outside = () => frame !== null && point.some((number, i) => {
    const [low, high] = i === 0 ? [frame.xMin, frame.xMax] : [frame.yMin, frame.yMax];
    return number.follows && (number.value() < low || number.value() > high);
  });
  return {
    /** The point, as the reader drags it (graph/handle-feature.js); none while a slider has put it outside the frame. */
    handle: {
      at: () => (outside() ? null : { x: point[0].value(), y: point[1].value() }),
      moveTo(x, y) {
        [x, y].forEach((value, i) => {
          if (moves[i] === 'free') point[i] = liveNumber(value, parameters, current);
          else if (moves[i] === 'slider') moveParameter(curve.through[i], value);
        });
      },
      said: () => say(words.graph.solutionThrough, { x: localNumber(pointNumber(point[0].value())), y: localNumber(pointNumber(point[1].value())) }),
    },
    /** The drawn line as a path for the trace (docs/site.md#trace): its point at arc length t, from 0 to `length()`. */
    along: {
      x: (t) => drawn.pointAt(t)[0],
      y: (t) => drawn.pointAt(t)[1],
      length: () => drawn.length,
    },
    /** The solution across `viewport`; always finished. */
    picture(viewport) {
      const start = { x: point[0].value(), y: point[1].value() };
      if (outside()) {
        drawn = alongCurve([]);
        const text = say(words.trace.label, { x: localNumber(pointNumber(start.x)), y: localNumber(pointNumber(start.y)) });
        return { segments: [], dots: [], shading: null, field: { kind: 'solution', note: say(words.svg.solutionOutside, { solution: description, point: text }) }, finished: true };
      }
      const { segments, ends } = solveODE(f, start, viewport);
      const lines = withArcLength(segments.map((line) => Float64Array.from(line.flatMap((p) => [p.x, p.y]))));
      drawn = alongCurve(lines);
      // Swift's ODESolution.endpoints(through:): none where nothing is drawn.
      const dots = segments.length === 0 ? [] : [
        ...ends.filter((end) => end.reason === 'blowUp' || end.reason === 'undefined').map((end) => ({ x: end.x, y: end.y, open: true })),
        { x: start.x, y: start.y, open: false },
      ];
      // A slider may put the point where f is undefined: the frame says so (SVGRenderer+Fields.swift).
      const field = segments.length === 0 ? { kind: 'solution', note: say(words.svg.solutionNowhere, { solution: description }) } : null;
      return { segments: lines, dots, shading: null, field, finished: true };
    },
    /**
     * The solution's y at each of `xs`, null where it does not reach (./ode-values.js): the table of values' column.
     * @param {number[]} xs
     * @param {{xMin: number, xMax: number, yMin: number, yMax: number, width: number, height: number}} frame the build's drawing
     */
    tabulate: (xs, frame) => solutionValues(f, { x: point[0].value(), y: point[1].value() }, xs, frame),
    /** The parameters' values now. */
    values: () => ({ ...current }),
    /** New values of the parameters. */
    setParameters(changed) {
      current = { ...current, ...changed };
      for (const number of point) number.setParameters(changed);
      f = compileSlope(rightSide, valuesOf(rightSide, current));
    },
  };
}

/** The values of f's declared parameters, a missing one as 0 (it is not used), as Swift's ODECurve.slope does. */
function valuesOf(rightSide, values) {
  return Object.fromEntries(rightSide.declaredParameters.map((name) => [name, values[name] ?? 0]));
}
