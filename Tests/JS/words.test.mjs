// The word tables (docs/site.md#language): en.js and de.js hold the same texts with the same blanks, every
// text the pages' scripts and the templates ask for is there, `say` and `localNumber` do what they
// say, and the scripts' texts come out in German with a German table (decimal comma, German words)
// while the English ones stay as they were. Also the Calculator's German display: `2,5` in, `2.5` out;
// `min(x; 1)` in, `min(x, 1)` out.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import en from '../../Public/js/words/en.js';
import de from '../../Public/js/words/de.js';
import site from '../../Public/js/words/language.js';
import { words, say, localNumber } from '../../Public/js/words/say.js';
import { compile, parse } from '../../Public/js/expression/expression.js';
import { namedFunctions } from '../../Public/js/expression/named-functions.js';
import seriesForms from '../../Public/js/expression/series-words.js';
import { parseRelation } from '../../Public/js/expression/relation.js';
import { ExpressionError } from '../../Public/js/expression/errors.js';
import { errorText, tokenName } from '../../Public/js/expression/error-words.js';
import { axesLayout } from '../../Public/js/graph/axes-layout.js';
import { rangeText, xRangeText, rangeEndText } from '../../Public/js/graph/reader-texts.js';
import { statsTexts } from '../../Public/js/toolbar/stats-popover.js';
import { announcement, markerText } from '../../Public/js/trace/marker-reading.js';
import { curveNames, pointKindWord, pointText } from '../../Public/js/graph/trace-reading.js';
import { pointText as listPointText } from '../../Public/js/points-of-interest-list.js';
import { areaText } from '../../Public/js/figure/area-integral.js';
import { formatValue, notPlottedReason } from '../../Public/js/calculator/format.js';
import { displayText, expressionText } from '../../Public/js/calculator/display-text.js';
import { press, EMPTY_DISPLAY } from '../../Public/js/calculator/keypad.js';
import { fieldText, parseNumber, parseSamples, parseXMax } from '../../Public/js/calculator/configuration.js';
import { plotFromQuery, windowOf } from '../../Public/js/calculator/plot-record.js';
import { GALLERY_X_MAX } from '../../Public/js/limits.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DECIMAL_POINT = /\d\.\d/;

// --- The tables

/** A table's source: a comment, then `export default { …strict JSON… };`, which the generator parses. */
function tableJSON(language) {
  const source = readFileSync(join(ROOT, 'Public/js/words', `${language}.js`), 'utf8');
  // At the start of a line: the comment above may name it too. (A compacted copy has no comment, and no space after it.)
  const start = /^export default\s*/m.exec(source);
  assert.ok(start, `${language}.js: no line starting with "export default"`);
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

test('each table is strict JSON after "export default", the same object the module exports', () => {
  assert.deepEqual(tableJSON('en'), en);
  assert.deepEqual(tableJSON('de'), de);
  assert.equal(en.language.code, 'en');
  assert.equal(de.language.code, 'de');
});

test('the readable sources are the English site: language.js gives en.js, say.js its words', () => {
  assert.equal(site, en);
  assert.equal(words, en);
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
    assert.notEqual(at(en, path), undefined, `${file} uses words.${path}, which en.js lacks`);
    assert.notEqual(at(de, path), undefined, `${file} uses words.${path}, which de.js lacks`);
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
        assert.notEqual(at(en, path), undefined, `${name}: {{ words.${path} }} is not in en.js`);
        assert.notEqual(at(de, path), undefined, `${name}: {{ words.${path} }} is not in de.js`);
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

/** Sources the parser refuses, one or more of each kind, form, hint and reason. */
const BAD_SOURCES = [
  '', '   ', '+', '2*(x+', '2+', '√', '(', '2^', ')', '2)', '()', '(2 3', '2 3', 'x 2.5', 'x²³ 4', 'π π 2', 'x**2', 'x* *2',
  '|x', 'x|', '2,5', 'x,2', 'x;2', '1..2', '.', '1e2.5', '1e999', 'sin x', 'log2(x)', 'log_2(x)', 'log_e(x)', 'log_(x)',
  'log10(x)', 'Sin(x)', 'SIN x', 'foo', 'sinus(x)', 'y', '2*', '(x+1))', 'x/', 'x(', 'e^', '-', '2x3', `${'('.repeat(250)}x`,
  '(x² ³', '(x)²³ ⁴', 'x'.repeat(10_001), 'binom 5', 'sum(k=1..sum(j=1..2, j), k)', 'sum(', 'prod(k=1..20000, k)',
];

/** Sources with sums that need a parameter or a named function to be refused. */
const BAD_SERIES_SOURCES = [
  { source: 'sum(a=1..3, a)', parameters: ['a'] },
  { source: 'sum(f=1..3, f)', functions: { f: 'x^2' } },
  { source: 'sum(k=1..3, f(kx))', functions: { f: 'sum(k=1..2, x^k)' } },
];

function expressionErrors() {
  const fixtures = JSON.parse(readFileSync(join(ROOT, 'Tests/Fixtures/expressions.json'), 'utf8'));
  const sources = [...BAD_SOURCES, ...fixtures.cases.filter((c) => c.error).map((c) => c.source)]
    .map((source) => ({ source, variable: 'x' }));
  // Sources in t and θ: the wrong variable, and the hint naming the right one.
  sources.push(...fixtures.variableCases.filter((c) => c.error).map(({ source, variable }) => ({ source, variable })));
  sources.push(...BAD_SERIES_SOURCES);
  // Relations in x and y (docs/language.md#relations).
  const relations = JSON.parse(readFileSync(join(ROOT, 'Tests/Fixtures/relations.json'), 'utf8'));
  sources.push(...relations.cases.filter((c) => c.error).map(({ source, parameters }) => ({ source, parameters, isRelation: true })));
  return sources.map(({ source, variable = 'x', parameters = [], functions, isRelation }) => {
    try {
      if (isRelation) parseRelation(source, { parameters });
      else parse(source, { variable, parameters, functions: functions && namedFunctions(functions) });
    } catch (error) {
      assert.ok(error instanceof ExpressionError, `${source}: ${error}`);
      return { source, error };
    }
    return assert.fail(`${JSON.stringify(source)} compiled`);
  });
}

test('the English table gives back every expression error\'s message exactly', () => {
  const errors = expressionErrors();
  const kinds = new Set(errors.map(({ error }) => error.kind));
  assert.deepEqual([...kinds].sort(), Object.keys(en.errors).filter((key) => typeof en.errors[key] === 'string').sort(),
    'the sources hold one error of every kind the table has a text for');
  for (const { source, error } of errors) {
    assert.equal(errorText(error, en), error.message, JSON.stringify(source));
    assert.equal(errorText(error), error.message, JSON.stringify(source));
  }
});

test('in German every expression error is a German sentence, numbers with a comma, every blank filled', () => {
  const forms = new Set(), hints = new Set(), reasons = new Set();
  for (const { source, error } of expressionErrors()) {
    const text = errorText(error, de);
    assert.notEqual(text, error.message, JSON.stringify(source));
    assert.doesNotMatch(text, /\{\w+\}/, JSON.stringify(source));
    assert.doesNotMatch(text, DECIMAL_POINT, JSON.stringify(source));
    assert.doesNotMatch(text, /\b(unexpected|expression|needs|missing|unknown|number|operand)\b/, `${JSON.stringify(source)}: ${text}`);
    const { form, hint, reason } = error.details;
    if (form) forms.add(form);
    if (hint) hints.add(hint);
    if (reason) reasons.add(reason);
  }
  // Every form, hint and reason the table has is met by some source, and every one met is in the table.
  assert.deepEqual([...forms].sort(), [...Object.keys(en.errors.forms), ...Object.keys(seriesForms.en)].sort());
  assert.deepEqual(Object.keys(seriesForms.de).sort(), Object.keys(seriesForms.en).sort());
  assert.deepEqual([...hints].sort(), Object.keys(en.errors.hints).sort());
  assert.deepEqual([...reasons].sort(), Object.keys(en.errors.reasons).sort());
  const fallback = new ExpressionError('incomplete', 3, 'expression is incomplete: an operand is missing', { reason: 'operand' });
  assert.equal(errorText(fallback, en), fallback.message);
  assert.equal(errorText(fallback, de), 'der Term ist unvollständig: ein Operand fehlt');
});

test('tokens are named in the table\'s language', () => {
  assert.equal(tokenName({ kind: 'number', text: '2.5' }), "number '2.5'");
  assert.equal(tokenName({ kind: 'number', text: '2.5' }, de), 'Zahl „2,5“');
  assert.equal(tokenName({ kind: 'end' }, de), 'Ende des Terms');
  assert.equal(tokenName({ kind: 'function', name: 'sin' }, de), '„sin“');
  assert.equal(tokenName({ kind: 'rightParenthesis' }), "')'");
  // An error without details (a script's own) keeps its message; so does any other error.
  assert.equal(errorText(new ExpressionError('unexpectedToken', 0, 'unexpected thing'), en), 'unexpected {token}');
  assert.equal(errorText(new TypeError('boom'), de), 'boom');
});

test('a German display takes 2,5 and 2.5 alike; the expression keeps the point', () => {
  assert.equal(expressionText('2,5+1', ','), '2.5+1');
  assert.equal(expressionText('1.5x+0,5', ','), '1.5x+0.5');
  assert.equal(expressionText(',5x', ','), '.5x');
  assert.equal(displayText('2.5x', ','), '2,5x');
  assert.equal(displayText('x^2-2.5x+.5', ','), 'x^2-2,5x+,5');
  // The key's `.` shows as a comma at once, before its digits follow.
  let state = EMPTY_DISPLAY;
  for (const key of ['2', '.']) state = press(state, key);
  assert.equal(displayText(state.text, ','), '2,');
  for (const key of ['5', '+', '1']) state = press(state, key);
  assert.equal(state.text, '2.5+1');
  assert.equal(displayText(state.text, ','), '2,5+1');
  const expression = compile(expressionText(displayText(state.text, ','), ','));
  assert.equal(formatValue(expression.value(0), de), '3,5');
  // One character for one: an error's offset points at the same place in the display.
  for (const text of ['2,5+1', '1.5x+0,5', 'sin(2,5x)']) assert.equal(expressionText(text, ',').length, text.length);
});

test('a German display writes the list comma as ; and reads it back, one character for one', () => {
  assert.equal(displayText('min(2.5,x)', ','), 'min(2,5;x)');
  assert.equal(displayText('{x < 1.5: x², 3 − x}', ','), '{x < 1,5: x²; 3 − x}');
  assert.equal(expressionText('min(2,5;x)', ','), 'min(2.5,x)');
  assert.equal(expressionText('max(1.5; 0,5)', ','), 'max(1.5, 0.5)');
  for (const text of ['min(2,5;x)', '{x<1:2;3}']) assert.equal(expressionText(text, ',').length, text.length);
  const piecewise = compile(expressionText('{x < 0,5: 2x; 3}', ','));
  assert.equal(piecewise.description, '{x < 0.5: 2x, 3}');
  assert.equal(formatValue(piecewise.value(0.25), de), '0,5');
  assert.equal(displayText(piecewise.description, ','), '{x < 0,5: 2x; 3}');
  // The German messages quote the source as the display shows it.
  const error = (source) => {
    try {
      compile(expressionText(source, ','));
    } catch (thrown) {
      return errorText(thrown, de);
    }
    return assert.fail(`${source} compiled`);
  };
  assert.equal(error('min(x)'), 'min braucht zwei oder mehr Argumente, wie in min(x; 1)');
  assert.equal(error('y = max(x; 0,5)'), '„=“ vergleicht nur in geschweiften Klammern; schreiben Sie nur die rechte Seite: max(x; 0,5)');
  assert.equal(error('x² {x > 0,5} + 1'), 'eine Einschränkung beendet, was sie einschränkt: schreiben Sie (x² {x > 0,5}) + 1');
  assert.equal(error('(1; 2)'), 'unerwartetes Zeichen „;“');
  assert.equal(error('{x < 1: 2; }'), 'unerwartet: „}“');
});

test('an English display is taken as typed: a comma gets the parser\'s hint', () => {
  assert.equal(expressionText('2,5+1'), '2,5+1');
  assert.equal(expressionText('2,5+1', '.'), '2,5+1');
  assert.equal(displayText('2.5x'), '2.5x');
  assert.throws(() => compile(expressionText('2,5')), /the decimal point is '\.'/);
});

test('German configuration: 2,5 is a number without a note; messages in German with a comma', () => {
  assert.deepEqual(parseXMax('2,5', 100, de), { value: 2.5 });
  assert.deepEqual(parseXMax('2.5', 100, de), { value: 2.5 });
  assert.deepEqual(parseXMax('1,000', 100, de), { value: 1 });
  assert.deepEqual(parseXMax('2,5'), { value: 2.5, note: '“2,5” was read as 2.5.' });
  assert.equal(parseXMax('1,000').error, '“1,000” is not a number. Enter X-Max greater than 0 and at most 100.');
  assert.equal(parseXMax('0', 100, de).error, 'X-Max muss größer als 0 und höchstens 100 sein, nicht 0.');
  assert.equal(parseXMax('0', 2.5, de).error, 'X-Max muss größer als 0 und höchstens 2,5 sein, nicht 0.');
  assert.equal(parseXMax('', 100, de).error, 'Geben Sie X-Max ein: eine Zahl größer als 0 und höchstens 100.');
  assert.equal(parseXMax('abc', 100, de).error, '„abc“ ist keine Zahl. Geben Sie für X-Max eine Zahl größer als 0 und höchstens 100 ein.');
  assert.deepEqual(parseSamples('auto', de), { value: 'auto' });
  assert.match(parseSamples('2,5', de).error, /^Schreiben Sie die Anzahl der Stützstellen ohne Komma/);
  assert.match(parseSamples('2.5', de).error, /ganze Zahl/);
  assert.equal(parseNumber('x', de).error, '„x“ ist keine Zahl.');
  assert.equal(fieldText(2.5, de), '2,5');
  assert.equal(fieldText(1e-7, de), '1e-7');
  assert.equal(fieldText(2.5), '2.5');
});

test('a link\'s unusable values are named in German, numbers with a comma', () => {
  assert.deepEqual(windowOf({ xmin: '3.5', ymin: null, ymax: null }, 2.5, de).ignored,
    ['xmin: muss kleiner als xmax (2,5) sein, nicht 3,5.']);
  assert.deepEqual(windowOf({ xmin: '3.5', ymin: null, ymax: null }, 2.5).ignored,
    ['xmin: must be less than xmax (2.5), not 3.5.']);
  assert.deepEqual(windowOf({ xmin: null, ymin: '3', ymax: '1' }, 5, de).ignored, ['ymin, ymax: ymin muss kleiner als ymax sein, nicht 3 und 1.']);
  const { plot, ignored } = plotFromQuery('?expression=2.5x&xmax=abc', { xMax: 5, samples: 50 }, de);
  assert.equal(plot.source, '2.5x');
  assert.deepEqual(ignored, [`xmax: „abc“ ist keine Zahl. Geben Sie für X-Max eine Zahl größer als 0 und höchstens ${fieldText(GALLERY_X_MAX, de)} ein.`]);
});
