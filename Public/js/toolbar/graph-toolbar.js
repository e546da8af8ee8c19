// The controls in a graph's `.graph-toolbar` (docs/site.md#plot-page): Reset view (a labelled button,
// shown while the view is not the figure's own: the root's data-view-moved), full screen, stats, listen
// and PNG download, as icon buttons with accessible names (their icons in graph-view.css). A plot
// page's markup has them already, beside its download-SVG link (Templates/graph.html,
// `[data-graph-control]`, hidden until the boot script shows them), so the icons never move under the
// reader's finger; for a graph without them (the Calculator's) they are made here, full screen aside
// (the Calculator's graph has a pane of its own). The boot script keeps the full screen button
// (full-screen.js) for the page's whole life. The stats popover and the PNG export are loaded when
// first used: most visits never need them.

import { words } from '../words/say.js';
import { LISTEN_EVENT } from '../listen/listen-feature.js';

/**
 * Makes the toolbar's controls work (creating the toolbar and its buttons if the markup has none), then
 * does what was pressed before they worked: the boot script (plot-boot.js) keeps those presses until
 * `graph.takeOverControls()` hands them over.
 * @param {HTMLElement} graph the graph's root
 * @param {import('../graph/graph-view.js').GraphView} view
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

  const recenter = control(toolbar, 'recenter', words.graph.resetView);
  recenter.addEventListener('click', () => view.recenter());
  const fullScreen = toolbar.querySelector('button[data-graph-control="fullscreen"]');
  // A theme that loads this view without the boot script: the button is the toolbar's.
  if (fullScreen && !graph.wakeGraph) {
    fullScreen.addEventListener('click', () => import('./full-screen.js').then(({ toggleFullScreen }) => toggleFullScreen(graph, fullScreen)));
  }
  const stats = control(toolbar, 'stats', words.graph.stats);
  stats.setAttribute('aria-haspopup', 'dialog');
  stats.setAttribute('aria-expanded', 'false');
  let popover;
  stats.addEventListener('click', async () => {
    popover ??= import('./stats-popover.js').then(({ statsPopover }) => statsPopover(graph, view, stats));
    (await popover).toggle();
  });
  const listen = control(toolbar, 'listen', words.graph.listen);
  listen.addEventListener('click', () => (view.listening ? view.stopListening() : view.listen()));
  graph.addEventListener(LISTEN_EVENT, ({ detail }) => {
    listen.setAttribute('aria-label', detail.listening ? words.graph.stopListening : words.graph.listen);
    listen.title = listen.getAttribute('aria-label');
  });
  const png = control(toolbar, 'png', words.graph.png);
  png.addEventListener('click', async () => {
    const name = `${graph.getAttribute('data-download-name') || graph.getAttribute('data-plot-id') || 'graph'}.png`;
    try {
      const { downloadPNG } = await import('./png-export.js');
      await downloadPNG(graph.querySelector('svg.plot-svg'), name);
    } catch (error) {
      console.warn('PNG export failed:', error);
    }
  });
  if (!recenter.isConnected) toolbar.prepend(recenter, stats);
  if (!listen.isConnected) toolbar.append(listen);
  if (!png.isConnected) toolbar.append(png);
  for (const button of [recenter, fullScreen, stats, listen, png]) {
    if (!button) continue;
    // The markup leaves the tooltip to the script (a page without one hides the button): it costs every page's first visit.
    if (button.hasAttribute('aria-label')) button.title = button.getAttribute('aria-label');
    button.hidden = false;
  }
  const controls = { recenter, stats, listen, png };
  for (const name of graph.takeOverControls?.() ?? []) controls[name]?.click();
}

/**
 * The markup's button for `name`, or a new one (not yet in the toolbar): an icon with an accessible name
 * (graph-view.css draws the icon), or for recenter the labelled Reset view.
 */
function control(toolbar, name, label) {
  const existing = toolbar.querySelector(`button[data-graph-control="${name}"]`);
  if (existing) return existing;
  const element = document.createElement('button');
  element.type = 'button';
  element.setAttribute('data-graph-control', name);
  if (name === 'recenter') {
    element.className = 'graph-reset';
    element.textContent = label;
  } else {
    element.className = 'icon-button';
    element.setAttribute('aria-label', label);
  }
  return element;
}
