// Draws many relations with the browser's certified drawing (Public/js/implicit/implicit-drawing.js), for the Swift↔JS
// differential test of implicit curves and regions (Tests/PlotCoreTests/SwiftJSDifferentialTests+Implicit.swift).
//
//   node Tests/JS/tools/implicit-batch.mjs INPUT.json > OUTPUT.json
//
// INPUT:  {"cases": [{"relation": "x^2 + y^2 = 4", "frame": [xMin, xMax, yMin, yMax], "size": [width, height]}, …]}
// OUTPUT: per case {"error": "…"} where it does not read, or {"kind", "evaluations", "runs": {"crossed"|"inside"|
//         "boundary"|"undecided": [row, column, count, …]}, "lines": [[[x, y, …], …] per comparison (one for a curve)],
//         "dots": [x, y, …]}.

import { readFileSync } from 'node:fs';
import { ExpressionError } from '../../../Public/js/expression/expression.js';
import { parseRelation } from '../../../Public/js/expression/relation.js';
import { ImplicitRun, implicitDrawing } from '../../../Public/js/implicit/implicit-drawing.js';

const flatRuns = ({ runs }) => runs.flatMap(({ row, column, count }) => [row, column, count]);
const flatLines = (lines) => lines.map((line) => line.flat());

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const results = input.cases.map(({ relation: source, frame: [xMin, xMax, yMin, yMax], size: [width, height] }) => {
  let relation;
  try {
    relation = parseRelation(source);
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    return { error: error.message };
  }
  const run = new ImplicitRun(relation, { xMin, xMax, yMin, yMax, width, height }).finish();
  const drawing = implicitDrawing(run);
  if (drawing.kind === 'curve') {
    return { kind: 'curve', evaluations: run.evaluations, runs: { crossed: flatRuns(drawing.crossed), undecided: flatRuns(drawing.undecided) },
      lines: [flatLines(drawing.segments)], dots: drawing.dots.flat() };
  }
  return { kind: 'region', evaluations: run.evaluations,
    runs: { inside: flatRuns(drawing.inside), boundary: flatRuns(drawing.boundary), undecided: flatRuns(drawing.undecided) },
    lines: drawing.edges.map((edge) => flatLines(edge.segments)), dots: [] };
});
process.stdout.write(JSON.stringify(results));
