// A range's ends as the facts, the points-of-interest list's range and the stats popover write them
// (Public/js/graph/reader-texts.js rangeEndTexts, as Sources/PlotCore/Axes/RangeEnds.swift, whose
// Tests/PlotCoreTests/RangeEndsTests.swift holds the same texts): the axes' end labels where those tell the ends
// apart, enough digits to resolve the span zoomed in far.
// Run: node --test Tests/JS/range-ends.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rangeText, xRangeText, rangeEndTexts } from '../../Public/js/graph/reader-texts.js';
import { de } from './support/word-tables.mjs';

test('zoomed in far, a range\'s ends carry the digits that tell them apart, as Swift\'s RangeEnds', () => {
  // As wide as the end labels resolve: the labels' own texts.
  assert.deepEqual(rangeEndTexts(-5, 5), ['−5', '5']);
  assert.deepEqual(rangeEndTexts(21935, 21952), ['21935', '21952']);
  assert.deepEqual(rangeEndTexts(1, 1.1), ['1', '1.1']);
  // Narrower: the span resolved to three digits or more, never "2 to 2".
  assert.deepEqual(rangeEndTexts(2.00012, 2.00019), ['2.00012', '2.00019']);
  assert.deepEqual(rangeEndTexts(1.99995, 2.00005), ['1.99995', '2.00005']);
  assert.deepEqual(rangeEndTexts(-3.1415926, -3.1415925), ['−3.1415926', '−3.1415925']);
  assert.deepEqual(rangeEndTexts(2, 2 + 4e-12), ['2', '2.000000000004']);
  assert.deepEqual(rangeEndTexts(1000.5, 1010), ['1000.5', '1010']);
  for (let span = 1; span > 1e-12; span /= 7) {
    const [from, to] = rangeEndTexts(2, 2 + span);
    assert.notEqual(from, to, `2 … 2 + ${span}`);
  }
  assert.equal(rangeText(2.00012, 2.00019, de), '2,00012 bis 2,00019');
  assert.equal(xRangeText(2.00012, 2.00019), 'x from 2.00012 to 2.00019');
});

test('rounding noise beside 0 reads as 0', () => {
  assert.deepEqual(rangeEndTexts(-4.440892098500626e-16, 8), ['0', '8']);
});
