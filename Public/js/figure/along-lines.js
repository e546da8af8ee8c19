// Drawn lines as a path for the trace (docs/site.md#trace): a picture curve (an implicit curve, the solution of a
// differential equation) has no parameter of its own, so the trace reads where along its drawn lines a point is by arc
// length, as along a parametric curve's t.
//
//   const drawn = alongCurve(withArcLength([Float64Array.of(0, 0, 3, 4)]));
//   drawn.length        // 5
//   drawn.pointAt(2.5)  // [1.5, 2]

/**
 * `segments` with `parameters`: each point's arc length along them, one piece after another (the trace reads where along
 * the curve a point is, as along a parametric curve's t).
 */
export function withArcLength(segments) {
  let length = 0;
  const parameters = segments.map((s) => {
    const ts = new Float64Array(s.length / 2);
    for (let k = 1; k < ts.length; k += 1) {
      length += Math.hypot(s[2 * k] - s[2 * k - 2], s[2 * k + 1] - s[2 * k - 1]);
      ts[k] = length;
    }
    if (ts.length > 0) ts[0] = ts.length > 1 ? ts[0] : length;
    return ts;
  });
  return Object.assign(segments, { parameters });
}

/** The drawn lines' point at arc length t (clamped to the lines), and their whole length. */
export function alongCurve(segments) {
  const parameters = segments.parameters ?? [];
  let length = 0;
  for (const ts of parameters) if (ts.length > 0) length = Math.max(length, ts[ts.length - 1]);
  return {
    length,
    pointAt(t) {
      for (const [index, ts] of parameters.entries()) {
        const s = segments[index];
        if (ts.length === 0 || t > ts[ts.length - 1]) continue;
        if (t <= ts[0]) return [s[0], s[1]];
        let k = 1;
        while (ts[k] < t) k += 1;
        const along = ts[k] === ts[k - 1] ? 0 : (t - ts[k - 1]) / (ts[k] - ts[k - 1]);
        return [s[2 * k - 2] + along * (s[2 * k] - s[2 * k - 2]), s[2 * k - 1] + along * (s[2 * k + 1] - s[2 * k - 1])];
      }
      return segments.length > 0 ? [segments.at(-1).at(-2), segments.at(-1).at(-1)] : [NaN, NaN];
    },
  };
}
