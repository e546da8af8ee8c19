// π ticks (Public/js/graph/ticks.js, kind 'pi'): Tests/Fixtures/pi-ticks.json holds ranges with the
// steps, values and labels Ticks.swift gives too (PiTicksTests), and the layout of a sin x axis shows
// π/2 and π, then π/4 zoomed in.
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ticks, ticksLabel } from '../../Public/js/graph/ticks.js';
import { axesLayout } from '../../Public/js/graph/axes-layout.js';

const fixture = JSON.parse(readFileSync(new URL('../Fixtures/pi-ticks.json', import.meta.url), 'utf8'));

test('π ticks give the fixture\'s steps, values and labels', () => {
  for (const { low, high, minimumSpacing, step, values, labels } of fixture.cases) {
    const t = ticks(low, high, minimumSpacing, 'pi');
    const name = `${low} … ${high} at ${minimumSpacing}`;
    assert.equal(t.step, step, name);
    assert.deepEqual(t.values, values, name);
    assert.deepEqual(t.values.map((value) => ticksLabel(t, value)), labels, name);
  }
});

test('steps are π/6, π/4, π/2, π, 2π, 4π …, and the finest that keeps the spacing', () => {
  const steps = [[0.3, Math.PI / 6], [0.6, Math.PI / 4], [1, Math.PI / 2], [2, Math.PI], [4, 2 * Math.PI], [7, 4 * Math.PI]];
  for (const [minimum, step] of steps) assert.equal(ticks(-50, 50, minimum, 'pi').step, step, `spacing ${minimum}`);
});

test('zoomed in past π/12, or reaching past 1024π, the axis is decimal again', () => {
  assert.equal(ticks(-1, 1, 0.1, 'pi').piFraction, null);
  assert.equal(ticks(-1, 1, 0.1, 'pi').step, 0.1);
  assert.equal(ticks(4000, 4100, 10, 'pi').piFraction, null);
  assert.equal(ticks(-1, 1, 0.3, 'auto').piFraction, null);
});

test('labels read as fractions of π in lowest terms, with the labels\' minus', () => {
  const t = ticks(-7, 7, 0.5, 'pi');
  const text = (multiple) => ticksLabel(t, multiple * t.step);
  assert.deepEqual([1, 2, 3, 4, 5, 6, 9, 12].map(text), ['π/6', 'π/3', 'π/2', '2π/3', '5π/6', 'π', '3π/2', '2π']);
  assert.deepEqual([-3, -6].map(text), ['−π/2', '−π']);
  const quarters = ticks(-3, 3, 0.7, 'pi');
  assert.equal(ticksLabel(quarters, 3 * quarters.step), '3π/4');
});

test('a sin x axis 800 px wide labels π/2 and π, π/4 when zoomed in, decimals zoomed in far; 0 keeps no label', () => {
  const axes = { xTicks: 'pi', yTicks: 'auto', xTitle: null, yTitle: null };
  const texts = (xMin, xMax) => axesLayout({ xMin, xMax, yMin: -1.5, yMax: 1.5, width: 1600, height: 1000 }, 2, 12, '.', { axes })
    .labels.filter((label) => !label.isRangeEnd).map((label) => label.text);
  const wide = texts(-7, 7);
  for (const expected of ['π/2', 'π', '3π/2', '2π', '−π']) assert.ok(wide.includes(expected), `${expected} in ${wide}`);
  assert.ok(!wide.includes('0'));
  const zoomed = texts(-4.5, 4.5);
  for (const expected of ['π/4', 'π/2', '3π/4', 'π']) assert.ok(zoomed.includes(expected), `${expected} in ${zoomed}`);
  assert.ok(texts(-2, 2).includes('π/6'));
  assert.ok(texts(-1, 2).includes('0.5'));
});
