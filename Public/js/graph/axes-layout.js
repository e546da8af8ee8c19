// Where the axes, grid lines, ticks and labels of a plot go: a line-for-line port of
// Sources/PlotSVG/AxesLayout.swift, so that the live SVG matches the build-time one exactly.
// Lines sit on device-pixel centres so a 1-device-pixel stroke stays crisp. The axes pass through the
// origin; where the window does not contain it, an axis runs along the nearest edge of the frame, ticks
// pointing inwards, labels inside. The xMax and yMax labels go on the other side of their axis from the
// tick labels where that side is inside the frame, else beside them — on the other side where a curve
// passes close to them and not to that place; yMax goes a line under the x tick labels where the x-axis
// is held at the top edge — and no label covers one placed before it (range ends first, with a wider
// berth, then x ticks, then y ticks).

import { ticks, tickLabel, ticksLabel, endLabel } from './ticks.js';
import { svgNumber } from './svg-number.js';
import { words, localNumber } from '../words/say.js';
import { LABEL_CLEARANCE, inflated, overlaps, textBox } from './figure-drawing.js';

/** Average glyph width as a share of the font size, for estimating label widths. */
const GLYPH_WIDTH = 0.62;
/** How much wider the bold (600) range labels are than the tick labels. */
const BOLD_WIDTH = 1.15;
/** The space (SVG units) a tick label keeps from a range label, beyond the gap between any two labels. */
const RANGE_END_BERTH = 4;
/** Length of a tick mark, CSS px. */
const TICK = 4;
const NO_FLIPS = Object.freeze({ x: false, y: false });
const DEFAULT_AXES = Object.freeze({ xTicks: 'auto', yTicks: 'auto', xTitle: null, yTitle: null });

/**
 * @typedef {object} Label
 * @property {string} text
 * @property {number} x SVG units (CSS px)
 * @property {number} y
 * @property {'start' | 'middle' | 'end'} anchor
 * @property {boolean} isRangeEnd the xMax / yMax label
 * @property {boolean} [flipped] a range label on the other side of its axis, off a curve
 * @property {boolean} [isTitle] an axis's title: words, not a number in the language's decimals
 */

/**
 * @typedef {object} AxisSettings a plot's own settings of its axes (docs/manifest.md#axes)
 * @property {'auto' | 'pi'} xTicks decimal steps or multiples of π
 * @property {'auto' | 'pi'} yTicks
 * @property {string | null} xTitle the x-axis's title, drawn near its right end; null: none
 * @property {string | null} yTitle the y-axis's title, drawn near its top; null: none
 */

/**
 * @typedef {object} AxesLayout
 * @property {string} axesPath the `d` of the axes and tick marks
 * @property {string} gridPath the `d` of the grid lines ('' when there are none)
 * @property {Label[]} labels tick labels, then xMax and yMax
 * @property {{x: boolean, y: boolean}} flips whether xMax and yMax went to the other side of their axis
 */

/**
 * Lays out axes, grid and labels for a viewport in device pixels drawn at `density`
 * device pixels per SVG unit. The labels' numbers take `separator` as their decimal mark (German
 * `−2,5`, as the build-time SVG of a German site): it changes no label's length, so no place.
 * @param {{xMin: number, xMax: number, yMin: number, yMax: number, width: number, height: number}} v
 * @param {number} density
 * @param {number} fontSize SVG units
 * @param {string} [separator] the site's decimal separator by default
 * @param {object} [options]
 * @param {import('../labels/curve-index.js').CurveIndex | null} [options.curves] the frame's curves: the range
 *   labels keep off them where they can, as at build time
 * @param {{x: boolean, y: boolean}} [options.flips] without curves, which range labels go to their
 *   other side: the live view keeps the sides chosen when it last rested while it pans
 * @param {AxisSettings} [options.axes] how the axes are ticked and titled
 * @returns {AxesLayout}
 */
export function axesLayout(v, density, fontSize, separator = words.number.decimal, { curves = null, flips = NO_FLIPS, axes: settings = DEFAULT_AXES } = {}) {
  const w = v.width / density;
  const h = v.height / density;
  const xScale = v.width / (v.xMax - v.xMin);
  const yScale = v.height / (v.yMax - v.yMin);
  const pixelX = (x) => (x - v.xMin) * xScale;
  const pixelY = (y) => (v.yMax - y) * yScale;
  /** The centre of the device pixel nearest to a device coordinate, in SVG units. */
  const crisp = (device, limit) => (Math.min(Math.max(Math.floor(device), 0), limit - 1) + 0.5) / density;
  const n = (value) => svgNumber(value, 2);

  // Axes through the origin, or along the nearest edge when the origin is out of view.
  const axisY = crisp(pixelY(Math.min(Math.max(0, v.yMin), v.yMax)), v.height);
  const axisX = crisp(pixelX(Math.min(Math.max(0, v.xMin), v.xMax)), v.width);
  // Tick marks straddle an axis inside the frame, and point inwards from one on its edge.
  const xTickTop = Math.min(Math.max(axisY - TICK / 2, 0), h - TICK);
  const yTickLeft = Math.min(Math.max(axisX - TICK / 2, 0), w - TICK);
  let axes = `M0 ${n(axisY)}H${n(w)}M${n(axisX)} 0V${n(h)}`;
  let grid = '';

  // x ticks: at least one label width (plus a gap) apart.
  const unitsPerSVGX = (v.xMax - v.xMin) / w;
  let xTicks = ticks(v.xMin, v.xMax, 60 * unitsPerSVGX, settings.xTicks);
  const widest = maximum(xTicks.values.map((value) => labelWidth(textOf(xTicks, value), fontSize)));
  if (widest + 12 > xTicks.step / unitsPerSVGX) xTicks = ticks(v.xMin, v.xMax, (widest + 12) * unitsPerSVGX, settings.xTicks);
  const xLabelsBelow = axisY + fontSize + 6 <= h;
  // y ticks: a line and a half of text apart.
  const unitsPerSVGY = (v.yMax - v.yMin) / h;
  const yTicks = ticks(v.yMin, v.yMax, fontSize * 2.4 * unitsPerSVGY, settings.yTicks);
  const yWidest = maximum(yTicks.values.map((value) => labelWidth(textOf(yTicks, value), fontSize)));
  const yLabelsLeft = axisX - yWidest - 6 >= 0;

  // xMax at the right end of the x-axis, yMax at the top of the y-axis: opposite the tick labels
  // where that side is inside the frame, else on their side; on the other side where a curve passes
  // close to the first and not to the other (or where `flips` says so).
  const xEndText = endLabel(v.xMax);
  const yEndText = endLabel(v.yMax);
  const xEndAboveFits = axisY - fontSize - 5 >= 0;
  const xEndAbove = !xLabelsBelow || xEndAboveFits;
  const xEndLabel = (above) => label(xEndText, w - 3, above ? axisY - 5 : axisY + fontSize + 3, 'end', true);
  const yEndWidth = labelWidth(yEndText, fontSize) * BOLD_WIDTH;
  const yEndRightFits = axisX + 6 + yEndWidth <= w;
  const yEndLeftFits = axisX - 6 - yEndWidth >= 0;
  const yEndRight = yLabelsLeft ? yEndRightFits : !yEndLeftFits;
  // An x-axis held at the top edge (the origin above the window) has its tick labels in the top row:
  // yMax goes a line under them rather than among them (`−2  −96.71  2` would read as one row of ticks).
  const yEndY = v.yMax < 0 && xLabelsBelow ? axisY + 2 * fontSize + 7 : fontSize + 2;
  const yEndLabel = (right) => label(yEndText, right ? axisX + 6 : axisX - 6, yEndY, right ? 'start' : 'end', true);
  /** Whether a curve passes within LABEL_CLEARANCE of a range label. */
  const isCrowded = (end) => {
    const area = textBox(end.x, end.y, end.anchor, labelWidth(end.text, fontSize) * BOLD_WIDTH, fontSize);
    return curves.distance(area, LABEL_CLEARANCE) < LABEL_CLEARANCE;
  };
  const xFlips = (xEndAbove ? xLabelsBelow : xEndAboveFits)
    && (curves ? isCrowded(xEndLabel(xEndAbove)) && !isCrowded(xEndLabel(!xEndAbove)) : flips.x);
  const xEnd = { ...xEndLabel(xEndAbove !== xFlips), flipped: xFlips };
  const yFlips = (yEndRight ? yEndLeftFits : yEndRightFits)
    && (curves ? isCrowded(yEndLabel(yEndRight)) && !isCrowded(yEndLabel(!yEndRight)) : flips.y);
  let yEnd = { ...yEndLabel(yEndRight !== yFlips), flipped: yFlips };
  if (overlaps(labelBox(xEnd, fontSize), labelBox(yEnd, fontSize))) {
    // Both ends in the top-right corner (the origin beyond it): yMax goes a line lower.
    yEnd = { ...label(yEndText, yEnd.x, Math.max(yEnd.y, xEnd.y) + fontSize + 2, yEnd.anchor, true), flipped: yFlips };
  }
  const titles = axisTitles(settings, { xEnd, yEnd, axisX, axisY, w, h }, fontSize);
  // Tick labels keep a wider berth from the bold range labels, so that `250` does not crowd `200`,
  // and from the axes' titles.
  const occupied = [xEnd, yEnd, ...titles].map((end) => inflated(labelBox(end, fontSize), RANGE_END_BERTH));
  const tickLabels = [];
  /** Places a tick label unless it would cover a label already placed. */
  const place = (tickLabel) => {
    const area = labelBox(tickLabel, fontSize);
    if (occupied.some((other) => overlaps(other, area))) return;
    occupied.push(area);
    tickLabels.push(tickLabel);
  };

  for (const value of xTicks.values) {
    if (value === 0) continue;
    const x = crisp(pixelX(value), v.width);
    axes += `M${n(x)} ${n(xTickTop)}v${n(TICK)}`;
    grid += `M${n(x)} 0V${n(h)}`;
    const text = textOf(xTicks, value);
    const half = labelWidth(text, fontSize) / 2;
    if (x - half < 2 || x + half > w - 2) continue;
    place(label(text, x, xLabelsBelow ? axisY + fontSize + 3 : axisY - 5, 'middle'));
  }
  for (const value of yTicks.values) {
    if (value === 0) continue;
    const y = crisp(pixelY(value), v.height);
    axes += `M${n(yTickLeft)} ${n(y)}h${n(TICK)}`;
    grid += `M0 ${n(y)}H${n(w)}`;
    if (y - fontSize < 2 || y + fontSize / 2 > h - 2) continue;
    place(label(textOf(yTicks, value), yLabelsLeft ? axisX - 6 : axisX + 6, y + fontSize * 0.35,
      yLabelsLeft ? 'end' : 'start'));
  }
  const labels = [...tickLabels, ...titles, xEnd, yEnd];
  if (separator !== '.') for (const placed of labels) if (!placed.isTitle) placed.text = localNumber(placed.text, separator);
  return { axesPath: axes, gridPath: grid, labels, flips: { x: xFlips, y: yFlips } };
}

/**
 * The axes' titles, each in the first of its places that is inside the frame and covers no range label
 * or title placed before: the x-axis's on the xMax label's line ending left of it, at the right end on
 * the other side of the axis, or a line beyond the xMax label; the y-axis's a line under the yMax label
 * on its side, on the other side of the axis, or two lines under it on its side. Then the same places
 * moved sideways into the frame; where none is free, the first of those (as AxesLayout.swift).
 * @param {AxisSettings} axes
 * @param {{xEnd: Label, yEnd: Label, axisX: number, axisY: number, w: number, h: number}} frame
 * @param {number} fontSize
 * @returns {Label[]}
 */
function axisTitles(axes, { xEnd, yEnd, axisX, axisY, w, h }, fontSize) {
  const avoided = [labelBox(xEnd, fontSize), labelBox(yEnd, fontSize)];
  const titles = [];
  const isFree = (title) => {
    const area = labelBox(title, fontSize);
    return area.left >= 0 && area.right <= w && area.top >= 0 && area.bottom <= h && !avoided.some((other) => overlaps(other, area));
  };
  /** `title` moved sideways into the frame. */
  const clamped = (title) => {
    const area = labelBox(title, fontSize);
    const shift = area.left < 0 ? -area.left : area.right > w ? w - area.right : 0;
    return { ...title, x: title.x + shift };
  };
  const placed = (places) => {
    const title = [...places, ...places.map(clamped)].find(isFree) ?? clamped(places[0]);
    titles.push(title);
    avoided.push(labelBox(title, fontSize));
  };
  const title = (text, x, y, anchor) => ({ ...label(text, x, y, anchor), isTitle: true });
  const xEndAbove = xEnd.y < axisY;
  if (axes.xTitle) {
    placed([
      title(axes.xTitle, labelBox(xEnd, fontSize).left - 2, xEnd.y, 'end'),
      title(axes.xTitle, w - 3, xEndAbove ? axisY + fontSize + 3 : axisY - 5, 'end'),
      title(axes.xTitle, w - 3, xEndAbove ? xEnd.y - fontSize - 4 : xEnd.y + fontSize + 4, 'end'),
    ]);
  }
  if (axes.yTitle) {
    const below = yEnd.y + fontSize + 4;
    const across = yEnd.anchor === 'start' ? 'end' : 'start';
    placed([
      title(axes.yTitle, yEnd.x, below, yEnd.anchor),
      title(axes.yTitle, yEnd.anchor === 'start' ? axisX - 6 : axisX + 6, below, across),
      title(axes.yTitle, yEnd.x, below + fontSize + 4, yEnd.anchor),
    ]);
  }
  return titles;
}

/** A tick's text: its multiple of π, or its decimals (cached). */
function textOf(t, value) {
  return t.piFraction ? ticksLabel(t, value) : cachedTickLabel(value, t.step);
}

/**
 * The estimated rectangle a label covers, 2 units larger on every side (a gap between labels): digits
 * and signs stand on the baseline and reach about three quarters of the font size above it.
 * @param {Label} text
 * @param {number} fontSize
 * @returns {import('./figure-drawing.js').Box}
 */
export function labelBox(text, fontSize) {
  const width = labelWidth(text.text, fontSize) * (text.isRangeEnd ? BOLD_WIDTH : 1);
  const left = text.anchor === 'start' ? text.x : text.anchor === 'end' ? text.x - width : text.x - width / 2;
  return { left: left - 2, top: text.y - fontSize * 0.75 - 2, right: left + width + 2, bottom: text.y + 2 };
}

/** Tick texts by value and step: formatting is exact (BigInt), and a pan shows the same labels frame after frame. */
const tickTexts = new Map();

function cachedTickLabel(value, step) {
  const key = `${value} ${step}`;
  let text = tickTexts.get(key);
  if (text === undefined) {
    if (tickTexts.size >= 2000) tickTexts.clear();
    text = tickLabel(value, step);
    tickTexts.set(key, text);
  }
  return text;
}

/** Estimated width of a label in SVG units (Swift counts characters; so do we). */
function labelWidth(text, fontSize) {
  return [...text].length * fontSize * GLYPH_WIDTH;
}

function label(text, x, y, anchor, isRangeEnd = false) {
  return { text, x, y, anchor, isRangeEnd };
}

function maximum(values) {
  return values.length === 0 ? 0 : Math.max(...values);
}
