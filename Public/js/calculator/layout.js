// Which of the three layouts the Calculator (docs/site.md#layouts) is in. The breakpoints live in one place,
// css/calculator.css, which sets the custom property --calculator-layout on `.calculator` in its
// media queries; this module only reads it, so CSS and script can never disagree.
//
//   split    wide screens: calculator left, graph right
//   popover  tablet portrait: graph fills the screen, the calculator opens in a popover
//   push     phones: `plot` pushes the graph over the calculator; Back returns

/** @typedef {'split' | 'popover' | 'push'} Layout */

const LAYOUTS = new Set(['split', 'popover', 'push']);

/**
 * The layout `element`'s stylesheet chose; `push` (the simplest, one pane at a time) without one.
 * @param {Element} element the `.calculator` section
 * @returns {Layout}
 */
export function currentLayout(element) {
  const value = getComputedStyle(element).getPropertyValue('--calculator-layout').trim();
  return LAYOUTS.has(value) ? /** @type {Layout} */ (value) : 'push';
}

/**
 * Calls `callback` with the layout now and whenever it changes (a resize, a rotation).
 * @param {Element} element the `.calculator` section
 * @param {(layout: Layout, previous: Layout | null) => void} callback
 * @returns {() => void} stops watching
 */
export function watchLayout(element, callback) {
  let layout = currentLayout(element);
  callback(layout, null);
  const check = () => {
    const next = currentLayout(element);
    if (next === layout) return;
    const previous = layout;
    layout = next;
    callback(next, previous);
  };
  // Rotation fires resize too; a ResizeObserver would also catch changes the window does not see.
  const observer = new ResizeObserver(check);
  observer.observe(document.documentElement);
  window.addEventListener('resize', check, { passive: true });
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', check);
  };
}
