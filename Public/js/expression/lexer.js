// Splits an expression's source into tokens. Port of Sources/PlotCore/Expression/Lexer.swift.
//
// The source arrives as an array of code points (one string per Unicode scalar), so every offset
// is a character offset that agrees with Swift's, whatever the UTF-16 length of the text.

import { canonicalNumber } from './number-spelling.js';
import { ExpressionError, equation, misplacedComparison, notTheVariable } from './errors.js';
import { VARIABLE_WORDS } from './variable.js';
import { indexLetters } from './series-letters.js';

/**
 * @typedef {object} Token
 * @property {string} kind `number`, `variable`, `parameter`, `constant`, `function`, `extremum`, `root`, `superscript`,
 *   `plus`, `minus`, `times`, `divide`, `power`, `leftParenthesis`, `rightParenthesis`, `leftBrace`, `rightBrace`,
 *   `comma`, `colon`, `comparison`, `bar` (`|`), `and`, `or` (words only in a relation) or `end`
 * @property {number} offset code-point offset where the token starts
 * @property {number} length how many code points the token covers
 * @property {number} [value] numbers and superscripts: the value
 * @property {string} [text] numbers and superscripts: the canonical spelling (`.50` → `0.5`)
 * @property {string} [name] constants (`π`, `e`), functions (`sin`, …, `min`, `max`) and parameters (`a`): the
 *   name; comparisons: the sign as written (`<=`), for messages
 * @property {string} [comparison] comparisons: the sign descriptions write (`<`, `≤`, `>`, `≥`, `=`)
 */

/** The functions of the language that take one argument in parentheses. */
export const FUNCTION_NAMES = Object.freeze([
  'sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'sinh', 'cosh', 'tanh', 'ln', 'log', 'exp', 'abs', 'sqrt', 'floor', 'ceil',
  'sign', 'sec', 'csc', 'cot', 'factorial',
]);

/** Other names people write for some functions; descriptions use the function's own name. */
const ALIASES = Object.freeze({ sgn: 'sign', arcsin: 'asin', arccos: 'acos', arctan: 'atan' });

/** `min` and `max`: two or more arguments, folded from the left. */
export const EXTREMUM_NAMES = Object.freeze(['min', 'max']);

/** The named constants, by their canonical spelling. */
export const CONSTANT_VALUES = Object.freeze({ 'π': Math.PI, e: 2.718281828459045 });

// Single-character tokens. `−` (U+2212) is the typographic minus, `·` a middle dot.
const SYMBOLS = new Map([
  ['+', { kind: 'plus' }], ['-', { kind: 'minus' }], ['\u2212', { kind: 'minus' }],
  ['*', { kind: 'times' }], ['×', { kind: 'times' }], ['·', { kind: 'times' }],
  ['/', { kind: 'divide' }], ['÷', { kind: 'divide' }], ['^', { kind: 'power' }],
  ['(', { kind: 'leftParenthesis' }], [')', { kind: 'rightParenthesis' }], ['{', { kind: 'leftBrace' }], ['}', { kind: 'rightBrace' }],
  [',', { kind: 'comma' }], [':', { kind: 'colon' }], ['π', { kind: 'constant', name: 'π' }], ['√', { kind: 'root' }],
  ['Σ', { kind: 'series', name: 'Σ' }], ['∑', { kind: 'series', name: 'Σ' }], ['∏', { kind: 'series', name: '∏' }],
  ['…', { kind: 'ellipsis' }],
  ['|', { kind: 'bar' }],
]);

/** The words that join a relation's comparisons (`and`), or that it refuses (`or`): words only in a relation. */
const CONJUNCTIONS = new Map([['and', 'and'], ['or', 'or']]);

// The comparison signs, each with the sign descriptions write; `<=`, `>=` and `==` are read as one sign.
const COMPARISONS = new Map([['<', '<'], ['≤', '≤'], ['>', '>'], ['≥', '≥'], ['=', '=']]);
const WITH_EQUALS = Object.freeze({ '<': '≤', '>': '≥', '=': '=' });

const SUPERSCRIPT_DIGITS = new Map(
  [...'⁰¹²³⁴⁵⁶⁷⁸⁹'].map((superscript, digit) => [superscript, String(digit)]),
);

const COMMON_WORDS = [
  ...FUNCTION_NAMES.map((name) => ({ name, token: { kind: 'function', name } })),
  ...Object.entries(ALIASES).map(([alias, name]) => ({ name: alias, token: { kind: 'function', name } })),
  ...EXTREMUM_NAMES.map((name) => ({ name, token: { kind: 'extremum', name } })),
  { name: 'sum', token: { kind: 'series', name: 'Σ' } },
  { name: 'prod', token: { kind: 'series', name: '∏' } },
  { name: 'binom', token: { kind: 'binomial' } },
  { name: 'pi', token: { kind: 'constant', name: 'π' } },
  { name: 'e', token: { kind: 'constant', name: 'e' } },
  { name: 'x', token: { kind: 'variable' } },
];

// Every name of an expression in each variable, longest first so that `exp` wins over `e` and `sinh` over `sin`.
// `x` is among them whatever the variable, so that in t it is read, and refused, as the wrong variable rather than
// an unknown name. The variable's own token carries its name (for messages) unless it is x.
const WORDS_BY_VARIABLE = Object.fromEntries(Object.entries(VARIABLE_WORDS).map(([variable, own]) => [variable,
  [...COMMON_WORDS, ...own.map((name) => ({ name, token: { kind: 'variable', name: variable } }))]
    .sort((a, b) => b.name.length - a.name.length)]));

/** Every name of an expression in x, longest first. */
export const WORDS = WORDS_BY_VARIABLE.x;

/**
 * Every name of an expression in `variable`, longest first.
 * @param {'x' | 't' | 'θ'} variable
 */
export const wordsFor = (variable) => WORDS_BY_VARIABLE[variable];

// Swift's `Unicode.Scalar.Properties.isWhitespace` is the White_Space property; JS `\s` differs
// (it has U+FEFF and lacks U+0085), so the property is named explicitly.
const WHITE_SPACE = /^\p{White_Space}$/u;

const isWhitespace = (c) => WHITE_SPACE.test(c);
const NO_PARAMETERS = new Set();
// Each c is one code point, so a range test on strings is a test on the character.
const isDigit = (c) => c >= '0' && c <= '9';
const isLetter = (c) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');

/**
 * The nearest double to a literal, as Swift's `Double(text)` reads decimal text.
 * A literal beyond the largest double is an error rather than a silent Infinity, identically in
 * Swift and JS; one too small to represent reads as 0, its nearest double.
 */
function literalValue(number, offset) {
  const value = Number(number.ascii);
  if (!Number.isFinite(value)) {
    throw new ExpressionError('badNumber', offset, 'number is too large (the largest is about 1.8e308)');
  }
  return value;
}

/**
 * Every token of the source, ending with an `end` token.
 *
 * Declared parameters are single letters, tried only where no name starts: at each position the
 * longest function name or constant (`asin`, `pi`, `e`) or `x` wins, else one declared letter; so
 * with `a`, `s`, `i`, `n` declared `asin(x)` is still asin, `ax` is a·x and `pi` is π (as in Swift).
 * @param {string[]} characters the source's code points
 * @param {ReadonlySet<string>} [parameters] the declared parameter letters
 * @param {ReadonlySet<string>} [functions] the letters of named functions (docs/language.md#named-functions), read
 *   as a parameter is; primes after one (`f′`, `f''`) count its derivatives
 * @param {'x' | 't' | 'θ'} [variable] which letters are the variable (docs/language.md#the-variable)
 * @param {boolean} [isRelation] whether the source is a relation in x and y (docs/language.md#relations): then
 *   `and` and `or` are words
 * @returns {Token[]}
 * @throws {ExpressionError}
 */
export function tokenize(characters, parameters = NO_PARAMETERS, functions = NO_PARAMETERS, variable = 'x', isRelation = false) {
  const tokens = [];
  const indices = indexLetters(characters);
  let position = 0;
  for (;;) {
    while (position < characters.length && isWhitespace(characters[position])) position += 1;
    if (position === characters.length) {
      tokens.push({ kind: 'end', offset: position, length: 0 });
      return tokens;
    }
    const c = characters[position];
    const symbol = SYMBOLS.get(c);
    if (COMPARISONS.has(c)) {
      tokens.push(readComparison(characters, position));
      position += tokens[tokens.length - 1].length;
    } else if (c === 'θ' && variable === 'θ') {
      tokens.push({ kind: 'variable', name: 'θ', offset: position, length: 1 });
      position += 1;
    } else if (symbol) {
      tokens.push({ ...symbol, offset: position, length: 1 });
      position += 1;
    } else if (c === '!') {
      if (characters[position + 1] === '!') {
        throw new ExpressionError('unexpectedToken', position + 1,
          "'!!' is not in the language (for the factorial of a factorial write (n!)!)", { form: 'doubleFactorial' });
      }
      tokens.push({ kind: 'factorial', offset: position, length: 1 });
      position += 1;
    } else if (c === '.' && characters[position + 1] === '.') {
      // `..` (or `...`) between a sum's bounds.
      const length = characters[position + 2] === '.' ? 3 : 2;
      tokens.push({ kind: 'ellipsis', offset: position, length });
      position += length;
    } else if (isDigit(c) || c === '.') {
      tokens.push(readNumber(characters, position));
      position += tokens[tokens.length - 1].length;
    } else if (SUPERSCRIPT_DIGITS.has(c)) {
      tokens.push(readSuperscript(characters, position));
      position += tokens[tokens.length - 1].length;
    } else if (isLetter(c)) {
      position = readWords(characters, position, tokens, parameters, functions, variable, isRelation, indices);
    } else {
      const advice = hint(characters, position, variable);
      throw new ExpressionError('unexpectedCharacter', position, `unexpected character '${c}'${advice.text}`,
        { character: c, ...(advice.name ? { hint: advice.name } : {}), ...(advice.variable ? { variable: advice.variable } : {}) });
    }
  }
}

/** Advice for the usual slips with a character the language does not know (text '' for none), and its name in the word tables. */
function hint(characters, position, variable) {
  if (characters[position] === '∞') return { text: INFINITY_HINT, name: 'infinity' };
  if (PRIMES.has(characters[position])) {
    if (characters[position - 1] === 'y') return { text: DIFFERENTIAL_EQUATION_HINT, name: 'differentialEquation' };
    return { text: ' (a prime marks the derivative of a named function, as in f′(x))', name: null };
  }
  if (characters[position] === 'θ') return { text: ` (the variable is ${variable})`, name: 'variable', variable };
  return { text: '', name: null };
}

/** The comparison sign at `start`: `<`, `<=`, `≤`, `>`, `>=`, `≥`, `=` or `==`. */
function readComparison(characters, start) {
  const c = characters[start];
  const doubled = characters[start + 1] === '=' && Object.hasOwn(WITH_EQUALS, c);
  const length = doubled ? 2 : 1;
  const comparison = doubled ? WITH_EQUALS[c] : COMPARISONS.get(c);
  return { kind: 'comparison', comparison, name: characters.slice(start, start + length).join(''), offset: start, length };
}

function readNumber(characters, start) {
  let integerDigits = '';
  let fractionDigits = '';
  let sawPoint = false;
  let position = start;
  for (; position < characters.length; position += 1) {
    const c = characters[position];
    if (isDigit(c)) {
      if (sawPoint) fractionDigits += c; else integerDigits += c;
    } else if (c === '.') {
      // `1..n`: the number ends before a sum's `..`.
      if (characters[position + 1] === '.') break;
      if (sawPoint) throw new ExpressionError('badNumber', position, 'a number can have only one decimal point', { form: 'twoPoints' });
      sawPoint = true;
    } else {
      break;
    }
  }
  if (integerDigits === '' && fractionDigits === '') {
    throw new ExpressionError('badNumber', start, "'.' must be part of a number, as in 0.5", { form: 'lonePoint' });
  }
  const exponent = readExponent(characters, position);
  if (exponent !== null) position = exponent.end;
  const number = canonicalNumber(integerDigits, fractionDigits, exponent);
  return { kind: 'number', value: literalValue(number, start), text: number.text, offset: start, length: position - start };
}

// The signs an exponent may carry: `1e+3`, `1e-3`, `1e−3`.
const EXPONENT_SIGNS = new Set(['+', '-', '\u2212']);

/**
 * The power of ten of scientific notation at `position`, `e-3` in `1e-3`, with the position after it;
 * null when there is none. The `e` belongs to the number only when digits, or a sign and digits,
 * follow it at once: so `2e`, `2e^x`, `3e-x` and `2exp(x)` keep their constant `e`.
 */
function readExponent(characters, position) {
  const e = characters[position];
  if (e !== 'e' && e !== 'E') return null;
  let next = position + 1;
  let isNegative = false;
  if (EXPONENT_SIGNS.has(characters[next])) {
    isNegative = characters[next] !== '+';
    next += 1;
  }
  if (!(next < characters.length && isDigit(characters[next]))) return null;
  let digits = '';
  while (next < characters.length && isDigit(characters[next])) {
    digits += characters[next];
    next += 1;
  }
  if (characters[next] === '.') {
    throw new ExpressionError('badNumber', next, "the power of ten after 'e' must be a whole number", { form: 'wholeExponent' });
  }
  return { isNegative, digits, end: next };
}

function readSuperscript(characters, start) {
  let digits = '';
  let position = start;
  while (position < characters.length && SUPERSCRIPT_DIGITS.has(characters[position])) {
    digits += SUPERSCRIPT_DIGITS.get(characters[position]);
    position += 1;
  }
  const number = canonicalNumber(digits, '');
  return { kind: 'superscript', value: literalValue(number, start), text: number.text, offset: start, length: position - start };
}

/**
 * Reads a run of letters and splits it into names, longest match first; returns the position after the run.
 * Letters are ASCII, so string indices within the run are code-point offsets.
 */
function readWords(characters, start, tokens, parameters, functions, variable, isRelation, indices) {
  const vocabulary = wordsFor(variable);
  let end = start;
  while (end < characters.length && isLetter(characters[end])) end += 1;
  const run = characters.slice(start, end).join('');
  // `and` and `or` are words of their own in a relation, whatever letters are declared.
  if (isRelation && CONJUNCTIONS.has(run)) {
    tokens.push({ kind: CONJUNCTIONS.get(run), offset: start, length: end - start });
    return end;
  }
  let index = 0;
  let lastFunctionStart = -1;
  while (index < run.length) {
    const word = vocabulary.find((candidate) => run.startsWith(candidate.name, index))
      ?? (parameters.has(run[index]) ? { name: run[index], token: { kind: 'parameter', name: run[index] } } : undefined)
      ?? (functions.has(run[index]) ? { name: run[index], token: { kind: 'named', name: run[index], order: 0 } } : undefined)
      ?? (indices.has(run[index]) ? { name: run[index], token: { kind: 'index', name: run[index] } } : undefined);
    if (!word) {
      // Name the unknown part: from the function it may have started with (`sinus`), else from here.
      const from = lastFunctionStart >= 0 ? lastFunctionStart : index;
      throw unknownName(run.slice(from), start + from, characters, end, functions, variable, isRelation);
    }
    if (word.token.kind === 'function' || word.token.kind === 'extremum') lastFunctionStart = index;
    if (word.name === 'x' && variable !== 'x') throw notTheVariable(start + index, variable);
    tokens.push({ ...word.token, offset: start + index, length: word.name.length });
    index += word.name.length;
  }
  const last = tokens[tokens.length - 1];
  if (last.kind === 'function' && last.name === 'log') {
    const error = logBaseError(characters, last.offset, end);
    if (error !== null) throw error;
  }
  if (last.kind === 'named') {
    // `f′(x)`, `f''(x)`, `f″(x)`: how many derivatives.
    while (PRIMES.has(characters[end])) {
      last.order += PRIMES.get(characters[end]);
      last.length += 1;
      end += 1;
    }
  }
  return end;
}

/** The primes after a named function, and how many derivatives each counts. */
const PRIMES = new Map([["'", 1], ['\u2032', 1], ['\u2033', 2]]);

/** `log2(x)`, `log_2(x)`: a base written after `log`, which is always base 10; null when there is none. */
function logBaseError(characters, logOffset, runEnd) {
  let next = runEnd;
  const hasUnderscore = characters[next] === '_';
  if (hasUnderscore) next += 1;
  let base = '';
  // Without `_` only digits can follow here: letters would have joined the run of letters.
  while (next < characters.length && (isDigit(characters[next]) || (hasUnderscore && isLetter(characters[next])))) {
    base += characters[next];
    next += 1;
  }
  if (!hasUnderscore && base === '') return null;
  let advice, hintName;
  if (base === '10') [advice, hintName] = ['log is base 10 already: write log(x)', 'logBase10'];
  else if (base === 'e') [advice, hintName] = ['log is base 10; write ln(x)', 'logBaseE'];
  else if (base === '') [advice, hintName] = ['log is base 10; for base b write ln(x)/ln(b)', 'logBaseB'];
  else [advice, hintName] = [`log is base 10; write ln(x)/ln(${base})`, 'logBase'];
  const name = characters.slice(logOffset, next).join('');
  return new ExpressionError('unknownName', logOffset, `unknown function '${name}' (${advice})`,
    { form: 'unknownFunction', name, hint: hintName, base });
}

const INFINITY_NAMES = new Set(['inf', 'infinity', 'infty']);
const DIFFERENTIAL_NAMES = new Set(['d', 'dy', 'df']);
const INFINITY_HINT = ' (infinity is not a number here: write a large one, as in 1e6)';
const DERIVATIVE_HINT = ' (for a derivative, name the function in functions, f(x) = …, and write f′(x))';
const DIFFERENTIAL_EQUATION_HINT =
  ' (y′ = … is a differential equation: a figure draws its solutions, {"ode": "…", "through": [x₀, y₀]}, and its slope field, {"slopeField": "…"})';

/** Advice for notations of calculus the language does not have (`inf`, `d/dx`, `y′ = …`), or null. */
function notationHint(name, characters, end) {
  if (INFINITY_NAMES.has(name.toLowerCase())) return { text: INFINITY_HINT, name: 'infinity' };
  if (name === 'y' && PRIMES.has(characters[end])) return { text: DIFFERENTIAL_EQUATION_HINT, name: 'differentialEquation' };
  if (!DIFFERENTIAL_NAMES.has(name)) return null;
  let next = end;
  while (next < characters.length && isWhitespace(characters[next])) next += 1;
  if (characters[next] !== '/') return null;
  next += 1;
  while (next < characters.length && isWhitespace(characters[next])) next += 1;
  return characters[next] === 'd' ? { text: DERIVATIVE_HINT, name: 'derivative' } : null;
}

function unknownName(name, offset, characters, runEnd, functions, variable, isRelation) {
  // `y = x^2`: an equation where the language wants only its right side.
  const written = name === 'y' ? equation(characters) : null;
  if (written !== null && written.variableOffset === offset) {
    return misplacedComparison(written.symbol, written.symbolOffset, written.rightSide);
  }
  let next = runEnd;
  while (next < characters.length && isWhitespace(characters[next])) next += 1;
  while (PRIMES.has(characters[next])) next += 1;
  const isCall = characters[next] === '(';
  let message = isCall ? `unknown function '${name}'` : `unknown name '${name}'`;
  const notation = notationHint(name, characters, runEnd);
  if (notation) {
    return new ExpressionError('unknownName', offset, message + notation.text,
      { ...(isCall ? { form: 'unknownFunction' } : {}), name, hint: notation.name });
  }
  if (isCall && name.length === 1 && functions.size > 0) {
    // Only named functions are single letters: offer those defined.
    const names = [...functions].sort();
    const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
    return new ExpressionError('unknownName', offset, `${message} (did you mean ${list}?)`, { name });
  }
  const details = isCall ? { form: 'unknownFunction', name } : { name };
  const lower = name.toLowerCase();
  const vocabulary = wordsFor(variable);
  if (lower !== name && vocabulary.some((word) => word.name === lower)) {
    message += ` (names are lower case: '${lower}')`;
    Object.assign(details, { hint: 'lowerCase', lower });
  } else if (!isCall && vocabulary.every((word) => word.name !== lower)) {
    message += isRelation ? ' (the variables are x and y)' : ` (the variable is ${variable})`;
    Object.assign(details, isRelation ? { hint: 'variables' } : { hint: 'variable', variable });
  }
  return new ExpressionError('unknownName', offset, message, details);
}
