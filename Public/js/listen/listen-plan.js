// What listening to a graph plays (docs/site.md#listening), as a list of notes, apart from any audio
// so that node tests hold it: each visible curve from the left edge to the right in LISTEN.seconds
// (a parametric curve in the order of its parameter), one after another with a pause between. A
// tone's pitch rises with y, log-spaced from LISTEN.low to LISTEN.high over the visible y-range, its
// pan follows x from −1 at the left edge to +1 at the right; where y < 0 a soft noise lies under it,
// where the curve is undefined or outside the frame it is silent. A click marks each visible point
// of interest, another sound each jump and hole (the endpoint dots). listen-synth.js plays the notes.
//
//   listenPlan({ curves: drawing.curves, endpoints: drawing.endpoints, points, ranges })
//   // [{ time: 0, duration: 0.02, x: -9.95, y: 0.5, frequency: 440, pan: -0.995, kind: 'tone', curve: 0 }, …]

/** Seconds per curve, the pause between curves, the pitch range (Hz), the steps a curve is played in. */
export const LISTEN = Object.freeze({ seconds: 4, pause: 0.5, low: 220, high: 880, steps: 200 });

/**
 * @typedef {object} Note
 * @property {number} time seconds from the start
 * @property {number} duration seconds (a tone's or silence's step; an event's own sound is the synth's)
 * @property {number} x
 * @property {number | null} y null in a silence where the curve is undefined
 * @property {number | null} frequency Hz, null in a silence
 * @property {number} pan −1 … 1
 * @property {'tone' | 'silence' | 'point' | 'jump' | 'hole' | 'end'} kind 'end' a lone closed dot (a restricted curve's end)
 * @property {number} curve the index of the figure's curve
 * @property {boolean} [noise] a tone where y < 0
 * @property {string} [point] a point's kind (root, minimum …)
 */

/**
 * The notes that play the figure's visible curves.
 * @param {object} drawing
 * @param {(Float64Array[] & {parameters?: Float64Array[]})[]} drawing.curves per curve, its drawn segments
 *   (interleaved x, y; a parametric curve's with each point's t as `parameters`)
 * @param {{x: number, y: number, open: boolean}[][]} [drawing.endpoints] per curve, its endpoint dots
 * @param {{kind: string, x: number, y: number, curves: number[]}[]} [drawing.points] the points of interest
 * @param {{xMin: number, xMax: number, yMin: number, yMax: number}} drawing.ranges the frame
 * @returns {Note[]} in time order
 */
export function listenPlan({ curves, endpoints = [], points = [], ranges }) {
  const notes = [];
  let start = 0;
  curves.forEach((segments, curve) => {
    const steps = segments.parameters ? parametricSteps(segments, ranges) : explicitSteps(segments, ranges);
    if (!steps.some((step) => step.y !== null)) return;  // nothing of it in view: not played
    const dt = LISTEN.seconds / steps.length;
    const own = steps.map(({ x, y }, k) => stepNote(x, y, start + k * dt, dt, curve, ranges));
    const at = segments.parameters ? nearestStepTime(steps, start, dt) : (x) => start + LISTEN.seconds * (x - ranges.xMin) / (ranges.xMax - ranges.xMin);
    const clicked = [];
    for (const point of points) {
      if (!point.curves?.includes(curve) || point.kind === 'jump' || point.kind === 'hole' || !inFrame(point.x, point.y, ranges)) continue;
      // One click where several points coincide (a root at 0 is the y-intercept too).
      if (clicked.some((other) => other.x === point.x && other.y === point.y)) continue;
      clicked.push(point);
      own.push({ ...sound(point.x, point.y, ranges), time: at(point.x, point.y), duration: 0, kind: 'point', curve, point: point.kind });
    }
    for (const { x, y, kind } of dotEvents(endpoints[curve] ?? [], segments, ranges)) {
      if (!inFrame(x, y, ranges)) continue;
      own.push({ ...sound(x, y, ranges), time: at(x, y), duration: 0, kind, curve });
    }
    notes.push(...own.sort((a, b) => a.time - b.time));
    start += LISTEN.seconds + LISTEN.pause;
  });
  return notes;
}

/**
 * The pitch and pan of (x, y) in the frame: what a tone there sounds like (also the trace's blip).
 * @returns {{x: number, y: number, frequency: number, pan: number, noise?: boolean}}
 */
export function sound(x, y, { xMin, xMax, yMin, yMax }) {
  const height = clamp((y - yMin) / (yMax - yMin), 0, 1);
  const frequency = LISTEN.low * (LISTEN.high / LISTEN.low) ** height;
  const pan = clamp(-1 + 2 * (x - xMin) / (xMax - xMin), -1, 1);
  return y < 0 ? { x, y, frequency, pan, noise: true } : { x, y, frequency, pan };
}

/** The time each curve starts at, by index of the figure's curves (only the curves played). */
export function curveStarts(notes) {
  const starts = new Map();
  for (const note of notes) if (!starts.has(note.curve) || note.time < starts.get(note.curve)) starts.set(note.curve, note.time);
  return starts;
}

/** How long the notes last, seconds. */
export function planDuration(notes) {
  return notes.reduce((end, note) => Math.max(end, note.time + note.duration), 0);
}

// --- Internals

function stepNote(x, y, time, duration, curve, ranges) {
  if (y === null || !inFrame(x, y, ranges)) {
    return { time, duration, x, y: null, frequency: null, pan: sound(x, 0, ranges).pan, kind: 'silence', curve };
  }
  return { ...sound(x, y, ranges), time, duration, kind: 'tone', curve };
}

/** y(x) at the middle of each of LISTEN.steps equal steps across the frame; null where no segment covers x. */
function explicitSteps(segments, { xMin, xMax }) {
  const width = (xMax - xMin) / LISTEN.steps;
  return Array.from({ length: LISTEN.steps }, (_, k) => {
    const x = xMin + (k + 0.5) * width;
    return { x, y: explicitY(segments, x) };
  });
}

/** y on the segment over x (its x increase), linearly between its points; null where none is. */
function explicitY(segments, x) {
  for (const s of segments) {
    const last = s.length - 2;
    if (last < 0 || x < s[0] || x > s[last]) continue;
    const i = 2 * upperIndex(s.length / 2, (j) => s[2 * j] > x);
    if (i === 0) return s[1];
    if (i > last) return s[last + 1];
    return between(s[i - 2], s[i - 1], s[i], s[i + 1], x);
  }
  return null;
}

/**
 * (x, y) at the middle of each of LISTEN.steps equal steps of t, from the first t drawn to the last;
 * y null where no segment covers t (the curve is outside the frame or undefined there).
 */
function parametricSteps(segments, ranges) {
  const ts = segments.parameters;
  let tMin = Infinity;
  let tMax = -Infinity;
  for (const p of ts) {
    if (p.length === 0) continue;
    tMin = Math.min(tMin, p[0], p[p.length - 1]);
    tMax = Math.max(tMax, p[0], p[p.length - 1]);
  }
  if (!(tMax > tMin)) return [];
  const width = (tMax - tMin) / LISTEN.steps;
  return Array.from({ length: LISTEN.steps }, (_, k) => {
    const t = tMin + (k + 0.5) * width;
    for (let n = 0; n < segments.length; n++) {
      const s = segments[n];
      const p = ts[n];
      if (p.length === 0 || t < p[0] || t > p[p.length - 1]) continue;
      const i = Math.min(Math.max(upperIndex(p.length, (j) => p[j] > t), 1), p.length - 1);
      const x = between(p[i - 1], s[2 * i - 2], p[i], s[2 * i], t);
      const y = between(p[i - 1], s[2 * i - 1], p[i], s[2 * i + 1], t);
      return { x, y, t };
    }
    // Where the curve is not drawn, its pan stays where it left the frame.
    return { x: ranges.xMin, y: null, t };
  });
}

/** For a parametric curve: the time of the step drawn nearest (x, y), so a click sounds as the tone passes it. */
function nearestStepTime(steps, start, dt) {
  return (x, y) => {
    let best = 0;
    let distance = Infinity;
    steps.forEach((step, k) => {
      if (step.y === null) return;
      const d = Math.hypot(step.x - x, step.y - y);
      if (d < distance) [best, distance] = [k, d];
    });
    return start + best * dt;
  };
}

/**
 * A curve's endpoint dots as sounds. Where the curve is drawn on both sides of a dot's x it is a jump
 * when the two sides end at different heights, else a hole (an open dot, maybe with the value drawn
 * apart as a closed one); where it is drawn on one side only, the end of a restricted curve. Without
 * the segments to tell (a parametric curve's), dots at one x with different y are a jump, a lone
 * open dot a hole, a lone closed one an end.
 */
function dotEvents(dots, segments, ranges) {
  const groups = [];
  for (const dot of [...dots].sort((a, b) => a.x - b.x)) {
    const group = groups.at(-1);
    if (group && Math.abs(group[0].x - dot.x) <= 1e-9 * Math.max(1, Math.abs(dot.x))) group.push(dot);
    else groups.push([dot]);
  }
  return groups.map((group) => {
    const [first] = group;
    const shown = group.find((dot) => !dot.open) ?? first;
    const [left, right] = segments.parameters ? [null, null] : sideValues(segments, first.x, ranges);
    let kind;
    if (left !== null && right !== null) kind = Math.abs(left - right) <= 1e-4 * (ranges.yMax - ranges.yMin) ? 'hole' : 'jump';
    else if (left !== null || right !== null) kind = 'end';
    else kind = group.some((dot) => dot.y !== first.y) ? 'jump' : first.open ? 'hole' : 'end';
    return { x: first.x, y: kind === 'hole' ? (left ?? first.y) : shown.y, kind };
  });
}

/**
 * The y where a segment ends at x (from the left) and where one starts at x (to the right), null where
 * none does; a segment drawn straight through x (a hole on a line) gives its y to both.
 */
function sideValues(segments, x, { xMin, xMax }) {
  const near = 1e-6 * (xMax - xMin);
  let left = null;
  let right = null;
  for (const s of segments) {
    if (s.length < 4) continue;
    const last = s.length - 2;
    if (Math.abs(s[last] - x) <= near) left = s[last + 1];
    else if (Math.abs(s[0] - x) <= near) right = s[1];
    else if (s[0] < x && x < s[last]) left = right = explicitY([s], x);
  }
  return [left, right];
}

function inFrame(x, y, { xMin, xMax, yMin, yMax }) {
  return Number.isFinite(y) && x >= xMin && x <= xMax && y >= yMin && y <= yMax;
}

/** The first index i in 0 … count with above(i), count when none (above is monotone). */
function upperIndex(count, above) {
  let low = 0;
  let high = count;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (above(mid)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** The value at u on the line through (u0, v0) and (u1, v1). */
function between(u0, v0, u1, v1, u) {
  return u1 === u0 ? v0 : v0 + (v1 - v0) * (u - u0) / (u1 - u0);
}

function clamp(value, low, high) {
  return Math.min(Math.max(value, low), high);
}
