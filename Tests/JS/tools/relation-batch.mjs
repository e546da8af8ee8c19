// Reads many relations in x and y with the browser's language (Public/js/expression/relation.js) and evaluates
// their sides at points, for the Swift↔JS differential test of relations
// (Tests/PlotCoreTests/SwiftJSDifferentialTests+Relations.swift), which runs this script.
//
//   node Tests/JS/tools/relation-batch.mjs INPUT.json > OUTPUT.json
//
// INPUT:  {"relations": ["x^2 + y^2 = 4", …], "points": [["…x hex…", "…y hex…"], …]}: coordinates as IEEE-754 bit
//         patterns in hex, so that every last bit crosses the process boundary unchanged.
// OUTPUT: one entry per relation, either {"error": {"kind", "offset", "message"}} or {"description", "kind",
//         "function" (the explicit function's description, or null), "sides": per comparison, per point,
//         [left hex, right hex]}.

import { readFileSync } from 'node:fs';
import { ExpressionError } from '../../../Public/js/expression/expression.js';
import { parseRelation, relationComparisons, Y } from '../../../Public/js/expression/relation.js';
import { describeTree } from '../../../Public/js/expression/describe.js';
import { compileTree } from '../../../Public/js/expression/compile.js';
import { fromHex, toHex } from './hex-bits.mjs';

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const points = input.points.map(([x, y]) => [fromHex(x), fromHex(y)]);
const slots = new Map([[Y, 0]]);
const values = new Float64Array(1);
const results = input.relations.map((source) => {
  try {
    const relation = parseRelation(source);
    const sides = relationComparisons(relation).map(({ left, right }) => [compileTree(left, slots, values), compileTree(right, slots, values)]);
    return {
      description: relation.description,
      kind: relation.kind,
      function: relation.function === undefined ? null : describeTree(relation.function),
      sides: sides.map(([left, right]) => points.map(([x, y]) => {
        values[0] = y;
        return [toHex(left(x)), toHex(right(x))];
      })),
    };
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    return { error: { kind: error.kind, offset: error.offset, message: error.message } };
  }
});
process.stdout.write(JSON.stringify(results));
