// The stats popover of a graph (R-PLOT): the visible x-range and the lowest and highest y of the
// curve in view, or of each curve of a figure (R-FIGURE), kept up to date while it is open. A
// non-modal dialog: Escape or a click outside closes it. Loaded on the first click of its button
// (graph-toolbar.js), so pages load less.

import { on, off } from './dom.js';
import { rangeEndText, rangeText } from './reader-texts.js';
import { DRAW_EVENT } from './view-hooks.js';
import { curveNames } from './trace-reading.js';
import { words, say } from '../words/say.js';

let count = 0;

/**
 * Creates the (hidden) popover inside `graph`, for `button` to toggle.
 * @param {HTMLElement} graph the graph's root
 * @param {import('./graph-view.js').GraphView} view
 * @param {HTMLButtonElement} button the control that opens it, which gets focus back on Escape
 * @returns {{ element: HTMLElement, toggle: () => void }}
 */
export function statsPopover(graph, view, button) {
  const popover = document.createElement('div');
  popover.className = 'graph-popover';
  popover.id = `graph-stats-${++count}`;
  popover.setAttribute('role', 'dialog');
  popover.setAttribute('aria-label', words.stats.title);
  popover.setAttribute('data-graph-ignore', '');
  popover.tabIndex = -1;
  popover.hidden = true;
  const list = document.createElement('dl');
  list.className = 'graph-stats';
  popover.append(list);
  graph.append(popover);
  button.setAttribute('aria-controls', popover.id);
  /** The rows' values, and the curves' names they were made for (a new figure gets new rows). */
  let values = [];
  let shownNames = null;

  function update() {
    const names = curveNames(view.figure.curves);
    if (names.join('\n') !== shownNames) {
      shownNames = names.join('\n');
      values = makeRows(list, names);
    }
    const texts = statsTexts(view.visibleStats(), names.length === 1 ? null : view.visibleStatsByCurve());
    texts.forEach((text, i) => { values[i].textContent = text; });
  }
  function open() {
    update();
    popover.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    on(graph, DRAW_EVENT, update);
    on(document, 'keydown', keyDown);
    on(document, 'pointerdown', pointerDown, { capture: true });
    popover.focus({ preventScroll: true });
  }
  function close(returnFocus) {
    if (popover.hidden) return;
    popover.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    off(graph, DRAW_EVENT, update);
    off(document, 'keydown', keyDown);
    off(document, 'pointerdown', pointerDown, { capture: true });
    if (returnFocus) button.focus({ preventScroll: true });
  }
  function keyDown(event) {
    if (event.key === 'Escape') close(true);
  }
  function pointerDown(event) {
    if (!popover.contains(event.target) && !button.contains(event.target)) close(false);
  }
  return { element: popover, toggle: () => (popover.hidden ? open() : close(true)) };
}

/**
 * The popover's values, in its rows' order: the x-range, then the lowest and highest y of a lone
 * curve (`byCurve` null), or each curve's y-range; numbers as the table's language writes them.
 * @param {{xMin: number, xMax: number, yMin: number | null, yMax: number | null}} stats
 * @param {{yMin: number | null, yMax: number | null}[] | null} byCurve
 * @param {typeof words} [table] the site's word table by default
 * @returns {string[]}
 */
export function statsTexts(stats, byCurve, table = words) {
  const notInView = table.stats.notInView;
  const texts = [rangeText(stats.xMin, stats.xMax, table)];
  if (byCurve === null) {
    const span = (stats.yMax ?? 0) - (stats.yMin ?? 0);
    texts.push(stats.yMin === null ? notInView : rangeEndText(stats.yMin, span, table),
      stats.yMax === null ? notInView : rangeEndText(stats.yMax, span, table));
    return texts;
  }
  for (const { yMin, yMax } of byCurve) {
    const span = (yMax ?? 0) - (yMin ?? 0);
    texts.push(yMin === null ? notInView : say(table.stats.curveY, { from: rangeEndText(yMin, span, table), to: rangeEndText(yMax, span, table) }));
  }
  return texts;
}

/**
 * Replaces the list's rows: x, then min and max y for one curve, or a row per curve (marked in its
 * colour) for several. Returns the value cells in order.
 */
function makeRows(list, names) {
  const row = (term, swatch = null) => {
    const div = document.createElement('div');
    const dt = document.createElement('dt');
    if (swatch !== null) {
      const mark = document.createElement('span');
      mark.className = `graph-stats-swatch graph-stats-swatch-${swatch}`;
      mark.setAttribute('aria-hidden', 'true');
      dt.append(mark);
    }
    dt.append(term);
    const dd = document.createElement('dd');
    div.append(dt, dd);
    list.append(div);
    return dd;
  };
  list.replaceChildren();
  if (names.length === 1) return [row(words.plot.xFrom), row(words.stats.minY), row(words.stats.maxY)];
  return [row(words.plot.xFrom), ...names.map((name, i) => row(name, i))];
}
