// The endpoints of the JS sampler (docs/sampling.md#endpoints): the same dots as Swift's on the shared
// fixture Tests/Fixtures/endpoint-vectors.json (made by make_endpoint_vectors.sh from the Swift CLI),
// and what the options and the compiled expression's candidate functions do.
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { sample, ENDPOINT_JUMPS_MAX } from '../../Public/js/sampling/sampler.js';
import { compile } from '../../Public/js/expression/expression.js';
import { simpler, significantDigits } from '../../Public/js/sampling/endpoint-search.js';
import { nextDown, nextUp, ordinalMiddle } from '../../Public/js/sampling/double-ordinals.js';

const fixture = JSON.parse(readFileSync(new URL('../Fixtures/endpoint-vectors.json', import.meta.url), 'utf8'));

/** The endpoints of `source` sampled as a page samples a compiled expression: with its candidate functions. */
function endpointsOf(source, [xMin, xMax], [yMin, yMax], mode = 'auto', width = 1600, height = 1000, values = undefined) {
  const compiled = compile(source, values ? { parameters: Object.keys(values), values } : {});
  const viewport = { xMin, xMax, yMin, yMax, width, height };
  return sample(compiled.evaluate, viewport, mode, { candidates: compiled.candidateFunctions }).endpoints;
}

test('the endpoint fixture covers holes, jumps, two boundaries, fixed counts and the limit', () => {
  assert.ok(fixture.cases.length >= 20);
  assert.ok(fixture.cases.some((c) => c.samples !== 'auto'));
  assert.ok(fixture.cases.some((c) => c.endpoints.length === 0));
  assert.ok(fixture.cases.some((c) => c.endpoints.some((dot) => !dot.open)));
});

for (const c of fixture.cases) {
  test(`same endpoints as Swift: ${c.expression} on ${c.from}…${c.to}, y ${c.ymin}…${c.ymax}, samples ${c.samples}, ${c.width}×${c.height}`, () => {
    const endpoints = endpointsOf(c.expression, [c.from, c.to], [c.ymin, c.ymax], c.samples, c.width, c.height);
    assert.deepEqual(endpoints, c.endpoints);
  });
}

test('a value apart from both sides is joined to no line, in both modes', () => {
  const compiled = compile('{x < 1: x², x = 2: 3, 3 − x}');
  const viewport = { xMin: -1, xMax: 4, yMin: -1, yMax: 4, width: 1600, height: 1000 };
  for (const mode of ['auto', 50]) {
    const { segments, endpoints } = sample(compiled.evaluate, viewport, mode, { candidates: compiled.candidateFunctions });
    assert.ok(endpoints.some((dot) => dot.x === 2 && dot.y === 3 && !dot.open));
    const points = segments.flatMap((segment) => Array.from({ length: segment.length / 2 }, (_, k) => [segment[2 * k], segment[2 * k + 1]]));
    assert.ok(!points.some(([x, y]) => x === 2 && y === 3), `no line through (2, 3): ${mode}`);
    const ends = segments.flatMap((segment) => [[segment[0], segment[1]], [segment[segment.length - 2], segment[segment.length - 1]]])
      .filter(([x]) => Math.abs(x - 2) < 1e-12);
    assert.equal(ends.length, 2, `one line ends at 2, the next starts there: ${mode}`);
    for (const [, y] of ends) assert.ok(Math.abs(y - 1) < 1e-12);
  }
});

test('a hole needs the candidate functions: sampling alone does not land on sin(x)/x at 0', () => {
  const viewport = { xMin: -10, xMax: 10, yMin: -1.5, yMax: 1.5, width: 1600, height: 1000 };
  const compiled = compile('sin(x)/x');
  assert.deepEqual(sample(compiled.evaluate, viewport).endpoints, []);
  assert.deepEqual(sample(compiled.evaluate, viewport, 'auto', { candidates: compiled.candidateFunctions }).endpoints, [{ x: 0, y: 1, open: true }]);
  assert.throws(() => sample(compiled.evaluate, viewport, 'auto', { candidates: compiled.evaluate }), TypeError);
});

test('candidate functions read the current parameter values: the jump of {x < a: 0, 1} follows a', () => {
  const viewport = { xMin: -5, xMax: 5, yMin: -2, yMax: 2, width: 800, height: 500 };
  const compiled = compile('{x < a: 0, 1}', { parameters: ['a'], values: { a: 1 } });
  const dots = () => sample(compiled.evaluate, viewport, 'auto', { candidates: compiled.candidateFunctions }).endpoints;
  assert.deepEqual(dots(), [{ x: 1, y: 0, open: true }, { x: 1, y: 1, open: false }]);
  compiled.setParameters({ a: -2.5 });
  assert.deepEqual(dots(), [{ x: -2.5, y: 0, open: true }, { x: -2.5, y: 1, open: false }]);
});

test('more than ENDPOINT_JUMPS_MAX jumps in view give no dots; zoomed in, they come back', () => {
  assert.equal(ENDPOINT_JUMPS_MAX, 24);
  assert.deepEqual(endpointsOf('floor(x)', [-20, 20], [-20, 20]), []);
  const zoomed = endpointsOf('floor(x)', [-2.5, 2.5], [-3, 3]);
  assert.deepEqual(zoomed.filter((dot) => !dot.open).map((dot) => [dot.x, dot.y]), [[-2, -2], [-1, -1], [0, 0], [1, 1], [2, 2]]);
});

test('a restricted curve has no dots outside its from … to', () => {
  const compiled = compile('floor(x)');
  const viewport = { xMin: -5, xMax: 5, yMin: -6, yMax: 6, width: 800, height: 500 };
  const { endpoints } = sample(compiled.evaluate, viewport, 'auto', { from: 0.5, to: 2.5, candidates: compiled.candidateFunctions });
  assert.deepEqual(endpoints, [{ x: 1, y: 0, open: true }, { x: 1, y: 1, open: false }, { x: 2, y: 1, open: true }, { x: 2, y: 2, open: false }]);
});

test('the boundary is the simpler of two adjacent doubles, as Swift reads their shortest text', () => {
  assert.equal(simpler(0.9999999999999999, 1), 1);
  assert.equal(simpler(1, 1.0000000000000002), 1);
  assert.equal(simpler(-5e-324, 0), 0);
  assert.equal(simpler(1.414213562373095, 1.4142135623730951), 1.414213562373095);
  assert.deepEqual([100, 1e-7, 0, 0.1, 123.456].map(significantDigits), [1, 1, 0, 1, 6]);
});

test('ordinals step through adjacent doubles, also next to 0', () => {
  assert.equal(nextUp(1), 1.0000000000000002);
  assert.equal(nextDown(1), 0.9999999999999999);
  assert.equal(nextUp(0), 5e-324);
  assert.equal(nextDown(0), -5e-324);
  assert.equal(ordinalMiddle(-1, 1), 0);
  assert.equal(ordinalMiddle(1, nextUp(1)), null);
  // From 1 down to 5e-324 by halving the ordinals: at most 64 steps.
  let [low, high, steps] = [0, 1, 0];
  for (let middle = ordinalMiddle(low, high); middle !== null; middle = ordinalMiddle(low, high), steps += 1) high = middle;
  assert.equal(high, 5e-324);
  assert.ok(steps <= 64, `${steps} steps`);
});
