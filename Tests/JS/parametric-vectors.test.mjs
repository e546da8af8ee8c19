// Public/js/sampling/parametric-sampler.js against the Swift CLI's segments, parameters and endpoint dots for the same curves, in
// Tests/Fixtures/parametric-vectors.json (made by Tests/Fixtures/make_parametric_vectors.sh): the same doubles, bit for
// bit, where the curve's arithmetic is correctly rounded in both languages; the same picture within half a device
// pixel where sin, cos and the like may round apart in the last bit.
// Run: node --test Tests/JS/parametric-vectors.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { polarCurve, sampleParametric } from '../../Public/js/sampling/parametric-sampler.js';
import { compile } from '../../Public/js/expression/expression.js';
import { distanceToPolyline, pairs, pixels } from './support/sampler-testing.mjs';

const { cases } = JSON.parse(readFileSync(new URL('../Fixtures/parametric-vectors.json', import.meta.url), 'utf8'));

test('the vectors hold exact and rounded curves, parametric and polar', () => {
  assert.ok(cases.filter((c) => c.exact).length >= 6 && cases.filter((c) => !c.exact).length >= 4);
  assert.ok(cases.some((c) => c.r !== undefined));
  assert.ok(cases.filter((c) => c.exact && c.sampled.endpoints.length > 0).length >= 3);
});

for (const c of cases) {
  const name = c.r === undefined ? `(${c.x}, ${c.y}) for t in ${c.from} … ${c.to}` : `r = ${c.r} for θ in ${c.from} … ${c.to}`;
  test(`${c.exact ? 'the same doubles' : 'the same picture'} as Swift: ${name}`, () => {
    const [from, to] = [compile(c.from).evaluate(0), compile(c.to).evaluate(0)];
    const curve = c.r === undefined
      ? { x: compile(c.x, { variable: 't' }).evaluate, y: compile(c.y, { variable: 't' }).evaluate, from, to }
      : polarCurve(compile(c.r, { variable: 'θ' }).evaluate, from, to);
    const js = sampleParametric(curve, c.viewport);
    const swift = c.sampled;
    assert.equal(js.segments.length, swift.segments.length, 'number of segments');
    if (c.exact) {
      // The CLI writes −0 as 0 (a domain edge at t = −1 of t·√(1 − t²)), so the two zeros compare equal here.
      const plain = (v) => (v === 0 ? 0 : v);
      assert.deepEqual(js.segments.map((s) => pairs(s).map((p) => p.map(plain))), swift.segments);
      assert.deepEqual(js.parameters.map((p) => [...p].map(plain)), swift.parameters);
      assert.deepEqual(js.endpoints.map(({ x, y, open }) => ({ x: plain(x), y: plain(y), open })), swift.endpoints);
      return;
    }
    const px = pixels(c.viewport);
    const toPixels = (points) => points.map(([x, y]) => [px.x(x), px.y(y)]);
    assert.equal(js.endpoints.length, swift.endpoints.length, 'number of endpoint dots');
    js.endpoints.forEach((dot, i) => {
      const [[X, Y], [U, V]] = toPixels([[dot.x, dot.y], [swift.endpoints[i].x, swift.endpoints[i].y]]);
      assert.ok(Math.hypot(X - U, Y - V) <= 0.5 && dot.open === swift.endpoints[i].open, `dot ${i}: ${JSON.stringify(dot)}`);
    });
    js.segments.forEach((segment, i) => {
      const [mine, theirs] = [toPixels(pairs(segment)), toPixels(swift.segments[i])];
      for (const [x, y] of mine) assert.ok(distanceToPolyline(x, y, theirs) <= 0.5, `segment ${i}: a JS point is off the Swift polyline`);
      for (const [x, y] of theirs) assert.ok(distanceToPolyline(x, y, mine) <= 0.5, `segment ${i}: a Swift point is off the JS polyline`);
    });
  });
}
