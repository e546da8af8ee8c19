// The stats popover of a graph (R-PLOT): the visible x-range and the lowest and highest y of the
// curve in view, kept up to date while it is open. A non-modal dialog: Escape or a click outside
// closes it. Loaded on the first click of its button (graph-toolbar.js), so pages load less.

import { on, off } from './dom.js';
import { rangeEndLabel } from './ticks.js';
import { DRAW_EVENT } from './graph-view.js';

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
  popover.setAttribute('aria-label', 'Visible region');
  popover.setAttribute('data-graph-ignore', '');
  popover.tabIndex = -1;
  popover.hidden = true;
  const list = document.createElement('dl');
  list.className = 'graph-stats';
  const values = {};
  for (const [key, term] of [['x', 'x from'], ['yMin', 'min y'], ['yMax', 'max y']]) {
    const row = document.createElement('div');
    const dt = document.createElement('dt');
    dt.textContent = term;
    values[key] = document.createElement('dd');
    row.append(dt, values[key]);
    list.append(row);
  }
  popover.append(list);
  graph.append(popover);
  button.setAttribute('aria-controls', popover.id);

  function update() {
    const stats = view.visibleStats();
    const near = (value) => rangeEndLabel(value, stats.xMax - stats.xMin);
    values.x.textContent = `${near(stats.xMin)} to ${near(stats.xMax)}`;
    const span = (stats.yMax ?? 0) - (stats.yMin ?? 0);
    values.yMin.textContent = stats.yMin === null ? 'not in view' : rangeEndLabel(stats.yMin, span);
    values.yMax.textContent = stats.yMax === null ? 'not in view' : rangeEndLabel(stats.yMax, span);
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
