// Slope and vector fields (fields/): the grid of 24 CSS px cells with centres at multiples of a cell, which stays put
// while the frame pans; a slope field's segments (one screen length, vertical where infinite, none where undefined); a
// vector field's arrows and shades; the live data source with its sliders and its note; the sampler's frame handing
// the marks to the layer. The same cases as Tests/PlotCoreTests/FieldTests.swift; SwiftJSDifferentialTests+Fields.swift
// holds the doubles of both sides together.
import test from 'node:test';
import assert from 'node:assert/strict';
import { fieldGrid } from '../../Public/js/fields/field-grid.js';
import { slopeSegment, slopeSegments } from '../../Public/js/fields/slope-field.js';
import { arrowShade, vectorArrow, vectorArrows } from '../../Public/js/fields/vector-field.js';
import { liveField } from '../../Public/js/fields/live-field.js';
import { sampleFigure } from '../../Public/js/graph/figure-sampler.js';
import { checkedFigure } from '../../Public/js/graph/figure-model.js';
import { FIELDS } from '../../Public/js/limits.js';
import shared from '../../Public/js/shared-constants.js';

/** −6.4 … 6.4 × −4 … 4 at 800 × 500 CSS px, 2×: 62.5 CSS px per unit both ways. */
const viewport = { xMin: -6.4, xMax: 6.4, yMin: -4, yMax: 4, width: 1600, height: 1000 };
const screenLength = (s, grid) => Math.hypot((s[2] - s[0]) * grid.pixelsPerX, (s[3] - s[1]) * grid.pixelsPerY);

test('the constants come from shared-constants.js', () => {
  assert.deepEqual({ ...FIELDS }, { cell: 24, markShare: 0.7, shades: 6, cellsMax: shared.fields.fieldCellsMax });
});

test('cells are 24 CSS px with centres at multiples of their size, and stay put while the frame pans', () => {
  const grid = fieldGrid(viewport, 2);
  assert.equal(grid.pixelsPerX, 62.5);
  assert.equal(grid.cellX, 0.384);
  assert.equal(grid.xs.length, 33);
  assert.equal(grid.ys.length, 21);
  assert.equal(grid.xs[0], -16 * 0.384);
  assert.ok(grid.xs.includes(0) && grid.ys.includes(0));
  assert.deepEqual([fieldGrid({ xMin: -7.2, xMax: 7.2, yMin: -4.5, yMax: 4.5, width: 1440, height: 900 }, 1)].map((g) => [g.xs.length, g.ys.length]), [[61, 37]]);
  const panned = fieldGrid({ ...viewport, xMin: -6.4 + 1.234, xMax: 6.4 + 1.234, yMin: -4.5, yMax: 3.5 }, 2);
  const shared = panned.xs.filter((x) => x <= grid.xs.at(-1) + 1e-9);
  assert.equal(shared.length, 30);
  for (const x of shared) assert.ok(grid.xs.some((old) => Math.abs(old - x) < 1e-12), `column ${x} moved`);
});

test("a slope field's segments have the slope at their centre and one screen length", () => {
  const grid = fieldGrid(viewport, 2);
  const segments = slopeSegments((x, y) => x - y, grid);
  assert.equal(segments.length, 33 * 21);
  for (const s of segments) {
    const [x, y] = [(s[0] + s[2]) / 2, (s[1] + s[3]) / 2];
    assert.ok(Math.abs(screenLength(s, grid) - 16.8) < 1e-9);
    assert.ok(Math.abs((s[3] - s[1]) / (s[2] - s[0]) - (x - y)) < 1e-9 * Math.max(1, Math.abs(x - y)));
  }
  const flat = slopeSegment(1, 0, 0, grid);
  assert.equal(flat[2] - flat[0], flat[3] - flat[1], 'slope 1 on equal axes: 45°');
  const tall = fieldGrid({ ...viewport, yMin: -2, yMax: 2 }, 2);
  const steep = slopeSegment(1, 0, 0, tall);
  assert.ok(Math.abs(((steep[3] - steep[1]) * tall.pixelsPerY) / ((steep[2] - steep[0]) * tall.pixelsPerX) - 2) < 1e-12);
});

test('an infinite slope is vertical, an undefined one leaves the cell empty', () => {
  const grid = fieldGrid(viewport, 2);
  const segments = slopeSegments((x, y) => -x / y, grid);
  assert.equal(segments.length, 33 * 21 - 1, '−0/0 at the origin');
  const vertical = segments.filter((s) => s[0] === s[2]);
  assert.equal(vertical.length, 32);
  assert.ok(vertical.every((s) => (s[1] + s[3]) / 2 === 0 && Math.abs(screenLength(s, grid) - 16.8) < 1e-9));
  assert.equal(slopeSegment(NaN, 1, 1, grid), null);
  assert.equal(slopeSegment(1e300, 1, 1, grid)[0], 1, 'steeper than the screen tells: vertical');
});

test("a vector field's arrows have one length and a shade by magnitude; a zero vector is a dot", () => {
  const grid = fieldGrid(viewport, 2);
  const { arrows, magnitudes } = vectorArrows((x, y) => [-y, x], grid);
  assert.equal(arrows.length, 33 * 21);
  const dot = arrows.find((arrow) => arrow.points.length === 2);
  assert.deepEqual([...dot.points, dot.magnitude], [0, 0, 0]);
  assert.deepEqual(magnitudes, { low: 0, high: Math.sqrt((16 * 0.384) ** 2 + (10 * 0.384) ** 2) });
  for (const { points: p, magnitude } of arrows.filter((arrow) => arrow.points.length === 8)) {
    const [x, y] = [(p[0] + p[2]) / 2, (p[1] + p[3]) / 2];
    assert.ok(Math.abs(screenLength(p, grid) - 16.8) < 1e-9);
    assert.ok(Math.abs((p[2] - p[0]) * x + (p[3] - p[1]) * y) < 1e-9, 'perpendicular to the radius');
    assert.ok((p[2] - p[0]) * -y + (p[3] - p[1]) * x > 0, 'counter-clockwise');
    assert.ok(Math.abs(magnitude - Math.sqrt(x * x + y * y)) < 1e-12);
  }
  assert.equal(arrowShade(dot, magnitudes), 0);
  assert.deepEqual(new Set(arrows.map((arrow) => arrowShade(arrow, magnitudes))), new Set([0, 1, 2, 3, 4, 5]));
  const wind = vectorArrows(() => [1, 0], grid);
  assert.deepEqual(wind.magnitudes, { low: 1, high: 1 });
  assert.ok(wind.arrows.every((arrow) => arrowShade(arrow, wind.magnitudes) === FIELDS.shades - 1));
  assert.equal(vectorArrow(Infinity, 1, 0, 0, grid), null);
  assert.equal(vectorArrow(NaN, 0, 0, 0, grid), null);
});

test('the live source reads x, y and sliders, follows them, and notes a field undefined everywhere', () => {
  const source = liveField({ slope: '√(a - x^2 - y^2)' }, { parameters: ['a'], values: { a: 4 }, description: 'dy/dx = √(a − x² − y²)' });
  const defined = source.picture(viewport, 2);
  assert.deepEqual([defined.finished, defined.segments, defined.field.kind, defined.field.note], [true, [], 'slope', undefined]);
  assert.ok(defined.field.segments.length > 50);
  source.setParameters({ a: -1 });
  const nowhere = source.picture(viewport, 2).field;
  assert.deepEqual(nowhere.segments, []);
  assert.equal(nowhere.note, 'Slope field of dy/dx = √(a − x² − y²), undefined everywhere in view');
  assert.deepEqual(source.values(), { a: -1 });
  const rotation = liveField({ vector: ['-y', 'x'] }).picture(viewport, 2).field;
  assert.equal(rotation.arrows.length, 33 * 21);
  assert.ok(rotation.arrows.every((arrow) => arrow.shade === arrowShade(arrow, rotation.magnitudes)));
  assert.throws(() => liveField({ slope: 'x - z' }), /unknown name 'z'/);
});

test("the figure sampler hands a field's marks to the frame, laid at the view's density", () => {
  const field = liveField({ slope: 'x - y' });
  const figure = checkedFigure({ curves: [{ picture: field.picture, name: 'dy/dx = x − y' }, { valueAt: (x) => x }] });
  const { drawing, failures } = sampleFigure(figure, viewport, { samples: 'auto', areaOutline: null, density: 2 });
  assert.deepEqual(failures, []);
  assert.equal(drawing.fields[0].segments.length, 33 * 21);
  assert.equal(drawing.fields[1], null);
  assert.deepEqual(drawing.curves[0], []);
  const at1x = sampleFigure(figure, viewport, { samples: 'auto', areaOutline: null, density: 1 }).drawing.fields[0];
  assert.equal(at1x.segments.length, 67 * 41, 'cells of 0.192 at 1×: k = −33 … 33 by −20 … 20');
});
