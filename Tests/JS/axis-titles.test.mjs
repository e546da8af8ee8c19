// The axes' titles in the live view's layout (axes-layout.js), held to AxisSettingsSVGTests' rules in
// Tests/PlotSVGTests: inside the frame, covering no other label, words left as written (no decimal comma).
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axesLayout, labelBox } from '../../Public/js/graph/axes-layout.js';
import { overlaps } from '../../Public/js/graph/figure-drawing.js';

const axes = { xTicks: 'pi', yTicks: 'auto', xTitle: 'angle θ in radians (rad)', yTitle: 'height above the ground (m)' };
const windows = [[-7, 7, -1.5, 1.5], [0, 10, -6, 6], [2, 10, 3, 7], [-10, -2, -7, -3], [-10, 10, 0, 15], [-3, 3, -120, -2]];

test('titles stay inside the frame and cover no other label, on a desktop and a phone', () => {
  for (const [width, height] of [[800, 500], [360, 225]]) {
    for (const [xMin, xMax, yMin, yMax] of windows) {
      const name = `${width}×${height} ${xMin}…${xMax} × ${yMin}…${yMax}`;
      const { labels } = axesLayout({ xMin, xMax, yMin, yMax, width: width * 2, height: height * 2 }, 2, 12, '.', { axes });
      assert.deepEqual(labels.filter((label) => label.isTitle).map((label) => label.text), [axes.xTitle, axes.yTitle], name);
      for (const title of labels.filter((label) => label.isTitle)) {
        const box = labelBox(title, 12);
        assert.ok(box.left >= 0 && box.right <= width && box.top >= 0 && box.bottom <= height, `${name}: ${title.text} leaves the frame`);
        for (const other of labels) {
          if (other !== title) assert.ok(!overlaps(box, labelBox(other, 12)), `${name}: ${title.text} covers ${other.text}`);
        }
      }
    }
  }
});

test('titles keep their own full stops and commas in a German layout, and there are none without settings', () => {
  const v = { xMin: -5, xMax: 5, yMin: -2, yMax: 2, width: 1600, height: 1000 };
  const german = axesLayout(v, 2, 12, ',', { axes: { ...axes, xTitle: 'v in 2.5 m/s' } });
  assert.ok(german.labels.some((label) => label.isTitle && label.text === 'v in 2.5 m/s'));
  assert.ok(german.labels.some((label) => label.isRangeEnd && label.text === '5'));
  assert.equal(axesLayout(v, 2, 12, '.').labels.filter((label) => label.isTitle).length, 0);
});
