// An implicit curve or a region as a live view's data source (docs/sampling.md#live-drawing): the graph view asks it for
// a picture of each frame's viewport and knows nothing of relations. Progressive: a viewport seen for the first time
// gets a coarse drawing at once (pixels COARSE device px wide, decided to the end: every gesture's frame stays quick),
// and the drawing at the frame's own pixels is advanced for at most FRAME_MS in each later frame of the same viewport
// (shared by all the implicit curves of the frame), replacing the coarse one once it is finished. The view asks again
// while the picture is not finished.
//
//   const source = liveImplicit('x^2 + y^2 = 4');
//   figure.curves.push({ picture: source.picture, name: 'x² + y² = 4' });
//   source.picture(viewport)   // {segments, dots, shading: {inside, undecided, strict, isRegion, pixelWidth, pixelHeight}, finished}

import { parseRelation } from '../expression/relation.js';
import { ImplicitRun, implicitDrawing } from './implicit-drawing.js';
import { alongCurve, withArcLength } from '../figure/along-lines.js';
import { keptOutlinePoints } from '../graph/path-data.js';
import constants from '../shared-constants.js';

/** Device pixels per pixel of the coarse drawing shown during gestures. */
export const COARSE = 8;
/** The most milliseconds one frame spends refining. */
export const FRAME_MS = 6;
/** Evaluations between two looks at the clock. */
const SLICE = 4000;

/** When the refining of the current frame ends, shared by every implicit curve drawn in it. */
let refiningEnds = -Infinity;

/**
 * The end of this frame's refining: FRAME_MS after the first curve began refining in it. A call within 2 ms of the last
 * deadline belongs to the same frame (the next frame comes at least 8 ms later), so several curves share one budget.
 */
function frameDeadline() {
  const now = performance.now();
  if (now > refiningEnds + 2) refiningEnds = now + FRAME_MS;
  return refiningEnds;
}

/**
 * The data source of `source` (a relation's text), its parameters `parameters` at `values`.
 * @param {string} source
 * @param {{parameters?: string[], values?: Record<string, number>, functions?: object}} [options]
 */
export function liveImplicit(source, { parameters = [], values = {}, functions = undefined } = {}) {
  const relation = parseRelation(source, { parameters, functions });
  let current = { ...values };
  let state = null;
  const keyOf = (v) => `${v.xMin},${v.xMax},${v.yMin},${v.yMax},${v.width},${v.height}`;
  // The curve as drawn last, for the trace: its points' arc length along the drawn lines, one piece after another.
  let drawn = alongCurve([]);
  const shown = (result) => {
    drawn = alongCurve(result.segments);
    return result;
  };
  return {
    relation,
    /**
     * The drawn curve as a path for the trace (docs/site.md#trace): the point at arc length t along its lines, from 0 to
     * `length()`, in data units; it follows the last picture.
     */
    along: {
      x: (t) => drawn.pointAt(t)[0],
      y: (t) => drawn.pointAt(t)[1],
      length: () => drawn.length,
    },
    /** What `viewport` shows now: the finished drawing, else the coarse one while refining goes on. */
    picture(viewport) {
      const key = keyOf(viewport);
      if (state?.key !== key) {
        const coarse = { ...viewport, width: Math.max(1, Math.ceil(viewport.width / COARSE)), height: Math.max(1, Math.ceil(viewport.height / COARSE)) };
        // The drawing at the frame's pixels is begun only when the viewport is asked for again: a gesture's frames
        // allocate no state for pixels they will not refine.
        state = { key, shown: picture(new ImplicitRun(relation, coarse, current).finish(), viewport), run: null };
        return shown({ ...state.shown, finished: false });
      }
      state.run ??= new ImplicitRun(relation, viewport, current);
      if (state.run.isFinished) return shown({ ...state.shown, finished: true });
      const until = frameDeadline();
      while (performance.now() < until && !state.run.advance(SLICE));
      if (!state.run.isFinished) return shown({ ...state.shown, finished: false });
      state.shown = picture(state.run, viewport);
      return shown({ ...state.shown, finished: true });
    },
    /** The parameters' values now. */
    values: () => ({ ...current }),
    /** New values of the parameters: the next picture starts afresh. */
    setParameters(changed) {
      current = { ...current, ...changed };
      state = null;
    },
  };
}

/** A run's drawing as the view draws it: segments as Float64Arrays of x, y; pixel runs with their size in device px. */
function picture(run, viewport) {
  const drawing = implicitDrawing(run);
  // Lines as they are drawn (a dot's two points are both kept).
  const flat = (segments) => withArcLength(pictureLines(segments, viewport).map((points) => Float64Array.from(points.flat())));
  const size = { pixelWidth: viewport.width / run.grid.columns, pixelHeight: viewport.height / run.grid.rows };
  if (drawing.kind === 'curve') {
    // Dots (isolated points, a curve grazing a pixel) as pieces of no length: the line's round caps draw them its width.
    return {
      segments: flat([...drawing.segments, ...drawing.dots.map((point) => [point, point])]),
      dots: [],
      shading: { inside: { runs: [], count: 0 }, undecided: drawing.undecided, strict: [], isRegion: false, ...size },
    };
  }
  const kept = drawing.edges.filter((edge) => !edge.isStrict).flatMap((edge) => edge.segments);
  const strict = drawing.edges.filter((edge) => edge.isStrict).flatMap((edge) => edge.segments);
  return {
    segments: flat(kept),
    dots: [],
    shading: { inside: drawing.inside, undecided: drawing.undecided, strict: flat(strict), isRegion: true, ...size },
  };
}

/**
 * The lines of a certified drawing as they are drawn: each keeps only the points a straight line would not replace to
 * within `pictureLineTolerancePx` device pixels (shared-constants.js), as ImplicitShading.swift's pictureLines.
 * @param {[number, number][][]} lines in data coordinates
 * @param {{xMin: number, xMax: number, yMin: number, yMax: number, width: number, height: number}} v device pixels
 * @returns {[number, number][][]}
 */
export function pictureLines(lines, v) {
  const xScale = v.width / (v.xMax - v.xMin);
  const yScale = v.height / (v.yMax - v.yMin);
  return lines.map((line) => keptOutlinePoints(line.map(([x]) => (x - v.xMin) * xScale), line.map(([, y]) => (v.yMax - y) * yScale),
    constants.drawing.pictureLineTolerancePx).map((k) => line[k]));
}
