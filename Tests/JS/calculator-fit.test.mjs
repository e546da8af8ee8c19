// Public/js/calculator/fit.js and format.js: the ranges a new plot starts from (R-FIT: the axes end
// at xMax and yMax), and the texts the Calculator shows about a plot.
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fitRanges } from '../../Public/js/calculator/fit.js';
import { formatValue, notPlottedReason } from '../../Public/js/calculator/format.js';
import { compile, ExpressionError } from '../../Public/js/expression/expression.js';

test('x runs from −xMax to xMax, y from −yMax to yMax with yMax by the fit rule', () => {
  const cubic = compile('x³-2.5x²+3.1x-13.3');
  const ranges = fitRanges(cubic.evaluate, { xMax: 5, samples: 50 });
  // max |y| over the 51 samples is at x = −5: −125 − 62.5 − 15.5 − 13.3.
  assert.equal(ranges.xMin, -5);
  assert.equal(ranges.xMax, 5);
  assert.ok(Math.abs(ranges.yMax - 216.3) < 1e-9, `yMax ${ranges.yMax}`);
  assert.equal(ranges.yMin, -ranges.yMax);
});

test('the fit samples as the plot does: fewer samples can miss the peak', () => {
  const f = compile('sin(x)').evaluate;
  const coarse = fitRanges(f, { xMax: 5, samples: 2 });   // x = −5, 0, 5
  const fine = fitRanges(f, { xMax: 5, samples: 'auto' });
  assert.ok(Math.abs(coarse.yMax - Math.abs(Math.sin(5))) < 1e-12);
  assert.ok(fine.yMax > 0.9999);
});

test('a constant and an undefined function still get a frame', () => {
  assert.equal(fitRanges(() => 3, { xMax: 1, samples: 10 }).yMax, 3);
  assert.equal(fitRanges(() => 0, { xMax: 1, samples: 10 }).yMax, 1);
  assert.equal(fitRanges(() => NaN, { xMax: 1, samples: 10 }).yMax, 1);
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
