// The sampler's endpoint guarantees at every zoom (docs/sampling.md#endpoints): zoomed in 1×, 10×, 10³× and
// 10⁶× about the jump, the hole and the lone value of {x < 1: x², x = 2: 3, 3 − x}, in a phone's and a
// laptop's live view, no line joins the hole at (2, 1) to the value (2, 3), nor the jump's two sides at
// x = 1, and the dots are the function's. Each frame is drawn twice: as a pinch leaves it, and moved so
// that a device-pixel column edge lies exactly on the place (the sampling lands on it, which is where a
// value beyond the frame used to be joined to the hole).
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sample } from '../../Public/js/sampling/sampler.js';
import { compile } from '../../Public/js/expression/expression.js';

const compiled = compile('{x < 1: x^2, x = 2: 3, 3 - x}');
const f = compiled.evaluate;
const DISCONTINUITIES = [1, 2];
const DOTS = [{ x: 1, y: 1, open: true }, { x: 1, y: 2, open: false }, { x: 2, y: 1, open: true }, { x: 2, y: 3, open: false }];
const CENTRES = { "the jump's open end": [1, 1], "the jump's value": [1, 2], 'the hole': [2, 1], 'the lone value': [2, 3] };
const ZOOMS = [1, 10, 1e3, 1e6];
// The graph's size in device pixels: a phone's (356 × 222.5 CSS px at 3) and a laptop's (1 135 × 709 at 2).
const SCREENS = { phone: [1068, 667], laptop: [2270, 1418] };

/**
 * The lines of `segments` that stray more than a device pixel from f between their ends (read at a quarter,
 * half and three quarters of the way, not at a discontinuity itself). With `onlyAcross`, only the lines that
 * reach a discontinuity are read (a fixed count's chords cut corners elsewhere).
 */
function falseLines(segments, v, onlyAcross = false) {
  const row = (y) => ((v.yMax - y) / (v.yMax - v.yMin)) * v.height;
  const found = [];
  for (const s of segments) {
    for (let k = 0; k + 3 < s.length; k += 2) {
      if (onlyAcross && !DISCONTINUITIES.some((c) => s[k] <= c && c <= s[k + 2])) continue;
      for (const t of [0.25, 0.5, 0.75]) {
        const x = s[k] + t * (s[k + 2] - s[k]);
        if (DISCONTINUITIES.includes(x)) continue;
        const drawn = row(s[k + 1] + t * (s[k + 3] - s[k + 1]));
        const truth = Math.min(Math.max(row(f(x)), -20), v.height + 20);
        if (Math.abs(drawn - truth) > 1) {
          found.push(`(${s[k]}, ${s[k + 1]}) → (${s[k + 2]}, ${s[k + 3]})`);
          break;
        }
      }
    }
  }
  return found;
}

/** The frame 5/zoom wide about (cx, cy), the centre three fifths across and half way up. */
function pinched([cx, cy], zoom, [width, height]) {
  const w = 5 / zoom;
  const h = (w * height) / width;
  return { xMin: cx - 0.6 * w, xMax: cx + 0.4 * w, yMin: cy - 0.5 * h, yMax: cy + 0.5 * h, width, height };
}

/** The same frame moved by less than a column, so that column edge k of it is exactly cx (a binary fraction). */
function landed(v, cx) {
  const column = 2 ** Math.floor(Math.log2((v.xMax - v.xMin) / v.width));
  const k = Math.round((cx - v.xMin) / column);
  const xMin = cx - k * column;
  const xMax = xMin + v.width * column;
  assert.equal(xMin + ((xMax - xMin) * k) / v.width, cx, 'a column edge at the place');
  return { ...v, xMin, xMax };
}

for (const [screen, size] of Object.entries(SCREENS)) {
  for (const [name, centre] of Object.entries(CENTRES)) {
    test(`${screen}: zoomed in 1×, 10×, 10³×, 10⁶× about ${name}, no line joins a hole to a value or a jump's sides`, () => {
      for (const zoom of ZOOMS) {
        const frame = pinched(centre, zoom, size);
        for (const [how, v] of [['pinched', frame], ['landed', landed(frame, centre[0])]]) {
          for (const mode of ['auto', 50]) {
            const { segments, endpoints } = sample(f, v, mode, { candidates: compiled.candidateFunctions });
            const what = `${zoom}×, ${how}, samples ${mode}`;
            assert.deepEqual(falseLines(segments, v, mode !== 'auto'), [], what);
            const inView = DOTS.filter(({ x, y }) => x >= v.xMin && x <= v.xMax && y >= v.yMin && y <= v.yMax);
            const near = (a, b) => a.open === b.open && a.x === b.x && Math.abs(a.y - b.y) < 1e-12;
            for (const dot of inView) assert.ok(endpoints.some((found) => near(found, dot)), `${what}: ${JSON.stringify(dot)}`);
          }
        }
      }
    });
  }
}

test("the reported frame: on a phone, x 1.4 … 2.2, the line from the hole does not rise to the value above the frame", () => {
  const v = { xMin: 1.4, xMax: 2.2, yMin: 0.85, yMax: 1.33, width: 1068, height: 667 };
  const { segments, endpoints } = sample(f, v, 'auto', { candidates: compiled.candidateFunctions });
  assert.deepEqual(falseLines(segments, v), []);
  assert.deepEqual(endpoints, [{ x: 2, y: 1.0000000000000002, open: true }]);
  // The right side starts at the last bit of its piece, x = 2's next double.
  assert.ok(segments.some((s) => s[0] === 2.0000000000000004 && Math.abs(s[1] - 1) < 1e-15));
});
