// The Calculator's graph: a GraphView (graph-view.js, which knows nothing of calculators) whose
// data source is the last *plotted* expression, so later keystrokes leave the graph alone until
// `plot` is pressed again (docs/site.md#calculator); the caption saying what is graphed; and the fit (docs/sampling.md#the-fit-rule) a new
// plot starts from. With nothing plotted, the graph shows the configuration's x-range with a nice
// y-range (emptyRanges), not the build-time frame stretched to the graph's size.
//
// The view (origin and scales) is remembered by the GraphView itself under the graph's
// data-plot-id, with one storage version for every plot: each new plot is fitted at once, so the
// remembered view always belongs to the last plot, which is what a reload shows.

import { GraphView } from '../graph/graph-view.js';
import { ALL_GESTURES } from '../graph/gestures.js';
import { addGraphControls } from '../toolbar/graph-toolbar.js';
import { loadView } from '../memory/view-storage.js';
import { rangesOfPlot, emptyRanges } from './plot-ranges.js';
import { declaredDefaults, loadConfiguration } from './configuration.js';
import { formatValue } from './format.js';
import { localNumber } from '../words/say.js';

/** The GraphView's storage version for the Calculator's graph (see above). */
const VIEW_VERSION = 'calculator';

/**
 * @typedef {object} Plotted
 * @property {import('./plot-record.js').Plot} plot
 * @property {import('../expression/expression.js').CompiledExpression} expression
 */

export class CalculatorGraph {
  /** @type {GraphView} */
  view;

  /** @type {Plotted | null} */
  #plotted = null;
  #element;
  #svg;
  #description;
  #value;
  #fitObserver = null;

  /**
   * Takes over the graph element, showing `initial` (or nothing).
   * @param {HTMLElement} element the `figure[data-graph]`
   * @param {Plotted | null} initial what a reload or a link shows
   * @param {object} [options]
   * @param {boolean} [options.restoreView] show the remembered view, if there is one, rather than the fit
   */
  constructor(element, initial, { restoreView = true } = {}) {
    this.#element = element;
    const pane = element.closest('.calculator-graph-pane') ?? element.parentElement;
    this.#description = pane.querySelector('[data-graph-description]');
    this.#value = pane.querySelector('.graph-value');
    this.#plotted = initial;
    // The GraphView reads its sampling from the element when it is created.
    if (initial) this.#describe(initial);
    this.view = new GraphView(element, {
      dataSource: this.#dataSourceOf(initial),
      gestures: ALL_GESTURES,
      storageVersion: VIEW_VERSION,
    });
    this.#svg = element.querySelector('svg.plot-svg');
    // For scripts and tests (docs/hooks.md), as on plot pages.
    element.graphView = this.view;
    addGraphControls(element, this.view);
    const remembered = restoreView && loadView(element.getAttribute('data-plot-id') ?? '', VIEW_VERSION);
    // Nothing plotted: nothing to remember either, so the empty graph always shows the configuration's frame.
    if (!initial || !remembered) this.#fitWhenVisible();
    // A remembered view is shown as it was; the plot's own frame is still what its data-* say.
    else this.#reflectRanges(rangesOfPlot(initial.expression.evaluate, initial.plot, initial.expression.candidateFunctions ?? []));
  }

  /**
   * Shows a new plot, fitted to the graph (docs/sampling.md#the-fit-rule) as soon as the graph is on screen.
   * @param {Plotted} plotted
   */
  show(plotted) {
    this.#plotted = plotted;
    this.view.dataSource = this.#dataSourceOf(plotted);
    this.#describe(plotted);
    this.#fitWhenVisible();
  }

  /**
   * What the graph asks for y(x): the plotted expression, with the functions whose zeros are where
   * it may jump or have a hole (the endpoint dots, docs/site.md#endpoint-dots); nothing before a plot.
   * @param {Plotted | null} plotted
   */
  #dataSourceOf(plotted) {
    if (!plotted) return { valueAt: () => NaN };
    return { valueAt: (x) => plotted.expression.evaluate(x), candidates: plotted.expression.candidateFunctions ?? [] };
  }

  /** Caption and data attributes: what is graphed, always on screen next to the graph. */
  #describe({ plot, expression }) {
    // The description as a reader sees it (German `2,5x`), as the build writes descriptions.
    this.#description.textContent = localNumber(expression.description);
    // An expression without x is a number: show it (docs/site.md#calculator).
    this.#value.textContent = expression.containsVariable ? '' : `= ${formatValue(expression.value(0))}`;
    this.#element.setAttribute('data-expression', plot.source);
    this.#element.setAttribute('data-samples', String(plot.samples));
  }

  /**
   * Fits the view once the GraphView has measured the graph, from a ResizeObserver: its first
   * report comes at the next frame (or when a hidden graph gets a size), after the GraphView's own
   * observer (created earlier) has taken in any new size, so the fit uses the size shown.
   */
  #fitWhenVisible() {
    this.#fitObserver?.disconnect();
    this.#fitObserver = new ResizeObserver(() => {
      if (this.#fit()) {
        this.#fitObserver?.disconnect();
        this.#fitObserver = null;
      }
    });
    this.#fitObserver.observe(this.#svg);
  }

  /** @returns {boolean} whether the view could be fitted (the graph has a size and is live) */
  #fit() {
    const { width, height } = this.#svg.getBoundingClientRect();
    if (!(width > 0 && height > 0) || !this.#element.hasAttribute('data-graph-live')) return false;
    let ranges;
    if (this.#plotted) {
      const { plot, expression } = this.#plotted;
      ranges = rangesOfPlot(expression.evaluate, plot, expression.candidateFunctions ?? []);
      this.view.samples = plot.samples;
    } else {
      const { xMax } = loadConfiguration(declaredDefaults(this.#element.closest('[data-calculator]')));
      ranges = emptyRanges(xMax, width, height);
    }
    this.view.showRanges(ranges);
    this.#reflectRanges(ranges);
    return true;
  }

  /** The plot's frame, for scripts and tests; the view shown is in data-scale and data-origin-*. */
  #reflectRanges(ranges) {
    const attributes = { 'data-x-min': ranges.xMin, 'data-x-max': ranges.xMax, 'data-y-min': ranges.yMin, 'data-y-max': ranges.yMax };
    for (const [name, value] of Object.entries(attributes)) this.#element.setAttribute(name, String(value));
  }
}
