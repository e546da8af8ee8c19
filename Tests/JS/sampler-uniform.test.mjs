// Public/js/sampling/: uniform mode (a fixed sample count, as the Calculator's setting), viewport
// validation and the fit of the y-range: ports of UniformSamplingTests, ViewportValidationTests and FitTests.
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sample, validateViewport, SamplingError } from '../../Public/js/sampling/sampler.js';
import { fitYMax, fitYMaxOfValues, FIT_AUTO_SAMPLES } from '../../Public/js/sampling/fit.js';
import { compile } from '../../Public/js/expression/expression.js';
import { pixels, viewportOf, pairs, pointCount, POLES, cubic } from './support/sampler-testing.mjs';

// --- Uniform mode (port of UniformSamplingTests.swift)

/** Uniform sampling on ±xMax × ±yMax that keeps every sample, to count them. */
function uniform(f, n, xMax, yMax) {
  return sample(f, viewportOf([-xMax, xMax], [-yMax, yMax]), n, { simplificationTolerance: 0 });
}

test('uniform: takes N + 1 evenly spaced samples from −xMax to xMax', () => {
  const { segments } = uniform(cubic, 50, 5, 250);
  assert.equal(segments.length, 1);
  const xs = pairs(segments[0]).map(([x]) => x);
  assert.equal(xs.length, 51);
  assert.equal(xs[0], -5);
  assert.equal(xs[50], 5);
  xs.forEach((x, k) => assert.ok(Math.abs(x - (-5 + 0.2 * k)) < 1e-12, `sample ${k} at ${x}`));
});

test('uniform: fewer samples give a coarser curve', () => {
  const f = (x) => Math.sin(x);
  assert.equal(pointCount(uniform(f, 10, 5, 1.2).segments), 11);
  assert.equal(pointCount(uniform(f, 200, 5, 1.2).segments), 201);
});

test('uniform: splits at undefined samples', () => {
  // √x is undefined for the negative half: only the samples from 0 on are joined.
  const { segments } = uniform((x) => Math.sqrt(x), 10, 5, 3);
  assert.equal(segments.length, 1);
  assert.equal(segments[0][0], 0);
});

test('uniform: splits at asymptotes but never draws across one', () => {
  const { segments } = uniform((x) => Math.tan(x), 50, 10, 20);
  for (const segment of segments) {
    for (let k = 2; k < segment.length; k += 2) {
      const [p, q] = [segment[k - 2], segment[k]];
      assert.ok(!POLES.some((pole) => pole > p && pole < q), `line from ${p} to ${q} crosses a pole`);
    }
  }
  assert.ok(segments.length >= 7);
});

/** Where the polyline first reaches the level y = `level` (data units), by linear interpolation. */
function xWhere(segment, level) {
  for (let k = 2; k < segment.length; k += 2) {
    const [px, py, qx, qy] = [segment[k - 2], segment[k - 1], segment[k], segment[k + 1]];
    if ((py - level) * (qy - level) <= 0 && py !== qy) return px + ((qx - px) * (level - py)) / (qy - py);
  }
  return null;
}

test('uniform: a fixed count still draws a pole to the frame', () => {
  // x⁻¹ at 50 samples on ±5 × ±8: the samples nearest the pole (±0.2) lie at y = ±5 and the one at 0
  // is undefined; each side of the pole still reaches the frame's edge, where the curve does (x = ±1/8).
  const { segments } = uniform((x) => x ** -1, 50, 5, 8);
  assert.equal(segments.length, 2);
  const pixel = 10 / 1600;
  const left = xWhere(segments[0], -8);
  const right = xWhere(segments[1], 8);
  assert.ok(Math.abs(left + 0.125) < pixel / 2, `left branch leaves the frame at x = ${left}`);
  assert.ok(Math.abs(right - 0.125) < pixel / 2, `right branch leaves the frame at x = ${right}`);
  // Between the samples the curve is joined as sampled: only the ends near the pole are added.
  assert.ok(pointCount(segments) <= 51 + 4 * 2);
});

test('uniform: a fixed count draws every branch of tan to the frame', () => {
  // tan x at 50 samples on ±10 × ±5: every whole branch leaves the frame at both edges, where
  // tan x = ±5, and no line crosses a pole.
  const { segments } = uniform((x) => Math.tan(x), 50, 10, 5);
  const pixel = 20 / 1600;
  const whole = segments.slice(1, -1);
  assert.equal(whole.length, 5);
  for (const segment of whole) {
    const k = Math.floor((segment[0] + Math.PI / 2) / Math.PI);
    const bottom = xWhere(segment, -5);
    const top = xWhere(segment, 5);
    assert.ok(Math.abs(bottom - (k * Math.PI - Math.atan(5))) < pixel / 2, `branch ${k} leaves the bottom at ${bottom}`);
    assert.ok(Math.abs(top - (k * Math.PI + Math.atan(5))) < pixel / 2, `branch ${k} leaves the top at ${top}`);
  }
  for (const segment of segments) {
    for (let k = 2; k < segment.length; k += 2) {
      const [p, q] = [segment[k - 2], segment[k]];
      assert.ok(!POLES.some((pole) => pole > p && pole < q), `line from ${p} to ${q} crosses a pole`);
    }
  }
});

test('uniform: a fixed count reaches domain edges and splits jumps where they are', () => {
  // √(1 − x²) at 10 samples on ±1.5: no sample lies at ±1, yet the curve ends there.
  const circle = sample((x) => Math.sqrt(1 - x * x), viewportOf([-1.5, 1.5], [-1.2, 1.2]), 10, { simplificationTolerance: 0 }).segments;
  assert.equal(circle.length, 1);
  assert.deepEqual([circle[0][0], circle[0][circle[0].length - 2]], [-1, 1]);
  // floor x at 10 samples on ±5.5: each step ends at the last double before the next integer.
  const floor = uniform((x) => Math.floor(x), 10, 5.5, 6).segments;
  assert.equal(floor.length, 11);
  assert.deepEqual([...floor[5].slice(-2)], [0.9999999999999999, 0]);
  assert.deepEqual([...floor[6].slice(0, 2)], [1, 1]);
});

test('uniform: a fixed count breaks at a pole between two samples that the expression points to', () => {
  // 1/x² at 51 samples: 0 is no sample, the two beside it lie at y ≈ 104 inside the frame, and no step
  // shows between them. The divisor's zero breaks the line; each side rises to the frame.
  const compiled = compile('1/x^2');
  const viewport = viewportOf([-5, 5], [-10, 200]);
  const { segments } = sample(compiled.evaluate, viewport, 51, { candidates: compiled.candidateFunctions });
  assert.equal(segments.length, 2);
  for (const segment of segments) {
    const points = pairs(segment);
    assert.ok(points[0][0] > 0 || points[points.length - 1][0] < 0, 'no line across 0');
    assert.ok(points.some(([, y]) => y > 200), "each side reaches the frame's top");
  }
});

test('uniform: sample counts out of range are refused, naming samples', () => {
  const viewport = viewportOf([-1, 1], [-1, 1], 100, 100);
  for (const bad of [0, 1, 10_001, 2.5, '50', NaN]) {
    assert.throws(() => sample((x) => x, viewport, bad), (error) => error instanceof SamplingError && error.field === 'samples',
      `samples = ${String(bad)}`);
  }
  assert.throws(() => sample((x) => x, viewport, 1), { message: 'samples must be from 2 to 10000, not 1' });
});

// --- Viewport validation (port of ViewportValidationTests)

test('viewport: hostile ranges and sizes are refused with the field named', () => {
  const field = (overrides) => {
    try {
      validateViewport({ xMin: 0, xMax: 1, yMin: -1, yMax: 1, width: 100, height: 100, ...overrides });
      return null;
    } catch (error) {
      assert.ok(error instanceof SamplingError, String(error));
      assert.ok(error.message.includes(error.field), `the message names the field: ${error.message}`);
      return error.field;
    }
  };
  assert.equal(field({}), null);
  assert.equal(field({ xMin: 1, xMax: 1 }), 'to');
  assert.equal(field({ xMin: 2, xMax: 1 }), 'to');
  assert.equal(field({ xMin: NaN }), 'from');
  assert.equal(field({ xMax: Infinity }), 'to');
  assert.equal(field({ yMin: 1, yMax: -1 }), 'ymax');
  assert.equal(field({ width: 0 }), 'width');
  assert.equal(field({ width: 1e9 }), 'width');
  assert.equal(field({ height: -5 }), 'height');
  assert.equal(field({ xMin: 1, xMax: 1 + 1e-14 }), 'to');  // 45 doubles for 100 columns
  assert.equal(field({ yMin: 1 - 6e-13, yMax: 1 + 6e-13, height: 1000 }), null);  // ~5400 doubles for 1000 rows
  assert.equal(field({ yMin: 1, yMax: 1 + 100 * 2 ** -52 }), null);  // exactly one double per row
  assert.equal(field({ yMin: 1, yMax: 1 + 99 * 2 ** -52 }), 'ymax');
  assert.equal(field({ xMin: -1e308, xMax: 1e308 }), 'to');
  assert.equal(field({ yMin: undefined }), 'ymin');
});

test('viewport: messages read as the Swift CLI writes them', () => {
  const message = (overrides) => {
    try {
      validateViewport({ xMin: 0, xMax: 1, yMin: -1, yMax: 1, width: 100, height: 100, ...overrides });
    } catch (error) {
      return error.message;
    }
    return null;
  };
  assert.equal(message({ xMin: NaN }), 'from must be a finite number, not nan');
  assert.equal(message({ width: 1e9 }), 'width must be from 1 to 20000 pixels, not 1000000000.0');
  assert.equal(message({ xMin: 2, xMax: 1 }), 'to (1.0) must be greater than from (2.0)');
  assert.equal(message({ xMin: -1e308, xMax: 1e308 }), 'the range from … to is too wide');
  assert.equal(message({ xMin: 1, xMax: 1 + 1e-14 }), 'the range from … to is too narrow to plot at this size (double precision)');
  assert.equal(message({ yMin: 1e-5, yMax: -2.5 }), 'ymax (-2.5) must be greater than ymin (1e-05)');
  assert.throws(() => sample((x) => x, { xMin: 0, xMax: 1, yMin: -1, yMax: 1, width: 100, height: 0 }), { name: 'SamplingError' });
});

// --- Fit (port of FitTests)

test('fit: yMax is the largest magnitude over the samples', () => {
  // The seed cubic on ±4: |y| is largest at x = -4 (129.7); framed with a margin: 129.7 / 0.9 → 150.
  assert.equal(fitYMax(cubic, -4, 4, 200), 150);
});

test('fit: poles do not flatten the curve', () => {
  const yMax = fitYMax((x) => Math.tan(x), -10, 10, FIT_AUTO_SAMPLES);
  assert.ok(yMax > 5 && yMax < 50, `tan on ±10 gets a readable range, not 1e16: ${yMax}`);
});

test('fit: undefined or zero everywhere still gets a frame', () => {
  assert.equal(fitYMax((x) => Math.log(-1 - Math.abs(x)), -1, 1, 100), 1);
  assert.equal(fitYMax(() => 0, -1, 1, 100), 1);
  assert.equal(fitYMaxOfValues([NaN, Infinity, -Infinity]), 1);
  assert.equal(fitYMaxOfValues([]), 1);
});

test('fit: a constant gets a frame with a margin', () => {
  assert.equal(fitYMax(() => -3, -1, 1, 100), 4);
});

test('fit: the robust rule sets aside values above 4× the 90th percentile', () => {
  const values = [...Array.from({ length: 20 }, (_, i) => i / 2), 1e16, -1e16];
  assert.equal(fitYMaxOfValues(values), 12);  // 9.5, framed: 9.5 / 0.9 → 12
  assert.equal(fitYMaxOfValues([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7]), 8);  // 90th percentile 0: the largest, 7 → 8
  assert.equal(fitYMax(() => 2, -1, 1, 0), 2.5, 'fewer than 2 samples are taken as 2');
});
