// Evaluates many expressions at many x with the browser's expression language, for the Swift↔JS
// differential test (Tests/PlotCoreTests/SwiftJSDifferentialTests.swift), which runs this script.
//
//   node Tests/JS/tools/evaluate-batch.mjs INPUT.json > OUTPUT.json
//
// INPUT:  {"expressions": ["x^2", …], "xs": ["0000000000000000", …], "variable": "θ"}  x as IEEE-754 bit patterns
//         in hex, so that −0, subnormals and every last bit cross the process boundary unchanged; the variable the
//         sources are in ('x' where absent).
// OUTPUT: one entry per expression, either {"error": {"kind", "offset", "message"}} or
//         {"description": "…", "values": ["…hex bits…", …], "warnings": ["offset readAs alternatives", …],
//          "derivative": {"description": "…", "values": […]} or null where it is too large}
//         (the raw IEEE value, NaN and ±∞ included).

import { readFileSync } from 'node:fs';
import { compile, parse, ExpressionError } from '../../../Public/js/expression/expression.js';
import { derivative } from '../../../Public/js/expression/derivative.js';
import { fromHex, toHex } from './hex-bits.mjs';

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const xs = input.xs.map(fromHex);
const variable = input.variable ?? 'x';
const results = input.expressions.map((source) => {
  try {
    const parsed = parse(source, { variable });
    const f = compile(parsed);
    const warnings = parsed.warnings.map((w) => [w.kind, w.offset, w.readAs, ...w.alternatives].join(' | '));
    const slope = derivative(parsed);
    const slopeEntry = slope === null ? null
      : { description: slope.description, values: xs.map((x) => toHex(compile(slope).evaluate(x))) };
    return { description: f.description, values: xs.map((x) => toHex(f.evaluate(x))), warnings, derivative: slopeEntry };
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    return { error: { kind: error.kind, offset: error.offset, message: error.message } };
  }
});
process.stdout.write(JSON.stringify(results));
