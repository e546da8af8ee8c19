// The stats popover of a graph (docs/site.md#plot-page): the visible x-range and the lowest and highest y of the
// curve in view, or of each curve of a figure (docs/site.md#figures), kept up to date while it is open. The
// extremes are exact (visible-extremes.js): "1 (at x = 0)" for exp(−x²), "4 (at the right edge)" for
// x² on 1 … 2. A non-modal dialog: Escape or a click outside closes it. Loaded on the first click of
// its button (graph-toolbar.js), so pages load less.

import { on, off } from '../graph/dom.js';
import { rangeText } from '../graph/reader-texts.js';
import { DRAW_EVENT } from '../graph/view-hooks.js';
import { curveNames, pointNumber } from '../graph/trace-reading.js';
import { visibleExtremes } from './visible-extremes.js';
import { curveRound, paletteIndex } from '../graph/plot-svg-parts.js';
import { words, say, localNumber } from '../words/say.js';

/**
 * While the view keeps moving, the extremes follow at most this often (ms), and once more when it
 * rests: each search evaluates every curve a thousand times and more, too much for every frame.
 */
const EXTREMES_MS = 100;

let count = 0;

/**
 * Creates the (hidden) popover inside `graph`, for `button` to toggle.
 * @param {HTMLElement} graph the graph's root
 * @param {import('../graph/graph-view.js').GraphView} view
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
  let timer = 0;
  let lastExtremes = -Infinity;

  /** The x-range now; the extremes now, or within EXTREMES_MS of the last ones. */
  function update({ now = false } = {}) {
    const names = curveNames(view.figure.curves);
    if (names.join('\n') !== shownNames) {
      shownNames = names.join('\n');
      values = makeRows(list, names);
      now = true;
    }
    const ranges = view.visibleRanges();
    values[0].textContent = rangeText(ranges.xMin, ranges.xMax);
    if (now) writeExtremes();
    else if (!timer) timer = setTimeout(writeExtremes, Math.max(0, lastExtremes + EXTREMES_MS - performance.now()));
  }
  function writeExtremes() {
    clearTimeout(timer);
    timer = 0;
    lastExtremes = performance.now();
    const ranges = view.visibleRanges();
    const shown = view.visibleStatsByCurve();
    // A curve with no part in the frame is not in view, whatever its values beyond it.
    const extremes = view.figure.curves.map((curve, i) => (shown[i]?.yMin == null ? null : visibleExtremes(curve, ranges.xMin, ranges.xMax, ranges)));
    statsTexts(ranges, extremes).forEach((text, i) => { values[i].textContent = text; });
  }
  function open() {
    update({ now: true });
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
    clearTimeout(timer);
    timer = 0;
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
 * curve, or each curve's y-range; numbers as the table's language writes them.
 * @param {{xMin: number, xMax: number}} ranges the visible x-range
 * @param {({low: import('./visible-extremes.js').Extreme, high: import('./visible-extremes.js').Extreme} | null)[]} extremes
 *   per curve, null where it is not in view
 * @param {typeof words} [table] the site's word table by default
 * @returns {string[]}
 */
export function statsTexts({ xMin, xMax }, extremes, table = words) {
  const notInView = table.stats.notInView;
  const texts = [rangeText(xMin, xMax, table)];
  if (extremes.length === 1) {
    const [only] = extremes;
    return [...texts, ...(only === null ? [notInView, notInView] : [extremeText(only.low, table), extremeText(only.high, table)])];
  }
  for (const curve of extremes) {
    texts.push(curve === null ? notInView : say(table.stats.curveY, { from: extremeText(curve.low, table), to: extremeText(curve.high, table) }));
  }
  return texts;
}

/** `1 (at x = 0)`, `4 (at the right edge)`, `above the view`: one end of a curve's values. */
function extremeText({ y, x, at }, table) {
  const number = (value) => localNumber(pointNumber(value), table.number.decimal);
  const { stats } = table;
  switch (at) {
    case 'left': return say(stats.atLeftEdge, { y: number(y) });
    case 'right': return say(stats.atRightEdge, { y: number(y) });
    case 'near': return say(stats.near, { y: number(y), x: number(x) });
    case 'above': return stats.aboveView;
    case 'below': return stats.belowView;
    default: return say(stats.at, { y: number(y), x: number(x) });
  }
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
      // Its colour, and from curve 8 on its round's dashes (graph-live.css), as the curve is drawn.
      mark.className = `graph-stats-swatch graph-stats-swatch-${paletteIndex(swatch)} graph-stats-swatch-round-${curveRound(swatch)}`;
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
