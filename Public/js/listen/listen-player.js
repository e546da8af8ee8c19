// Listening to a graph, once asked for (listen-feature.js loads this module on the first Listen or
// `h`): the plan of what the view draws now (listen-plan.js) played on the page's AudioContext
// (listen-synth.js), each curve's name said in the graph's polite live region as it starts, and that it
// finished once it has (listen-feature.js says when the reader stopped it).

import { LISTEN, listenPlan, curveStarts, planDuration, sound } from './listen-plan.js';
import { playNotes, blip } from './listen-synth.js';
import { curveNames } from '../graph/trace-reading.js';
import { words, say } from '../words/say.js';

/**
 * The notes the view would play now (GraphView's listenPlan).
 * @param {import('../graph/view-hooks.js').ViewHost} host
 * @returns {import('./listen-plan.js').Note[]}
 */
export function planOf(host) {
  return listenPlan({
    curves: host.segments(),
    endpoints: host.endpoints(),
    points: host.dots()?.points ?? [],
    ranges: host.visibleRanges(),
  });
}

/**
 * Plays the view's plan on `context`, saying each curve's name in `announcer` as it starts and that it
 * finished at its end; `ended` is called then (not after stop).
 * @param {AudioContext} context
 * @param {import('../graph/view-hooks.js').ViewHost} host
 * @param {HTMLElement} announcer
 * @param {() => void} ended
 * @returns {{stop: () => void}}
 */
export function listen(context, host, announcer, ended) {
  const notes = planOf(host);
  if (notes.length === 0) {
    announcer.textContent = words.listen.nothing;
    ended();
    return { stop() {} };
  }
  // Each curve's name is said as the pause before it begins (the first's before any sound), so that
  // a screen reader's voice does not talk over the tone.
  const playing = playNotes(context, notes, { at: context.currentTime + LISTEN.pause });
  const names = curveNames(host.figure().curves);
  const lead = playing.start - context.currentTime;
  const timers = [...curveStarts(notes)].map(([curve, time]) => setTimeout(() => {
    announcer.textContent = say(words.listen.playing, { curve: names[curve] });
  }, 1000 * Math.max(0, lead + time - LISTEN.pause)));
  timers.push(setTimeout(() => {
    announcer.textContent = words.listen.finished;
    ended();
  }, 1000 * (lead + planDuration(notes) + 0.2)));
  return {
    stop() {
      for (const timer of timers) clearTimeout(timer);
      playing.stop();
    },
  };
}

/**
 * The traced point, briefly: its pitch and pan as listening plays it.
 * @param {AudioContext} context
 * @param {{x: number, y: number | null}} reading the trace's
 * @param {{xMin: number, xMax: number, yMin: number, yMax: number}} ranges the frame
 */
export function traceBlip(context, { x, y }, ranges) {
  if (y === null || !Number.isFinite(y) || y < ranges.yMin || y > ranges.yMax) return;
  blip(context, sound(x, y, ranges));
}
