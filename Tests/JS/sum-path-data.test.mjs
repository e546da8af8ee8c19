// Public/js/graph/sum-path-data.js: a Riemann sum's three paths, the same case and the same text as
// Tests/PlotSVGTests/SumPathDataTests.swift for SumPathData.swift.
// Run: node --test Tests/JS/sum-path-data.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sumPathData } from '../../Public/js/graph/sum-path-data.js';

test('pieces go above or below by their sign, and a trapezoid crossing the axis is two triangles', () => {
  // 100 px per unit both ways, the x-axis at y = 200.
  const viewport = { xMin: 0, xMax: 4, yMin: -2, yMax: 2, width: 400, height: 400 };
  const parts = new Float64Array([0, 1, 1, 1, 1, 2, -0.5, -0.5, 2, 4, 1, -1, 5, 6, 1, 1]);
  const paths = sumPathData(parts, viewport, 1);
  assert.equal(paths.positive, 'M0 200V100H100V200ZM200 200L200 100L300 200Z');
  assert.equal(paths.negative, 'M100 200V250H200V200ZM300 200L400 300L400 200Z');
  // The piece beyond the frame is left out.
  assert.equal(paths.outline, 'M0 200V100H100V200ZM100 200V250H200V200ZM200 200L200 100L400 300L400 200Z');
});
