// Public/js/calculator/configuration.js and plot-record.js: the ranges of R-CONFIG with messages
// that name the bad value, what is stored (and what is not), and the Calculator's address
// (R-PERSIST: the link reproduces the plot).
// Run: node --test Tests/JS/

import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import {
  parseXMax, parseSamples, declaredDefaults, loadConfiguration, saveConfiguration, DEFAULT_CONFIGURATION,
} from '../../Public/js/calculator/configuration.js';
import { plotFromQuery, queryOf, samePlot, loadPlotted, savePlotted } from '../../Public/js/calculator/plot-record.js';
import { STORAGE_PREFIX, loadDisplay, saveDisplay } from '../../Public/js/calculator/storage.js';

/** A localStorage stand-in for node. */
class MemoryStorage {
  items = new Map();
  getItem(key) { return this.items.has(key) ? this.items.get(key) : null; }
  setItem(key, value) { this.items.set(key, String(value)); }
  removeItem(key) { this.items.delete(key); }
}

beforeEach(() => {
  globalThis.localStorage = new MemoryStorage();
});

test('X-Max accepts numbers above 0 up to 100', () => {
  for (const [typed, value] of [['5', 5], ['100', 100], ['0.25', 0.25], ['.5', 0.5], [' 4 ', 4], ['2,5', 2.5], ['+3', 3], ['7.', 7]]) {
    assert.deepEqual(parseXMax(typed), { value }, typed);
  }
});

test('X-Max refuses empty, non-numeric, zero, negative and too large values, naming them', () => {
  assert.equal(parseXMax('').error, 'Enter X-Max: a number greater than 0 and at most 100.');
  assert.equal(parseXMax('   ').error, 'Enter X-Max: a number greater than 0 and at most 100.');
  assert.equal(parseXMax('abc').error, '“abc” is not a number. Enter X-Max greater than 0 and at most 100.');
  assert.equal(parseXMax('0').error, 'X-Max must be greater than 0, not 0.');
  assert.equal(parseXMax('-5').error, 'X-Max must be greater than 0, not -5.');
  assert.equal(parseXMax('100.5').error, 'X-Max must be at most 100, not 100.5.');
  for (const typed of ['1e2', '0x10', 'Infinity', 'NaN', '5 5', '1.2.3', '5x']) {
    assert.match(parseXMax(typed).error, /is not a number/, typed);
  }
});

test('X-Max can be given a larger limit (links from gallery plots)', () => {
  assert.deepEqual(parseXMax('1000', 100_000), { value: 1000 });
  assert.equal(parseXMax('200000', 100_000).error, 'X-Max must be at most 100000, not 200000.');
});

test('samples accept whole numbers from 2 to 10000, and auto', () => {
  for (const [typed, value] of [['2', 2], ['50', 50], ['10000', 10_000], ['50.0', 50], ['auto', 'auto'], ['Auto', 'auto'], [' AUTO ', 'auto']]) {
    assert.deepEqual(parseSamples(typed), { value }, typed);
  }
});

test('samples refuse empty, non-numeric, fractional and out-of-range values, naming them', () => {
  assert.equal(parseSamples('').error, 'Enter the number of samples: a whole number from 2 to 10000, or auto.');
  assert.equal(parseSamples('many').error, '“many” is not a number. Enter a whole number from 2 to 10000, or auto.');
  assert.equal(parseSamples('2.5').error, 'The number of samples must be a whole number, not 2.5.');
  assert.equal(parseSamples('1').error, 'The number of samples must be from 2 to 10000, not 1.');
  assert.equal(parseSamples('10001').error, 'The number of samples must be from 2 to 10000, not 10001.');
  assert.equal(parseSamples('-50').error, 'The number of samples must be from 2 to 10000, not -50.');
});

test('the defaults are the page’s, or the seed’s 5 and 50', () => {
  const element = (attributes) => ({ getAttribute: (name) => attributes[name] ?? null });
  assert.deepEqual(declaredDefaults(element({ 'data-default-x-max': '4', 'data-default-samples': 'auto' })), { xMax: 4, samples: 'auto' });
  assert.deepEqual(declaredDefaults(element({})), DEFAULT_CONFIGURATION);
  assert.deepEqual(declaredDefaults(null), { xMax: 5, samples: 50 });
});

test('nothing stored: the defaults; stored: the stored values', () => {
  assert.deepEqual(loadConfiguration({ xMax: 5, samples: 50 }), { xMax: 5, samples: 50 });
  assert.equal(saveConfiguration({ xMax: 100, samples: 10_000 }), true);
  assert.deepEqual(JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}configuration`)), { xMax: 100, samples: 10_000 });
  assert.deepEqual(loadConfiguration({ xMax: 5, samples: 50 }), { xMax: 100, samples: 10_000 });
});

test('a stored value that is no longer valid falls back to the default', () => {
  localStorage.setItem(`${STORAGE_PREFIX}configuration`, JSON.stringify({ xMax: -1, samples: 'auto' }));
  assert.deepEqual(loadConfiguration({ xMax: 5, samples: 50 }), { xMax: 5, samples: 'auto' });
  localStorage.setItem(`${STORAGE_PREFIX}configuration`, '{not json');
  assert.deepEqual(loadConfiguration({ xMax: 5, samples: 50 }), { xMax: 5, samples: 50 });
});

test('without storage nothing is remembered and nothing throws', () => {
  globalThis.localStorage = { getItem() { throw new Error('denied'); }, setItem() { throw new Error('denied'); } };
  assert.equal(saveConfiguration({ xMax: 4, samples: 200 }), false);
  assert.deepEqual(loadConfiguration({ xMax: 5, samples: 50 }), { xMax: 5, samples: 50 });
  saveDisplay('x');
  assert.equal(loadDisplay(), null);
  delete globalThis.localStorage;
  assert.equal(saveConfiguration({ xMax: 4, samples: 200 }), false);
});

test('the display and the last plot are remembered', () => {
  assert.equal(loadDisplay(), null);
  saveDisplay('x³-2');
  assert.equal(loadDisplay(), 'x³-2');
  assert.equal(loadPlotted(), null);
  savePlotted({ source: 'sin(x)', xMax: 4, samples: 'auto' });
  assert.deepEqual(loadPlotted(), { source: 'sin(x)', xMax: 4, samples: 'auto' });
});

test('a plot’s address round-trips, superscripts and all', () => {
  const plot = { source: 'x³-2.5x²+3.1x-13.3', xMax: 4, samples: 200 };
  const query = queryOf(plot);
  assert.equal(query, 'expression=x%C2%B3-2.5x%C2%B2%2B3.1x-13.3&xmax=4&samples=200');
  assert.deepEqual(plotFromQuery(`?${query}`, { xMax: 5, samples: 50 }), { plot, ignored: [] });
});

test('a plot page’s link (expression and xmax) takes the samples from the configuration', () => {
  const { plot } = plotFromQuery('expression=tan(x)&xmax=10', { xMax: 5, samples: 'auto' });
  assert.deepEqual(plot, { source: 'tan(x)', xMax: 10, samples: 'auto' });
  assert.deepEqual(plotFromQuery('expression=x%2B1', { xMax: 5, samples: 50 }).plot, { source: 'x+1', xMax: 5, samples: 50 });
});

test('unusable link values are ignored with a reason; no expression is no plot', () => {
  const { plot, ignored } = plotFromQuery('expression=x&xmax=-3&samples=1', { xMax: 5, samples: 50 });
  assert.deepEqual(plot, { source: 'x', xMax: 5, samples: 50 });
  assert.deepEqual(ignored, ['xmax: X-Max must be greater than 0, not -3.', 'samples: The number of samples must be from 2 to 10000, not 1.']);
  assert.deepEqual(plotFromQuery('', { xMax: 5, samples: 50 }), { plot: null, ignored: [] });
  assert.deepEqual(plotFromQuery('expression=%20', { xMax: 5, samples: 50 }), { plot: null, ignored: [] });
});

test('plots are the same when source, xMax and samples are', () => {
  const a = { source: 'x', xMax: 5, samples: 50 };
  assert.equal(samePlot(a, { ...a }), true);
  assert.equal(samePlot(a, { ...a, samples: 'auto' }), false);
  assert.equal(samePlot(a, null), false);
  assert.equal(samePlot(null, null), true);
});
