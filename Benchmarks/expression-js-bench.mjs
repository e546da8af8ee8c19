// Nanoseconds per evaluation of Public/js/expression/expression.js against the same formula written as a
// JS arrow function by hand, the physical limit; then each function against its derivative (derivative.js), meant
// to cost at most 3× the function. The JS counterpart of Benchmarks/Sources/ExpressionBenchmark.swift and
// DerivativeBenchmark.swift.
// Run: node Benchmarks/expression-js-bench.mjs

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compile } from '../Public/js/expression/expression.js';
import { derivative } from '../Public/js/expression/derivative.js';

const CASES = [
  { source: 'x^3 - 2.5x^2 + 3.1x - 13.3', from: -4, to: 4, hand: (x) => x * x * x - 2.5 * x * x + 3.1 * x - 13.3 },
  { source: 'sin(x)+cos(2x)-tan(3x)', from: -0.25, to: 0.25, hand: (x) => Math.sin(x) + Math.cos(2 * x) - Math.tan(3 * x) },
  { source: '√(x³+x²+2.5x+23)', from: -4, to: 4, hand: (x) => Math.sqrt(x * x * x + x * x + 2.5 * x + 23) },
  { source: 'ln(x²+2πx+23)', from: -4, to: 4, hand: (x) => Math.log(x * x + 2 * Math.PI * x + 23) },
  { source: 'tan(x)', from: -10, to: 10, hand: (x) => Math.tan(x) },
  { source: '{x < 1: x², 3 − x}', from: -4, to: 4, hand: (x) => (x < 1 ? x * x : 3 - x) },
];
const COUNT = 100_000;
const RUNS = 9;

// One loop for every function, as in the viewer, whose sampler calls whichever function it is given.
function sumOver(f, xs) {
  let sum = 0;
  for (let i = 0; i < xs.length; i += 1) sum += f(xs[i]);
  return sum;
}

let sink = 0;

function nsPerPointOnce(f, xs) {
  const start = process.hrtime.bigint();
  sink += sumOver(f, xs);
  return Number(process.hrtime.bigint() - start) / xs.length;
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

/** Median ns per point of the engine and of the hand-written function, run in turns so drift hits both. */
function measure(c) {
  const engine = [];
  const hand = [];
  for (let run = 0; run < RUNS; run += 1) {
    engine.push(nsPerPointOnce(c.evaluate, c.xs));
    hand.push(nsPerPointOnce(c.hand, c.xs));
  }
  return { engine: median(engine), hand: median(hand) };
}

const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);

/** The points a case is evaluated at. */
function pointsOf(c) {
  const xs = new Float64Array(COUNT);
  for (let i = 0; i < COUNT; i += 1) xs[i] = c.from + (i * (c.to - c.from)) / (COUNT - 1);
  return xs;
}

// `--pair i`: case i and its derivative alone in this process, printed as JSON (see below).
if (process.argv[2] === '--pair') {
  const c = CASES[Number(process.argv[3])];
  const slope = compile(derivative(c.source)).evaluate;
  const pair = { ...c, xs: pointsOf(c), evaluate: compile(c.source).evaluate, hand: slope };
  for (let round = 0; round < 3; round += 1) sink += sumOver(pair.evaluate, pair.xs) + sumOver(slope, pair.xs);
  const { engine, hand } = measure(pair);
  console.log(JSON.stringify({ f: engine, slope: hand, sink }));
  process.exit(0);
}

// Compile everything first, so each closure factory has seen every expression (as on a gallery page).
const prepared = CASES.map((c) => {
  const slope = derivative(c.source);
  return { ...c, xs: pointsOf(c), evaluate: compile(c.source).evaluate, slope: slope.description, slopeEvaluate: compile(slope).evaluate };
});

// Warm up: every function through the one loop, so that the loop's call site is equally
// polymorphic for all of them and every function is optimised before timing starts.
for (let round = 0; round < 3; round += 1) {
  for (const c of prepared) sink += sumOver(c.evaluate, c.xs) + sumOver(c.hand, c.xs) + sumOver(c.slopeEvaluate, c.xs);
}

console.log(`Expression evaluation in JS (node ${process.version}), ns per point (median of ${RUNS} runs over ${COUNT} points)`);
console.log(pad('expression', 30) + padLeft('engine', 9) + padLeft('by hand', 9) + padLeft('engine/hand', 13));
for (const c of prepared) {
  const { engine, hand } = measure(c);
  console.log(pad(c.source, 30) + padLeft(engine.toFixed(1), 9) + padLeft(hand.toFixed(1), 9)
    + padLeft(`${(engine / hand).toFixed(2)}×`, 13));
}

// Each function and its derivative are timed in a process of their own, as a page with just those two:
// with every case's closures in one process, V8 inlines some expressions' closures and not others,
// whatever they compute (three polynomials of one process ran at 21.7, 17.4 and 5.6 ns), and a
// ratio measured that way says which one V8 favoured, not what the derivative costs.
console.log(`\nDerivatives, ns per point (median of ${RUNS} runs over ${COUNT} points; each pair in its own process)`);
console.log(pad('expression', 30) + pad('derivative', 46) + padLeft('f', 7) + padLeft('f′', 7) + padLeft('f′/f', 8));
prepared.forEach((c, i) => {
  const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--pair', String(i)], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the pair ${c.source} failed: ${run.stderr}`);
  const { f, slope } = JSON.parse(run.stdout);
  console.log(pad(c.source, 30) + pad(c.slope, 46) + padLeft(f.toFixed(1), 7) + padLeft(slope.toFixed(1), 7)
    + padLeft(`${(slope / f).toFixed(2)}×`, 8));
});
console.log('goal: f′/f ≤ 3×');
if (Number.isNaN(sink)) console.log('');  // keeps the sums alive
