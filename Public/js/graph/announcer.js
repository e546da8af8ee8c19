// The graph's polite live region (`[data-trace-announcer]`, docs/hooks.md#trace), visually hidden by
// graph-view.css: what the trace reads, that listening plays a curve, that a remembered view is shown.

/**
 * The region the markup has, or a new one: it must be in the page before it first speaks, or a screen
 * reader may not hear it.
 * @param {HTMLElement} root the graph's root
 * @returns {HTMLElement}
 */
export function announcer(root) {
  const existing = root.querySelector(':scope > [data-trace-announcer]');
  if (existing) return existing;
  const element = document.createElement('div');
  element.className = 'graph-trace-announcer';
  element.setAttribute('data-trace-announcer', '');
  element.setAttribute('aria-live', 'polite');
  element.setAttribute('aria-atomic', 'true');
  element.setAttribute('data-graph-ignore', '');
  return root.appendChild(element);
}
