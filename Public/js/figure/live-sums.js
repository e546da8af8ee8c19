// A plot page's Riemann sums as the sliders move them (docs/manifest.md#sums): each sum's from, to and n
// are numbers or expressions in the parameters (FigureData.swift writes them), evaluated at the
// current values; the sum is computed once per change of the values or the curve, when it is first
// asked for (by the frame that draws its pieces, or the page's text). A value the sum cannot take
// (n not a whole number from 1 to 1000, from ≥ to, an end outside the plot's x-range) gives no pieces
// and a note instead of a number: the build checked the declared values, a slider may go anywhere.
// Part of figure/live-extras.js.

import { liveNumber } from './live-number.js';
import { MAXIMUM_PIECES, riemannSum } from './riemann-sum.js';
import { areaText, areaValue } from './area-integral.js';
import { pointNumber } from '../graph/trace-reading.js';
import { setAttribute, setText } from '../graph/dom.js';
import { localNumber, say, words } from '../words/say.js';

const NO_PIECES = new Float64Array(0);

/**
 * What a sum is at the current values: its ends and n, and either the sum (riemann-sum.js) or the
 * problem that keeps it from having one.
 * @typedef {object} SumState
 * @property {number} from
 * @property {number} to
 * @property {number} n
 * @property {'badN' | 'badRange' | 'outside' | null} problem
 * @property {import('./riemann-sum.js').RiemannSumResult | null} result null when there is a problem
 */

export class LiveSum {
  /** @type {SumState | null} */
  #state = null;
  /** The integral over the last from … to, while the curve stays as it was: `{ from, to, integral }`. */
  #integral = null;

  /**
   * @param {{of: number, rule: string, from: number | string, to: number | string, n: number | string}} data
   *   one of data-figure's sums
   * @param {(x: number) => number} valueAt its curve's value, at the current parameters
   * @param {{parameters: string[], values: Record<string, number>, xRange: {lower: number, upper: number}, curveParameters: string[]}} options
   *   curveParameters: those its curve uses
   */
  constructor(data, valueAt, { parameters, values, xRange, curveParameters }) {
    this.curveParameters = curveParameters;
    this.curve = data.of;
    this.rule = data.rule;
    this.fromText = data.fromText ?? null;
    this.toText = data.toText ?? null;
    this.xRange = xRange;
    this.valueAt = valueAt;
    this.numbers = { from: liveNumber(data.from, parameters, values), to: liveNumber(data.to, parameters, values), n: liveNumber(data.n, parameters, values) };
    /** Whether a slider moves it. */
    this.followsParameters = Object.values(this.numbers).some((number) => number.follows);
  }

  /** The sum at new values of some or all parameters (its curve answers at them already). */
  setParameters(values) {
    for (const number of Object.values(this.numbers)) number.setParameters(values);
    this.#state = null;
    if (Object.keys(values).some((name) => this.curveParameters.includes(name))) this.#integral = null;
  }

  /** ∫ of its curve over from … to (area-integral.js), kept while neither changes: n moving costs no quadrature. */
  integral(from, to) {
    if (this.#integral?.from !== from || this.#integral?.to !== to) this.#integral = { from, to, integral: areaValue(this.valueAt, null, from, to) };
    return this.#integral.integral;
  }

  /** @returns {SumState} */
  state() {
    if (this.#state) return this.#state;
    const from = this.numbers.from.value();
    const to = this.numbers.to.value();
    const n = this.numbers.n.value();
    let problem = null;
    if (!(Number.isInteger(n) && n >= 1 && n <= MAXIMUM_PIECES)) problem = 'badN';
    else if (!(from < to)) problem = 'badRange';
    else if (!(from >= this.xRange.lower && to <= this.xRange.upper)) problem = 'outside';
    const result = problem ? null : riemannSum(this.valueAt, this.rule, from, to, n);
    this.#state = { from, to, n, problem, result };
    return this.#state;
  }

  /** Its pieces now: x0, x1, y0, y1 each; none where it has no value. */
  pieces() {
    return this.state().result?.parts ?? NO_PIECES;
  }
}


/**
 * A writer of each sum's words and value into the page's list (`[data-graph-sums="<graph id>"]`): its
 * `[data-sum-text="i"]` (`Left sum of f(x) from 0 to 2, n = 8`) and `[data-sum="i"]`, whose data-value
 * is the sum as JavaScript writes it, or `undefined`, and whose text states it beside the integral
 * (`L₈ = 2.1875 · ∫ = 2.66667 · difference −0.479167`), or a note why it has none, in the build's words
 * (PlotRendering+Sums.swift). Only sums that follow the sliders are written: the build wrote the others.
 * @param {HTMLElement} graph
 * @param {LiveSum[]} sums
 * @param {(i: number) => string} curveName curve i as the page names it
 * @returns {() => void}
 */
export function sumWriter(graph, sums, curveName) {
  const list = graph.id ? document.querySelector(`[data-graph-sums="${CSS.escape(graph.id)}"]`) : null;
  if (!list) return () => {};
  const rows = sums.map((sum, i) => ({ sum, text: list.querySelector(`[data-sum-text="${i}"]`), value: list.querySelector(`[data-sum="${i}"]`) }))
    .filter(({ sum, text, value }) => sum.followsParameters && text && value);
  return () => {
    for (const { sum, text, value } of rows) {
      const state = sum.state();
      setText(text, say(words.sums.text, {
        rule: words.sums[sum.rule], curve: curveName(sum.curve), n: readable(state.n),
        from: sum.fromText === null ? readable(state.from) : localNumber(sum.fromText),
        to: sum.toText === null ? readable(state.to) : localNumber(sum.toText),
      }));
      setAttribute(value, 'data-value', state.result?.value == null ? 'undefined' : String(state.result.value));
      setText(value, statement(sum, state));
    }
  };
}

/** The sum beside its integral, or why it has none. */
function statement(sum, { from, to, n, problem, result }) {
  const { lower, upper } = sum.xRange;
  if (problem === 'badN') return say(words.sums.badN, { n: readable(n) });
  if (problem === 'badRange') return say(words.sums.badRange, { from: readable(from), to: readable(to) });
  if (problem === 'outside') return say(words.sums.outside, { from: readable(lower), to: readable(upper) });
  if (result.value === null) return say(words.sums.undefined, { x: readable(result.undefinedAt) });
  const symbol = words.sums[`${sum.rule}Symbol`] + subscripted(n);
  const integral = sum.integral(from, to);
  if (!('value' in integral)) return say(words.sums.noIntegral, { symbol, sum: sixDigits(result.value) });
  return say(words.sums.statement, {
    symbol, sum: sixDigits(result.value), integral: sixDigits(integral.value), difference: sixDigits(result.value - integral.value),
  });
}

/** Six significant digits, as an area's value is written, in the language's way. */
function sixDigits(value) {
  return localNumber(areaText({ value, error: 0 }));
}

/** A number as the page writes the ends (PlotRendering.readable); NaN as the build never writes it, `NaN`. */
function readable(value) {
  return localNumber(pointNumber(value));
}

/** n in subscript digits: 8 → ₈, 1000 → ₁₀₀₀ (PlotRendering.subscripted). */
function subscripted(n) {
  return [...String(n)].map((digit) => String.fromCharCode(0x2080 + Number(digit))).join('');
}
