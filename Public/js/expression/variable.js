// The one variable an expression is in (docs/language.md#the-variable): `x` for a function's graph, `t` for the
// coordinates of a parametric curve, `θ` (also written `theta`) for a polar curve's radius. Port of
// Sources/PlotCore/Expression/ExpressionVariable.swift. The syntax tree has one `variable` node whatever its
// name: the name matters only to reading and to the description.

/** The names an option may give, and the variable's name as descriptions and messages write it. */
const NAMES = Object.freeze({ x: 'x', t: 't', 'θ': 'θ', theta: 'θ' });

/** The words the lexer reads as each variable besides `x` (`θ` is a symbol of its own). */
export const VARIABLE_WORDS = Object.freeze({ x: Object.freeze([]), t: Object.freeze(['t']), 'θ': Object.freeze(['theta']) });

/**
 * The variable's name for an option `'x'`, `'t'`, `'θ'` or `'theta'`.
 * @param {string} option
 * @returns {'x' | 't' | 'θ'}
 * @throws {TypeError} for anything else (a programming error)
 */
export function variableName(option) {
  if (typeof option !== 'string' || !Object.hasOwn(NAMES, option)) {
    throw new TypeError(`${JSON.stringify(option)} is no variable: use 'x', 't' or 'θ'`);
  }
  return NAMES[option];
}

/**
 * The letter that may not be a declared parameter or a named function beside `variable` (`t`), or null.
 * @param {'x' | 't' | 'θ'} variable
 * @returns {string | null}
 */
export function variableLetter(variable) {
  return variable === 't' ? 't' : null;
}
