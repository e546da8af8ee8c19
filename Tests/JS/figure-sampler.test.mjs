// What one frame of a GraphView draws (Public/js/graph/figure-sampler.js), without a DOM: every curve
// of a figure sampled over the viewport, restricted curves only on their from … to, the areas
// outlined, and a data source that throws leaving out its curve and the areas it bounds, with a
// failure entry for the view to report, while the rest of the figure is drawn. Also the visible
// y-range behind visibleStats and the samples a view accepts.
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseSamples, sampleFigure, visibleYRange } from '../../Public/js/graph/figure-sampler.js';
import { checkedFigure } from '../../Public/js/graph/figure-model.js';
import { areaOutline } from '../../Public/js/figure/area-outline.js';
import { sample } from '../../Public/js/sampling/sampler.js';
import { sampleParametric } from '../../Public/js/sampling/parametric-sampler.js';

const VIEWPORT = Object.freeze({ xMin: -4, xMax: 4, yMin: -2, yMax: 2, width: 800, height: 400 });
const AUTO = { samples: 'auto', areaOutline };

/** Every x of a curve's segments. */
const xsOf = (segments) => segments.flatMap((segment) => [...segment].filter((_, k) => k % 2 === 0));

test('each curve of a two-curve figure is sampled over the viewport, a restricted one only on its from … to', () => {
  const figure = checkedFigure({ curves: [{ valueAt: Math.sin }, { valueAt: (x) => x / 2, from: -1, to: 1.5 }] });
  const { drawing, failures } = sampleFigure(figure, VIEWPORT, AUTO);
  assert.deepEqual(failures, []);
  assert.equal(drawing.curves.length, 2);
  // sin x across the whole frame (the sampler clips just outside it).
  const sine = xsOf(drawing.curves[0]);
  assert.ok(Math.min(...sine) <= VIEWPORT.xMin && Math.max(...sine) >= VIEWPORT.xMax, `${Math.min(...sine)} … ${Math.max(...sine)}`);
  // x / 2 starts and ends exactly at its restriction, and is the sampler's own answer for it.
  const line = xsOf(drawing.curves[1]);
  assert.equal(Math.min(...line), -1);
  assert.equal(Math.max(...line), 1.5);
  assert.deepEqual(drawing.curves[1], sample((x) => x / 2, VIEWPORT, 'auto', { from: -1, to: 1.5 }).segments);
});

test('a curve that is a vertical line (a tangent where its curve turns vertical) runs up the frame, and only while it is vertical', () => {
  let x = 1.5;
  const figure = checkedFigure({ curves: [{ valueAt: Math.cbrt }, { valueAt: () => NaN, vertical: () => x }] });
  assert.deepEqual(sampleFigure(figure, VIEWPORT, AUTO).drawing.curves[1], [Float64Array.of(1.5, -2, 1.5, 2)]);
  x = 7;  // beyond the frame: nothing drawn
  assert.deepEqual(sampleFigure(figure, VIEWPORT, AUTO).drawing.curves[1], []);
  x = NaN;  // a slider moved it off the vertical: the curve's values again (none here)
  assert.deepEqual(sampleFigure(figure, VIEWPORT, AUTO).drawing.curves[1], []);
  assert.throws(() => checkedFigure({ curves: [{ valueAt: Math.sin, vertical: 2 }] }), /figure.curves\[0\].vertical must be a function/);
});

test('a uniform sample count spaces that many intervals over the visible part of each curve', () => {
  const figure = checkedFigure({ curves: [{ valueAt: (x) => x / 4 }, { valueAt: (x) => -x / 4, from: 0 }] });
  const { drawing } = sampleFigure(figure, VIEWPORT, { samples: 8, areaOutline });
  // A straight line keeps its ends only; 8 intervals over −4 … 4 and over 0 … 4.
  assert.deepEqual(drawing.curves.map((segments) => xsOf(segments)), [[-4, 4], [0, 4]]);
});

test('a data source that throws draws no curve and no area it bounds, and is listed as a failure; the rest is drawn', () => {
  const offline = new Error('sensor offline');
  const figure = checkedFigure({
    curves: [{ valueAt: () => { throw offline; } }, { valueAt: Math.cos }],
    areas: [{ under: 0, from: -1, to: 1 }, { under: 1, from: -1, to: 1 }, { between: [0, 1], from: 0, to: 1 }],
  });
  const { drawing, failures } = sampleFigure(figure, VIEWPORT, AUTO);
  assert.deepEqual(drawing.curves[0], []);
  assert.ok(drawing.curves[1].length > 0);
  // Only the area under cos x alone is shaded: one polygon from −1 to 1.
  assert.deepEqual(drawing.areas.map((polygons) => polygons.length), [0, 1, 0]);
  const polygon = drawing.areas[1][0];
  assert.equal(polygon[0], -1);
  assert.equal(polygon[1], Math.cos(-1));
  // One failure, the curve's: the areas it bounds add none of their own.
  assert.deepEqual(failures, [{ source: 'curve 0', message: 'curve 0 not drawn, its data source failed: Error: sensor offline', error: offline }]);
});

test('the failure of a lone curve says that no curve is drawn; a thrown non-Error is shown as it is', () => {
  const figure = checkedFigure({ curves: [{ valueAt: () => { throw 'no data'; } }] });
  const { drawing, failures } = sampleFigure(figure, VIEWPORT, AUTO);
  assert.deepEqual(drawing.curves, [[]]);
  assert.deepEqual(failures.map(({ source, message }) => [source, message]), [['curve 0', 'no curve drawn, the data source failed: no data']]);
});

test("a parametric curve's jumps in t get the parametric sampler's dots, unless the curve turns them off", () => {
  const steps = { x: (t) => t, y: Math.floor, from: 0, to: 2.5 };
  const figure = checkedFigure({ curves: [{ path: steps }, { path: steps, endpoints: false }] });
  const { drawing, failures } = sampleFigure(figure, VIEWPORT, AUTO);
  assert.deepEqual(failures, []);
  assert.deepEqual(drawing.endpoints[0], sampleParametric(steps, VIEWPORT).endpoints);
  assert.deepEqual(drawing.endpoints[0].map(({ x, y, open }) => [x, y, open]),
    [[0.9999999999999999, 0, true], [1, 1, false], [1.9999999999999998, 1, true], [2, 2, false]]);
  assert.deepEqual(drawing.endpoints[1], []);
  assert.ok(drawing.curves[1].parameters.length === drawing.curves[1].length, 'each segment carries its points\' t');
});

test('an area whose outline throws is listed as an area failure; its curve is still drawn', () => {
  const figure = checkedFigure({ curves: [{ valueAt: (x) => { if (x > 0.5 && x < 0.6) throw new RangeError('gap'); return 1; } }], areas: [{ under: 0, from: 0, to: 1 }] });
  // The sampler does not ask inside 0.5 … 0.6 at 8 uniform intervals over −4 … 4; the outline asks every column.
  const { drawing, failures } = sampleFigure(figure, VIEWPORT, { samples: 8, areaOutline });
  assert.ok(drawing.curves[0].length > 0);
  assert.deepEqual(drawing.areas, [[]]);
  assert.deepEqual(failures.map(({ source, message }) => [source, message]), [['area 0', "area 0 not drawn, a curve's data source failed: RangeError: gap"]]);
});

test('before the area outlines have loaded, the areas have no polygons and nothing failed', () => {
  const figure = checkedFigure({ curves: [{ valueAt: Math.sin }], areas: [{ under: 0, from: 0, to: 1 }] });
  const { drawing, failures } = sampleFigure(figure, VIEWPORT, { samples: 'auto', areaOutline: null });
  assert.ok(drawing.curves[0].length > 0);
  assert.deepEqual(drawing.areas, [[]]);
  assert.deepEqual(failures, []);
});

test('a viewport the sampler refuses shows nothing and is no failure of the data sources', () => {
  let asked = 0;
  const figure = checkedFigure({ curves: [{ valueAt: (x) => { asked += 1; return x; } }], areas: [{ under: 0, from: 0, to: 1 }] });
  const { drawing, failures } = sampleFigure(figure, { ...VIEWPORT, width: 30_000 }, AUTO);
  assert.deepEqual(drawing, { curves: [[]], endpoints: [[]], areas: [[]], shadings: [], fields: [], pending: false });
  assert.deepEqual(failures, []);
  assert.equal(asked, 0);
});

test('the visible y-range clamps to the frame and counts a point just outside where its line enters', () => {
  const frame = { xMin: 0, xMax: 10, yMin: -1, yMax: 1 };
  // (−1, 5) is outside, but its line enters the frame: clamped to yMax. (20, −7) is not reached.
  const segments = [Float64Array.of(-1, 5, 1, 0.5, 2, -0.25), Float64Array.of(15, 3, 20, -7)];
  assert.deepEqual(visibleYRange(segments, frame), { yMin: -0.25, yMax: 1 });
  assert.deepEqual(visibleYRange([Float64Array.of(20, 0, 30, 0)], frame), { yMin: null, yMax: null });
});

test('a view accepts "auto" or a whole number of samples in the shared range, and names anything else', () => {
  assert.equal(parseSamples('auto'), 'auto');
  assert.equal(parseSamples('200'), 200);
  assert.equal(parseSamples(2), 2);
  assert.throws(() => parseSamples('1'), { name: 'RangeError', message: 'samples must be "auto" or a whole number from 2 to 10000, not "1"' });
  assert.throws(() => parseSamples(2.5), /not 2\.5$/);
});
