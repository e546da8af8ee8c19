// The viewport a sampling pass draws into, and why one may be refused: a port of
// Sources/PlotCore/Sampling/Viewport.swift (Viewport's checks and SamplingError), with the same
// messages as the command line's.

import { ulp } from '../double-ulp.js';

/** The largest side of a viewport, in device pixels: protects against a width of 1e9. */
export const MAXIMUM_PIXELS = 20_000;

/** Why a viewport or sampling request cannot be honoured; `field` names the culprit (`from`, `width`, …). */
export class SamplingError extends Error {
  /**
   * @param {string} field the option or field at fault, as the command line names it
   * @param {string} message
   */
  constructor(field, message) {
    super(message);
    this.name = 'SamplingError';
    this.field = field;
  }
}

/**
 * The visible data rectangle and the size it is drawn at. Pixel coordinates run right and down
 * from the top-left corner, as on screen.
 * @typedef {object} Viewport
 * @property {number} xMin
 * @property {number} xMax
 * @property {number} yMin
 * @property {number} yMax
 * @property {number} width in device pixels, 1 … 20000
 * @property {number} height in device pixels, 1 … 20000
 */

/**
 * Checks everything a caller could get wrong about a viewport, as Swift's `Viewport.init` does.
 * @param {Viewport} viewport
 * @throws {SamplingError} whose `field` (and message) names the culprit: from, to, ymin, ymax, width, height
 */
export function validateViewport(viewport) {
  const { xMin, xMax, yMin, yMax, width, height } = viewport;
  checkFinite('from', xMin);
  checkFinite('to', xMax);
  checkFinite('ymin', yMin);
  checkFinite('ymax', yMax);
  checkFinite('width', width);
  checkFinite('height', height);
  checkPixels('width', width);
  checkPixels('height', height);
  checkRange(xMin, xMax, 'from', 'to', width);
  checkRange(yMin, yMax, 'ymin', 'ymax', height);
}

function checkFinite(name, value) {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new SamplingError(name, `${name} must be a finite number, not ${swiftNumber(value)}`);
  }
}

function checkPixels(name, value) {
  if (!(value >= 1 && value <= MAXIMUM_PIXELS)) {
    throw new SamplingError(name, `${name} must be from 1 to ${MAXIMUM_PIXELS} pixels, not ${swiftNumber(value)}`);
  }
}

/**
 * A range must be increasing and hold at least as many doubles as it has pixels: what doubles cannot
 * tell apart cannot be drawn at pixel precision, and anything more can (a window 1.2e-12 tall around
 * y = 1 holds ~5400 doubles, plenty for 1000 rows).
 */
function checkRange(low, high, lower, upper, pixels) {
  if (!(low < high)) {
    throw new SamplingError(upper, `${upper} (${swiftNumber(high)}) must be greater than ${lower} (${swiftNumber(low)})`);
  }
  if (!Number.isFinite(high - low)) {
    throw new SamplingError(upper, `the range ${lower} … ${upper} is too wide`);
  }
  // The spacing of doubles at the range's largest magnitude: the coarsest in the range.
  const spacing = ulp(Math.max(Math.abs(low), Math.abs(high)));
  if (!((high - low) / spacing >= pixels)) {
    throw new SamplingError(upper, `the range ${lower} … ${upper} is too narrow to plot at this size (double precision)`);
  }
}

/** A number as Swift's `Double.description` writes it (`1.0`, `1e-05`, `1e+16`, `nan`), so messages match the CLI's. */
export function swiftNumber(value) {
  if (typeof value !== 'number') return String(value);
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  const magnitude = Math.abs(value);
  if (magnitude !== 0 && (magnitude < 1e-4 || magnitude > 2 ** 53)) {
    const [digits, exponent] = value.toExponential().split('e');
    const sign = exponent[0] === '-' ? '-' : '+';
    return `${digits}e${sign}${exponent.slice(1).padStart(2, '0')}`;
  }
  const text = String(value);
  return Number.isInteger(value) ? `${Object.is(value, -0) ? '-0' : text}.0` : text;
}
