// The live drawing of implicit curves and regions (implicit/live-implicit.js): coarse at once, the frame's own pixels
// once refined, the same drawing as the certified drawing to the end; their intercepts (reading/implicit-intercepts.js);
// their pixels as SVG rectangles (graph/implicit-layer.js).
import test from 'node:test';
import assert from 'node:assert/strict';
import { liveImplicit, pictureLines, COARSE } from '../../Public/js/implicit/live-implicit.js';
import { drawImplicit } from '../../Public/js/implicit/implicit-drawing.js';
import { parseRelation } from '../../Public/js/expression/relation.js';
import { addIntercepts, implicitIntercepts } from '../../Public/js/reading/implicit-intercepts.js';
import { pixelPath } from '../../Public/js/graph/implicit-layer.js';

const viewport = { xMin: -3, xMax: 3, yMin: -3, yMax: 3, width: 203, height: 203 };

test('a new viewport gets the coarse drawing, then the same viewport is refined to the certified drawing', () => {
  const source = liveImplicit('x^2 + y^2 = 4');
  const first = source.picture(viewport);
  assert.equal(first.finished, false);
  assert.equal(first.shading.pixelWidth, 203 / Math.ceil(203 / COARSE));
  let picture = first;
  for (let frame = 0; frame < 1000 && !picture.finished; frame += 1) picture = source.picture(viewport);
  assert.equal(picture.finished, true);
  assert.equal(picture.shading.pixelWidth, 1);
  const certified = drawImplicit(parseRelation('x^2 + y^2 = 4'), viewport);
  assert.deepEqual(picture.segments.map((s) => [...s]), pictureLines(certified.segments, viewport).map((s) => s.flat()));
  assert.equal(picture.shading.undecided.count, certified.undecided.count);
  // Moved: coarse again.
  assert.equal(source.picture({ ...viewport, xMin: -2.9, xMax: 3.1 }).finished, false);
});

test('a line is drawn through fewer of its points, none of the others more than a fifth of a device pixel off it', () => {
  const wide = { xMin: -2, xMax: 2, yMin: -1, yMax: 1, width: 1600, height: 800 };
  const lines = drawImplicit(parseRelation('x^2 + y^2 = 1'), wide).segments;
  const keptLines = pictureLines(lines, wide);
  // A circle 800 device px across, a point on every pixel edge it crosses: chords of ~18 px stay within 0.2 px of it.
  const count = (some) => some.reduce((sum, line) => sum + line.length, 0);
  assert.ok(count(lines) > 3000 && count(keptLines) < count(lines) / 8, `${count(lines)} points, ${count(keptLines)} kept`);
  const pixel = ([x, y]) => [(x - wide.xMin) * 400, (wide.yMax - y) * 400];
  const offChord = (p, a, b) => {
    const [[px, py], [ax, ay], [bx, by]] = [pixel(p), pixel(a), pixel(b)];
    return Math.abs((bx - ax) * (py - ay) - (by - ay) * (px - ax)) / Math.hypot(bx - ax, by - ay);
  };
  lines.forEach((line, i) => {
    const kept = keptLines[i];
    assert.deepEqual([kept[0], kept.at(-1)], [line[0], line.at(-1)]);
    let k = 0;
    for (const point of line) {
      if (point === kept[k]) {
        k += 1;
        continue;
      }
      assert.ok(offChord(point, kept[k - 1], kept[k]) <= 0.2, `(${point}) is ${offChord(point, kept[k - 1], kept[k])} px off`);
    }
    assert.equal(k, kept.length);
  });
  // Dots (pieces of no length) keep both their points.
  assert.deepEqual(pictureLines([[[0, 0], [0, 0]]], wide), [[[0, 0], [0, 0]]]);
});

test('a region keeps its non-strict boundary as the line and its strict one apart, and follows its parameters', () => {
  const source = liveImplicit('y < a x^2 and y <= 2', { parameters: ['a'], values: { a: 1 } });
  let picture = source.picture(viewport);
  while (!picture.finished) picture = source.picture(viewport);
  assert.ok(picture.shading.isRegion && picture.shading.inside.count > 0);
  assert.ok(picture.segments.length > 0 && picture.shading.strict.length > 0);
  for (const segment of picture.shading.strict) {
    for (let i = 0; i < segment.length; i += 2) assert.ok(Math.abs(segment[i + 1] - segment[i] ** 2) < 0.02);
  }
  const before = picture.shading.inside.count;
  source.setParameters({ a: 2 });
  assert.deepEqual(source.values(), { a: 2 });
  picture = source.picture(viewport);
  while (!picture.finished) picture = source.picture(viewport);
  assert.ok(picture.shading.inside.count > before, 'a steeper parabola leaves more below it');
});

test('an implicit curve\'s intercepts are the roots of its equation on each axis', () => {
  assert.deepEqual(implicitIntercepts(parseRelation('x^2/9 + y^2/4 = 1'), {}, 1, [-4, 4], [-3, 3]), [
    { kind: 'root', x: -3, y: 0, curves: [1] }, { kind: 'root', x: 3, y: 0, curves: [1] },
    { kind: 'y-intercept', x: 0, y: -2, curves: [1] }, { kind: 'y-intercept', x: 0, y: 2, curves: [1] }]);
  assert.deepEqual(implicitIntercepts(parseRelation('x = y^2 - 1'), {}, 0, [-3, 3], [-3, 3]), [
    { kind: 'root', x: -1, y: 0, curves: [0] }, { kind: 'y-intercept', x: 0, y: -1, curves: [0] }, { kind: 'y-intercept', x: 0, y: 1, curves: [0] }]);
  assert.deepEqual(implicitIntercepts(parseRelation('x^2 + y^2 <= 4'), {}, 0, [-3, 3], [-3, 3]), [], 'a region has none');
});

test('an implicit curve\'s intercepts go in its place among the points of interest', () => {
  const points = [{ kind: 'root', x: 1, y: 0, curves: [0] }, { kind: 'root', x: 2, y: 0, curves: [2] }, { kind: 'intersection', x: 0, y: 0, curves: [0, 2] }];
  addIntercepts(points, [{ kind: 'root', x: 5, y: 0, curves: [1] }]);
  assert.deepEqual(points.map((p) => p.curves), [[0], [1], [2], [0, 2]]);
  addIntercepts(points, [{ kind: 'root', x: 5, y: 0, curves: [3] }]);
  assert.deepEqual(points.map((p) => p.curves), [[0], [1], [2], [3], [0, 2]]);
});

test('pixel runs become rectangles, runs of the same columns in consecutive rows one', () => {
  const runs = { runs: [{ row: 0, column: 1, count: 2 }, { row: 1, column: 1, count: 2 }, { row: 3, column: 0, count: 1 }], count: 5 };
  assert.equal(pixelPath(runs, { pixelWidth: 2, pixelHeight: 2 }, 2, 0), 'M1 0h2v2h-2zM0 3h1v1h-1z');
  // Undecided pixels at least 2 CSS px square, about their centres.
  assert.equal(pixelPath(runs, { pixelWidth: 2, pixelHeight: 2 }, 2, 2), 'M1 0h2v2h-2zM-.5 2.5h2v2h-2z');
});
