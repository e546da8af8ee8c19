// The points of interest of a figure's curves (docs/site.md#points-of-interest) as small dots on the live graph:
// `circle[data-poi-dot]` in the layer `g.plot-poi` above the curves, each in its curve's colour (an
// intersection ringed in its second curve's), with a `<title>` that names it. The points come from
// the page's provider (the view asks it after the view rests, never per frame); a frame only moves
// the dots. Hooks on each dot: data-poi (root, y-intercept, extremum, intersection: the words the
// page's list uses, docs/hooks.md#points-of-interest), data-x, data-y, data-curve ("0", or "0 1" for an intersection).
// A curve (or a pair's crossings) with more points in view than the provider's cap has no dots: zoomed
// far out, the first 50 of sin x's thousands would crowd its left end; the list says "and N more".

import { setAttribute, svgElement } from '../graph/dom.js';
import { curveColor, paletteIndex, HALO_COLOR } from '../graph/plot-svg-parts.js';
import { POINT_KINDS, curveNames, hookKind, pointText } from '../graph/trace-reading.js';

/** Dot radius and halo, CSS px: small beside the trace marker (6) and the figure's marked points (4). */
const RADIUS = 3.5;
/**
 * The most dots moved one by one in a zoom frame. More (an eight-curve figure has a few hundred)
 * would cost a pinch frame over a millisecond: they hide until the view rests and the provider's
 * new answer places them afresh.
 */
const MOVED_WHILE_ZOOMING = 64;
/** The kinds the view shows as endpoint dots rather than as points-of-interest dots. */
const DRAWN_AS_ENDPOINTS = Object.freeze(['jump', 'hole']);

/**
 * @typedef {object} PointOfInterest as a provider reports it (Public/js/reading/points-of-interest.js)
 * @property {'root' | 'y-intercept' | 'minimum' | 'maximum' | 'intersection' | 'jump' | 'hole'} kind
 * @property {number} x
 * @property {number} y
 * @property {number[]} curves [i] for a curve's own point, [i, j] (i < j) for an intersection
 */

export class PoiDots {
  #plot;
  /** @type {PointOfInterest[]} */
  #points = [];
  /** The points that have dots: those of the groups the provider did not cap. */
  #marked = [];
  /** @type {SVGCircleElement[]} */
  #dots = [];
  /** @type {SVGGElement | null} */
  #layer = null;
  /** The view the dots' cx and cy were written for: a pan only moves the layer. */
  #placedFor = null;

  /** @param {import('../graph/plot-svg.js').PlotSVG} plot */
  constructor(plot) {
    this.#plot = plot;
  }

  /** The points of the provider's last answer that fit the figure, in its order (dotted or not). */
  get points() { return this.#points; }

  /** The points that have a dot. */
  get marked() { return this.#marked; }

  /**
   * Shows these points (a new answer of the provider), replacing the previous dots. Points that do not
   * fit the figure are left out and returned, for the view to report; the points of a group the
   * provider capped (`omitted`) get no dot.
   * @param {unknown[]} points
   * @param {import('../graph/figure-model.js').Figure} figure
   * @param {{curves: number[], count: number}[]} [omitted] the groups the provider capped, with how many it left out
   * @returns {string[]} why each left-out point was left out
   */
  show(points, figure, omitted = []) {
    const problems = [];
    this.#points = points.filter((point, i) => {
      const problem = pointProblem(point, figure.curves.length);
      if (problem) problems.push(`point ${i} ${problem}: ${JSON.stringify(point)}`);
      return problem === null;
    });
    const crowded = new Set(omitted.filter((group) => group?.count > 0 && Array.isArray(group.curves)).map((group) => group.curves.join(' ')));
    // Jumps and holes have their endpoint dots already (graph/plot-svg.js), which a dot here would cover.
    this.#marked = this.#points.filter((point) => !crowded.has(point.curves.join(' ')) && !DRAWN_AS_ENDPOINTS.includes(point.kind));
    if (this.#marked.length === 0) {
      this.#clearDots();
      return problems;
    }
    this.#layer = this.#plot.layer('poi');
    this.#placedFor = null;
    const names = curveNames(figure.curves);
    // Made afresh: this runs when the view rests, a few dozen nodes at most, never per frame.
    this.#dots = this.#marked.map((point) => {
      const [i, j = null] = point.curves;
      const dot = svgElement('circle', {
        class: `plot-poi-dot plot-fill-${paletteIndex(i)}${j === null ? '' : ` plot-stroke-${paletteIndex(j)}`}`,
        r: RADIUS, fill: curveColor(i), stroke: j === null ? HALO_COLOR : curveColor(j), 'stroke-width': j === null ? 1.5 : 2,
        'data-poi-dot': '', 'data-poi': hookKind(point.kind), 'data-x': point.x, 'data-y': point.y, 'data-curve': point.curves.join(' '),
      });
      const title = svgElement('title');
      title.textContent = pointText(point, names);
      dot.append(title);
      return dot;
    });
    this.#layer.replaceChildren(...this.#dots);
    return problems;
  }

  /** Removes every dot, and forgets the points. */
  clear() {
    this.#points = [];
    this.#clearDots();
  }

  #clearDots() {
    this.#marked = [];
    this.#dots = [];
    this.#layer = null;
    this.#placedFor = null;
    this.#plot.dropLayer('poi');
  }

  /**
   * Moves the dots to where their points are now (those outside the frame are clipped by the SVG,
   * like the curves). At an unchanged scale (a pan, a resize) only the layer moves: a frame writes
   * one transform rather than every dot's cx and cy, which for a few hundred dots would cost a pan
   * frame a millisecond or more. After a zoom, more than MOVED_WHILE_ZOOMING dots hide until the
   * next `show` (the provider's answer once the view rests).
   * @param {import('../graph/view-transform.js').Transform} t
   */
  place(t) {
    if (!this.#layer) return;
    let placed = this.#placedFor;
    const zoomed = placed && (placed.scale !== t.scale || placed.scaleY !== t.scaleY);
    if (zoomed && this.#marked.length > MOVED_WHILE_ZOOMING) {
      setAttribute(this.#layer, 'display', 'none');
      return;
    }
    setAttribute(this.#layer, 'display', null);
    if (!placed || zoomed) {
      placed = this.#placedFor = t;
      this.#marked.forEach((point, i) => {
        setAttribute(this.#dots[i], 'cx', (t.originX + point.x * t.scale).toFixed(2));
        setAttribute(this.#dots[i], 'cy', (t.originY - point.y * t.scaleY).toFixed(2));
      });
    }
    const dx = t.originX - placed.originX;
    const dy = t.originY - placed.originY;
    setAttribute(this.#layer, 'transform', dx === 0 && dy === 0 ? null : `translate(${dx.toFixed(2)} ${dy.toFixed(2)})`);
  }

  /**
   * The point whose dot is nearest to (px, py), within `radius` CSS px and inside the frame, or null.
   * @param {number} px
   * @param {number} py
   * @param {import('../graph/view-transform.js').Transform} t
   * @param {number} radius
   * @returns {PointOfInterest | null}
   */
  near(px, py, t, radius) {
    let best = null;
    let bestDistance = radius;
    for (const point of this.#marked) {
      const cx = t.originX + point.x * t.scale;
      const cy = t.originY - point.y * t.scaleY;
      if (!(cx >= 0 && cx <= t.width && cy >= 0 && cy <= t.height)) continue;  // clipped: not there to tap
      const distance = Math.hypot(cx - px, cy - py);
      if (distance <= bestDistance) [best, bestDistance] = [point, distance];
    }
    return best;
  }
}

/** Why a provider's point cannot be shown on a figure of `count` curves, or null when it can. */
function pointProblem(point, count) {
  if (typeof point !== 'object' || point === null) return 'is not an object';
  if (!Object.hasOwn(POINT_KINDS, point.kind)) return `has an unknown kind (one of ${Object.keys(POINT_KINDS).join(', ')} expected)`;
  if (!Number.isFinite(point.x) || !Number.isFinite(point.y)) return 'needs finite x and y';
  const expected = point.kind === 'intersection' ? 2 : 1;
  const valid = Array.isArray(point.curves) && point.curves.length === expected
    && point.curves.every((i) => Number.isInteger(i) && i >= 0 && i < count);
  return valid ? null : `needs curves: ${expected} of the figure's ${count} curve indices`;
}
