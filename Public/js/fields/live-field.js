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
import { say, words } from '../words/say.js';

/**
 * The data source of a field: `{slope: f}` (dy/dx = f(x, y)) or `{vector: [p, q]}`, its parameters at `values`.
 * @param {{slope?: string, vector?: [string, string]}} field
 * @param {{parameters?: string[], values?: Record<string, number>, description?: string}} [options] `description` as the
 *   build writes it (`dy/dx = x − y`, `(−y, x)`), for the note of a frame where the field is undefined everywhere
 */
export function liveField(field, { parameters = [], values = {}, description = '' } = {}) {
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
      // Sliders may make the field undefined everywhere: the frame says so (SVGRenderer+Fields.swift).
      if ((marks.segments ?? marks.arrows).length === 0) marks.note = noteOf(kind, description);
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

/** The note of a frame where the field is undefined everywhere, as the build writes it. */
function noteOf(kind, description) {
  return kind === 'slope'
    ? say(words.svg.slopeFieldNowhere, { equation: description })
    : say(words.svg.vectorFieldNowhere, { vector: description });
}
