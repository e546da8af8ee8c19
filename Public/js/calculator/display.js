// The Calculator's display and the keypad that writes into it: taps and clicks on the keys, typing
// in the display (a plain text field), Enter to plot, and keyboard shortcuts for the keys while
// focus is on the keypad or nowhere in particular. What each key does is keypad.js's business.
// The state holds the expression (with `.`); the field shows it in the site's language (German `2,5`)
// and what is typed there is read with either mark (display-text.js).

import { press, EMPTY_DISPLAY } from './keypad.js';
import { displayText, expressionText } from './display-text.js';

/** Keyboard keys that press a keypad key when focus is not in a text field (e.key → data-key). */
const SHORTCUTS = Object.freeze({
  '.': '.', ',': '.', '+': '+', '-': '-', '*': '*', '/': '/', '(': '(', ')': ')', x: 'x', X: 'x',
  '^': 'pow', p: 'pi', Backspace: 'back', Delete: 'clear', Enter: 'plot',
});
/** How long a key looks pressed when a shortcut presses it, ms. */
const FLASH_MS = 120;

export class CalculatorDisplay {
  #state = EMPTY_DISPLAY;
  #input;
  #keypad;
  #powKey;
  #onPlot;
  #onChange;
  #isActive;

  /**
   * @param {HTMLFormElement} form the `form.calculator-display` holding `input[name=expression]`
   * @param {HTMLElement} keypad the `.keypad` holding `button[data-key]`
   * @param {object} handlers
   * @param {() => void} handlers.onPlot `plot` was pressed (key, Enter, shortcut)
   * @param {(text: string) => void} handlers.onChange the text changed (by key or typing)
   * @param {() => boolean} [handlers.isActive] whether shortcuts apply now (the keypad is on screen)
   */
  constructor(form, keypad, { onPlot, onChange, isActive = () => true }) {
    this.#input = form.querySelector('input[name="expression"]');
    this.#keypad = keypad;
    this.#powKey = keypad.querySelector('[data-key="pow"]');
    this.#onPlot = onPlot;
    this.#onChange = onChange;
    this.#isActive = isActive;
    this.#powKey?.setAttribute('aria-pressed', 'false');
    // The text shrinks to fit when the field's width changes (rotation, layout change).
    new ResizeObserver(() => this.#fitText()).observe(this.#input);

    // A mouse click on a key leaves focus where it was (the display, or nowhere), so Enter then
    // plots rather than pressing the last key clicked again. Tab still focuses keys, and touch
    // keeps the browser's behaviour (a tap on a key hides the on-screen keyboard).
    let pointerType = '';
    keypad.addEventListener('pointerdown', (event) => { pointerType = event.pointerType; }, { passive: true });
    keypad.addEventListener('mousedown', (event) => {
      if (pointerType === 'mouse' && event.target instanceof Element && event.target.closest('button[data-key]')) event.preventDefault();
    });
    keypad.addEventListener('click', (event) => {
      const key = event.target instanceof Element ? event.target.closest('button[data-key]') : null;
      if (key && keypad.contains(key)) this.press(key.getAttribute('data-key'));
    });
    this.#input.addEventListener('input', () => {
      this.#setState({ text: expressionText(this.#input.value), exponent: false }, { fromInput: true });
      this.#fitText();
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.#onPlot();
    });
    document.addEventListener('keydown', (event) => this.#shortcut(event));
  }

  /** The display's expression: its text with `.` for a decimal mark, whatever the language shows. */
  get text() { return this.#state.text; }

  /** Replaces the display's expression (leaves exponent mode); does not report a change. */
  set text(value) {
    this.#state = { text: String(value), exponent: false };
    this.#render();
  }

  /** The text field. */
  get input() { return this.#input; }

  /**
   * Presses a keypad key (`data-key`, docs/hooks.md#calculator): `plot` plots, every other key edits the display.
   * @param {string} key
   */
  press(key) {
    if (key === 'plot') {
      this.#setState(press(this.#state, key));
      this.#onPlot();
      return;
    }
    this.#setState(press(this.#state, key));
    // Keys append on the right: keep the end of a long expression in view.
    this.#input.scrollLeft = this.#input.scrollWidth;
  }

  #setState(state, { fromInput = false } = {}) {
    const changed = state.text !== this.#state.text;
    this.#state = state;
    if (!fromInput) this.#render();
    else this.#renderMode();
    if (changed) this.#onChange(state.text);
  }

  #render() {
    const shown = displayText(this.#state.text);
    if (this.#input.value !== shown) this.#input.value = shown;
    this.#renderMode();
    this.#fitText();
  }

  /**
   * A long expression first gets a smaller font (two steps, as a phone calculator does), and
   * only then scrolls sideways; the end, where keys append, stays in view.
   */
  #fitText() {
    const input = this.#input;
    if (input.clientWidth === 0) return;
    input.removeAttribute('data-size');
    for (const step of ['smaller', 'smallest']) {
      if (input.scrollWidth <= input.clientWidth) break;
      input.setAttribute('data-size', step);
    }
  }

  /** Exponent mode shows on the `xʸ` key, which stays lit until the next key. */
  #renderMode() {
    this.#powKey?.setAttribute('aria-pressed', String(this.#state.exponent));
  }

  #shortcut(event) {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    const target = event.target;
    // Text fields, the graph (its own keys pan and zoom), links and open dialogs keep their keys.
    if (target instanceof Element && target.closest('input, textarea, select, [contenteditable], [data-graph], a, dialog')) return;
    const onKey = target instanceof Element && target.closest('button');
    const key = /^[0-9]$/.test(event.key) ? event.key : SHORTCUTS[event.key];
    // Enter and Space on a focused button press that button, as everywhere.
    if (!key || (onKey && (event.key === 'Enter' || event.key === ' ')) || !this.#isActive()) return;
    if (onKey && !this.#keypad.contains(onKey)) return;
    event.preventDefault();
    this.#flash(key);
    this.press(key);
  }

  #flash(key) {
    const button = this.#keypad.querySelector(`[data-key="${CSS.escape(key)}"]`);
    if (!button) return;
    button.classList.add('is-pressed');
    setTimeout(() => button.classList.remove('is-pressed'), FLASH_MS);
  }
}
