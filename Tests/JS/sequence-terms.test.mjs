// A figure's sequences against closed forms (Tests/Fixtures/sequence-terms.json, which SequenceTermsTests.swift scores
// the Swift terms against too): terms, partial sums and the trace's reading.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { sequenceReading, sequenceTerms } from '../../Public/js/figure/sequence-terms.js';

const { cases } = JSON.parse(readFileSync(new URL('../Fixtures/sequence-terms.json', import.meta.url), 'utf8'));

const matches = (got, expected, exact) => (expected === null ? Number.isNaN(got)
  : exact ? got === expected : Math.abs(got - expected) <= 1e-14 * Math.abs(expected));

for (const fixture of cases) {
  test(`${fixture.source} for n = ${fixture.n[0]} … ${fixture.n[1]}: terms, partial sums and readings`, () => {
    const sequence = sequenceTerms(fixture.source, { first: fixture.n[0], last: fixture.n[1] });
    assert.equal(sequence.terms.length, fixture.n[1] - fixture.n[0] + 1);
    sequence.terms.forEach((term, position) => {
      assert.ok(matches(term, fixture.terms[position], fixture.exact), `a at n = ${fixture.n[0] + position}: ${term}`);
      assert.ok(matches(sequence.partialSums[position], fixture.partialSums[position], fixture.exact),
        `S at n = ${fixture.n[0] + position}: ${sequence.partialSums[position]}`);
    });
    for (const { n, partial, text } of fixture.readings) assert.equal(sequenceReading(sequence, n, partial), text);
  });
}

test('a slider takes its value in every term', () => {
  const sequence = sequenceTerms('r^n', { first: 0, last: 3, parameters: ['r'], values: { r: 0.5 } });
  assert.deepEqual(sequence.terms, [1, 0.5, 0.25, 0.125]);
  assert.deepEqual(sequence.partialSums, [1, 1.5, 1.75, 1.875]);
  assert.equal(sequenceReading(sequence, 3, true), 'n = 3: S₃ = 1.875');
});

test('more than 200 terms are refused', () => {
  assert.throws(() => sequenceTerms('n', { first: 1, last: 201 }), /1 … 200 terms/);
});

test('an undefined term reads in the page\'s language', () => {
  const sequence = sequenceTerms('1/(n - 2)', { first: 1, last: 3 });
  assert.equal(sequenceReading(sequence, 2), 'n = 2: a₂ = undefined');
  assert.equal(sequenceReading(sequence, 2, false, 'nicht definiert'), 'n = 2: a₂ = nicht definiert');
  assert.equal(sequenceReading(sequence, 3, false, 'nicht definiert'), 'n = 3: a₃ = 1');
});
