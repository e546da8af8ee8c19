// How the Calculator's two panes share the screen in each layout (docs/site.md#layouts), and the controls
// that move between them:
//
//   split    both panes on screen; nothing to do
//   popover  the graph pane fills the screen; a "Calculator" button opens the calculator pane as a
//            non-modal popover (Escape, a tap outside or a successful plot closes it)
//   push     one pane at a time; a plot pushes the graph pane with a History entry, so the
//            browser's Back (or the pane's own "Calculator" button) returns to the calculator
//
// State is shown on the `.calculator` section for CSS and tests: data-layout, data-view
// (`calculator` or `graph`: which pane the push layout shows) and data-popover-open.

import { watchLayout } from './layout.js';
import { words } from '../words/say.js';

/** What we keep in `history.state`: which pane an entry shows, and whether a plot pushed it. */
const STATE_KEY = 'calculatorView';

const CHEVRON = 'M15 5l-7 7 7 7';
const CALCULATOR_ICON = 'M7 2.5h10a2.5 2.5 0 0 1 2.5 2.5v14a2.5 2.5 0 0 1-2.5 2.5H7A2.5 2.5 0 0 1 4.5 19V5A2.5 2.5 0 0 1 7 2.5zM8 6.5h8v3H8zM8.5 13h.01M12 13h.01M15.5 13h.01M8.5 17h.01M12 17h.01M15.5 17h.01';

export class CalculatorNavigation {
  /** @type {import('./layout.js').Layout} */
  layout = 'push';

  #section;
  #pane;
  #graphPane;
  #back;
  #toggle;

  /**
   * Adds the pane controls (a bar above the graph holding them and the caption) and starts
   * following the layout.
   * @param {HTMLElement} section the `.calculator` section
   */
  constructor(section) {
    this.#section = section;
    this.#pane = section.querySelector('.calculator-pane');
    this.#graphPane = section.querySelector('.calculator-graph-pane');
    this.#pane.id ||= 'calculator-pane';
    this.#addBar();

    window.addEventListener('popstate', (event) => {
      if (this.layout === 'push') this.#show(viewOf(event.state), { moveFocus: true });
    });
    watchLayout(section, (layout, previous) => this.#layoutChanged(layout, previous));
  }

  /** Whether the calculator (display and keypad) is on screen now. */
  get calculatorIsVisible() {
    if (this.layout === 'popover') return this.popoverIsOpen;
    return this.layout === 'split' || this.#view === 'calculator';
  }

  /** Whether this History entry already says which pane it shows (a reload, Back or Forward). */
  get hasState() {
    return Boolean(history.state?.[STATE_KEY]);
  }

  /**
   * Puts an address in the location bar without a new History entry.
   * @param {string} url
   */
  setAddress(url) {
    history.replaceState(history.state, '', url);
  }

  /**
   * Brings the graph on screen after a plot, and puts the plot's address in the location bar.
   * In the push layout this adds a History entry, so Back returns to the calculator.
   * @param {string} url the plot's address (docs/site.md#what-is-remembered)
   * @param {object} [options]
   * @param {boolean} [options.push] false: show the graph without adding an entry (on load)
   */
  showGraph(url, { push = true } = {}) {
    if (this.layout === 'push' && push && this.#view !== 'graph') {
      // The calculator's entry gets the new address too: a reload there must find the same plot.
      history.replaceState(stateFor('calculator'), '', url);
      history.pushState(stateFor('graph', true), '', url);
    } else {
      history.replaceState(stateFor('graph', push && history.state?.[STATE_KEY]?.pushed), '', url);
    }
    this.#show('graph', { moveFocus: this.layout === 'push' });
    if (this.layout === 'popover') this.closePopover();
  }

  /**
   * Opens the calculator popover (popover layout only).
   * @param {object} [options]
   * @param {boolean} [options.focusDisplay] put the caret in the display (keyboard users); otherwise
   *   the popover itself takes focus, so a touch screen does not pop up its keyboard
   */
  openPopover({ focusDisplay = false } = {}) {
    if (this.layout !== 'popover' || this.popoverIsOpen) return;
    this.#section.setAttribute('data-popover-open', '');
    this.#toggle.setAttribute('aria-expanded', 'true');
    document.addEventListener('keydown', this.#popoverKey);
    document.addEventListener('pointerdown', this.#pointerOutside, { capture: true });
    const target = focusDisplay ? this.#pane.querySelector('input[name="expression"]') : this.#pane;
    target?.focus({ preventScroll: true });
  }

  /** Closes the calculator popover; focus returns to its button if it was inside. */
  closePopover() {
    if (!this.popoverIsOpen) return;
    const hadFocus = this.#pane.contains(document.activeElement);
    this.#section.removeAttribute('data-popover-open');
    this.#toggle.setAttribute('aria-expanded', 'false');
    document.removeEventListener('keydown', this.#popoverKey);
    document.removeEventListener('pointerdown', this.#pointerOutside, { capture: true });
    if (hadFocus) this.#toggle.focus({ preventScroll: true });
  }

  /** Whether the calculator popover is open. */
  get popoverIsOpen() {
    return this.#section.hasAttribute('data-popover-open');
  }

  // --- Internals

  get #view() {
    return this.#section.getAttribute('data-view') === 'graph' ? 'graph' : 'calculator';
  }

  #addBar() {
    const bar = document.createElement('div');
    bar.className = 'calculator-graph-bar';
    this.#back = iconButton('calculator-back', CHEVRON, words.tabs.calculator, words.calculator.back);
    this.#back.addEventListener('click', () => this.#pop());
    this.#toggle = iconButton('calculator-popover-toggle', CALCULATOR_ICON, words.tabs.calculator, words.tabs.calculator);
    this.#toggle.setAttribute('aria-controls', this.#pane.id);
    this.#toggle.setAttribute('aria-expanded', 'false');
    this.#toggle.addEventListener('click', (event) => {
      // detail 0: the button was pressed with Enter or Space, not tapped or clicked.
      if (this.popoverIsOpen) this.closePopover();
      else this.openPopover({ focusDisplay: event.detail === 0 });
    });
    const caption = this.#graphPane.querySelector('.graph-caption');
    bar.append(this.#back, this.#toggle);
    if (caption) bar.append(caption);
    this.#graphPane.prepend(bar);
  }

  /** Back to the calculator in the push layout: through History when a plot pushed the graph. */
  #pop() {
    if (this.#view !== 'graph') return;
    if (history.state?.[STATE_KEY]?.pushed) {
      history.back();  // popstate shows the calculator
    } else {
      history.replaceState(stateFor('calculator'), '', location.href);
      this.#show('calculator', { moveFocus: true });
    }
  }

  #show(view, { moveFocus = false } = {}) {
    const focused = document.activeElement;
    const leaving = view === 'graph' ? this.#pane : this.#graphPane;
    if (this.#view !== view) this.#section.setAttribute('data-navigated', '');
    this.#section.setAttribute('data-view', view);
    if (this.layout !== 'push' || !moveFocus || !(focused instanceof HTMLElement) || !leaving.contains(focused)) return;
    // The focused element just went off screen. Someone on a keyboard gets the control that leads
    // back; after a tap, focus simply goes (a ring on the back button would only puzzle).
    if (focused.matches(':focus-visible')) {
      const target = view === 'graph' ? this.#back : this.#pane.querySelector('[data-key="plot"]');
      target?.focus({ preventScroll: true });
    } else {
      focused.blur();
    }
  }

  #layoutChanged(layout, previous) {
    if (previous === 'popover') this.closePopover();
    this.layout = layout;
    this.#section.setAttribute('data-layout', layout);
    if (layout === 'popover') {
      this.#pane.setAttribute('role', 'dialog');
      this.#pane.setAttribute('aria-label', words.tabs.calculator);
      this.#pane.tabIndex = -1;
    } else {
      this.#pane.removeAttribute('role');
      this.#pane.removeAttribute('aria-label');
      this.#pane.removeAttribute('tabindex');
    }
    if (layout === 'push') this.#section.setAttribute('data-view', viewOf(history.state));
  }

  #popoverKey = (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return;
    this.closePopover();
  };

  #pointerOutside = (event) => {
    const target = event.target;
    if (!(target instanceof Node) || this.#pane.contains(target) || this.#toggle.contains(target)) return;
    if (target instanceof Element && target.closest('dialog')) return;
    this.closePopover();
  };
}

function stateFor(view, pushed = false) {
  return { [STATE_KEY]: { view, pushed } };
}

function viewOf(state) {
  return state?.[STATE_KEY]?.view === 'graph' ? 'graph' : 'calculator';
}

/** A button with a 24×24 stroked icon and a visible label. */
function iconButton(className, path, text, label) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `calculator-nav-button ${className}`;
  if (label !== text) button.setAttribute('aria-label', label);
  const svgNS = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(svgNS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const icon = document.createElementNS(svgNS, 'path');
  icon.setAttribute('d', path);
  svg.append(icon);
  const span = document.createElement('span');
  span.textContent = text;
  button.append(svg, span);
  return button;
}
