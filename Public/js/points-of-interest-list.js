// The plot page's list of points of interest (docs/site.md#points-of-interest), rewritten for the range in view after
// a pan or zoom: the same groups, words and hooks (docs/hooks.md#points-of-interest) as the build-time list that
// Sources/PlotSiteGenerator/PointsOfInterestList.swift writes into Templates/plot.html.
//
//   <section data-poi-list="graph"> … <span data-poi-range>x from −5 to 5</span>
//     <div data-poi-groups>
//       <section data-poi-group="0"><h3><svg class="legend-swatch">…</svg><span>y = x² − 2</span></h3>
//         <ul><li data-poi="root" data-x="-1.4142135623730951" data-y="0" data-curve="0">Root (−1.41421, 0)</li> …

import { svgElement } from './graph/dom.js';
import { curveDashArray, paletteIndex } from './graph/plot-svg-parts.js';
import { hookKind, pointKindWord, pointNumber } from './graph/trace-reading.js';
import { words, say, localNumber } from './words/say.js';

/**
 * The entries a group shows before "and N more" (PointsOfInterestList.listedPerGroup); the rest of what was
 * found open under it (a `<details>`, as the build writes it).
 */
export const LISTED_PER_GROUP = 10;

/** Where a kind stands in a merged entry's words: root, minimum, maximum, y-intercept. */
const LIST_ORDER = Object.freeze({ root: 0, minimum: 1, maximum: 2, 'y-intercept': 3, intersection: 4, jump: 5, hole: 6 });

/** Kinds never merged with another at the same place: a jump's or a hole's words say more. */
const STANDS_ALONE = Object.freeze(['jump', 'hole']);

/** The word table's key of each kind (`poi.<key>`, `poi.inList.<key>`). */
const WORD_KEYS = Object.freeze({ root: 'root', 'y-intercept': 'yIntercept', minimum: 'minimum', maximum: 'maximum', intersection: 'intersection' });

/**
 * An entry as the list words it (PointsOfInterestList.text(of:)): `Root (1.41421, 0)`,
 * `Maximum (1.5708, 1)`, `Jump at x = 1: from 1 to 2, the value 2`, `Hole at (1, 2)`, `Hole at (2, 4); f(2) = 7`, under its pair's
 * heading an intersection `At (0.785398, 0.707107)`, and
 * points at one place together: `Root, minimum and y-intercept (0, 0)` (German `Nullstelle (1,41421; 0)`).
 * @param {{kind: string, x: number, y: number} | {kind: string, x: number, y: number}[]} entry a point, or an entry's points
 * @param {typeof words} [table] the site's word table by default
 */
export function pointText(entry, table = words) {
  const points = Array.isArray(entry) ? entry : [entry];
  const separator = table.number.decimal;
  const number = (value) => localNumber(pointNumber(value), separator);
  const [{ jump }] = points;
  if (jump) {
    const limits = { x: number(points[0].x), from: number(jump.left), to: number(jump.right) };
    return jump.value === null ? say(table.poi.jumpUndefined, limits) : say(table.poi.jump, { ...limits, value: number(jump.value) });
  }
  if (points[0].kind === 'hole') {
    const place = { x: number(points[0].x), y: number(points[0].y) };
    const value = points[0].loneValue ?? null;
    return value === null ? say(table.poi.hole, place) : say(table.poi.holeValue, { ...place, value: number(value) });
  }
  const kinds = points.map((point, index) => {
    if (point.kind === 'intersection' && points.length === 1) return table.poi.at;
    return index === 0 ? pointKindWord(point.kind, table) : table.poi.inList[WORD_KEYS[point.kind]] ?? point.kind;
  });
  const kind = kinds.length === 1 ? kinds[0] : say(table.list.and, { first: kinds.slice(0, -1).join(', '), last: kinds[kinds.length - 1] });
  return say(table.poi.point, { kind, x: number(points[0].x), y: number(points[0].y) });
}

/**
 * A group's points as entries (PointsOfInterestList.entries(of:)): neighbours written at the same
 * coordinates are one entry, its kinds in the order root, minimum, maximum, y-intercept; a jump or a
 * hole is an entry of its own.
 * @template {{kind: string, x: number, y: number}} P
 * @param {P[]} points in the provider's order (by x)
 * @returns {P[][]}
 */
export function entriesOf(points) {
  const entries = [];
  for (const point of points) {
    const first = entries.length > 0 ? entries[entries.length - 1][0] : null;
    const merges = first && !STANDS_ALONE.includes(first.kind) && !STANDS_ALONE.includes(point.kind);
    if (merges && pointNumber(first.x) === pointNumber(point.x) && pointNumber(first.y) === pointNumber(point.y)) {
      entries[entries.length - 1].push(point);
    } else {
      entries.push([point]);
    }
  }
  return entries.map((entry) => entry.sort((a, b) => LIST_ORDER[a.kind] - LIST_ORDER[b.kind]));
}

/**
 * The groups of a result, in the build's order: each curve or pair of curves that has points (or
 * omitted ones), in the order they first appear.
 * @param {{points: {kind: string, x: number, y: number, curves: number[]}[], omitted: {curves: number[], count: number}[]}} result
 * @returns {{curves: number[], points: object[], omitted: number}[]}
 */
export function groupsOf(result) {
  const key = (curves) => curves.join(' ');
  const groups = new Map();
  const group = (curves) => {
    if (!groups.has(key(curves))) groups.set(key(curves), { curves, points: [], omitted: 0 });
    return groups.get(key(curves));
  };
  for (const point of result.points) group(point.curves).points.push(point);
  for (const omission of result.omitted) group(omission.curves).omitted = omission.count;
  return [...groups.values()];
}

/**
 * Replaces the list inside `list` (a `[data-poi-list]` element) with `result`'s points.
 * @param {HTMLElement} list
 * @param {Parameters<typeof groupsOf>[0]} result
 * @param {(i: number) => string} curveName the page's name of curve i (`y = sin x`, or its label)
 * @param {string} rangeText `x from −5 to 5`
 */
export function writePointsOfInterest(list, result, curveName, rangeText) {
  const container = list.querySelector('[data-poi-groups]');
  const range = list.querySelector('[data-poi-range]');
  if (!container) return;
  if (range) range.textContent = rangeText;
  // A group whose "and N more" the reader opened stays open through the rewrite after a pan.
  const opened = new Set([...container.querySelectorAll('[data-poi-group]')]
    .filter((group) => group.querySelector(':scope > details.plot-poi-more')?.open)
    .map((group) => group.getAttribute('data-poi-group')));
  const groups = groupsOf(result);
  const elements = groups.map(({ curves, points, omitted }) => {
    const section = element('section', 'plot-poi-group');
    section.setAttribute('data-poi-group', curves.join(' '));
    const heading = document.createElement('h3');
    const name = document.createElement('span');
    name.textContent = curves.length === 1 ? curveName(curves[0]) : say(words.poi.cross, { first: curveName(curves[0]), second: curveName(curves[1]) });
    heading.append(swatch(curves[0]), name);
    const entries = entriesOf(points);
    section.append(heading, entryList(entries.slice(0, LISTED_PER_GROUP), curves));
    const rest = entries.slice(LISTED_PER_GROUP);
    if (rest.length + omitted > 0) section.append(moreOf(rest, omitted, curves, opened.has(curves.join(' '))));
    return section;
  });
  if (elements.length === 0) {
    const none = element('p', 'plot-poi-none');
    none.textContent = words.poi.none;
    elements.push(none);
  }
  container.replaceChildren(...elements);
}

/** A `<ul>` of entries, each `li[data-poi]` with its hooks. */
function entryList(entries, curves) {
  const items = document.createElement('ul');
  for (const entry of entries) {
    const item = document.createElement('li');
    item.setAttribute('data-poi', entry.map((point) => hookKind(point.kind)).join(' '));
    item.setAttribute('data-x', String(entry[0].x));
    item.setAttribute('data-y', String(entry[0].y));
    item.setAttribute('data-curve', curves.join(' '));
    item.textContent = pointText(entry);
    items.append(item);
  }
  return items;
}

/**
 * "and N more", a `<details>` that opens the entries after the first ones and says how many lie beyond the
 * search's cap (PointsOfInterestList.groups); open where the reader had opened the group's before.
 */
function moreOf(rest, omitted, curves, open) {
  const details = element('details', 'plot-poi-more');
  details.open = open;
  const summary = document.createElement('summary');
  summary.textContent = say(words.poi.more, { count: rest.length + omitted });
  details.append(summary);
  if (rest.length > 0) details.append(entryList(rest, curves));
  if (omitted > 0) {
    const unlisted = element('p', 'plot-poi-unlisted');
    unlisted.textContent = say(words.poi.unlisted, { count: omitted });
    details.append(unlisted);
  }
  return details;
}

function element(tag, className) {
  const made = document.createElement(tag);
  made.className = className;
  return made;
}

/** Curve i's solid swatch in its round's dash pattern; plot.css colours `.swatch-k` (SVGRenderer.curveSwatch). */
function swatch(i) {
  const svg = svgElement('svg', { class: 'legend-swatch', viewBox: '0 0 28 12', width: 28, height: 12, 'aria-hidden': 'true', focusable: 'false' });
  const dashes = curveDashArray('solid', i);
  svg.append(svgElement('path', {
    class: `swatch-${paletteIndex(i)}`, d: 'M2 6h24', 'stroke-width': 2.5, 'stroke-linecap': 'round', fill: 'none', ...(dashes ? { 'stroke-dasharray': dashes } : {}),
  }));
  return svg;
}
