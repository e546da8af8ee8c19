// A slope or vector field as a live view's data source (docs/sampling.md#live-drawing): the graph view asks it for a
// picture of each frame's viewport and knows nothing of the expression language. The field's sides are expressions in x
// with y among their parameters (as a relation holds y), compiled once; y is set once per row of the grid.
//
//   const source = liveField({ slope: 'x - y' }, { parameters: ['a'], values: { a: 1 } });
//   source.picture(viewport, 2)   // {segments: [], dots: [], shading: null, field: {kind: 'slope', segments}, finished: true}
//   source.setParameters({ a: 2 })

import { compileForEvaluation } from '../expression/evaluation.js';
import { fieldGrid } from './field-grid.js';
import { slopeSegments } from './slope-field.js';
import { arrowShade, vectorArrows } from './vector-field.js';

/**
 * The data source of a field: `{slope: f}` (dy/dx = f(x, y)) or `{vector: [p, q]}`, its parameters at `values`.
 * @param {{slope?: string, vector?: [string, string]}} field
 * @param {{parameters?: string[], values?: Record<string, number>}} [options]
 */
export function liveField(field, { parameters = [], values = {} } = {}) {
  const sources = field.slope !== undefined ? [field.slope] : field.vector;
  const sides = sources.map((source) => inXAndY(source, parameters, values));
  const kind = field.slope !== undefined ? 'slope' : 'vector';
  let current = { ...values };
  return {
    kind,
    /** The field's marks in `viewport` at `density` device px per CSS px; always finished. */
    picture(viewport, density = 1) {
      const grid = fieldGrid(viewport, density);
      let marks;
      if (kind === 'slope') {
        marks = { kind, segments: slopeSegments(sides[0], grid) };
      } else {
        marks = { kind, ...vectorArrows((x, y) => [sides[0](x, y), sides[1](x, y)], grid) };
        for (const arrow of marks.arrows) arrow.shade = arrowShade(arrow, marks.magnitudes);
      }
      return { segments: [], dots: [], shading: null, field: marks, finished: true };
    },
    /** The parameters' values now. */
    values: () => ({ ...current }),
    /** New values of the parameters. */
    setParameters(changed) {
      current = { ...current, ...changed };
      for (const side of sides) side.setParameters(changed);
    },
  };
}

/** `source` as a function of (x, y): compiled in x with y a parameter, set only when it changes (once per row). */
function inXAndY(source, parameters, values) {
  const compiled = compileForEvaluation(source, { parameters: [...parameters, 'y'], values: { ...values, y: 0 } });
  let y = 0;
  const at = (x, newY) => {
    if (newY !== y) {
      y = newY;
      compiled.setParameters({ y });
    }
    return compiled.evaluate(x);
  };
  at.setParameters = (changed) => compiled.setParameters(Object.fromEntries(Object.entries(changed).filter(([name]) => name !== 'y')));
  return at;
}
