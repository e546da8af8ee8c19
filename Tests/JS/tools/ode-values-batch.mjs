// A solution's values at given x with the browser's code (Public/js/fields/ode-values.js), for the Swift↔JS differential
// test (Tests/PlotCoreTests/SwiftJSDifferentialTests+ODEValues.swift). Every double is written as the 16 hex digits of its
// bits, so that no reading or printing of decimals stands between them.
//
//   node Tests/JS/tools/ode-values-batch.mjs INPUT.json > OUTPUT.json
//
// INPUT:  {"cases": [{"f": "x - y", "through": [x0, y0], "frame": [xMin, xMax, yMin, yMax], "size": [width, height],
//         "xs": [x, …]}, …]}
// OUTPUT: per case the values, each "hex" or "none" where the solution does not reach.

import { readFileSync } from 'node:fs';
import { compileSlope, parseRightSide } from '../../../Public/js/fields/ode-right-side.js';
import { solutionValues } from '../../../Public/js/fields/ode-values.js';

const view = new DataView(new ArrayBuffer(8));
const hex = (value) => {
  view.setFloat64(0, value);
  return view.getBigUint64(0).toString(16).padStart(16, '0');
};

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const results = input.cases.map(({ f: source, through: [x, y], frame: [xMin, xMax, yMin, yMax], size: [width, height], xs }) => {
  const values = solutionValues(compileSlope(parseRightSide(source)), { x, y }, xs, { xMin, xMax, yMin, yMax, width, height });
  return values.map((value) => (value === null ? 'none' : hex(value)));
});
process.stdout.write(JSON.stringify(results));
