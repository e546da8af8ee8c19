// The plot page's script: every [data-graph] on the page becomes a live GraphView of its figure
// (data-figure: the curves' expressions, restrictions and styles, the areas, points and lines; a
// page without it draws data-expression alone), with every gesture on and the toolbar controls.
// The page's facts line ("x from … to …", "y shown … to …", in [data-graph-facts]) follows the view
// as it pans and zooms, and each area's value ([data-area]) is computed here too, as the build did.
// Points of interest (roots, extrema, y-intercepts, intersections) are marked on the graph and listed
// in [data-poi-list] for the range in view, after each pan or zoom settles.
// A figure with parameters (docs/site.md#sliders) is compiled at the values of the page's URL (`?a=2`, else the
// declared ones); its sliders ([data-parameters], parameters/parameter-controls.js) load once the
// graph is live, and each change redraws the curves and recomputes the area values and the points;
// the table of values, the text summary and Open in Calculator follow within 100 ms
// (parameters/page-readings.js).
// Loaded by plot-boot.js when the reader first reaches for the graph (a theme without it may load this
// module as the page's script instead); without it the build-time SVG stays as it is.
//
// The static imports are what the graph needs to take its first gesture, and no more (docs/architecture.md#delivery: they
// are the page's modulepreloads, what a phone waits for): the rest is a dynamic import, loaded after
// the graph is live (the toolbar's controls, the points of interest, the area values, the sliders) or
// only by a page that needs it (the description of a lone data-expression, for a theme whose page has
// no data-figure). The parameters' values stay a static import: loaded only by a figure with sliders,
// they cost such a page a round trip before it is live (+160 ms on the benchmark's phone profile),
// more than their 2 KB cost the others. The ranges' wording (graph/reader-texts.js, the word table) is
// static too: the facts line is written as soon as the graph is live. The print handout (print-handout.js: the Print button, the
// table of values opened while printing) is a static import as well, so the button shows at once; the embed
// code (embed-code.js: the Copy embed code button) is the boot script's to offer.

import { compileForEvaluation } from './expression/evaluation.js';
import { GraphView, DRAW_EVENT, POI_EVENT } from './graph/graph-view.js';
import { ALL_GESTURES } from './graph/gestures.js';
import { rangeText, xRangeText } from './graph/reader-texts.js';
import { localNumber, words } from './words/say.js';
import { on, setAttribute, setText } from './graph/dom.js';
import { areaCurves } from './graph/figure-model.js';
import { compiledPath, fieldSource, implicitSource, isField, pictureSource } from './figure/curve-sources.js';
import { figureData as readFigureData } from './figure/figure-data.js';
import { showNotice } from './notices/graph-notice.js';
import { parametersOf, startingValues } from './parameters/parameter-values.js';
import './print-handout.js';

/**
 * Dispatched on a graph's root after the frame that shows new parameter values: `detail: { values, ms }`,
 * ms what the change cost in that frame (applying the values, redrawing, the area values), for the
 * benchmark (Benchmarks/browser-bench.py) and for scripts.
 */
const PARAMETERS_EVENT = 'plotparameters';

// A theme without the boot script, which otherwise turns on the live styles and offers the embed code (plot-boot.js).
if (![...document.querySelectorAll('[data-graph]')].some((graph) => graph.wakeGraph)) {
  for (const link of document.querySelectorAll('link[data-live-styles]')) link.disabled = false;
  import('./embed-code.js').then(({ offerEmbedCode }) => offerEmbedCode());
}

for (const graph of document.querySelectorAll('[data-graph]')) {
  // The build checked every expression; should one still fail, the static picture stays.
  figureOf(graph).then(({ figure, parameters, extras }) => start(graph, figure, parameters, extras),
    (error) => console.warn(`graph ${graph.getAttribute('data-plot-id')}: ${error.message}`));
}

/**
 * Makes the graph live, where the boot script's gestures left it (plot-boot.js), then loads what its
 * first gesture did not need.
 */
async function start(graph, figure, parameters, extras) {
  const early = await graph.takeOverGestures?.();
  const view = new GraphView(graph, { figure, gestures: ALL_GESTURES });
  if (early) whenLive(graph).then(() => continueFrom(graph, view, early));
  // For scripts and tests (docs/hooks.md#elementgraphview): the view behind a graph element.
  graph.graphView = view;
  // Once live, so that a button pressed before (plot-boot.js keeps the press) acts on the live view.
  whenLive(graph).then(() => import('./toolbar/graph-toolbar.js')).then(({ addGraphControls }) => addGraphControls(graph, view))
    .catch((error) => console.warn(`graph ${graph.getAttribute('data-plot-id')}: controls not added: ${error.message}`));
  followFacts(graph, view);
  if (figure.pointsOfInterest !== false) {
    showPointsOfInterest(graph, view, figure).catch((error) => console.warn(`graph ${graph.getAttribute('data-plot-id')}: points of interest not marked: ${error.message}`));
  }
  // The build wrote the same values (at the declared parameters): should the quadrature fail to load, they stay.
  // The view's checked figure: an area's ends that follow a slider are numbers there, read as they are now.
  const areaValues = areaValuesWriter(graph, view.figure);
  areaValues.then((write) => write?.()).catch((error) => console.warn(`graph ${graph.getAttribute('data-plot-id')}: area values not recomputed: ${error.message}`));
  // The build wrote the sums' and constructions' words at the declared values; the URL's may differ.
  const writeExtras = extras?.writer((i) => curveName(figure, i)) ?? null;
  if (parameters) writeExtras?.();
  if (parameters) {
    followParameters(graph, view, figure, { ...parameters, followers: extras?.followers ?? [], writeExtras }, areaValues).catch((error) => console.warn(`graph ${graph.getAttribute('data-plot-id')}: sliders not enabled: ${error.message}`));
  }
}

/**
 * The live view shows what the boot script's CSS transform showed, re-sampled, then traces a tap or
 * takes a `t` made before it was there, and says how to move the graph after a swipe that scrolled the page. Called as soon as the view is live (its first drawing, unmoved,
 * is still under the transform, so it looks as the boot left it); the transform goes in the frame
 * that draws the move, so that no frame shows the picture unmoved or moved twice.
 * A drag from a solution's dot made before (`handled`) moves it now.
 * @param {{factor: number, dx: number, dy: number, taps: [number, number, string][], keys: {key: string, shiftKey: boolean}[], swiped: boolean,
 *   handled: {curve: number, x: number, y: number}[], drawings: SVGSVGElement[]}} early
 */
function continueFrom(graph, view, { factor, dx, dy, taps, keys, swiped, handled = [], drawings }) {
  const unmoved = () => { for (const svg of drawings) svg.style.transform = ''; };
  if (factor !== 1 || dx !== 0 || dy !== 0) {
    on(graph, DRAW_EVENT, unmoved, { once: true });
    view.zoomBy(factor, 0, 0);
    view.panBy(dx, dy);
  } else {
    unmoved();
  }
  for (const [x, y, pointerType] of taps) view.tapAt(x, y, pointerType);
  for (const { curve, x, y } of handled) view.moveHandle?.(curve, x, y);
  if (swiped) showNotice(graph, 'two-fingers', words.graph.twoFingers);
  for (const { key, shiftKey } of keys) graph.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));
}

/** Settles once the view has taken over (data-graph-live): a figure with areas waits for their outlines. */
function whenLive(graph) {
  return new Promise((resolve) => {
    const live = () => graph.hasAttribute('data-graph-live');
    if (live()) return resolve();
    const observer = new MutationObserver(() => {
      if (!live()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(graph, { attributes: true, attributeFilter: ['data-graph-live'] });
  });
}

/**
 * The figure GraphView draws: each curve's compiled expression as its data source, the rest as the
 * page carries it (design: FigureData.swift writes data-figure). With parameters, every curve is
 * compiled with all of them at their starting values (the URL's, else the declared ones), and
 * `parameters` says what the sliders need; else it is null. Settles at once (no module to load)
 * for a page with data-figure, as every page of the default theme has, unless its figure has sums, tangents
 * or secants: `extras` (figure/live-extras.js) puts those into the figure, else it is null.
 * @param {HTMLElement} graph
 * @returns {Promise<{figure: object, parameters: object | null, extras: ReturnType<typeof import('./figure/live-extras.js').liveExtras> | null}>}
 */
async function figureOf(graph) {
  const data = graph.getAttribute('data-figure');
  if (data === null) {
    const { compile } = await import('./expression/expression.js');
    const expression = compile(graph.getAttribute('data-expression') ?? '');
    return {
      figure: { curves: [{ valueAt: expression.evaluate, candidates: expression.candidateFunctions, from: null, to: null, style: 'solid', name: expression.description }] },
      parameters: null,
      extras: null,
    };
  }
  const figureData = readFigureData(data);
  const { curves, areas, points, lines, pointsOfInterest } = figureData;
  const declared = parametersOf(figureData);
  const values = startingValues(declared, location.search);
  const names = declared.map((parameter) => parameter.name);
  // An implicit curve or a region is drawn by its own module, loaded only by a page that has one.
  const implicit = curves.some((curve) => curve.relation !== undefined) ? await import('./implicit/live-implicit.js') : null;
  const sequences = curves.some((curve) => curve.sequence !== undefined) ? await import('./figure/live-sequence.js') : null;
  // A slope or vector field likewise.
  const fields = curves.some(isField) ? await import('./fields/live-field.js') : null;
  const solutions = curves.some((curve) => curve.ode !== undefined) ? await import('./fields/live-solution.js') : null;
  const eulers = curves.some((curve) => curve.euler !== undefined) ? await import('./fields/live-euler.js') : null;
  const dragged = solutions ? await import('./figure/dragged-points.js') : null;
  const polygons = new Map();
  const compiled = curves.map((curve, i) => {
    if (curve.relation !== undefined) return implicitSource(implicit, curve.relation, { parameters: names, values });
    if (curve.sequence !== undefined) return sequences.liveSequence(curve, { parameters: names, values });
    if (isField(curve)) return fieldSource(fields, curve, { parameters: names, values });
    if (curve.ode !== undefined) {
      const [moveParameter, frame] = [dragged.sliderMover(graph, declared), dragged.figureFrame(graph)];
      return pictureSource(solutions.liveSolution(curve, { parameters: names, values, moveParameter, frame }));
    }
    if (curve.euler !== undefined) {
      polygons.set(i, eulers.liveEuler(curve, { parameters: names, values }));
      return pictureSource(polygons.get(i));
    }
    return curve.expression === undefined
      ? compiledPath(curve, { parameters: names, values })
      : compileForEvaluation(curve.expression, { parameters: names, values });
  });
  const figure = {
    curves: curves.map((curve, i) => (compiled[i].picture
      ? {
        // The trace follows an implicit curve, not a region's boundary.
        picture: compiled[i].picture, along: compiled[i].relation?.kind === 'region' ? null : compiled[i].along ?? null,
        relation: compiled[i].relation, values: compiled[i].values, sequence: compiled[i].sequence ?? null,
        handle: compiled[i].handle ?? null, tabulate: compiled[i].tabulate ?? null,
        style: curve.style, name: curve.name, label: curve.label,
      }
      : compiled[i].path
      ? { path: compiled[i].path, style: curve.style, name: curve.name, label: curve.label, endpoints: curve.endpoints }
      : {
        valueAt: compiled[i].evaluate,
        candidates: compiled[i].candidateFunctions,
        from: curve.from, to: curve.to, style: curve.style, name: curve.name, label: curve.label, endpoints: curve.endpoints,
      })),
    areas, points, lines, pointsOfInterest,
  };
  // Sums, tangents and secants, marks that follow the sliders: their module only where the figure has some.
  let extras = figureData.sums?.length > 0 || curves.some((curve) => curve.construct) || marksFollow(figureData)
    ? (await import('./figure/live-extras.js')).liveExtras(graph, figureData, compiled, figure, { parameters: names, values })
    : null;
  // Euler's polygons state their value at `to` in a list of their own, which their writer keeps with the extras'.
  if (eulers) extras = withWriter(extras, eulers.eulerWriter(graph, polygons, curves));
  // The page's numbers follow a dragged point (with sliders, followParameters has them follow the sliders too).
  if (dragged) dragged.followDraggedPoints(graph, figure, declared);
  return { figure, parameters: declared.length > 0 ? { declared, values, compiled, figureData } : null, extras };
}

/** `extras` (or none) with `write` run after its own writer. */
function withWriter(extras, write) {
  return {
    followers: extras?.followers ?? [],
    writer(curveName) {
      const own = extras?.writer(curveName);
      return () => { own?.(); write(); };
    },
  };
}

/**
 * Enables the graph's sliders (`[data-parameters="<graph id>"]`) once their module has loaded. Each new
 * value goes to every curve (setParameters: no recompiling); the view redraws at the next frame, and in
 * that frame, after the drawing, the area values are recomputed and PARAMETERS_EVENT says what it cost.
 * The page's other numbers follow apart from that frame (page-readings.js).
 * @param {HTMLElement} graph
 * @param {GraphView} view
 * @param {object} figure the view's figure, whose curves answer at the current values
 * @param {{declared: import('./parameters/parameter-values.js').Parameter[], values: Record<string, number>, compiled: {setParameters: (values: Record<string, number>) => void}[]}} parameters
 * @param {Promise<(() => void) | null>} areaValues the page's area-value writer, once loaded
 */
async function followParameters(graph, view, figure, { declared, values, compiled, figureData, followers, writeExtras }, areaValues) {
  const fieldset = graph.id ? document.querySelector(`[data-parameters="${CSS.escape(graph.id)}"]`) : null;
  if (!fieldset) return;
  const [{ ParameterControls }, writeAreas, readings, { liveTextWriter }] = await Promise.all([
    import('./parameters/parameter-controls.js'), areaValues.catch(() => null),
    import('./parameters/page-readings.js').catch((error) => {
      console.warn(`graph ${graph.getAttribute('data-plot-id')}: the table, summary and Calculator link stay at the declared values: ${error.message}`);
      return null;
    }),
    import('./parameters/live-texts.js'),
  ]);
  // `{n}` in the title, notes and labels (docs/manifest.md#live-labels).
  const writeTexts = liveTextWriter(graph, figureData);
  let frame = 0, pendingMs = 0, drawMs = 0;
  on(graph, DRAW_EVENT, ({ detail }) => { drawMs = detail.ms; });
  const afterDrawing = () => {
    frame = 0;
    const started = performance.now();
    writeAreas?.();
    writeExtras?.();
    writeTexts?.(controls.values);
    const ms = pendingMs + drawMs + (performance.now() - started);
    pendingMs = drawMs = 0;
    graph.dispatchEvent(new CustomEvent(PARAMETERS_EVENT, { detail: { values: controls.values, ms } }));
    readingsChanged();
  };
  const controls = new ParameterControls(fieldset, declared, values, {
    change: (name, value) => {
      const started = performance.now();
      for (const curve of compiled) curve.setParameters({ [name]: value });
      for (const follower of followers) follower.setParameters({ [name]: value });
      view.curvesChanged();
      // Asked after the view's redraw, so it runs in the same frame, after the drawing.
      if (!frame) {
        drawMs = 0;
        frame = requestAnimationFrame(afterDrawing);
      }
      pendingMs += performance.now() - started;
    },
  });
  // After the area values of the frame that shows the values: the summary repeats them.
  const readingsChanged = readings ? readings.followReadings(graph, figure, declared, () => controls.values) : () => {};
  // Values from the address may differ from the declared ones the build wrote.
  writeTexts?.(controls.values);
  // For scripts and tests: the controls behind the sliders.
  fieldset.parameterControls = controls;
}

/**
 * A writer of each area's value into its `[data-area="i"]` element inside `[data-graph-areas="<graph
 * id>"]` (text and data-value), computed by the same quadrature as the build's from the curves as they
 * answer now; null for a page without areas. The quadrature is loaded only by pages that have areas,
 * after the graph is live.
 * @returns {Promise<(() => void) | null>}
 */
async function areaValuesWriter(graph, figure) {
  const list = graph.id ? document.querySelector(`[data-graph-areas="${CSS.escape(graph.id)}"]`) : null;
  if (!list || !figure.areas?.length) return null;
  const { areaValue, areaText } = await import('./figure/area-integral.js');
  const elements = figure.areas.map((_, index) => list.querySelector(`[data-area="${index}"]`));
  return () => figure.areas.forEach((area, index) => {
    const element = elements[index];
    if (!element) return;
    const [f, g] = areaCurves(area);
    const result = areaValue(figure.curves[f].valueAt, g === null ? null : figure.curves[g].valueAt, area.from, area.to);
    setAttribute(element, 'data-value', 'value' in result ? String(result.value) : 'undefined');
    setText(element, localNumber(areaText(result, { undefinedText: words.graph.undefined })));
  });
}

/**
 * Marks the figure's points of interest on the graph for the range in view, and keeps the page's
 * list of them (`[data-poi-list="<graph id>"]`, written by the build for the plot's range) on the
 * same points. The numerics load after the graph is live.
 */
async function showPointsOfInterest(graph, view, figure) {
  const hasPaths = figure.curves.some((curve) => curve.path);
  const hasRelations = figure.curves.some((curve) => curve.relation);
  const [{ pointsOfInterest }, { writePointsOfInterest }, intercepts, implicit] = await Promise.all([
    import('./reading/points-of-interest.js'), import('./points-of-interest-list.js'),
    hasPaths ? import('./reading/parametric-intercepts.js') : null,
    hasRelations ? import('./reading/implicit-intercepts.js') : null,
  ]);
  // A parametric or polar curve has no y at x: its points are its intercepts, found along its parameter.
  const functionsOfX = figure.curves.map((curve) => (curve.path || curve.picture ? { valueAt: () => NaN, from: null, to: null } : curve));
  const list = graph.id ? document.querySelector(`[data-poi-list="${CSS.escape(graph.id)}"]`) : null;
  if (list) {
    on(graph, POI_EVENT, ({ detail }) => {
      writePointsOfInterest(list, detail, (i) => curveName(figure, i), xRangeText(detail.xMin, detail.xMax));
    });
  }  // The whole result: the view marks its points, the event hands the list what was left out too.
  view.pointsOfInterest = (xMin, xMax) => {
    const found = pointsOfInterest(functionsOfX, xMin, xMax);
    if (implicit) {
      // An implicit curve's intercepts: on the x-axis within xMin … xMax, on the y-axis within the y-range in view.
      const { yMin, yMax } = view.visibleRanges();
      figure.curves.forEach((curve, i) => {
        if (curve.relation) implicit.addIntercepts(found.points, implicit.implicitIntercepts(curve.relation, curve.values(), i, [xMin, xMax], [yMin, yMax]));
      });
    }
    return intercepts ? intercepts.withIntercepts(found, figure.curves, xMin, xMax) : found;
  };
}

/** Whether a point's, line's or area's number is written as an expression in the parameters (figure/live-extras.js). */
function marksFollow({ points, lines, areas }) {
  const written = (mark, keys) => keys.some((key) => typeof mark[key] === 'string');
  return points.some((point) => written(point, ['x', 'y'])) || lines.some((line) => written(line, ['x', 'y']))
    || areas.some((area) => written(area, ['from', 'to']));
}

/** Curve i as the page names it: its label, or `y = ` and the description (PlotRendering.curveName). */
function curveName(figure, i) {
  const curve = figure.curves[i];
  // A parametric or polar curve's name is what it is already: `(cos(t), sin(t))`, `r = 1 + cos(θ)`; a relation's too.
  return curve.label ?? (curve.path || curve.picture ? curve.name : `y = ${curve.name}`);
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
  const update = () => {
    const shown = view.visibleRanges();
    if (x) setText(x, rangeText(shown.xMin, shown.xMax));
    if (y) setText(y, rangeText(shown.yMin, shown.yMax));
  };
  on(graph, DRAW_EVENT, update);
  update();
}

