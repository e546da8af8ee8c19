// The live view of a plot page and every module it needs, loaded side by side when plot-boot.js wakes
// the graph (docs/architecture.md#delivery): each import() starts its fetch at once, where the live view's own imports would
// be found one level after another, a network round trip per level. This readable source loads the
// live view alone; `plotsite build` writes the site's copy with all of them, from the theme's imports:
//
//   export const loadLiveView = () => Promise.all([import('./plot-page.js'), import('./graph/graph-view.js'), …]);
//   export const loadAreaOutlines = () => Promise.all([import('./figure/area-outline.js')]);

/** Loads the live view (plot-page.js starts every graph on the page) and what it imports. */
export const loadLiveView = () => import('./plot-page.js');
/** Loads what the live view needs before it takes over a figure with shaded areas. */
export const loadAreaOutlines = () => import('./figure/area-outline.js');
