// The figure a GraphView draws (docs/hooks.md#elementgraphview): curves asked point by point, the areas shaded
// between them, marked points and reference lines. Checked once, when it is set, so that a frame
// never meets a malformed one and a mistake is reported with the field it is in
// (`figure.areas[1].under`), like the manifest's errors. A `{ dataSource }` is a figure of one solid curve.
//
//   checkedFigure({
//     curves: [{ valueAt: Math.sin, name: 'sin x' }, { valueAt: Math.cos, style: 'dashed', from: 0, to: Math.PI },
//              { path: { x: Math.cos, y: Math.sin, from: 0, to: 2 * Math.PI }, name: 'unit circle' }],
//     // a compiled expression's: { valueAt: c.evaluate, candidates: c.candidateFunctions, endpoints: false }
//     areas: [{ under: 0, from: 0, to: Math.PI }],
//     points: [{ x: Math.PI / 2, y: 1, label: 'top' }],
//     lines: [{ x: Math.PI, label: 'x = π' }],
//     sums: [{ curve: 0, rule: 'left', pieces: () => riemannSum(Math.sin, 'left', 0, Math.PI, 8).parts }],
//   });

import shared from '../shared-constants.js';

/** The ways a curve or a reference line is stroked (LineStyle in Figure.swift). */
export const LINE_STYLES = Object.freeze(['solid', 'dashed', 'dotted']);
/** The most curves a figure may have (Figure.maximumCurves): each palette colour once per round of dash patterns. */
export const MAXIMUM_CURVES = shared.palette.curveColors.length * shared.palette.curveRoundDashes.length;
/** The most areas, lines or sums of each kind (Figure.maximumMarks). */
export const MAXIMUM_MARKS = 16;
/** The most marked points (Figure.maximumPoints). */
export const MAXIMUM_POINTS = 200;

/** The rules of a Riemann sum (RiemannSum.Rule), whose patterns shade its pieces. */
const SUM_RULES = Object.freeze([...shared.palette.sumPatternRules]);

/**
 * A Riemann sum of curve `curve` by `rule`, drawn in a colour of its own with its rule's pattern
 * (sum-drawing.js): `pieces()` gives its pieces as they are now, x0, x1, y0, y1 each (figure/riemann-sum.js),
 * asked at every frame; none where it has no value.
 * @typedef {{curve: number, rule: string, pieces: () => Float64Array}} FigureSum
 */

/**
 * A point's `x` and `y`, a line's `x` or `y` and an area's `from` and `to` may be given as functions that
 * give the number as it is now (a mark that follows a slider, a tangent's point): the checked figure reads
 * them at every use; NaN where the mark is nowhere, and then it is not drawn.
 *
 * @typedef {object} FigureCurve
 * @property {(x: number) => number} valueAt y at x; NaN or ±Infinity where undefined
 * @property {number | null} from the curve exists only for from ≤ x ≤ to (from < to); null is unbounded on that side
 * @property {number | null} to
 * @property {'solid' | 'dashed' | 'dotted'} style
 * @property {string | null} name what the stats popover calls the curve (its label, else its description)
 * @property {CurveEndpoints} endpoints which endpoint dots it gets
 * @property {'tangent' | 'secant' | null} construct what the curve is drawn as on another: its path's data-construct
 * @property {(() => number) | null} vertical where given and finite, the curve is the vertical line at that x, drawn
 *   up the frame (a tangent where its curve turns vertical: no function of x); asked at every frame
 * @property {{x: (t: number) => number, y: (t: number) => number, from: number, to: number, variable: 't' | 'θ'} | null} [path]
 *   a parametric or polar curve's coordinates as functions of its parameter (then valueAt is NaN everywhere)
 * @property {((viewport: object) => {segments: Float64Array[], dots: {x: number, y: number, open: boolean}[], shading: object, finished: boolean}) | null} [picture]
 *   a curve drawn as a picture of each viewport (an implicit curve, a region or a sequence; then valueAt is NaN everywhere)
 * @property {{first: number, last: number, partialSums: boolean, value: (n: number, partial?: boolean) => number, reading: (n: number, partial?: boolean) => string} | null} [sequence]
 *   a picture curve that is a sequence: what the trace steps through and the table lists
 * @property {{at: () => {x: number, y: number} | null, moveTo: (x: number, y: number) => void, said: () => string} | null} [handle] its draggable point
 * @property {readonly ((x: number) => number)[]} candidates functions whose zeros are where valueAt may
 *   jump or have a hole (a compiled expression's `candidateFunctions`): the sampler looks there for holes,
 *   which sampling alone rarely lands on; none for a plain function
 */

/**
 * A curve's endpoint dots (docs/manifest.md#curves, CurveEndpoints.swift): at the jumps and holes the
 * sampler finds unless `atJumps` is false, and at `from` / `to` where those say 'closed' or 'open'.
 * Given as the manifest writes it: `true` (the default), `false`, or `[from, to]` (each 'closed',
 * 'open' or null).
 * @typedef {{atJumps: boolean, from: 'closed' | 'open' | null, to: 'closed' | 'open' | null}} CurveEndpoints
 */

/**
 * A point's `x` and `y`, a line's `x` or `y` and an area's `from` and `to` may be given as functions that
 * give the number as it is now (a mark that follows a slider, a tangent's point): the checked figure reads
 * them at every use; NaN where the mark is nowhere, and then it is not drawn.
 *
 * @typedef {object} FigureArea
 * @property {number} [under] the curve the area lies between and the x-axis: ∫ f
 * @property {[number, number]} [between] the two curves it lies between: ∫ (f − g)
 * @property {number} from from < to
 * @property {number} to
 */

/**
 * A point's `x` and `y`, a line's `x` or `y` and an area's `from` and `to` may be given as functions that
 * give the number as it is now (a mark that follows a slider, a tangent's point): the checked figure reads
 * them at every use; NaN where the mark is nowhere, and then it is not drawn.
 *
 * @typedef {object} Figure
 * @property {readonly FigureCurve[]} curves 1 … 8, drawn in order, curve i in colour i
 * @property {readonly FigureArea[]} areas
 * @property {readonly {x: number, y: number, label: string | null}[]} points
 * @property {readonly {x?: number, y?: number, label: string | null, style: string}[]} lines vertical (x) or horizontal (y)
 * @property {readonly FigureSum[]} sums
 */

/**
 * The curves an area lies between, as indices: `[f, null]` for one under curve f (∫ f), `[f, g]` for
 * one between f and g (∫ (f − g)).
 * @param {{under?: number, between?: [number, number]}} area
 * @returns {[number, number | null]}
 */
export function areaCurves(area) {
  return area.between ?? [area.under, null];
}

/**
 * The figure of one solid curve, asking `source.valueAt` (the GraphView's `dataSource`).
 * @param {{ valueAt: (x: number) => number }} source
 * @returns {Readonly<Figure>}
 */
export function figureOfDataSource(source) {
  if (typeof source?.valueAt !== 'function') throw new TypeError(`GraphView needs a dataSource with valueAt(x), not ${source}`);
  return checkedFigure({ curves: [source] });
}

/**
 * A checked, frozen copy of `figure` with every default filled in. Each curve's `valueAt` is asked
 * through its object at every call, so a data source may change what it answers.
 * @param {object} figure `{ curves, areas?, points?, lines? }` as described by the typedefs above
 * @returns {Readonly<Figure>}
 * @throws {TypeError | RangeError} naming the field, e.g. `figure.curves[2].style must be …`
 */
export function checkedFigure(figure) {
  if (typeof figure !== 'object' || figure === null) throw new TypeError(`a figure must be an object with curves, not ${figure}`);
  const curves = listOf(figure.curves, 'figure.curves', 1, MAXIMUM_CURVES).map(checkedCurve);
  const areas = listOf(figure.areas ?? [], 'figure.areas', 0, MAXIMUM_MARKS).map((area, i) => checkedArea(area, `figure.areas[${i}]`, curves.length));
  // Marks of its own and those its constructions add (a tangent's point): more than the manifest's 16 may be drawn.
  const points = listOf(figure.points ?? [], 'figure.points', 0, MAXIMUM_POINTS + 2 * MAXIMUM_CURVES).map((point, i) => checkedPoint(point, `figure.points[${i}]`));
  const lines = listOf(figure.lines ?? [], 'figure.lines', 0, MAXIMUM_MARKS).map((line, i) => checkedLine(line, `figure.lines[${i}]`));
  const sums = listOf(figure.sums ?? [], 'figure.sums', 0, MAXIMUM_MARKS).map((sum, i) => checkedSum(sum, `figure.sums[${i}]`, curves.length));
  return Object.freeze({
    curves: Object.freeze(curves), areas: Object.freeze(areas), points: Object.freeze(points), lines: Object.freeze(lines), sums: Object.freeze(sums),
  });
}

function checkedCurve(curve, i) {
  const field = `figure.curves[${i}]`;
  if (curve?.path !== undefined && curve.path !== null) return checkedPathCurve(curve, field);
  if (curve?.picture !== undefined && curve.picture !== null) return checkedPictureCurve(curve, field);
  if (typeof curve?.valueAt !== 'function') throw new TypeError(`${field} needs valueAt(x), not ${curve?.valueAt}`);
  const from = bound(curve.from, `${field}.from`);
  const to = bound(curve.to, `${field}.to`);
  // As the sampler demands (and the manifest: a curve of one point is no curve).
  if (from !== null && to !== null && !(from < to)) throw new RangeError(`${field}.from (${from}) must be less than its to (${to})`);
  return Object.freeze({
    valueAt: (x) => curve.valueAt(x),
    from,
    to,
    style: style(curve.style, 'solid', `${field}.style`),
    name: label(curve.name, `${field}.name`),
    endpoints: endpoints(curve.endpoints, `${field}.endpoints`, from, to),
    candidates: candidates(curve.candidates, `${field}.candidates`),
    construct: construct(curve.construct, `${field}.construct`),
    vertical: vertical(curve, `${field}.vertical`),
    path: null,
    picture: null,
  });
}

/**
 * A curve drawn as a picture of each viewport rather than sampled: `picture(viewport)` gives its segments, dots and
 * shading (an implicit curve or a region, implicit/live-implicit.js), and whether it is finished; the view asks again
 * at the next frame while it is not. It has no y at x: its `valueAt` is NaN everywhere. With `along` ({x(t), y(t),
 * length()}: the drawn curve by arc length) the trace follows it as it follows a parametric curve.
 */
function checkedPictureCurve(curve, field) {
  if (typeof curve.picture !== 'function') throw new TypeError(`${field}.picture must be a function of the viewport, not ${curve.picture}`);
  return Object.freeze({
    valueAt: () => NaN,
    from: null,
    to: null,
    style: style(curve.style, 'solid', `${field}.style`),
    name: label(curve.name, `${field}.name`),
    endpoints: Object.freeze({ atJumps: false, from: null, to: null }),
    candidates: Object.freeze([]),
    construct: null,
    vertical: null,
    // The trace follows the drawn curve by arc length, as a parametric curve by t (no parameter is shown).
    path: curve.along ? Object.freeze({
      x: (t) => curve.along.x(t), y: (t) => curve.along.y(t), from: 0, get to() { return curve.along.length(); }, variable: null,
    }) : null,
    picture: (viewport, density) => curve.picture(viewport, density),
    sequence: sequence(curve.sequence, `${field}.sequence`),
    handle: handle(curve.handle, `${field}.handle`),
  });
}

/**
 * A picture curve's draggable point (graph/handle-feature.js; the solution of a differential equation's): `at()` where
 * it is now, `{x, y}` in data units or null while it is not drawn; `moveTo(x, y)` the reader dragged it there; `said()`
 * what the live region says once it is let go. Null for a curve without one.
 */
function handle(value, field) {
  if (value === undefined || value === null) return null;
  for (const name of ['at', 'moveTo', 'said']) {
    if (typeof value[name] !== 'function') throw new TypeError(`${field} needs ${name}(), not ${value[name]}`);
  }
  return Object.freeze({ at: () => value.at(), moveTo: (x, y) => value.moveTo(x, y), said: () => value.said() });
}

/**
 * A picture curve that is a sequence (figure/live-sequence.js): n's whole range `first … last`, whether its partial
 * sums are drawn, `value(n, partial)` its term aₙ (Sₙ) as it is now and `reading(n, partial)` what the trace reads
 * there (`n = 7: a₇ = 2.5465`); null for any other curve.
 */
function sequence(value, field) {
  if (value === undefined || value === null) return null;
  const { first, last } = value;
  if (!(Number.isInteger(first) && Number.isInteger(last) && first <= last)) {
    throw new RangeError(`${field} needs whole numbers first ≤ last, not ${first} and ${last}`);
  }
  for (const name of ['value', 'reading']) {
    if (typeof value[name] !== 'function') throw new TypeError(`${field} needs ${name}(n, partial), not ${value[name]}`);
  }
  return Object.freeze({
    first,
    last,
    partialSums: value.partialSums === true,
    value: (n, partial) => value.value(n, partial),
    reading: (n, partial) => value.reading(n, partial),
  });
}

/** A curve's `vertical`, asked through its object at every call; null where it has none. */
function vertical(curve, field) {
  if (curve.vertical === undefined || curve.vertical === null) return null;
  if (typeof curve.vertical !== 'function') throw new TypeError(`${field} must be a function giving an x, not ${curve.vertical}`);
  return () => curve.vertical();
}

/** The names a parametric curve's parameter goes by: t, or θ for a polar curve. */
const PATH_VARIABLES = Object.freeze(['t', 'θ']);

/**
 * A parametric or polar curve: `path.x(t)` and `path.y(t)` for t from `path.from` to `path.to` (finite,
 * from < to), its parameter called `path.variable`. It has no y at x: its `valueAt` is NaN everywhere, so
 * what reads a curve as a function of x (areas, the extremes of the stats) finds nothing on it.
 */
function checkedPathCurve(curve, field) {
  const { path } = curve;
  for (const name of ['x', 'y']) {
    if (typeof path[name] !== 'function') throw new TypeError(`${field}.path needs ${name}(t), not ${path[name]}`);
  }
  const from = finite(path.from, `${field}.path.from`);
  const to = finite(path.to, `${field}.path.to`);
  if (!(from < to)) throw new RangeError(`${field}.path.from (${from}) must be less than its to (${to})`);
  const variable = path.variable ?? 't';
  if (!PATH_VARIABLES.includes(variable)) throw new RangeError(`${field}.path.variable must be "t" or "θ", not ${JSON.stringify(variable)}`);
  const { x, y } = path;
  return Object.freeze({
    valueAt: () => NaN,
    path: Object.freeze({ x: (t) => x(t), y: (t) => y(t), from, to, variable }),
    from: null,
    to: null,
    style: style(curve.style, 'solid', `${field}.style`),
    name: label(curve.name, `${field}.name`),
    endpoints: pathEndpoints(curve.endpoints, `${field}.endpoints`),
    candidates: Object.freeze([]),
    construct: null,
    vertical: null,
  });
}

/**
 * A parametric or polar curve's endpoint dots: at its jumps in t (true or unsaid) or none (false); it has no
 * from or to in x for dots at a restriction's ends.
 */
function pathEndpoints(value, field) {
  if (value !== undefined && value !== null && typeof value !== 'boolean') {
    throw new TypeError(`${field} must be true or false for a parametric curve, not ${JSON.stringify(value)}`);
  }
  return Object.freeze({ atJumps: value !== false, from: null, to: null });
}

/** The kinds of line a curve may be constructed as on another (its path's data-construct). */
const CONSTRUCTS = Object.freeze(['tangent', 'secant']);

function construct(value, field) {
  if (value === undefined || value === null) return null;
  if (!CONSTRUCTS.includes(value)) throw new RangeError(`${field} must be "tangent", "secant" or null, not ${JSON.stringify(value)}`);
  return value;
}

function candidates(value, field) {
  if (value === undefined || value === null) return Object.freeze([]);
  if (!Array.isArray(value) || !value.every((g) => typeof g === 'function')) throw new TypeError(`${field} must be an array of functions, not ${value}`);
  return Object.freeze([...value]);
}

/** The kinds of dot at a curve's end. */
const END_DOTS = Object.freeze(['closed', 'open']);

function endpoints(value, field, from, to) {
  if (value === undefined || value === null || value === true) return Object.freeze({ atJumps: true, from: null, to: null });
  if (value === false) return Object.freeze({ atJumps: false, from: null, to: null });
  if (!Array.isArray(value) || value.length !== 2) {
    throw new TypeError(`${field} must be true, false or the dots at from and to such as ["closed", "open"], not ${JSON.stringify(value)}`);
  }
  const ends = value.map((end, i) => {
    const name = i === 0 ? 'from' : 'to';
    if (end === null) return null;
    if (!END_DOTS.includes(end)) throw new RangeError(`${field}[${i}] must be "closed", "open" or null, not ${JSON.stringify(end)}`);
    if ((i === 0 ? from : to) === null) throw new RangeError(`${field}[${i}] asks for a dot at the curve's ${name}, but the curve has no ${name}`);
    return end;
  });
  return Object.freeze({ atJumps: true, from: ends[0], to: ends[1] });
}

function checkedArea(area, field, curveCount) {
  const index = (value, name) => {
    if (!Number.isInteger(value) || value < 0 || value >= curveCount) {
      throw new RangeError(`${name} must be the index of one of the figure's ${curveCount} curves (0 … ${curveCount - 1}), not ${JSON.stringify(value)}`);
    }
    return value;
  };
  const from = number(area?.from, `${field}.from`);
  const to = number(area.to, `${field}.to`);
  // Ends that follow something are checked where they are used: an area whose from is not below its to has no outline.
  if (typeof from === 'number' && typeof to === 'number' && !(from < to)) throw new RangeError(`${field}.from (${from}) must be less than its to (${to})`);
  if (area.under !== undefined && area.between === undefined) return followed([['under', index(area.under, `${field}.under`)], ['from', from], ['to', to]]);
  if (area.between !== undefined && area.under === undefined) {
    if (!Array.isArray(area.between) || area.between.length !== 2) throw new TypeError(`${field}.between must be two curve indices, not ${JSON.stringify(area.between)}`);
    const between = [index(area.between[0], `${field}.between[0]`), index(area.between[1], `${field}.between[1]`)];
    return followed([['between', Object.freeze(between)], ['from', from], ['to', to]]);
  }
  throw new TypeError(`${field} needs either under (a curve index) or between (two curve indices)`);
}

function checkedPoint(point, field) {
  return followed([['x', number(point?.x, `${field}.x`)], ['y', number(point.y, `${field}.y`)], ['label', label(point.label, `${field}.label`)]]);
}

function checkedSum(sum, field, curveCount) {
  if (!Number.isInteger(sum?.curve) || sum.curve < 0 || sum.curve >= curveCount) {
    throw new RangeError(`${field}.curve must be the index of one of the figure's ${curveCount} curves, not ${JSON.stringify(sum?.curve)}`);
  }
  if (typeof sum.pieces !== 'function') throw new TypeError(`${field} needs pieces(), not ${sum.pieces}`);
  if (!SUM_RULES.includes(sum.rule)) throw new RangeError(`${field}.rule must be one of ${SUM_RULES.join(', ')}, not ${JSON.stringify(sum.rule)}`);
  const { pieces } = sum;
  return Object.freeze({ curve: sum.curve, rule: sum.rule, pieces: () => pieces() });
}

function checkedLine(line, field) {
  const hasX = line?.x !== undefined && line.x !== null;
  const hasY = line?.y !== undefined && line.y !== null;
  if (hasX === hasY) throw new TypeError(`${field} needs either x (a vertical line) or y (a horizontal line)`);
  const position = hasX ? ['x', number(line.x, `${field}.x`)] : ['y', number(line.y, `${field}.y`)];
  return followed([position, ['label', label(line.label, `${field}.label`)], ['style', style(line.style, 'dashed', `${field}.style`)]]);
}

function listOf(value, field, minimum, maximum) {
  if (!Array.isArray(value)) throw new TypeError(`${field} must be an array, not ${JSON.stringify(value)}`);
  if (value.length < minimum || value.length > maximum) {
    throw new RangeError(`${field} must hold ${minimum} … ${maximum} entries, not ${value.length}`);
  }
  return value;
}

function finite(value, field) {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new TypeError(`${field} must be a finite number, not ${JSON.stringify(value)}`);
  return value;
}

/**
 * A number of a mark: finite, or a function giving it as it is now (a point, a line or an area's end that
 * follows a slider; NaN where it has none, and then the mark is not drawn).
 */
function number(value, field) {
  return typeof value === 'function' ? value : finite(value, field);
}

/** A frozen object of these fields, a function-valued number as a getter asked at every read. */
function followed(fields) {
  const object = {};
  for (const [name, value] of fields) {
    if (typeof value === 'function') Object.defineProperty(object, name, { get: value, enumerable: true });
    else object[name] = value;
  }
  return Object.freeze(object);
}

function bound(value, field) {
  return value === undefined || value === null ? null : finite(value, field);
}

function style(value, fallback, field) {
  if (value === undefined || value === null) return fallback;
  if (!LINE_STYLES.includes(value)) throw new RangeError(`${field} must be one of ${LINE_STYLES.map((s) => `"${s}"`).join(', ')}, not ${JSON.stringify(value)}`);
  return value;
}

/** A label, or null for none; an empty one is none too (the build-time SVG draws it nowhere). */
function label(value, field) {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new TypeError(`${field} must be text, not ${JSON.stringify(value)}`);
  return value === '' ? null : value;
}
