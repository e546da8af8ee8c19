// Renders a plot's current SVG to a PNG file. The SVG goes through an Image from a data: URL,
// which the pages' CSP allows (img-src 'self' data:), unlike a blob: URL.

/** Classes whose colours come from the page's stylesheet (dark mode), and the properties they use (a label's halo is its stroke). */
const PAINTED = [['.plot-background', 'fill'], ['.plot-grid', 'stroke'], ['.plot-axes', 'stroke'], ['.plot-labels', 'fill'],
  ['.plot-labels', 'stroke'], ['.plot-curve', 'stroke'], ['.plot-area', 'fill'], ['.plot-line', 'stroke'], ['.plot-point', 'fill'],
  ['.plot-point', 'stroke'], ['.plot-annotations', 'fill'], ['.plot-annotations', 'stroke'], ['.plot-legend-background', 'fill'],
  ['.plot-legend-background', 'stroke'], ['.plot-legend-swatch', 'stroke'], ['.plot-legend-label', 'fill']];

/**
 * Draws `svg` as it looks now (with the page's colours) onto a canvas and downloads it.
 * @param {SVGSVGElement} svg
 * @param {string} filename e.g. `tangent.png`
 * @param {number} [density] pixels per CSS px in the image; default the screen's, at least 2
 * @returns {Promise<void>}
 */
export async function downloadPNG(svg, filename, density = Math.max(2, window.devicePixelRatio || 1)) {
  const { width, height } = svg.getBoundingClientRect();
  const copy = /** @type {SVGSVGElement} */ (svg.cloneNode(true));
  // An image knows nothing of the page's CSS: bake the colours in as presentation attributes
  // (every match: a figure has a curve, an area, a point… of each colour).
  for (const [selector, property] of PAINTED) {
    const targets = copy.querySelectorAll(selector);
    svg.querySelectorAll(selector).forEach((original, i) => targets[i]?.setAttribute(property, getComputedStyle(original)[property]));
  }
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const image = new Image();
  image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(new XMLSerializer().serializeToString(copy));
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * density);
  canvas.height = Math.round(height * density);
  canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG encoding failed'))), 'image/png'));
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the download a moment to start before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
