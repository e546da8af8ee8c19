// Solves many differential equations with the browser's Dormand–Prince (Public/js/fields/ode-solution.js) and draws their
// Euler polygons, for the Swift↔JS differential test (Tests/PlotCoreTests/SwiftJSDifferentialTests+ODE.swift). Every
// double is written as the 16 hex digits of its bits, so that no reading or printing of decimals stands between them.
//
//   node Tests/JS/tools/ode-batch.mjs INPUT.json > OUTPUT.json
//
// INPUT:  {"cases": [{"f": "x - y", "through": [x0, y0], "frame": [xMin, xMax, yMin, yMax], "size": [width, height],
//         "euler": [h, to]}, …]}
// OUTPUT: per case {"points": ["hex", …] (x, y, x, y, …, the one segment), "ends": [["hex x", "hex y", "reason"], …],
//         "euler": ["hex", …] (x, y, …), "eulerEnd": "reached" | "undefined", "eulerExact": "hex" | "notReached" | "none"
//         (the exact value at `to` a figure states beside the polygon's)}.

import { readFileSync } from 'node:fs';
import { compileSlope, parseRightSide } from '../../../Public/js/fields/ode-right-side.js';
import { solveODE } from '../../../Public/js/fields/ode-solution.js';
import { eulerPolygon } from '../../../Public/js/fields/euler-polygon.js';
import { eulerReading } from '../../../Public/js/fields/euler-reading.js';

const view = new DataView(new ArrayBuffer(8));
const hex = (value) => {
  view.setFloat64(0, value);
  return view.getBigUint64(0).toString(16).padStart(16, '0');
};

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const results = input.cases.map(({ f: source, through: [x, y], frame: [xMin, xMax, yMin, yMax], size: [width, height], euler }) => {
  const f = compileSlope(parseRightSide(source));
  const solution = solveODE(f, { x, y }, { xMin, xMax, yMin, yMax, width, height });
  const polygon = eulerPolygon(f, { x, y }, euler[0], euler[1]);
  return {
    points: solution.segments.flatMap((segment) => segment.flatMap((p) => [hex(p.x), hex(p.y)])),
    ends: solution.ends.map((end) => [hex(end.x), hex(end.y), end.reason]),
    euler: polygon.points.flatMap((p) => [hex(p.x), hex(p.y)]),
    eulerEnd: polygon.end,
    // The exact value a figure states beside the polygon's (euler-reading.js): its hex, `notReached`, or `none`.
    eulerExact: exactText(eulerReading(f, { x, y }, euler[0], euler[1]).exact),
  };
});
process.stdout.write(JSON.stringify(results));

function exactText(exact) {
  if (exact === null) return 'none';
  return exact === 'notReached' ? exact : hex(exact.value);
}
