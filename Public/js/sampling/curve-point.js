// A point of the curve that a part of a sampling pass hands back (a climb's extreme, where a curve ends
// at a domain edge). Each part keeps one and overwrites it on its next call, so the hot path returns
// results without allocating: a caller reads the point it is given before asking that part again.
// (Swift returns Point values, which cost no allocation there.)

/** x and f(x), mutable. */
export class CurvePoint {
  constructor() {
    this.x = NaN;
    this.y = NaN;
  }
}
