// Public/js/calculator/fit.js and format.js: the view a new plot starts from (R-FIT: the axes end
// at xMax and yMax), and the texts the Calculator shows about a plot.
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fitView } from '../../Public/js/calculator/fit.js';
import { formatValue, notPlottedReason } from '../../Public/js/calculator/format.js';
import { compile, ExpressionError } from '../../Public/js/expression.js';

test('x spans the width from −xMax to xMax, y the height from −yMax to yMax, origin in the middle', () => {
  const cubic = compile('x³-2.5x²+3.1x-13.3');
  const view = fitView(cubic.evaluate, { xMax: 5, samples: 50 }, 800, 600);
  assert.equal(view.scale, 80);
  assert.deepEqual(view.origin, { x: 400, y: 300 });
  // max |y| over the 51 samples is at x = −5: −125 − 62.5 − 15.5 − 13.3.
  assert.ok(Math.abs(view.yMax - 216.3) < 1e-9, `yMax ${view.yMax}`);
  assert.ok(Math.abs(view.scaleY - 300 / 216.3) < 1e-12);
  // The right edge is xMax, the top edge yMax.
  assert.equal((800 - view.origin.x) / view.scale, 5);
  assert.ok(Math.abs(view.origin.y / view.scaleY - view.yMax) < 1e-9);
});

test('the fit samples as the plot does: fewer samples can miss the peak', () => {
  const f = compile('sin(x)').evaluate;
  const coarse = fitView(f, { xMax: 5, samples: 2 }, 100, 100);   // x = −5, 0, 5
  const fine = fitView(f, { xMax: 5, samples: 'auto' }, 100, 100);
  assert.ok(Math.abs(coarse.yMax - Math.abs(Math.sin(5))) < 1e-12);
  assert.ok(fine.yMax > 0.9999);
});

test('a constant and an undefined function still get a frame', () => {
  assert.equal(fitView(() => 3, { xMax: 1, samples: 10 }, 200, 100).yMax, 3);
  assert.equal(fitView(() => 0, { xMax: 1, samples: 10 }, 200, 100).yMax, 1);
  assert.equal(fitView(() => NaN, { xMax: 1, samples: 10 }, 200, 100).yMax, 1);
});

test('values read like a calculator’s', () => {
  assert.equal(formatValue(7), '7');
  assert.equal(formatValue(0.1 + 0.2), '0.3');
  assert.equal(formatValue(Math.PI), '3.14159265359');
  assert.equal(formatValue(-13.3), '−13.3');
  assert.equal(formatValue(1.5e21), '1.5e21');
  assert.equal(formatValue(-2e-7), '−2e−7');
  assert.equal(formatValue(null), 'undefined');
  assert.equal(formatValue(Infinity), 'undefined');
});

test('the reason an expression is not plotted names the problem and, inside the text, where', () => {
  const reason = (source) => {
    try {
      compile(source);
    } catch (error) {
      assert.ok(error instanceof ExpressionError);
      return notPlottedReason(error, source);
    }
    assert.fail(`${source} compiled`);
  };
  assert.equal(reason('x+'), 'Not plotted: expression is incomplete: \'+\' needs a right operand.');
  assert.equal(reason('sin(x))'), 'Not plotted: unexpected \')\' (character 7).');
  assert.equal(reason('sn(x)'), 'Not plotted: unknown function \'sn\' (character 1).');
});
