// A part of the graph view that its first gesture does not need, loaded by dynamic import on first
// use (a phone's first visit waits for as little script as it can: docs/architecture.md). One
// policy for every such part (the trace, the points-of-interest dots, the area outlines): it loads
// once; should it fail, that is reported once and the view stays usable without it, and the next
// use tries again.
//
//   const trace = new LazyFeature('the trace', importTrace, warnings);   // importTrace: () => import(…)
//   trace.load().then((module) => module && module.Tracer …);          // null when it could not load

export class LazyFeature {
  #what;
  #importModule;
  #failures;
  /** @type {Promise<any> | null} loading, or loaded */
  #loading = null;
  #module = null;
  #settled = false;

  /**
   * @param {string} what the feature, as a report names it: `the trace`
   * @param {() => Promise<any>} importModule a dynamic import of a literal specifier, which the build
   *   fingerprints (a specifier made at run time would not be)
   * @param {import('./failure-log.js').FailureLog} failures where a failure to load is reported
   */
  constructor(what, importModule, failures) {
    this.#what = what;
    this.#importModule = importModule;
    this.#failures = failures;
  }

  /** The module, once loaded; null before, or while it cannot load. */
  get module() { return this.#module; }

  /** Whether a load has finished, loaded or failed: what waits for the feature need not wait longer. */
  get settled() { return this.#settled; }

  /**
   * Loads the module once; after a failure, the next call tries again.
   * @returns {Promise<any>} the module, or null when it could not load
   */
  load() {
    this.#loading ??= this.#importModule().then((module) => {
      this.#module = module;
      this.#settled = true;
      return module;
    }, (error) => {
      this.#loading = null;
      this.#settled = true;
      this.#failures.report(this.#what, `${this.#what} could not load: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    });
    return this.#loading;
  }
}
