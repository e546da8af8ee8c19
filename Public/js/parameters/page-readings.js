// The numbers of a plot page that the build wrote at the parameters' declared values, kept on the
// sliders' values (docs/site.md#sliders): the table of values (`[data-graph-table]`; a row's x is its
// data-x, or its first cell's text where that says x exactly; its column heads and caption name the
// tangents and secants as they are now), the text summary (the graph's aria-describedby, as
// PlotRendering.summary writes it), the drawing's `<desc>` and the table's caption (which name the values
// once they differ from the declared ones), Open in Calculator (its `[data-calculator-link]` and
// `#calculator-note`: calculator-link.js), the download links of the standalone .svg, which cannot follow
// and say for which values it is drawn, and the name of the PNG the toolbar downloads (the graph's
// `data-download-name`: `tangent (a = −1.05)`). The curves, area values and points of interest follow in
// plot-page.js.
//
// While a slider moves they follow at most every FOLLOW_MS, and once more when it rests: the summary
// samples every curve over the build's frame, about 0.5 ms a curve, too much for every frame.

import { parse } from '../expression/expression.js';
import { sample } from '../sampling/sampler.js';
import { sampleParametric } from '../sampling/parametric-sampler.js';
import { parseSamples } from '../graph/figure-sampler.js';
import { pointNumber } from '../graph/trace-reading.js';
import { setAttribute, setText } from '../graph/dom.js';
import { calculatorExpression, encodedQueryValue } from './calculator-link.js';
import { words, say, localNumber } from '../words/say.js';
import { figureData as readFigureData } from '../figure/figure-data.js';

/** How often the page's numbers follow a moving slider, ms (the points of interest follow as often). */
const FOLLOW_MS = 100;
/** Device px per CSS px of the build-time drawing the summary describes (PlotRendering.density). */
const BUILD_DENSITY = 2;

/**
 * Starts following: the page's numbers are written for `values()` within FOLLOW_MS of each call of
 * the returned function, and once when it is made.
 * @param {HTMLElement} graph the graph's root, with data-figure and the build's frame
 * @param {import('../graph/figure-model.js').Figure} figure the live figure: its curves answer at the current values
 * @param {import('./parameter-values.js').Parameter[]} declared
 * @param {() => Record<string, number>} values the current values
 * @returns {() => void} tells of a change of the values
 */
export function followReadings(graph, figure, declared, values) {
  const figureData = readFigureData(graph.getAttribute('data-figure') ?? '{}');
  const writers = [
    tableWriter(graph, figure),
    summaryWriter(graph, figure),
    calculatorWriter(figureData.curves ?? [], declared),
    svgWriter(graph, valuesText(declared, Object.fromEntries(declared.map(({ name, value }) => [name, value])))),
    downloadNameWriter(graph),
  ];
  const write = () => {
    const current = values();
    const changed = declared.some((parameter) => current[parameter.name] !== parameter.value);
    // Named where the build's texts no longer hold, that is once they differ from the declared values.
    const named = changed ? valuesText(declared, current) : null;
    for (const writer of writers) writer(current, named);
  };
  let timer = 0;
  let last = -Infinity;
  const run = () => {
    timer = 0;
    last = performance.now();
    write();
  };
  run();
  return () => {
    if (!timer) timer = setTimeout(run, Math.max(0, last + FOLLOW_MS - performance.now()));
  };
}

/** `a = 2, b = 0.5, c = −1` (German `a = 2; b = 0,5; c = −1`), for the parameters given. */
function valuesText(parameters, values) {
  const separator = words.number.decimal === ',' ? '; ' : ', ';
  return parameters.map(({ name }) => `${name} = ${readable(values[name])}`).join(separator);
}

/** Six significant digits, true minus signs, the language's decimal separator (PlotRendering.readable). */
function readable(value) {
  return localNumber(pointNumber(value));
}

/** A curve as the page names it: its label, or `y = ` its description (PlotRendering.curveName). */
function curveName(curve) {
  // A parametric or polar curve's name is what it is already: `(cos(t), sin(t))`, `r = 1 + cos(θ)`.
  return curve.label ?? (curve.path || curve.picture ? localNumber(curve.name) : `y = ${localNumber(curve.name)}`);
}

/** The whole figure as the page names it: "y = sin x", or "f(x), f′(x) and tangent at x = 2" (PlotRendering.graphName). */
function figureName(figure) {
  const names = figure.curves.map(curveName);
  return names.length > 1 ? say(words.list.and, { first: names.slice(0, -1).join(', '), last: names.at(-1) }) : names[0];
}

/**
 * The table of values: every curve's y at its rows' x (`–` outside a curve's from … to, the word for
 * undefined where it is undefined); once the values differ from the declared ones, its tangents' and
 * secants' column heads their names now (`tangent at x = −1.05: y = …`), and its caption the figure so
 * named and the values.
 */
function tableWriter(graph, figure) {
  const values = graph.id ? document.querySelector(`[data-graph-table="${CSS.escape(graph.id)}"]`) : null;
  if (!values) return () => {};
  const rows = [...values.querySelectorAll('tbody tr')].map((row) => ({ x: rowX(row), cells: [...row.cells].slice(1) }));
  const heads = [...values.querySelectorAll('thead th')].slice(1).map((head) => ({ head, built: head.textContent }));
  const caption = values.querySelector('caption');
  const built = caption?.textContent ?? '';
  // A parametric or polar curve, an implicit curve or a region has no y at x, and no column (PlotRendering.tableCurves);
  // a sequence has its terms' and, where drawn, its partial sums' (PlotRendering+Sequences.swift), its rows being n; the
  // solution of a differential equation its values at the rows, all at once (fields/ode-values.js), unless the rows are n.
  const bySequence = figure.curves.some((curve) => curve.sequence);
  const columns = figure.curves.flatMap((curve) => {
    if (curve.sequence) return curve.sequence.partialSums ? [{ curve, partial: false }, { curve, partial: true }] : [{ curve, partial: false }];
    if (curve.tabulate && !bySequence) return [{ curve }];
    return curve.path || curve.picture ? [] : [{ curve }];
  });
  const frame = buildFrame(graph);
  return (_, valuesNamed) => {
    const tabulated = columns.map(({ curve }) => (curve.tabulate ? curve.tabulate(rows.map(({ x }) => x), frame) : null));
    columns.forEach(({ curve }, i) => {
      if (curve.construct && heads[i]) setText(heads[i].head, valuesNamed ? curveName(curve) : heads[i].built);
    });
    for (const [row, { x, cells }] of rows.entries()) {
      columns.forEach(({ curve, partial }, i) => {
        if (!cells[i]) return;
        if (tabulated[i]) return setText(cells[i], tabulated[i][row] === null ? '–' : readable(tabulated[i][row]));
        const { sequence } = curve;
        const [from, to] = sequence ? [sequence.first, sequence.last] : [curve.from, curve.to];
        if ((from !== null && x < from) || (to !== null && x > to)) return setText(cells[i], '–');
        const y = sequence ? sequence.value(x, partial) : curve.valueAt(x);
        setText(cells[i], Number.isFinite(y) ? readable(y) : words.graph.undefined);
      });
    }
    if (!caption) return;
    const named = valuesNamed ? say(words.plot.forValues, { text: say(words.plot.tableCaption, { name: figureName(figure) }), values: valuesNamed }) : built;
    setText(caption, named);
  };
}

/** The build's drawing: its frame and size in device px (PlotRendering.viewport). */
function buildFrame(graph) {
  const number = (name) => Number(graph.getAttribute(name));
  return {
    xMin: number('data-x-min'), xMax: number('data-x-max'), yMin: number('data-y-min'), yMax: number('data-y-max'),
    width: number('data-width') * BUILD_DENSITY, height: number('data-height') * BUILD_DENSITY,
  };
}

/** A row's x: its data-x, or where the build left that out, what its first cell says exactly (`−2.5`, German `−2,5`). */
function rowX(row) {
  const x = row.getAttribute('data-x');
  if (x !== null) return Number(x);
  return Number(row.cells[0].textContent.replaceAll('\u2212', '-').replace(words.number.decimal, '.'));
}

/**
 * The text summary, as the build writes it (PlotRendering.summary) for the current values: the
 * drawing's description, each curve's pieces and its lowest and highest point in the build's frame
 * (sampled as the build samples it), the areas' values; naming the values once they differ from the
 * declared ones, as the drawing's `<desc>` then does too.
 */
function summaryWriter(graph, figure) {
  const summary = document.getElementById(graph.getAttribute('aria-describedby') ?? '');
  const desc = graph.querySelector('svg.plot-svg desc');
  if (!summary && !desc) return () => {};
  const described = desc?.textContent ?? '';
  const frame = buildFrame(graph);
  const samples = parseSamples(graph.getAttribute('data-samples') ?? 'auto');
  const areaValues = [...document.querySelectorAll(`[data-graph-areas="${CSS.escape(graph.id)}"] [data-area]`)];
  // The area's words as the list writes them before its value: "Area under f(x) from 0 to π: ".
  const areaTexts = areaValues.map((value) => (value.previousSibling?.textContent ?? '').replace(/:\s*$/, ''));
  return (_, valuesNamed) => {
    const drawnFor = valuesNamed ? ` ${say(words.plot.drawnFor, { values: valuesNamed })}` : '';
    if (desc) setText(desc, described + drawnFor);
    if (!summary) return;
    let text = described + drawnFor;
    const several = figure.curves.length > 1;
    figure.curves.forEach((curve, i) => {
      // An implicit curve or a region is told by the text alternative (PlotRendering.summary skips it too).
      if (curve.picture) return;
      let segments = [];
      try {
        segments = curve.path ? sampleParametric(curve.path, frame).segments
          : sample(curve.valueAt, frame, samples, { from: curve.from, to: curve.to }).segments;
      } catch {
        // A curve whose function fails is drawn nowhere: the summary says so.
      }
      const { low, high } = extremesOf(segments);
      if (low === null) {
        text += ` ${say(words.summary.nowhere, { name: several ? curveName(curve) : words.summary.theFunction })}`;
        return;
      }
      if (segments.length > 1) {
        text += ` ${say(words.summary.pieces, { name: several ? curveName(curve) : words.summary.theCurve, count: segments.length })}`;
      }
      const extremes = { lowY: readable(low.y), lowX: readable(low.x), highY: readable(high.y), highX: readable(high.x) };
      text += ` ${several ? say(words.summary.curveExtremes, { ...extremes, name: curveName(curve) }) : say(words.summary.extremes, extremes)}`;
    });
    areaValues.forEach((value, i) => { text += ` ${say(words.summary.area, { text: areaTexts[i], value: value.textContent })}`; });
    setText(summary, text);
  };
}

/** The lowest and highest of the segments' points, the first of equals (as Swift's min(by:) and max(by:)). */
function extremesOf(segments) {
  let low = null;
  let high = null;
  for (const s of segments) {
    for (let i = 0; i < s.length; i += 2) {
      if (low === null || s[i + 1] < low.y) low = { x: s[i], y: s[i + 1] };
      if (high === null || s[i + 1] > high.y) high = { x: s[i], y: s[i + 1] };
    }
  }
  return { low, high };
}

/**
 * Open in Calculator and its note: the first curve at the current values (calculator-link.js), and
 * the values it uses, in the build's words (PlotPage.calculatorNote): "… with a = 2, b = 2, c = 0".
 */
function calculatorWriter(curves, declared) {
  // The first curve y = f(x) (PlotEntry.calculatorCurve); none where every curve is parametric or polar.
  const index = curves.findIndex((candidate) => candidate.expression !== undefined);
  const curve = curves[index];
  const link = document.querySelector('[data-calculator-link]');
  if (!link || !curve) return () => {};
  const note = document.getElementById(link.getAttribute('aria-describedby') ?? '');
  const parsed = parse(curve.expression, { parameters: declared.map((parameter) => parameter.name) });
  const used = declared.filter((parameter) => parsed.usedParameters?.includes(parameter.name));
  if (used.length === 0) return () => {};
  const [page, query = ''] = link.getAttribute('href').split('?');
  const parts = query.split('&');
  const at = parts.findIndex((part) => part.startsWith('expression='));
  return (current) => {
    if (at >= 0) {
      parts[at] = `expression=${encodedQueryValue(calculatorExpression(parsed, current) ?? curve.expression)}`;
      setAttribute(link, 'href', `${page}?${parts.join('&')}`);
    }
    if (!note) return;
    const values = valuesText(used, current);
    const several = index === 0 ? words.plot.firstCurveWith : words.plot.oneCurveWith;
    setText(note, curves.length > 1 ? say(several, { name: curveName(curve), values }) : say(words.plot.noSliders, { values }));
  };
}

/**
 * The name of the PNG the toolbar downloads (toolbar/graph-toolbar.js reads `data-download-name`): the plot's slug,
 * and the values once they differ from the declared ones (`tangent (a = −1.05)`), so that each file says
 * what it shows.
 */
function downloadNameWriter(graph) {
  const slug = graph.getAttribute('data-plot-id') || 'graph';
  return (_, named) => setAttribute(graph, 'data-download-name', named ? `${slug} (${named})` : null);
}

/**
 * The download links of the standalone .svg, which the build drew at the declared values: once the
 * sliders moved, they say so ("Download SVG (drawn for a = 1, b = 1, c = 0)").
 */
function svgWriter(graph, declaredText) {
  const toolbarLink = graph.querySelector('.graph-toolbar a[download]');
  if (!toolbarLink) return () => {};
  const href = toolbarLink.getAttribute('href');
  const links = [...document.querySelectorAll('a[download]')].filter((link) => link.getAttribute('href') === href).map((link) => ({
    link, text: link.children.length === 0 ? link.textContent : null, label: link.getAttribute('aria-label'), title: link.getAttribute('title'),
  }));
  const drawnFor = (text, named) => (named && text ? say(words.plot.drawnForValues, { text, values: declaredText }) : text);
  return (_, named) => {
    for (const { link, text, label, title } of links) {
      if (text !== null) setText(link, drawnFor(text, named));
      setAttribute(link, 'aria-label', drawnFor(label, named));
      setAttribute(link, 'title', drawnFor(title, named));
    }
  };
}
