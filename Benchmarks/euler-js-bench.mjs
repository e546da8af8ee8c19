// Milliseconds per recomputation of a figure's Euler polygon in JS, as the live view recomputes it when a slider moves
// (fields/live-euler.js): the polygon and the exact solution at `to` integrated over its own 20 000 × 20 000 px frame
// (fields/euler-reading.js); median and p90 over 200 runs after a warm-up. A slider's move should cost well under a
// frame (16 ms).
// Run: node Benchmarks/euler-js-bench.mjs

import { eulerReading } from '../Public/js/fields/euler-reading.js';
import { compileSlope, parseRightSide } from '../Public/js/fields/ode-right-side.js';

const CASES = [['y', 0.25, 2], ['y', 0.05, 2], ['x - y', 0.01, 2], ['y(1 - y/4)', 0.001, 10], ['x - y', 0.0002, 2]];
const RUNS = 200;

for (const [source, h, to] of CASES) {
  const f = compileSlope(parseRightSide(source));
  for (let k = 0; k < 20; k += 1) eulerReading(f, { x: 0, y: 1 }, h, to);
  const times = [];
  for (let k = 0; k < RUNS; k += 1) {
    const started = performance.now();
    eulerReading(f, { x: 0, y: 1 }, h, to);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const steps = Math.round(Math.abs(to) / h);
  console.log(`y′ = ${source}, h = ${h} to ${to} (${steps} steps): median ${times[RUNS / 2].toFixed(3)} ms, p90 ${times[Math.floor(RUNS * 0.9)].toFixed(3)} ms`);
}
