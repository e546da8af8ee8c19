// What the trace's marker reads (docs/site.md#trace), as pure functions of the numbers, so that node
// tests hold them and tracer.js only writes what they return: which curve a tap is near, the digits an
// (x, y) reading deserves at the current zoom, the keyboard's steps, where the label goes, and the
// words a screen reader hears. The numbers themselves are written as every reading is (graph/trace-reading.js).
//
//   nearestCurvePoint(segments, 412, 180, transform)    // { curve: 1, x: 0.62, distance: 7.5 } or null
//   readingTexts(1.3, Math.sin(1.3), transform, 2)      // { x: '1.3', y: '0.96356' }
//   announcement('sin x', { x: '1.3', y: '0.96356' })   // 'sin x: x = 1.3, y = 0.96356'

import { withMinusSigns } from '../decimal-text.js';
import { niceStep } from '../graph/ticks.js';
import { pixelDecimals, pointKindWord, pointNumber, readingNumber } from '../graph/trace-reading.js';
import { words, say, localNumber } from '../words/say.js';

/** A tap or click this close to a curve (CSS px) traces it (docs/site.md#trace). */
export const TRACE_RADIUS = 24;
/**
 * A pointer that goes down this close to the marker's dot (CSS px beyond its radius) drags the marker;
 * anywhere else a drag pans, even beside a curve: on a figure of several curves most of the graph is
 * near one, and the page says "drag to pan".
 */
export const GRAB_MARGIN_TOUCH = 6;
export const GRAB_MARGIN_MOUSE = 2;
/**
 * A tap snaps to a point-of-interest dot only this close to it (CSS px); farther off it reads the curve
 * at the tapped x, as a reader who tapped x = 2 beside a maximum at 1.5708 expects.
 */
export const DOT_RADIUS_TOUCH = 12;
export const DOT_RADIUS_MOUSE = 10;
/** The keyboard keeps the marker this far (CSS px) inside the frame, panning when it walks out. */
const KEY_MARGIN = 24;
/** The keyboard moves the marker by a nice step of at least this many CSS px; Shift by ten times as far. */
const KEY_STEP_PX = 8;
/** Significant digits y gets at least (0.96356), whatever the zoom (a point of interest gets 6, as its list: pointNumber). */
const Y_DIGITS = 5;
/** y never gets more than this many decimals beyond what tells two device pixels apart (no 1.2246e−16 for sin π). */
const Y_EXTRA_DECIMALS = 3;
/** Label offsets, CSS px: beside the marker for a mouse or the keyboard; clear of a fingertip for touch. */
const BESIDE = 10;
const FINGER_CLEARANCE = 44;
const EDGE = 4;
/** Estimated glyph width as a share of the font size (graph/figure-drawing.js guesses alike: no font metrics here). */
const GLYPH_WIDTH = 0.6;

/**
 * @typedef {{scale: number, scaleY: number, originX: number, originY: number, width: number, height: number}} Transform
 *   graph/view-transform.js: CSS px per unit and the origin's place, CSS px from the top-left corner
 */

/**
 * The point of a drawn curve nearest to (px, py), if one is within `radius`: the curve's index, the
 * data x of that point and its distance, CSS px. Distances are measured to the polylines as drawn
 * (the sampler's segments, never joined across a pole or a gap), in CSS px, so a stretched axis
 * counts as it looks. On a tie the lower index wins.
 * @param {Float64Array[][]} curves per curve, its segments in data coordinates [x0, y0, x1, y1, …]
 * @param {number} px CSS px from the graph's left edge
 * @param {number} py CSS px from the top edge
 * @param {Transform} t
 * @param {number} [radius]
 * @returns {{curve: number, x: number, distance: number, parameter?: number} | null} `parameter`: on a
 *   parametric curve, the t of that point (interpolated between its samples' t)
 */
export function nearestCurvePoint(curves, px, py, t, radius = TRACE_RADIUS) {
  let best = null;
  let bestDistance = radius;
  // Only points within the radius horizontally can be near: the rest are skipped without a square root.
  const left = px - radius;
  const right = px + radius;
  curves.forEach((segments, curve) => {
    segments.forEach((s, index) => {
      // A parametric curve's segments carry each point's t (figure-sampler.js): the nearest point's is read too.
      const ts = segments.parameters?.[index] ?? null;
      let ax = t.originX + s[0] * t.scale;
      let ay = t.originY - s[1] * t.scaleY;
      if (s.length === 2 && ax >= left && ax <= right) {
        const distance = Math.hypot(px - ax, py - ay);
        if (distance < bestDistance || (distance === bestDistance && best === null)) {
          [best, bestDistance] = [{ curve, x: s[0], distance, ...(ts && { parameter: ts[0] }) }, distance];
        }
      }
      for (let i = 2; i + 1 < s.length; i += 2) {
        const bx = t.originX + s[i] * t.scale;
        const by = t.originY - s[i + 1] * t.scaleY;
        if (!((ax < left && bx < left) || (ax > right && bx > right))) {
          const dx = bx - ax;
          const dy = by - ay;
          const length = dx * dx + dy * dy;
          const along = length === 0 ? 0 : Math.min(1, Math.max(0, ((px - ax) * dx + (py - ay) * dy) / length));
          const distance = Math.hypot(px - ax - along * dx, py - ay - along * dy);
          if (distance < bestDistance || (distance === bestDistance && best === null)) {
            best = { curve, x: (ax + along * dx - t.originX) / t.scale, distance };
            if (ts) best.parameter = ts[i / 2 - 1] + along * (ts[i / 2] - ts[i / 2 - 1]);
            bestDistance = distance;
          }
        }
        ax = bx;
        ay = by;
      }
    });
  });
  return best;
}

/**
 * The decimals x and y are shown with at this zoom: x to the device pixel; y to the device pixel too,
 * but with at least five significant digits (a reading, not a ruler), and at most three decimals more
 * than the pixel asks for, so a value that is 0 up to rounding reads 0.
 * @param {number} y the value shown (its size decides its significant digits)
 * @param {Transform} t
 * @param {number} density device pixels per CSS px
 * @returns {{x: number, y: number}}
 */
export function readingDecimals(y, t, density) {
  const x = pixelDecimals(1 / (t.scale * density));
  const yPixel = pixelDecimals(1 / (t.scaleY * density));
  const ySignificant = y === 0 || !Number.isFinite(y) ? yPixel : Y_DIGITS - 1 - Math.floor(Math.log10(Math.abs(y)));
  return { x, y: Math.min(Math.max(yPixel, ySignificant), yPixel + Y_EXTRA_DECIMALS) };
}

/**
 * `x` rounded to what the reading shows, so that the y shown is the curve's value at the x shown.
 * @param {number} x
 * @param {Transform} t
 * @param {number} density
 * @returns {number}
 */
export function shownX(x, t, density) {
  const text = readingNumber(x, pixelDecimals(1 / (t.scale * density)));
  return text === null ? x : Number(text);
}

/**
 * The texts of a reading, with true minus signs like the tick labels: y is null where the curve is
 * undefined. A point of interest (`exact`) is written with six significant digits, as its list is.
 * @param {number} x
 * @param {number} y NaN or ±Infinity where undefined
 * @param {Transform} t
 * @param {number} density
 * @param {boolean} [exact]
 * @returns {{x: string, y: string | null}}
 */
export function readingTexts(x, y, t, density, exact = false) {
  if (exact) return { x: pointNumber(x), y: Number.isFinite(y) ? pointNumber(y) : null };
  const decimals = readingDecimals(y, t, density);
  const yText = readingNumber(y, decimals.y);
  return { x: withMinusSigns(readingNumber(x, decimals.x) ?? String(x)), y: yText === null ? null : withMinusSigns(yText) };
}

/**
 * The keyboard's step along x: a nice number (1, 2 or 5 × 10ⁿ) of at least KEY_STEP_PX CSS px, or
 * ten times as far (`large`, with Shift), so the marker walks through readable x values (1.3, 1.35…).
 * @param {number} scale CSS px per unit along x
 * @param {boolean} [large]
 * @returns {number}
 */
export function keyStep(scale, large = false) {
  return niceStep((large ? 10 * KEY_STEP_PX : KEY_STEP_PX) / scale);
}

/**
 * The next multiple of `step` after x (`direction` 1) or before it (−1): a marker off the grid (put
 * there by a tap) first steps onto it. Computed as index × step, so 13 steps of 0.1 are 1.3, not
 * 1.2999999999999998; −0 is 0.
 * @param {number} x
 * @param {number} step
 * @param {1 | -1} direction
 * @returns {number}
 */
export function steppedX(x, step, direction) {
  const position = x / step;
  const index = direction > 0 ? Math.floor(position + 1e-9) + 1 : Math.ceil(position - 1e-9) - 1;
  return index * step + 0;
}

/**
 * The multiple of `step` nearest to x (where `t` starts tracing: the view's centre).
 * @param {number} x
 * @param {number} step
 * @returns {number}
 */
export function nearestStep(x, step) {
  return Math.round(x / step) * step + 0;
}

/**
 * How far to pan (CSS px) so that a marker the keyboard walked to px stays KEY_MARGIN inside a frame `width` wide
 * (a quarter of a narrow one): 0 where it is in view.
 * @param {number} px
 * @param {number} width
 * @returns {number}
 */
export function inViewShift(px, width) {
  const margin = Math.min(KEY_MARGIN, width / 4);
  if (px < margin) return margin - px;
  return px > width - margin ? width - margin - px : 0;
}

/**
 * Where the reading's label goes (its baseline and anchor), CSS px from the graph's corner. For a
 * mouse or the keyboard, beside the marker: up and to the right (to the left near the right edge,
 * below it near the top). For a finger (`finger`: where it touches, or null once it has lifted),
 * never under the fingertip: centred above both marker and finger, else below both, else (a short
 * frame with marker and finger far apart) beside the finger on the roomier side. Inside the frame.
 * @param {{x: number, y: number}} marker
 * @param {string} text
 * @param {{width: number, height: number, fontSize: number, touch: boolean, finger?: {x: number, y: number} | null}} frame
 * @returns {{x: number, y: number, anchor: 'start' | 'middle' | 'end'}}
 */
export function labelPlacement(marker, text, { width, height, fontSize, touch, finger = null }) {
  const textWidth = [...text].length * GLYPH_WIDTH * fontSize;
  const inFrameY = (y) => Math.min(Math.max(y, fontSize + EDGE), height - EDGE);
  if (touch) {
    const half = textWidth / 2;
    const centred = Math.min(Math.max(marker.x, half + EDGE), Math.max(half + EDGE, width - half - EDGE));
    const touched = finger ?? marker;
    const above = Math.min(marker.y, touched.y) - FINGER_CLEARANCE;
    if (above - fontSize >= EDGE) return { x: centred, y: above, anchor: 'middle' };
    const below = Math.max(marker.y, touched.y) + FINGER_CLEARANCE + fontSize;
    if (below <= height - EDGE) return { x: centred, y: below, anchor: 'middle' };
    const y = inFrameY(marker.y + fontSize / 2);
    return touched.x <= width / 2
      ? { x: touched.x + FINGER_CLEARANCE, y, anchor: 'start' }
      : { x: touched.x - FINGER_CLEARANCE, y, anchor: 'end' };
  }
  const fitsRight = marker.x + BESIDE + textWidth <= width - EDGE;
  const above = marker.y - BESIDE;
  const y = above - fontSize >= EDGE ? above : marker.y + BESIDE + fontSize;
  const x = fitsRight ? marker.x + BESIDE : Math.max(marker.x - BESIDE, textWidth + EDGE);
  return { x: fitsRight ? x : Math.min(x, width - EDGE), y: inFrameY(y), anchor: fitsRight ? 'start' : 'end' };
}

/**
 * What the live region says of a reading: `sin x: x = 1.3, y = 0.96356`, or `…, y undefined`
 * (German: `sin x: x = 1,3; y = 0,96356`).
 * @param {string | null} name the curve's name; null for a lone unnamed curve
 * @param {{x: string, y: string | null}} texts
 * @param {typeof words} [table] the site's word table by default
 * @returns {string}
 */
export function announcement(name, texts, table = words) {
  const { x, y } = localTexts(texts, table);
  const reading = withParameter(y === null ? say(table.trace.readingUndefined, { x }) : say(table.trace.reading, { x, y }), texts, table);
  return name === null ? reading : say(table.trace.named, { curve: name, reading });
}

/**
 * The marker's label: `(1.3, 0.96356)`, or at a point of interest `Maximum (1.5708, 1)` (German
 * `Maximum (1,5708; 1)`).
 * @param {{x: string, y: string}} texts
 * @param {string | null} kind the point of interest's kind, or null
 * @param {typeof words} [table]
 * @returns {string}
 */
export function markerText(texts, kind, table = words) {
  const { x, y } = localTexts(texts, table);
  const label = kind === null ? say(table.trace.label, { x, y }) : say(table.trace.labelPoint, { kind: pointKindWord(kind, table), x, y });
  return withParameter(label, texts, table);
}

/** A reading's texts with the table's decimal separator. */
function localTexts({ x, y }, table) {
  const separator = table.number.decimal;
  return { x: localNumber(x, separator), y: y === null ? null : localNumber(y, separator) };
}

/**
 * On a parametric curve (`texts.t`, `texts.variable`), the reading after its parameter: `t = 0.8: (0.69671, 0.71736)`;
 * on a sequence (`texts.term`), its own reading instead: `n = 7: a₇ = 2.5465` (German `n = 7: a₇ = 2,5465`).
 */
function withParameter(reading, texts, table) {
  if (texts.term !== undefined) return localNumber(texts.term, table.number.decimal);
  if (texts.t === undefined) return reading;
  return say(table.trace.withParameter, { variable: texts.variable, t: localNumber(texts.t, table.number.decimal), reading });
}

/**
 * The first curve after `curve` in `direction` (±1) that the trace can follow, or −1: a picture curve follows only
 * where it offers a line (an implicit curve, a solution) or terms (a sequence); a region or a slope or vector field
 * has no y to read.
 */
export function traceableAfter(curves, curve, direction) {
  for (let i = curve + direction; i >= 0 && i < curves.length; i += direction) {
    const { picture, path, sequence } = curves[i];
    if (!picture || path || sequence) return i;
  }
  return -1;
}
