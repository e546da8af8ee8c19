// A figure's Riemann sums in the live SVG, as SVGRenderer+Marks.swift and SVGRenderer+SumPatterns.swift
// write them at build time: in `g.plot-sums`, a `<defs>` of patterns, per sum one for its pieces above the
// axis and one for those below (`pattern[data-sum-pattern="i"][data-shade]`), then per sum three paths,
// `path[data-sum-part="i"]` with `data-shade` positive, negative and outline (every sum's shading, then every
// outline; the outline's `data-pieces` says how many pieces it has). Sum i has a colour of its own, the palette's colour (curves + i), and the
// pattern of its rule (docs/site.md#sums). Made (or taken over) once per figure; each frame only rewrites
// the paths' `d` from the sum's pieces as they are now.

import { svgElement, setAttribute } from './dom.js';
import { sumPathData } from './sum-path-data.js';
import { CURVE_COLORS, SUM_PATTERN_SIZE, SUM_PATTERNS } from './plot-svg-parts.js';

/** The patterns' tint and lines, above the axis and below it (SVGRenderer.sumShades). */
const SHADES = Object.freeze([['positive', '0.16', '0.8'], ['negative', '0.06', '0.45']]);

/** Patterns made live get ids no build-time drawing uses. */
let madePatterns = 0;

/**
 * The palette entry of sum `index` in a figure of `curveCount` curves: the colours after the curves', so
 * that each sum has one of its own (SVGRenderer.sumColorIndex).
 */
export function sumColourIndex(index, curveCount) {
  return (curveCount + index) % CURVE_COLORS.length;
}

/**
 * Per sum, its `{ positive, negative, outline }` paths in `group`, taken over or made, with their
 * patterns; the group's other children removed.
 * @param {SVGGElement} group
 * @param {readonly {curve: number, rule: string}[]} sums
 * @param {number} curveCount how many curves the figure has
 */
export function sumElements(group, sums, curveCount) {
  const defs = group.querySelector(':scope > defs') ?? svgElement('defs');
  group.prepend(defs);
  const kept = [defs];
  const keptPatterns = [];
  const path = (i, shade, attributes) => {
    const element = group.querySelector(`:scope > [data-sum-part="${i}"][data-shade="${shade}"]`) ?? svgElement('path');
    for (const [name, value] of Object.entries({ ...attributes, 'data-sum-part': i, 'data-shade': shade })) setAttribute(element, name, value);
    group.append(element);
    kept.push(element);
    return element;
  };
  const shaded = sums.map((sum, i) => SHADES.map(([shade, tint, lines]) => {
    const pattern = sumPattern(defs, i, shade, sumColourIndex(i, curveCount), sum.rule, tint, lines);
    keptPatterns.push(pattern);
    return path(i, shade, { class: `plot-sum plot-sum-${shade}`, fill: `url(#${pattern.id})`, stroke: 'none' });
  }));
  // Every outline over every shading: where sums overlap, each keeps its edges in its colour.
  const elements = sums.map((_, i) => {
    const colourIndex = sumColourIndex(i, curveCount);
    const [positive, negative] = shaded[i];
    const outline = path(i, 'outline', {
      class: `plot-sum-outline plot-stroke-${colourIndex}`, fill: 'none', stroke: CURVE_COLORS[colourIndex], 'stroke-width': 1, 'stroke-opacity': '0.8', 'stroke-linejoin': 'round',
    });
    return { positive, negative, outline };
  });
  for (const extra of [...group.children]) if (!kept.includes(extra)) extra.remove();
  for (const extra of [...defs.children]) if (!keptPatterns.includes(extra)) extra.remove();
  return elements;
}

/**
 * Sum i's pattern for one side of the axis in `defs`, taken over or made: a tint of its colour under its
 * rule's lines, in screen units (SVGRenderer.sumPattern).
 * @returns {SVGPatternElement}
 */
function sumPattern(defs, i, shade, colourIndex, rule, tint, lines) {
  let pattern = defs.querySelector(`:scope > [data-sum-pattern="${i}"][data-shade="${shade}"]`);
  if (pattern === null) {
    madePatterns += 1;
    pattern = svgElement('pattern', { id: `plot-live-sum-pattern-${madePatterns}`, 'data-sum-pattern': i, 'data-shade': shade, patternUnits: 'userSpaceOnUse' });
    pattern.append(svgElement('rect'), svgElement('path'));
    defs.append(pattern);
  }
  const colour = CURVE_COLORS[colourIndex];
  const size = SUM_PATTERN_SIZE;
  setAttribute(pattern, 'width', size);
  setAttribute(pattern, 'height', size);
  const [rect, path] = pattern.children;
  for (const [name, value] of Object.entries({ class: `plot-fill-${colourIndex}`, width: size, height: size, fill: colour, 'fill-opacity': tint, 'stroke-width': 0 })) {
    setAttribute(rect, name, value);
  }
  const attributes = {
    class: `plot-stroke-${colourIndex}`, d: SUM_PATTERNS[rule], fill: 'none', stroke: colour, 'stroke-opacity': lines, 'stroke-width': 1.25, 'stroke-linecap': 'round',
  };
  for (const [name, value] of Object.entries(attributes)) setAttribute(path, name, value);
  return pattern;
}

/**
 * Draws each sum's pieces as they are now (`sum.pieces()`: x0, x1, y0, y1 per piece, none where it has no value).
 * @param {{positive: SVGPathElement, negative: SVGPathElement, outline: SVGPathElement}[]} elements
 * @param {readonly {pieces: () => Float64Array}[]} sums
 */
export function drawSums(elements, sums, viewport, density) {
  elements.forEach((paths, i) => {
    const parts = sums[i].pieces();
    const d = sumPathData(parts, viewport, density);
    setAttribute(paths.positive, 'd', d.positive);
    setAttribute(paths.negative, 'd', d.negative);
    setAttribute(paths.outline, 'd', d.outline);
    setAttribute(paths.outline, 'data-pieces', parts.length / 4);
  });
}
