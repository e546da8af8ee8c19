// Nothing covered (issues #28, #34): where the live view puts its labels. label-placement.js and
// axes-layout.js must choose what Swift's LabelPlacement and AxesLayout choose on the scenes of
// Tests/Fixtures/label-placement.json (written by Tests/PlotSVGTests/LabelPlacementFixtureTests.swift);
// curve-index.js answers the questions placement asks; label-plan.js plans a frame's labels, and a
// trace reading's label keeps off the legend and the other labels.
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { CurveIndex } from '../../Public/js/labels/curve-index.js';
import { freePlaceAround, placeLabels } from '../../Public/js/labels/label-placement.js';
import { legendBox, overlaps, textBox } from '../../Public/js/graph/figure-drawing.js';
import { axesLayout } from '../../Public/js/graph/axes-layout.js';
import { drawnLabelBoxes, firstPlan, plannedLegendBox } from '../../Public/js/labels/live-labels.js';
import { planLabels } from '../../Public/js/labels/label-plan.js';
import { svgNumber } from '../../Public/js/graph/svg-number.js';

const fixture = JSON.parse(readFileSync(new URL('../Fixtures/label-placement.json', import.meta.url), 'utf8'));

const written = (place) => (place === null ? null : [svgNumber(place.x, 2), svgNumber(place.y, 2), place.anchor, place.choice]);

test('the fixture has scenes of every kind', () => {
  assert.ok(fixture.placements.length >= 10 && fixture.axes.length >= 4);
  const corners = new Set(fixture.placements.map((c) => c.expected.legend));
  for (const corner of ['top-left', 'top-right', 'bottom-left', 'bottom-right', null]) assert.ok(corners.has(corner), `no scene puts the legend at ${corner}`);
});

for (const { name, scene, keptCorner, expected } of fixture.placements) {
  test(`as Swift places them: ${name}`, () => {
    const placed = placeLabels({
      ...scene,
      axisLabels: scene.axisLabels.map(([left, top, right, bottom]) => ({ left, top, right, bottom })),
      curves: new CurveIndex(scene.curves, scene.width, scene.height),
    }, keptCorner);
    assert.deepEqual({ pointLabels: placed.pointLabels.map(written), legend: placed.legend, lineLabels: placed.lineLabels.map(written) }, expected);
  });
}

for (const { name, curves, labels } of fixture.axes) {
  test(`range labels as Swift places them: ${name}`, () => {
    const viewport = { xMin: -4, xMax: 4, yMin: -2.5, yMax: 2.5, width: 1600, height: 1000 };
    const layout = axesLayout(viewport, 2, 12, '.', { curves: new CurveIndex(curves, 800, 500) });
    assert.deepEqual(layout.labels.map((l) => [l.text, svgNumber(l.x, 2), svgNumber(l.y, 2), l.anchor, l.isRangeEnd]), labels);
  });
}

test('a range label chosen at rest keeps its side while the view pans: flips without curves', () => {
  const viewport = { xMin: -4, xMax: 4, yMin: -2.5, yMax: 2.5, width: 1600, height: 1000 };
  const chosen = axesLayout(viewport, 2, 12, '.', { curves: new CurveIndex([[410, 10, 800, 10]], 800, 500) });
  assert.deepEqual(chosen.flips, { x: false, y: true });
  const panned = { ...viewport, yMin: -2.4, yMax: 2.6 };
  const yEnd = axesLayout(panned, 2, 12, '.', { flips: chosen.flips }).labels.at(-1);
  assert.equal(yEnd.anchor, 'end');
  assert.equal(axesLayout(panned, 2, 12, '.').labels.at(-1).anchor, 'start');
});

// --- The curve index

test('the curve index measures a box against the curves: distance, ink and turning points', () => {
  // A V from (0, 0) down to (100, 100) and up to (200, 0), and a dot at (300, 50).
  const index = new CurveIndex([[0, 0, 100, 100, 200, 0], [300, 50]], 400, 200);
  assert.equal(index.distance({ left: 90, top: 90, right: 110, bottom: 110 }, 6), 0);
  // 5 px right of the V's rising arm at y = 100 … 95: the nearest point of the arm is 5/√2 away.
  assert.ok(Math.abs(index.distance({ left: 110, top: 95, right: 120, bottom: 100 }, 6) - 5 / Math.SQRT2) < 1e-12);
  assert.equal(index.distance({ left: 250, top: 150, right: 260, bottom: 160 }, 6), 6, 'nothing within the limit');
  assert.equal(index.distance({ left: 303, top: 40, right: 310, bottom: 60 }, 6), 3, 'a lone point counts');
  // The falling arm crosses the box [0, 50] × [0, 50] from corner to corner: 50√2 of curve.
  assert.ok(Math.abs(index.length({ left: 0, top: 0, right: 50, bottom: 50 }) - 50 * Math.SQRT2) < 1e-9);
  assert.equal(index.hasTurningPoint({ left: 95, top: 95, right: 105, bottom: 105 }), true);
  assert.equal(index.hasTurningPoint({ left: 0, top: 0, right: 20, bottom: 20 }), false, 'an end is no turning point');
});

test('wiggles under a pixel are no turning point, and the curves are clipped to the frame', () => {
  const wiggly = [];
  for (let x = 0; x <= 200; x += 2) wiggly.push(x, 100 + (x % 4 === 0 ? 0.4 : -0.4));
  const index = new CurveIndex([wiggly, [100, -50, 100, -10]], 200, 200);
  assert.equal(index.hasTurningPoint({ left: 0, top: 0, right: 200, bottom: 200 }), false);
  assert.equal(index.distance({ left: 90, top: 0, right: 110, bottom: 5 }, 6), 6, 'a piece above the frame is not drawn');
});

test('a frame\'s segments in data coordinates are indexed in SVG units', () => {
  const viewport = { xMin: -1, xMax: 1, yMin: -1, yMax: 1, width: 400, height: 400 };
  const index = CurveIndex.ofSegments([[Float64Array.of(-1, 0, 1, 0)]], viewport, 2);
  // y = 0 runs across the middle, 100 px down a 200 × 200 frame.
  assert.equal(index.distance({ left: 0, top: 90, right: 10, bottom: 95 }, 6), 5);
  assert.equal(index.length({ left: 0, top: 0, right: 200, bottom: 200 }), 200);
});

// --- The live view's plan

const figure = {
  curves: [{}],
  areas: [],
  points: [{ x: 0, y: 1, label: '(0, 1)' }],
  lines: [{ y: 2, label: 'y = 2' }, { x: 9, label: 'outside' }],
};
const viewport = { xMin: -4, xMax: 4, yMin: -2.5, yMax: 2.5, width: 800, height: 500 };

test('a frame\'s plan keeps the legend in its corner while it is free, and moves it when a dot comes', () => {
  const frame = { figure, viewport, density: 1, fontSize: 12, separator: '.', legend: { width: 150, height: 46 }, curves: [[Float64Array.of(-4, -2, 4, -2)]], dots: [] };
  const { plan } = planLabels(firstPlan({ corner: 'bottom-left' }), frame);
  assert.equal(plan.corner, 'bottom-left', 'free, though empty top-left comes first');
  assert.deepEqual(plan.points, [0]);
  assert.deepEqual(plan.lines, [0, 0]);
  // A point of interest under the legend: it goes to the first free corner with the least curve under it.
  const moved = planLabels(plan, { ...frame, dots: [{ x: -3.5, y: -2.2 }] }).plan;
  assert.equal(moved.corner, 'top-left');
  assert.deepEqual(plannedLegendBox(moved, frame.legend, 800, 500), { left: 8, top: 8, right: 158, bottom: 54 });
  assert.equal(plannedLegendBox({ ...moved, corner: null }, frame.legend, 800, 500), null);
});

test('a frame\'s plan moves a line\'s label off the curve that passes its first place', () => {
  const curve = [];
  for (let x = -4; x <= 4; x += 0.05) curve.push(x, 2.1);
  const frame = { figure, viewport, density: 1, fontSize: 12, separator: '.', legend: null, curves: [[Float64Array.from(curve)]], dots: [] };
  const { plan } = planLabels(firstPlan(), frame);
  assert.equal(plan.lines[0], 1, 'below the line at its right end');
  assert.equal(plan.corner, null, 'no legend');
});

test('the boxes a reading keeps off: labels with their gap, and the legend', () => {
  const boxes = drawnLabelBoxes([{ text: '2', x: 100, y: 50, anchor: 'middle', isRangeEnd: false }],
    [{ x: 10, y: 20, anchor: 'start', text: 'ab' }], { left: 8, top: 8, right: 100, bottom: 40 }, 12);
  assert.equal(boxes.length, 3);
  // Two characters of 0.6 em from x = 10; 0.95 em above the baseline and 0.25 below; 2 px of gap.
  assert.deepEqual(boxes[1], { left: 10 - 2, top: 20 - 12 * 0.95 - 2, right: 10 + 2 * 12 * 0.6 + 2, bottom: 20 + 12 * 0.25 + 2 });
  assert.deepEqual(boxes[2], { left: 6, top: 6, right: 102, bottom: 42 });
});

// --- A trace reading's label

test('a reading\'s label keeps its place unless that covers the legend; then the first free mirror image', () => {
  const marker = { x: 100, y: 100 };
  const first = { x: 110, y: 90, anchor: 'start' };
  assert.deepEqual(freePlaceAround(first, marker, 60, 13, 400, 300, []), first);
  // The legend over the place up and to the right: left of the marker.
  const legend = legendBox('top-right', { width: 287, height: 87 }, 400, 300);
  assert.ok(overlaps(textBox(first.x, first.y, first.anchor, 60, 13), legend));
  const left = freePlaceAround(first, marker, 60, 13, 400, 300, [legend]);
  assert.deepEqual(left, { x: 90, y: 90, anchor: 'end' });
  assert.ok(!overlaps(textBox(left.x, left.y, left.anchor, 60, 13), legend));
  // A legend right across the top: below the marker, the box turned over about it.
  const wide = { left: 0, top: 0, right: 400, bottom: 95 };
  const below = freePlaceAround(first, marker, 60, 13, 400, 300, [wide]);
  assert.deepEqual(below, { x: 110, y: 110 + 13 * 0.7, anchor: 'start' });
  assert.ok(!overlaps(textBox(below.x, below.y, below.anchor, 60, 13), wide));
  // Nothing free: its own place.
  assert.deepEqual(freePlaceAround(first, marker, 60, 13, 400, 300, [{ left: 0, top: 0, right: 400, bottom: 300 }]), first);
});

test('a reading\'s label over a finger slides sideways, still above it, before it goes a line further or below', () => {
  // Centred 44 px above a finger on the marker at (200, 150), 80 px wide.
  const first = { x: 200, y: 106, anchor: 'middle' };
  const centre = { x: 200, y: 150 };
  const onItsLeft = { left: 100, top: 80, right: 190, bottom: 120 };
  assert.deepEqual(freePlaceAround(first, centre, 80, 13, 400, 300, [onItsLeft]), { x: 240, y: 106, anchor: 'start' });
  const onBothSides = { left: 100, top: 95, right: 300, bottom: 120 };
  // A line further up (17 px) clears the box.
  assert.deepEqual(freePlaceAround(first, centre, 80, 13, 400, 300, [onBothSides]), { x: 200, y: 89, anchor: 'middle' });
  const above = { left: 0, top: 0, right: 400, bottom: 120 };
  // Below the marker, turned over about it: as far under it as it was over it.
  assert.deepEqual(freePlaceAround(first, centre, 80, 13, 400, 300, [above]), { x: 200, y: 2 * 150 - 106 + 13 * 0.7, anchor: 'middle' });
});
