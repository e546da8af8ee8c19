// Public/js/graph/axes-layout.js on windows that do not contain the origin (issue 17): the axis runs
// along the frame's edge with its ticks and labels inside, the range labels stay on screen, and no label
// covers another. Tests/PlotSVGTests/AxesLayoutTests.swift holds the Swift layout to the same rules, and
// Tests/Browser/test_takeover.py holds the two to the same strings.
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axesLayout } from '../../Public/js/graph/axes-layout.js';

const FONT = 11;

/** A viewport of 800 × 500 CSS px at `density`. */
function viewport(xMin, xMax, yMin, yMax, density = 2) {
  return { xMin, xMax, yMin, yMax, width: 800 * density, height: 500 * density };
}

/** The estimated box of a label, as the layout estimates it (0.62 em per character, 0.75 em tall). */
function box(label) {
  const width = [...label.text].length * FONT * 0.62;
  const left = label.anchor === 'start' ? label.x : label.anchor === 'end' ? label.x - width : label.x - width / 2;
  return { left, right: left + width, top: label.y - FONT * 0.75, bottom: label.y };
}

/** Every `M x y` / `H` / `V` / `h` / `v` command of a path as absolute segments. */
function segments(d) {
  const result = [];
  let x = 0;
  let y = 0;
  for (const [, command, args] of d.matchAll(/([MHVhv])([^MHVhv]*)/g)) {
    const numbers = args.trim().split(/[\s,]+/).filter(Boolean).map(Number);
    const start = [x, y];
    if (command === 'M') [x, y] = numbers;
    else if (command === 'H') x = numbers[0];
    else if (command === 'V') y = numbers[0];
    else if (command === 'h') x += numbers[0];
    else if (command === 'v') y += numbers[0];
    if (command !== 'M') result.push([start, [x, y]]);
  }
  return result;
}

function assertReadable(layout, w, h, name) {
  for (const label of layout.labels) {
    const b = box(label);
    assert.ok(b.left >= 0 && b.right <= w && b.top >= 0 && b.bottom <= h, `${name}: "${label.text}" leaves the frame ${JSON.stringify(b)}`);
  }
  const boxes = layout.labels.map(box);
  for (let i = 0; i < boxes.length; i += 1) {
    for (let j = i + 1; j < boxes.length; j += 1) {
      const [a, b] = [boxes[i], boxes[j]];
      const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      assert.ok(!overlap, `${name}: "${layout.labels[i].text}" covers "${layout.labels[j].text}"`);
    }
  }
}

test('x from 2 to 10, y from 3 to 7: the axes run along the left and bottom edges, ticks pointing inwards', () => {
  const layout = axesLayout(viewport(2, 10, 3, 7), 2, FONT);
  // The y-axis on the first device column, the x-axis on the last row: both on the frame's edge.
  assert.ok(layout.axesPath.startsWith('M0 499.75H800M.25 0V500'), layout.axesPath.slice(0, 40));
  for (const [[x1, y1], [x2, y2]] of segments(layout.axesPath)) {
    assert.ok(Math.min(x1, x2) >= 0 && Math.max(x1, x2) <= 800 && Math.min(y1, y2) >= 0 && Math.max(y1, y2) <= 500,
      `a tick mark pokes out of the frame: ${[x1, y1, x2, y2]}`);
  }
  const ticks = layout.labels.filter((label) => !label.isRangeEnd);
  // x tick labels above the bottom axis, y tick labels right of the left axis: both inside.
  assert.ok(ticks.some((label) => label.text === '4' && label.anchor === 'middle' && label.y < 499.75));
  assert.ok(ticks.some((label) => label.text === '5.0' && label.anchor === 'start' && label.x > 0.25));
  const ends = layout.labels.filter((label) => label.isRangeEnd).map((label) => label.text);
  assert.deepEqual(ends, ['10', '7']);
  assertReadable(layout, 800, 500, '2…10 × 3…7');
});

test('a window wholly below or left of the origin puts the axis on the nearest edge, labels inside', () => {
  for (const [xMin, xMax, yMin, yMax] of [[-10, -2, -7, -3], [-10, 10, -7, -3], [-10, -2, -1, 1], [0, 10, -6, 6], [-3, 3, 0, 15]]) {
    const layout = axesLayout(viewport(xMin, xMax, yMin, yMax), 2, FONT);
    assert.equal(layout.labels.filter((label) => label.isRangeEnd).length, 2);
    assertReadable(layout, 800, 500, `${xMin}…${xMax} × ${yMin}…${yMax}`);
  }
});

test('a window below the origin puts yMax a line under the x tick labels, not among them', () => {
  const layout = axesLayout(viewport(-4, 4, -150, -96.71), 2, FONT);
  const xTicks = layout.labels.filter((label) => !label.isRangeEnd && label.anchor === 'middle');
  const yMax = layout.labels.find((label) => label.isRangeEnd && label.text === '−96.71');
  assert.ok(xTicks.length > 0 && xTicks.every((label) => label.y === 0.25 + FONT + 3), JSON.stringify(xTicks));
  assert.equal(yMax.y, 0.25 + 2 * FONT + 7);
  assertReadable(layout, 800, 500, '±4 × −150…−96.71');
});

test('windows through the origin keep their layout: axes through (0, 0), ticks straddling them', () => {
  const layout = axesLayout(viewport(-5, 5, -1.2, 1.2), 2, FONT);
  assert.ok(layout.axesPath.startsWith('M0 250.25H800M400.25 0V500M'), layout.axesPath.slice(0, 40));
  // A tick mark of 4 px centred on the x-axis.
  assert.ok(layout.axesPath.includes(' 248.25v4'), layout.axesPath);
  assertReadable(layout, 800, 500, '±5 × ±1.2');
});

test('corner labels are written like the tick labels beside them', () => {
  const layout = axesLayout(viewport(-21952, 21952, -50000, 50000), 2, FONT);
  const texts = layout.labels.map((label) => label.text);
  assert.ok(texts.every((text) => !text.includes('e')), texts.join(' '));
  assert.ok(texts.includes('21952') && texts.includes('50000'), texts.join(' '));
});
