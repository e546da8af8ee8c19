// Milliseconds per auto-mode plot of Public/js/sampling/ at 800×500 CSS px and 2× (1600×1000 device
// px), what the live viewer pays per animation frame, next to the floor of evaluating f once per
// device-pixel column. The JS counterpart of Benchmarks/Sources/SamplerBenchmark.swift; a second table times
// parametric and polar curves (ParametricBenchmark.swift).
// Run: node Benchmarks/sampler-js-bench.mjs

import { compile } from '../Public/js/expression/expression.js';
import { sample } from '../Public/js/sampling/sampler.js';
import { fitYMax, FIT_AUTO_SAMPLES } from '../Public/js/sampling/fit.js';
import { polarCurve, sampleParametric } from '../Public/js/sampling/parametric-sampler.js';

const CASES = [
  { source: 'x^3 - 2.5x^2 + 3.1x - 13.3', xMax: 4 },
  { source: 'sin(x)+cos(2x)-tan(3x)', xMax: 0.25 },
  { source: '√(x³+x²+2.5x+23)', xMax: 4 },
  { source: 'ln(x²+2πx+23)', xMax: 4 },
  { source: 'tan(x)', xMax: 10 },
  // Piecewise, with their endpoints: a jump, a hole, a condition with two boundaries.
  { source: '{x < 1: x², 3 - x}', xMax: 4 },
  { source: '(x²-1)/(x-1)', xMax: 4 },
  { source: '{x² < 2: sin(3x), x/2}', xMax: 4 },
  // Zoomed far out: every column is a band (20 periods of sin, a pole every 2.5 columns of tan).
  { source: 'sin(x)', xMax: 100_000 },
  { source: 'tan(x)', xMax: 1000 },
];
const WIDTH = 1600;
const HEIGHT = 1000;
const PLOTS_PER_RUN = 50;
const RUNS = 9;

let sink = 0;

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

/** Median over RUNS of the milliseconds per call of `body`, called PLOTS_PER_RUN times a run. */
function msPerCall(body) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < PLOTS_PER_RUN; i += 1) body();
    times.push(Number(process.hrtime.bigint() - start) / 1e6 / PLOTS_PER_RUN);
  }
  return median(times);
}

/** f once per column edge, in a plain loop: what any plotter that looks at every pixel pays. */
function evaluateColumns(f, xs) {
  let sum = 0;
  for (let i = 0; i < xs.length; i += 1) sum += f(xs[i]);
  return sum;
}

const prepared = CASES.map((c) => {
  const compiled = compile(c.source);
  const f = compiled.evaluate;
  // With its candidate functions, as a page samples it, so the endpoint search is paid for too.
  const options = { candidates: compiled.candidateFunctions };
  const yMax = fitYMax(f, -c.xMax, c.xMax, FIT_AUTO_SAMPLES);
  const viewport = { xMin: -c.xMax, xMax: c.xMax, yMin: -yMax, yMax, width: WIDTH, height: HEIGHT };
  const xs = Float64Array.from({ length: WIDTH + 1 }, (_, i) => -c.xMax + (2 * c.xMax * i) / WIDTH);
  return { ...c, f, options, yMax, viewport, xs };
});

// Warm up every function through the same call sites, as on a page that shows several plots.
for (let round = 0; round < 20; round += 1) {
  for (const c of prepared) sink += sample(c.f, c.viewport, 'auto', c.options).evaluations + evaluateColumns(c.f, c.xs);
}

const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);

console.log(`Sampling one ${WIDTH}×${HEIGHT} device-px plot in auto mode, y fitted; node ${process.version};`
  + ` medians of ${RUNS} runs × ${PLOTS_PER_RUN} plots, endpoints included`);
console.log(pad('expression', 34) + padLeft('yMax', 9) + padLeft('evals', 7) + padLeft('points', 8)
  + padLeft('ms/plot', 9) + padLeft('ms floor', 10) + padLeft('÷floor', 8));
for (const c of prepared) {
  const result = sample(c.f, c.viewport, 'auto', c.options);
  const points = result.segments.reduce((sum, segment) => sum + segment.length / 2, 0);
  const plot = msPerCall(() => { sink += sample(c.f, c.viewport, 'auto', c.options).evaluations; });
  const floor = msPerCall(() => { sink += evaluateColumns(c.f, c.xs); });
  console.log(pad(`${c.source} ±${c.xMax}`, 34) + padLeft(c.yMax.toPrecision(4), 9) + padLeft(result.evaluations, 7)
    + padLeft(points, 8) + padLeft(plot.toFixed(3), 9) + padLeft(floor.toFixed(3), 10)
    + padLeft(`${(plot / floor).toFixed(1)}×`, 8));
}
console.log('floor: f once per device-pixel column (1601 calls). Goal: well under 2 ms per plot (one animation frame is 16.7 ms),');
console.log('the zoomed-out plots drawn as bands (sin x on ±100000, tan x on ±1000) included; piecewise plots at most 0.5 ms.');
if (Number.isNaN(sink)) console.log('');  // keeps the results alive

// --- Parametric and polar curves (Public/js/sampling/parametric-sampler.js), as ParametricBenchmark.swift

const inT = (source) => compile(source, { variable: 't' }).evaluate;
const inθ = (source) => compile(source, { variable: 'θ' }).evaluate;
const view = (xMin, xMax, yMin, yMax) => ({ xMin, xMax, yMin, yMax, width: WIDTH, height: HEIGHT });
const CURVES = [
  ['circle (cos t, sin t)', { x: inT('cos(t)'), y: inT('sin(t)'), from: 0, to: 2 * Math.PI }, view(-1.6, 1.6, -1, 1)],
  ['rose r = cos 3θ', polarCurve(inθ('cos(3θ)'), 0, Math.PI), view(-1.6, 1.6, -1, 1)],
  ['Lissajous (sin 3t, sin 2t)', { x: inT('sin(3t)'), y: inT('sin(2t)'), from: 0, to: 2 * Math.PI }, view(-1.6, 1.6, -1.1, 1.1)],
  ['cardioid r = 1 + cos θ', polarCurve(inθ('1 + cos(θ)'), 0, 2 * Math.PI), view(-1.4, 3.4, -1.5, 1.5)],
  ['(t, tan t) ±10', { x: inT('t'), y: inT('tan(t)'), from: -10, to: 10 }, view(-10, 10, -5, 5)],
  ['(t, floor t) 0 … 3', { x: inT('t'), y: inT('floor(t)'), from: 0, to: 3 }, view(-0.2, 3.2, -0.5, 3.5)],
  ['r = floor θ + 1', polarCurve(inθ('floor(θ) + 1'), 0, 2 * Math.PI), view(-11.2, 11.2, -7, 7)],
  ['sin t {t − ⌊t⌋ < 0.8} 0 … 169', { x: inT('t'), y: inT('sin(t) {t - floor(t) < 0.8}'), from: 0, to: 169 }, view(-1, 170, -2, 2)],
  ['(sin(1/t), t) ±1', { x: inT('sin(1/t)'), y: inT('t'), from: -1, to: 1 }, view(-1.5, 1.5, -1, 1)],
];
for (let round = 0; round < 20; round += 1) for (const [, curve, viewport] of CURVES) sink += sampleParametric(curve, viewport).evaluations;
console.log();
console.log(`Sampling one parametric or polar curve in a ${WIDTH}×${HEIGHT} device-px view; medians of ${RUNS} runs × ${PLOTS_PER_RUN} curves`);
console.log(pad('curve', 30) + padLeft('evals', 7) + padLeft('points', 8) + padLeft('ms/curve', 10));
for (const [label, curve, viewport] of CURVES) {
  const result = sampleParametric(curve, viewport);
  const points = result.segments.reduce((sum, segment) => sum + segment.length / 2, 0);
  const time = msPerCall(() => { sink += sampleParametric(curve, viewport).evaluations; });
  console.log(pad(label, 30) + padLeft(result.evaluations, 7) + padLeft(points, 8) + padLeft(time.toFixed(3), 10));
}
console.log('Goal: ≤ 0.5 ms per curve (circle, rose, Lissajous, cardioid); the unresolvable sin(1/t) only bounded.');
if (Number.isNaN(sink)) console.log('');
