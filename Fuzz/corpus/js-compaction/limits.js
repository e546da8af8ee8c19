// The numeric limits the browser code shares with the Swift side (docs/manifest.md#limits), defined
// once here and imported wherever JS checks them. Tests/Fixtures/limits.json holds the same values for
// both languages; Tests/JS/shared-limits.test.mjs holds these against it. The expression language's
// own limits (length, depth) stay with its errors, in expression/errors.js.

/** The accepted number of uniform samples (intervals), as in Swift's `SamplingMode.uniformRange`. */
export const SAMPLES = Object.freeze({ min: 2, max: 10_000 });

/**
 * The largest xMax a gallery plot may have (docs/manifest.md#limits); also the largest a Calculator link may ask
 * for, so that every plot page's "open in Calculator" link works.
 */
export const GALLERY_X_MAX = 100_000;

/** The largest X-Max the Configuration page accepts (docs/manifest.md#limits: 0 < X-Max ≤ 100). */
export const CALCULATOR_X_MAX = 100;
