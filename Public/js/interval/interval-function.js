// An expression in x and y compiled for interval evaluation (docs/sampling.md#interval-arithmetic): over a box of x and
// y, an enclosure of its values, with whether it is defined and continuous on all of the box. Port of
// Sources/PlotCore/Interval/IntervalFunction.swift; Tests/Fixtures/interval-enclosures.json holds both to the same
// enclosures.
//
//   const circle = intervalFunction(parseRelation('x^2 + y^2 = 4').chains[0].operands[0]);
//   circle.enclose(1, 1.5, 0, 0.5)   // {lower: 1, upper: 2.5, hasNoNaN: true, continuous: true}
//
// `y` is the parameter 'y' (a relation's trees hold it so); every other parameter takes its value from `values`. The
// steps are the compiled expression's (../expression/compile.js), in the written order, each bound rounded outward, so
// the enclosure holds both the exact value and the compiled expression's double at every point of the box.

import { fold, rationalExponent } from '../expression/arithmetic.js';
import { children, isConstant, links, replacingLeaves, replacingParameters } from '../expression/tree.js';
import shared from '../shared-constants.js';
import { CONTINUOUS, EVERYWHERE, HAS_NO_NAN, NOWHERE, add, and, compare, divide, extremum, multiply, negate, registerFile, set, setPoint, subtract } from './enclosure.js';
import { applyFunction } from './enclosure-functions.js';
import { binomial } from './enclosure-series.js';
import { hasSeriesBoundWithParameters, keepsToTermLimit } from '../expression/series.js';
import { wholeBound } from '../expression/series-arithmetic.js';
import { constantPower, cube, indexPower, integerPower, power, powerConstant, rootPower, square } from './enclosure-powers.js';

const Y = 'y';

// The steps' opcodes, as small integers for a fast switch.
const X = 0, Y_SIDE = 1, CONSTANT = 2, ADD = 3, SUBTRACT = 4, MULTIPLY = 5, DIVIDE = 6, NEGATE = 7, SQUARE = 8, CUBE = 9;
const INTEGER_POWER = 10, ROOT_POWER = 11, POWER_CONSTANT = 12, CONSTANT_POWER = 13, POWER = 14, CALL = 15, EXTREMUM = 16;
const COMPARE = 17, AND = 18, PIECEWISE = 19, BINOMIAL = 20, ANYTHING = 21, INDEX_POWER = 22;
const TERMS_MAX = shared.series.termsMax;

const OPCODES = {
  x: X, y: Y_SIDE, constant: CONSTANT, add: ADD, subtract: SUBTRACT, multiply: MULTIPLY, divide: DIVIDE, negate: NEGATE,
  square: SQUARE, cube: CUBE, integerPower: INTEGER_POWER, rootPower: ROOT_POWER, powerConstant: POWER_CONSTANT, indexPower: INDEX_POWER,
  constantPower: CONSTANT_POWER, power: POWER, call: CALL, extremum: EXTREMUM, compare: COMPARE, and: AND, piecewise: PIECEWISE,
  binomial: BINOMIAL, anything: ANYTHING,
};

/**
 * What an evaluation found: bounds on every value over the box where it is not NaN (±∞ included); `hasNoNaN`: no point
 * gives NaN; `continuous`: every value finite and continuous on the box. Empty (NaN everywhere): lower > upper.
 * @typedef {{lower: number, upper: number, hasNoNaN: boolean, continuous: boolean}} Enclosure
 */

/** Whether every point of the box is undefined. */
export const isEmptyEnclosure = (e) => !(e.lower <= e.upper);
/** Whether every point of the box has a finite value. */
export const isDefinedEverywhere = (e) => e.hasNoNaN && Number.isFinite(e.lower) && Number.isFinite(e.upper);
/** Whether some point may have a finite value. */
export const isDefinedSomewhere = (e) => e.lower <= e.upper && !(e.lower === e.upper && !Number.isFinite(e.lower));
/** Whether no point of the box is a zero: 0 outside the bounds, or undefined everywhere. */
export const excludesZero = (e) => !(e.lower <= 0 && 0 <= e.upper);

/**
 * Compiles `root` for interval evaluation.
 * @param {import('../expression/tree.js').ExpressionNode} root
 * @param {{values?: Record<string, number>}} [options] a value for every parameter but y
 * @returns {{enclose: (xLower: number, xUpper: number, yLower?: number, yUpper?: number) => Enclosure, steps: number}}
 *   `enclose` returns the same object at every call, overwritten by the next; `steps`: how many steps an evaluation
 *   takes, the measure of its cost
 * @throws {TypeError} when a parameter other than y has no value (a programming error)
 */
export function intervalFunction(root, { values = {} } = {}) {
  const tree = replacingParameters(root, (name) => {
    if (name === Y) return { type: 'parameter', name };
    if (!Object.hasOwn(values, name)) throw new TypeError(`no value for parameter '${name}'`);
    return { type: 'number', value: values[name], text: name };
  });
  const program = new Compiler();
  const result = program.compile(tree);
  const { code } = program;
  const R = registerFile(program.registerCount);
  const enclosure = { lower: 0, upper: 0, hasNoNaN: true, continuous: true };
  // The box, where the steps read it (a double passed to a function V8 does not inline is boxed: see ./rounding.js).
  const box = new Float64Array(4);
  return {
    steps: code.length,
    enclose(xLower, xUpper, yLower = 0, yUpper = yLower) {
      box[0] = xLower;
      box[1] = xUpper;
      box[2] = yLower;
      box[3] = yUpper;
      for (let index = 0; index < code.length; index += 1) execute(code[index], R, box);
      enclosure.lower = R.lower[result];
      enclosure.upper = R.upper[result];
      enclosure.hasNoNaN = (R.flags[result] & HAS_NO_NAN) !== 0;
      enclosure.continuous = (R.flags[result] & CONTINUOUS) !== 0;
      return enclosure;
    },
  };
}

function execute(step, R, box) {
  const { target: t, a, b } = step;
  switch (step.code) {
    // A side of the box, written in place: the frame's numbers are finite.
    case X: side(R, t, box, 0); break;
    case Y_SIDE: side(R, t, box, 2); break;
    case CONSTANT: setPoint(R, t, step.constant); break;
    case ADD: add(R, t, a, b); break;
    case SUBTRACT: subtract(R, t, a, b); break;
    case MULTIPLY: multiply(R, t, a, b); break;
    case DIVIDE: divide(R, t, a, b); break;
    case NEGATE: negate(R, t, a); break;
    case SQUARE: square(R, t, a); break;
    case CUBE: cube(R, t, a); break;
    case INTEGER_POWER: integerPower(R, t, a, step.constant, step.scratch); break;
    case ROOT_POWER: rootPower(R, t, a, step.constant, step.flag); break;
    case POWER_CONSTANT: powerConstant(R, t, a, step.constant); break;
    case INDEX_POWER: indexPower(R, t, a, step.constant); break;
    case CONSTANT_POWER: constantPower(R, t, a, step.constant, step.scratch); break;
    case POWER: power(R, t, a, b); break;
    case CALL: applyFunction(R, t, step.name, a, step.scratch, step.scratch + 1); break;
    case EXTREMUM: extremum(R, t, step.name, a, b); break;
    case COMPARE: compare(R, t, step.name, a, b); break;
    case AND: and(R, t, a, b); break;
    case BINOMIAL: binomial(R, t, a, b, step.scratch); break;
    // A sum whose bounds depend on y: any value, or none.
    case ANYTHING: set(R, t, -Infinity, Infinity, false, false); break;
    default: select(R, t, step.branches);
  }
}

/** Register t = the box's side from box[index] to box[index + 1] (finite, so defined and continuous). */
function side(R, t, box, index) {
  R.lower[t] = box[index];
  R.upper[t] = box[index + 1];
  R.flags[t] = HAS_NO_NAN | CONTINUOUS;
}

/**
 * The value of the first branch that holds: the hull of the branches that may hold up to one that surely does. Defined
 * everywhere only where one surely holds and every branch taken is; continuous only where the first branch that may hold
 * surely does.
 */
function select(R, t, branches) {
  let lower = Infinity;
  let upper = -Infinity;
  let [defined, isDecided, continuous] = [true, false, true];
  for (const { condition, value } of branches) {
    const truth = condition === null ? EVERYWHERE : R.truths[condition];
    if (truth === NOWHERE) continue;
    if (R.lower[value] <= R.upper[value]) {
      lower = Math.min(lower, R.lower[value]);
      upper = Math.max(upper, R.upper[value]);
    }
    defined = defined && (R.flags[value] & HAS_NO_NAN) !== 0;
    continuous = continuous && (R.flags[value] & CONTINUOUS) !== 0;
    if (truth === EVERYWHERE) {
      isDecided = true;
      break;
    }
    continuous = false;
  }
  set(R, t, lower, upper, defined && isDecided, continuous && isDecided);
}

/** Turns a tree (y as the parameter y, no other parameter) into steps, one register each (Swift's IntervalCompiler). */
class Compiler {
  constructor() {
    this.code = [];
    this.registerCount = 0;
    /** How many sums or products are being written out around the node being compiled. */
    this.seriesDepth = 0;
  }

  /** A step into a fresh register; `extra` more registers follow it for the step's own use. */
  emit(opcode, a = 0, b = 0, fields = {}, extra = 0) {
    const target = this.registerCount;
    this.registerCount += 1 + extra;
    this.code.push({ opcode, code: OPCODES[opcode], target, a, b, constant: 0, flag: false, name: '', branches: null, scratch: target + 1,
      ...fields });
    return target;
  }

  compile(node) {
    // A sub-tree without x or y is folded, as the compiled expression folds it.
    if (isConstant(node) && !hasIndexPowerPast64(node)) return this.emit('constant', 0, 0, { constant: fold(node) });
    switch (node.type) {
      case 'variable': return this.emit('x');
      case 'parameter': return this.emit('y');
      case 'sum': return node.terms.slice(1).reduce((sum, term) => this.emit(term.isSubtracted ? 'subtract' : 'add', sum, this.compile(term.node)),
        this.compile(node.terms[0].node));
      case 'product': return node.factors.slice(1).reduce((product, factor) => this.emit(factor.isDivisor ? 'divide' : 'multiply', product,
        this.compile(factor.node)), this.compile(node.factors[0].node));
      case 'negate': return this.emit('negate', this.compile(node.operand));
      case 'power': return this.compilePower(node.base, node.exponent);
      case 'call': return this.emit('call', this.compile(node.argument), 0, { name: node.name }, 2);
      case 'extremum': return node.arguments.slice(1).reduce((value, argument) => this.emit('extremum', value, this.compile(argument),
        { name: node.name }), this.compile(node.arguments[0]));
      case 'piecewise': {
        const branches = node.branches.map(({ condition, value }) => ({
          condition: condition === null ? null : this.compileCondition(condition), value: this.compile(value) }));
        return this.emit('piecewise', 0, 0, { branches });
      }
      case 'series': return this.compileSeries(node);
      case 'binomial': return this.emit('binomial', this.compile(node.n), this.compile(node.k), {}, 4);
      default: throw new TypeError(`not an expression node: ${node.type}`);
    }
  }

  /**
   * A sum or product written out term by term, its index a number in each (Swift's IntervalCompiler.compileSeries):
   * the terms added or multiplied in the order the compiled expression takes them. Undefined (empty) where the compiled
   * expression is; bounds that depend on y are not written out: the sum may take any value there, or none.
   */
  compileSeries(node) {
    if (this.seriesDepth === 0) {
      if (hasSeriesBoundWithParameters(node)) return this.emit('anything');
      if (!keepsToTermLimit(node)) return this.emit('constant', 0, 0, { constant: NaN });
    }
    const from = wholeBound(fold(node.from));
    const to = wholeBound(fold(node.to));
    if (from === null || to === null) return this.emit('constant', 0, 0, { constant: NaN });
    if (to < from) return this.emit('constant', 0, 0, { constant: node.kind === 'Σ' ? 0 : 1 });
    const term = (k) => replacingLeaves(node.body, (leaf) => (leaf.type === 'index' && leaf.name === node.index
      ? { type: 'number', value: k, text: indexValueText(node.index) } : leaf));
    this.seriesDepth += 1;
    let accumulator = this.compile(term(from));
    for (let k = from + 1; k <= to; k += 1) accumulator = this.emit(node.kind === 'Σ' ? 'add' : 'multiply', accumulator, this.compile(term(k)));
    this.seriesDepth -= 1;
    return accumulator;
  }

  compileCondition(condition) {
    let truth = null;
    for (const { left, comparison, right } of links(condition)) {
      const holds = this.emit('compare', this.compile(left), this.compile(right), { name: comparison });
      truth = truth === null ? holds : this.emit('and', truth, holds);
    }
    return truth;
  }

  /** As the compiled expression computes a power (Swift's Compiler.compilePower). */
  compilePower(base, exponent) {
    const baseVaries = !isConstant(base);
    const exponentVaries = !isConstant(exponent);
    const root = baseVaries ? rationalExponent(exponent) : null;
    if (root !== null && root.hasOddDenominator) {
      return this.emit('rootPower', this.compile(base), 0, { constant: root.value, flag: root.numeratorIsOdd });
    }
    const indexExponent = exponentVaries ? null : indexPowerExponent(exponent);
    if (indexExponent !== null) return this.emit('indexPower', this.compile(base), 0, { constant: indexExponent });
    if (baseVaries && !exponentVaries) {
      const n = fold(exponent);
      const register = this.compile(base);
      if (n === 1) return register;
      if (n === 2) return this.emit('square', register);
      if (n === 3) return this.emit('cube', register);
      if (Number.isInteger(n) && Math.abs(n) <= 64) return this.emit('integerPower', register, 0, { constant: n }, 1);
      return this.emit('powerConstant', register, 0, { constant: n });
    }
    if (!baseVaries && exponentVaries) return this.emit('constantPower', this.compile(exponent), 0, { constant: fold(base) }, 1);
    return this.emit('power', this.compile(base), this.compile(exponent));
  }
}

/**
 * The text of a sum's index written out at one term (`index k`), which marks that number as the index's: a slider's
 * value, written out too, has the slider's letter as its text and is no index (Swift's `indexValueText`).
 */
function indexValueText(letter) {
  return `index ${letter}`;
}

/** Whether a leaf is a sum's index written out at one term (indexValueText). */
function holdsIndexValue(node) {
  if (node.type === 'number') return node.text.startsWith('index ');
  return children(node).some(holdsIndexValue);
}

/**
 * The whole exponent past 64 of a power of a sum's index written out, which the compiled expression takes from pow at an
 * anchor and multiplies on (seriesPower); null for any other exponent (Swift's `indexPowerExponent`).
 */
function indexPowerExponent(exponent) {
  if (!isConstant(exponent) || !holdsIndexValue(exponent)) return null;
  const n = fold(exponent);
  return Number.isInteger(n) && n > 64 && n <= TERMS_MAX ? n : null;
}

/** Whether a power of a sum's index past 64 is inside: such a sub-tree is enclosed, not folded (Swift's `hasIndexPowerPast64`). */
function hasIndexPowerPast64(node) {
  if (node.type === 'power' && indexPowerExponent(node.exponent) !== null) return true;
  return children(node).some(hasIndexPowerPast64);
}
