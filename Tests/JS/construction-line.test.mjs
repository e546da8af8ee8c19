// Public/js/figure/construction-line.js: tangents (with the exact derivative of derivative.js) and secants,
// their equations as the page writes them, against Tests/Fixtures/construction-lines.json, which Swift
// (Tests/PlotCoreTests/ConstructionLineTests.swift) meets too.
// Run: node --test Tests/JS/construction-line.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { lineEquation, lineStatement, lineValue, secantLine, tangentLine, verticalX } from '../../Public/js/figure/construction-line.js';
import { compile } from '../../Public/js/expression/expression.js';
import { derivative } from '../../Public/js/expression/derivative.js';

const fixture = JSON.parse(readFileSync(new URL('../Fixtures/construction-lines.json', import.meta.url), 'utf8'));

for (const c of fixture.cases) {
  const what = 'tangentAt' in c ? `tangent to ${c.f} at ${c.tangentAt}` : `secant of ${c.f} from ${c.secantFrom} to ${c.secantTo}`;
  test(what, () => {
    const f = compile(c.f).evaluate;
    const line = 'tangentAt' in c
      ? tangentLine(f, compile(derivative(c.f)).evaluate, c.tangentAt)
      : secantLine(f, c.secantFrom, c.secantTo);
    assert.equal(lineStatement(line), c.statement ?? ('equation' in c ? `y = ${c.equation}` : null));
    if ('vertical' in c) {
      // No function of x: the line x = a through the point it marks.
      assert.equal(verticalX(line), c.vertical);
      assert.equal(lineEquation(line), null);
      assert.ok(Number.isNaN(lineValue(line, c.vertical)));
      assert.deepEqual(line.points.map(({ x, y }) => [x, y]), c.points);
    } else if ('equation' in c) {
      assert.equal(Number.isNaN(verticalX(line)), true);
      assert.equal(lineEquation(line), c.equation);
      assert.deepEqual(line.points.map(({ x, y }) => [x, y]), c.points);
      // The line passes through the points it marks.
      for (const [x, y] of c.points) assert.ok(Math.abs(lineValue(line, x) - y) <= 1e-12 * Math.max(1, Math.abs(y)));
    } else {
      assert.equal(lineEquation(line), null);
      assert.ok(Number.isNaN(lineValue(line, 0)));
      if ('noDerivativeAt' in c) assert.equal(line.noDerivativeAt, c.noDerivativeAt);
      if ('undefinedAt' in c) assert.equal(line.undefinedAt, c.undefinedAt);
      if ('samePoint' in c) assert.equal(line.samePoint, true);
    }
  });
}
