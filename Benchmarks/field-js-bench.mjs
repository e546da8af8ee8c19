// Milliseconds per redraw of a slope or vector field in JS, as the live view redraws it on every frame of a pan: the
// marks on the grid (fields/live-field.js) and their path data (graph/field-layer.js's strings, without the DOM), at
// 1440 × 900 CSS px (60 × 37 cells of 24 px) at 1× and 2×; median and p95 over many frames, each panned a little from the
// last, after a warm-up. The goal is ≤ 4 ms a redraw.
// Run: node Benchmarks/field-js-bench.mjs

import { liveField } from '../Public/js/fields/live-field.js';
import { pathData } from '../Public/js/graph/path-data.js';
import { FIELDS } from '../Public/js/limits.js';

const CASES = [
  { slope: 'x - y' },
  { slope: 'y(1 - y/4)' },
  { slope: '-x/y' },
  { slope: 'sin(x y) + cos(x - y)' },
  { vector: ['-y', 'x'] },
  { vector: ['sin(y)', 'x - x^3/3'] },
];
const FRAMES = 300;
const WARM_UP = 60;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** One redraw: the marks, then the path data the layer writes (a path per shade for a vector field). */
function redraw(source, viewport, density) {
  const { field } = source.picture(viewport, density);
  if (field.kind === 'slope') return pathData(field.segments, viewport, density).length;
  const strokes = Array.from({ length: FIELDS.shades }, () => []);
  for (const arrow of field.arrows) strokes[arrow.shade].push(arrow.points);
  return strokes.reduce((bytes, lines) => bytes + pathData(lines, viewport, density).length, 0);
}

console.log(`${'field'.padEnd(36)}${'density'.padStart(8)}${'marks'.padStart(8)}${'median ms'.padStart(11)}${'p95 ms'.padStart(9)}`);
for (const field of CASES) {
  for (const density of [1, 2]) {
    const source = liveField(field);
    const frame = (i) => ({ xMin: -7.2 + i * 0.013, xMax: 7.2 + i * 0.013, yMin: -4.5 + i * 0.007, yMax: 4.5 + i * 0.007, width: 1440 * density, height: 900 * density });
    for (let i = 0; i < WARM_UP; i += 1) redraw(source, frame(i), density);
    const times = [];
    for (let i = 0; i < FRAMES; i += 1) {
      const start = performance.now();
      redraw(source, frame(i), density);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const picture = source.picture(frame(0), density).field;
    const marks = (picture.segments ?? picture.arrows).length;
    const name = field.slope ? `dy/dx = ${field.slope}` : `(${field.vector.join(', ')})`;
    console.log(`${name.padEnd(36)}${String(density).padStart(8)}${String(marks).padStart(8)}`
      + `${quantile(times, 0.5).toFixed(3).padStart(11)}${quantile(times, 0.95).toFixed(3).padStart(9)}`);
  }
}
