// What went wrong in a graph, on the console, each distinct failure once: a data source that throws
// is asked again every frame, and a source whose message names the x it failed at would otherwise
// log once per frame while the reader pans. Used for the figure's curves and areas, for the
// points-of-interest provider, and for the features that load on first use.

/** Distinct failures reported per source (a curve, an area, the provider), at most. */
const MAXIMUM_REPORTED = 20;

/**
 * A thrown value as the console shows it: `RangeError: no data before 2020`.
 * @param {unknown} error
 * @returns {string}
 */
export function describeError(error) {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export class FailureLog {
  #element;
  #level;
  #whose;
  /** @type {Map<string, Set<string>>} per source, the messages already on the console */
  #reported = new Map();

  /**
   * @param {Element} element the graph, which its data-plot-id (or id) names in every report
   * @param {object} [options]
   * @param {'error' | 'warn'} [options.level] the console method
   * @param {string} [options.whose] who fails, for the note at the cap: "(further failures of
   *   `whose` are not reported)"
   */
  constructor(element, { level = 'error', whose = 'this source' } = {}) {
    this.#element = element;
    this.#level = level;
    this.#whose = whose;
  }

  /**
   * Puts `message` on the console, prefixed with the graph's name, unless `source` reported it
   * already or has reported MAXIMUM_REPORTED failures.
   * @param {string} source who failed, e.g. `curve 1`
   * @param {string} message
   * @param {unknown} [error] logged after the message (the console shows its stack)
   */
  report(source, message, error = undefined) {
    let reported = this.#reported.get(source);
    if (!reported) this.#reported.set(source, (reported = new Set()));
    if (reported.has(message) || reported.size >= MAXIMUM_REPORTED) return;
    reported.add(message);
    const graph = this.#element.getAttribute('data-plot-id') || this.#element.id;
    const more = reported.size === MAXIMUM_REPORTED ? ` (further failures of ${this.#whose} are not reported)` : '';
    console[this.#level](`GraphView${graph ? ` "${graph}"` : ''}: ${message}${more}`, ...(error === undefined ? [] : [error]));
  }

  /** Forgets what was reported: a new figure or provider fails afresh. */
  forget() {
    this.#reported.clear();
  }
}
