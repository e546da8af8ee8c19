// The syntax tree of an expression and what is asked of it. Port of Sources/PlotCore/Expression/ExpressionNode.swift.

/**
 * A node of the syntax tree. Sums and products are n-ary, so `1+2+…+300` stays shallow.
 * @typedef {{type: 'number', value: number, text: string}
 *   | {type: 'constant', name: 'π' | 'e'}
 *   | {type: 'variable'}
 *   | {type: 'parameter', name: string}
 *   | {type: 'sum', terms: {isSubtracted: boolean, node: ExpressionNode}[]}
 *   | {type: 'product', factors: {isDivisor: boolean, node: ExpressionNode}[]}
 *   | {type: 'negate', operand: ExpressionNode}
 *   | {type: 'power', base: ExpressionNode, exponent: ExpressionNode}
 *   | {type: 'call', name: string, argument: ExpressionNode}
 *   | {type: 'extremum', name: 'min' | 'max', arguments: ExpressionNode[]}
 *   | {type: 'piecewise', branches: Branch[]}
 *   | {type: 'series', kind: 'Σ' | '∏', index: string, from: ExpressionNode, to: ExpressionNode, body: ExpressionNode}
 *   | {type: 'index', name: string}
 *   | {type: 'binomial', n: ExpressionNode, k: ExpressionNode}} ExpressionNode
 * In a sum the first term is never subtracted; in a product the first factor is never a divisor.
 * A `call` names one of the language's functions; `√` is `sqrt`. A `parameter` is a declared letter.
 * An `extremum` has two or more arguments. A `piecewise` function takes the value of its first branch
 * whose condition holds; a branch without a condition (only ever the last) holds everywhere; undefined
 * where none holds. A restriction `x² {0 ≤ x ≤ 2}` is the one branch `{0 ≤ x ≤ 2: x²}`.
 * A `series` is `Σ(k = from … to, body)` or `∏(…)`, its `index` a letter that stands only inside it as
 * an `index` node (docs/language.md#sums-and-products); `binomial` is `binom(n, k)`; `n!` is a `call` of
 * `factorial`.
 */

/**
 * `condition: value`, or the otherwise value alone (`condition` null).
 * @typedef {{condition: Condition | null, value: ExpressionNode}} Branch
 */

/**
 * `-1 ≤ x < 2`: comparisons chained, holding where every one holds. `operands` has one more element
 * than `comparisons` (`<`, `≤`, `>`, `≥`, `=`); comparison i is between operands i and i + 1.
 * @typedef {{operands: ExpressionNode[], comparisons: string[]}} Condition
 */

/**
 * The nodes right below `node`, in the written order (conditions' operands before values).
 * @param {ExpressionNode} node
 * @returns {ExpressionNode[]}
 */
export function children(node) {
  switch (node.type) {
    case 'number': case 'constant': case 'variable': case 'parameter': case 'index': return [];
    case 'sum': return node.terms.map((term) => term.node);
    case 'product': return node.factors.map((factor) => factor.node);
    case 'negate': return [node.operand];
    case 'call': return [node.argument];
    case 'power': return [node.base, node.exponent];
    case 'extremum': return node.arguments;
    case 'piecewise': return node.branches.flatMap(({ condition, value }) => [...(condition?.operands ?? []), value]);
    case 'series': return [node.from, node.to, node.body];
    case 'binomial': return [node.n, node.k];
    default: throw new TypeError(`not an expression node: ${node.type}`);
  }
}

/**
 * Whether `x` appears anywhere in the tree.
 * @param {ExpressionNode} node
 * @returns {boolean}
 */
export function containsVariable(node) {
  switch (node.type) {
    case 'variable': return true;
    // Sums and products without an array of their children: compiling asks this of every node.
    case 'sum': return node.terms.some((term) => containsVariable(term.node));
    case 'product': return node.factors.some((factor) => containsVariable(factor.node));
    default: return children(node).some(containsVariable);
  }
}

/**
 * The parameters that appear in the tree, in alphabetical order.
 * @param {ExpressionNode} node
 * @returns {string[]}
 */
export function parametersOf(node) {
  const found = new Set();
  const collect = (inner) => {
    if (inner.type === 'parameter') found.add(inner.name);
    for (const child of children(inner)) collect(child);
  };
  collect(node);
  return [...found].sort();
}

/**
 * Whether the tree has no x, no parameter and no sum or index: a number fixed at compile time (Swift's
 * compiler folds the same trees: those that do not `vary`).
 * @param {ExpressionNode} node
 * @returns {boolean}
 */
export function isConstant(node) {
  return !containsVariable(node) && !containsParameter(node);
}

function containsParameter(node) {
  return node.type === 'parameter' || node.type === 'index' || node.type === 'series' || children(node).some(containsParameter);
}

/**
 * The tree with each parameter replaced by what `replacement` gives for its letter (Swift's
 * `ExpressionNode.replacingParameters`).
 * @param {ExpressionNode} node
 * @param {(name: string) => ExpressionNode} replacement
 * @returns {ExpressionNode}
 */
export function replacingParameters(node, replacement) {
  return replacingLeaves(node, (leaf) => (leaf.type === 'parameter' ? replacement(leaf.name) : leaf));
}

/**
 * The tree with each x, parameter and sum's index replaced by what `replacement` gives for it (numbers and constants stay):
 * Swift's `ExpressionNode.replacingLeaves`.
 * @param {ExpressionNode} node
 * @param {(leaf: ExpressionNode) => ExpressionNode} replacement
 * @returns {ExpressionNode}
 */
export function replacingLeaves(node, replacement) {
  const replaced = (inner) => replacingLeaves(inner, replacement);
  switch (node.type) {
    case 'number': case 'constant': return node;
    case 'variable': case 'parameter': case 'index': return replacement(node);
    case 'sum': return { type: 'sum', terms: node.terms.map(({ isSubtracted, node: term }) => ({ isSubtracted, node: replaced(term) })) };
    case 'product': return { type: 'product', factors: node.factors.map(({ isDivisor, node: factor }) => ({ isDivisor, node: replaced(factor) })) };
    case 'negate': return { type: 'negate', operand: replaced(node.operand) };
    case 'power': return { type: 'power', base: replaced(node.base), exponent: replaced(node.exponent) };
    case 'call': return { type: 'call', name: node.name, argument: replaced(node.argument) };
    case 'extremum': return { type: 'extremum', name: node.name, arguments: node.arguments.map(replaced) };
    case 'piecewise': return { type: 'piecewise', branches: node.branches.map(({ condition, value }) => ({
      condition: condition === null ? null : { operands: condition.operands.map(replaced), comparisons: condition.comparisons },
      value: replaced(value) })) };
    case 'series': return { ...node, from: replaced(node.from), to: replaced(node.to), body: replaced(node.body) };
    case 'binomial': return { type: 'binomial', n: replaced(node.n), k: replaced(node.k) };
    default: throw new TypeError(`not an expression node: ${node.type}`);
  }
}

/**
 * Each comparison of a condition with its two operands, in the written order.
 * @param {Condition} condition
 * @returns {{left: ExpressionNode, comparison: string, right: ExpressionNode}[]}
 */
export function links({ operands, comparisons }) {
  return comparisons.map((comparison, i) => ({ left: operands[i], comparison, right: operands[i + 1] }));
}
