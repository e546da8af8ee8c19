// Lays slope and vector fields with the browser's code (Public/js/fields/), for the Swift↔JS differential test of
// fields (Tests/PlotCoreTests/SwiftJSDifferentialTests+Fields.swift).
//
//   node Tests/JS/tools/field-batch.mjs INPUT.json > OUTPUT.json
//
// INPUT:  {"cases": [{"slope": "x - y"} or {"vector": ["-y", "x"]}, with "frame": [xMin, xMax, yMin, yMax],
//          "size": [width, height] (device px), "density": 2}, …]}
// OUTPUT: per case {"marks": [[x, y, …] per segment or arrow], "magnitudes": [m, …] (a vector field's)}, every number
//         written as JavaScript's String(x), which reads back to the same double.

import { readFileSync } from 'node:fs';
import { liveField } from '../../../Public/js/fields/live-field.js';

const text = (numbers) => Array.from(numbers, String);
const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const results = input.cases.map(({ slope, vector, frame: [xMin, xMax, yMin, yMax], size: [width, height], density }) => {
  const source = liveField(slope !== undefined ? { slope } : { vector });
  const { field } = source.picture({ xMin, xMax, yMin, yMax, width, height }, density);
  if (field.kind === 'slope') return { marks: field.segments.map(text), magnitudes: [] };
  return { marks: field.arrows.map((arrow) => text(arrow.points)), magnitudes: text(field.arrows.map((arrow) => arrow.magnitude)) };
});
process.stdout.write(JSON.stringify(results));
