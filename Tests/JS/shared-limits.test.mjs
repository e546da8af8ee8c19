// The limits and the curve colours that Swift and JS share. Both are defined once, in
// Public/js/shared-constants.js, which the Swift build reads too: each limit is checked where the
// browser enforces it, at its edges, so a copy of an old literal cannot creep back in; the JS SVG
// renderer draws with the palette and the themes' colours are held to it; and the file is checked to
// stay the strict JSON the Swift build reads. The expression limits in Public/js/expression/errors.js
// are held against Tests/Fixtures/limits.json (which the Swift tests read too).
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import shared from '../../Public/js/shared-constants.js';
import { SAMPLES, GALLERY_X_MAX, CALCULATOR_X_MAX } from '../../Public/js/limits.js';
import { LIMITS } from '../../Public/js/expression/errors.js';
import { sample, SamplingError } from '../../Public/js/sampling/sampler.js';
import { WIDEST_SPAN } from '../../Public/js/double-ulp.js';
import { PlotSVG } from '../../Public/js/graph/plot-svg.js';
import { CURVE_COLORS, curveDashArray } from '../../Public/js/graph/plot-svg-parts.js';
import { MAXIMUM_CURVES } from '../../Public/js/graph/figure-model.js';
import { checkedFigure } from '../../Public/js/graph/figure-model.js';
import { parseXMax, parseSamples } from '../../Public/js/calculator/configuration.js';
import { plotFromQuery } from '../../Public/js/calculator/plot-record.js';

const fixture = JSON.parse(readFileSync(new URL('../Fixtures/limits.json', import.meta.url), 'utf8'));
const PUBLIC = new URL('../../Public/', import.meta.url);

const { limits, palette } = shared;

test('shared-constants.js is strict JSON after `export default`, as the Swift build reads it', () => {
  const source = readFileSync(new URL('js/shared-constants.js', PUBLIC), 'utf8');
  // The statement starts a line (or, compacted, the file).
  const json = source.slice(source.match(/(?:^|\n)export default\s*/).index).replace(/^\s*export default\s*/, '').trim().replace(/;$/, '');
  assert.deepEqual(JSON.parse(json), shared);
  for (const value of Object.values(limits)) assert.ok(Number.isInteger(value) && value > 0, `${value}`);
});

test('limits.js gives the modules that check them the shared samples, gallery xMax and calculator xMax', () => {
  assert.deepEqual({ ...SAMPLES }, { min: limits.samplesMin, max: limits.samplesMax });
  assert.equal(GALLERY_X_MAX, limits.galleryXMax);
  assert.equal(CALCULATOR_X_MAX, limits.calculatorXMax);
});

test('the widest range a graph draws is the shared one', () => {
  assert.equal(WIDEST_SPAN, fixture.widestSpan);
});

test('the expression language keeps the shared length and depth limits', () => {
  assert.deepEqual({ ...LIMITS }, fixture.expression);
});

test('the sampler accepts exactly the shared range of uniform samples', () => {
  const [min, max] = [limits.samplesMin, limits.samplesMax];
  const viewport = { xMin: -1, xMax: 1, yMin: -1, yMax: 1, width: 100, height: 100 };
  for (const count of [min, max]) assert.ok(sample((x) => x, viewport, count).segments.length > 0, `samples ${count}`);
  for (const count of [min - 1, max + 1]) {
    assert.throws(() => sample((x) => x, viewport, count), (error) => error instanceof SamplingError && error.field === 'samples');
  }
});

test('the Configuration page accepts exactly the shared samples range and calculator xMax', () => {
  const [min, max] = [limits.samplesMin, limits.samplesMax];
  assert.deepEqual(parseSamples(String(min)), { value: min });
  assert.deepEqual(parseSamples(String(max)), { value: max });
  assert.match(parseSamples(String(min - 1)).error, new RegExp(`from ${min} to ${max}`));
  assert.match(parseSamples(String(max + 1)).error, new RegExp(`from ${min} to ${max}`));
  const xMax = limits.calculatorXMax;
  assert.deepEqual(parseXMax(String(xMax)), { value: xMax });
  assert.equal(parseXMax(String(xMax + 0.5)).error, `X-Max must be greater than 0 and at most ${xMax}, not ${xMax + 0.5}.`);
});

test('a Calculator link may ask for up to the gallery xMax, and no more', () => {
  const configuration = { xMax: 5, samples: 50 };
  const limit = limits.galleryXMax;
  assert.deepEqual(plotFromQuery(`expression=x&xmax=${limit}`, configuration), { plot: { source: 'x', xMax: limit, samples: 50 }, ignored: [] });
  const tooLarge = plotFromQuery(`expression=x&xmax=${limit + 1}`, configuration);
  assert.equal(tooLarge.plot.xMax, 5);
  assert.deepEqual(tooLarge.ignored, [`xmax: X-Max must be greater than 0 and at most ${limit}, not ${limit + 1}.`]);
});

test('the JS SVG renderer draws curve i, and the areas under it, in the shared colour i', () => {
  assert.deepEqual([...CURVE_COLORS], palette.curveColors);
  const curves = palette.curveColors.map(() => ({ valueAt: (x) => x }));
  const areas = palette.curveColors.map((_, i) => ({ under: i, from: 0, to: 1 }));
  const svg = withFakeDocument(() => {
    const empty = fakeElement('svg');
    // Fills an empty SVG with every part, as the Swift renderer writes them.
    new PlotSVG(empty).setFigure(checkedFigure({ curves, areas }));
    return empty;
  });
  const strokes = svg.children.filter((child) => child.attributes.has('data-curve')).map((path) => path.attributes.get('stroke'));
  assert.deepEqual(strokes, palette.curveColors);
  const group = svg.children.find((child) => child.attributes.get('class') === 'plot-areas');
  assert.deepEqual(group.children.map((path) => path.attributes.get('fill')), palette.curveColors);
});

test('24 curves take the 8 colours in three rounds, each round in a dash pattern of its own', () => {
  assert.equal(MAXIMUM_CURVES, 24);
  const curves = Array.from({ length: MAXIMUM_CURVES }, () => ({ valueAt: (x) => x }));
  const areas = [{ under: 9, from: 0, to: 1 }];
  const svg = withFakeDocument(() => {
    const empty = fakeElement('svg');
    new PlotSVG(empty).setFigure(checkedFigure({ curves, areas }));
    return empty;
  });
  const paths = svg.children.filter((child) => child.attributes.has('data-curve'));
  const attribute = (name) => paths.map((path) => path.attributes.get(name));
  assert.deepEqual(attribute('stroke'), [...palette.curveColors, ...palette.curveColors, ...palette.curveColors]);
  assert.deepEqual(attribute('class'), curves.map((_, i) => `plot-curve plot-curve-${i}`));
  // Round 0 solid (no attribute), round 1 a long dash, round 2 a dash and a dot: curve 0 and curve 8 differ without colour.
  assert.deepEqual(attribute('stroke-dasharray'), [...Array(8).fill(undefined), ...Array(8).fill('12 5'), ...Array(8).fill('10 4 0.1 4')]);
  const area = svg.children.find((child) => child.attributes.get('class') === 'plot-areas').children[0];
  assert.equal(area.attributes.get('class'), 'plot-area plot-fill-1');
  assert.equal(area.attributes.get('fill'), palette.curveColors[1]);
});

test('a declared dashed or dotted style wins over the round\'s pattern (SVGRenderer.curveDashAttribute)', () => {
  assert.equal(curveDashArray('solid', 0), null);
  assert.equal(curveDashArray('solid', 8), '12 5');
  assert.equal(curveDashArray('solid', 23), '10 4 0.1 4');
  assert.equal(curveDashArray('dotted', 9), '0.1 4');
  assert.equal(curveDashArray('dashed', 16), '7 5');
});

test('the light and dark themes colour the curves in the shared curve colours', () => {
  const css = readFileSync(new URL('css/site.css', PUBLIC), 'utf8');
  const light = customProperties(css.match(/^:root\s*{([^}]*)}/m)[1]);
  const dark = customProperties(css.match(/@media\s*screen\s+and\s+\(prefers-color-scheme:\s*dark\)\s*{\s*:root\s*{([^}]*)}/)[1]);
  const curves = (properties) => palette.curveColors.map((_, i) => properties.get(`--curve-${i}`));
  assert.deepEqual(curves(light), palette.curveColors);
  assert.deepEqual(curves(dark), palette.darkCurveColors);
});

test('graph-view.css gives curves i, i + 8 and i + 16, their legend swatches and colour i\'s areas the theme colour --curve-i', () => {
  const css = tight(readFileSync(new URL('css/graph-view.css', PUBLIC), 'utf8'));
  palette.curveColors.forEach((colour, i) => {
    const property = `var(--curve-${i}, ${colour})`;
    const round = [i, i + 8, i + 16];
    const selectors = [...round.map((c) => `.plot-svg .plot-curve-${c}`), ...round.map((c) => `.plot-svg [data-curve-swatch="${c}"]`)];
    assert.ok(css.includes(tight(`${selectors.join(', ')} { stroke: ${property}; }`)), `curves ${round.join(', ')}`);
    assert.ok(css.includes(tight(`.plot-svg .plot-fill-${i} { fill: ${property}; }`)), `areas in colour ${i}`);
    assert.ok(css.includes(tight(`.plot-svg .plot-stroke-${i} { stroke: ${property}; }`)), `strokes in colour ${i}`);
  });
  // Every curve a figure may have is coloured, and no class past the palette is needed for fills and strokes.
  for (let i = 0; i < MAXIMUM_CURVES; i += 1) assert.ok(css.includes(`.plot-svg .plot-curve-${i},`) || css.includes(`.plot-svg .plot-curve-${i}{`), `curve ${i}`);
  assert.ok(!css.includes('plot-fill-8') && !css.includes('plot-stroke-8'));
});

test('plot.css and graph-live.css colour the swatches of every palette colour, and mark rounds 1 and 2 of the stats swatches', () => {
  const plot = tight(readFileSync(new URL('css/plot.css', PUBLIC), 'utf8'));
  const live = tight(readFileSync(new URL('css/graph-live.css', PUBLIC), 'utf8'));
  palette.curveColors.forEach((colour, i) => {
    assert.ok(plot.includes(tight(`.legend-swatch .swatch-${i} { stroke: var(--curve-${i}); fill: var(--curve-${i}); }`)), `swatch ${i}`);
    assert.ok(live.includes(tight(`.graph-stats-swatch-${i} { background: var(--curve-${i}, ${colour}); }`)), `stats swatch ${i}`);
  });
  for (const round of [1, 2]) assert.match(live, new RegExp(`\\.graph-stats-swatch-round-${round}\\{mask:linear-gradient\\(90deg,#000 \\d+px,transparent`), `round ${round}`);
});

test('the curve colours are written once in the browser code, in shared-constants.js', () => {
  const scripts = readdirSync(new URL('js/', PUBLIC), { recursive: true }).filter((path) => path.endsWith('.js'));
  for (const colour of palette.curveColors) {
    const writers = scripts.filter((path) => readFileSync(new URL(`js/${path}`, PUBLIC), 'utf8').toLowerCase().includes(colour));
    assert.deepEqual(writers, ['shared-constants.js'], colour);
  }
});

function customProperties(block) {
  // The last declaration of a block may have no `;` (compacted CSS drops it).
  return new Map([...block.matchAll(/(--[\w-]+)\s*:\s*([^;]+)/g)].map((m) => [m[1], m[2].trim()]));
}

/** CSS without the white space and final `;` that compaction removes, so either form can be searched. */
function tight(css) {
  return css.replace(/\s*([{};,:])\s*/g, '$1').replace(/;}/g, '}');
}

// --- Just enough DOM for PlotSVG to build its parts

function fakeElement(tag) {
  return {
    tag,
    parent: null,
    children: [],
    attributes: new Map(),
    setAttribute(name, value) { this.attributes.set(name, String(value)); },
    getAttribute(name) { return this.attributes.get(name) ?? null; },
    removeAttribute(name) { this.attributes.delete(name); },
    querySelector() { return null; },
    querySelectorAll() { return []; },
    appendChild(child) {
      child.parent = this;
      this.children.push(child);
      return child;
    },
    append(...children) { for (const child of children) this.appendChild(child); },
    insertBefore(child, next) {
      child.parent = this;
      this.children.splice(this.children.indexOf(next), 0, child);
      return child;
    },
    after(sibling) {
      sibling.parent = this.parent;
      this.parent.children.splice(this.parent.children.indexOf(this) + 1, 0, sibling);
    },
    remove() { this.parent?.children.splice(this.parent.children.indexOf(this), 1); },
  };
}

function withFakeDocument(body) {
  const saved = globalThis.document;
  globalThis.document = { createElementNS: (namespace, tag) => fakeElement(tag) };
  try {
    return body();
  } finally {
    globalThis.document = saved;
  }
}
