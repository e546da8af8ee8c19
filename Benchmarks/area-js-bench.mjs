// Milliseconds per area value in JS (Public/js/figure/area-integral.js): median and p95 over many runs,
// after a warm-up, for the cases a figure shows; the goal is ≤ 1 ms each (issue #12). The last case
// exhausts the budget (3 000 pieces) and only has to stay bounded.
// Run: node Benchmarks/area-js-bench.mjs

import { compile } from '../Public/js/expression/expression.js';
import { areaValue, areaText } from '../Public/js/figure/area-integral.js';

const CASES = [
  { f: 'sin(x)', from: 0, to: Math.PI },
  { f: 'x^3/3 - x', from: -1, to: 1 },
  { f: 'exp(-x^2)', from: -10, to: 10 },
  { f: 'tan(x)', from: 0, to: 2 },
  { f: 'x^3/3 - x', g: 'x^2 - 1', from: 1, to: 2 },
  { f: 'floor(x)', from: 0, to: 3.5 },
  { f: '1/√x', from: 0, to: 1 },
  { f: 'sin(1/x)', from: -1, to: 1, bounded: true },
];
const RUNS = 400;
const WARM_UP = 100;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);

const prepared = CASES.map((c) => ({
  ...c,
  name: c.g ? `${c.f} − (${c.g}) on ${c.from}…${c.to}` : `${c.f} on ${+c.from.toFixed(4)}…${+c.to.toFixed(4)}`,
  fn: compile(c.f).evaluate,
  gn: c.g ? compile(c.g).evaluate : null,
}));

// Warm up every case through the one entry point, so the timings see optimised code throughout.
for (let round = 0; round < WARM_UP; round += 1) {
  for (const c of prepared) areaValue(c.fn, c.gn, c.from, c.to);
}

console.log(`${pad('area', 44)}${pad('text', 34)}${padLeft('median ms', 10)}${padLeft('p95 ms', 10)}`);
for (const c of prepared) {
  const runs = c.bounded ? RUNS / 10 : RUNS;
  const times = [];
  let result;
  for (let run = 0; run < runs; run += 1) {
    const start = process.hrtime.bigint();
    result = areaValue(c.fn, c.gn, c.from, c.to);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const text = 'undefined' in result ? `undefined: ${result.undefined}` : areaText(result);
  const note = c.bounded ? '  (bounded, not in the goal)' : '';
  console.log(`${pad(c.name, 44)}${pad(text, 34)}${padLeft(quantile(times, 0.5).toFixed(3), 10)}${padLeft(quantile(times, 0.95).toFixed(3), 10)}${note}`);
}
