// Public/js/sampling/ against the Swift CLI's segments for the same plots, in
// Tests/Fixtures/sampler-vectors.json (made by Tests/Fixtures/make_sampler_vectors.sh).
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { sample } from '../../Public/js/sampling/sampler.js';
import { fitYMaxOfCurves, FIT_AUTO_SAMPLES } from '../../Public/js/sampling/fit.js';
import { compile } from '../../Public/js/expression/expression.js';
import { pixels, pairs, distanceToPolyline } from './support/sampler-testing.mjs';

// --- Cross-language: the Swift CLI's segments for the same plots

const fixture = JSON.parse(readFileSync(new URL('../Fixtures/sampler-vectors.json', import.meta.url), 'utf8'));

test('the sampler fixture has enough cases, restricted ones among them', () => {
  assert.ok(fixture.cases.length >= 12);
  assert.ok(fixture.cases.filter((c) => c.curveFrom !== null || c.curveTo !== null).length >= 6);
});

/** Largest distance in pixels from a vertex of `from` to the polyline `to`. */
function worstVertexDistance(from, to) {
  let worst = 0;
  for (const [x, y] of from) worst = Math.max(worst, distanceToPolyline(x, y, to));
  return worst;
}

for (const c of fixture.cases) {
  const yText = c.ymax === null ? 'fitted y' : `y ${c.ymin}…${c.ymax}`;
  const restriction = c.curveFrom === null && c.curveTo === null ? '' : `, curve ${c.curveFrom ?? '−∞'}…${c.curveTo ?? '∞'}`;
  test(`same picture as Swift: ${c.expression} on ${c.from}…${c.to}, ${yText}, samples ${c.samples}, ${c.width}×${c.height}${restriction}`, () => {
    const f = compile(c.expression).evaluate;
    const curve = { from: c.curveFrom, to: c.curveTo };
    let { ymin, ymax } = c;
    if (ymax === null) {
      // The CLI fits as a seed plot does: N intervals in uniform mode, FIT_AUTO_SAMPLES in auto mode,
      // over the part of the curve its restriction keeps.
      ymax = fitYMaxOfCurves([{ valueAt: f, ...curve }], c.from, c.to, c.samples === 'auto' ? FIT_AUTO_SAMPLES : c.samples);
      ymin = -ymax;
    }
    const viewport = { xMin: c.from, xMax: c.to, yMin: ymin, yMax: ymax, width: c.width, height: c.height };
    const px = pixels(viewport);
    const toPixels = (points) => points.map(([x, y]) => [px.x(x), px.y(y)]);
    const js = sample(f, viewport, c.samples, curve).segments.map((s) => toPixels(pairs(s)));
    const swift = c.segments.map(toPixels);
    assert.equal(js.length, swift.length, 'number of segments');
    js.forEach((segment, i) => {
      const there = worstVertexDistance(segment, swift[i]);
      const back = worstVertexDistance(swift[i], segment);
      assert.ok(there <= 0.5, `segment ${i}: a JS vertex lies ${there} px from the Swift polyline`);
      assert.ok(back <= 0.5, `segment ${i}: a Swift vertex lies ${back} px from the JS polyline`);
    });
    // A restricted curve's ends are exact in both languages: the same doubles.
    const ends = (segments) => segments.flatMap((s) => [s[0], s[s.length - 1]]).map(([x]) => x);
    if (restriction) assert.deepEqual(ends(sample(f, viewport, c.samples, curve).segments.map(pairs)), ends(c.segments));
  });
}
