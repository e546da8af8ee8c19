// The figure a GraphView draws (Public/js/graph/figure-model.js): defaults filled in, data sources
// asked at every call, and every mistake reported with the field it is in.
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { areaCurves, checkedFigure, figureOfDataSource, MAXIMUM_CURVES, MAXIMUM_POINTS } from '../../Public/js/graph/figure-model.js';

const line = { valueAt: (x) => x };

test('a figure gets its defaults: solid unbounded curves, dashed reference lines, no marks', () => {
  const figure = checkedFigure({ curves: [line], lines: [{ x: 1 }, { y: 2, label: 'y = 2', style: 'dotted' }], points: [{ x: 0, y: 0 }] });
  assert.deepEqual({ ...figure.curves[0], valueAt: undefined }, {
    valueAt: undefined, from: null, to: null, style: 'solid', name: null, endpoints: { atJumps: true, from: null, to: null }, candidates: [],
    construct: null, vertical: null, path: null, picture: null,
  });
  assert.deepEqual(figure.sums, []);
  assert.deepEqual(figure.lines, [{ x: 1, label: null, style: 'dashed' }, { y: 2, label: 'y = 2', style: 'dotted' }]);
  assert.deepEqual(figure.points, [{ x: 0, y: 0, label: null }]);
  assert.deepEqual(figure.areas, []);
  assert.ok(Object.isFrozen(figure) && Object.isFrozen(figure.curves[0]));
});

test('a picture curve (an implicit curve or a region) is asked for each viewport and has no y at x', () => {
  const asked = [];
  const figure = checkedFigure({ curves: [{ picture: (viewport) => { asked.push(viewport); return { segments: [], dots: [], shading: null, finished: true }; }, name: 'x² + y² = 4', style: 'dashed' }] });
  const [curve] = figure.curves;
  assert.ok(Number.isNaN(curve.valueAt(1)));
  assert.deepEqual([curve.style, curve.name, curve.path, curve.endpoints.atJumps], ['dashed', 'x² + y² = 4', null, false]);
  assert.deepEqual(curve.picture({ xMin: 0 }), { segments: [], dots: [], shading: null, finished: true });
  assert.deepEqual(asked, [{ xMin: 0 }]);
  assert.throws(() => checkedFigure({ curves: [{ picture: 'x^2 + y^2 = 4' }] }), /figure\.curves\[0\]\.picture must be a function of the viewport/);
});

test('an empty label is no label, as in the build-time SVG', () => {
  const figure = checkedFigure({ curves: [{ ...line, name: '' }], points: [{ x: 0, y: 0, label: '' }] });
  assert.equal(figure.curves[0].name, null);
  assert.equal(figure.points[0].label, null);
});

test('a curve asks its data source at every call, so the source may change its answers', () => {
  const source = { valueAt: () => 1 };
  const { curves } = figureOfDataSource(source);
  assert.equal(curves[0].valueAt(0), 1);
  source.valueAt = () => 2;
  assert.equal(curves[0].valueAt(0), 2);
});

test('areas keep their curves, under one or between two', () => {
  const { areas } = checkedFigure({ curves: [line, line], areas: [{ under: 1, from: 0, to: 1 }, { between: [0, 1], from: -1, to: 2 }] });
  assert.deepEqual(areas, [{ under: 1, from: 0, to: 1 }, { between: [0, 1], from: -1, to: 2 }]);
});

test('each mistake names its field', () => {
  const cases = [
    [{ curves: [] }, 'figure.curves must hold 1 … 24 entries, not 0'],
    [{ curves: Array(MAXIMUM_CURVES + 1).fill(line) }, 'figure.curves must hold 1 … 24 entries, not 25'],
    [{ curves: [line, {}] }, 'figure.curves[1] needs valueAt(x), not undefined'],
    [{ curves: [{ ...line, style: 'wavy' }] }, 'figure.curves[0].style must be one of "solid", "dashed", "dotted", not "wavy"'],
    [{ curves: [{ ...line, from: 2, to: 1 }] }, 'figure.curves[0].from (2) must be less than its to (1)'],
    [{ curves: [{ ...line, from: 1, to: 1 }] }, 'figure.curves[0].from (1) must be less than its to (1)'],
    [{ curves: [{ ...line, to: Number.NaN }] }, 'figure.curves[0].to must be a finite number, not null'],
    [{ curves: [line], areas: [{ under: 1, from: 0, to: 1 }] }, 'figure.areas[0].under must be the index of one of the figure\'s 1 curves (0 … 0), not 1'],
    [{ curves: [line], areas: [{ between: [0], from: 0, to: 1 }] }, 'figure.areas[0].between must be two curve indices, not [0]'],
    [{ curves: [line], areas: [{ from: 0, to: 1 }] }, 'figure.areas[0] needs either under (a curve index) or between (two curve indices)'],
    [{ curves: [line], areas: [{ under: 0, from: 1, to: 1 }] }, 'figure.areas[0].from (1) must be less than its to (1)'],
    [{ curves: [line], points: [{ x: 0, y: '1' }] }, 'figure.points[0].y must be a finite number, not "1"'],
    // The manifest's 16, and two for each curve that is a secant.
    [{ curves: [line], points: Array(MAXIMUM_POINTS + 2 * MAXIMUM_CURVES + 1).fill({ x: 0, y: 0 }) }, 'figure.points must hold 0 … 248 entries, not 249'],
    [{ curves: [{ ...line, construct: 'normal' }] }, 'figure.curves[0].construct must be "tangent", "secant" or null, not "normal"'],
    [{ curves: [line], sums: [{ curve: 1, pieces: () => new Float64Array(0) }] }, "figure.sums[0].curve must be the index of one of the figure's 1 curves, not 1"],
    [{ curves: [line], sums: [{ curve: 0 }] }, 'figure.sums[0] needs pieces(), not undefined'],
    [{ curves: [line], sums: [{ curve: 0, rule: 'top', pieces: () => new Float64Array(0) }] },
      'figure.sums[0].rule must be one of left, right, midpoint, trapezoid, lower, upper, not "top"'],
    [{ curves: [line], lines: [{ x: 0, y: 0 }] }, 'figure.lines[0] needs either x (a vertical line) or y (a horizontal line)'],
    [{ curves: [line], lines: [{ x: 0, label: 3 }] }, 'figure.lines[0].label must be text, not 3'],
  ];
  for (const [figure, message] of cases) assert.throws(() => checkedFigure(figure), { message }, message);
});

test('a number given as a function is asked whenever it is read: marks follow their sliders', () => {
  let a = 1;
  const figure = checkedFigure({
    curves: [line], points: [{ x: () => a, y: () => 2 * a, label: null }], lines: [{ x: () => a + 1 }], areas: [{ under: 0, from: 0, to: () => a }],
  });
  assert.deepEqual([figure.points[0].x, figure.points[0].y, figure.lines[0].x, figure.areas[0].to], [1, 2, 2, 1]);
  a = 3;
  assert.deepEqual([figure.points[0].x, figure.points[0].y, figure.lines[0].x, figure.areas[0].to], [3, 6, 4, 3]);
  assert.deepEqual(figure.lines[0], { x: 4, label: null, style: 'dashed' });
  assert.ok(Object.isFrozen(figure.points[0]) && Object.isFrozen(figure.areas[0]));
});

test('a data source without valueAt is refused', () => {
  assert.throws(() => figureOfDataSource({}), /GraphView needs a dataSource with valueAt\(x\)/);
});

test('areaCurves names the curves an area lies between, the x-axis as null', () => {
  assert.deepEqual(areaCurves({ under: 2, from: 0, to: 1 }), [2, null]);
  assert.deepEqual(areaCurves({ between: [0, 1], from: 0, to: 1 }), [0, 1]);
});

test('a curve\'s endpoints are true (dots at jumps and holes), false (none) or the dots at its from and to', () => {
  const endpoints = (value, bounds = { from: 0, to: 2 }) => checkedFigure({ curves: [{ ...line, ...bounds, endpoints: value }] }).curves[0].endpoints;
  assert.deepEqual(endpoints(true), { atJumps: true, from: null, to: null });
  assert.deepEqual(endpoints(false), { atJumps: false, from: null, to: null });
  assert.deepEqual(endpoints(['closed', 'open']), { atJumps: true, from: 'closed', to: 'open' });
  assert.deepEqual(endpoints([null, 'closed'], { from: null, to: 2 }), { atJumps: true, from: null, to: 'closed' });
  assert.throws(() => endpoints(['closed', 'shut']), /figure\.curves\[0\]\.endpoints\[1\] must be "closed", "open" or null, not "shut"/);
  assert.throws(() => endpoints(['open', null], { from: null, to: 2 }), /endpoints\[0\] asks for a dot at the curve's from, but the curve has no from/);
  assert.throws(() => endpoints(['open']), /figure\.curves\[0\]\.endpoints must be true, false or the dots at from and to/);
  assert.throws(() => endpoints('yes'), TypeError);
});

test('a curve\'s candidates (where its holes may be) are functions, none by default', () => {
  const g = (x) => x - 1;
  assert.deepEqual(checkedFigure({ curves: [{ ...line, candidates: [g] }] }).curves[0].candidates, [g]);
  assert.throws(() => checkedFigure({ curves: [{ ...line, candidates: [1] }] }), /figure\.curves\[0\]\.candidates must be an array of functions/);
});

test('a parametric curve is checked, has no y at x, and dots at its jumps in t unless told otherwise', () => {
  const figure = checkedFigure({ curves: [{ path: { x: Math.cos, y: Math.sin, from: 0, to: 2 * Math.PI }, name: 'unit circle', style: 'dashed' }] });
  const [curve] = figure.curves;
  assert.equal(curve.path.x(0), 1);
  assert.equal(curve.path.variable, 't');
  assert.ok(Number.isNaN(curve.valueAt(0)));
  assert.deepEqual(curve.endpoints, { atJumps: true, from: null, to: null });
  const path = { x: Math.cos, y: Math.sin, from: 0, to: 1 };
  assert.deepEqual(checkedFigure({ curves: [{ path, endpoints: false }] }).curves[0].endpoints, { atJumps: false, from: null, to: null });
  assert.throws(() => checkedFigure({ curves: [{ path, endpoints: ['closed', 'open'] }] }), /endpoints must be true or false for a parametric curve/);
  assert.equal(curve.style, 'dashed');
  assert.throws(() => checkedFigure({ curves: [{ path: { x: Math.cos, from: 0, to: 1 } }] }), /figure\.curves\[0\]\.path needs y\(t\)/);
  assert.throws(() => checkedFigure({ curves: [{ path: { x: Math.cos, y: Math.sin, from: 1, to: 1 } }] }), /from \(1\) must be less than its to \(1\)/);
  assert.throws(() => checkedFigure({ curves: [{ path: { x: Math.cos, y: Math.sin, from: 0, to: Infinity } }] }), /path\.to must be a finite number/);
  assert.throws(() => checkedFigure({ curves: [{ path: { x: Math.cos, y: Math.sin, from: 0, to: 1, variable: 's' } }] }), /variable must be "t" or "θ"/);
});
