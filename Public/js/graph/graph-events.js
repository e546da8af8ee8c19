// The events a GraphView dispatches on its root, named once: the view's core and the features
// attached to it dispatch them, pages and scripts listen (README, "Automation hooks").

/** Dispatched on the root after every redraw; `detail.ms` is what the redraw cost. */
export const DRAW_EVENT = 'graphdraw';

/**
 * Dispatched on the root after the points of interest were asked for afresh:
 * `detail: { points, omitted, xMin, xMax }` (the provider's answer, for the x-range it was asked for).
 */
export const POI_EVENT = 'graphpoi';

/**
 * Dispatched on the root when the trace changes (started, moved, another curve, ended):
 * `detail: { trace: { curve, x, y } | null, ms }`, ms what the change cost (a marker drag's budget).
 */
export const TRACE_EVENT = 'graphtrace';
