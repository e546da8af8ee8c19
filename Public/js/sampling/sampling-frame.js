// The frame one sampling pass draws into, in the units the sampler judges in: device pixels. A port of
// Sources/PlotCore/Sampling/SamplingFrame.swift, with the arithmetic written in the same order, so both
// languages round alike.

/** Pixel ys are clamped this far outside the frame, so huge values near poles stay harmless. */
const CLAMP_DISTANCE = 1e6;

/** The viewport of a sampling pass with its clip band: conversions to pixels and the tests made on them. */
export class SamplingFrame {
  /**
   * @param {import('./viewport.js').Viewport} viewport already validated
   * @param {number} margin how far outside the frame, in device pixels, lines are clipped
   */
  constructor(viewport, margin) {
    this.xMin = viewport.xMin;
    this.xMax = viewport.xMax;
    this.yMin = viewport.yMin;
    this.yMax = viewport.yMax;
    this.width = viewport.width;
    this.height = viewport.height;
    /** How many device-pixel columns auto mode samples: every started one. */
    this.columns = Math.ceil(viewport.width);
    // Pixels per data unit, kept so that conversions multiply rather than divide (as in Swift).
    this.xScale = viewport.width / (viewport.xMax - viewport.xMin);
    this.yScale = viewport.height / (viewport.yMax - viewport.yMin);
    this.margin = margin;
    // The rows pixelY() and clippedRow() clamp to, worked out once (the same doubles).
    this.clampTop = -CLAMP_DISTANCE;
    this.clampBottom = viewport.height + CLAMP_DISTANCE;
    this.clipTop = -margin;
    this.clipBottom = viewport.height + margin;
    // The values a band that reaches beyond the frame is drawn to: the middle of the clip band, so its
    // lines end beyond the frame without being cut there (Viewport.dataY's arithmetic, as in Swift).
    const yRange = viewport.yMax - viewport.yMin;
    this.bandCeiling = viewport.yMax - (-margin / 2 / viewport.height) * yRange;
    this.bandFloor = viewport.yMax - ((viewport.height + margin / 2) / viewport.height) * yRange;
  }

  pixelX(x) {
    return (x - this.xMin) * this.xScale;
  }

  /** Pixel y, clamped far outside the frame; NaN where undefined. */
  pixelY(y) {
    if (!Number.isFinite(y)) return NaN;
    const py = (this.yMax - y) * this.yScale;
    return Math.min(Math.max(py, this.clampTop), this.clampBottom);
  }

  /** The pixel row of y, clamped to the band just outside the frame where lines are clipped. */
  clippedRow(y) {
    // pixelY(y), written out: small enough to be inlined wherever it is called.
    const row = Math.min(Math.max((this.yMax - y) * this.yScale, this.clampTop), this.clampBottom);
    return Math.min(Math.max(Number.isFinite(y) ? row : NaN, this.clipTop), this.clipBottom);
  }

  /** Both pixel ys beyond the same edge of the clip band: nothing between them shows. */
  isHidden(a, b) {
    const top = this.clipTop;
    const bottom = this.clipBottom;
    return (a < top && b < top) || (a > bottom && b > bottom);
  }

  /** Whether the pixel rows a and b lie beyond opposite edges of the clip band: a pole between them. */
  spansClipBand(a, b) {
    const top = this.clipTop;
    const bottom = this.clipBottom;
    return (a < top && b > bottom) || (a > bottom && b < top);
  }

  /** Whether y is defined and its row lies within the clip band (a line to it is not cut). */
  isInClipBand(y) {
    const row = this.pixelY(y);
    return row >= this.clipTop && row <= this.clipBottom;
  }

  /** Whether y lies within the frame's y-range. */
  isVisible(y) {
    return y >= this.yMin && y <= this.yMax;
  }

  /**
   * The edge of device-pixel column k (k = 0 … columns) in data units, computed the same way for every
   * restriction, so a restricted curve keeps the unrestricted one's columns.
   */
  columnEdge(k) {
    const columns = this.columns;
    return k === columns ? this.xMax : this.xMin + ((this.xMax - this.xMin) * k) / columns;
  }
}
