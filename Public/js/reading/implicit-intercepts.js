// The x- and y-intercepts of an implicit curve (docs/sampling.md#certified-drawing), as Swift's ImplicitIntercepts: where
// its equation L = R holds on an axis, the roots of L − R with y = 0 (a function of x) and of L − R with x = 0 (a
// function of y), found by the points-of-interest search.
//
//   implicitIntercepts(parseRelation('x^2 + y^2 = 4'), {}, 0, [-3, 3], [-3, 3])
//   // roots (−2, 0), (2, 0), y-intercepts (0, −2), (0, 2)

import { Y } from '../expression/relation.js';
import { replacingLeaves } from '../expression/tree.js';
import { compileParsed } from '../expression/evaluation.js';
import { pointsOfInterest } from './points-of-interest.js';

const ZERO = Object.freeze({ type: 'number', value: 0, text: '0' });

/**
 * Curve `index`'s intercepts: roots (x, 0) with x in `xRange`, then y-intercepts (0, y) with y in `yRange`; none for a
 * region.
 * @param {import('../expression/relation.js').ParsedRelation} relation
 * @param {Record<string, number>} values its parameters' values
 * @param {number} index
 * @param {[number, number]} xRange
 * @param {[number, number]} yRange
 */
export function implicitIntercepts(relation, values, index, [xMin, xMax], [yMin, yMax]) {
  if (relation.kind === 'region') return [];
  const [left, right] = relation.chains[0].operands;
  const difference = { type: 'sum', terms: [{ isSubtracted: false, node: left }, { isSubtracted: true, node: right }] };
  const isY = (leaf) => leaf.type === 'parameter' && leaf.name === Y;
  const onXAxis = replacingLeaves(difference, (leaf) => (isY(leaf) ? ZERO : leaf));
  const onYAxis = replacingLeaves(difference, (leaf) => {
    if (leaf.type === 'variable') return ZERO;
    return isY(leaf) ? { type: 'variable' } : leaf;
  });
  const zeros = (root, from, to) => {
    const parsed = { source: relation.source, root, declaredParameters: relation.declaredParameters };
    const own = Object.fromEntries(relation.declaredParameters.map((name) => [name, values[name]]));
    const { evaluate } = compileParsed(parsed, own);
    return pointsOfInterest([{ valueAt: evaluate, from: null, to: null }], from, to).points.filter((p) => p.kind === 'root').map((p) => p.x);
  };
  return [
    ...zeros(onXAxis, xMin, xMax).map((x) => ({ kind: 'root', x, y: 0, curves: [index] })),
    ...zeros(onYAxis, yMin, yMax).map((y) => ({ kind: 'y-intercept', x: 0, y, curves: [index] })),
  ];
}

/**
 * Puts one curve's intercepts into `points` (a points-of-interest list, curve by curve, then the intersections) in the
 * curve's place: after the points of the curves before it, before those of the curves after it (Swift's
 * `PointsOfInterest.adding(interceptsOf:)`).
 * @param {{curves: number[]}[]} points
 * @param {{curves: number[]}[]} intercepts all of one curve
 */
export function addIntercepts(points, intercepts) {
  if (intercepts.length === 0) return;
  const [index] = intercepts[0].curves;
  const place = points.findIndex(({ curves }) => curves.length > 1 || curves[0] > index);
  points.splice(place < 0 ? points.length : place, 0, ...intercepts);
}
