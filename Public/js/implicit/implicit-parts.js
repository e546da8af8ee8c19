// A relation as the certified drawing evaluates it (docs/sampling.md#certified-drawing): for each comparison, the
// difference D = left − right compiled for interval evaluation with its partial derivatives, and its comparison with
// 0; point signs and truths as stored per grid vertex. Port of Sources/PlotCore/Implicit/ImplicitParts.swift and
// PointSign.swift.

import { MAXIMUM_DERIVATIVE_SIZE, slopeOf } from '../expression/differentiation.js';
import { sizeOf } from '../expression/tree-building.js';
import { relationComparisons, Y } from '../expression/relation.js';
import { replacingLeaves } from '../expression/tree.js';
import { intervalFunction, isDefinedEverywhere } from '../interval/interval-function.js';

/** Point signs: negative, exactly 0, positive, nothing certain; NONE: not evaluated yet. */
export const NEGATIVE = -1;
export const ZERO = 0;
export const POSITIVE = 1;
export const UNKNOWN = 2;
export const NONE = 127;

/** Region truths at a point. */
export const HOLDS = 1;
export const FAILS = -1;

/**
 * The point sign of an enclosure: its sign, exactly 0, or UNKNOWN (it straddles 0 without being 0, or is undefined).
 * @param {import('../interval/interval-function.js').Enclosure} e
 */
export function pointSign(e) {
  if (!isDefinedEverywhere(e)) return UNKNOWN;
  if (e.lower > 0) return POSITIVE;
  if (e.upper < 0) return NEGATIVE;
  return e.lower === 0 && e.upper === 0 ? ZERO : UNKNOWN;
}

/** The sign with an exact 0 counted as positive: a crossing on an edge then lies between a 0 and a negative end. */
export const perturbed = (sign) => (sign === ZERO ? POSITIVE : sign);

/**
 * The parts of `relation` (./../expression/relation.js), its parameters at `values`: each comparison's difference,
 * its partial derivatives (null where too large) and its comparison; `isCurve` for an equation.
 * @param {import('../expression/relation.js').ParsedRelation} relation
 * @param {Record<string, number>} values
 */
export function implicitParts(relation, values = {}) {
  const links = relationComparisons(relation);
  const trees = links.map(({ left, right }) => ({ type: 'sum', terms: [{ isSubtracted: false, node: left }, { isSubtracted: true, node: right }] }));
  const compiled = (tree) => intervalFunction(tree, { values });
  const comparisons = links.map(({ comparison }) => comparison);
  return {
    differences: trees.map(compiled),
    gradients: trees.map((tree) => {
      // The mean value form is worth its cost only where the derivatives are about as small as the function.
      const size = sizeOf(tree, MAXIMUM_DERIVATIVE_SIZE);
      if (size === null) return null;
      const dx = slopeOf(tree);
      const dy = slopeOf(swappingCoordinates(tree));
      const limit = 4 * size + 32;
      return sizeOf(dx, limit) === null || sizeOf(dy, limit) === null ? null : { x: compiled(dx), y: compiled(swappingCoordinates(dy)) };
    }),
    comparisons,
    isCurve: comparisons.length === 1 && comparisons[0] === '=',
  };
}

/** The tree with x and y (the parameter y) exchanged: its derivative in x is the first's in y. */
export function swappingCoordinates(tree) {
  return replacingLeaves(tree, (leaf) => {
    if (leaf.type === 'variable') return { type: 'parameter', name: Y };
    return leaf.type === 'parameter' && leaf.name === Y ? { type: 'variable' } : leaf;
  });
}
