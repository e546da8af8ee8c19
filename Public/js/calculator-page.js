// The Calculator page's script (docs/site.md#calculator, docs/site.md#layouts, docs/site.md#what-is-remembered): wires the display and keypad,
// the graph, the layouts and what is remembered. Loaded as <script type="module">; the parts:
//
//   calculator/keypad.js        what each key does to the display (pure)
//   calculator/display.js       the text field, the keys, Enter, keyboard shortcuts
//   calculator/graph.js         the graph of the last plotted expression, its caption and fit
//   calculator/navigation.js    split view, popover, push with History (layout.js: which one)
//   calculator/plot-record.js   the plotted expression, remembered and in the address
//   calculator/configuration.js X-Max and samples set on the Configuration page
//
// On load the page shows, in this order of preference: the plot its address asks for (a shared
// link, a plot page's "open in Calculator"), else the last plot; the display shows what it showed
// before the reload, or the linked expression when the link asks for a new plot.

import { compile, parse } from './expression/expression.js';
import { warningText } from './expression/error-words.js';
import { CalculatorDisplay } from './calculator/display.js';
import { CalculatorGraph } from './calculator/graph.js';
import { CalculatorNavigation } from './calculator/navigation.js';
import { configurationSetAt, declaredDefaults, loadConfiguration } from './calculator/configuration.js';
import { plotFromQuery, queryOf, samePlot, loadPlotted, plottedConfiguredAt, savePlotted } from './calculator/plot-record.js';
import { loadDisplay, saveDisplay } from './calculator/storage.js';
import { notPlottedReason } from './calculator/format.js';
import { showAlert } from './calculator/alert-dialog.js';
import { words, say, localNumber } from './words/say.js';

const section = document.querySelector('[data-calculator]');
if (section) startCalculator(section);

/**
 * @param {HTMLElement} section the `.calculator` section of calculator.html
 */
function startCalculator(section) {
  const status = section.querySelector('.calculator-message');
  const hint = section.querySelector('[data-expression-hint]');
  const defaults = declaredDefaults(section);
  // Read at every plot: the Configuration page may have changed it since this page loaded.
  const configuration = () => loadConfiguration(defaults);

  const link = plotFromQuery(location.search, configuration());
  // A Configuration set since the last plot applies to it at once: the same expression, redrawn
  // with the new X-Max and samples (a plot page's window is the plot page's, and goes).
  let remembered = loadPlotted();
  const reconfigured = remembered !== null && configurationSetAt() > plottedConfiguredAt();
  if (reconfigured) remembered = { source: remembered.source, ...configuration() };
  const isNewLink = link.plot !== null && !samePlot(link.plot, remembered);
  const initial = compilePlot(link.plot ?? remembered);

  const navigation = new CalculatorNavigation(section);
  const graph = new CalculatorGraph(section.querySelector('[data-graph]'), initial.plotted, { restoreView: !isNewLink && !reconfigured });
  const display = new CalculatorDisplay(section.querySelector('form.calculator-display'), section.querySelector('.keypad'), {
    onPlot: plot,
    onChange(text) {
      saveDisplay(text);
      // What the status said was about the text just changed.
      showStatus('');
      showHint(text);
    },
    isActive: () => navigation.calculatorIsVisible,
  });

  display.text = isNewLink ? link.plot.source : (loadDisplay() ?? initial.plotted?.plot.source ?? '');
  showHint(display.text);
  if (initial.error) {
    showProblem(initial.error);
  } else if (initial.plotted) {
    if (isNewLink || reconfigured) savePlotted(initial.plotted.plot, configurationSetAt());
    if (reconfigured && !link.plot) showStatus(plottedText(initial.plotted.plot));
    const address = addressOf(initial.plotted.plot);
    // A link (not a reload or Back, which carry their own state) shows its plot at once.
    if (link.plot && !navigation.hasState) navigation.showGraph(address, { push: false });
    else navigation.setAddress(address);
    if (link.ignored.length > 0) showStatus(say(words.calculator.linkIgnored, { reasons: link.ignored.join(' ') }));
  }
  // For tests and scripts: the page is wired.
  section.setAttribute('data-ready', '');

  /** `plot`: an empty display gets a dialog, a bad one the reason, a good one the graph (docs/site.md#calculator). */
  function plot() {
    const source = display.text;
    if (source.trim() === '') {
      showAlert({
        title: words.calculator.noEquationTitle,
        message: words.calculator.noEquation,
        className: 'calculator-alert',
      });
      return;
    }
    const { xMax, samples } = configuration();
    const result = compilePlot({ source, xMax, samples });
    if (result.error) {
      showProblem(result.error);
      return;
    }
    savePlotted(result.plotted.plot, configurationSetAt());
    graph.show(result.plotted);
    showStatus(plottedText(result.plotted.plot));
    navigation.showGraph(addressOf(result.plotted.plot));
  }

  /** `Plotted for x from −5 to 5, 50 samples.` */
  function plottedText({ xMax, samples }) {
    const sampling = samples === 'auto' ? words.calculator.adaptive : say(words.calculator.samples, { samples });
    return say(words.calculator.plotted, { xMax: localNumber(String(xMax)), sampling });
  }

  function showStatus(text) {
    status.textContent = text;
    status.classList.remove('is-error');
    display.input.removeAttribute('aria-invalid');
  }

  /**
   * Under the display, while its expression reads in a way people often do not mean (`e^-2x` is
   * e^(−2)·x): how it is read and the two ways to say which is meant. Nothing otherwise.
   */
  function showHint(source) {
    let warnings = [];
    try {
      if (source.trim() !== '') warnings = parse(source).warnings;
    } catch {
      // An expression that does not parse gets its reason when plotted, not a hint.
    }
    hint.textContent = warnings.map((warning) => warningText(warning)).join(' ');
    hint.hidden = warnings.length === 0;
  }

  function showProblem(text) {
    status.textContent = text;
    status.classList.add('is-error');
    display.input.setAttribute('aria-invalid', 'true');
  }
}

/**
 * A plot and its compiled expression, or why it cannot be plotted.
 * @param {import('./calculator/plot-record.js').Plot | null} plot
 * @returns {{ plotted: import('./calculator/graph.js').Plotted | null, error: string | null }}
 */
function compilePlot(plot) {
  if (!plot) return { plotted: null, error: null };
  try {
    return { plotted: { plot, expression: compile(plot.source) }, error: null };
  } catch (error) {
    return { plotted: null, error: notPlottedReason(error, plot.source) };
  }
}

/** This page's address for a plot (docs/site.md#what-is-remembered: the link reproduces the plot). */
function addressOf(plot) {
  return `${location.pathname}?${queryOf(plot)}`;
}
