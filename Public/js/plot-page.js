// The plot page's script: every [data-graph] on the page becomes a live GraphView of its
// data-expression, with every gesture on and the toolbar controls, and the page's facts line
// ("x from … to …", "y shown … to …", in [data-graph-facts]) follows the view as it pans and zooms.
// Loaded as <script type="module" src="../js/plot-page.js">; without it the build-time SVG stays as it is.

import { compile } from './expression/expression.js';
import { GraphView, DRAW_EVENT } from './graph/graph-view.js';
import { addGraphControls } from './graph/graph-toolbar.js';
import { rangeEndLabel } from './graph/ticks.js';
import { on, setText } from './graph/dom.js';

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
  followFacts(graph, view);
}

/**
 * Keeps the graph's facts (`<dd data-fact="x">` and `<dd data-fact="y">` inside
 * `[data-graph-facts="<the graph's id>"]`) on the ranges in view, written as the axes' end labels.
 */
function followFacts(graph, view) {
  const facts = graph.id ? document.querySelector(`[data-graph-facts="${CSS.escape(graph.id)}"]`) : null;
  if (!facts) return;
  const x = facts.querySelector('[data-fact="x"]');
  const y = facts.querySelector('[data-fact="y"]');
  const range = (low, high) => `${rangeEndLabel(low, high - low)} to ${rangeEndLabel(high, high - low)}`;
  const update = () => {
    const shown = view.visibleRanges();
    if (x) setText(x, range(shown.xMin, shown.xMax));
    if (y) setText(y, range(shown.yMin, shown.yMax));
  };
  on(graph, DRAW_EVENT, update);
  update();
}
