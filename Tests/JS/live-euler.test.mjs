// Euler's polygon of a figure as a live data source (Public/js/fields/live-euler.js) and its reading
// (Public/js/fields/euler-reading.js): the words of Tests/Fixtures/euler-readings.json, which the build states too
// (Tests/PlotSiteGeneratorTests/EulerManifestTests.swift), (1 + h)ⁿ for y′ = y, the dots up to ODE.eulerDotsMax steps,
// the step following a slider, and the note where a slider leaves no polygon.
// Run: node --test Tests/JS/live-euler.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { eulerValueText, liveEuler } from '../../Public/js/fields/live-euler.js';
import { eulerReading } from '../../Public/js/fields/euler-reading.js';
import { compileSlope, parseRightSide } from '../../Public/js/fields/ode-right-side.js';
import { ODE } from '../../Public/js/limits.js';

const { cases } = JSON.parse(readFileSync(new URL('../Fixtures/euler-readings.json', import.meta.url), 'utf8'));
const frame = { xMin: -1, xMax: 3, yMin: -1, yMax: 8, width: 800, height: 900 };

test('the value at `to` is stated beside the exact solution, as the build states it', () => {
  assert.ok(cases.length >= 9);
  for (const c of cases) {
    const reading = eulerReading(compileSlope(parseRightSide(c.f)), { x: c.through[0], y: c.through[1] }, c.h, c.to);
    assert.equal(eulerValueText(reading), c.en, c.name);
    if (c.value !== null) {
      const last = reading.polygon.points.at(-1);
      assert.ok(Math.abs(last.y - c.value) <= 1e-12 * Math.abs(c.value) && last.x === c.to, `${c.name}: ${last.y}`);
    }
    if (c.exact !== null) assert.ok(Math.abs(reading.exact.value - c.exact) <= 1e-6 * Math.max(1, Math.abs(c.exact)), c.name);
  }
});

test('for y′ = y the polygon at to = n·h is (1 + h)ⁿ exactly', () => {
  const f = compileSlope(parseRightSide('y'));
  for (const [h, n] of [[0.5, 4], [0.25, 8], [0.125, 16], [1, 2], [0.5, 6]]) {
    const reading = eulerReading(f, { x: 0, y: 1 }, h, h * n);
    assert.equal(reading.steps, n);
    assert.equal(reading.polygon.points.at(-1).y, (1 + h) ** n, `h = ${h}`);
  }
});

test('the picture is the polygon with a dot at every step, whatever the frame; a long one keeps only its line', () => {
  const source = liveEuler({ euler: { of: 'y', through: [0, 1], h: 'h', to: 2 } }, { parameters: ['h'], values: { h: 0.5 } });
  const picture = source.picture(frame);
  assert.deepEqual(Array.from(picture.segments[0]), [0, 1, 0.5, 1.5, 1, 2.25, 1.5, 3.375, 2, 5.0625]);
  assert.deepEqual(picture.dots.map(({ x, y, open }) => [x, y, open]), [[0, 1, false], [0.5, 1.5, false], [1, 2.25, false], [1.5, 3.375, false], [2, 5.0625, false]]);
  assert.deepEqual(Array.from(source.picture({ ...frame, xMin: 10, xMax: 20 }).segments[0]), Array.from(picture.segments[0]), 'not per viewport');
  assert.equal(picture.field, null);
  source.setParameters({ h: 2 / (ODE.eulerDotsMax + 2) });
  const long = source.picture(frame);
  assert.equal(long.segments[0].length / 2, ODE.eulerDotsMax + 3);
  assert.deepEqual(long.dots, []);
  assert.equal(source.along.length() > 2, true, 'the trace runs along the polygon');
});

test('steps closer than ODE.eulerDotSpacingPixels CSS px in the frame drop their dots, and zooming in brings them back', () => {
  const source = liveEuler({ euler: { of: 'y', through: [0, 1], h: 0.1, to: 2 } });
  // 800 device px at 2 per CSS px across 4 units: 100 CSS px a unit, the steps 10 apart.
  assert.ok(10 < ODE.eulerDotSpacingPixels);
  assert.deepEqual(source.picture({ ...frame, xMin: -1, xMax: 3 }, 2).dots, []);
  // Across 1 unit: 40 apart.
  assert.equal(source.picture({ ...frame, xMin: 0, xMax: 1 }, 2).dots.length, 21);
});

test('a slider that makes h 0 or the steps too many leaves a note instead of a polygon, and moving it back draws it again', () => {
  const source = liveEuler({ euler: { of: 'x - y', through: [0, 1], h: 'h', to: 2 }, description: 'x − y', point: '(0, 1)' },
    { parameters: ['h'], values: { h: 0.2 } });
  assert.equal(source.picture(frame).segments.length, 1);
  source.setParameters({ h: 0 });
  let picture = source.picture(frame);
  assert.deepEqual([picture.segments.length, picture.dots.length], [0, 0]);
  assert.equal(picture.field.note, "Euler's polygon for y′ = x − y from (0, 1): no polygon: h must be greater than 0, not 0");
  assert.equal(eulerValueText(source.reading()), 'no polygon: h must be greater than 0, not 0');
  source.setParameters({ h: 0.0001 });
  assert.equal(source.picture(frame).field.note, "Euler's polygon for y′ = x − y from (0, 1): no polygon: 20000 steps, more than 10000; take a longer step h");
  source.setParameters({ h: 0.25 });
  picture = source.picture(frame);
  assert.deepEqual([picture.segments[0].length / 2, picture.dots.length, picture.field], [9, 9, null]);
});

test('a slider that gives `to` no value leaves a note, not a loop that never ends', () => {
  const source = liveEuler({ euler: { of: 'y', through: [0, 1], h: 0.1, to: 'sqrt(a)' }, description: 'y', point: '(0, 1)' },
    { parameters: ['a'], values: { a: 4 } });
  assert.equal(source.reading().steps, 20);
  source.setParameters({ a: -1 });
  const picture = source.picture(frame);
  assert.deepEqual([picture.segments.length, picture.dots.length], [0, 0]);
  assert.equal(source.reading().failure.kind, 'tooManySteps');
  assert.match(picture.field.note, /^Euler's polygon for y′ = y from \(0, 1\): no polygon: /);
});
