// The plot page's script: every [data-graph] on the page becomes a live GraphView of its
// data-expression, with every gesture on and the toolbar controls. Loaded as
// <script type="module" src="../js/plot-page.js">; without it the build-time SVG stays as it is.

import { compile } from './expression/expression.js';
import { GraphView } from './graph/graph-view.js';
import { addGraphControls } from './graph/graph-toolbar.js';

const ALL_GESTURES = { pan: true, pinch: true, doubleTap: true, wheel: true, keyboard: true };

for (const graph of document.querySelectorAll('[data-graph]')) {
  let expression;
  try {
    expression = compile(graph.getAttribute('data-expression') ?? '');
  } catch (error) {
    // The build checked every expression; should one still fail, the static picture stays.
    console.warn(`graph ${graph.getAttribute('data-plot-id')}: ${error.message}`);
    continue;
  }
  const view = new GraphView(graph, { dataSource: { valueAt: expression.evaluate }, gestures: ALL_GESTURES });
  // For scripts and tests (R-HOOKS): the view behind a graph element.
  graph.graphView = view;
  addGraphControls(graph, view);
}
