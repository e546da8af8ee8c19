// The terms of a sequence aₙ of a figure (docs/manifest.md#sequences) and its partial sums Sₙ, added in order; what the
// trace reads at n. Port of Sources/PlotCore/Figure/SequenceTerms.swift: the same doubles and the same text
// (Tests/Fixtures/sequence-terms.json holds both to closed forms).

import { compile } from '../expression/expression.js';
import { significant, withMinusSigns } from '../decimal-text.js';

/** The most terms a sequence draws, as a figure's marked points. */
export const MAXIMUM_SEQUENCE_TERMS = 200;

/**
 * The terms of `source` (in which `index` is a parameter) for n = first … last, the other parameters at `values`;
 * NaN where a term is undefined, and every partial sum from it on.
 * @param {string} source
 * @param {{first: number, last: number, index?: string, parameters?: string[], values?: Record<string, number>}} options
 * @returns {{index: string, first: number, terms: number[], partialSums: number[]}}
 */
export function sequenceTerms(source, { first, last, index = 'n', parameters = [], values = {} }) {
  if (!(first <= last && last - first < MAXIMUM_SEQUENCE_TERMS)) throw new RangeError(`a sequence takes 1 … ${MAXIMUM_SEQUENCE_TERMS} terms`);
  const compiled = compile(source, { parameters: [index, ...parameters], values: { ...values, [index]: first } });
  const terms = [];
  for (let n = first; n <= last; n += 1) {
    compiled.setParameters({ ...values, [index]: n });
    terms.push(compiled.evaluate(0));
  }
  const partialSums = [];
  for (const term of terms) partialSums.push(partialSums.length === 0 ? term : partialSums[partialSums.length - 1] + term);
  return { index, first, terms, partialSums };
}

/** `7` → `₇`, `−3` → `₋₃`. */
export function subscripted(n) {
  return [...String(n)].map((c) => (c === '-' ? '₋' : String.fromCodePoint(0x2080 + Number(c)))).join('');
}

/**
 * What the trace reads at n: `n = 7: a₇ = 2.5465` (six significant digits), `… = undefined` where the term is (in the
 * page's language: `undefinedText`); `partial` for Sₙ.
 */
export function sequenceReading({ index, first, terms, partialSums }, n, partial = false, undefinedText = 'undefined') {
  const value = (partial ? partialSums : terms)[n - first];
  const text = Number.isFinite(value) ? withMinusSigns(significant(value, 6) === '-0' ? '0' : significant(value, 6)) : undefinedText;
  return `${index} = ${withMinusSigns(String(n))}: ${partial ? 'S' : 'a'}${subscripted(n)} = ${text}`;
}
