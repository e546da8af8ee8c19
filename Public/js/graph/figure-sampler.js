// What one frame of a GraphView draws, apart from any DOM so that node tests hold it: every curve of
// a figure sampled over the viewport (sampling/sampler.js), every area outlined, and what failed. A
// data source that throws draws no curve, nor the areas it bounds; the other curves and areas draw
// all the same, and the view reports the failure (failure-log.js). docs/sampling.md describes the
// sampling itself.
//
//   const { drawing, failures } = sampleFigure(figure, viewport, { samples: 'auto', areaOutline });
//   drawing.curves[1]   // curve 1's segments: Float64Arrays of interleaved x, y (a parametric curve's
//                       // list also has .parameters, each point's t)
//   drawing.endpoints[1] // curve 1's endpoint dots: [{ x, y, open }] (figure/curve-endpoints.js; a parametric
//                        // curve's, at its jumps in t, from the parametric sampler)
//   drawing.shadings[2] // a picture curve's shading (implicit/live-implicit.js), null for others
//   drawing.fields[3]   // a field's marks in the frame (fields/live-field.js), null for others
//   drawing.pending     // whether a picture is still being refined: the view draws again next frame
//   failures            // [{ source: 'curve 0', message: "curve 0 not drawn, its data source failed: Error: …", error }]

import { SAMPLES } from '../limits.js';
import { sample, validateViewport } from '../sampling/sampler.js';
import { sampleParametric } from '../sampling/parametric-sampler.js';
import { areaCurves } from './figure-model.js';
import { describeError } from './failure-log.js';
import { curveDots } from '../figure/curve-endpoints.js';

/**
 * What failed in a frame: who (`curve 1`, `area 0`), the report's words, and what was thrown.
 * @typedef {{source: string, message: string, error: unknown}} FigureFailure
 */

/**
 * Every curve's segments and every area's polygons in `viewport`. A viewport the sampler refuses
 * (e.g. wider than 20 000 device px) shows no curve and no area; nothing failed.
 * @param {import('./figure-model.js').Figure} figure
 * @param {import('../sampling/viewport.js').Viewport} viewport width and height in device pixels
 * @param {object} options
 * @param {'auto' | number} options.samples as parseSamples returns it
 * @param {number} [options.density] device px per CSS px: a field's grid is laid in CSS px
 * @param {typeof import('../figure/area-outline.js').areaOutline | null} options.areaOutline null until
 *   area-outline.js has loaded (or when it could not): the areas have no polygons
 * @returns {{drawing: import('./plot-svg.js').FrameDrawing, failures: FigureFailure[]}}
 */
export function sampleFigure(figure, viewport, { samples, areaOutline, density = 1 }) {
  const { curves, areas } = figure;
  try {
    validateViewport(viewport);
  } catch {
    return { drawing: { curves: curves.map(() => []), endpoints: curves.map(() => []), areas: areas.map(() => []), shadings: [], fields: [], pending: false }, failures: [] };
  }
  const failures = [];
  const failed = new Set();
  const endpoints = curves.map(() => []);
  // A picture's shading (a region's pixels, undecided ones), and whether one is still being refined.
  const shadings = curves.map(() => null);
  const fields = curves.map(() => null);
  let pending = false;
  const sampled = curves.map((curve, i) => {
    try {
      if (curve.picture) {
        const { segments, dots, shading, field, finished } = curve.picture(viewport, density);
        endpoints[i] = dots;
        shadings[i] = shading;
        fields[i] = field ?? null;
        pending ||= !finished;
        return segments;
      }
      if (curve.path) {
        const { segments, parameters, endpoints: dots } = sampleParametric(curve.path, viewport);
        endpoints[i] = curve.endpoints.atJumps ? dots : [];
        // The segments carry, as `parameters`, each point's t (a Float64Array per segment): the trace
        // reads where along the curve a point is.
        return Object.assign(segments, { parameters });
      }
      const verticalX = curve.vertical?.() ?? NaN;
      // A vertical line (a tangent where its curve turns vertical) runs up the frame.
      if (Number.isFinite(verticalX)) {
        return verticalX >= viewport.xMin && verticalX <= viewport.xMax ? [Float64Array.of(verticalX, viewport.yMin, verticalX, viewport.yMax)] : [];
      }
      const result = sample(curve.valueAt, viewport, samples, { from: curve.from, to: curve.to, candidates: curve.candidates ?? [] });
      endpoints[i] = curveDots(curve, result.endpoints);
      return result.segments;
    } catch (error) {
      // The viewport and the sample count were valid: what threw is the data source.
      failed.add(i);
      const what = curves.length > 1 ? `curve ${i} not drawn, its data source failed` : 'no curve drawn, the data source failed';
      failures.push({ source: `curve ${i}`, message: `${what}: ${describeError(error)}`, error });
      return [];
    }
  });
  const outlined = areas.map((area, i) => {
    const [f, g] = areaCurves(area);
    // A curve's failure is reported already.
    if (!areaOutline || failed.has(f) || failed.has(g)) return [];
    try {
      return areaOutline(curves[f].valueAt, g === null ? null : curves[g].valueAt, area.from, area.to, viewport);
    } catch (error) {
      failures.push({ source: `area ${i}`, message: `area ${i} not drawn, a curve's data source failed: ${describeError(error)}`, error });
      return [];
    }
  });
  return { drawing: { curves: sampled, endpoints, areas: outlined, shadings, fields, pending }, failures };
}

/**
 * The lowest and highest y of `segments` inside the frame `v` (data units); a point just outside
 * the frame counts (clamped) when its line enters the frame. Nulls when none is inside.
 * @param {Float64Array[]} segments
 * @param {{xMin: number, xMax: number, yMin: number, yMax: number}} v
 * @returns {{yMin: number | null, yMax: number | null}}
 */
export function visibleYRange(segments, v) {
  let low = Infinity;
  let high = -Infinity;
  const inside = (s, i) => s[i] >= v.xMin && s[i] <= v.xMax && s[i + 1] >= v.yMin && s[i + 1] <= v.yMax;
  for (const s of segments) {
    for (let i = 0; i < s.length; i += 2) {
      if (!(inside(s, i) || (i >= 2 && inside(s, i - 2)) || (i + 2 < s.length && inside(s, i + 2)))) continue;
      const y = Math.min(Math.max(s[i + 1], v.yMin), v.yMax);
      low = Math.min(low, y);
      high = Math.max(high, y);
    }
  }
  return { yMin: low <= high ? low : null, yMax: low <= high ? high : null };
}

/**
 * A view's `samples`: `"auto"` or a whole number of uniform intervals, SAMPLES.min … SAMPLES.max.
 * @param {unknown} value `"auto"`, a number, or its text (the data-samples attribute)
 * @returns {'auto' | number}
 * @throws {RangeError} naming the value
 */
export function parseSamples(value) {
  if (value === 'auto') return 'auto';
  const count = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(count) || count < SAMPLES.min || count > SAMPLES.max) {
    throw new RangeError(`samples must be "auto" or a whole number from ${SAMPLES.min} to ${SAMPLES.max}, not ${JSON.stringify(value)}`);
  }
  return count;
}
