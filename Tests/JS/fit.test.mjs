// Public/js/sampling/fit.js: the fit rule (docs/sampling.md#the-fit-rule). Frames leave a margin around the curve's
// extremes and end on a nice value; bounded functions keep their extremes at steep domain edges;
// poles do not blow the frame up. Tests/Fixtures/fit-vectors.json holds the frames Swift
// (Tests/PlotCoreTests/FitFrameTests.swift) must give too, double for double.
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  fitYMax, fitYMaxOfCurves, fitFrame, niceAtLeast, largestMagnitude, domainEdgeLimits, FIT_AUTO_SAMPLES,
  fitYRangeOfCurves, fittedEnd, TALLEST_FRAME,
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

test('no finite nice value above the largest double: the value itself, and no frame taller than a graph draws; not positive or not finite: as given', () => {
  assert.equal(niceAtLeast(1.7e308), 1.7e308);
  assert.equal(fitFrame(1.7e308), TALLEST_FRAME);
  assert.equal(TALLEST_FRAME, 4e299);
  assert.ok(fittedEnd(-1e300, 1e308, true) + 1e300 < 1e300);
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

// --- Several curves (fitYMaxOfCurves), each on its own from … to

/** A fixture curve as fitYMaxOfCurves takes it. */
// With its candidate functions, as a plot page gives a compiled curve: values at piecewise boundaries count.
const curveOf = ({ expression, from = null, to = null }) => {
  const compiled = compile(expression);
  return { valueAt: compiled.evaluate, candidates: compiled.candidateFunctions, from, to };
};

test('the fit fixture has figures of several curves', () => {
  assert.ok(fixture.figures.length >= 6);
});

for (const figure of fixture.figures) {
  test(`same frame as Swift for several curves: ${figure.why} → ±${figure.yMax}`, () => {
    assert.equal(fitYMaxOfCurves(figure.curves.map(curveOf), figure.xMin, figure.xMax, intervals(figure.samples)), figure.yMax);
  });
}

test('the frame of sin and 3·cos is the frame of 3·cos', () => {
  const both = fitYMaxOfCurves([curveOf({ expression: 'sin(x)' }), curveOf({ expression: '3cos(x)' })], -5, 5, FIT_AUTO_SAMPLES);
  assert.equal(both, fit('3cos(x)', -5, 5));
  assert.equal(both, 4);
});

test('a tangent restricted to 1…3 does not blow the frame up with its values outside', () => {
  const sine = curveOf({ expression: 'sin(x)' });
  const tangent = 'cos(2)(x-2)+sin(2)';
  assert.equal(fitYMaxOfCurves([sine, curveOf({ expression: tangent, from: 1, to: 3 })], -10, 10, FIT_AUTO_SAMPLES), 1.5);
  assert.equal(fitYMaxOfCurves([sine, curveOf({ expression: tangent })], -10, 10, FIT_AUTO_SAMPLES), 8);
});

test('a curve undefined everywhere, or outside the window, does not count', () => {
  const sine = curveOf({ expression: 'sin(x)' });
  assert.equal(fitYMaxOfCurves([sine, curveOf({ expression: 'ln(-1-x^2)' })], -5, 5, FIT_AUTO_SAMPLES), 1.2);
  assert.equal(fitYMaxOfCurves([sine, curveOf({ expression: '100x', from: 6, to: 8 })], -5, 5, FIT_AUTO_SAMPLES), 1.2);
  assert.equal(fitYMaxOfCurves([curveOf({ expression: 'ln(-1-x^2)' })], -5, 5, FIT_AUTO_SAMPLES), 1);
  assert.equal(fitYMaxOfCurves([], -5, 5, FIT_AUTO_SAMPLES), 1);
});

test('one unrestricted curve is fitted as by fitYMax', () => {
  for (const source of ['tan(x)', 'asin(x)', 'x^3 - 2.5x^2 + 3.1x - 13.3', 'ln(x)', '1/x']) {
    for (const samples of ['auto', 50, 7]) {
      assert.equal(fitYMaxOfCurves([curveOf({ expression: source })], -4, 4, intervals(samples)), fit(source, -4, 4, samples),
        `${source}, samples ${samples}`);
    }
  }
});

test('nothing outside a curve’s restriction is evaluated', () => {
  // Defined at x = 1 only, so every bisection towards the edge beyond it is undefined: the value the
  // edge rule compares with would lie just left of 1, outside the curve.
  const xs = [];
  const valueAt = (x) => {
    xs.push(x);
    return x === 1 ? 1 : x < 1 ? 5 : NaN;
  };
  fitYMaxOfCurves([{ valueAt, from: 1, to: 3 }], -5, 5, 100);
  assert.deepEqual(xs.filter((x) => !(x >= 1 && x <= 3)).slice(0, 5), []);
  xs.length = 0;
  fitYMaxOfCurves([{ valueAt: (x) => (xs.push(x), Math.tan(x)), from: -0.5, to: 4 }], -5, 5, FIT_AUTO_SAMPLES);
  assert.ok(xs.every((x) => x >= -0.5 && x <= 4));
});

test('the fit fixture has one-sided frames', () => {
  assert.ok(fixture.oneSided.length >= 8);
});

for (const vector of fixture.oneSided) {
  test(`same one-sided range as Swift: ${vector.why}`, () => {
    const { yMin, yMax } = fitYRangeOfCurves(vector.curves.map(curveOf), vector.xMin, vector.xMax, intervals(vector.samples),
      vector.yMin, vector.yMax);
    assert.deepEqual([yMin, yMax], vector.expected);
  });
}

test('a fitted end ends on a step read as a decimal, and keeps a margin', () => {
  assert.equal(fittedEnd(0, 6.25, true), 7);
  assert.equal(fittedEnd(0, 0.2009, true), 0.25);
  assert.equal(fittedEnd(1, 0.31, false), 0.65);
  assert.equal(fittedEnd(0.3, 0, true), 2.5);
  assert.ok(fittedEnd(1e300, 5, true) > 1e300, 'far from 0, a frame is still tall enough to draw');
  assert.equal(fittedEnd(-1e300, Number.MAX_VALUE, false), -1.8e300, 'no taller than a graph draws');
  assert.equal(fittedEnd(-1e300, 1e308, false), -1.8e300);
  const { yMin, yMax } = fitYRangeOfCurves([curveOf({ expression: 'x^2' })], -0.5, 2.5, FIT_AUTO_SAMPLES, 0, null);
  assert.equal(yMin, 0);
  assert.ok(6.25 <= yMax - 0.05 * (yMax - yMin) && yMax < 8);
});
