// Listening to a graph (docs/site.md#listening), attached to a GraphView as a feature
// (graph/view-hooks.js): the Listen button and `h` play the visible curves as sound, a second press or
// Escape stops, and the live region says so. No AudioContext is made before the reader asks (browsers let a page sound only
// after a gesture, and a reader who never listens pays nothing); the player (listen-player.js) loads
// on first use (graph/lazy-feature.js). Once the reader has listened, each move of the trace's marker sounds
// the traced point briefly. While playing the graph's root has data-listening; each change
// dispatches LISTEN_EVENT.

import { on, off, setAttribute } from '../graph/dom.js';
import { TRACE_EVENT } from '../graph/view-hooks.js';
import { LazyFeature } from '../graph/lazy-feature.js';
import { announcer } from '../graph/announcer.js';
import { words } from '../words/say.js';

/** Dispatched on the root when listening starts or stops: `detail: { listening }`. */
export const LISTEN_EVENT = 'graphlisten';

/** @implements {import('../graph/view-hooks.js').ViewHooks} */
export class ListenFeature {
  #host;
  #player;
  /** @type {AudioContext | null} made by the first Listen or `h`, never before */
  #context = null;
  /** What is playing (its `stop` once the player has started it), or null. */
  #playing = null;
  #escape = (event) => {
    // Escape on the graph itself comes through the view's keys (intents); this one is the toolbar's.
    if (event.key === 'Escape' && event.target !== this.#host.element && this.#playing) this.stop();
  };
  #traced = (event) => {
    const reading = event.detail?.trace;
    if (!reading || !this.#context || this.#playing) return;
    const ranges = this.#host.visibleRanges();
    // Loaded already unless the reader stopped the first Listen before the player was there.
    this.#player.load().then((player) => player?.traceBlip(this.#context, reading, ranges));
  };

  /**
   * @param {import('../graph/view-hooks.js').ViewHost} host
   */
  constructor(host) {
    this.#host = host;
    this.#player = new LazyFeature('listening', () => import('./listen-player.js'), host.warnings);
    on(host.element, 'keydown', this.#escape);
    on(host.element, TRACE_EVENT, this.#traced);
  }

  /**
   * What listening adds to the view for scripts (docs/hooks.md#elementgraphview): `listen()`, settled once
   * playing has started (call it from a reader's gesture, or the browser keeps it silent); `stopListening()`;
   * `listening`; `listenPlan()`, the notes listening would play now (listen-plan.js), without a sound.
   * @returns {PropertyDescriptorMap}
   */
  get members() {
    return {
      listen: { value: () => this.start() },
      stopListening: { value: () => this.stop() },
      listening: { get: () => this.listening },
      listenPlan: { value: () => this.plan() },
    };
  }

  get listening() { return this.#playing !== null; }

  /** The notes listening would play now (GraphView's listenPlan); makes no sound, nor an AudioContext. */
  plan() {
    return this.#player.load().then((player) => (player ? player.planOf(this.#host) : []));
  }

  /**
   * Plays the visible curves (a gesture's: the Listen button, `h`, or a page's own button).
   * @returns {Promise<void>} settled once playing has started (or could not)
   */
  start() {
    // A browser without Web Audio stays silent (and the button does nothing) rather than throw.
    if (this.#playing || !this.#host.isLive() || typeof globalThis.AudioContext !== 'function') return Promise.resolve();
    this.#context ??= new AudioContext();
    // Resumed within the gesture, which is what lets it sound.
    this.#context.resume?.();
    const playing = { stop() {} };
    this.#changed(playing);
    return this.#player.load().then((player) => {
      if (this.#playing !== playing) return;
      if (!player) {
        this.#changed(null);
        return;
      }
      playing.stop = player.listen(this.#context, this.#host, announcer(this.#host.element), () => {
        if (this.#playing === playing) this.#changed(null);
      }).stop;
    });
  }

  /** Stops playing, if it is, and says so where the curve's name was said. */
  stop() {
    if (!this.#playing) return;
    this.#playing.stop();
    announcer(this.#host.element).textContent = words.listen.stopped;
    this.#changed(null);
  }

  /**
   * The view's gesture intents with listening's key added: `h` starts and stops, Escape stops.
   * @param {import('../graph/gestures.js').GestureIntents} intents
   * @returns {import('../graph/gestures.js').GestureIntents}
   */
  intents(intents) {
    return {
      ...intents,
      key: (event) => {
        if (event.key === 'h' || event.key === 'H') {
          if (this.#playing) this.stop();
          else this.start();
          return true;
        }
        if (event.key === 'Escape' && this.#playing) {
          this.stop();
          return true;
        }
        return intents.key?.(event) ?? false;
      },
    };
  }

  // --- The view's hooks: what is played is what was drawn when it started; another figure stops it.

  setFigure() { this.stop(); }

  destroy() {
    this.stop();
    off(this.#host.element, 'keydown', this.#escape);
    off(this.#host.element, TRACE_EVENT, this.#traced);
    this.#context?.close?.();
  }

  #changed(playing) {
    this.#playing = playing;
    setAttribute(this.#host.element, 'data-listening', playing ? '' : null);
    this.#host.element.dispatchEvent(new CustomEvent(LISTEN_EVENT, { detail: { listening: playing !== null } }));
  }
}
