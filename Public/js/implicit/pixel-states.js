// What a pixel of a certified drawing is (docs/sampling.md#certified-drawing), as ImplicitRun.State in Swift.

/** Not decided yet. */
export const PENDING = 0;
/** Not crossed by the curve; outside the region. */
export const EMPTY = 1;
/** Crossed by the curve; on the region's boundary. */
export const CROSSED = 2;
/** Inside the region. */
export const INSIDE = 3;
/** Not decided within the budget. */
export const UNDECIDED_PIXEL = 4;
