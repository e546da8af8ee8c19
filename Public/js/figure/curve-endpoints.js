// A curve's endpoint dots (docs/manifest.md#curves): the jumps and holes the sampler found, unless the
// curve turns them off, and the dots asked for at its `from` and `to`. A port of
// Sources/PlotCore/Figure/CurveEndpoints.swift, so the live dots are the build's.
//
//   curveDots({ valueAt: (x) => x * x, from: 0, to: 2, endpoints: { atJumps: true, from: 'closed', to: 'open' } }, [])
//   // [{ x: 0, y: 0, open: false }, { x: 2, y: 4, open: true }]

/**
 * @typedef {{x: number, y: number, open: boolean}} Endpoint a dot, as the sampler reports it
 */

/** What a curve that does not say gets (a figure made without figure-model.js's check). */
const AT_JUMPS = Object.freeze({ atJumps: true, from: null, to: null });

/**
 * The dots of `curve` whose sampling found `sampled`: those, when the curve has them, and the dots
 * asked for at its ends, each at the curve's value there — none where it is undefined. In increasing x.
 * @param {import('../graph/figure-model.js').FigureCurve} curve
 * @param {Endpoint[]} sampled
 * @returns {Endpoint[]}
 */
export function curveDots(curve, sampled) {
  const endpoints = curve.endpoints ?? AT_JUMPS;
  if (endpoints.from === null && endpoints.to === null) return endpoints.atJumps ? sampled : [];
  const dots = [];
  const end = (x, kind) => {
    const y = curve.valueAt(x);
    if (Number.isFinite(y)) dots.push({ x, y, open: kind === 'open' });
  };
  if (endpoints.from !== null && curve.from !== null) end(curve.from, endpoints.from);
  if (endpoints.atJumps) dots.push(...sampled);
  if (endpoints.to !== null && curve.to !== null) end(curve.to, endpoints.to);
  return dots;
}
