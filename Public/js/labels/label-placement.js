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
// A line-for-line port of Sources/PlotSVG/LabelPlacement.swift: both make the same choices on
// Tests/Fixtures/label-placement.json. The places themselves and the boxes are graph/figure-drawing.js's,
// which every frame needs; this module loads once the view is live (live-labels.js), as does the trace,
// which asks freePlaceAround where its reading's label goes.

import {
  CORNERS, LABEL_CLEARANCE, LABEL_GAP, PLACES_ALONG_LINE, around, firstPointLabelChoice, inflated, isInside, labelWidth,
  legendBox, lineLabelPlace, overlaps, placeBox, pointLabelPlace, textBox,
} from '../graph/figure-drawing.js';

/** Half the width of a marked point's or a points-of-interest dot's box (radius 4 or 3.5, and a ring). */
const MARK_RADIUS = 5;

/**
 * @typedef {import('../graph/figure-drawing.js').Box} Box
 * @typedef {import('../graph/figure-drawing.js').Place} Place
 * @typedef {{vertical: boolean, position: number, label: string | null}} Line vertical at x = position,
 *   or horizontal at y = position
 * @typedef {object} Scene what is drawn before the labels are placed, in SVG units
 * @property {number} width
 * @property {number} height
 * @property {number} fontSize
 * @property {Box[]} axisLabels the tick and range labels' boxes (graph/axes-layout.js `labelBox`)
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

// --- A reading's label

/**
 * Where a trace reading's label goes: `first` (the tracer's own place for it), else the first of the
 * other places that lies inside the frame and covers none of `boxes` (the labels and the legend:
 * graph/plot-svg.js `labelBoxes`); `first` when none is free. The other places: its mirror image across
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
