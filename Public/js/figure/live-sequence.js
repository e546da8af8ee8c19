// A sequence of a plot page's figure (`{sequence, n, partialSums}`, docs/manifest.md#sequences) as the live view draws,
// traces and lists it: a picture of each viewport whose dots are its terms (n, aₙ) and rings its partial sums, at the
// sliders' values (sequence-terms.js), recomputed as they move; it has no y at x. Its `sequence` is what the trace
// (trace/tracer.js) and the table of values (parameters/page-readings.js) read: n's range, aₙ or Sₙ, the reading.
//
//   const live = liveSequence({ sequence: '(1 + 1/n)^n', n: [1, 30] }, { parameters: [], values: {} });
//   live.sequence.value(7)      // 2.546499697040712
//   live.sequence.reading(7)    // 'n = 7: a₇ = 2.5465'

import { sequenceReading, sequenceTerms } from './sequence-terms.js';
import { words } from '../words/say.js';

/**
 * @param {{sequence: string, n: [number, number], partialSums?: boolean}} curve the figure data's curve
 * @param {{parameters: string[], values: Record<string, number>}} options the sliders and their values
 */
export function liveSequence(curve, { parameters, values }) {
  const [first, last] = curve.n;
  const partialSums = curve.partialSums === true;
  const current = { ...values };
  let terms = sequenceTerms(curve.sequence, { first, last, parameters, values: current });
  const picture = ({ xMin, xMax, yMin, yMax }) => {
    const dots = [];
    const add = (x, y, open) => { if (x >= xMin && x <= xMax && y >= yMin && y <= yMax) dots.push({ x, y, open }); };
    terms.terms.forEach((term, position) => {
      add(first + position, term, false);
      if (partialSums) add(first + position, terms.partialSums[position], true);
    });
    return { segments: [], dots, shading: null, finished: true };
  };
  const inRange = (n) => Number.isInteger(n) && n >= first && n <= last;
  return {
    picture, along: null, evaluate: () => NaN, candidateFunctions: [],
    sequence: {
      first, last, partialSums,
      /** aₙ (Sₙ where `partial`) at the sliders' current values; NaN outside first … last or where undefined. */
      value: (n, partial = false) => (inRange(n) ? (partial ? terms.partialSums : terms.terms)[n - first] : NaN),
      /** `n = 7: a₇ = 2.5465` (`S₇` where `partial`). */
      reading: (n, partial = false) => sequenceReading(terms, n, partial, words.svg.undefined),
    },
    setParameters(changed) {
      Object.assign(current, changed);
      terms = sequenceTerms(curve.sequence, { first, last, parameters, values: current });
    },
  };
}
