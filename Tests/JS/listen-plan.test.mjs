// What listening to a graph plays (Public/js/listen/listen-plan.js), from real sampled figures: the pitch
// rises with y within 220 … 880 Hz, the pan with x within −1 … 1, silence where the curve is undefined
// or outside the frame, a click at each visible point of interest, a jump's and a hole's sound at
// their dots, about 4 s per curve, curves one after another, a parametric curve in the order of t.
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LISTEN, curveStarts, listenPlan, planDuration, sound } from '../../Public/js/listen/listen-plan.js';
import { sampleFigure } from '../../Public/js/graph/figure-sampler.js';
import { checkedFigure } from '../../Public/js/graph/figure-model.js';
import { compile } from '../../Public/js/expression/expression.js';

const RANGES = Object.freeze({ xMin: -5, xMax: 5, yMin: -3, yMax: 3 });
const VIEWPORT = Object.freeze({ ...RANGES, width: 800, height: 480 });

/** The plan of a figure drawn in `viewport`. */
function planOf(curves, points = [], viewport = VIEWPORT) {
  const { drawing } = sampleFigure(checkedFigure({ curves }), viewport, { samples: 'auto', areaOutline: null });
  const { xMin, xMax, yMin, yMax } = viewport;
  return listenPlan({ curves: drawing.curves, endpoints: drawing.endpoints, points, ranges: { xMin, xMax, yMin, yMax } });
}

const tones = (notes) => notes.filter((note) => note.kind === 'tone');
const silences = (notes) => notes.filter((note) => note.kind === 'silence');

test('the pitch rises with y, log-spaced within 220 … 880 Hz over the visible y-range', () => {
  const notes = tones(planOf([{ valueAt: (x) => x / 2 }]));
  assert.ok(notes.length > 150, `${notes.length} tones`);
  for (let i = 1; i < notes.length; i++) assert.ok(notes[i].frequency > notes[i - 1].frequency, `at x = ${notes[i].x}`);
  for (const note of notes) assert.ok(note.frequency >= 220 && note.frequency <= 880, `${note.frequency} Hz`);
  // y = 0, the middle of −3 … 3, is an octave above the bottom: log-spaced, not linear (550 Hz).
  assert.ok(Math.abs(sound(0, 0, RANGES).frequency - 440) < 1e-9);
  assert.equal(sound(0, -3, RANGES).frequency, 220);
  assert.equal(sound(0, 3, RANGES).frequency, 880);
});

test('the pan goes from −1 at the left edge to +1 at the right, rising with x', () => {
  const notes = planOf([{ valueAt: Math.sin }]);
  for (let i = 1; i < notes.length; i++) assert.ok(notes[i].pan > notes[i - 1].pan);
  assert.ok(notes[0].pan >= -1 && notes[0].pan < -0.98, `${notes[0].pan}`);
  assert.ok(notes.at(-1).pan <= 1 && notes.at(-1).pan > 0.98, `${notes.at(-1).pan}`);
  assert.equal(sound(-5, 0, RANGES).pan, -1);
  assert.equal(sound(5, 0, RANGES).pan, 1);
});

test('a soft noise lies under the tone where y < 0, not where y ≥ 0', () => {
  const notes = tones(planOf([{ valueAt: Math.sin }]));
  for (const note of notes) assert.equal(note.noise === true, note.y < 0, `at x = ${note.x}, y = ${note.y}`);
  assert.ok(notes.some((note) => note.noise) && notes.some((note) => !note.noise));
});

test('√x is silent left of 0 and sounds right of it', () => {
  const notes = planOf([{ valueAt: Math.sqrt }]);
  for (const note of notes.filter((n) => n.kind === 'tone' || n.kind === 'silence')) {
    assert.equal(note.kind, note.x < -0.03 ? 'silence' : note.x > 0.03 ? 'tone' : note.kind, `at x = ${note.x}`);
  }
  assert.ok(silences(notes).every((note) => note.frequency === null && note.y === null));
});

test('1/x is silent around 0, where it leaves the frame, and sounds on both sides', () => {
  const notes = planOf([{ valueAt: (x) => 1 / x }]);
  const near = notes.filter((note) => Math.abs(note.x) < 0.3);
  assert.ok(near.length > 0 && near.every((note) => note.kind === 'silence'), near.map((n) => `${n.x}: ${n.kind}`).join(', '));
  assert.ok(tones(notes).some((note) => note.x < -1) && tones(notes).some((note) => note.x > 1));
  // y = 1/x leaves the frame (|y| > 3) for |x| < 1/3: no tone there.
  assert.ok(tones(notes).every((note) => Math.abs(note.x) >= 1 / 3 - 0.05));
});

test('a curve outside the frame is not played at all; one partly off-frame is silent there', () => {
  assert.deepEqual(planOf([{ valueAt: (x) => x + 100 }]), []);
  const notes = planOf([{ valueAt: (x) => x }]);
  for (const note of notes) assert.equal(note.kind, Math.abs(note.x) > 3.03 ? 'silence' : Math.abs(note.x) < 2.97 ? 'tone' : note.kind);
});

test('each visible point of interest clicks at its place in time, once where two coincide; points off-frame or of another curve do not', () => {
  const points = [
    { kind: 'root', x: 0, y: 0, curves: [0] },
    { kind: 'y-intercept', x: 0, y: 0, curves: [0] },
    { kind: 'maximum', x: Math.PI / 2, y: 1, curves: [0] },
    { kind: 'root', x: 2 * Math.PI, y: 0, curves: [0] },
    { kind: 'root', x: 1, y: 0, curves: [1] },
  ];
  const clicks = planOf([{ valueAt: Math.sin }], points).filter((note) => note.kind === 'point');
  assert.deepEqual(clicks.map((note) => [note.point, note.x]), [['root', 0], ['maximum', Math.PI / 2]]);
  assert.equal(clicks[0].time, 2);  // the middle of the frame, halfway through its 4 s
  assert.ok(Math.abs(clicks[1].time - (2 + 4 * (Math.PI / 2) / 10)) < 1e-12);
});

test('a jump and a hole sound at their endpoint dots', () => {
  const step = { valueAt: (x) => (x < 1 ? -1 : 1) };
  const jumps = planOf([step]).filter((note) => note.kind === 'jump');
  assert.equal(jumps.length, 1);
  assert.ok(Math.abs(jumps[0].x - 1) < 1e-9 && Math.abs(jumps[0].time - 4 * 6 / 10) < 1e-6, `${jumps[0].x} at ${jumps[0].time} s`);
  // A hole: (x² − 1)/(x − 1) at x = 1 (the sampler is told where it may be: the zero of x − 1).
  const hole = planOf([{ valueAt: (x) => (x * x - 1) / (x - 1), candidates: [(x) => x - 1] }]).filter((note) => note.kind === 'hole');
  assert.equal(hole.length, 1);
  assert.ok(Math.abs(hole[0].x - 1) < 1e-9 && Math.abs(hole[0].y - 2) < 1e-6);
  // Cases: a jump at 1 (from 1 to 2), a hole at 2 whose value 3 is drawn apart.
  const cases = compile('{x < 1: x^2, x = 2: 3, 3 - x}');
  // In the second frame the line 3 − x is drawn straight through its hole, in the first it is split there.
  for (const viewport of [VIEWPORT, { xMin: -4.00005, xMax: 4.00005, yMin: -1, yMax: 4, width: 1376, height: 600 }]) {
    const events = planOf([{ valueAt: cases.evaluate, candidates: cases.candidateFunctions }], [], viewport)
      .filter((note) => ['jump', 'hole', 'end'].includes(note.kind));
    assert.deepEqual(events.map((note) => [note.kind, Math.round(note.x * 1e6) / 1e6, Math.round(note.y * 1e6) / 1e6]),
      [['jump', 1, 2], ['hole', 2, 1]]);
  }
  // A restricted curve's dots at its from and to are its ends, open or closed.
  const ends = planOf([{ valueAt: (x) => x / 2, from: -1, to: 2, endpoints: ['closed', 'open'] }])
    .filter((note) => ['jump', 'hole', 'end'].includes(note.kind));
  assert.deepEqual(ends.map((note) => [note.kind, note.x]), [['end', -1], ['end', 2]]);
});

test('each curve plays in about 4 s, one after another with a short pause between', () => {
  const notes = planOf([{ valueAt: Math.sin }, { valueAt: Math.cos }, { valueAt: (x) => x + 100 }]);
  const starts = curveStarts(notes);
  assert.deepEqual([...starts.keys()], [0, 1]);  // the third is out of view
  assert.equal(starts.get(0), 0);
  assert.equal(starts.get(1), LISTEN.seconds + LISTEN.pause);
  assert.ok(LISTEN.pause > 0 && LISTEN.pause < 1);
  assert.ok(Math.abs(planDuration(notes) - (2 * LISTEN.seconds + LISTEN.pause)) < 1e-9);
  const first = notes.filter((note) => note.curve === 0);
  assert.ok(Math.abs(planDuration(first) - 4) < 1e-9);
  // Every note of curve 0 before any of curve 1, each in time order.
  assert.ok(first.every((note) => note.time < starts.get(1)));
  for (let i = 1; i < notes.length; i++) assert.ok(notes[i].time >= notes[i - 1].time);
});

test('a parametric curve plays in the order of its parameter, panned by x', () => {
  const circle = { path: { x: Math.cos, y: Math.sin, from: 0, to: 2 * Math.PI } };
  const { drawing } = sampleFigure(checkedFigure({ curves: [circle] }), VIEWPORT, { samples: 'auto', areaOutline: null });
  assert.ok(drawing.curves[0].parameters, 'the sampler gives the parameters');
  const notes = listenPlan({ curves: drawing.curves, ranges: RANGES, points: [{ kind: 'x-intercept', x: -1, y: 0, curves: [0] }] });
  const played = tones(notes);
  assert.ok(played.length > 150);
  // t from 0 to 2π: it starts at (1, 0) going up, is at (−1, 0) halfway, ends at (1, 0) again.
  assert.ok(Math.abs(played[0].x - 1) < 0.01 && played[0].y > 0 && played[0].y < 0.05);
  const half = played.reduce((best, note) => (Math.abs(note.time - 2) < Math.abs(best.time - 2) ? note : best));
  assert.ok(Math.abs(half.x + 1) < 0.01, `${half.x}`);
  for (const note of played) assert.ok(Math.abs(note.pan - note.x / 5) < 1e-9);
  // The upper half (t < π) first: higher pitches, then the lower, with noise.
  assert.ok(played.filter((note) => note.time < 1.9).every((note) => note.frequency > 440 && !note.noise));
  assert.ok(played.filter((note) => note.time > 2.1).every((note) => note.frequency < 440 && note.noise));
  const [click] = notes.filter((note) => note.kind === 'point');
  assert.ok(Math.abs(click.time - 2) < 0.03, `${click.time}`);
});
