// Random sources of the expression language (docs/language.md), for property tests.
// A line-by-line port of Tests/PlotCoreTests/Support/RandomExpression.swift: the same seed gives the
// same sources in both languages (both tests check the first few of seed 42 against one list), so a
// source found by one side's property test can be replayed on the other.
//
//   const next = randomExpression(7n);
//   next()   // e.g. '2πx − sin(x)²'
//
// Every source is accepted by the parser. Together they cover the whole grammar: `+ - * / ^ × ÷ − ·`,
// unary signs, every function and its other names, `min` and `max`, `√` with and without parentheses,
// implicit products, superscript exponents, `π pi e`, decimal literals and scientific notation,
// odd-root fractions as exponents, piecewise functions with chained comparisons of every sign, with and
// without otherwise, restrictions, spaces, and parentheses left open at the end; nesting up to
// MAXIMUM_DEPTH generator levels.

const MASK = (1n << 64n) - 1n;

/** How deep the generator recurses; the parser counts a few levels for each of these. */
const MAXIMUM_DEPTH = 6;
/** Longer sources are drawn again, so that every source stays well inside the length limit. */
const MAXIMUM_LENGTH = 2_000;

const FUNCTIONS = ['sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'sinh', 'cosh', 'tanh', 'ln', 'log', 'exp', 'abs',
  'sqrt', 'floor', 'ceil', 'sign', 'sgn', 'sec', 'csc', 'cot', 'arcsin', 'arccos', 'arctan'];
const EXTREMA = ['min', 'max'];
const COMPARISONS = ['<', '<=', '≤', '>', '>=', '≥', '=', '==', ' < ', ' ≤ ', ' > ', ' ≥ ', ' = '];
const LIST_SEPARATORS = [',', ', '];
const SUM_OPERATORS = ['+', '-', '−', ' + ', ' - ', ' − '];
const PRODUCT_OPERATORS = ['*', '×', '/', '÷', '·', ' * ', ' / '];
const SIGNS = ['-', '+', '−'];
const CONSTANTS = ['π', 'pi', 'e'];
const SUPERSCRIPTS = ['²', '³', '¹⁰', '⁰', '¹'];
const ROOT_EXPONENTS = ['(1/3)', '(2/3)', '(-1/3)', '(1/2)', '(3/5)', '(-2/3)', '(1/5)'];
const SIMPLE_EXPONENTS = ['2', '3', '-1', '-2', '0.5', 'x', '-x'];
const NOTABLE_NUMBERS = ['1e300', '5e-324', '1e-20', '9007199254740993', '0.1', '0.30000000000000004', '2.5E-7',
  '1e308', '0.00000000000000000001', '007.500'];

const EQUALS = ['=', ' = ', '=='];
const INEQUALITIES = ['<', '<=', '≤', '>', '>=', '≥', ' < ', ' ≥ '];

/**
 * A deterministic stream of random sources.
 * @param {bigint | number} seed any 64-bit seed
 * @returns {() => string} each call returns the next source
 */
export function randomExpression(seed) {
  const generator = new Generator(BigInt.asUintN(64, BigInt(seed)));
  return () => generator.next();
}

/**
 * A deterministic stream of random relations in x and y (docs/language.md#relations): `y` beside `x`, absolute values
 * in bars, equations, chained inequalities and inequalities joined with `and` (Swift's `RandomExpression(seed:,
 * inRelation: true).nextRelation()`).
 * @param {bigint | number} seed any 64-bit seed
 * @returns {() => string} each call returns the next relation
 */
export function randomRelation(seed) {
  const generator = new Generator(BigInt.asUintN(64, BigInt(seed)), true);
  return () => generator.nextRelation();
}

class Generator {
  constructor(seed, inRelation = false) {
    this.state = seed;
    this.inRelation = inRelation;
  }

  /** An equation, a chain of inequalities, or chains joined with `and`. */
  nextRelation() {
    for (;;) {
      let source;
      switch (this.int(3)) {
        case 0: {
          // Sometimes y = f(x) or x = g(y), explicit curves.
          const left = this.chance(3) ? this.pick(['y', 'x', '(y)']) : this.sum(1);
          source = left + this.pick(EQUALS) + this.sum(1);
          break;
        }
        case 1: source = this.inequalities(); break;
        default: {
          source = this.inequalities();
          const more = this.int(2);
          for (let i = 0; i <= more; i += 1) source += ' and ' + this.inequalities();
        }
      }
      if (Array.from(source).length <= MAXIMUM_LENGTH) return source;
    }
  }

  /** `y < x²`, sometimes chained: `0 < y < x`. */
  inequalities() {
    let text = this.sum(1) + this.pick(INEQUALITIES) + this.sum(1);
    if (this.chance(4)) text += this.pick(INEQUALITIES) + this.sum(1);
    return text;
  }

  /** SplitMix64 (Steele, Lea and Flood), as in the Swift port. */
  nextBits() {
    this.state = (this.state + 0x9E3779B97F4A7C15n) & MASK;
    let z = this.state;
    z = ((z ^ (z >> 30n)) * 0xBF58476D1CE4E5B9n) & MASK;
    z = ((z ^ (z >> 27n)) * 0x94D049BB133111EBn) & MASK;
    return z ^ (z >> 31n);
  }

  /** A whole number in 0..<n. */
  int(n) { return Number(this.nextBits() % BigInt(n)); }

  /** True one time in n. */
  chance(n) { return this.int(n) === 0; }

  pick(list) { return list[this.int(list.length)]; }

  next() {
    for (;;) {
      let source = this.sum(0);
      // Parentheses left open at the very end close themselves.
      if (this.chance(8)) source = source.replace(/\)+$/, '');
      if (this.chance(10)) source = ' ' + source + ' ';
      if (source.length <= MAXIMUM_LENGTH) return source;
    }
  }

  sum(depth) {
    const count = 1 + this.int(depth === 0 ? 3 : 2);
    let text = this.product(depth);
    for (let i = 1; i < count; i += 1) {
      const operator = this.pick(SUM_OPERATORS);
      const term = this.product(depth);
      // `2e-3` is a number; `2e -3` is 2·e − 3, the sum meant here.
      if (text.endsWith('e') && !operator.startsWith(' ') && isDigit(term[0])) text += ' ';
      text += operator + term;
    }
    // A restriction of the whole sum; the sum ends there (each sum here is followed by `)`, `,`, `:`,
    // `}`, a comparison or the end).
    if (depth < MAXIMUM_DEPTH && this.chance(24)) text += (this.chance(2) ? ' {' : '{') + this.condition(depth + 3) + '}';
    return text;
  }

  /** `x < 1`, sometimes chained: `-1 ≤ x < 2`. */
  condition(depth) {
    let text = this.sum(depth) + this.pick(COMPARISONS) + this.sum(depth);
    if (this.chance(4)) text += this.pick(COMPARISONS) + this.sum(depth);
    return text;
  }

  /**
   * `{x < 1: x², 3 − x}`: one or two branches with a condition, perhaps an otherwise. Its parts are
   * three levels deeper, as are min's and max's and a restriction's, so that sources stay short.
   */
  piecewise(depth) {
    const branches = [];
    const count = 1 + this.int(2);
    for (let i = 0; i < count; i += 1) branches.push(this.condition(depth + 3) + (this.chance(2) ? ': ' : ':') + this.sum(depth + 3));
    if (this.chance(2)) branches.push(this.sum(depth + 3));
    return '{' + branches.join(this.pick(LIST_SEPARATORS)) + '}';
  }

  /** `min(a, b)`, `max(a, b, c)`. */
  extremum(depth) {
    const count = 2 + this.int(2);
    const args = [];
    for (let i = 0; i < count; i += 1) args.push(this.sum(depth + 3));
    return this.pick(EXTREMA) + '(' + args.join(this.pick(LIST_SEPARATORS)) + ')';
  }

  product(depth) {
    const count = 1 + this.int(depth === 0 ? 3 : 2);
    let text = this.unary(depth);
    for (let i = 1; i < count; i += 1) {
      if (this.chance(2)) {
        const operator = this.pick(PRODUCT_OPERATORS);
        text += operator + this.unary(depth);
      } else {
        // Implicit multiplication: the right factor starts with neither a digit nor a sign.
        const space = this.chance(6) ? ' ' : '';
        const factor = this.power(depth, false);
        // `e`, `x` then `pi` would read as `exp` and `i`; inside bars a `|` after an operand would close them.
        const joint = (isLatinLetter(text[text.length - 1]) && factor.startsWith('p')) || factor.startsWith('|') ? '·' : space;
        text += joint + factor;
      }
    }
    return text;
  }

  unary(depth) {
    if (depth < MAXIMUM_DEPTH && this.chance(6)) {
      const sign = this.pick(SIGNS);
      return sign + this.unary(depth + 1);
    }
    return this.power(depth, true);
  }

  power(depth, allowsNumber) {
    const base = this.postfix(depth, allowsNumber);
    if (depth >= MAXIMUM_DEPTH || !this.chance(4)) return base;
    switch (this.int(4)) {
      case 0: return base + '^' + this.unary(depth + 1);
      case 1: return base + '^' + this.pick(ROOT_EXPONENTS);
      case 2: return base + '^' + this.pick(SIMPLE_EXPONENTS);
      default: return base + '^(' + this.sum(depth + 1) + ')';
    }
  }

  postfix(depth, allowsNumber) {
    const text = this.primary(depth, allowsNumber);
    if (!this.chance(6)) return text;
    return text + this.pick(SUPERSCRIPTS);
  }

  primary(depth, allowsNumber) {
    // Deeper down, ever more leaves (choices 9 and up), so that sources stay short.
    const choice = depth >= MAXIMUM_DEPTH ? this.int(4) : this.int(11 + 4 * depth);
    switch (choice) {
      case 0: case 1: return this.inRelation && this.chance(2) ? 'y' : 'x';
      case 2: return this.pick(CONSTANTS);
      case 3: return allowsNumber ? this.number() : 'x';
      case 4: case 5: {
        const name = this.pick(FUNCTIONS);
        const space = this.chance(10) ? ' ' : '';
        return name + space + '(' + this.sum(depth + 1) + ')';
      }
      case 6:
        if (this.chance(2)) return '√(' + this.sum(depth + 1) + ')';
        return '√' + this.primary(depth + 1, true);
      case 7:
        if (this.inRelation && this.chance(3)) return '|' + this.sum(depth + 1) + '|';
        return '(' + this.sum(depth + 1) + ')';
      case 8:
        if (this.chance(2)) return allowsNumber ? this.number() : this.pick(CONSTANTS);
        return this.chance(2) ? this.piecewise(depth) : this.extremum(depth);
      default: return allowsNumber ? this.number() : this.pick(CONSTANTS);
    }
  }

  number() {
    switch (this.int(7)) {
      case 0: return String(this.int(100));
      case 1: {
        const whole = String(this.int(100));
        return whole + '.' + this.digits();
      }
      case 2: return '.' + this.digits();
      case 3: return String(this.int(10)) + '.';
      case 4: {
        let mantissa;
        if (this.chance(2)) {
          mantissa = String(1 + this.int(9));
        } else {
          const whole = String(this.int(10));
          mantissa = whole + '.' + this.digits();
        }
        const e = this.pick(['e', 'E']);
        const sign = this.pick(['', '+', '-', '−']);
        return mantissa + e + sign + String(this.int(31));
      }
      case 5: return this.pick(NOTABLE_NUMBERS);
      default: return String(1 + this.int(9));
    }
  }

  /** One to three decimal digits. */
  digits() {
    const count = 1 + this.int(3);
    let text = '';
    for (let i = 0; i < count; i += 1) text += String(this.int(10));
    return text;
  }
}

const isDigit = (c) => c !== undefined && c >= '0' && c <= '9';
const isLatinLetter = (c) => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
