// The `d` of a Riemann sum's three paths (docs/hooks.md#the-graphs-drawing): its pieces above the x-axis,
// those below, and every piece's outline, each piece one closed subpath with absolute coordinates. A
// port of Sources/PlotSVG/SumPathData.swift (read the reasoning there): the same text.

import { svgUnits, unitsText } from './svg-number.js';

/**
 * @param {Float64Array} parts x0, x1, y0, y1 per piece (riemann-sum.js)
 * @param {{xMin: number, xMax: number, yMin: number, yMax: number, width: number, height: number}} v device pixels
 * @param {number} density device pixels per SVG unit
 * @returns {{positive: string, negative: string, outline: string}}
 */
export function sumPathData(parts, v, density) {
  const decimals = Math.max(1, Math.ceil(Math.log10(5 * density)));
  const xScale = v.width / (v.xMax - v.xMin);
  const yScale = v.height / (v.yMax - v.yMin);
  const x = (value) => unitsText(svgUnits((value - v.xMin) * xScale / density, decimals), decimals);
  const y = (value) => unitsText(svgUnits((v.yMax - value) * yScale / density, decimals), decimals);
  const base = y(0);
  let positive = '';
  let negative = '';
  let outline = '';
  for (let i = 0; i < parts.length; i += 4) {
    const x0 = parts[i];
    const x1 = parts[i + 1];
    const y0 = parts[i + 2];
    const y1 = parts[i + 3];
    if (x1 < v.xMin || x0 > v.xMax) continue;
    const left = x(x0);
    const right = x(x1);
    if (y0 === y1) {
      const piece = `M${left} ${base}V${y(y0)}H${right}V${base}Z`;
      outline += piece;
      if (y0 > 0) positive += piece;
      else if (y0 < 0) negative += piece;
      continue;
    }
    const piece = `M${left} ${base}L${left} ${y(y0)}L${right} ${y(y1)}L${right} ${base}Z`;
    outline += piece;
    if ((y0 < 0) === (y1 < 0) || y0 === 0 || y1 === 0) {
      if (y0 + y1 > 0) positive += piece;
      else negative += piece;
      continue;
    }
    // Where the top crosses the axis.
    const cross = x(x0 + (x1 - x0) * (y0 / (y0 - y1)));
    const first = `M${left} ${base}L${left} ${y(y0)}L${cross} ${base}Z`;
    const second = `M${cross} ${base}L${right} ${y(y1)}L${right} ${base}Z`;
    if (y0 > 0) {
      positive += first;
      negative += second;
    } else {
      negative += first;
      positive += second;
    }
  }
  return { positive, negative, outline };
}
