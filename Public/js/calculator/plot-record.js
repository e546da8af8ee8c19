// What the Calculator has plotted, as a value, and its two lasting forms (R-PERSIST): the record
// remembered across reloads, and the page's address, so that the link reproduces the plot:
//
//   calculator.html?expression=x%5E3-2.5x%5E2&xmax=4&samples=200
//
// Plot pages link here with `expression` and `xmax` only; a missing `samples` (or `xmax`) means
// the stored configuration's.

import { GALLERY_X_MAX } from '../limits.js';
import { parseXMax, parseSamples } from './configuration.js';
import { readStored, writeStored, STORAGE_NAMES } from './storage.js';

/**
 * @typedef {object} Plot
 * @property {string} source the expression as typed
 * @property {number} xMax
 * @property {number | 'auto'} samples
 */

/**
 * The plot a query string asks for, if any. Values that are out of range or not numbers are
 * ignored (and reported) in favour of the configuration's.
 * @param {string} search `location.search`, with or without the `?`
 * @param {import('./configuration.js').Configuration} configuration what fills the gaps
 * @returns {{ plot: Plot | null, ignored: string[] }} `ignored`: messages about unusable parameters
 */
export function plotFromQuery(search, configuration) {
  const query = new URLSearchParams(search);
  const source = query.get('expression');
  if (source === null || source.trim() === '') return { plot: null, ignored: [] };
  const ignored = [];
  let { xMax, samples } = configuration;
  if (query.has('xmax')) {
    // Up to the gallery's limit, not the Configuration page's: every plot page's "open in
    // Calculator" link must work.
    const parsed = parseXMax(query.get('xmax'), GALLERY_X_MAX);
    if (parsed.error) ignored.push(`xmax: ${parsed.error}`);
    else xMax = parsed.value;
  }
  if (query.has('samples')) {
    const parsed = parseSamples(query.get('samples'));
    if (parsed.error) ignored.push(`samples: ${parsed.error}`);
    else samples = parsed.value;
  }
  return { plot: { source, xMax, samples }, ignored };
}

/**
 * The query string that reproduces `plot`, without the `?`.
 * @param {Plot} plot
 * @returns {string}
 */
export function queryOf({ source, xMax, samples }) {
  return new URLSearchParams({ expression: source, xmax: String(xMax), samples: String(samples) }).toString();
}

/**
 * Whether two plots draw the same thing (null is no plot).
 * @param {Plot | null} a
 * @param {Plot | null} b
 * @returns {boolean}
 */
export function samePlot(a, b) {
  if (!a || !b) return a === b;
  return a.source === b.source && a.xMax === b.xMax && a.samples === b.samples;
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
  return { source: stored.source, xMax: xMax.value, samples: samples.value };
}

/**
 * Remembers the last plot.
 * @param {Plot} plot
 */
export function savePlotted({ source, xMax, samples }) {
  writeStored(STORAGE_NAMES.plotted, { source, xMax, samples });
}
