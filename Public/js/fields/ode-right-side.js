// The right-hand side f of a differential equation dy/dx = f(x, y) (docs/sampling.md#differential-equations): an
// expression in x and y, with declared parameters and named functions as anywhere else. Port of
// Sources/PlotCore/Fields/ODERightSide.swift.
//
//   const f = compileSlope(parseRightSide('0.5y(1 - y/10)'));
//   f(0, 2)   // 0.8
//
// y is held in the tree as the parameter 'y', as a relation holds it (../expression/relation.js); the compiled function
// reads it from a parameter slot, which computes what Swift computes with y's value written in its place.

import { compileTree } from '../expression/compile.js';
import { parseTree } from '../expression/parser.js';
import { checkDeclarations, Y } from '../expression/relation-parser.js';
import { parametersOf } from '../expression/tree.js';

/**
 * A parsed right-hand side.
 * @typedef {object} RightSide
 * @property {string} source the text as given
 * @property {import('../expression/tree.js').ExpressionNode} root the tree, y as the parameter 'y'
 * @property {string[]} declaredParameters the letters allowed besides y, in alphabetical order
 * @property {string[]} usedParameters those that occur (not y), in alphabetical order
 * @property {import('../expression/parser.js').ParseWarning[]} warnings readings its writer may not have meant
 */

/**
 * Parses `source` as f(x, y).
 * @param {string} source
 * @param {{parameters?: string[], functions?: import('../expression/parser.js').NamedFunctions}} [options] as for a
 *   relation; neither may be y
 * @returns {RightSide}
 * @throws {import('../expression/errors.js').ExpressionError} with the kind and offset of the culprit (a letter other than
 *   x, y and the declared parameters is one)
 * @throws {TypeError} when a parameter is not a valid name, or a parameter or named function is y (programming errors)
 */
export function parseRightSide(source, { parameters = [], functions = undefined } = {}) {
  const declared = checkDeclarations(parameters, functions);
  const { root, warnings } = parseTree(String(source), new Set([...declared, Y]), functions);
  return { source, root, declaredParameters: declared, usedParameters: parametersOf(root).filter((name) => name !== Y), warnings };
}

/**
 * f at the given values of the declared parameters, as a function of (x, y) returning the raw IEEE value (NaN or ±∞
 * where undefined); Swift's `ODERightSide.slope(parameters:)`.
 * @param {RightSide} rightSide
 * @param {Record<string, number>} [values] a finite number for each declared parameter
 * @returns {(x: number, y: number) => number}
 */
export function compileSlope(rightSide, values = {}) {
  const names = [...rightSide.declaredParameters, Y];
  const slots = new Map(names.map((name, index) => [name, index]));
  const current = new Float64Array(names.length);
  for (const name of rightSide.declaredParameters) {
    const value = values[name];
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new TypeError(`no finite value for parameter '${name}' of ${rightSide.source}`);
    }
    current[slots.get(name)] = value;
  }
  const ySlot = slots.get(Y);
  const evaluate = compileTree(rightSide.root, slots, current);
  return (x, y) => {
    current[ySlot] = y;
    return evaluate(x);
  };
}
