// A short notice over a graph that fades (docs/site.md#the-live-graph): "Use two fingers to move the
// graph" after the first one-finger swipe that scrolled the page instead, "Showing the view you left…"
// when a remembered view is shown. Each kind is shown once per page: the graph's root lists the kinds
// shown in data-graph-noticed (for scripts and tests too).
// The notice is for the eyes (aria-hidden); what a screen reader must hear goes to a live region.

/** How long a notice stays, ms (graph-view.css fades it out over its last part). */
const SHOWN_MS = 3200;

/**
 * Shows `text` over `graph` for a moment, unless a notice of this `kind` was shown there already.
 * @param {HTMLElement} graph the graph's root
 * @param {string} kind e.g. `two-fingers`
 * @param {string | null} text nothing is shown without it
 */
export function showNotice(graph, kind, text) {
  const shown = (graph.getAttribute('data-graph-noticed') ?? '').split(' ');
  if (!text || shown.includes(kind)) return;
  graph.setAttribute('data-graph-noticed', [...shown, kind].join(' ').trim());
  graph.querySelector('.graph-notice')?.remove();
  const notice = document.createElement('p');
  notice.className = 'graph-notice';
  notice.setAttribute('aria-hidden', 'true');
  notice.setAttribute('data-graph-ignore', '');
  notice.setAttribute('data-notice', kind);
  notice.textContent = text;
  graph.append(notice);
  setTimeout(() => notice.remove(), SHOWN_MS);
}
