// The points of interest of a GraphView's figure, attached to the view through its hooks: the page's
// provider is asked for the visible x-range once the view is live and again whenever it has rested
// POI_REST_MS after a change, never per frame; its points are drawn as dots (poi-dots.js, loaded once
// a provider is set) and POI_EVENT says what it answered. While the curves keep changing without a
// new figure (a slider dragged, a parameter playing), the points follow within POI_LIVE_MS, however
// long the changes go on. A provider that throws or answers nonsense is reported (graph/failure-log.js),
// and the graph stays usable.

import { POI_EVENT } from '../graph/view-hooks.js';
import { FailureLog, describeError } from '../graph/failure-log.js';
import { LazyFeature } from '../graph/lazy-feature.js';

/** How long the view must rest before the points of interest are asked for again, ms. */
export const POI_REST_MS = 250;
/**
 * While the curves keep changing, how often the points of interest follow, ms: asking every frame
 * would double a frame's cost (the points and their dots).
 */
const POI_LIVE_MS = 100;

/**
 * @typedef {import('./poi-dots.js').PointOfInterest[] | {points: import('./poi-dots.js').PointOfInterest[], omitted?: {curves: number[], count: number}[]}} PointsOfInterestAnswer
 */

/** @implements {import('../graph/view-hooks.js').ViewHooks} */
export class PoiScheduler {
  #host;
  /** @type {((xMin: number, xMax: number) => PointsOfInterestAnswer) | null} */
  #provider = null;
  #timer = 0;
  /** @type {import('./poi-dots.js').PoiDots | null} null until a provider is set and poi-dots.js has loaded */
  #dots = null;
  #dotsModule;
  #failures;
  #destroyed = false;

  /**
   * @param {import('../graph/view-hooks.js').ViewHost} host
   */
  constructor(host) {
    this.#host = host;
    this.#dotsModule = new LazyFeature('the points-of-interest dots', () => import('./poi-dots.js'), host.warnings);
    this.#failures = new FailureLog(host.element, { whose: 'the points-of-interest provider' });
  }

  /** The dots shown, once there are any (the trace snaps to them). */
  get dots() { return this.#dots; }

  /**
   * The view's `pointsOfInterest` (docs/hooks.md#elementgraphview): what gives the points of interest,
   * `(xMin, xMax) => points`, or `{ points, omitted }` as Public/js/reading/points-of-interest.js answers,
   * where each point is `{ kind, x, y, curves }`; null (the default) shows no dots.
   * @returns {PropertyDescriptorMap}
   */
  get members() {
    return { pointsOfInterest: { get: () => this.provider, set: (provider) => { this.provider = provider; } } };
  }

  /** The provider (GraphView's `pointsOfInterest`), or null. */
  get provider() { return this.#provider; }
  set provider(provider) {
    if (provider !== null && typeof provider !== 'function') {
      throw new TypeError(`pointsOfInterest must be a function (xMin, xMax) => points, or null, not ${provider}`);
    }
    this.#provider = provider;
    this.#failures.forget();
    clearTimeout(this.#timer);
    this.#timer = 0;
    if (provider === null) this.#dots?.clear();
    else if (this.#dots) this.#ask(0);
    else this.#loadDots();
  }

  // --- The view's hooks

  /** Not at once: the page attaches its POI_EVENT listener after making the view. */
  ready() { this.#ask(0); }

  setScale() { this.#ask(POI_REST_MS); }

  /** Dots of another figure would mark the wrong curves: they go at once, the new ones come at rest. */
  setFigure() {
    this.#dots?.clear();
    this.#ask(POI_REST_MS);
  }

  /** Not put off until the changes rest: asked within POI_LIVE_MS of the first change. */
  curvesChanged() {
    if (!this.#timer) this.#ask(POI_LIVE_MS);
  }

  draw() { this.#dots?.place(this.#host.transform()); }

  destroy() {
    this.#destroyed = true;
    clearTimeout(this.#timer);
  }

  // --- Internals

  /**
   * Asks the provider for the points of interest in `delay` ms, unless the view changes before:
   * each change starts the wait again, so a gesture is answered once, when it rests.
   */
  #ask(delay) {
    if (!this.#provider || !this.#host.isLive()) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = 0;
      this.#showPoints();
    }, delay);
  }

  /** Asks the provider for the visible x-range, draws its points, and tells the page (POI_EVENT). */
  #showPoints() {
    const provider = this.#provider;
    if (!provider || !this.#dots) return;
    const { xMin, xMax } = this.#host.visibleRanges();
    let answer;
    try {
      answer = provider(xMin, xMax);
    } catch (error) {
      this.#report(`the points-of-interest provider failed: ${describeError(error)}`, error);
      return;
    }
    const points = Array.isArray(answer) ? answer : answer?.points;
    if (!Array.isArray(points)) {
      this.#report(`the points-of-interest provider must answer points or { points, omitted }, not ${JSON.stringify(answer)}`);
      return;
    }
    const omitted = Array.isArray(answer?.omitted) ? answer.omitted : [];
    for (const problem of this.#dots.show(points, this.#host.figure(), omitted)) this.#report(`the points-of-interest provider's ${problem}`);
    this.#dots.place(this.#host.transform());
    this.#host.element.dispatchEvent(new CustomEvent(POI_EVENT, { detail: { points: this.#dots.points, omitted, xMin, xMax } }));
  }

  #report(message, error = undefined) {
    this.#failures.report('provider', message, error);
  }

  /** Loads poi-dots.js; then the provider is asked, as if it had just been set. */
  #loadDots() {
    this.#dotsModule.load().then((module) => {
      if (!module || this.#destroyed) return;
      this.#dots ??= new module.PoiDots(this.#host.plot);
      this.#ask(0);
    });
  }
}
