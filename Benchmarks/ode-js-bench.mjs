// Microseconds per solution of dy/dx = f(x, y) in JS (Public/js/fields/ode-solution.js), for Benchmarks/bench_ode.py:
// reads its cases from a JSON file (as plotsite-benchmarks ode does) and prints one JSON line per case: name, points,
// median µs over many runs after a warm-up.
// Run: node Benchmarks/ode-js-bench.mjs CASES.json

import { readFileSync } from 'node:fs';
import { compileSlope, parseRightSide } from '../Public/js/fields/ode-right-side.js';
import { solveODE } from '../Public/js/fields/ode-solution.js';

const cases = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const c of cases) {
  const f = compileSlope(parseRightSide(c.f));
  const point = { x: c.through[0], y: c.through[1] };
  const [xMin, xMax, yMin, yMax] = c.frame;
  const frame = { xMin, xMax, yMin, yMax, width: c.size[0], height: c.size[1] };
  const solution = solveODE(f, point, frame);
  for (let i = 0; i < 30; i += 1) solveODE(f, point, frame);
  const times = [];
  for (let run = 0; run < 41; run += 1) {
    const start = process.hrtime.bigint();
    solveODE(f, point, frame);
    times.push(Number(process.hrtime.bigint() - start) / 1e3);
  }
  times.sort((a, b) => a - b);
  console.log(JSON.stringify({ name: c.name, points: solution.segments[0]?.length ?? 0, us: times[20] }));
}
