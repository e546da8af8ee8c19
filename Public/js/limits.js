// The numeric limits the browser code shares with the Swift side, as the modules that check them
// import them. Their values are defined once, in ./shared-constants.js (section `limits`), which the
// Swift build reads too. The expression language's own limits (length, depth) stay with its errors,
// in expression/errors.js.

import shared from './shared-constants.js';

const { limits, fields } = shared;

/** The accepted number of uniform samples (intervals), as in Swift's `SamplingMode.uniformRange`. */
export const SAMPLES = Object.freeze({ min: limits.samplesMin, max: limits.samplesMax });

/**
 * The largest xMax a gallery plot may have; also the largest a Calculator link may ask for, so that
 * every plot page's "open in Calculator" link works.
 */
export const GALLERY_X_MAX = limits.galleryXMax;

/** The largest X-Max the Configuration page accepts (0 < X-Max ≤ CALCULATOR_X_MAX). */
export const CALCULATOR_X_MAX = limits.calculatorXMax;

/**
 * The most jumps of one curve in view that the sampler still marks with endpoints; with more, it
 * reports none (as Swift's `Endpoint.jumpLimit`).
 */
export const ENDPOINT_JUMPS_MAX = limits.endpointJumpsMax;

/**
 * The budget of the certified drawing of implicit curves and regions (docs/sampling.md#certified-drawing), as Swift's
 * `SharedLimits.implicit…`: how many times a pixel may be halved, how many interval evaluations one pixel may take,
 * how many steps of interval arithmetic one drawing may take in all, how many steps locate a crossing on a pixel's edge,
 * how many device pixels one drawing may have.
 */
export const IMPLICIT = Object.freeze({
  subpixelDepth: limits.implicitSubpixelDepth,
  pixelEvaluations: limits.implicitPixelEvaluations,
  stepsMax: limits.implicitStepsMax,
  edgeBisections: limits.implicitEdgeBisections,
  pixelsMax: limits.implicitPixelsMax,
});

/**
 * Slope and vector fields (docs/sampling.md#slope-and-vector-fields), as Swift's `SharedFields`: a cell's side in CSS px,
 * a mark's length as a share of it, how many shades a vector field's arrows take, the most cells a frame draws.
 */
export const FIELDS = Object.freeze({
  cell: shared.fields.fieldCell,
  markShare: shared.fields.fieldMarkShare,
  shades: shared.fields.fieldShades,
  cellsMax: shared.fields.fieldCellsMax,
});

/**
 * The numbers of differential equations (docs/sampling.md#differential-equations), as Swift's `PlotLimits.ode…`: a step's
 * error and a chord's distance from the dense output in device pixels, how many times a step is halved for output, the
 * margin in frame heights, the shortest step in pixels, the steepest slope in pixels per pixel, the first and longest
 * step as divisors of the frame's width, the most tried steps of one direction, and the most steps of Euler's method.
 */
export const ODE = Object.freeze({
  stepTolerancePixels: fields.odeStepTolerancePx,
  chordTolerancePixels: fields.odeChordTolerancePx,
  chordDepth: fields.odeChordDepth,
  marginHeights: fields.odeMarginHeights,
  minStepPixels: fields.odeMinStepPx,
  steepestSlope: fields.odeSteepestSlope,
  firstStepDivisor: fields.odeFirstStepDivisor,
  longestStepDivisor: fields.odeLongestStepDivisor,
  stepsMax: fields.odeStepsMax,
  tableRefinement: fields.odeTableRefinement,
  eulerStepsMax: fields.eulerStepsMax,
  eulerDotsMax: fields.eulerDotsMax,
  eulerDotSpacingPixels: fields.eulerDotSpacingPx,
});
