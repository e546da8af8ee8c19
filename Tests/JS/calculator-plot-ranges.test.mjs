// Public/js/calculator/plot-ranges.js and format.js: the ranges a new plot starts from (docs/sampling.md#the-fit-rule: the axes end
// at the frame's nice values, the plot's window where it gives one), the empty graph's ranges, and
// the texts the Calculator shows about a plot.
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rangesOfPlot, emptyRanges } from '../../Public/js/calculator/plot-ranges.js';
import { formatValue, notPlottedReason } from '../../Public/js/calculator/format.js';
import { compile, ExpressionError } from '../../Public/js/expression/expression.js';

test('x runs from −xMax to xMax, y from −yMax to yMax with yMax by the fit rule', () => {
  const cubic = compile('x³-2.5x²+3.1x-13.3');
  const ranges = rangesOfPlot(cubic.evaluate, { xMax: 5, samples: 50 });
  // max |y| over the 51 samples is at x = −5: −125 − 62.5 − 15.5 − 13.3 = −216.3; with the 5 %
  // margin 216.3 / 0.9 = 240.3, rounded up to the nice 250.
  assert.deepEqual(ranges, { xMin: -5, xMax: 5, yMin: -250, yMax: 250 });
});

test('the fit samples as the plot does, and the frame leaves a margin around the peaks', () => {
  const f = compile('sin(x)').evaluate;
  const coarse = rangesOfPlot(f, { xMax: 5, samples: 2 });   // x = −5, 0, 5: |sin 5| = 0.959 → 1.066 → 1.2
  const fine = rangesOfPlot(f, { xMax: 5, samples: 'auto' });
  assert.equal(coarse.yMax, 1.2);
  assert.equal(fine.yMax, 1.2);
  assert.equal(rangesOfPlot(f, { xMax: 1, samples: 2 }).yMax, 1);  // |sin 1| = 0.841 → 0.935 → 1
});

test('asin and acos keep their extremes at the domain edges (not clipped at ±1.526 and 3.097)', () => {
  const asin = rangesOfPlot(compile('asin(x)').evaluate, { xMax: 3, samples: 50 });
  assert.ok(asin.yMin < -Math.PI / 2 && asin.yMax > Math.PI / 2, `asin: ${asin.yMin} … ${asin.yMax}`);
  const acos = rangesOfPlot(compile('acos(x)').evaluate, { xMax: 1.5, samples: 'auto' });
  assert.ok(acos.yMin < 0 && acos.yMax > Math.PI, `acos: ${acos.yMin} … ${acos.yMax}`);
});

test('a constant and an undefined function still get a frame', () => {
  assert.equal(rangesOfPlot(() => 3, { xMax: 1, samples: 10 }).yMax, 4);
  assert.equal(rangesOfPlot(() => 0, { xMax: 1, samples: 10 }).yMax, 1);
  assert.equal(rangesOfPlot(() => NaN, { xMax: 1, samples: 10 }).yMax, 1);
});

test('a plot’s xMin makes the x-range asymmetric, and the fit samples that window only', () => {
  const ln = compile('ln(x)').evaluate;
  assert.deepEqual(rangesOfPlot(ln, { xMin: 0, xMax: 10, samples: 'auto' }), { xMin: 0, xMax: 10, yMin: -6, yMax: 6 });
  const line = compile('x').evaluate;
  assert.deepEqual(rangesOfPlot(line, { xMin: 2, xMax: 3, samples: 50 }), { xMin: 2, xMax: 3, yMin: -4, yMax: 4 });
  assert.deepEqual(rangesOfPlot(line, { xMin: null, xMax: 3, samples: 50 }), { xMin: -3, xMax: 3, yMin: -4, yMax: 4 });
});

test('a plot’s yMin and yMax together fix the y-range as given, without a fit', () => {
  const neverCalled = () => assert.fail('a fixed window needs no samples');
  assert.deepEqual(rangesOfPlot(neverCalled, { xMin: 0, xMax: 10, samples: 'auto', yMin: -3, yMax: 2.3 }),
    { xMin: 0, xMax: 10, yMin: -3, yMax: 2.3 });
});

test('one end given is kept and the other fitted, as the build fits it (fit-vectors.json’s oneSided)', () => {
  const square = (x) => x * x;
  assert.deepEqual(rangesOfPlot(square, { xMin: -0.5, xMax: 2.5, samples: 'auto', yMin: 0 }), { xMin: -0.5, xMax: 2.5, yMin: 0, yMax: 7 });
  assert.deepEqual(rangesOfPlot(square, { xMin: -0.5, xMax: 2.5, samples: 'auto', yMin: null, yMax: 3 }),
    { xMin: -0.5, xMax: 2.5, yMin: -0.5, yMax: 3 });
  // Neither: the symmetric fit.
  assert.deepEqual(rangesOfPlot(() => 1, { xMax: 4, samples: 50 }), { xMin: -4, xMax: 4, yMin: -1.2, yMax: 1.2 });
});

test('a value at one point is in the Calculator\'s frame, as in the build\'s (fit-vectors.json\'s figures)', () => {
  const lone = compile('{x<0:-x, x<2:x^2, x=2:7, 1}');
  assert.deepEqual(rangesOfPlot(lone.evaluate, { xMin: -3, xMax: 3, samples: 'auto' }, lone.candidateFunctions), { xMin: -3, xMax: 3, yMin: -8, yMax: 8 });
});

test('an empty window is refused with the values that make it empty', () => {
  const f = () => 1;
  assert.throws(() => rangesOfPlot(f, { xMin: 5, xMax: 5, samples: 50 }), /xMin \(5\) must be less than xMax \(5\)/);
  assert.throws(() => rangesOfPlot(f, { xMax: 5, samples: 50, yMin: 3, yMax: 2 }), /yMin \(3\) must be less than yMax \(2\)/);
});

test('the empty graph shows the configuration’s x-range and a nice y-range of about the same scale', () => {
  // 800×500: equal scales would give y up to 3.125; the nice value above it is 4.
  assert.deepEqual(emptyRanges(5, 800, 500), { xMin: -5, xMax: 5, yMin: -4, yMax: 4 });
  // A phone in portrait: taller than wide.
  assert.deepEqual(emptyRanges(5, 356, 500), { xMin: -5, xMax: 5, yMin: -8, yMax: 8 });
  assert.deepEqual(emptyRanges(100, 1000, 1000), { xMin: -100, xMax: 100, yMin: -100, yMax: 100 });
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
