// What a GraphView tells its reader about the view itself, attached as a feature (graph/view-hooks.js):
// whether the view is the figure's own — the root has data-view-moved while it is not, which shows the
// toolbar's Reset view button (css/graph-view.css) — that a remembered view is shown ("Showing the view
// you left; Reset view returns to the figure", seen over the graph and heard in the trace's live
// region), and, on a graph whose one-finger vertical swipes scroll the page, that two fingers move it.

import { setAttribute, setText } from '../graph/dom.js';
import { sameView } from '../graph/view-fitting.js';
import { announcer } from '../graph/announcer.js';
import { showNotice } from './graph-notice.js';
import { words } from '../words/say.js';

/** @implements {import('../graph/view-hooks.js').ViewHooks} */
export class ViewNotices {
  #host;

  /** @param {import('../graph/view-hooks.js').ViewHost} host */
  constructor(host) {
    this.#host = host;
  }

  /** The view the graph takes over with is not its own only when it was remembered (view-memory.js). */
  ready() {
    if (!this.#moved()) return;
    this.#mark(true);
    showNotice(this.#host.element, 'remembered', words.graph.rememberedView);
    setText(announcer(this.#host.element), words.graph.rememberedView);
  }

  /** A gesture, a setter, recenter: moved unless back at the figure's own view. A resize leaves it as it was. */
  setScale({ resize }) {
    if (!resize && this.#host.isLive()) this.#mark(this.#moved());
  }

  /**
   * The view's gesture intents with the page's scroll answered: the first one-finger swipe that scrolled
   * the page says how to move the graph instead.
   * @param {import('../graph/gestures.js').GestureIntents} intents
   * @returns {import('../graph/gestures.js').GestureIntents}
   */
  intents(intents) {
    return { ...intents, pageScrolled: () => showNotice(this.#host.element, 'two-fingers', words.graph.twoFingers) };
  }

  #moved() {
    return !sameView(this.#host.transform(), this.#host.home());
  }

  #mark(moved) {
    setAttribute(this.#host.element, 'data-view-moved', moved ? '' : null);
  }
}
