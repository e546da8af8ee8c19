// Where the labels of a drawing go once its axes are laid out (docs/site.md#labels), so that none
// covers another, the legend covers no tick label, turning point or mark, and a line's label sits off
// the curves:
//
// 1. A marked point's label goes up and to the right of it (up and to the left where that leaves the
//    frame), or, where that covers another label, to the first free place of the other three.
// 2. The legend goes into the emptiest free corner: free where it covers no tick or range label, no
//    marked point or its label, no points-of-interest dot and no turning point of a curve; emptiest
//    where the least curve is drawn under it. Told the corner it is in (after a pan), it stays there
//    while that corner is free. No corner free: no legend in the frame.
// 3. A reference line's label goes to the first of its places along the line where no curve passes
//    within LABEL_CLEARANCE and it covers no other label (the legend included), or to its first place
//    when none is free.
//
// A line-for-line port of Sources/PlotSVG/LabelPlacement.swift (and LabelBox.swift): both make the
// same choices on Tests/Fixtures/label-placement.json. Boxes are estimates from the number of
// characters, as the build-time SVG has no font metrics either.

import { inflated } from './curve-index.js';

/** The legend's corners, in the order they are tried. */
export const CORNERS = Object.freeze(['top-left', 'top-right', 'bottom-left', 'bottom-right']);
/** A line's label keeps this far (SVG units) from every curve where it can; so do the range labels. */
export const LABEL_CLEARANCE = 6;
/** Labels keep this far apart; the legend this far from what it must not cover. */
export const LABEL_GAP = 2;
/** The legend's distance from the frame's edges. */
export const LEGEND_INSET = 8;
/** Half the width of a marked point's or a points-of-interest dot's box (radius 4 or 3.5, and a ring). */
const MARK_RADIUS = 5;
/** A point's label: this far right (or left) of the point, and above (or below) it. */
const POINT_LABEL_OFFSET = 7;
/** A line's label: this far beside a vertical line or above (below) a horizontal one, and in from the frame's edge. */
const LINE_LABEL_GAP = 4;
/** A line's label is tried at this many places along it, on either side. */
const PLACES_ALONG_LINE = 6;
/** Share of the font size one character of a point, line or legend label is estimated to take. */
const CHARACTER_WIDTH = 0.6;

/**
 * @typedef {import('./curve-index.js').Box} Box
 * @typedef {{x: number, y: number, anchor: 'start' | 'middle' | 'end', choice: number}} Place a text's
 *   anchor point, and which of its places it took (0: the first)
 * @typedef {{vertical: boolean, position: number, label: string | null}} Line vertical at x = position,
 *   or horizontal at y = position
 * @typedef {object} Scene what is drawn before the labels are placed, in SVG units
 * @property {number} width
 * @property {number} height
 * @property {number} fontSize
 * @property {Box[]} axisLabels the tick and range labels' boxes (axes-layout.js `labelBox`)
 * @property {({x: number, y: number, label: string | null} | null)[]} points marked points (null: outside the frame)
 * @property {(Line | null)[]} lines reference lines (null: outside the frame)
 * @property {{width: number, height: number} | null} legend the legend's size, or null for none
 * @property {{x: number, y: number}[]} dots the points-of-interest dots
 * @property {import('./curve-index.js').CurveIndex} curves
 */

/**
 * Places the labels of `scene`.
 * @param {Scene} s
 * @param {string | null} [keptCorner] where the legend is now, if anywhere
 * @returns {{pointLabels: (Place | null)[], legend: string | null, lineLabels: (Place | null)[]}}
 */
export function placeLabels(s, keptCorner = null) {
  const occupied = [...s.axisLabels];
  /** The first free place of `places` (inside the frame, covering nothing placed), else `fallback`. */
  const firstFree = (places, width, fallback, isFree = () => true) => {
    const chosen = places.find((place) => {
      const box = placeBox(place, width, s.fontSize);
      const padded = inflated(box, LABEL_GAP);
      return isInside(box, s.width, s.height) && !occupied.some((other) => overlaps(other, padded)) && isFree(box);
    }) ?? places[fallback];
    occupied.push(inflated(placeBox(chosen, width, s.fontSize), LABEL_GAP));
    return chosen;
  };

  const pointLabels = s.points.map((point) => {
    if (point === null || point.label === null) return null;
    const width = labelWidth(point.label, s.fontSize);
    const places = [0, 1, 2, 3].map((choice) => pointLabelPlace(point.x, point.y, s.fontSize, choice));
    return firstFree(places, width, firstPointLabelChoice(point.x, width, s.width));
  });

  const obstacles = [
    ...occupied,
    ...s.points.filter((point) => point !== null).map((point) => around(point.x, point.y, MARK_RADIUS)),
    ...s.dots.map((dot) => around(dot.x, dot.y, MARK_RADIUS)),
  ];
  let legend = null;
  if (s.legend) {
    const free = CORNERS.filter((corner) => {
      const box = legendBox(corner, s.legend, s.width, s.height);
      const padded = inflated(box, LABEL_GAP);
      return isInside(box, s.width, s.height) && !obstacles.some((other) => overlaps(other, padded))
        && !s.curves.hasTurningPoint(padded);
    });
    if (keptCorner !== null && free.includes(keptCorner)) {
      legend = keptCorner;
    } else {
      // The first of the least inked, in the order of the corners; a pixel's length of curve or less
      // does not tell two corners apart (the same line across two corners measures a hair different).
      let least = Infinity;
      for (const corner of free) {
        const ink = s.curves.length(legendBox(corner, s.legend, s.width, s.height));
        if (ink < least - 1) [legend, least] = [corner, ink];
      }
    }
    if (legend !== null) occupied.push(inflated(legendBox(legend, s.legend, s.width, s.height), LABEL_GAP));
  }

  const lineLabels = s.lines.map((line) => {
    if (line === null || line.label === null) return null;
    const width = labelWidth(line.label, s.fontSize);
    const places = Array.from({ length: 2 * PLACES_ALONG_LINE }, (_, choice) => lineLabelPlace(line, width, s.width, s.height, s.fontSize, choice));
    return firstFree(places, width, 0, (box) => s.curves.distance(box, LABEL_CLEARANCE) >= LABEL_CLEARANCE);
  });
  return { pointLabels, legend, lineLabels };
}

// --- Places

/**
 * A label's estimated width in SVG units: characters counted as Swift counts Unicode scalars.
 * @param {string} text
 * @param {number} fontSize
 */
export function labelWidth(text, fontSize) {
  return [...text].length * fontSize * CHARACTER_WIDTH;
}

/**
 * The box of a text `width` wide with its baseline at `y`: from its anchor at `x`, from the top of
 * accented capitals (0.95 of the font size above the baseline) to the bottom of descenders (0.25
 * below), as a browser measures a text's box.
 * @returns {Box}
 */
export function textBox(x, y, anchor, width, fontSize) {
  const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
  return { left, top: y - fontSize * 0.95, right: left + width, bottom: y + fontSize * 0.25 };
}

/** The box of a placed text `width` wide. */
function placeBox(place, width, fontSize) {
  return textBox(place.x, place.y, place.anchor, width, fontSize);
}

/**
 * Place `choice` of a point's label: 0 up and right of the point at (x, y), 1 up and left, 2 down and
 * right, 3 down and left.
 * @returns {Place}
 */
export function pointLabelPlace(x, y, fontSize, choice) {
  const right = choice % 2 === 0;
  const below = choice >= 2;
  // Below, the tops of its digits (three quarters of the font size above the baseline) clear the
  // point as far as the baseline does above.
  return {
    x: right ? x + POINT_LABEL_OFFSET : x - POINT_LABEL_OFFSET,
    y: below ? y + POINT_LABEL_OFFSET + fontSize * 0.75 : y - POINT_LABEL_OFFSET,
    anchor: right ? 'start' : 'end',
    choice,
  };
}

/**
 * A point's label's place where no other is free: up and to the right of the point (0), or up and to
 * the left (1) where it would leave the frame on the right.
 * @param {number} x the point's, SVG units
 * @param {number} width the label's
 * @param {number} frameWidth
 */
export function firstPointLabelChoice(x, width, frameWidth) {
  return x + POINT_LABEL_OFFSET + width > frameWidth ? 1 : 0;
}

/**
 * Place `choice` of a line's label, `width` wide: `choice / 2` steps along the line from its first
 * place, on side `choice % 2`. A vertical line's label goes from the top down, first on the side away
 * from the frame's middle (x = −1 and x = 1 label outwards, clear of the y-axis between them); a
 * horizontal line's from the right end leftwards, first above the line.
 * @param {{vertical: boolean, position: number}} line
 * @returns {Place}
 */
export function lineLabelPlace(line, width, frameWidth, frameHeight, fontSize, choice) {
  const step = Math.trunc(choice / 2) / (PLACES_ALONG_LINE - 1);
  const otherSide = choice % 2 === 1;
  const gap = LINE_LABEL_GAP;
  if (line.vertical) {
    const top = fontSize + gap;
    const bottom = frameHeight - gap - fontSize * 0.25;
    const y = top + Math.max(bottom - top, 0) * step;
    const left = (line.position < frameWidth / 2) !== otherSide;
    return { x: left ? line.position - gap : line.position + gap, y, anchor: left ? 'end' : 'start', choice };
  }
  const right = frameWidth - gap;
  const left = gap + width;
  const x = right - Math.max(right - left, 0) * step;
  return {
    x, y: otherSide ? line.position + gap + fontSize * 0.95 : line.position - gap - fontSize * 0.25, anchor: 'end', choice,
  };
}

/**
 * The legend's box, `size` large, in `corner` of a frame `width` × `height`.
 * @param {string} corner one of CORNERS
 * @param {{width: number, height: number}} size
 * @returns {Box}
 */
export function legendBox(corner, size, width, height) {
  const left = corner === 'top-left' || corner === 'bottom-left' ? LEGEND_INSET : width - LEGEND_INSET - size.width;
  const top = corner === 'top-left' || corner === 'top-right' ? LEGEND_INSET : height - LEGEND_INSET - size.height;
  return { left, top, right: left + size.width, bottom: top + size.height };
}

// --- Boxes

/** Whether the two boxes share more than an edge. */
export function overlaps(a, b) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Whether the box lies within a frame of this size. */
export function isInside(box, width, height) {
  return box.left >= 0 && box.top >= 0 && box.right <= width && box.bottom <= height;
}

/** A square of half-width `radius` about (x, y): a dot drawn there. */
function around(x, y, radius) {
  return { left: x - radius, top: y - radius, right: x + radius, bottom: y + radius };
}

// --- A reading's label

/**
 * Where a trace reading's label goes: `first` (the tracer's own place for it), else the first of the
 * other places that lies inside the frame and covers none of `boxes` (the labels and the legend:
 * plot-svg.js `labelBoxes`); `first` when none is free. The other places: its mirror image across
 * `centre` left–right (a label centred over a finger slides sideways instead, still above it, as the
 * hand below the finger would hide it there), each a line further from the marker, then the same
 * mirrored up–down across `centre`.
 * @param {{x: number, y: number, anchor: 'start' | 'middle' | 'end'}} first
 * @param {{x: number, y: number}} centre the marker, or for a finger the middle of marker and fingertip
 * @param {number} width the label's estimated width
 * @param {number} fontSize
 * @param {number} frameWidth
 * @param {number} frameHeight
 * @param {Box[]} boxes
 * @returns {{x: number, y: number, anchor: 'start' | 'middle' | 'end'}}
 */
export function freePlaceAround(first, centre, width, fontSize, frameWidth, frameHeight, boxes) {
  const flipped = { start: 'end', middle: 'middle', end: 'start' };
  const beside = first.anchor === 'middle'
    ? [first, { ...first, x: first.x + width / 2, anchor: 'start' }, { ...first, x: first.x - width / 2, anchor: 'end' }]
    : [first, { x: 2 * centre.x - first.x, y: first.y, anchor: flipped[first.anchor] }];
  // A line further away: up when the label is above the centre, down when below.
  const line = (fontSize + 4) * (first.y < centre.y ? -1 : 1);
  const side = [...beside, ...beside.map((place) => ({ ...place, y: place.y + line }))];
  // Mirrored up–down, the text's box (0.95 of the font size above the baseline, 0.25 below) turns over.
  const places = [...side, ...side.map((place) => ({ ...place, y: 2 * centre.y - place.y + fontSize * 0.7 }))];
  return places.find((place) => {
    const box = textBox(place.x, place.y, place.anchor, width, fontSize);
    return isInside(box, frameWidth, frameHeight) && !boxes.some((other) => overlaps(other, box));
  }) ?? first;
}
