// The stats popover of a graph (R-PLOT): the visible x-range and the lowest and highest y of the
// curve in view, or of each curve of a figure (R-FIGURE), kept up to date while it is open. A
// non-modal dialog: Escape or a click outside closes it. Loaded on the first click of its button
// (graph-toolbar.js), so pages load less.

import { on, off } from './dom.js';
import { rangeEndLabel } from './ticks.js';
import { DRAW_EVENT } from './graph-view.js';

let count = 0;
const NOT_IN_VIEW = 'not in view';

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
  popover.setAttribute('aria-label', 'Visible region');
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
    const names = curveNames(view.figure);
    if (names.join('\n') !== shownNames) {
      shownNames = names.join('\n');
      values = makeRows(list, names);
    }
    const stats = view.visibleStats();
    const near = (value) => rangeEndLabel(value, stats.xMax - stats.xMin);
    values[0].textContent = `${near(stats.xMin)} to ${near(stats.xMax)}`;
    if (names.length === 1) {
      const span = (stats.yMax ?? 0) - (stats.yMin ?? 0);
      values[1].textContent = stats.yMin === null ? NOT_IN_VIEW : rangeEndLabel(stats.yMin, span);
      values[2].textContent = stats.yMax === null ? NOT_IN_VIEW : rangeEndLabel(stats.yMax, span);
      return;
    }
    view.visibleStatsByCurve().forEach(({ yMin, yMax }, i) => {
      const span = (yMax ?? 0) - (yMin ?? 0);
      values[i + 1].textContent = yMin === null ? NOT_IN_VIEW : `y ${rangeEndLabel(yMin, span)} to ${rangeEndLabel(yMax, span)}`;
    });
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

/** What each curve is called: its name (label or description), else its number. */
function curveNames(figure) {
  return figure.curves.map((curve, i) => curve.name ?? `curve ${i + 1}`);
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
  if (names.length === 1) return [row('x from'), row('min y'), row('max y')];
  return [row('x from'), ...names.map((name, i) => row(name, i))];
}
