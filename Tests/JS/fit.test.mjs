// Public/js/sampling/fit.js: the fit rule (R-FIT). Frames leave a margin around the curve's
// extremes and end on a nice value; bounded functions keep their extremes at steep domain edges;
// poles do not blow the frame up. Tests/Fixtures/fit-vectors.json holds the frames Swift
// (Tests/PlotCoreTests/FitFrameTests.swift) must give too, double for double.
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  fitYMax, fitFrame, niceAtLeast, largestMagnitude, domainEdgeLimits, FIT_AUTO_SAMPLES,
} from '../../Public/js/sampling/fit.js';
import { compile } from '../../Public/js/expression/expression.js';

const fixture = JSON.parse(readFileSync(new URL('../Fixtures/fit-vectors.json', import.meta.url), 'utf8'));
const intervals = (samples) => (samples === 'auto' ? FIT_AUTO_SAMPLES : samples);
const fit = (source, xMin, xMax, samples = 'auto') => fitYMax(compile(source).evaluate, xMin, xMax, intervals(samples));

// --- The shared fixture

test('the fit fixture has enough cases', () => {
  assert.ok(fixture.cases.length >= 20);
});

for (const c of fixture.cases) {
  test(`same frame as Swift: ${c.expression} on ${c.xMin}…${c.xMax}, samples ${c.samples} → ±${c.yMax} (${c.why})`, () => {
    assert.equal(fit(c.expression, c.xMin, c.xMax, c.samples), c.yMax);
  });
}

// --- Margin

/** Asserts that the frame −yMax … yMax leaves ≥ 5 % of its height free beyond `largest`. */
function assertMargin(yMax, largest, what) {
  const margin = (yMax - largest) / (2 * yMax);
  assert.ok(margin >= 0.05, `${what}: ${largest} in ±${yMax} leaves ${(margin * 100).toFixed(1)} % of the height`);
}

test('extremes are not on the frame’s edge: a margin of at least 5 % of the frame’s height', () => {
  const cases = [
    ['cos(x)^2+sin(x)^2', 1], ['3', 3], ['abs(x)/x', 1], ['floor(x)', 5], ['sin(x)', 1], ['-3', 3],
  ];
  for (const [source, largest] of cases) {
    for (const samples of ['auto', 50, 7]) {
      assertMargin(fit(source, -5, 5, samples), largest, `${source}, samples ${samples}`);
    }
  }
});

test('the margin holds for every magnitude, and the frame is at most a third taller than it needs', () => {
  for (let largest = 1e-12; largest < 1e12; largest *= 1.37) {
    const yMax = fitFrame(largest);
    assertMargin(yMax, largest, 'fitFrame');
    assert.ok(yMax <= (largest / 0.9) * (4 / 3), `fitFrame(${largest}) = ${yMax}`);
  }
});

// --- Nice values

test('a frame ends on m × 10ⁿ with m one of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8', () => {
  assert.equal(niceAtLeast(3.34), 4);
  assert.equal(niceAtLeast(1.12), 1.2);
  assert.equal(niceAtLeast(1), 1);
  assert.equal(niceAtLeast(1.0000001), 1.2);
  assert.equal(niceAtLeast(0.30000000000000004), 0.4);
  assert.equal(niceAtLeast(0.3), 0.3);
  assert.equal(niceAtLeast(8.01), 10);
  assert.equal(niceAtLeast(99.99), 100);
  assert.equal(niceAtLeast(2.2e-7), 2.5e-7);
  assert.equal(niceAtLeast(5.5e300), 6e300);
  assert.equal(niceAtLeast(8.1e307), 1e308);
});

test('nice values print as briefly as they read, so the axis-end label is short', () => {
  for (let value = 1e-15; value < 1e15; value *= 1.9) {
    const text = String(niceAtLeast(value));
    assert.match(text, /^(?:\d(?:\.\d)?|0\.0*\d(?:\d)?|\d+)(?:e[+-]\d+)?$/, `niceAtLeast(${value}) prints as ${text}`);
  }
});

test('no finite nice value above the largest double: the value itself; not positive or not finite: as given', () => {
  assert.equal(niceAtLeast(1.7e308), 1.7e308);
  assert.equal(fitFrame(1.7e308), 1.7e308);
  assert.equal(niceAtLeast(0), 0);
  assert.ok(Number.isNaN(niceAtLeast(NaN)));
  assert.equal(fitFrame(0), 1);
  assert.equal(fitFrame(NaN), 1);
});

// --- Bounded functions with steep ends keep their extremes

test('asin on ±3 keeps ±π/2 and acos on ±1.5 keeps 0 … π, however coarse the samples', () => {
  for (const samples of ['auto', 50, 7, 2]) {
    assert.ok(largestMagnitude(compile('asin(x)').evaluate, -3, 3, intervals(samples)) >= Math.PI / 2 - 1e-7, `asin, ${samples}`);
    assert.ok(fit('asin(x)', -3, 3, samples) >= Math.PI / 2 / 0.9, `asin frame, samples ${samples}`);
    assert.ok(largestMagnitude(compile('acos(x)').evaluate, -1.5, 1.5, intervals(samples)) >= Math.PI - 1e-7, `acos, ${samples}`);
    assert.ok(fit('acos(x)', -1.5, 1.5, samples) >= Math.PI / 0.9, `acos frame, samples ${samples}`);
  }
});

test('a domain edge is bisected to its limit; a pole, an overflow and a jump-free edge are told apart', () => {
  const limits = (source, xs) => {
    const f = compile(source).evaluate;
    return domainEdgeLimits(f, xs, xs.map(f), 1);
  };
  const [top] = limits('asin(x)', [0.5, 1.5]);
  assert.ok(Math.abs(top - Math.PI / 2) < 1e-7, `asin's edge at 1: ${top}`);
  assert.deepEqual(limits('ln(x)', [-1, 1]), [], 'ln x at 0 goes to −∞');
  assert.deepEqual(limits('1/x', [-1, 0, 1]), [], '1/x at 0 is a pole on both sides');
  assert.deepEqual(limits('exp(x)', [700, 720]), [], 'exp x overflows to +∞: not a bounded end');
  assert.deepEqual(limits('sin(x)/x', [-1, 0, 1]).map((y) => Math.round(y * 1e6) / 1e6), [1, 1], 'a removable gap');
});

// --- Poles stay readable

test('poles do not blow the frame up', () => {
  assert.ok(fit('tan(x)', -10, 10) <= 30, 'tan on ±10');
  assert.ok(fit('tan(x)', -10, 10, 50) <= 20, 'tan on ±10, 50 samples');
  assert.ok(fit('1/x', -5, 5) <= 10, '1/x on ±5');
  assert.ok(fit('1/(x-1)^2', -5, 5) <= 20, '1/(x-1)² on ±5');
  assert.ok(fit('ln(x)', -5, 5) <= 6, 'ln x on ±5');
  assert.ok(fit('ln(x)', 0, 10) <= 6, 'ln x on 0 … 10');
});

// --- Any window

test('the fit samples the window it is given, not −xMax … xMax', () => {
  assert.equal(fit('x', 0, 1), 1.2);          // on ±1 the same, but:
  assert.equal(fit('x', -10, 1), 12);         // the left end decides
  assert.equal(fit('x', -1, 10), 12);         // the right end decides
  assert.equal(fit('1/x', 1, 5), 1.2);        // no pole in 1 … 5: its largest value is 1
  assert.equal(fit('x^2', -10, -2, 40), 120);
  assert.equal(fit('sqrt(x)', 2, 10), 4);
});
