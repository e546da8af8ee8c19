// What plot-boot.js loads when the reader first reaches for the graph: the live view of a plot page
// and, for a figure with shaded areas, what it needs before it takes over, side by side. This readable
// source loads the modules as they are in Public/; `plotsite build` writes the site's copy to load the
// live view as one file, its modules bundled (docs/architecture.md#delivery):
//
//   export const loadLiveView = () => import('./live-view.3f9a2c1e.js');
//   export const loadAreaOutlines = () => import('./live/figure/area-outline.1b2c3d4e.js');

/** Loads the live view (plot-page.js starts every graph on the page) and what it imports. */
export const loadLiveView = () => import('./plot-page.js');
/** Loads what the live view needs before it takes over a figure with shaded areas. */
export const loadAreaOutlines = () => import('./figure/area-outline.js');
