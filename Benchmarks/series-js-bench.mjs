// Series in the live view (docs/language.md#sums-and-products): microseconds per x of sum(k = 0 … 1000, x^k/k!)
// (the goal is at most 20 µs per x), against the same sum written by hand as a JS loop; and milliseconds to
// evaluate the degree-20 Taylor polynomial of sin, as the gallery's taylor-sine draws it, over the samples of one
// frame (1 600 x) at each degree a slider drag passes (0 … 20), median and 95th percentile.
// Run: node Benchmarks/series-js-bench.mjs

import { compile, parse } from '../Public/js/expression/expression.js';
import { compileParsed } from '../Public/js/expression/evaluation.js';

const RUNS = 15;
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const percentile95 = (values) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];
let sink = 0;

function microsecondsPerX(f, xs) {
  const start = process.hrtime.bigint();
  for (const x of xs) sink += f(x);
  return Number(process.hrtime.bigint() - start) / 1000 / xs.length;
}

const xs = Array.from({ length: 2000 }, (_, i) => -5 + (10 * i) / 1999);
const series = compile('sum(k = 0 … 1000, x^k/k!)').evaluate;
const byHand = (x) => {
  // The same operations in the same order: x^k by repeated squaring (k ≤ 64) or pow, over the table's k!.
  let sum = 0;
  let factorial = 1;
  for (let k = 0; k <= 1000; k += 1) {
    if (k > 0) factorial *= k;
    sum += Math.pow(x, k) / factorial;
  }
  return sum;
};
const engine = [], hand = [];
for (let run = 0; run < RUNS; run += 1) {
  engine.push(microsecondsPerX(series, xs));
  hand.push(microsecondsPerX(byHand, xs));
}
console.log(`sum(k = 0 … 1000, x^k/k!): ${median(engine).toFixed(2)} µs per x (median of ${RUNS}); `
  + `a hand-written JS loop ${median(hand).toFixed(2)} µs; goal ≤ 20 µs`);

// The gallery's Taylor polynomial of sin on its slider n, as the build writes its expression for the page.
const terms = [];
for (let k = 1; k <= 20; k += 2) {
  let factorial = 1;
  for (let i = 2; i <= k; i += 1) factorial *= i;
  terms.push(`{n >= ${k}: (${String((k % 4 === 1 ? 1 : -1) / factorial)})*x^${k}, 0}`);
}
const taylor = compileParsed(parse(terms.join(' + '), { parameters: ['n'] }), { n: 20 });
const frame = Array.from({ length: 1600 }, (_, i) => -10 + (20 * i) / 1599);
const frames = [];
for (let run = 0; run < RUNS; run += 1) {
  for (let n = 0; n <= 20; n += 1) {
    taylor.setParameters({ n });
    const start = process.hrtime.bigint();
    for (const x of frame) sink += taylor.evaluate(x);
    frames.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
}
console.log(`degree-20 Taylor polynomial of sin on its slider, 1600 x per frame: ${median(frames).toFixed(3)} ms median, `
  + `${percentile95(frames).toFixed(3)} ms 95th percentile over ${frames.length} frames (evaluation only; the sampler adds its own)`);
if (Number.isNaN(sink)) console.log('');
