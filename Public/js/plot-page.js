// The plot page's script: every [data-graph] on the page becomes a live GraphView of its figure
// (data-figure: the curves' expressions, restrictions and styles, the areas, points and lines; a
// page without it draws data-expression alone), with every gesture on and the toolbar controls.
// The page's facts line ("x from … to …", "y shown … to …", in [data-graph-facts]) follows the view
// as it pans and zooms, and each area's value ([data-area]) is computed here too, as the build did.
// Points of interest (roots, extrema, y-intercepts, intersections) are marked on the graph and listed
// in [data-poi-list] for the range in view, after each pan or zoom settles.
// Loaded as <script type="module" src="../js/plot-page.js">; without it the build-time SVG stays as it is.

import { compile } from './expression/expression.js';
import { GraphView, DRAW_EVENT, POI_EVENT } from './graph/graph-view.js';
import { addGraphControls } from './graph/graph-toolbar.js';
import { rangeEndLabel } from './graph/ticks.js';
import { on, setAttribute, setText } from './graph/dom.js';
import { areaCurves } from './graph/figure-model.js';

const ALL_GESTURES = { pan: true, pinch: true, doubleTap: true, wheel: true, keyboard: true, trace: true };

for (const graph of document.querySelectorAll('[data-graph]')) {
  let figure;
  try {
    figure = figureOf(graph);
  } catch (error) {
    // The build checked every expression; should one still fail, the static picture stays.
    console.warn(`graph ${graph.getAttribute('data-plot-id')}: ${error.message}`);
    continue;
  }
  const view = new GraphView(graph, { figure, gestures: ALL_GESTURES });
  // For scripts and tests (R-HOOKS): the view behind a graph element.
  graph.graphView = view;
  addGraphControls(graph, view);
  followFacts(graph, view);
  if (figure.pointsOfInterest !== false) {
    showPointsOfInterest(graph, view, figure).catch((error) => console.warn(`graph ${graph.getAttribute('data-plot-id')}: points of interest not marked: ${error.message}`));
  }
  // The build wrote the same values: should the quadrature fail to load, they stay.
  showAreaValues(graph, figure).catch((error) => console.warn(`graph ${graph.getAttribute('data-plot-id')}: area values not recomputed: ${error.message}`));
}

/**
 * The figure GraphView draws: each curve's compiled expression as its data source, the rest as the
 * page carries it (design: FigureData.swift writes data-figure).
 * @param {HTMLElement} graph
 */
function figureOf(graph) {
  const data = graph.getAttribute('data-figure');
  if (data === null) {
    const expression = compile(graph.getAttribute('data-expression') ?? '');
    return { curves: [{ valueAt: expression.evaluate, from: null, to: null, style: 'solid', name: expression.description }] };
  }
  const { curves, areas, points, lines, pointsOfInterest } = JSON.parse(data);
  return {
    curves: curves.map((curve) => ({
      valueAt: compile(curve.expression).evaluate,
      from: curve.from, to: curve.to, style: curve.style, name: curve.name, label: curve.label,
    })),
    areas, points, lines, pointsOfInterest,
  };
}

/**
 * Writes each area's value into its `[data-area="i"]` element inside `[data-graph-areas="<graph id>"]`
 * (text and data-value), computed by the same quadrature as the build's. The quadrature is loaded only
 * by pages that have areas, after the graph is live.
 */
async function showAreaValues(graph, figure) {
  const list = graph.id ? document.querySelector(`[data-graph-areas="${CSS.escape(graph.id)}"]`) : null;
  if (!list || !figure.areas?.length) return;
  const { areaValue, areaText } = await import('./figure/area-integral.js');
  figure.areas.forEach((area, index) => {
    const element = list.querySelector(`[data-area="${index}"]`);
    if (!element) return;
    const [f, g] = areaCurves(area);
    const result = areaValue(figure.curves[f].valueAt, g === null ? null : figure.curves[g].valueAt, area.from, area.to);
    setAttribute(element, 'data-value', 'value' in result ? String(result.value) : 'undefined');
    setText(element, areaText(result));
  });
}

/**
 * Marks the figure's points of interest on the graph for the range in view, and keeps the page's
 * list of them (`[data-poi-list="<graph id>"]`, written by the build for the plot's range) on the
 * same points. The numerics load after the graph is live.
 */
async function showPointsOfInterest(graph, view, figure) {
  const [{ pointsOfInterest }, { writePointsOfInterest }] = await Promise.all([
    import('./reading/points-of-interest.js'), import('./points-of-interest-list.js'),
  ]);
  const list = graph.id ? document.querySelector(`[data-poi-list="${CSS.escape(graph.id)}"]`) : null;
  // The page's own names: the label, or `y = ` and the description (PlotRendering.curveName).
  const curveName = (i) => figure.curves[i].label ?? `y = ${figure.curves[i].name}`;
  if (list) {
    on(graph, POI_EVENT, ({ detail }) => {
      const span = detail.xMax - detail.xMin;
      writePointsOfInterest(list, detail, curveName, `x from ${rangeEndLabel(detail.xMin, span)} to ${rangeEndLabel(detail.xMax, span)}`);
    });
  }
  // The whole result: the view marks its points, the event hands the list what was left out too.
  view.pointsOfInterest = (xMin, xMax) => pointsOfInterest(figure.curves, xMin, xMax);
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
