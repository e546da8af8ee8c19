// Where the live view puts a figure's marks (Public/js/graph/figure-drawing.js, path-data.js): the
// dash patterns, closed area outlines, reference lines and marked points with their labels, as the
// design of issue #12 (§2, §3) and the Swift renderer (SVGRenderer+Marks.swift) place them.
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dashArray, labelWidth, pointPlacement, referenceLinePlacement } from '../../Public/js/graph/figure-drawing.js';
import { outlinePathData, pathData } from '../../Public/js/graph/path-data.js';

// 10 × 4 units on 800 × 400 CSS px, drawn at 2 device px per CSS px: 80 CSS px per unit across, 100 up.
const VIEWPORT = { xMin: -5, xMax: 5, yMin: -2, yMax: 2, width: 1600, height: 800 };
const DENSITY = 2;
const FONT_SIZE = 11;

test('line styles have the design\'s dash patterns, and an unknown style is named', () => {
  assert.equal(dashArray('solid'), null);
  assert.equal(dashArray('dashed'), '7 5');
  assert.equal(dashArray('dotted'), '0.1 4');
  assert.throws(() => dashArray('wavy'), /unknown line style "wavy"/);
});

test('an area outline is one closed subpath per polygon', () => {
  const polygons = [Float64Array.of(-5, 0, 0, 1, 0, 0), Float64Array.of(1, 0, 2, -1, 2, 0)];
  assert.equal(outlinePathData(polygons, VIEWPORT, DENSITY), 'M0 200l400-100 0 100ZM480 200l80 100 0-100Z');
  assert.equal(outlinePathData([], VIEWPORT, DENSITY), '');
});

test('a curve\'s path stays open, and a lone point is a dot', () => {
  assert.equal(pathData([Float64Array.of(-5, 0, 0, 1), Float64Array.of(1, 0)], VIEWPORT, DENSITY), 'M0 200l400-100M480 200h0');
});

test('a vertical reference line runs from the top of the frame to the bottom, labelled at its top', () => {
  assert.deepEqual(referenceLinePlacement({ x: 1 }, VIEWPORT, DENSITY, FONT_SIZE), {
    d: 'M480 0l0 400',
    label: { x: '484', y: '15', anchor: 'start' },
  });
});

test('a vertical line in the left half is labelled left of it, away from the y-axis (as Swift)', () => {
  assert.deepEqual(referenceLinePlacement({ x: -1 }, VIEWPORT, DENSITY, FONT_SIZE).label, { x: '316', y: '15', anchor: 'end' });
});

test('a horizontal reference line runs across the frame, labelled above its right end, descenders clear of it', () => {
  // The baseline 4 px and a quarter of the font size (11 px) above the line.
  assert.deepEqual(referenceLinePlacement({ y: -1.5 }, VIEWPORT, DENSITY, FONT_SIZE), {
    d: 'M0 350l800 0',
    label: { x: '796', y: '343.25', anchor: 'end' },
  });
});

test('a line\'s label goes to the place label placement chose, in the frame as it is now', () => {
  // Place 3: one step of five down a vertical line (from baseline 15 to 400 − 4 − 2.75), on the side towards the middle.
  assert.deepEqual(referenceLinePlacement({ x: -1, label: 'x = −1' }, VIEWPORT, DENSITY, FONT_SIZE, 3).label,
    { x: '324', y: '90.65', anchor: 'start' });
  // Place 1 of a horizontal line: below its right end, the tops of its letters 4 px under it.
  assert.deepEqual(referenceLinePlacement({ y: -1.5, label: 'y = −1.5' }, VIEWPORT, DENSITY, FONT_SIZE, 1).label,
    { x: '796', y: '364.45', anchor: 'end' });
});

test('a point\'s label goes to the place label placement chose: 3 is down and to the left', () => {
  assert.deepEqual(pointPlacement({ x: 0, y: 1, label: '(0, 1)' }, VIEWPORT, DENSITY, FONT_SIZE, 3).label,
    { x: '393', y: '115.25', anchor: 'end' });
});

test('a reference line outside the frame is not drawn; one on its edge is', () => {
  assert.equal(referenceLinePlacement({ x: 5.01 }, VIEWPORT, DENSITY, FONT_SIZE), null);
  assert.equal(referenceLinePlacement({ y: -2.5 }, VIEWPORT, DENSITY, FONT_SIZE), null);
  assert.equal(referenceLinePlacement({ x: -5 }, VIEWPORT, DENSITY, FONT_SIZE).d, 'M0 0l0 400');
});

test('a point\'s label sits up and to the right of it', () => {
  assert.deepEqual(pointPlacement({ x: 0, y: 1, label: '(0, 1)' }, VIEWPORT, DENSITY, FONT_SIZE), {
    cx: '400', cy: '100', label: { x: '407', y: '93', anchor: 'start' },
  });
});

test('a point\'s label that would leave the frame on the right goes to its left', () => {
  // At x = 4.5 (760 CSS px), 7 + 6.6 × 6 characters = 46.6 px of label run past 800.
  const placed = pointPlacement({ x: 4.5, y: 0, label: 'corner' }, VIEWPORT, DENSITY, FONT_SIZE);
  assert.deepEqual(placed.label, { x: '753', y: '193', anchor: 'end' });
  // 5 characters (33 px) still fit: 760 + 7 + 33 = 800.
  assert.equal(pointPlacement({ x: 4.5, y: 0, label: 'width' }, VIEWPORT, DENSITY, FONT_SIZE).label.anchor, 'start');
});

test('a point outside the frame is not drawn', () => {
  assert.equal(pointPlacement({ x: 0, y: 2.1, label: null }, VIEWPORT, DENSITY, FONT_SIZE), null);
  assert.equal(pointPlacement({ x: -6, y: 0, label: null }, VIEWPORT, DENSITY, FONT_SIZE), null);
});

test('label widths are estimated per character, as the build-time SVG does', () => {
  assert.equal(labelWidth('f′(x)', 10), 30);
  assert.equal(labelWidth('', 10), 0);
});
