// Milliseconds per certified drawing (Public/js/implicit/, docs/sampling.md#certified-drawing) of six relations at 800×500
// CSS px and 2× (1600×1000 device px), drawn to the end, and the memory it takes. The JS counterpart of
// Benchmarks/Sources/ImplicitBenchmark.swift (the same relations, frames and evaluation counts). Times are the process's
// CPU time (what the drawing costs, whatever else the machine runs) and, beside it, the wall clock's; memory is the growth
// of the heap and its buffers over a drawing, garbage included (an upper bound).
// Run: node Benchmarks/implicit-js-bench.mjs

import { parseRelation } from '../Public/js/expression/relation.js';
import { ImplicitRun, implicitDrawing } from '../Public/js/implicit/implicit-drawing.js';

// The default gallery's six (Sources/PlotSiteGenerator/DefaultGallery.swift), in the frames its pages draw them in.
const CASES = [
  ['circle', 'x^2 + y^2 = 4', [-4.8, 4.8], [-3, 3]],
  ['ellipse', 'x^2/9 + y^2/4 = 1', [-4.8, 4.8], [-3, 3]],
  ['lemniscate', '(x^2 + y^2)^2 = 2(x^2 - y^2)', [-2, 2], [-1.25, 1.25]],
  ['folium', 'x^3 + y^3 = 3x y', [-4.8, 4.8], [-3, 3]],
  ['between y = x² and y = 4', 'y >= x^2 and y <= 4', [-3, 3], [-1, 6]],
  ['system of inequalities', 'x + y <= 4 and y < 2x and x >= 0 and y >= 0', [-1, 5], [-1, 5]],
];
const RUNS = 9;

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

console.log('Certified drawing of one relation in an 800×500 CSS px view at 2× (1600×1000 device px), to the end; medians of 9 runs');
console.log(`${'relation'.padEnd(26)}${'evals'.padStart(9)}${'pixels'.padStart(8)}${'undecided'.padStart(10)}${'CPU ms'.padStart(8)}${'wall ms'.padStart(9)}${'MB'.padStart(6)}`);
for (const [label, source, [xMin, xMax], [yMin, yMax]] of CASES) {
  const relation = parseRelation(source);
  const viewport = { xMin, xMax, yMin, yMax, width: 1600, height: 1000 };
  const [cpu, wall] = [[], []];
  let run;
  let memory = 0;
  for (let k = 0; k <= RUNS; k += 1) {
    const before = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    const [cpuStart, wallStart] = [process.cpuUsage(), process.hrtime.bigint()];
    run = new ImplicitRun(relation, viewport).finish();
    implicitDrawing(run);
    const used = process.cpuUsage(cpuStart);
    const elapsed = Number(process.hrtime.bigint() - wallStart) / 1e6;
    memory = Math.max(memory, process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers - before);
    // The first run compiles the code; the others are timed.
    if (k > 0) {
      cpu.push((used.user + used.system) / 1000);
      wall.push(elapsed);
    }
  }
  const drawing = implicitDrawing(run);
  const pixels = drawing.kind === 'curve' ? drawing.crossed.count : drawing.inside.count + drawing.boundary.count;
  console.log(`${label.padEnd(26)}${String(run.evaluations).padStart(9)}${String(pixels).padStart(8)}${String(drawing.undecided.count).padStart(10)}`
    + `${median(cpu).toFixed(1).padStart(8)}${median(wall).toFixed(1).padStart(9)}${(memory / 2 ** 20).toFixed(1).padStart(6)}`);
}
console.log('goal: ≤ 50 ms each, fully refined; ≤ 32 MB');
