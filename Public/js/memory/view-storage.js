// Remembers each graph's view (origin relative to the centre, and scales) across reloads, in
// localStorage under a key per graph. Storage may be unavailable (private modes, disabled
// cookies, quota): then nothing is remembered and nothing breaks.

const PREFIX = 'plotsite.graph.';

/**
 * @typedef {object} StoredView
 * @property {number} dx origin − centre, CSS px
 * @property {number} dy
 * @property {number} scale
 * @property {number} scaleY
 */

/**
 * The view stored for `id`, if it was stored for the same `version` of the graph.
 * @param {string} id e.g. the plot's slug
 * @param {string} version anything that changes when the graph's content does (e.g. its expression)
 * @returns {StoredView | null}
 */
export function loadView(id, version) {
  try {
    const record = JSON.parse(localStorage.getItem(PREFIX + id) ?? 'null');
    if (!record || record.version !== version) return null;
    const { dx, dy, scale, scaleY } = record;
    return [dx, dy, scale, scaleY].every(Number.isFinite) && scale > 0 && scaleY > 0 ? { dx, dy, scale, scaleY } : null;
  } catch {
    return null;
  }
}

/**
 * Stores the view for `id`; null forgets it (the view is the graph's own again).
 * @param {string} id
 * @param {string} version
 * @param {StoredView | null} view
 */
export function saveView(id, version, view) {
  try {
    if (view) localStorage.setItem(PREFIX + id, JSON.stringify({ version, ...view }));
    else localStorage.removeItem(PREFIX + id);
  } catch {
    // Not remembering a view is not worth bothering the reader with.
  }
}
