// A plot page prints as a handout (docs/site.md#print): the figure at full width with its legend,
// description, notes, points of interest and table of values; site.css's `@media print` hides the
// tab bar, the controls and the sliders. This module shows the page's Print button ([data-print],
// written hidden: without a script it could do nothing) and opens the closed table of values and the
// points of interest's "and N more" while printing, from the button or the browser's own menu alike (a
// closed <details> prints only its summary where ::details-content cannot be styled).

for (const button of document.querySelectorAll('[data-print]')) {
  button.hidden = false;
  button.addEventListener('click', () => window.print());
}

/** The <details> this module opened for printing, to close again afterwards. */
let openedForPrint = [];

addEventListener('beforeprint', () => {
  openedForPrint = [...document.querySelectorAll('details.plot-table:not([open]), details.plot-poi-more:not([open])')];
  for (const details of openedForPrint) details.open = true;
});

addEventListener('afterprint', () => {
  for (const details of openedForPrint) details.open = false;
  openedForPrint = [];
});
