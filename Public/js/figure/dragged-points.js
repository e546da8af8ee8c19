// What a plot page does for the points the reader drags on its graph (graph/handle-feature.js), the solutions' initial
// points (fields/live-solution.js): a coordinate that names a slider moves the page's slider, and once a point is let
// go the table of values and the text summary follow it (parameters/page-readings.js, loaded at the first drag).

import { on } from '../graph/dom.js';
import { HANDLE_EVENT } from '../graph/view-hooks.js';
import { nearestStepValue } from '../parameters/parameter-values.js';

/**
 * What moves the graph's slider `name` as a dragged point asks: to the slider's step nearest the value, within its range
 * (the slider and its number field show it, the curves follow: parameters/parameter-controls.js).
 * @param {HTMLElement} graph
 * @param {import('../parameters/parameter-values.js').Parameter[]} declared
 * @returns {(name: string, value: number) => void}
 */
export function sliderMover(graph, declared) {
  return (name, value) => {
    const controls = controlsOf(graph);
    const parameter = declared.find((candidate) => candidate.name === name);
    if (!controls || !parameter) return;
    const stepped = nearestStepValue(value, parameter);
    if (stepped !== controls.values[name]) controls.set(name, stepped);
  };
}

/**
 * Has the page's numbers follow each point the reader lets go of (HANDLE_EVENT), at the sliders' values now.
 * @param {HTMLElement} graph
 * @param {object} figure the page's figure, whose curves answer as they are now
 * @param {import('../parameters/parameter-values.js').Parameter[]} declared
 */
export function followDraggedPoints(graph, figure, declared) {
  let changed = null;
  const values = () => controlsOf(graph)?.values ?? Object.fromEntries(declared.map(({ name, value }) => [name, value]));
  on(graph, HANDLE_EVENT, () => {
    if (changed) return changed();
    // Made at the first drag, it writes the numbers at once.
    import('../parameters/page-readings.js').then(({ followReadings }) => { changed ??= followReadings(graph, figure, declared, values); })
      .catch((error) => console.warn(`graph ${graph.getAttribute('data-plot-id')}: the table and summary do not follow the dragged point: ${error.message}`));
  });
}

/** The figure's own frame (data-x-min …, docs/hooks.md#the-graphs-root), which a point that follows a slider must not leave. */
export function figureFrame(graph) {
  const number = (name) => Number(graph.getAttribute(name));
  const frame = { xMin: number('data-x-min'), xMax: number('data-x-max'), yMin: number('data-y-min'), yMax: number('data-y-max') };
  return Object.values(frame).every(Number.isFinite) && graph.hasAttribute('data-y-max') ? frame : null;
}

/** The graph's sliders (parameters/parameter-controls.js), once they are enabled. */
function controlsOf(graph) {
  return graph.id ? document.querySelector(`[data-parameters="${CSS.escape(graph.id)}"]`)?.parameterControls ?? null : null;
}
