// The canonical text of a syntax tree: `x³ − 2.5x² + 3.1x − 13.3`.
// Port of Sources/PlotCore/Expression/ExpressionNode+Description.swift; the fixture file checks
// that both produce the identical string. It is a fixed point: an accepted expression that means
// the same and describes to itself.

import { LIMITS } from './errors.js';
import { wordsFor } from './lexer.js';

// Binding strength, loosest first; a child weaker than its context gets parentheses.
const SUM = 0;
const PRODUCT = 1;
const UNARY = 2;
const POWER = 3;
const PRIMARY = 4;

const LEVELS = {
  sum: SUM, product: PRODUCT, negate: UNARY, power: POWER,
  number: PRIMARY, constant: PRIMARY, variable: PRIMARY, parameter: PRIMARY, call: PRIMARY, extremum: PRIMARY, piecewise: PRIMARY,
  series: PRIMARY, index: PRIMARY, binomial: PRIMARY,
};

const SUPERSCRIPTS = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];

/** `x − 2(−3) + 0.5x·x + 2^(−1)`: spaces, parentheses around signed factors and exponents. */
const READABLE = 'readable';
/** `x−2·−3+.5xx+2^−1+x²^3`: the shortest text with the same tree. */
const COMPACT = 'compact';

/**
 * The canonical description of a tree, its variable written as `variable` (`t·sin(t)`, `1 + cos(θ)`).
 * @param {import('./tree.js').ExpressionNode} node
 * @param {'x' | 't' | 'θ'} [variable]
 * @returns {string}
 */
export function describeTree(node, variable = 'x') {
  // The readable form adds spaces around `+ −`, a `0` before `.5`, `·` between letters and
  // parentheses around signed factors and exponents, so it can be twice as long or half again
  // as deep as the source (`x+x+…`, 101 nested minus signs). When it would break a limit the
  // description is the compact form instead: the same tree without spaces and without any
  // parenthesis or sign the grammar does not need, which is never longer nor deeper than the
  // shortest source for that tree. The choice depends on the tree alone, so reading either
  // form back chooses it again.
  // `style`, passed down: the form and the variable's name.
  const readable = writeWhole(node, { form: READABLE, variable });
  // Every character written is in the Basic Multilingual Plane: UTF-16 length = code points.
  if (readable.depth <= LIMITS.maximumDepth && readable.text.length <= LIMITS.maximumLength) return readable.text;
  // Parentheses still open at the very end close themselves, as in the source `sin(sin(x`.
  return writeWhole(node, { form: COMPACT, variable }).text.replace(/\)+$/, '');
}

/**
 * The canonical text of a relation's chains (docs/language.md#relations): `x² + y² = 4`, `y > x² and y < 4`; the
 * compact form where the readable one would break a limit, as for an expression (Swift's
 * `ExpressionNode.description(ofRelation:)`).
 * @param {import('./tree.js').Condition[]} chains
 * @returns {string}
 */
export function describeRelation(chains) {
  const readable = relation(chains, { form: READABLE, variable: 'x' });
  if (readable.depth <= LIMITS.maximumDepth && readable.text.length <= LIMITS.maximumLength) return readable.text;
  return relation(chains, { form: COMPACT, variable: 'x' }).text.replace(/\)+$/, '');
}

/**
 * A relation: its chains joined with ` and `. A side that is a restriction is written as one, `y = x² {x > 0}`: the
 * comparison or `and` after it ends its sum anyway.
 * @returns {Written}
 */
function relation(chains, style) {
  return joined(chains.map((chain) => writtenChain(chain, (node) => writeWhole(node, style), style)), ' and ');
}

/**
 * The whole expression. A piecewise function of one branch without otherwise is written as a
 * restriction here, `x² {0 ≤ x ≤ 2}`, and as braces `{0 ≤ x ≤ 2: x²}` everywhere else: as an operand a
 * restriction would restrict all of the sum it ended.
 * @returns {Written}
 */
function writeWhole(node, style) {
  if (node.type !== 'piecewise' || node.branches.length !== 1 || node.branches[0].condition === null) return write(node, SUM, style);
  const value = write(node.branches[0].value, SUM, style);
  const restriction = condition(node.branches[0].condition, style);
  return { text: `${value.text}${style.form === READABLE ? ' {' : '{'}${restriction.text}}`, depth: Math.max(value.depth, restriction.depth + 1) };
}

/**
 * Text and the deepest nesting the parser reaches reading it back (signs, `^`, parentheses and `√`
 * each add a level).
 * @typedef {{text: string, depth: number}} Written
 */

/** @returns {Written} */
function write(node, context, style) {
  const body = bare(node, style);
  return LEVELS[node.type] < context ? { text: `(${body.text})`, depth: body.depth + 1 } : body;
}

/** @returns {Written} */
function bare(node, style) {
  switch (node.type) {
    case 'number':
      // `.5` for `0.5`: the compact form may be no longer than a source that wrote `.5`.
      return { text: style.form === COMPACT && node.text.startsWith('0.') ? node.text.slice(1) : node.text, depth: 0 };
    case 'constant': return { text: node.name, depth: 0 };
    case 'variable': return { text: style.variable, depth: 0 };
    case 'parameter': return { text: node.name, depth: 0 };
    case 'sum': return sum(node.terms, style);
    case 'product': return product(node.factors, style);
    case 'negate': {
      // Readable `−(−x)`; compact `−−x`, one level per sign as in the source `--x`.
      const inner = write(node.operand, style.form === READABLE ? POWER : UNARY, style);
      return { text: '−' + inner.text, depth: inner.depth + 1 };
    }
    case 'power': return power(node.base, node.exponent, style);
    case 'call': {
      if (node.name === 'factorial') {
        // `k!`, `(2k)!`, `(n!)!`: a postfix sign on a primary, which may not itself end in `!`.
        const argument = write(node.argument, PRIMARY, style);
        const isFactorial = node.argument.type === 'call' && node.argument.name === 'factorial';
        return isFactorial ? { text: `(${argument.text})!`, depth: argument.depth + 1 } : { text: `${argument.text}!`, depth: argument.depth };
      }
      if (node.name === 'sqrt') {
        // `√x` nests one level around its primary; `√(x + 1)` one level for the parentheses.
        const argument = write(node.argument, PRIMARY, style);
        const depth = LEVELS[node.argument.type] < PRIMARY ? argument.depth : argument.depth + 1;
        return { text: '√' + argument.text, depth };
      }
      const argument = write(node.argument, SUM, style);
      return { text: `${node.name}(${argument.text})`, depth: argument.depth + 1 };
    }
    case 'extremum': {
      const list = joined(node.arguments.map((argument) => write(argument, SUM, style)), style.form === READABLE ? ', ' : ',');
      return { text: `${node.name}(${list.text})`, depth: list.depth + 1 };
    }
    case 'index': return { text: node.name, depth: 0 };
    case 'binomial': {
      const list = joined([write(node.n, SUM, style), write(node.k, SUM, style)], style.form === READABLE ? ', ' : ',');
      return { text: `binom(${list.text})`, depth: list.depth + 1 };
    }
    case 'series': {
      // `Σ(k = 1 … n, k²)`; compact `Σ(k=1…n,k²)`.
      const [from, to, body] = [write(node.from, SUM, style), write(node.to, SUM, style), write(node.body, SUM, style)];
      const text = style.form === READABLE
        ? `${node.kind}(${node.index} = ${from.text} … ${to.text}, ${body.text})`
        : `${node.kind}(${node.index}=${from.text}…${to.text},${body.text})`;
      return { text, depth: Math.max(from.depth, to.depth, body.depth) + 1 };
    }
    case 'piecewise': {
      const list = joined(node.branches.map((branch) => {
        const value = write(branch.value, SUM, style);
        if (branch.condition === null) return value;
        const conditionText = condition(branch.condition, style);
        return { text: conditionText.text + (style.form === READABLE ? ': ' : ':') + value.text, depth: Math.max(conditionText.depth, value.depth) };
      }), style.form === READABLE ? ', ' : ',');
      return { text: `{${list.text}}`, depth: list.depth + 1 };
    }
    default: throw new TypeError(`not an expression node: ${node.type}`);
  }
}

/** `−1 ≤ x < 2`: the operands with the comparison signs between them (`≤` for `<=`). */
function condition(chain, style) {
  return writtenChain(chain, (node) => write(node, SUM, style), style);
}

/** A chain's operands, each written by `writeOperand`, with the comparison signs between them. */
function writtenChain({ operands, comparisons }, writeOperand, style) {
  const result = writeOperand(operands[0]);
  comparisons.forEach((comparison, i) => {
    const operand = writeOperand(operands[i + 1]);
    result.text += (style.form === READABLE ? ` ${comparison} ` : comparison) + operand.text;
    result.depth = Math.max(result.depth, operand.depth);
  });
  return result;
}

/** Texts one after the other with `separator` between them, as deep as the deepest. */
function joined(parts, separator) {
  return { text: parts.map((part) => part.text).join(separator), depth: parts.reduce((deepest, part) => Math.max(deepest, part.depth), 0) };
}

function power(base, exponent, style) {
  let baseText;
  const baseSuperscript = base.type === 'power' && base.exponent.type === 'number'
    ? superscriptDigits(base.exponent.text) : null;
  if (style.form === COMPACT && baseSuperscript !== null) {
    // `x²^3`, as the grammar allows (power := primary superscript? ^ unary), not `(x²)³`.
    const inner = write(base.base, PRIMARY, style);
    baseText = { text: inner.text + baseSuperscript, depth: inner.depth };
  } else {
    baseText = write(base, PRIMARY, style);
    const superscript = exponent.type === 'number' ? superscriptDigits(exponent.text) : null;
    if (superscript !== null) return { text: baseText.text + superscript, depth: baseText.depth };
  }
  // Right-associative: an exponent that is itself a power needs no parentheses. The grammar
  // allows a signed exponent (`2^−1`); the readable form puts it in parentheses.
  const exponentText = write(exponent, style.form === READABLE ? POWER : UNARY, style);
  return { text: baseText.text + '^' + exponentText.text, depth: Math.max(baseText.depth, exponentText.depth + 1) };
}

function sum(terms, style) {
  const result = write(terms[0].node, PRODUCT, style);
  // The text written last, so that its end is read without flattening the growing result.
  let last = result.text;
  for (let i = 1; i < terms.length; i += 1) {
    // `x + −y` reads better as `x − y`: move leading signs into the operator, all of them, so
    // that `x − −−1` is `x − 1` and not `x + −1`, whose own description would differ.
    let { isSubtracted, node } = terms[i];
    for (let positive = withoutLeadingNegation(node); positive !== null; positive = withoutLeadingNegation(node)) {
      isSubtracted = !isSubtracted;
      node = positive;
    }
    const term = write(node, PRODUCT, style);
    const sign = isSubtracted ? '−' : '+';
    if (style.form === READABLE) {
      result.text += ` ${sign} `;
    } else {
      // `2e +3`, not `2e+3`, which would read as the number 2000.
      if (endsInNumberAndE(last) && isDigit(term.text[0])) result.text += ' ';
      result.text += sign;
    }
    result.text += term.text;
    result.depth = Math.max(result.depth, term.depth);
    last = term.text;
  }
  return result;
}

/** `−y` → `y`, `−2x` → `2x`; null when the node does not start with a negation. */
function withoutLeadingNegation(node) {
  if (node.type === 'negate') return node.operand;
  if (node.type === 'product' && node.factors[0].node.type === 'negate') {
    const [first, ...rest] = node.factors;
    return { type: 'product', factors: [{ isDivisor: false, node: first.node.operand }, ...rest] };
  }
  return null;
}

function product(factors, style) {
  const result = write(factors[0].node, UNARY, style);
  let left = factors[0].node;
  // The end of the text so far (a name has at most six letters), so that it is read without
  // flattening the growing result.
  let end = result.text.slice(-8);
  for (let i = 1; i < factors.length; i += 1) {
    const { isDivisor, node } = factors[i];
    let separator;
    let factor;
    if (style.form === COMPACT && (isDivisor || node.type === 'negate')) {
      // After `/` or `·` the grammar takes a signed factor: `2·−3`, `x/−2`.
      factor = write(node, UNARY, style);
      separator = isDivisor ? '/' : '·';
    } else {
      factor = write(node, POWER, style);
      if (isDivisor) separator = '/';
      else separator = needsDot(end, factor.text, style) || (style.form === READABLE && readsAmbiguously(left, factor.text)) ? '·' : '';
    }
    result.text += separator + factor.text;
    result.depth = Math.max(result.depth, factor.depth);
    end = (end + separator + factor.text).slice(-8);
    left = node;
  }
  return result;
}

/**
 * Readable: whether juxtaposing `right` after the factor `left` could be misread. After a power written
 * with `^` it could join the exponent (`e^(−2)·x`, not `e^(−2)x`, which people read as e^(−2x)); after
 * a function call a letter could join the call (`sin(x)·x`, not `sin(x)x`).
 */
function readsAmbiguously(left, right) {
  let node = left;
  while (node.type === 'negate') node = node.operand;
  if (node.type === 'power') {
    if (node.exponent.type !== 'number' || superscriptDigits(node.exponent.text) === null) return true;
    node = node.base;  // `sin(x)²·x`: a superscript keeps the call at the end
  }
  const endsInCall = (node.type === 'call' && node.name !== 'sqrt' && node.name !== 'factorial')
    || node.type === 'extremum' || node.type === 'series' || node.type === 'binomial';
  return endsInCall && right !== '' && isLetter(right[0]);
}

/**
 * Juxtaposition (`2x`, `(x+1)(x−1)`) unless the two would run together: `2·3`, `x·0.5`; the
 * readable form also separates letters, `x·x`, `e·x`, `2a·x`, `θ·sin(θ)`, which the lexer would split alike.
 */
function needsDot(left, right, style) {
  if (left === '' || right === '') return true;
  const first = right[0];
  // The last code unit suffices: a letter is one unit, and the low half of a surrogate pair is no letter.
  const last = left[left.length - 1];
  if (isDigit(first) || first === '.') return true;
  if (!isLetter(last) || !isLetter(first)) return false;
  return style.form === READABLE || nameForms(left, right, style.variable);
}

/**
 * Compact: whether letters at the end of `left` and the start of `right`, run together, could read
 * as a name: `a`·`bs` (abs), `p`·`i` (pi), `a`·`sin(x)` (asin). Without parameters no name forms
 * between x, e and function names, so they touch as they always did; `ab` and `ax` touch too. A name
 * longer than an all-letter `right` (`a`·`b` of `abs`) is left to the next factor's check.
 */
function nameForms(left, right, variable) {
  // The longest name has six letters (`arcsin`), so five before the junction suffice.
  const end = left.slice(-5);
  let start = end.length;
  while (start > 0 && isLatinLetter(end[start - 1])) start -= 1;
  const tail = end.slice(start);
  let runEnd = 0;
  while (runEnd < right.length && isLatinLetter(right[runEnd])) runEnd += 1;
  const rightRun = right.slice(0, runEnd);
  for (const { name } of wordsFor(variable)) {
    for (let split = 1; split < name.length; split += 1) {
      if (tail.endsWith(name.slice(0, split)) && rightRun.startsWith(name.slice(split))) return true;
    }
  }
  return false;
}

/** Whether the text ends in a number's digit followed by the constant `e`, as in `2e`. */
function endsInNumberAndE(text) {
  return text.length >= 2 && text[text.length - 1] === 'e' && isDigit(text[text.length - 2]);
}

const isDigit = (c) => c !== undefined && c >= '0' && c <= '9';
const isLatinLetter = (c) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
/** A Latin letter or `θ`: what reads as a letter beside another, so the readable form puts `·` between. */
const isLetter = (c) => isLatinLetter(c) || c === 'θ';

/** `"10"` → `"¹⁰"`; null for anything but a whole number. */
function superscriptDigits(digits) {
  let result = '';
  for (const digit of digits) {
    if (digit < '0' || digit > '9') return null;
    result += SUPERSCRIPTS[digit.charCodeAt(0) - 48];
  }
  return result;
}
