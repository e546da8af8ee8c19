// What the plot page's figure draws of each kind of curve that is no y = f(x) of one expression (plot-page.js): a
// parametric or polar curve's path, and the data sources of implicit curves, regions and fields, each with no y at x.

import { compileForEvaluation } from '../expression/evaluation.js';
import { polarCurve } from '../sampling/parametric-sampler.js';

/**
 * An implicit curve or a region of the page's figure (`{relation}`): `picture` is what the figure draws, pixel by pixel
 * (implicit/live-implicit.js); like a parametric curve it has no y at x.
 */
export function implicitSource({ liveImplicit }, source, options) {
  return pictureSource(liveImplicit(source, options));
}

/**
 * A live data source that draws a picture of each viewport (an implicit curve, a field, a solution, Euler's polygon) as
 * the page's curve: no y at x (`evaluate` is NaN) and no piecewise boundaries.
 */
export function pictureSource(live) {
  return { ...live, evaluate: () => NaN, candidateFunctions: [] };
}

/** Whether a curve of the page's figure is a slope field (`{slopeField}`) or a vector field (`{vectorField}`). */
export function isField(curve) {
  return curve.slopeField !== undefined || curve.vectorField !== undefined;
}

/** A field of the page's figure: `picture` is its marks on the grid of each frame (fields/live-field.js); no y at x. */
export function fieldSource({ liveField }, curve, options) {
  const field = curve.slopeField !== undefined ? { slope: curve.slopeField } : { vector: curve.vectorField };
  return pictureSource(liveField(field, { ...options, description: curve.description }));
}

/**
 * A parametric curve of the page's figure (`{x, y, t}`) or a polar one (`{r, theta}`), compiled in its variable
 * with the sliders' parameters: `path` is what the figure draws, and `setParameters` reaches every expression,
 * as a curve's compiled expression does. It has no y at x (`evaluate` is NaN).
 */
export function compiledPath(curve, options) {
  const polar = curve.r !== undefined;
  const variable = polar ? 'θ' : 't';
  const expressions = (polar ? [curve.r] : [curve.x, curve.y]).map((source) => compileForEvaluation(source, { ...options, variable }));
  const [from, to] = polar ? curve.theta : curve.t;
  const path = polar
    ? { ...polarCurve(expressions[0].evaluate, from, to), variable }
    : { x: expressions[0].evaluate, y: expressions[1].evaluate, from, to, variable };
  return {
    path,
    evaluate: () => NaN,
    candidateFunctions: [],
    setParameters: (values) => { for (const expression of expressions) expression.setParameters(values); },
  };
}
