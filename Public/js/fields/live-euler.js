// Euler's polygon of a figure as a live view's data source (docs/manifest.md#eulers-method): computed again when a
// slider moves (./euler-reading.js), not per frame — it does not depend on the viewport, which only clips it — and
// drawn as the build draws it (PlotRendering+Euler.swift): its chords, and a filled dot at each step up to
// ODE.eulerDotsMax steps while they lie ODE.eulerDotSpacingPixels CSS px apart along x in the frame. Where the values give no polygon (h ≤ 0, too many steps) the frame notes why. `eulerWriter`
// keeps the page's list under the graph ("y(2) ≈ 1.2 · exact 1.27067 · error −0.0706706") on the current values.
//
//   const source = liveEuler({ euler: { of: 'y', through: [0, 1], h: 'h', to: 2 } }, { parameters: ['h'], values: { h: 0.5 } });
//   source.picture(viewport)   // {segments: [Float64Array], dots: [{x, y, open}], shading: null, field: null, finished: true}
//   source.setParameters({ h: 0.25 })

import { compileSlope, parseRightSide } from './ode-right-side.js';
import { eulerReading } from './euler-reading.js';
import { ODE } from '../limits.js';
import { areaText } from '../figure/area-integral.js';
import { liveNumber } from '../figure/live-number.js';
import { alongCurve, withArcLength } from '../figure/along-lines.js';
import { pointNumber } from '../graph/trace-reading.js';
import { setAttribute, setText } from '../graph/dom.js';
import { localNumber, say, words } from '../words/say.js';

/**
 * @param {{euler: {of: string, through: [number | string, number | string], h: number | string, to: number | string},
 *   description?: string, point?: string, name?: string, label?: string | null}} curve as data-figure writes it
 *   (FigureData.swift): `description` f as the build writes it (`x − y`), `point` the point's (`(0, 1)`)
 * @param {{parameters?: string[], values?: Record<string, number>}} [options]
 */
export function liveEuler(curve, { parameters = [], values = {} } = {}) {
  const { of, through, h, to } = curve.euler;
  const rightSide = parseRightSide(of, { parameters });
  const numbers = [...through, h, to].map((written) => liveNumber(written, parameters, values));
  let current = { ...values };
  let f = compileSlope(rightSide, valuesOf(rightSide, current));
  /** The reading and its line at the current values, once asked for. */
  let state = null;
  const now = () => {
    if (state) return state;
    const [x0, y0, step, end] = numbers.map((number) => number.value());
    const reading = eulerReading(f, { x: x0, y: y0 }, step, end);
    const points = reading.polygon?.points ?? [];
    const lines = withArcLength(points.length > 0 ? [Float64Array.from(points.flatMap((p) => [p.x, p.y]))] : []);
    state = { reading, lines, along: alongCurve(lines) };
    return state;
  };
  return {
    /** The polygon as a path for the trace (docs/site.md#trace): its point at arc length t, from 0 to `length()`. */
    along: {
      x: (t) => now().along.pointAt(t)[0],
      y: (t) => now().along.pointAt(t)[1],
      length: () => now().along.length,
    },
    /** The polygon, whatever the viewport (its dots only where they lie apart in it); always finished. */
    picture(viewport, density = 1) {
      const { reading, lines } = now();
      const points = reading.polygon?.points ?? [];
      const spacing = reading.step * viewport.width / (viewport.xMax - viewport.xMin) / density;
      const dotted = points.length - 1 <= ODE.eulerDotsMax && spacing >= ODE.eulerDotSpacingPixels;
      const dots = dotted ? points.map((p) => ({ x: p.x, y: p.y, open: false })) : [];
      // A slider may make h 0 or the steps too many: the frame says so (SVGRenderer+Fields.swift).
      const field = reading.polygon ? null : { kind: 'solution', note: eulerPhrase(curve, reading) };
      return { segments: lines, dots, shading: null, field, finished: true };
    },
    /** The polygon and the exact value at the current values (./euler-reading.js). */
    reading: () => now().reading,
    /** The parameters' values now. */
    values: () => ({ ...current }),
    /** New values of the parameters. */
    setParameters(changed) {
      current = { ...current, ...changed };
      for (const number of numbers) number.setParameters(changed);
      f = compileSlope(rightSide, valuesOf(rightSide, current));
      state = null;
    },
  };
}

/**
 * A writer of each Euler polygon's row in the page's list (`[data-graph-eulers="<graph id>"]`, PlotPage.swift): its
 * `[data-euler-text="i"]` (`Euler's polygon for y′ = y from (0, 1), h = 0.25`) and `[data-euler="i"]`, whose data-value is
 * the value at `to` as JavaScript writes it, or `undefined`, and whose text states it beside the exact solution's.
 * @param {HTMLElement} graph
 * @param {Map<number, ReturnType<typeof liveEuler>>} sources curve i's polygon
 * @param {object[]} curves data-figure's curves
 * @returns {() => void}
 */
export function eulerWriter(graph, sources, curves) {
  const list = graph.id ? document.querySelector(`[data-graph-eulers="${CSS.escape(graph.id)}"]`) : null;
  if (!list) return () => {};
  const rows = [...sources].map(([i, source]) => ({
    source, curve: curves[i], text: list.querySelector(`[data-euler-text="${i}"]`), value: list.querySelector(`[data-euler="${i}"]`),
  })).filter(({ text, value }) => text && value);
  return () => {
    for (const { source, curve, text, value } of rows) {
      const reading = source.reading();
      setText(text, eulerText(curve, reading));
      const polygon = reading.polygon;
      setAttribute(value, 'data-value', polygon?.end === 'reached' ? String(polygon.points.at(-1).y) : 'undefined');
      setText(value, eulerValueText(reading));
    }
  };
}

/** The row's words without its value, as PlotRendering.eulerText: "Euler's polygon for y′ = y from (0, 1), h = 0.25". */
export function eulerText(curve, reading) {
  return say(words.euler.text, { curve: curve.label ?? localNumber(curve.name ?? ''), h: readable(reading.step) });
}

/**
 * The value at `to` beside the exact solution's, as PlotRendering.eulerValueText: "y(2) ≈ 1.2 · exact 1.27067 · error
 * −0.0706706", or why there is none.
 */
export function eulerValueText(reading) {
  const { polygon, exact } = reading;
  if (!polygon) return problem(reading);
  const last = polygon.points.at(-1);
  if (polygon.end === 'undefined') return say(words.euler.stops, { x: readable(last.x), y: readable(last.y) });
  const values = { to: readable(reading.to), value: sixDigits(last.y) };
  if (exact === null || exact === 'notReached') return say(words.euler.notReached, values);
  return say(words.euler.statement, { ...values, exact: sixDigits(exact.value), error: sixDigits(last.y - exact.value) });
}

/** The frame's note where there is no polygon, as PlotRendering.eulerPhrase. */
function eulerPhrase(curve, reading) {
  return say(words.svg.eulerNone, {
    equation: localNumber(curve.description ?? curve.euler.of), point: localNumber(curve.point ?? ''), problem: problem(reading),
  });
}

/** Why there is no polygon: "no polygon: h must be greater than 0, not −0.1". */
function problem({ failure }) {
  if (failure?.kind === 'tooManySteps') {
    const steps = Number.isFinite(failure.value) ? String(failure.value) : readable(failure.value);
    return say(words.euler.tooManySteps, { steps, max: String(ODE.eulerStepsMax) });
  }
  return say(words.euler.badStep, { h: readable(failure?.value ?? NaN) });
}

/** Six significant digits, as an area's value is written, in the language's way. */
function sixDigits(value) {
  return localNumber(areaText({ value, error: 0 }));
}

/** A number as the page writes the ends (PlotRendering.readable). */
function readable(value) {
  return localNumber(pointNumber(value));
}

/** The values of f's declared parameters, a missing one as 0 (it is not used), as Swift's EulerCurve.slope does. */
function valuesOf(rightSide, values) {
  return Object.fromEntries(rightSide.declaredParameters.map((name) => [name, values[name] ?? 0]));
}
