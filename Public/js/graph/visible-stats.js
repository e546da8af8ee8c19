// What is in view, as the stats popover reads it (toolbar/stats-popover.js), attached to a GraphView as a
// feature (view-hooks.js) that adds two members for scripts (docs/hooks.md#elementgraphview):
// `visibleStats()`, the visible x-range and the lowest and highest y of all curves in the frame as drawn,
// and `visibleStatsByCurve()`, per curve its lowest and highest y there (null where nothing shows).

import { viewportOf } from './view-transform.js';
import { visibleYRange } from './figure-sampler.js';

/** @implements {import('./view-hooks.js').ViewHooks} */
export class VisibleStats {
  #host;

  /** @param {import('./view-hooks.js').ViewHost} host */
  constructor(host) {
    this.#host = host;
  }

  /** @returns {PropertyDescriptorMap} */
  get members() {
    return {
      visibleStats: { value: () => this.all() },
      visibleStatsByCurve: { value: () => this.byCurve() },
    };
  }

  /** @returns {{xMin: number, xMax: number, yMin: number | null, yMax: number | null}} */
  all() {
    const v = viewportOf(this.#host.transform(), 1);
    const { yMin, yMax } = visibleYRange(this.#host.segments().flat(), v);
    return { xMin: v.xMin, xMax: v.xMax, yMin, yMax };
  }

  /** @returns {{yMin: number | null, yMax: number | null}[]} */
  byCurve() {
    const v = viewportOf(this.#host.transform(), 1);
    return this.#host.figure().curves.map((_, i) => visibleYRange(this.#host.segments()[i] ?? [], v));
  }
}
