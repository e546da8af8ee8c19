// The word tables (docs/site.md#language), each in two parts (en.js and en-figure.js, de.js and de-figure.js):
// the merged English and German tables hold the same texts with the same blanks, every
// text the pages' scripts and the templates ask for is there, `say` and `localNumber` do what they
// say, and the scripts' texts come out in German with a German table (decimal comma, German words)
// while the English ones stay as they were. Expression errors and the Calculator's display: words-expressions.test.mjs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { en, de, parts } from './support/word-tables.mjs';
import site from '../../Public/js/words/language.js';
import { words, say, localNumber } from '../../Public/js/words/say.js';
import { compile, parse } from '../../Public/js/expression/expression.js';
import { axesLayout } from '../../Public/js/graph/axes-layout.js';
import { rangeText, xRangeText, rangeEndText } from '../../Public/js/graph/reader-texts.js';
import { statsTexts } from '../../Public/js/toolbar/stats-popover.js';
import { announcement, markerText } from '../../Public/js/trace/marker-reading.js';
import { curveNames, pointKindWord, pointText } from '../../Public/js/graph/trace-reading.js';
import { pointText as listPointText } from '../../Public/js/points-of-interest-list.js';
import { areaText } from '../../Public/js/figure/area-integral.js';
import { formatValue, notPlottedReason } from '../../Public/js/calculator/format.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DECIMAL_POINT = /\d\.\d/;

// --- The tables

/** A table part's source: a comment, then `export default { …strict JSON… };`, which the generator parses. */
function tableJSON(part) {
  const source = readFileSync(join(ROOT, 'Public/js/words', `${part}.js`), 'utf8');
  // At the start of a line: the comment above may name it too. (A compacted copy has no comment, and no space after it.)
  const start = /^export default\s*/m.exec(source);
  assert.ok(start, `${part}.js: no line starting with "export default"`);
  return JSON.parse(source.slice(start.index + start[0].length).trim().replace(/;$/, ''));
}

/** Every text of a table by its path (`poi.root`); an array's texts by index (`featured.instructions.0`). */
function leaves(value, prefix = '') {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value).reduce((found, [key, inner]) => ({ ...found, ...leaves(inner, prefix ? `${prefix}.${key}` : key) }), {});
}

/** The shape of a table: its keys, deep; an array counts as a list of texts, whatever its length. */
function shape(value) {
  if (typeof value === 'string') return 'text';
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string') ? 'texts' : value.map(shape);
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, shape(value[key])]));
}

function blanks(text) {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();
}

/** The value at `path` (`a.b.c`) of a table, or undefined. */
function at(table, path) {
  return path.split('.').reduce((value, key) => (value !== null && typeof value === 'object' && Object.hasOwn(value, key) ? value[key] : undefined), table);
}

test('each part of a table is strict JSON after "export default", the same object the module exports', () => {
  for (const table of Object.values(parts)) {
    for (const [part, exported] of Object.entries(table)) assert.deepEqual(tableJSON(part), exported, part);
  }
  assert.equal(en.language.code, 'en');
  assert.equal(de.language.code, 'de');
});

test('a section lives in one part of a table, the same part in both languages', () => {
  const sections = (table) => Object.values(table).map((part) => Object.keys(part).sort());
  for (const table of Object.values(parts)) {
    const all = sections(table).flat();
    assert.equal(new Set(all).size, all.length, `a section in two parts of ${Object.keys(table)}`);
  }
  assert.deepEqual(sections(parts.de), sections(parts.en));
  assert.ok(sections(parts.en).every((part) => part.length >= 10), 'two readable halves');
});

test('the readable sources are the English site: language.js merges en.js and en-figure.js, say.js gives its words', () => {
  assert.deepEqual(site, en);
  assert.equal(words, site);
  assert.deepEqual(Object.keys(site).sort(), [...Object.keys(parts.en.en), ...Object.keys(parts.en['en-figure'])].sort());
  assert.equal(en.number.decimal, '.');
  assert.equal(de.number.decimal, ',');
});

test('en and de have exactly the same keys, deep', () => {
  assert.deepEqual(shape(de), shape(en));
});

test('each text has the same blanks in both languages', () => {
  const english = leaves(en);
  const german = leaves(de);
  for (const [path, text] of Object.entries(english)) {
    if (!(path in german)) continue;  // an array of another length: its texts' blanks are checked together below
    assert.deepEqual(blanks(german[path]), blanks(text), path);
  }
  for (const [path, list] of Object.entries(english).filter(([path]) => /\.\d+$/.test(path) && !(path in german))) {
    assert.fail(`${path} (${list}) has no German counterpart`);
  }
});

test('no text is empty, and the German table is not the English one', () => {
  for (const [path, text] of Object.entries(leaves(en))) assert.ok(text.trim().length > 0, path);
  for (const [path, text] of Object.entries(leaves(de))) assert.ok(text.trim().length > 0, path);
  for (const section of ['errors', 'graph', 'stats', 'trace', 'parameters', 'calculator', 'configuration']) {
    const english = leaves(en[section]);
    const german = leaves(de[section]);
    const same = Object.keys(english).filter((key) => english[key] === german[key] && /[a-z]{4}/.test(english[key].replace(/\{\w+\}/g, '')));
    // Texts that are the same words in German (`OK`, a blank and its colon) are too short to count.
    assert.deepEqual(same, [], `${section}: untranslated`);
  }
});

/** Every JS file under Public/js, by its path. */
function scripts(folder = join(ROOT, 'Public/js')) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return scripts(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

test('every words.… path the scripts use is in the table', () => {
  const used = new Map();
  for (const path of scripts()) {
    if (path.includes(`${join('js', 'words')}`)) continue;
    const source = readFileSync(path, 'utf8');
    for (const match of source.matchAll(/(?<![\w./-])(?:words|table)((?:\.[A-Za-z_]\w*)+)/g)) {
      used.set(match[1].slice(1), path.slice(ROOT.length));
    }
  }
  assert.ok(used.size >= 40, `only ${used.size} paths found: is the scan still right?`);
  for (const [path, file] of used) {
    assert.notEqual(at(en, path), undefined, `${file} uses words.${path}, which the English table lacks`);
    assert.notEqual(at(de, path), undefined, `${file} uses words.${path}, which the German table lacks`);
  }
});

// Tests/run.sh runs these tests again in a copy with the compacted modules and without the templates.
const TEMPLATES = join(ROOT, 'Templates');

test('every {{ words.… }} of the templates is a text of the table', { skip: !existsSync(TEMPLATES) && 'no Templates folder here' }, () => {
  const folder = TEMPLATES;
  let count = 0;
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.html'))) {
    const source = readFileSync(join(folder, name), 'utf8');
    for (const tag of source.matchAll(/\{\{\{?([^}]*)\}\}\}?/g)) {
      for (const match of tag[1].matchAll(/\bwords((?:\.[A-Za-z_]\w*)+)/g)) {
        count += 1;
        const path = match[1].slice(1);
        assert.notEqual(at(en, path), undefined, `${name}: {{ words.${path} }} is not in the English table`);
        assert.notEqual(at(de, path), undefined, `${name}: {{ words.${path} }} is not in the German table`);
      }
    }
  }
  assert.ok(count > 0, "no {{ words.… }} in the templates: is the scan still right?");
});

// --- say and localNumber

test('say fills each {name} blank; a blank without a value stays', () => {
  assert.equal(say('x from {from} to {to}', { from: '−5', to: 5 }), 'x from −5 to 5');
  assert.equal(say('{a}{a}', { a: 1 }), '11');
  assert.equal(say('{kind} ({x}, {y})', { kind: 'Root' }), 'Root ({x}, {y})');
  assert.equal(say('no blanks'), 'no blanks');
  assert.equal(say('{n} more', { n: 0 }), '0 more');
  // `$` in a value is no replacement pattern.
  assert.equal(say('{a}', { a: "$& $' $1" }), "$& $' $1");
});

test('localNumber: every point between two digits becomes the separator', () => {
  assert.equal(localNumber('-2.5', ','), '-2,5');
  assert.equal(localNumber('−2.5', ','), '−2,5');
  assert.equal(localNumber('1.5e-07', ','), '1,5e-07');
  assert.equal(localNumber('1.5e−07', ','), '1,5e−07');
  assert.equal(localNumber('0.5 to 2.5', ','), '0,5 to 2,5');
  assert.equal(localNumber('(1.41421, 0)', ','), '(1,41421, 0)');
  // A point without a digit on both sides is no decimal mark of a number the site writes (its
  // numbers always have a digit before the point): left alone, as are texts without digits.
  assert.equal(localNumber('.5', ','), '.5');
  assert.equal(localNumber('2.', ','), '2.');
  assert.equal(localNumber('Done. Next.', ','), 'Done. Next.');
  assert.equal(localNumber('', ','), '');
  assert.equal(localNumber('42', ','), '42');
});

test('localNumber with the English separator, or the site\'s default, changes nothing', () => {
  for (const text of ['-2.5', '1.5e-07', '0.5 to 2.5', '.5']) {
    assert.equal(localNumber(text, '.'), text);
    assert.equal(localNumber(text), text);
  }
});

// --- Numbers in German where a reader sees them

test('tick and range-end labels take the decimal comma in German, at the same places', () => {
  const viewport = { xMin: -2.5, xMax: 2.5, yMin: -1.2, yMax: 1.2, width: 800, height: 500 };
  const english = axesLayout(viewport, 1, 12);
  const german = axesLayout(viewport, 1, 12, ',');
  assert.deepEqual(axesLayout(viewport, 1, 12, '.'), english);
  assert.ok(english.labels.some((label) => DECIMAL_POINT.test(label.text)), JSON.stringify(english.labels));
  assert.ok(german.labels.some((label) => /\d,\d/.test(label.text)));
  assert.ok(!german.labels.some((label) => DECIMAL_POINT.test(label.text)));
  assert.deepEqual(german.labels.map((label) => label.text), english.labels.map((label) => localNumber(label.text, ',')));
  assert.deepEqual(german.labels.map(({ x, y, anchor }) => [x, y, anchor]), english.labels.map(({ x, y, anchor }) => [x, y, anchor]));
  assert.equal(german.axesPath, english.axesPath);
});

test('the facts, the list\'s range and the stats popover write German ranges', () => {
  assert.equal(rangeText(-2.5, 2.5), '−2.5 to 2.5');
  assert.equal(rangeText(-2.5, 2.5, de), '−2,5 bis 2,5');
  assert.equal(xRangeText(-5, 5), 'x from −5 to 5');
  assert.equal(xRangeText(-1.25, 0.5, de), 'x von −1,25 bis 0,5');
  assert.equal(rangeEndText(-4.440892098500626e-16, 8, de), '0');
  const low = { y: -2, x: -2.5, at: 'left' };
  const high = { y: 4.25, x: 1.5, at: 'x' };
  assert.deepEqual(statsTexts({ xMin: -2.5, xMax: 2.5 }, [{ low, high }]), ['−2.5 to 2.5', '−2 (at the left edge)', '4.25 (at x = 1.5)']);
  assert.deepEqual(statsTexts({ xMin: -2.5, xMax: 2.5 }, [{ low, high }], de), ['−2,5 bis 2,5', '−2 (am linken Rand)', '4,25 (bei x = 1,5)']);
  assert.deepEqual(statsTexts({ xMin: 0, xMax: 1.5 }, [null], de), ['0 bis 1,5', 'nicht im Bild', 'nicht im Bild']);
  assert.deepEqual(statsTexts({ xMin: 0, xMax: 1 }, [{ low, high }, null]), ['0 to 1', 'y −2 (at the left edge) to 4.25 (at x = 1.5)', 'not in view']);
  assert.deepEqual(statsTexts({ xMin: 0, xMax: 1 }, [{ low, high }, null], de),
    ['0 bis 1', 'y −2 (am linken Rand) bis 4,25 (bei x = 1,5)', 'nicht im Bild']);
});

test('the trace reads German: semicolon between the coordinates, decimal comma, German words', () => {
  const texts = { x: '1.3', y: '0.96356' };
  assert.equal(announcement('sin x', texts), 'sin x: x = 1.3, y = 0.96356');
  assert.equal(announcement(null, { x: '−1.5', y: null }), 'x = −1.5, y undefined');
  assert.equal(announcement('sin x', texts, de), 'sin x: x = 1,3; y = 0,96356');
  assert.equal(announcement(null, { x: '−1.5', y: null }, de), 'x = −1,5; y nicht definiert');
  assert.equal(markerText(texts, null), '(1.3, 0.96356)');
  assert.equal(markerText(texts, 'maximum'), 'Maximum (1.3, 0.96356)');
  assert.equal(markerText(texts, 'y-intercept'), 'y-intercept (1.3, 0.96356)');
  assert.equal(markerText(texts, null, de), '(1,3; 0,96356)');
  assert.equal(markerText(texts, 'root', de), 'Nullstelle (1,3; 0,96356)');
  assert.equal(pointKindWord('y-intercept', de), 'y-Achsenabschnitt');
  assert.deepEqual(curveNames([{ name: 'sin x' }, { name: null }]), ['sin x', 'curve 2']);
  assert.deepEqual(curveNames([{ name: 'sin x' }, { name: null }], de), ['sin x', 'Kurve 2']);
  const names = ['sin x', 'cos x'];
  const maximum = { kind: 'maximum', x: Math.PI / 2, y: 1, curves: [0] };
  const crossing = { kind: 'intersection', x: Math.PI / 4, y: Math.SQRT1_2, curves: [0, 1] };
  assert.equal(pointText(maximum, names), 'Maximum of sin x (1.5708, 1)');
  assert.equal(pointText(crossing, names), 'sin x and cos x cross at (0.785398, 0.707107)');
  assert.equal(pointText(maximum, names, de), 'Maximum von sin x (1,5708; 1)');
  assert.equal(pointText(crossing, names, de), 'sin x und cos x schneiden sich bei (0,785398; 0,707107)');
});

test('the points-of-interest list words its points as the build does, in German too', () => {
  const root = { kind: 'root', x: -Math.SQRT2, y: 0 };
  assert.equal(listPointText(root), 'Root (−1.41421, 0)');
  assert.equal(listPointText(root, de), 'Nullstelle (−1,41421; 0)');
  assert.equal(listPointText({ kind: 'intersection', x: 0.5, y: 2 }, de), 'Bei (0,5; 2)');
  assert.equal(listPointText({ kind: 'minimum', x: 0, y: -2 }, de), 'Minimum (0; −2)');
});

test('an area\'s value: English as Swift writes it, German with a comma', () => {
  assert.equal(areaText({ value: 2 * Math.SQRT2, error: 0 }), '2.82843');
  const german = (area) => localNumber(areaText(area, { undefinedText: de.graph.undefined }), de.number.decimal);
  assert.equal(german({ value: 2 * Math.SQRT2, error: 0 }), '2,82843');
  assert.equal(german({ value: -1 / 3, error: 0 }), '−0,333333');
  assert.equal(german({ value: 1.5e-7, error: 0 }), '1,5e−07');
  assert.equal(german({ undefined: 'a pole at x ≈ 0' }), 'nicht definiert');
});

// --- The calculator

test('the calculator\'s value and reasons in German', () => {
  assert.equal(formatValue(3.5), '3.5');
  assert.equal(formatValue(3.5, de), '3,5');
  assert.equal(formatValue(-2e-7, de), '−2e−7');
  assert.equal(formatValue(-1.5e-7, de), '−1,5e−7');
  assert.equal(formatValue(null, de), 'nicht definiert');
  const reason = (source, table) => {
    try {
      compile(source);
    } catch (error) {
      return notPlottedReason(error, source, table);
    }
    assert.fail(`${source} compiled`);
  };
  assert.equal(reason('2*(x+'), "Not plotted: expression is incomplete: '+' needs a right operand.");
  assert.equal(reason('2*(x+', de), 'Nicht gezeichnet: der Term ist unvollständig: nach „+“ fehlt ein Operand.');
  assert.equal(reason('x 2.5'), "Not plotted: missing operator before '2.5' (character 3).");
  assert.equal(reason('x 2.5', de), 'Nicht gezeichnet: vor „2,5“ fehlt ein Rechenzeichen (Zeichen 3).');
  assert.equal(reason('sin x', de), 'Nicht gezeichnet: „sin“ braucht Klammern: schreiben Sie sin(x) (Zeichen 1).');
  assert.equal(reason('sin', de), 'Nicht gezeichnet: „sin“ braucht Klammern, wie in sin(x) (Zeichen 1).');
});
