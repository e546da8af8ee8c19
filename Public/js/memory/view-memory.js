// A GraphView's view (origin and scales) remembered across reloads per data-plot-id
// (view-storage.js), attached to the view through its hooks: the remembered view is taken over
// instead of the declared one, and a change is written once the view has rested SAVE_DELAY ms, or
// at once when the page is hidden or the view destroyed; a view back at the figure's own is forgotten.
// Stored views of another version of the graph (by default its data-expression) are ignored.

import { on, off } from '../graph/dom.js';
import { loadView, saveView } from './view-storage.js';
import { isUsable, makeTransform } from '../graph/view-transform.js';
import { offsetFromCentre, sameView } from '../graph/view-fitting.js';

/** How long the view must rest before it is written to localStorage, ms. */
const SAVE_DELAY = 300;

/** @implements {import('../graph/view-hooks.js').ViewHooks} */
export class ViewMemory {
  #host;
  #id;
  #version;
  #timer = 0;
  #saveNow = () => this.#save();

  /**
   * @param {import('../graph/view-hooks.js').ViewHost} host
   * @param {string | null} id the graph's data-plot-id; null remembers nothing
   * @param {string} version
   */
  constructor(host, id, version) {
    this.#host = host;
    this.#id = id;
    this.#version = version;
    on(window, 'pagehide', this.#saveNow);
  }

  /** The remembered view, if there is one, at the size of `t` (the view the graph takes over with). */
  takeOver(t) {
    const stored = this.#id ? loadView(this.#id, this.#version) : null;
    if (!stored) return t;
    const candidate = makeTransform({
      ...t, scale: stored.scale, scaleY: stored.scaleY, originX: t.width / 2 + stored.dx, originY: t.height / 2 + stored.dy,
    });
    return isUsable(candidate) ? candidate : t;
  }

  /** The view moved: written once it rests. A resize changes nothing worth writing. */
  setScale({ resize }) {
    if (resize) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(this.#saveNow, SAVE_DELAY);
  }

  destroy() {
    this.#save();
    off(window, 'pagehide', this.#saveNow);
  }

  /** Writes a change still waiting to be written. */
  #save() {
    if (!this.#timer) return;
    clearTimeout(this.#timer);
    this.#timer = 0;
    if (!this.#id || !this.#host.isLive()) return;
    const t = this.#host.transform();
    const { dx, dy } = offsetFromCentre(t);
    // Back at the figure's own view (Reset view): nothing to remember, nothing to announce next time.
    saveView(this.#id, this.#version, sameView(t, this.#host.home()) ? null : { dx, dy, scale: t.scale, scaleY: t.scaleY });
  }
}
