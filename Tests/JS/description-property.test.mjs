// Descriptions are fixed points (docs/language.md#descriptions): for any accepted source, the description is accepted,
// means the same (the same double at every x, or undefined at both) and describes to itself, within
// the limits of 10 000 characters and 200 levels of nesting. Checked on random sources from
// support/random-expression.mjs and on the known hard cases. The Swift twin is
// Tests/PlotCoreTests/DescriptionPropertyTests.swift.
// Run: node --test Tests/JS/description-property.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parse, compile } from '../../Public/js/expression/expression.js';
import { randomExpression } from './support/random-expression.mjs';

const MAXIMUM_LENGTH = 10_000;
const XS = [-2.5, -1, -0.5, -0, 0, 0.5, 1, 2, 3.7, 1e-300, -7e10];

/** Long sources are named by their start and length in messages. */
function label(source) {
  return source.length > 60 ? `${JSON.stringify(source.slice(0, 60))}… (${source.length} chars)` : JSON.stringify(source);
}

/**
 * The failure for one source, or null when its description is a fixed point meaning the same.
 * `values` declares parameters and gives their values.
 */
function fixedPointFailure(source, xs = XS, values = {}) {
  const declared = { parameters: Object.keys(values) };
  const first = parse(source, declared);
  const { description } = first;
  if (description.length > MAXIMUM_LENGTH) return `${label(source)}: description of ${description.length} characters`;
  let again;
  try {
    again = parse(description, declared);
  } catch (error) {
    return `${label(source)}: description ${label(description)} does not parse: ${error}`;
  }
  if (again.description !== description) {
    return `${label(source)}: ${label(description)} describes as ${label(again.description)}`;
  }
  const [f, g] = [compile(first, { values }).evaluate, compile(again, { values }).evaluate];
  for (const x of xs) {
    const [a, b] = [f(x), g(x)];
    const bothUndefined = !Number.isFinite(a) && !Number.isFinite(b);
    if (!bothUndefined && !Object.is(a, b)) return `${label(source)} at x = ${x}: ${a}, its description ${b}`;
  }
  return null;
}

function assertFixedPoint(source, xs) {
  const failure = fixedPointFailure(source, xs);
  assert.equal(failure, null);
}

/** FNV-1a over the UTF-8 bytes: one number that pins a whole stream of sources. */
function fnv1a(text) {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) & ((1n << 64n) - 1n);
  return hash.toString(16);
}

test('the random sources are deterministic and the same as the Swift generator’s', () => {
  const next = randomExpression(42n);
  const sources = Array.from({ length: 200 }, () => next());
  assert.equal(sources[0], '-.547atan(+5.-(sgn(9.) − x·pi)*1e-20) + 1e308^(−5.693e−18 - √(42π))atan(4.--62.0)');
  // The same constant is in DescriptionPropertyTests.swift.
  assert.equal(fnv1a(sources.join('\n')), '9aa51725386a4a14');
});

test('random sources parse', () => {
  const next = randomExpression(1n);
  for (let i = 0; i < 2_000; i += 1) {
    const source = next();
    assert.doesNotThrow(() => parse(source), `${label(source)} should parse`);
  }
});

test('the descriptions of random sources are fixed points that mean the same', () => {
  const failures = [];
  for (const seed of [1n, 2n, 3n]) {
    const next = randomExpression(seed);
    for (let i = 0; i < 1_000; i += 1) {
      const failure = fixedPointFailure(next());
      if (failure !== null) failures.push(failure);
    }
  }
  assert.deepEqual(failures.slice(0, 5), []);
});

// A random source inside a context that makes the readable description too long or too deep, so
// that the compact form is tested on the whole grammar too.
const COMPACT_CONTEXTS = {
  // Before the source, not after it: a source may end in a restriction, which ends its sum.
  'a long sum': (r) => 'x+'.repeat(Math.floor((9_990 - r.length) / 2)) + r,
  'a long product': (r) => 'x'.repeat(9_988 - r.length) + '(' + r + ')',
  'a long sum of .5': (r) => '.5+'.repeat(Math.floor((9_990 - r.length) / 3)) + r,
  'a long sum of 2e and 3': (r) => '2e +3+'.repeat(Math.floor((9_990 - r.length) / 6)) + r,
  'a long product of negated factors': (r) => '2*-'.repeat(Math.floor((9_988 - r.length) / 3)) + '(' + r + ')',
  'a hundred and one minus signs': (r) => '-'.repeat(101) + '(' + r,
  'sixty-seven negative exponents': (r) => '2^-'.repeat(67) + '(' + r + ')',
};

for (const [name, context] of Object.entries(COMPACT_CONTEXTS)) {
  test(`random sources in ${name} have compact descriptions that are fixed points`, () => {
    const next = randomExpression(5n);
    const failures = [];
    for (let i = 0; i < 12; i += 1) {
      const source = context(next().trim());
      const { description } = parse(source);
      assert.ok(!description.includes(' + ') && !description.includes(' − '), `${label(source)} should be compact`);
      const failure = fixedPointFailure(source, [-1, -0, 0, 0.5, 1]);
      if (failure !== null) failures.push(failure);
    }
    assert.deepEqual(failures.slice(0, 3), []);
  });
}

test('x---1: all the signs of a term move into its operator', () => {
  assert.equal(parse('x---1').description, 'x − 1');
  assert.equal(parse('x+-(-(-2x))').description, 'x − 2x');
  assertFixedPoint('x---1');
  assertFixedPoint('x - -(-(-(-x)))');
});

test('101 nested minus signs describe as 101 signs, within the depth limit', () => {
  const source = '-'.repeat(101) + 'x';
  assert.equal(parse(source).description, '−'.repeat(101) + 'x');
  assertFixedPoint(source);
  // Few enough to stay readable: −(−(…)).
  assert.equal(parse('---x').description, '−(−(−x))');
});

test('a sum of nearly 10 000 characters has a compact description that reads back', () => {
  const source = 'x' + '+x'.repeat(4_999);
  assert.equal(source.length, 9_999);
  assert.equal(parse(source).description, source);
  assertFixedPoint(source);
  // Short sums keep their spaces.
  assert.equal(parse('x+x+x').description, 'x + x + x');
});

test('200-deep nesting of every kind describes within the depth limit', () => {
  const sources = [
    '('.repeat(200) + 'x' + ')'.repeat(200),
    '-'.repeat(200) + 'x',
    '-('.repeat(100) + 'x',
    'sin('.repeat(199) + 'x',
    '√'.repeat(200) + 'x',
    '2^'.repeat(200) + 'x',
    '2^-'.repeat(100) + 'x',
    '2*-('.repeat(100) + 'x',
    '(x+'.repeat(200) + '1',
    '√(-'.repeat(100) + 'x',
  ];
  for (const source of sources) assertFixedPoint(source, [-1, -0, 0.5]);
});

test('a description never grows past the limits however the source saves characters', () => {
  const sources = [
    'x'.repeat(10_000),
    '.5+'.repeat(3_332) + '.5',
    '1*-'.repeat(3_333) + 'x',
    'x+'.repeat(4_600) + 'sin('.repeat(199) + 'x',
    '2e +3+'.repeat(1_666) + 'x',
    'x^-1'.repeat(2_500),
    'pi'.repeat(5_000),
    'x²^3'.repeat(2_500),
    'x^-(2)'.repeat(1_666),
  ];
  for (const source of sources) {
    assert.ok(Array.from(source).length <= MAXIMUM_LENGTH);
    assertFixedPoint(source, [-1, 0.5]);
  }
});

test('numbers read back to the same double', () => {
  for (const literal of ['0.1', '0.30000000000000004', '1e-20', '1e300', '5e-324', '9007199254740993',
    '1.7976931348623157e308', '2.2250738585072014e-308', '4.9406564584124654e-324', '123456789012345678901234567890']) {
    const { description } = parse(literal);
    assert.equal(compile(description).evaluate(0), Number(literal), literal);
    assertFixedPoint(`x+${literal}`, [0, 1]);
  }
});

// --- Parameters

// Letters that meet function names (`a`·`sin`, `s`·`i`·`n`, `p`·`i`, `a`·`b`·`s`) and their values.
const PARAMETER_VALUES = Object.freeze({ a: 1.5, b: -2, c: 0.5, s: 3, i: -0.25, n: 2, p: 0.75, o: 4, l: 1.25, g: -3 });
const PARAMETERS = { parameters: Object.keys(PARAMETER_VALUES) };

/**
 * Random sources over parameters, x, e and function names run together, from a fixed LCG so that
 * DescriptionPropertyTests.swift draws the very same ones.
 */
function parameterSources(seed, count) {
  const pieces = ['a', 'b', 'c', 's', 'i', 'n', 'p', 'o', 'l', 'g', 'x', 'e', '2', '0.5', 'π', '²', '√',
    'sin(', 'asin(', 'abs(', 'exp(', 'log(', 'cos(', '(', ')', '+', '-', '*', '/', '^', ' '];
  let state = seed >>> 0;
  const next = (bound) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return (state >>> 8) % bound;
  };
  return Array.from({ length: count }, () => {
    const length = 1 + next(14);
    return Array.from({ length }, () => pieces[next(pieces.length)]).join('');
  });
}

function parses(source) {
  try {
    parse(source, PARAMETERS);
    return true;
  } catch {
    return false;
  }
}

test('the random sources with parameters are the same as the Swift generator’s', () => {
  // The same constant is in DescriptionPropertyTests.swift.
  assert.equal(fnv1a(parameterSources(7, 500).join('\n')), '47c3f787a1b981c3');
});

test('descriptions with parameters are fixed points that mean the same', () => {
  const failures = [];
  let accepted = 0;
  for (const source of parameterSources(7, 4_000).filter(parses)) {
    accepted += 1;
    const failure = fixedPointFailure(source, XS, PARAMETER_VALUES);
    if (failure !== null) failures.push(failure);
  }
  assert.ok(accepted >= 500, `only ${accepted} sources parse`);
  assert.deepEqual(failures.slice(0, 5), []);
});

test('long products of parameters have compact descriptions that are fixed points', () => {
  const failures = [];
  for (const source of parameterSources(11, 12)) {
    // Juxtaposed with a long run of letters, the description must be compact: no name may form
    // where two factors touch.
    for (const wrapped of [`${'ab'.repeat(4_990)}(${source})`, `(${source})${'xa'.repeat(4_990)}`,
      `${'pix'.repeat(3_300)}(${source})`].filter(parses)) {
      const failure = fixedPointFailure(wrapped, [-1, 0.5], PARAMETER_VALUES);
      if (failure !== null) failures.push(failure);
    }
  }
  assert.deepEqual(failures.slice(0, 3), []);
});

test('compact descriptions separate parameters only where a name would form', () => {
  // Enough x in front to break the length limit of the readable form (`x·x·…`).
  const compact = (factors) => parse('x'.repeat(5_001) + factors, PARAMETERS).description.slice(5_001);
  assert.equal(compact('ab'), 'ab');
  assert.equal(compact('a*b*s'), 'ab·s');
  assert.equal(compact('p*i'), 'p·i');
  assert.equal(compact('a*sin(x)*b'), 'a·sin(x)b');
  assert.equal(compact('a*x*p'), 'axp');
  assert.equal(compact('e*x*p'), 'ex·p');
  assert.equal(compact('c*o*s'), 'co·s');
  assert.equal(parse('ab'.repeat(5_000), PARAMETERS).description, 'ab'.repeat(5_000));
});
