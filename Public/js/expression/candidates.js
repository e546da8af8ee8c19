// Where an expression may jump or have a hole, read off its tree: the functions whose zeros are such
// places (docs/sampling.md#endpoints). Sampling alone rarely lands on a hole, a single x, so the
// sampler locates the zeros of these to the last bit and examines the function there. A port of
// Sources/PlotCore/Expression/CandidateFunctions.swift:
//
// - every divisor containing x ((x² − 1)/(x − 1): x − 1; sin(x)/x: x), and the base of a power to a
//   negative constant (x·x^(−1): x);
// - the difference of the two sides of every comparison of a piecewise function's conditions, `=`
//   included ({x < 1: x², 3 − x}: x − 1; {x² < 1: …}: x² − 1, with two zeros);
// - the argument of `sign` (sign(x − 2): x − 2).
//
// The difference a − b of two doubles is negative, zero or positive exactly where a < b, a = b or
// a > b, so its zeros are where the condition changes to the last bit.

import { children, containsVariable, links } from './tree.js';
import { containsSeriesPart } from './series.js';

/**
 * At most this many functions are kept (the first found, a node's before its children's):
 * each costs a grid of evaluations per sampling pass.
 */
const MAXIMUM_COUNT = 16;

/**
 * The candidate functions of the tree `root`, each once: a node's before its children's, else
 * in the written order.
 * @param {import('./tree.js').ExpressionNode} root
 * @returns {import('./tree.js').ExpressionNode[]}
 */
export function candidateNodes(root) {
  const found = [];
  const seen = new Set();
  const add = (node) => {
    const key = JSON.stringify(node);
    // One with a sum's index has no value of its own outside the sum.
    if (containsVariable(node) && !containsSeriesPart(node) && found.length < MAXIMUM_COUNT && !seen.has(key)) {
      seen.add(key);
      found.push(node);
    }
  };
  const collect = (node) => {
    switch (node.type) {
      case 'product':
        for (const factor of node.factors) if (factor.isDivisor) add(factor.node);
        break;
      case 'power':
        if (isNegativeConstant(node.exponent)) add(node.base);
        break;
      case 'call':
        if (node.name === 'sign') add(node.argument);
        break;
      case 'piecewise':
        for (const { condition } of node.branches) {
          if (condition === null) continue;
          for (const { left, right } of links(condition)) {
            if (containsVariable(left) || containsVariable(right)) {
              add({ type: 'sum', terms: [{ isSubtracted: false, node: left }, { isSubtracted: true, node: right }] });
            }
          }
        }
        break;
      default:
        break;
    }
    for (const child of children(node)) collect(child);
  };
  collect(root);
  return found;
}

/** A written negative number, `−1` or `-0.5`, as an exponent: x^(−1) is 1/x. */
function isNegativeConstant(node) {
  if (node.type === 'number') return node.value < 0;
  return node.type === 'negate' && node.operand.type === 'number' && node.operand.value > 0;
}
