// `{n}` in a plot's title, notes and curves' labels (docs/manifest.md#live-labels): the slider's value, rewritten as
// the sliders move. The build writes each text at the declared values and marks it: `data-live-text` on the page's
// title, notes and legend rows holds the text as written; `liveLabels` in data-figure the labels of the drawing's
// legend. A placeholder is `{`, one lower-case letter, `}`, as Swift's LiveText reads it; the value is written
// with six significant digits and the language's decimal separator (PlotRendering.readable). A Taylor polynomial
// whose degree is a slider (docs/manifest.md#taylor-polynomials) has its legend at every degree in data-figure's
// `taylors`, written by the build: the page's legend row and the drawing's show the one at the slider's value.

import { localNumber } from '../words/say.js';
import { setText } from '../graph/dom.js';
import { setLegendLabel } from '../graph/legend-label.js';
import { significant, withMinusSigns } from '../decimal-text.js';

const PLACEHOLDER = /\{([a-z])\}/g;

/** Six significant digits, true minus signs, the language's decimal separator. */
export function liveNumber(value) {
  const text = significant(value, 6);
  return localNumber(withMinusSigns(text === '-0' ? '0' : text));
}

/**
 * `template` with each `{n}` that `values` has written as its value; others stay as written.
 * @param {string} template
 * @param {Record<string, number>} values
 */
export function filledText(template, values) {
  return template.replace(PLACEHOLDER, (whole, name) => (Object.hasOwn(values, name) ? liveNumber(values[name]) : whole));
}

/**
 * A writer of the page's live texts at the sliders' values: the marked texts of the page and the drawing's
 * legend labels of `graph`; null where there are none.
 * @param {HTMLElement} graph
 * @param {{liveLabels?: (string | null)[]}} figureData
 * @returns {((values: Record<string, number>) => void) | null}
 */
export function liveTextWriter(graph, figureData) {
  const page = [...document.querySelectorAll('[data-live-text]')].map((element) => ({ element, template: element.getAttribute('data-live-text') }));
  const drawingTexts = (i) => [...graph.querySelectorAll(`.plot-legend [data-curve-swatch="${i}"] + text`)];
  const drawing = (figureData.liveLabels ?? []).flatMap((template, i) => (template === null ? []
    : drawingTexts(i).map((text) => ({ text, template }))));
  const legend = document.querySelector('[data-legend]');
  const taylors = (figureData.taylors ?? []).map(({ curve, slider, names }) => ({
    slider, names, pageText: legend?.children[curve]?.querySelector('span'), texts: drawingTexts(curve),
  }));
  if (page.length === 0 && drawing.length === 0 && taylors.length === 0) return null;
  return (values) => {
    for (const { element, template } of page) setText(element, filledText(template, values));
    for (const { text, template } of drawing) setLegendLabel(text, filledText(template, values));
    for (const { slider, names, pageText, texts } of taylors) {
      const name = names[Math.min(names.length - 1, Math.max(0, Math.round(values[slider])))];
      if (pageText) setText(pageText, name);
      for (const text of texts) setLegendLabel(text, name);
    }
  };
}
