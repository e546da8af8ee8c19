// An embed page's controls fold into a button when its frame is short (docs/site.md#embeds): where the
// sliders, legend and areas under the graph would leave it (its drawing and toolbar) less than MIN_SHARE
// of the frame's height, or would not fit at all, they fold (css/embed.css): the graph takes the frame,
// and the button ([data-embed-fold], in the bar with the link to the full page) opens the controls over
// the graph's lower part, and closes them again. The article's data-controls says which: `shown`,
// `folded` or `open`, or `none` for a figure without any (docs/hooks.md). Sources/PlotSiteGenerator/Pages/EmbedCode.swift sizes the copied
// frame by the same rule. Decided when the page loads and whenever the frame changes size: the page is
// laid out unfolded and measured in one go, so nothing unfolded is ever painted. Loaded by the boot
// script (plot-boot.js) on a page that has the button.

/** The least share of the frame's height the graph keeps, controls or not. */
const MIN_SHARE = 0.6;

const article = document.querySelector('[data-embed]');
const button = document.querySelector('[data-embed-fold]');
const controls = document.getElementById(button?.getAttribute('aria-controls') ?? '');

if (article && button && controls?.querySelector('*')) {
  button.addEventListener('click', () => setOpen(article.getAttribute('data-controls') === 'folded'));
  addEventListener('resize', fit);
  fit();
} else {
  article?.setAttribute('data-controls', 'none');  // nothing to fold: no sliders, legend or areas
}

function fit() {
  article.setAttribute('data-controls', 'shown');
  const graph = article.querySelector('[data-graph]').getBoundingClientRect();
  const fits = graph.height >= MIN_SHARE * innerHeight && document.documentElement.scrollHeight <= innerHeight;
  button.hidden = fits;
  if (!fits) setOpen(false);
}

function setOpen(open) {
  button.setAttribute('aria-expanded', String(open));
  article.setAttribute('data-controls', open ? 'open' : 'folded');
}
