// Full screen for a plot page's or an embed's graph (docs/site.md#full-screen): the toolbar's Full
// screen button gives the graph's stage — the graph with its sliders, legend and areas
// ([data-graph-stage], Templates/plot.html) — the whole screen. Where the browser has the Fullscreen
// API for elements it is used; where it has not (Safari on an iPhone), or refuses (an iframe without
// `allowfullscreen`), the stage covers the window (graph-view.css: a fixed overlay), which is what the
// reader sees either way. There one finger pans in every direction (the graph's touch-action is
// `none`). Back leaves (entering adds a history entry), and so do Escape and the button again.
//
// While full screen the graph's root has data-graph-fullscreen and the button aria-pressed="true"; the
// stage's data-full-screen is empty while the browser is asked, then `screen` (the Fullscreen API's) or
// `window` (the overlay alone). One copy of this module keeps a graph's full screen: the boot script's
// (plot-boot.js), or the toolbar's on a page without it.

/** What the history entry that full screen adds carries, so that Back can be told from other moves. */
const STATE_KEY = 'plotsiteFullScreen';
/** What undoes each graph's full screen, while it is. */
const leaving = new WeakMap();

/**
 * Enters full screen, or leaves it if the graph is full screen already.
 * @param {HTMLElement} graph the graph's root
 * @param {HTMLButtonElement} button the toolbar's Full screen button
 */
export function toggleFullScreen(graph, button) {
  if (graph.hasAttribute('data-graph-fullscreen')) leave(graph);
  else enter(graph, button);
}

function enter(graph, button) {
  const stage = graph.closest('[data-graph-stage]') ?? graph;
  graph.setAttribute('data-graph-fullscreen', '');
  stage.setAttribute('data-full-screen', '');
  button.setAttribute('aria-pressed', 'true');
  history.pushState({ ...history.state, [STATE_KEY]: graph.id || true }, '');

  const leaveOnBack = () => leave(graph, { back: false });
  const leaveOnEscape = (event) => {
    // An Escape the graph took (ending the trace, closing the stats) is not for us.
    if (event.key === 'Escape' && !event.defaultPrevented) leave(graph);
  };
  const leaveWithBrowser = () => {
    if (!document.fullscreenElement) leave(graph);
  };
  addEventListener('popstate', leaveOnBack);
  addEventListener('keydown', leaveOnEscape);
  document.addEventListener('fullscreenchange', leaveWithBrowser);
  leaving.set(graph, () => {
    removeEventListener('popstate', leaveOnBack);
    removeEventListener('keydown', leaveOnEscape);
    document.removeEventListener('fullscreenchange', leaveWithBrowser);
    graph.removeAttribute('data-graph-fullscreen');
    stage.removeAttribute('data-full-screen');
    button.setAttribute('aria-pressed', 'false');
  });
  const settled = (how) => { if (leaving.has(graph)) stage.setAttribute('data-full-screen', how); };
  if (document.fullscreenEnabled && stage.requestFullscreen) {
    // Refused (no gesture left, a frame without allowfullscreen): the overlay is full screen enough.
    stage.requestFullscreen({ navigationUI: 'hide' }).then(() => settled('screen'), () => settled('window'));
  } else {
    settled('window');
  }
}

/**
 * Leaves full screen: the overlay, the browser's full screen, and (unless Back did it) the history
 * entry full screen added.
 */
function leave(graph, { back = true } = {}) {
  const undo = leaving.get(graph);
  if (!undo) return;
  leaving.delete(graph);
  undo();
  if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
  if (back && history.state?.[STATE_KEY]) history.back();
}
