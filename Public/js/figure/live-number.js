// A number of a figure that may follow the sliders (docs/manifest.md#parameters): data-figure gives it as a
// number, or as an expression in the parameters (FigureData.swift), evaluated here at the current values.

import { compileForEvaluation } from '../expression/evaluation.js';

/**
 * @param {number | string} written a number, or an expression in the parameters
 * @param {string[]} parameters the plot's
 * @param {Record<string, number>} values their current values
 * @returns {{value: () => number, setParameters: (values: Record<string, number>) => void, follows: boolean}}
 *   value NaN where the expression has none
 */
export function liveNumber(written, parameters, values) {
  if (typeof written === 'number') return { value: () => written, setParameters() {}, follows: false };
  const compiled = compileForEvaluation(written, { parameters, values });
  return { value: () => compiled.evaluate(0), setParameters: (next) => compiled.setParameters(next), follows: true };
}
