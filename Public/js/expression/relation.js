// Relations in x and y (docs/language.md#relations) for the browser: an equation is a curve, `x² + y² = 4`;
// inequalities, chained or joined with `and`, are a region, `y > x² and y < 4`, `0 < y < x`. Port of
// Sources/PlotCore/Expression/Relation.swift; both run Tests/Fixtures/relations.json.
//
//   const circle = parseRelation('x^2 + y^2 = 4');
//   circle.description   // 'x² + y² = 4'
//   circle.kind          // 'curve'
//   parseRelation('y = x^2').kind   // 'functionOfX': an explicit curve, for the sampler (explicitExpression)
//
// `y` is a variable only here: the trees hold it as the parameter 'y', so that what works on trees — descriptions,
// named functions written out, evaluation with parameters — works on relations unchanged. The expression entry
// (./expression.js) is as it always was.

import { describeRelation, describeTree } from './describe.js';
import { describedWarning } from './expression.js';
import { checkDeclarations, parseRelationTree, Y } from './relation-parser.js';
import { containsVariable, parametersOf, replacingParameters } from './tree.js';

export { Y };

/**
 * A parsed relation.
 * @typedef {object} ParsedRelation
 * @property {string} source the text as given
 * @property {import('./tree.js').Condition[]} chains the comparisons as written: each chain holds where every
 *   comparison in it holds, the relation where every chain holds (joined with `and`); an equation is one chain of one `=`
 * @property {string} description the canonical text, `x² + y² = 4`, itself a relation that describes to itself
 * @property {'functionOfX' | 'functionOfY' | 'curve' | 'region'} kind what it draws: y = f(x), x = g(y) (explicit,
 *   for the sampler), an implicit curve, or a region
 * @property {import('./tree.js').ExpressionNode} [function] for `functionOfX` f, for `functionOfY` g (y as the parameter 'y')
 * @property {import('./expression.js').ExpressionWarning[]} warnings readings its writer may not have meant
 * @property {string[]} declaredParameters the letters allowed as parameters besides y, in alphabetical order
 * @property {string[]} usedParameters those that occur (not y), in alphabetical order
 * @property {boolean} [callsNamedFunctions] only when it calls a named function
 */

/**
 * Parses `source` as a relation in x and y.
 * @param {string} source
 * @param {{parameters?: string[], functions?: import('./parser.js').NamedFunctions}} [options] as for
 *   expression.js's `parse`; neither may be y
 * @returns {ParsedRelation}
 * @throws {import('./errors.js').ExpressionError} with the kind and the 0-based code-point offset of the culprit
 * @throws {TypeError} when a parameter is not a valid name, or a parameter or named function is y (programming errors)
 */
export function parseRelation(source, { parameters = [], functions = undefined } = {}) {
  const declared = checkDeclarations(parameters, functions);
  const { chains, warnings, callsNamedFunctions } = parseRelationTree(String(source), new Set(declared), functions);
  const used = new Set(chains.flatMap(({ operands }) => operands.flatMap(parametersOf)));
  used.delete(Y);
  const relation = {
    source, chains, description: describeRelation(chains), ...relationKind(chains),
    warnings: warnings.map((warning) => describedWarning(warning)), declaredParameters: declared, usedParameters: [...used].sort(),
  };
  if (callsNamedFunctions) relation.callsNamedFunctions = true;
  return relation;
}

/** What the chains draw, and the explicit function where there is one (Swift's `Relation.kind`). */
function relationKind(chains) {
  if (chains.length !== 1 || chains[0].comparisons.length !== 1 || chains[0].comparisons[0] !== '=') return { kind: 'region' };
  const [left, right] = chains[0].operands;
  const isY = (node) => node.type === 'parameter' && node.name === Y;
  const hasY = (node) => parametersOf(node).includes(Y);
  if (isY(left) && !hasY(right)) return { kind: 'functionOfX', function: right };
  if (isY(right) && !hasY(left)) return { kind: 'functionOfX', function: left };
  if (left.type === 'variable' && !containsVariable(right)) return { kind: 'functionOfY', function: right };
  if (right.type === 'variable' && !containsVariable(left)) return { kind: 'functionOfY', function: left };
  return { kind: 'curve' };
}

/**
 * For `y = f(x)`, f; for `x = g(y)`, g with y as its variable (its values are x, sampled with the axes swapped; its
 * description names the variable x): a parsed expression for expression.js's `compile`, with the relation's
 * parameters. Null for an implicit curve or a region (Swift's `Relation.explicitFunction`).
 * @param {ParsedRelation} relation
 * @returns {import('./expression.js').ParsedExpression | null}
 */
export function explicitExpression(relation) {
  if (relation.kind !== 'functionOfX' && relation.kind !== 'functionOfY') return null;
  const root = relation.kind === 'functionOfX' ? relation.function
    : replacingParameters(relation.function, (name) => (name === Y ? { type: 'variable' } : { type: 'parameter', name }));
  const description = describeTree(root);
  return { source: description, root, description, containsVariable: containsVariable(root), warnings: [],
    declaredParameters: relation.declaredParameters, usedParameters: parametersOf(root) };
}

/**
 * Each comparison of a relation with its two sides, in the written order: `0 < y < x` gives `0 < y` and `y < x`.
 * @param {ParsedRelation} relation
 * @returns {{left: import('./tree.js').ExpressionNode, comparison: string, right: import('./tree.js').ExpressionNode}[]}
 */
export function relationComparisons(relation) {
  return relation.chains.flatMap(({ operands, comparisons }) => comparisons.map((comparison, i) => ({
    left: operands[i], comparison, right: operands[i + 1] })));
}
