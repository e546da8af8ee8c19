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

test('steps are π/12, π/6, π/4, π/2, π, 2π, 4π …, and the finest that keeps the spacing', () => {
  const steps = [[0.01, Math.PI / 12], [0.2, Math.PI / 12], [0.3, Math.PI / 6], [0.6, Math.PI / 4], [1, Math.PI / 2], [2, Math.PI],
    [4, 2 * Math.PI], [7, 4 * Math.PI]];
  for (const [minimum, step] of steps) assert.equal(ticks(-50, 50, minimum, 'pi').step, step, `spacing ${minimum}`);
});

test('π ticks stay π ticks however much room the labels have, until fewer than two multiples of π/12 are in view', () => {
  // As −1 … 1 shows at any width: the room for labels only ever makes the step finer, down to π/12.
  assert.deepEqual(ticks(-1, 1, 0.1, 'pi').piFraction, { numerator: 1, denominator: 12 });
  assert.deepEqual(ticks(-1, 1, 1e-6, 'pi').piFraction, { numerator: 1, denominator: 12 });
  // Zoomed in to one multiple of π/12 (0.1 … 0.5 holds π/12 alone) or none, the axis is decimal; two are enough.
  assert.equal(ticks(0.1, 0.5, 0.1, 'pi').piFraction, null);
  assert.equal(ticks(0.1, 0.5, 0.1, 'pi').step, 0.1);
  assert.equal(ticks(3.1, 3.2, 0.02, 'pi').piFraction, null);
  assert.deepEqual(ticks(0.2, 0.6, 0.01, 'pi').values.map((v) => ticksLabel(ticks(0.2, 0.6, 0.01, 'pi'), v)), ['π/12', 'π/6']);
});

test('reaching past 1024π, or asked for decimals, the axis is decimal', () => {
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

test('a sin x axis 800 px wide labels π/2 and π, π/4 then π/12 when zoomed in, decimals zoomed in far; 0 keeps no label', () => {
  const axes = { xTicks: 'pi', yTicks: 'auto', xTitle: null, yTitle: null };
  const texts = (xMin, xMax) => axesLayout({ xMin, xMax, yMin: -1.5, yMax: 1.5, width: 1600, height: 1000 }, 2, 12, '.', { axes })
    .labels.filter((label) => !label.isRangeEnd).map((label) => label.text);
  const wide = texts(-7, 7);
  for (const expected of ['π/2', 'π', '3π/2', '2π', '−π']) assert.ok(wide.includes(expected), `${expected} in ${wide}`);
  assert.ok(!wide.includes('0'));
  const zoomed = texts(-4.5, 4.5);
  for (const expected of ['π/4', 'π/2', '3π/4', 'π']) assert.ok(zoomed.includes(expected), `${expected} in ${zoomed}`);
  assert.ok(texts(-2, 2).includes('π/6'));
  assert.ok(texts(-1, 2).includes('π/12'));
  assert.ok(texts(0.1, 0.5).includes('0.2'));
});

test("sin on −0.3 … 3.5 is ticked in π on a phone's graph, a laptop's and a wide screen's", () => {
  const axes = { xTicks: 'pi', yTicks: 'auto', xTitle: null, yTitle: null };
  for (const [width, density] of [[356, 3], [900, 1], [1135, 2], [2400, 1]]) {
    const layout = axesLayout({ xMin: -0.3, xMax: 3.5, yMin: -1.2, yMax: 1.2, width: width * density, height: 0.6 * width * density }, density, 12, '.', { axes });
    const texts = layout.labels.filter((label) => !label.isRangeEnd && label.anchor === 'middle').map((label) => label.text);
    assert.ok(texts.includes('π'), `${width} px: ${texts}`);
    assert.ok(!texts.some((text) => /^−?[0-9.]+$/.test(text)), `${width} px: no decimal x tick in ${texts}`);
  }
});
