// The spelling of a number literal in descriptions (docs/language.md#numbers): Swift's Lexer.canonicalNumber
// (Sources/PlotCore/Expression/Lexer+NumberSpelling.swift).

/**
 * `007.500` → `7.5`, `.5` → `0.5`, `3.` → `3`, `1.50E+03` → `1.5e3`, `1e-03` → `1e−3`: the spelling
 * used in descriptions (`text`), and the same number in the ASCII form `Number()` reads (`ascii`).
 * Only zeros that do not change the value are dropped, so the text reads back to the same double.
 * @param {string} integer the digits before the point
 * @param {string} fraction the digits after it
 * @param {{isNegative: boolean, digits: string} | null} [exponent] the power of ten, if written
 * @returns {{text: string, ascii: string}}
 */
export function canonicalNumber(integer, fraction, exponent = null) {
  const integerPart = integer.replace(/^0+/, '') || '0';
  const fractionPart = fraction.replace(/0+$/, '');
  const mantissa = fractionPart === '' ? integerPart : `${integerPart}.${fractionPart}`;
  if (exponent === null) return { text: mantissa, ascii: mantissa };
  const power = exponent.digits.replace(/^0+/, '') || '0';
  // `1e-0` is `1e0`: a sign on a zero exponent changes nothing.
  const isNegative = exponent.isNegative && power !== '0';
  return {
    text: `${mantissa}${isNegative ? 'e\u2212' : 'e'}${power}`,
    ascii: `${mantissa}${isNegative ? 'e-' : 'e'}${power}`,
  };
}
