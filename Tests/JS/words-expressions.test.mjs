// The word tables at work on the expression language and the Calculator (docs/site.md#language): every expression
// error's message given back exactly by the English table and as a German sentence by the German one, tokens named in
// the table's language, and the Calculator's German display and configuration (`2,5` in, `2.5` out; `min(x; 1)` in,
// `min(x, 1)` out). The tables themselves: words.test.mjs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { en, de } from './support/word-tables.mjs';
import { compile, parse } from '../../Public/js/expression/expression.js';
import { namedFunctions } from '../../Public/js/expression/named-functions.js';
import seriesForms from '../../Public/js/expression/series-words.js';
import relationForms from '../../Public/js/expression/relation-words.js';
import { parseRelation } from '../../Public/js/expression/relation.js';
import { ExpressionError } from '../../Public/js/expression/errors.js';
import { errorText, tokenName } from '../../Public/js/expression/error-words.js';
import { formatValue } from '../../Public/js/calculator/format.js';
import { displayText, expressionText } from '../../Public/js/calculator/display-text.js';
import { press, EMPTY_DISPLAY } from '../../Public/js/calculator/keypad.js';
import { fieldText, parseNumber, parseSamples, parseXMax } from '../../Public/js/calculator/configuration.js';
import { plotFromQuery, windowOf } from '../../Public/js/calculator/plot-record.js';
import { GALLERY_X_MAX } from '../../Public/js/limits.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DECIMAL_POINT = /\d\.\d/;

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
  assert.deepEqual([...forms].sort(), [...Object.keys(en.errors.forms), ...Object.keys(seriesForms.en), ...Object.keys(relationForms.en)].sort());
  assert.deepEqual(Object.keys(seriesForms.de).sort(), Object.keys(seriesForms.en).sort());
  assert.deepEqual(Object.keys(relationForms.de).sort(), Object.keys(relationForms.en).sort());
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
