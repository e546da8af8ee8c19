// Encloses many expressions in x and y over boxes with the browser's interval arithmetic
// (Public/js/interval/interval-function.js), and checks that each enclosure holds the browser's own values at points of
// its box, for the Swift↔JS differential test (Tests/PlotCoreTests/SwiftJSDifferentialTests+Intervals.swift).
//
//   node Tests/JS/tools/interval-batch.mjs INPUT.json > OUTPUT.json
//
// INPUT:  {"expressions": ["x^2 + y", …], "boxes": [[[xLower, xUpper, yLower, yUpper], …], …] (per expression),
//          "points": [[[x, y], …], …] (per box, in the same order)}: numbers as IEEE-754 bit patterns in hex.
// OUTPUT: per expression, {"error": "…"} where it does not read, or {"enclosures": [[lower hex, upper hex, hasNoNaN,
//          continuous], …], "misses": [[x hex, y hex, value hex, "…"], …]}: the points whose JS value the JS enclosure
//          does not hold (the Swift test excuses those whose value passes through ±∞ on the way).

import { readFileSync } from 'node:fs';
import { ExpressionError, compile, parse } from '../../../Public/js/expression/expression.js';
import { intervalFunction, isDefinedEverywhere } from '../../../Public/js/interval/interval-function.js';
import { fromHex, toHex } from './hex-bits.mjs';

/** Whether the enclosure holds the value v at a point: v itself, or for NaN and ±∞ (undefined) "not defined everywhere". */
function holds(e, v) {
  if (!Number.isFinite(v)) return !isDefinedEverywhere(e);
  return e.lower <= v && v <= e.upper;
}

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let pointIndex = 0;
const results = input.expressions.map((source, index) => {
  const boxes = input.boxes[index].map((box) => box.map(fromHex));
  let parsed;
  try {
    parsed = parse(source, { parameters: ['y'] });
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    pointIndex += boxes.length;
    return { error: error.message };
  }
  const f = intervalFunction(parsed.root);
  const g = compile(parsed, { values: { y: 0 } });
  const misses = [];
  const enclosures = boxes.map(([xLower, xUpper, yLower, yUpper]) => {
    const e = { ...f.enclose(xLower, xUpper, yLower, yUpper) };
    for (const [xHex, yHex] of input.points[pointIndex]) {
      const [x, y] = [fromHex(xHex), fromHex(yHex)];
      g.setParameters({ y });
      const v = g.evaluate(x);
      if (!holds(e, v)) misses.push([xHex, yHex, toHex(v), `${e.lower} … ${e.upper}${e.hasNoNaN ? '' : ', partly undefined'}`]);
    }
    pointIndex += 1;
    return [toHex(e.lower), toHex(e.upper), e.hasNoNaN, e.continuous];
  });
  return { enclosures, misses };
});
process.stdout.write(JSON.stringify(results));
