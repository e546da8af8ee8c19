// What the Calculator has plotted, as a value, and its two lasting forms (docs/site.md#what-is-remembered): the record
// remembered across reloads, and the page's address, so that the link reproduces the plot:
//
//   calculator.html?expression=x%5E3-2.5x%5E2&xmax=4&samples=200
//
// Plot pages link here ("Open in Calculator", Sources/PlotSiteGenerator/CalculatorLink.swift) with
// `expression`, `xmax`, `samples` (`auto` included) and, where the plot sets its window, `xmin`,
// `ymin` and `ymax`; a link without `samples` or `xmax` takes the stored configuration's. A link
// plots what it asks for and leaves the stored configuration alone: the next `plot` press uses that.
// Unusable values are ignored with a reason, never a broken page.

import { GALLERY_X_MAX } from '../limits.js';
import { rangeIsDrawable, WINDOW_CHECK_PIXELS } from '../graph/view-transform.js';
import { fieldText, parseNumber, parseXMax, parseSamples } from './configuration.js';
import { readStored, writeStored, STORAGE_NAMES } from './storage.js';
import { words, say } from '../words/say.js';

/**
 * @typedef {object} Plot
 * @property {string} source the expression as typed
 * @property {number} xMax
 * @property {number | 'auto'} samples
 * @property {number} [xMin] the window's left end, below xMax (default −xMax)
 * @property {number} [yMin] the window's bottom, below yMax (without it: fitted, or −yMax when neither is given)
 * @property {number} [yMax] the window's top (without it: fitted, or the symmetric fit when neither is given)
 */

/** The window's optional ends: the plot's field and its query parameter, in address order. */
const WINDOW_ENDS = Object.freeze([['xMin', 'xmin'], ['yMin', 'ymin'], ['yMax', 'ymax']]);

/**
 * The plot a query string asks for, if any. Values that are out of range or not numbers are
 * ignored (and reported) in favour of the configuration's, or of the default window.
 * @param {string} search `location.search`, with or without the `?`
 * @param {import('./configuration.js').Configuration} configuration what fills the gaps
 * @param {typeof words} [table] the messages' language: the site's by default
 * @returns {{ plot: Plot | null, ignored: string[] }} `ignored`: messages about unusable parameters
 */
export function plotFromQuery(search, configuration, table = words) {
  const query = new URLSearchParams(search);
  const source = query.get('expression');
  if (source === null || source.trim() === '') return { plot: null, ignored: [] };
  const ignored = [];
  let { xMax, samples } = configuration;
  if (query.has('xmax')) {
    // Up to the gallery's limit, not the Configuration page's: every plot page's "open in
    // Calculator" link must work.
    const parsed = parseXMax(query.get('xmax'), GALLERY_X_MAX, table);
    if (parsed.error) ignored.push(say(table.calculator.linkValue, { name: 'xmax', reason: parsed.error }));
    else xMax = parsed.value;
  }
  if (query.has('samples')) {
    const parsed = parseSamples(query.get('samples'), table);
    if (parsed.error) ignored.push(say(table.calculator.linkValue, { name: 'samples', reason: parsed.error }));
    else samples = parsed.value;
  }
  const window = windowOf(Object.fromEntries(WINDOW_ENDS.map(([, name]) => [name, query.get(name)])), xMax, table);
  ignored.push(...window.ignored);
  return { plot: { source, xMax, samples, ...window.ends }, ignored };
}

/**
 * The window ends that make sense with `xMax`, from their texts (null: not given).
 * @param {{ xmin: string | null, ymin: string | null, ymax: string | null }} texts
 * @param {number} xMax
 * @param {typeof words} [table] the messages' language: the site's by default
 * @returns {{ ends: { xMin?: number, yMin?: number, yMax?: number }, ignored: string[] }}
 */
export function windowOf(texts, xMax, table = words) {
  const ignored = [];
  const messages = table.calculator;
  const n = (value) => fieldText(value, table);
  const read = (name) => {
    if (texts[name] === null || texts[name] === undefined) return undefined;
    const parsed = parseNumber(texts[name], table);
    if (parsed.error) ignored.push(say(messages.linkValue, { name, reason: parsed.error }));
    return parsed.value;
  };
  const [xMin, yMin, yMax] = WINDOW_ENDS.map(([, name]) => read(name));
  const ends = {};
  if (xMin !== undefined) {
    if (xMin < xMax) ends.xMin = xMin;
    else ignored.push(say(messages.xMinNotBelow, { xMax: n(xMax), xMin: n(xMin) }));
  }
  // Either y end may come alone: the other is fitted to the curve (fit.js), as a manifest's is.
  if (yMin !== undefined && yMax !== undefined && !(yMin < yMax)) {
    ignored.push(say(messages.yMinNotBelow, { yMin: n(yMin), yMax: n(yMax) }));
  } else {
    if (yMin !== undefined) ends.yMin = yMin;
    if (yMax !== undefined) ends.yMax = yMax;
  }
  // A window a double cannot draw is ignored here, with its reason, as a manifest refuses it
  // (PlotFields.swift, drawingProblem), rather than silently by the graph.
  if (ends.xMin !== undefined && !rangeIsDrawable(ends.xMin, xMax, WINDOW_CHECK_PIXELS)) {
    ignored.push(say(messages.xRangeTooFine, { from: n(ends.xMin), to: n(xMax) }));
    delete ends.xMin;
  }
  if (ends.yMin !== undefined && ends.yMax !== undefined && !rangeIsDrawable(ends.yMin, ends.yMax, WINDOW_CHECK_PIXELS)) {
    ignored.push(say(messages.yRangeTooFine, { from: n(ends.yMin), to: n(ends.yMax) }));
    delete ends.yMin;
    delete ends.yMax;
  }
  return { ends, ignored };
}

/**
 * The query string that reproduces `plot`, without the `?`.
 * @param {Plot} plot
 * @returns {string}
 */
export function queryOf(plot) {
  const { source, xMin, xMax, yMin, yMax, samples } = plot;
  const entries = [['expression', source], ['xmin', xMin], ['xmax', xMax], ['ymin', yMin], ['ymax', yMax], ['samples', samples]];
  return new URLSearchParams(entries.filter(([, value]) => value !== undefined).map(([name, value]) => [name, String(value)])).toString();
}

/**
 * Whether two plots draw the same thing (null is no plot).
 * @param {Plot | null} a
 * @param {Plot | null} b
 * @returns {boolean}
 */
export function samePlot(a, b) {
  if (!a || !b) return a === b;
  return a.source === b.source && a.xMax === b.xMax && a.samples === b.samples
    && WINDOW_ENDS.every(([field]) => a[field] === b[field]);
}

/**
 * The last plot, as remembered, or null.
 * @returns {Plot | null}
 */
export function loadPlotted() {
  const stored = readStored(STORAGE_NAMES.plotted);
  if (typeof stored?.source !== 'string' || stored.source === '') return null;
  const xMax = parseXMax(String(stored.xMax), GALLERY_X_MAX);
  const samples = parseSamples(String(stored.samples));
  if (xMax.error || samples.error) return null;
  const texts = Object.fromEntries(WINDOW_ENDS.map(([field, name]) => [name, typeof stored[field] === 'number' ? String(stored[field]) : null]));
  return { source: stored.source, xMax: xMax.value, samples: samples.value, ...windowOf(texts, xMax.value).ends };
}

/**
 * Remembers the last plot, and when the configuration it was made under was set (`configurationSetAt`).
 * @param {Plot} plot
 * @param {number} [configuredAt]
 */
export function savePlotted({ source, xMin, xMax, yMin, yMax, samples }, configuredAt = 0) {
  writeStored(STORAGE_NAMES.plotted, { source, xMin, xMax, yMin, yMax, samples, configuredAt });
}

/**
 * When the configuration the remembered plot was made under was set (0: unknown, or never set).
 * @returns {number}
 */
export function plottedConfiguredAt() {
  const configuredAt = readStored(STORAGE_NAMES.plotted)?.configuredAt;
  return typeof configuredAt === 'number' && Number.isFinite(configuredAt) ? configuredAt : 0;
}
