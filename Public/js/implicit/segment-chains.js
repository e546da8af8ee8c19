// Joins pieces of line into polylines (docs/sampling.md#certified-drawing): pieces meet where they share an end to the
// last bit (a crossing located once on a pixel's edge), and a polyline runs on through every point where exactly two
// pieces meet; at a crossing of more it stops. Port of Sources/PlotCore/Implicit/SegmentChains.swift: the same order.

/**
 * @param {[[number, number], [number, number]][]} pieces
 * @returns {[number, number][][]} polylines of [x, y] points
 */
export function joinPieces(pieces) {
  // The pieces at each point, by x, then y (−0 and 0 are one point, as in Swift).
  const ends = new Map();
  const at = ([x, y]) => {
    let column = ends.get(x);
    if (column === undefined) ends.set(x, column = new Map());
    let list = column.get(y);
    if (list === undefined) column.set(y, list = []);
    return list;
  };
  pieces.forEach(([a, b], index) => {
    at(a).push(index);
    at(b).push(index);
  });
  const used = new Uint8Array(pieces.length);
  // The piece that goes on from `point` after piece `index`, where exactly two meet there.
  const next = (index, point) => {
    const touching = at(point);
    if (touching.length !== 2) return -1;
    const other = touching[0] === index ? touching[1] : touching[0];
    return used[other] ? -1 : other;
  };
  const lines = [];
  pieces.forEach(([a, b], start) => {
    if (used[start]) return;
    used[start] = 1;
    const line = [a, b];
    let [index, point] = [start, b];
    for (let following = next(index, point); following >= 0; following = next(index, point)) {
      used[following] = 1;
      point = same(pieces[following][0], point) ? pieces[following][1] : pieces[following][0];
      line.push(point);
      index = following;
    }
    const backward = [];
    [index, point] = [start, a];
    for (let preceding = next(index, point); preceding >= 0; preceding = next(index, point)) {
      used[preceding] = 1;
      point = same(pieces[preceding][0], point) ? pieces[preceding][1] : pieces[preceding][0];
      backward.push(point);
      index = preceding;
    }
    lines.push([...backward.reverse(), ...line]);
  });
  return lines;
}

const same = (p, q) => p[0] === q[0] && p[1] === q[1];
