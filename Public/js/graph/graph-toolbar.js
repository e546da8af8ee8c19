// The controls in a graph's `.graph-toolbar` (R-PLOT): recenter, stats, and PNG download, as icon
// buttons with accessible names. A plot page's markup has them already, beside its download-SVG link
// (Templates/plot.html, `[data-graph-control]`, hidden until the boot script shows them), so the
// toolbar never changes under the reader's finger; for a graph without them (the Calculator's) they are
// made here. The stats popover and the PNG export are loaded when first used: most visits never need
// them.

import { svgElement } from './dom.js';
import { words } from '../words/say.js';

/** 24×24 stroked icons, for a toolbar whose markup has no buttons. */
const ICONS = {
  recenter: 'M12 3v4M12 17v4M3 12h4M17 12h4M12 9.5a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5',
  stats: 'M4 20h16M7 16V11M12 16V5M17 16v-7',
  png: 'M4 5h16v14H4zM4 16l5-5l4 4l2-2l5 5M15.5 8.5h.01',
};

/**
 * Makes the toolbar's controls work (creating the toolbar and its buttons if the markup has none), then
 * does what was pressed before they worked: the boot script (plot-boot.js) keeps those presses until
 * `graph.takeOverControls()` hands them over.
 * @param {HTMLElement} graph the graph's root
 * @param {import('./graph-view.js').GraphView} view
 */
export function addGraphControls(graph, view) {
  let toolbar = graph.querySelector('.graph-toolbar');
  if (!toolbar) {
    toolbar = document.createElement('div');
    toolbar.className = 'graph-toolbar';
    graph.append(toolbar);
  }
  // Pointer gestures on the toolbar are the buttons', not the graph's.
  toolbar.setAttribute('data-graph-ignore', '');
  toolbar.setAttribute('role', 'group');
  toolbar.setAttribute('aria-label', words.graph.controls);

  const recenter = control(toolbar, 'recenter', words.graph.recenter);
  recenter.addEventListener('click', () => view.recenter());
  const stats = control(toolbar, 'stats', words.graph.stats);
  stats.setAttribute('aria-haspopup', 'dialog');
  stats.setAttribute('aria-expanded', 'false');
  let popover;
  stats.addEventListener('click', async () => {
    popover ??= import('./stats-popover.js').then(({ statsPopover }) => statsPopover(graph, view, stats));
    (await popover).toggle();
  });
  const png = control(toolbar, 'png', words.graph.png);
  png.addEventListener('click', async () => {
    const name = `${graph.getAttribute('data-plot-id') || 'graph'}.png`;
    try {
      const { downloadPNG } = await import('./png-export.js');
      await downloadPNG(graph.querySelector('svg.plot-svg'), name);
    } catch (error) {
      console.warn('PNG export failed:', error);
    }
  });
  if (!recenter.isConnected) toolbar.prepend(recenter, stats);
  if (!png.isConnected) toolbar.append(png);
  for (const button of [recenter, stats, png]) button.hidden = false;
  const controls = { recenter, stats, png };
  for (const name of graph.takeOverControls?.() ?? []) controls[name]?.click();
}

/** The markup's button for `name`, or a new one (not yet in the toolbar). */
function control(toolbar, name, label) {
  const existing = toolbar.querySelector(`button[data-graph-control="${name}"]`);
  if (existing) return existing;
  const element = document.createElement('button');
  element.type = 'button';
  element.className = 'icon-button';
  element.setAttribute('data-graph-control', name);
  element.setAttribute('aria-label', label);
  element.title = label;
  const svg = svgElement('svg', { viewBox: '0 0 24 24', width: 20, height: 20, 'aria-hidden': 'true', focusable: 'false' });
  svg.append(svgElement('path', { d: ICONS[name], fill: 'none', stroke: 'currentColor', 'stroke-width': 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }));
  element.append(svg);
  return element;
}
