// Public/js/calculator/configuration.js and plot-record.js: the Configuration's ranges (docs/site.md#configuration) with messages
// that name the bad value, what is stored (and what is not), and the Calculator's address
// (docs/site.md#what-is-remembered: the link reproduces the plot).
// Run: node --test Tests/JS/

import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import {
  parseNumber, parseXMax, parseSamples, declaredDefaults, loadConfiguration, saveConfiguration, configurationSetAt, DEFAULT_CONFIGURATION,
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
  for (const [typed, value] of [['5', 5], ['100', 100], ['0.25', 0.25], ['.5', 0.5], [' 4 ', 4], ['+3', 3], ['7.', 7]]) {
    assert.deepEqual(parseXMax(typed), { value }, typed);
  }
});

test('X-Max refuses empty, non-numeric, zero, negative and too large values, naming the whole range', () => {
  assert.equal(parseXMax('').error, 'Enter X-Max: a number greater than 0 and at most 100.');
  assert.equal(parseXMax('abc').error, '“abc” is not a number. Enter X-Max greater than 0 and at most 100.');
  assert.equal(parseXMax('0').error, 'X-Max must be greater than 0 and at most 100, not 0.');
  assert.equal(parseXMax('-5').error, 'X-Max must be greater than 0 and at most 100, not -5.');
  assert.equal(parseXMax('100.5').error, 'X-Max must be greater than 0 and at most 100, not 100.5.');
  assert.equal(parseXMax('1e3').error, 'X-Max must be greater than 0 and at most 100, not 1e3.');
  assert.equal(parseXMax('1e999').error, 'X-Max must be greater than 0 and at most 100, not 1e999.', 'too large, not “not a number”');
  for (const typed of ['0x10', 'Infinity', 'NaN', '5 5', '1.2.3', '5x', '1e', 'e5', '1e2.5', '1,2,3', '1.5,2']) {
    assert.match(parseXMax(typed).error, /is not a number/, typed);
  }
});

test('numbers in scientific notation are numbers, as the field shows a tiny stored X-Max', () => {
  for (const [typed, value] of [['1e-7', 1e-7], ['1E2', 100], ['2.5e1', 25], ['+1e+1', 10], ['.5e-3', 0.0005], ['1e-07', 1e-7]]) {
    assert.deepEqual(parseXMax(typed), { value }, typed);
  }
  // What configuration-page.js writes back into the field after storing 0.0000001, read again.
  assert.equal(String(parseXMax('0.0000001').value), '1e-7');
  assert.deepEqual(parseXMax(String(parseXMax('0.0000001').value)), { value: 1e-7 });
  assert.deepEqual(parseSamples('1e3'), { value: 1000 });
  assert.equal(parseXMax('1e-400').error, 'X-Max must be greater than 0 and at most 100, not 1e-400.', 'underflows to 0');
});

test('a decimal comma is read as a decimal point, with a note naming the number read', () => {
  assert.deepEqual(parseXMax('2,5'), { value: 2.5, note: '“2,5” was read as 2.5.' });
  assert.deepEqual(parseXMax(',5'), { value: 0.5, note: '“,5” was read as 0.5.' });
  assert.deepEqual(parseXMax('1,5e-3'), { value: 0.0015, note: '“1,5e-3” was read as 0.0015.' });
  assert.equal(parseXMax('200,5').error, 'X-Max must be greater than 0 and at most 100, not 200,5.');
});

test('samples refuse a comma, a thousands separator as often as a decimal mark', () => {
  assert.equal(parseSamples('1,000').error, 'Write the number of samples without a comma (“1,000”): a whole number from 2 to 10000, or auto.');
  assert.match(parseSamples('50,0').error, /without a comma/);
});

test('a tiny X-Max stored from the Configuration page is loaded back, not reverted to the default', () => {
  saveConfiguration({ xMax: 1e-7, samples: 'auto' });
  assert.deepEqual(loadConfiguration({ xMax: 5, samples: 50 }), { xMax: 1e-7, samples: 'auto' });
});

test('X-Max can be given a larger limit (links from gallery plots)', () => {
  assert.deepEqual(parseXMax('1000', 100_000), { value: 1000 });
  assert.equal(parseXMax('200000', 100_000).error, 'X-Max must be greater than 0 and at most 100000, not 200000.');
});

test('a finite number is any number a person types, signs and exponents included', () => {
  assert.deepEqual(parseNumber('-2.5'), { value: -2.5 });
  assert.deepEqual(parseNumber('0'), { value: 0 });
  assert.deepEqual(parseNumber('-1e-3'), { value: -0.001 });
  assert.equal(parseNumber('abc').error, '“abc” is not a number.');
  assert.equal(parseNumber('-1e999').error, '“-1e999” is beyond the largest number.');
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
  assert.equal(parseSamples('1e999').error, 'The number of samples must be from 2 to 10000, not 1e999.');
});

test('the defaults are the page’s, or the seed’s 5 and 50', () => {
  const element = (attributes) => ({ getAttribute: (name) => attributes[name] ?? null });
  assert.deepEqual(declaredDefaults(element({ 'data-default-x-max': '4', 'data-default-samples': 'auto' })), { xMax: 4, samples: 'auto' });
  assert.deepEqual(declaredDefaults(element({})), DEFAULT_CONFIGURATION);
  assert.deepEqual(declaredDefaults(null), { xMax: 5, samples: 50 });
});

test('nothing stored: the defaults; stored: the stored values', () => {
  assert.deepEqual(loadConfiguration({ xMax: 5, samples: 50 }), { xMax: 5, samples: 50 });
  const before = Date.now();
  assert.equal(configurationSetAt(), 0, 'never set');
  assert.equal(saveConfiguration({ xMax: 100, samples: 10_000 }), true);
  const { setAt, ...stored } = JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}configuration`));
  assert.deepEqual(stored, { xMax: 100, samples: 10_000 });
  assert.ok(setAt >= before && setAt === configurationSetAt(), 'when it was set, for the Calculator to redraw a plot made before');
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

test('a plot page’s link plots its own sampling, auto included, not the configuration’s', () => {
  assert.deepEqual(plotFromQuery('expression=tan(x)&xmax=10&samples=auto', { xMax: 5, samples: 50 }).plot,
    { source: 'tan(x)', xMax: 10, samples: 'auto' });
  assert.deepEqual(plotFromQuery('expression=x&xmax=4&samples=200', { xMax: 5, samples: 50 }).plot,
    { source: 'x', xMax: 4, samples: 200 });
});

test('a link without samples or xmax takes them from the configuration', () => {
  assert.deepEqual(plotFromQuery('expression=tan(x)&xmax=10', { xMax: 5, samples: 'auto' }).plot, { source: 'tan(x)', xMax: 10, samples: 'auto' });
  assert.deepEqual(plotFromQuery('expression=x%2B1', { xMax: 5, samples: 50 }).plot, { source: 'x+1', xMax: 5, samples: 50 });
});

test('reading a link stores nothing: the configuration stays as set', () => {
  saveConfiguration({ xMax: 3, samples: 40 });
  plotFromQuery('expression=x&xmax=10&samples=auto', loadConfiguration());
  assert.deepEqual(loadConfiguration(), { xMax: 3, samples: 40 });
});

test('unusable link values are ignored with a reason; no expression is no plot', () => {
  const { plot, ignored } = plotFromQuery('expression=x&xmax=-3&samples=1', { xMax: 5, samples: 50 });
  assert.deepEqual(plot, { source: 'x', xMax: 5, samples: 50 });
  assert.deepEqual(ignored, ['xmax: X-Max must be greater than 0 and at most 100000, not -3.', 'samples: The number of samples must be from 2 to 10000, not 1.']);
  assert.deepEqual(plotFromQuery('', { xMax: 5, samples: 50 }), { plot: null, ignored: [] });
  assert.deepEqual(plotFromQuery('expression=%20', { xMax: 5, samples: 50 }), { plot: null, ignored: [] });
});

test('plots are the same when source, window and samples are', () => {
  const a = { source: 'x', xMax: 5, samples: 50 };
  assert.equal(samePlot(a, { ...a }), true);
  assert.equal(samePlot(a, { ...a, samples: 'auto' }), false);
  assert.equal(samePlot(a, { ...a, xMin: 0 }), false);
  assert.equal(samePlot({ ...a, yMax: 3 }, { ...a, yMax: 3 }), true);
  assert.equal(samePlot({ ...a, yMax: 3 }, { ...a, yMin: -1, yMax: 3 }), false);
  assert.equal(samePlot(a, null), false);
  assert.equal(samePlot(null, null), true);
});

// --- The window of a plot page's link (issue 17 §6; CalculatorLink.swift writes it)

const CONFIGURATION = Object.freeze({ xMax: 5, samples: 50 });

test('a link’s window ends are in the plot, as CalculatorLink writes them', () => {
  // Tests/PlotSiteGeneratorTests/CalculatorLinkTests.swift checks that Swift writes these links.
  assert.deepEqual(plotFromQuery('expression=x&xmin=2&xmax=10&ymin=-0.5&ymax=3&samples=50', CONFIGURATION),
    { plot: { source: 'x', xMax: 10, samples: 50, xMin: 2, yMin: -0.5, yMax: 3 }, ignored: [] });
  assert.deepEqual(plotFromQuery('expression=ln%28x%29&xmin=0&xmax=10&samples=auto', CONFIGURATION).plot,
    { source: 'ln(x)', xMax: 10, samples: 'auto', xMin: 0 });
  assert.deepEqual(plotFromQuery('expression=x&xmax=5&ymax=8', CONFIGURATION).plot, { source: 'x', xMax: 5, samples: 50, yMax: 8 });
  assert.deepEqual(plotFromQuery('expression=x&xmax=5&ymax=1e%2B20', CONFIGURATION).plot.yMax, 1e20);
});

test('a link’s xmin must be a number below its xmax, else it is ignored with a reason', () => {
  const cases = [
    ['xmin=10&xmax=10', 'xmin: must be less than xmax (10), not 10.'],
    ['xmin=20', 'xmin: must be less than xmax (5), not 20.'],
    ['xmin=abc&xmax=10', 'xmin: “abc” is not a number.'],
    ['xmin=-1e999&xmax=10', 'xmin: “-1e999” is beyond the largest number.'],
    ['xmin=&xmax=10', 'xmin: “” is not a number.'],
  ];
  for (const [window, reason] of cases) {
    const { plot, ignored } = plotFromQuery(`expression=x&${window}`, CONFIGURATION);
    assert.equal(plot.xMin, undefined, window);
    assert.deepEqual(ignored, [reason], window);
  }
});

test('a link’s y-range may give either end alone (the other is fitted), and ymin below ymax with both', () => {
  const cases = [
    ['ymin=3&ymax=1', ['ymin, ymax: ymin must be less than ymax, not 3 and 1.'], {}],
    ['ymin=1&ymax=NaN', ['ymax: “NaN” is not a number.'], { yMin: 1 }],
    ['ymin=1', [], { yMin: 1 }],
    ['ymax=-2', [], { yMax: -2 }],
  ];
  for (const [window, reasons, ends] of cases) {
    const { plot, ignored } = plotFromQuery(`expression=x&${window}`, CONFIGURATION);
    assert.deepEqual(plot, { source: 'x', xMax: 5, samples: 50, ...ends }, window);
    assert.deepEqual(ignored, reasons, window);
  }
  assert.deepEqual(plotFromQuery('expression=x&ymin=-10&ymax=-2', CONFIGURATION).plot, { source: 'x', xMax: 5, samples: 50, yMin: -10, yMax: -2 },
    'a window below the x-axis is fine with both ends');
});

test('a plot with a window round-trips through the address and through storage', () => {
  const plot = { source: 'ln(x)', xMax: 10, samples: 'auto', xMin: 0, yMin: -3, yMax: 2.5 };
  const query = queryOf(plot);
  assert.equal(query, 'expression=ln%28x%29&xmin=0&xmax=10&ymin=-3&ymax=2.5&samples=auto');
  assert.deepEqual(plotFromQuery(query, CONFIGURATION), { plot, ignored: [] });
  savePlotted(plot);
  assert.deepEqual(loadPlotted(), plot);
});

test('a remembered window that no longer makes sense is dropped, the plot kept', () => {
  localStorage.setItem(`${STORAGE_PREFIX}calculator.plotted`, JSON.stringify({ source: 'x', xMax: 4, samples: 50, xMin: 9, yMin: 'a', yMax: 2 }));
  assert.deepEqual(loadPlotted(), { source: 'x', xMax: 4, samples: 50, yMax: 2 });
});

test('X-Max does not read 1,000 as 1: a comma before three digits may separate thousands', () => {
  assert.match(parseXMax('1,000').error, /is not a number/);
  assert.deepEqual(parseXMax('0,125'), { value: 0.125, note: '“0,125” was read as 0.125.' });
});

test('a Calculator link whose window a double cannot draw is ignored, with the reason', () => {
  const { plot, ignored } = plotFromQuery('expression=x&xmax=5&xmin=-1e308&ymin=1&ymax=1.0000000000000002', { xMax: 5, samples: 50 });
  assert.equal(plot.xMin, undefined);
  assert.equal(plot.yMax, undefined);
  assert.equal(ignored.length, 2);
  assert.match(ignored[0], /^xmin: .*cannot be drawn/);
  assert.match(ignored[1], /^ymax: .*cannot be drawn/);
});
