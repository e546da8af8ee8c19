// Redraws a plot's SVG in place, in the structure Sources/PlotSVG/SVGRenderer.swift writes at build
// time (design of issue #12, §3), so the picture does not jump when the script takes over and page
// styles apply to both alike:
//
//   rect.plot-background, path.plot-grid, g.plot-areas?, g.plot-sums?, path.plot-axes, g.plot-lines?,
//   path.plot-curve.plot-curve-i[data-curve=i] per curve, g.plot-poi?, g.plot-endpoints?, g.plot-points?, g.plot-labels,
//   g.plot-annotations?, g.plot-legend?, g.plot-trace?        (? only when the figure has some)
//
// setFigure builds (or takes over) the elements once per figure; draw only rewrites attributes, so
// a frame creates no nodes. The legend's rows are the build-time SVG's; the live view only moves it
// to a corner or hides it. Where the labels go (the range labels' sides, the point and line labels'
// places, the legend's corner) is chosen by `placeLabels` (labels/label-plan.js), which the view calls when
// it rests, not every frame: in between, a frame puts each label at the place last chosen, and until
// the first choice, where the build-time SVG says it chose (`data-flipped` on a range label,
// `data-place` on a point's or line's label, the legend's `data-corner`). The
// live view's own layers (points-of-interest dots above the curves, the trace marker above everything)
// are never in a build-time SVG: `layer` makes them when needed, `dropLayer` removes them. The parts'
// colours and order are in plot-svg-parts.js; the endpoint dots and the sums draw themselves
// (endpoint-dots.js, sum-drawing.js).

import { svgElement, setAttribute, setText } from './dom.js';
import { axesLayout } from './axes-layout.js';
import { svgNumber } from './svg-number.js';
import { outlinePathData, pathData } from './path-data.js';
import { CORNERS, dashArray, pointPlacement, referenceLinePlacement } from './figure-drawing.js';
import { drawnLabelBoxes, firstPlan, plannedLegendBox } from '../labels/live-labels.js';
import { drawSums, sumElements } from './sum-drawing.js';
import { drawEndpointDots, endpointDotsInView } from './endpoint-dots.js';
import { drawPictureLayers } from './picture-layers.js';
import {
  AREA_OPACITY, curveColor, curveDashArray, GROUPS, HALO_COLOR, LINE_COLOR, MARK_COLOR, paletteIndex, PARTS, SLOTS,
} from './plot-svg-parts.js';

/**
 * What one frame draws, in data coordinates.
 * @typedef {object} FrameDrawing
 * @property {Float64Array[][]} curves per curve, its segments (none when it failed or is out of view)
 * @property {{x: number, y: number, open: boolean}[][]} [endpoints] per curve, its endpoint dots
 * @property {Float64Array[][]} areas per area, its polygons
 */

/** Draws into one `<svg class="plot-svg">`, reusing its elements. */
export class PlotSVG {
  /** @type {import('./figure-model.js').Figure | null} */
  #figure = null;
  /** @type {SVGPathElement[]} */
  #curves = [];
  #areas = [];
  /** Per sum, its three paths (sum-drawing.js). */
  #sums = [];
  #lines = [];
  #points = [];
  /** @type {(SVGTextElement | null)[]} per point, its label */
  #pointLabels = [];
  /** @type {(SVGTextElement | null)[]} per line, its label */
  #lineLabels = [];
  /** @type {Record<string, SVGGElement | null>} */
  #groups = { areas: null, sums: null, lines: null, points: null, annotations: null, endpoints: null, poi: null, trace: null };
  /** The build-time legend and its background, whose size is the legend's (a label written live may widen it, legend-label.js). */
  #legend = null;
  #legendBackground = null;
  /** @type {import('../labels/live-labels.js').LabelPlan} where the labels go, as last chosen */
  #plan = firstPlan();
  /** @type {import('./axes-layout.js').AxisSettings | undefined} how the axes are ticked and titled; decimal and untitled by default */
  axisSettings = undefined;
  /** The last frame's viewport and density, and its axes' labels. */
  #frame = null;
  /** The last frame's endpoint dots, per curve, in data coordinates. */
  #endpoints = [];
  #axisLabels = [];

  /**
   * @param {SVGSVGElement} svg the build-time SVG, or an empty one to fill
   */
  constructor(svg) {
    this.svg = svg;
    this.fontSize = Number(svg.getAttribute('font-size')) || 12;
    // this.background, .grid, .axes, .labels: an empty SVG gets every part; a build-time one keeps
    // what it has (a thumbnail has no labels) and draws nothing into parts it lacks.
    const isEmpty = svg.querySelector('.plot-axes') === null;
    for (const [name, [tag, attributes]] of Object.entries(PARTS)) {
      this[name] = svg.querySelector(`.${attributes.class}`);
      if (!this[name] && isEmpty) this[name] = this.#insert(name, svgElement(tag, attributes));
    }
    for (const name of Object.keys(GROUPS)) this.#groups[name] = svg.querySelector(`:scope > .${GROUPS[name].class}`);
    this.#legend = svg.querySelector(':scope > .plot-legend');
    const background = this.#legend?.querySelector('.plot-legend-background') ?? null;
    this.#legendBackground = background;
    if (background) {
      const corner = this.#legend.getAttribute('data-corner');
      this.#plan.corner = CORNERS.includes(corner) ? corner : null;
    }
    const [xEnd, yEnd] = this.labels?.querySelectorAll(':scope > .plot-range-label') ?? [];
    this.#plan.flips = { x: xEnd?.hasAttribute('data-flipped') ?? false, y: yEnd?.hasAttribute('data-flipped') ?? false };
  }

  /**
   * Makes (or takes over) the elements of a figure's curves, areas, lines and points, and drops
   * those of a previous figure it does not have.
   * @param {import('./figure-model.js').Figure} figure
   */
  setFigure(figure) {
    this.#figure = figure;
    this.#curves = [];
    for (const [i, curve] of figure.curves.entries()) this.#curves.push(this.#curveElement(curve, i, this.#curves[i - 1]));
    for (const extra of this.svg.querySelectorAll(':scope > path[data-curve]')) {
      if (!this.#curves.includes(extra)) extra.remove();
    }
    this.#areas = this.#marks('areas', figure.areas, 'path', 'data-area', (area) => {
      const colour = area.under ?? area.between[0];
      return { class: `plot-area plot-fill-${paletteIndex(colour)}`, fill: curveColor(colour), 'fill-opacity': AREA_OPACITY, stroke: 'none' };
    });
    const sums = this.#group('sums', figure.sums.length > 0);
    this.#sums = sums ? sumElements(sums, figure.sums, figure.curves.length) : [];
    this.#lines = this.#marks('lines', figure.lines, 'path', 'data-line', (line) => ({
      class: 'plot-line', fill: 'none', stroke: LINE_COLOR, 'stroke-width': 1.25,
      'stroke-dasharray': dashArray(line.style), 'stroke-linecap': line.style === 'dotted' ? 'round' : null,
    }));
    this.#points = this.#marks('points', figure.points, 'circle', 'data-point', () => ({
      class: 'plot-point', r: 4, fill: MARK_COLOR, stroke: HALO_COLOR, 'stroke-width': 1.5,
    }));
    const labelled = (marks) => marks.map((mark, i) => (mark.label === null ? null : [i, mark.label]));
    const group = this.#group('annotations', [...figure.points, ...figure.lines].some((mark) => mark.label !== null));
    this.#pointLabels = this.#labels(group, 'data-point-label', labelled(figure.points));
    this.#lineLabels = this.#labels(group, 'data-line-label', labelled(figure.lines));
    // The places the build-time labels were given, until the view chooses.
    const placeOf = (text) => (text?.hasAttribute('data-place') ? Number(text.getAttribute('data-place')) : null);
    this.#plan.points = this.#pointLabels.map(placeOf);
    this.#plan.lines = this.#lineLabels.map((text) => placeOf(text) ?? 0);
    if (group) {
      // Point labels first, then line labels, whatever order the build-time SVG had them in.
      const texts = [...this.#pointLabels, ...this.#lineLabels].filter((text) => text !== null);
      for (const extra of [...group.children]) if (!texts.includes(extra)) extra.remove();
      group.append(...texts);
    }
  }

  /**
   * Draws the axes, grid, labels and the figure for a viewport in device pixels.
   * @param {{xMin: number, xMax: number, yMin: number, yMax: number, width: number, height: number}} viewport
   * @param {number} density device pixels per CSS px
   * @param {FrameDrawing} drawing
   */
  draw(viewport, density, drawing) {
    const w = svgNumber(viewport.width / density, 2);
    const h = svgNumber(viewport.height / density, 2);
    setAttribute(this.svg, 'viewBox', `0 0 ${w} ${h}`);
    setAttribute(this.svg, 'width', w);
    setAttribute(this.svg, 'height', h);
    if (this.background) {
      setAttribute(this.background, 'width', w);
      setAttribute(this.background, 'height', h);
    }
    this.#frame = { viewport, density };
    const layout = axesLayout(viewport, density, this.fontSize, undefined, { flips: this.#plan.flips, axes: this.axisSettings });
    const hairline = svgNumber(1 / density, 2);
    if (this.grid) {
      setAttribute(this.grid, 'd', layout.gridPath);
      setAttribute(this.grid, 'stroke-width', hairline);
    }
    if (this.axes) {
      setAttribute(this.axes, 'd', layout.axesPath);
      setAttribute(this.axes, 'stroke-width', hairline);
    }
    if (this.labels) this.drawLabels(layout.labels);
    this.#curves.forEach((path, i) => setAttribute(path, 'd', pathData(drawing.curves[i] ?? [], viewport, density)));
    drawPictureLayers(this.svg, drawing, viewport, density);
    this.#areas.forEach((path, i) => setAttribute(path, 'd', outlinePathData(drawing.areas[i] ?? [], viewport, density)));
    drawSums(this.#sums, this.#figure?.sums ?? [], viewport, density);
    this.#drawEndpoints(drawing.endpoints ?? [], viewport, density);
    this.#endpoints = drawing.endpoints ?? [];
    this.#drawMarks(viewport, density);
    this.#drawLegend();
  }

  /**
   * Chooses afresh where the labels go for the last frame, whose curves were `curves`, with
   * points-of-interest dots at `dots`, and puts them there. The legend stays in its corner while that
   * corner is free.
   * @param {typeof import('../labels/label-plan.js').planLabels} planLabels the choosing (loaded once the view is live)
   * @param {ArrayLike<number>[][]} curves per curve, its segments in data coordinates
   * @param {{x: number, y: number}[]} [dots] in data coordinates
   */
  placeLabels(planLabels, curves, dots = []) {
    if (!this.#frame || !this.labels) return;
    const { viewport, density } = this.#frame;
    // Labels keep off the endpoint dots as off the points-of-interest dots (as SVGRenderer's scene).
    const { plan, layout } = planLabels(this.#plan, {
      figure: this.#figure, viewport, density, fontSize: this.fontSize, axes: this.axisSettings, legend: this.#legendSize(), curves,
      dots: [...dots, ...this.#endpoints.flat()],
    });
    this.#plan = plan;
    this.drawLabels(layout.labels);
    this.#drawMarks(viewport, density);
    this.#drawLegend();
  }

  /**
   * The boxes (SVG units) of the labels drawn now and of the legend where it is shown: what the trace
   * label keeps off.
   * @returns {import('../labels/curve-index.js').Box[]}
   */
  labelBoxes() {
    const texts = [...this.#pointLabels, ...this.#lineLabels]
      .filter((text) => text && text.getAttribute('display') !== 'none')
      .map((text) => ({
        x: Number(text.getAttribute('x')), y: Number(text.getAttribute('y')), anchor: text.getAttribute('text-anchor'), text: text.textContent,
      }));
    return drawnLabelBoxes(this.#axisLabels, texts, this.#legendBox(), this.fontSize);
  }

  /**
   * The live view's layer `name` (`poi` or `trace`), made at its place in the drawing order if missing.
   * @param {'poi' | 'trace'} name
   * @returns {SVGGElement}
   */
  layer(name) {
    if (name !== 'poi' && name !== 'trace') throw new RangeError(`PlotSVG has no layer ${JSON.stringify(name)}`);
    return this.#group(name, true);
  }

  /**
   * Removes the live view's layer `name`, if it is there.
   * @param {'poi' | 'trace'} name
   */
  dropLayer(name) {
    if (name !== 'poi' && name !== 'trace') throw new RangeError(`PlotSVG has no layer ${JSON.stringify(name)}`);
    this.#group(name, false);
  }

  /** Updates the `<text>` elements in place: most keep their place from one frame to the next. */
  drawLabels(labels) {
    this.#axisLabels = labels;
    const texts = this.labels.children;
    for (let i = 0; i < labels.length; i += 1) {
      const text = texts[i] ?? this.labels.appendChild(svgElement('text'));
      const label = labels[i];
      setAttribute(text, 'x', svgNumber(label.x, 2));
      setAttribute(text, 'y', svgNumber(label.y, 2));
      setAttribute(text, 'text-anchor', label.anchor);
      setAttribute(text, 'font-weight', label.isRangeEnd ? '600' : null);
      setAttribute(text, 'class', label.isRangeEnd ? 'plot-range-label' : label.isTitle ? 'plot-axis-title' : null);
      setAttribute(text, 'data-flipped', label.flipped ? '' : null);
      setText(text, label.text);
    }
    while (texts.length > labels.length) texts[texts.length - 1].remove();
  }

  // --- Internals

  /**
   * The endpoint dots of this frame inside the frame, curve by curve, in the layer `g.plot-endpoints`
   * (made when there are some, removed when none): the circles already there are reused, so a pan
   * that keeps the count creates no node. As the Swift renderer writes them (SVGRenderer+Endpoints.swift).
   */
  #drawEndpoints(endpoints, viewport, density) {
    const dots = endpointDotsInView(endpoints, viewport, density);
    const group = this.#group('endpoints', dots.length > 0);
    if (group) drawEndpointDots(group, dots, density);
  }

  /** Places the reference lines, the points and their labels; hides those outside the frame. */
  #drawMarks(viewport, density) {
    const figure = this.#figure;
    if (!figure) return;
    figure.lines.forEach((line, i) => {
      const placed = referenceLinePlacement(line, viewport, density, this.fontSize, this.#plan.lines[i] ?? 0);
      show(this.#lines[i], placed !== null);
      if (placed) setAttribute(this.#lines[i], 'd', placed.d);
      placeText(this.#lineLabels[i], placed?.label, this.#plan.lines[i] ?? 0);
    });
    figure.points.forEach((point, i) => {
      const placed = pointPlacement(point, viewport, density, this.fontSize, this.#plan.points[i] ?? null);
      show(this.#points[i], placed !== null);
      if (placed) {
        setAttribute(this.#points[i], 'cx', placed.cx);
        setAttribute(this.#points[i], 'cy', placed.cy);
      }
      placeText(this.#pointLabels[i], placed?.label, this.#plan.points[i] ?? null);
    });
  }

  /** The legend's size as drawn now, or null without one. */
  #legendSize() {
    const background = this.#legendBackground;
    return background && { width: Number(background.getAttribute('width')), height: Number(background.getAttribute('height')) };
  }

  /** The legend's box in the frame where it is shown, or null. */
  #legendBox() {
    if (!this.#frame) return null;
    const { viewport, density } = this.#frame;
    return plannedLegendBox(this.#plan, this.#legendSize(), viewport.width / density, viewport.height / density);
  }

  /** Moves the legend to its corner of the frame, or hides it. */
  #drawLegend() {
    if (!this.#legend) return;
    const box = this.#legendBox();
    show(this.#legend, box !== null);
    setAttribute(this.#legend, 'data-corner', this.#plan.corner);
    if (box) setAttribute(this.#legend, 'transform', `translate(${svgNumber(box.left, 2)} ${svgNumber(box.top, 2)})`);
  }

  /**
   * Curve i's path: the build-time one (a single-curve SVG of older builds has no data-curve), or a
   * new one after `previous`, curve i − 1's.
   */
  #curveElement(curve, i, previous) {
    const path = this.svg.querySelector(`:scope > path[data-curve="${i}"]`)
      ?? (i === 0 ? this.svg.querySelector(':scope > path.plot-curve:not([data-curve])') : null)
      ?? this.#insert('curves', svgElement('path'), previous);
    const attributes = {
      class: `plot-curve plot-curve-${i}`, 'data-curve': i, fill: 'none', stroke: curveColor(i), 'stroke-width': 2,
      'stroke-linejoin': 'round', 'stroke-linecap': 'round', 'stroke-dasharray': curveDashArray(curve.style, i), 'data-construct': curve.construct,
    };
    for (const [name, value] of Object.entries(attributes)) setAttribute(path, name, value);
    return path;
  }

  /**
   * The elements of one kind of mark, `[attribute=i]` inside their group (made, or dropped when
   * there are none), each with the attributes `attributesOf` gives.
   */
  #marks(groupName, marks, tag, attribute, attributesOf) {
    const group = this.#group(groupName, marks.length > 0);
    if (!group) return [];
    const elements = marks.map((mark, i) => {
      const element = group.querySelector(`:scope > [${attribute}="${i}"]`) ?? svgElement(tag);
      for (const [name, value] of Object.entries({ ...attributesOf(mark), [attribute]: i })) setAttribute(element, name, value);
      group.append(element);  // in index order
      return element;
    });
    for (const extra of [...group.children]) if (!elements.includes(extra)) extra.remove();
    return elements;
  }

  /** The labels of marks `[index, text] | null` in `group`, taken over or made. */
  #labels(group, attribute, labelled) {
    return labelled.map((entry) => {
      if (!group || !entry) return null;
      const [i, label] = entry;
      const text = group.querySelector(`:scope > text[${attribute}="${i}"]`) ?? svgElement('text', { [attribute]: i });
      setText(text, label);
      return text;
    });
  }

  /** The group `name`, made when `isNeeded` and missing, removed when not needed. */
  #group(name, isNeeded) {
    let group = this.#groups[name];
    if (!isNeeded) {
      group?.remove();
      group = null;
    } else if (!group) {
      group = this.#insert(name, svgElement('g', GROUPS[name]));
    }
    this.#groups[name] = group;
    return group;
  }

  /**
   * Inserts `element` at its slot: after `after` when given, else before the first element of a later
   * slot that the SVG has, else at the end.
   */
  #insert(slot, element, after = null) {
    if (after) {
      after.after(element);
      return element;
    }
    for (const later of SLOTS.slice(SLOTS.indexOf(slot) + 1)) {
      const next = this.#firstOf(later);
      if (next) return this.svg.insertBefore(element, next);
    }
    return this.svg.appendChild(element);
  }

  #firstOf(slot) {
    if (slot === 'curves') return this.svg.querySelector(':scope > .plot-curve');
    if (slot === 'legend') return this.svg.querySelector(':scope > .plot-legend');
    if (Object.hasOwn(PARTS, slot)) return this[slot] ?? null;
    return this.#groups[slot];
  }
}

/** Shows or hides a mark (an SVG `display` attribute: no style attribute, which the pages' CSP forbids). */
function show(element, isShown) {
  setAttribute(element, 'display', isShown ? null : 'none');
}

/** Puts a mark's label at its place (`choice`: which, written as `data-place`; null: the first that fits), or hides it. */
function placeText(text, placement, choice) {
  if (!text) return;
  show(text, placement !== undefined);
  if (!placement) return;
  setAttribute(text, 'x', placement.x);
  setAttribute(text, 'y', placement.y);
  setAttribute(text, 'text-anchor', placement.anchor);
  setAttribute(text, 'data-place', choice);
}
