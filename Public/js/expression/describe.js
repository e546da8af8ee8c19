// The canonical text of a syntax tree: `x³ − 2.5x² + 3.1x − 13.3`.
// Port of Sources/PlotCore/Expression/ExpressionNode+Description.swift; the fixture file checks
// that both produce the identical string. It reads back to the same tree and the same text.

// Binding strength, loosest first; a child weaker than its context gets parentheses.
const SUM = 0;
const PRODUCT = 1;
const UNARY = 2;
const POWER = 3;
const PRIMARY = 4;

const LEVELS = { sum: SUM, product: PRODUCT, negate: UNARY, power: POWER, number: PRIMARY, constant: PRIMARY, variable: PRIMARY, call: PRIMARY };

const SUPERSCRIPTS = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];

/**
 * The canonical description of a tree.
 * @param {import('./parser.js').ExpressionNode} node
 * @returns {string}
 */
export function describeTree(node) {
  return text(node, SUM);
}

function text(node, context) {
  const body = bareText(node);
  return LEVELS[node.type] < context ? `(${body})` : body;
}

function bareText(node) {
  switch (node.type) {
    case 'number': return node.text;
    case 'constant': return node.name;
    case 'variable': return 'x';
    case 'sum': return sumText(node.terms);
    case 'product': return productText(node.factors);
    case 'negate': return '−' + text(node.operand, POWER);
    case 'power': return powerText(node.base, node.exponent);
    case 'call':
      return node.name === 'sqrt' ? '√' + text(node.argument, PRIMARY) : `${node.name}(${describeTree(node.argument)})`;
    default: throw new TypeError(`not an expression node: ${node.type}`);
  }
}

function powerText(base, exponent) {
  const baseText = text(base, PRIMARY);
  const superscript = exponent.type === 'number' ? superscriptDigits(exponent.text) : null;
  if (superscript !== null) return baseText + superscript;
  // Right-associative: an exponent that is itself a power needs no parentheses.
  return baseText + '^' + text(exponent, POWER);
}

function sumText(terms) {
  let result = text(terms[0].node, PRODUCT);
  for (let i = 1; i < terms.length; i += 1) {
    // `x + −y` reads better as `x − y`: move a leading sign into the operator.
    let { isSubtracted, node } = terms[i];
    const positive = withoutLeadingNegation(node);
    if (positive !== null) {
      isSubtracted = !isSubtracted;
      node = positive;
    }
    result += (isSubtracted ? ' − ' : ' + ') + text(node, PRODUCT);
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

function productText(factors) {
  let result = text(factors[0].node, UNARY);
  for (let i = 1; i < factors.length; i += 1) {
    const factorText = text(factors[i].node, POWER);
    if (factors[i].isDivisor) result += '/' + factorText;
    else result += needsDot(result, factorText) ? '·' + factorText : factorText;
  }
  return result;
}

/** Juxtaposition (`2x`, `(x+1)(x−1)`) unless the two would run together: `2·3`, `x·x`, `e·x`. */
function needsDot(left, right) {
  if (left === '' || right === '') return true;
  const first = right[0];
  // The last code unit suffices: a letter is one unit, and the low half of a surrogate pair is no letter.
  const last = left[left.length - 1];
  if (first >= '0' && first <= '9') return true;
  return isLatinLetter(last) && isLatinLetter(first);
}

const isLatinLetter = (c) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');

/** `"10"` → `"¹⁰"`; null for anything but a whole number. */
function superscriptDigits(digits) {
  let result = '';
  for (const digit of digits) {
    if (digit < '0' || digit > '9') return null;
    result += SUPERSCRIPTS[digit.charCodeAt(0) - 48];
  }
  return result;
}
