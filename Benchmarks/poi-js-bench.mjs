// Milliseconds to find the points of interest of a figure in JS (Public/js/reading/points-of-interest.js):
// median and p95 over many runs, after a warm-up, for 3-curve figures on the visible range, as the live
// view recomputes them after a pan or zoom settles. The goal is ≤ 5 ms per figure (issue #13). The
// ratio column compares with evaluating the curves on the grid alone (3 × 1 001 values), the floor of
// any grid search.
// Run: node Benchmarks/poi-js-bench.mjs

import { compile } from '../Public/js/expression/expression.js';
import { pointsOfInterest } from '../Public/js/reading/points-of-interest.js';

const FIGURES = [
  { curves: ['sin(x)', 'cos(x)', 'x/3'], from: -10, to: 10 },
  { curves: ['tan(x)', 'x^3-3x', '1/x'], from: -10, to: 10 },
  { curves: ['x^3/3 - x', 'x^2 - 1', '2/3 + 3(x-2)'], from: -3, to: 3 },
  { curves: ['sin(x)', 'sin(2x)', 'sin(3x)'], from: -50, to: 50 },
  { curves: ['sin(1/x)', 'cos(1/x)', 'x'], from: -1, to: 1, bounded: true },
  // Piecewise curves and holes: boundaries, exact numbers and limits read on both sides (simple-numbers.js).
  { curves: ['{x < 0: -x, x^2}', '{x < 2: x^2, x = 2: 7, 4}', 'abs(x - 1/3)'], from: -5, to: 5 },
  { curves: ['x sin(1/x)', 'sin(x)/x', '(x^2 - 1)/(x - 1)'], from: -10, to: 10 },
];
const RUNS = 300;
const WARM_UP = 50;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);

const prepared = FIGURES.map((figure) => ({
  ...figure,
  name: `${figure.curves.join(', ')} on ${figure.from}…${figure.to}`,
  // With their candidate functions, as the plot page gives them.
  curves: figure.curves.map((source) => {
    const compiled = compile(source);
    return { valueAt: compiled.evaluate, candidates: compiled.candidateFunctions, from: null, to: null };
  }),
}));

/** The grid evaluations alone: what the search costs at least. */
function evaluateGrid(figure) {
  let sum = 0;
  for (const curve of figure.curves) {
    for (let k = 0; k <= 1000; k += 1) sum += curve.valueAt(figure.from + ((figure.to - figure.from) * k) / 1000);
  }
  return sum;
}

function time(run) {
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = process.hrtime.bigint();
    run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times.sort((a, b) => a - b);
}

for (let round = 0; round < WARM_UP; round += 1) {
  for (const figure of prepared) {
    pointsOfInterest(figure.curves, figure.from, figure.to);
    evaluateGrid(figure);
  }
}

console.log(`${pad('figure', 52)}${padLeft('points', 7)}${padLeft('median ms', 11)}${padLeft('p95 ms', 9)}${padLeft('grid ms', 9)}${padLeft('ratio', 7)}`);
for (const figure of prepared) {
  let result;
  const times = time(() => { result = pointsOfInterest(figure.curves, figure.from, figure.to); });
  const grid = time(() => evaluateGrid(figure));
  const median = quantile(times, 0.5);
  const gridMedian = quantile(grid, 0.5);
  const note = figure.bounded ? '  (capped, not in the goal)' : '';
  console.log(`${pad(figure.name, 52)}${padLeft(result.points.length, 7)}${padLeft(median.toFixed(3), 11)}`
    + `${padLeft(quantile(times, 0.95).toFixed(3), 9)}${padLeft(gridMedian.toFixed(3), 9)}${padLeft((median / gridMedian).toFixed(1), 7)}${note}`);
}
