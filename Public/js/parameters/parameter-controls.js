// A plot page's sliders (docs/site.md#sliders, docs/hooks.md#sliders): per parameter a range input `name="param-a"`, a number
// field `name="param-a-value"` for exact entry and a Play button, in the page's
// `<fieldset data-parameters="<graph id>">` (Templates/plot.html). The build writes them disabled, since
// without a script they would do nothing; this module enables them and keeps them, the page's URL
// (`?a=2`, parameter-values.js) and the figure on one set of values. The figure itself is the page's
// business: it hears of each change through `change(name, value)`.
//
//   new ParameterControls(fieldset, parameters, { a: 2, b: 1 }, { change: (name, value) => … });
//
// - The slider applies as it moves (its keyboard steps are the range input's own).
// - The number field applies on Enter or when it loses focus (`change`); while what is typed is no
//   number, or lies outside min … max, it has aria-invalid. A number outside the range is clamped when
//   applied; an empty field or one that is no number goes back to the current value.
// - Play sweeps the value min → max → min (play-motion.js) until pressed again or the slider or number
//   field is used (aria-pressed). Under `prefers-reduced-motion: reduce` the button reads Step and
//   moves the value a tenth of its range per press instead.
// - The URL follows with history.replaceState, at most every URL_DELAY_MS (and when the page is left),
//   keeping its other keys and the hash.

import { clampValue, parseValue, queryWithValues, sliderValue, valueText } from './parameter-values.js';
import { playValue, steppedValue } from './play-motion.js';
import { withMinusSigns } from '../decimal-text.js';
import { on, setAttribute, setText } from '../graph/dom.js';
import { words, localNumber } from '../words/say.js';

/** The URL is rewritten at most this often while values change, ms (browsers limit replaceState). */
export const URL_DELAY_MS = 250;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * @typedef {object} ParameterInputs one parameter's controls
 * @property {import('./parameter-values.js').Parameter} parameter
 * @property {HTMLInputElement} slider
 * @property {HTMLInputElement | null} field
 * @property {HTMLButtonElement | null} play
 * @property {1 | -1} direction where the next reduced-motion step goes
 */

export class ParameterControls {
  /** @type {Map<string, ParameterInputs>} */
  #inputs = new Map();
  /** @type {Record<string, number>} */
  #values;
  #change;
  /** Per playing parameter, the value and the time it started from. */
  #playing = new Map();
  #frame = 0;
  #urlTimer = 0;
  #reducedMotion;

  /**
   * Takes over the fieldset's controls: sets them to `values` and enables them. A parameter whose
   * slider is missing from the fieldset throws, naming it (the page and its data disagree).
   * @param {HTMLElement} fieldset the `[data-parameters]` element
   * @param {import('./parameter-values.js').Parameter[]} parameters as data-figure declares them
   * @param {Record<string, number>} values the starting values (parameter-values.js startingValues)
   * @param {{change: (name: string, value: number) => void}} callbacks told of every new value
   */
  constructor(fieldset, parameters, values, { change }) {
    this.#values = { ...values };
    this.#change = change;
    this.#reducedMotion = window.matchMedia(REDUCED_MOTION);
    for (const parameter of parameters) {
      const name = CSS.escape(parameter.name);
      const slider = fieldset.querySelector(`input[type="range"][name="param-${name}"]`);
      if (!slider) throw new Error(`the page has no slider input[type=range][name=param-${parameter.name}] for parameter ${parameter.name}`);
      const inputs = {
        parameter, slider, direction: 1,
        field: fieldset.querySelector(`input[type="number"][name="param-${name}-value"]`),
        play: fieldset.querySelector(`button[data-play="${name}"]`),
      };
      this.#inputs.set(parameter.name, inputs);
      this.#listen(inputs);
      this.#show(inputs, this.#values[parameter.name]);
      for (const control of [slider, inputs.field, inputs.play]) if (control) control.disabled = false;
    }
    on(this.#reducedMotion, 'change', () => this.#showPlayMode());
    // Leaving right after a change: the history entry, which Back returns to, still gets the last values.
    on(window, 'pagehide', () => this.#writeURL());
    this.#showPlayMode();
  }

  /** The current values, by letter. */
  get values() { return { ...this.#values }; }

  /**
   * Sets a parameter as if the reader had entered it: clamped to its range, shown, applied, and
   * written to the URL. Stops its playing.
   * @param {string} name
   * @param {number} value
   */
  set(name, value) {
    const inputs = this.#inputs.get(name);
    if (!inputs) throw new RangeError(`no parameter ${JSON.stringify(name)}: the page has ${[...this.#inputs.keys()].join(', ')}`);
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new TypeError(`parameter ${name} must be a finite number, not ${value}`);
    this.#stop(name);
    this.#apply(inputs, clampValue(value, inputs.parameter));
  }

  // --- Internals

  /** @param {ParameterInputs} inputs */
  #listen(inputs) {
    const { parameter, slider, field, play } = inputs;
    on(slider, 'input', () => {
      this.#stop(parameter.name);
      this.#apply(inputs, sliderValue(slider.value, parameter));
    });
    if (field) {
      on(field, 'input', () => {
        this.#stop(parameter.name);
        setAttribute(field, 'aria-invalid', this.#fieldValue(inputs) === null ? 'true' : null);
      });
      on(field, 'change', () => this.#applyField(inputs));
      on(field, 'keydown', (event) => { if (event.key === 'Enter') this.#applyField(inputs); });
    }
    if (play) on(play, 'click', () => this.#pressPlay(inputs));
  }

  /** The number field's number if it is one within the range, else null. */
  #fieldValue({ field, parameter }) {
    const value = parseValue(field.value);
    return value !== null && value >= parameter.min && value <= parameter.max ? value : null;
  }

  /** Enter or a change of the number field: its number, clamped, or back to the current value. */
  #applyField(inputs) {
    const { field, parameter } = inputs;
    const typed = parseValue(field.value);
    setAttribute(field, 'aria-invalid', null);
    this.#stop(parameter.name);
    if (typed === null) {
      this.#show(inputs, this.#values[parameter.name]);
      return;
    }
    const value = clampValue(typed, parameter);
    if (value === this.#values[parameter.name]) {
      this.#show(inputs, value);
      return;
    }
    this.#apply(inputs, value);
  }

  /** A new value: shown in the controls, handed to the page, put in the URL. */
  #apply(inputs, value) {
    const { name } = inputs.parameter;
    this.#values[name] = value;
    this.#show(inputs, value);
    this.#change(name, value);
    this.#scheduleURL();
  }

  /** Shows `value` on the slider and in the number field; skips writes that change nothing. */
  #show({ slider, field }, value) {
    const text = valueText(value);
    // A value between two steps (from a link or the field) puts the thumb on the nearest step; the
    // value itself is kept and said (aria-valuetext).
    if (slider.value !== text) slider.value = text;
    // What is said is text for people (German `1,5`); the inputs' values keep the point.
    setAttribute(slider, 'aria-valuetext', localNumber(withMinusSigns(text)));
    if (field && field.value !== text) field.value = text;
  }

  #pressPlay(inputs) {
    const { name } = inputs.parameter;
    if (this.#reducedMotion.matches) {
      const { value, direction } = steppedValue(inputs.parameter, this.#values[name], inputs.direction);
      inputs.direction = direction;
      this.#apply(inputs, value);
      return;
    }
    if (this.#playing.has(name)) {
      this.#stop(name);
      return;
    }
    this.#playing.set(name, { start: this.#values[name], startedAt: performance.now() });
    setAttribute(inputs.play, 'aria-pressed', 'true');
    setText(inputs.play.querySelector('[data-play-text]') ?? inputs.play, words.parameters.pause);
    if (!this.#frame) this.#frame = requestAnimationFrame((now) => this.#playFrame(now));
  }

  /** One frame of every playing parameter. */
  #playFrame(now) {
    this.#frame = 0;
    for (const [name, { start, startedAt }] of this.#playing) {
      const inputs = this.#inputs.get(name);
      const value = playValue(inputs.parameter, start, now - startedAt);
      if (value !== this.#values[name]) this.#apply(inputs, value);
    }
    if (this.#playing.size > 0) this.#frame = requestAnimationFrame((next) => this.#playFrame(next));
  }

  /** Stops a parameter's playing, if it plays. */
  #stop(name) {
    if (!this.#playing.delete(name)) return;
    const { play } = this.#inputs.get(name);
    setAttribute(play, 'aria-pressed', 'false');
    setText(play.querySelector('[data-play-text]') ?? play, words.parameters.play);
    if (this.#playing.size === 0) {
      cancelAnimationFrame(this.#frame);
      this.#frame = 0;
    }
  }

  /** Play or Step, as the reader's motion preference asks: a toggle (aria-pressed) only when it plays. */
  #showPlayMode() {
    const reduced = this.#reducedMotion.matches;
    for (const { parameter, play } of this.#inputs.values()) {
      if (!play) continue;
      this.#stop(parameter.name);
      setAttribute(play, 'aria-pressed', reduced ? null : 'false');
      setAttribute(play, 'data-play-mode', reduced ? 'step' : 'play');
      setText(play.querySelector('[data-play-text]') ?? play, reduced ? words.parameters.step : words.parameters.play);
    }
  }

  /** Writes the values into the URL soon: at most every URL_DELAY_MS, always the latest. */
  #scheduleURL() {
    if (this.#urlTimer) return;
    this.#urlTimer = setTimeout(() => this.#writeURL(), URL_DELAY_MS);
  }

  /** Writes the values into the URL now, if a write is due. */
  #writeURL() {
    if (!this.#urlTimer) return;
    clearTimeout(this.#urlTimer);
    this.#urlTimer = 0;
    const query = queryWithValues(location.search, [...this.#inputs.values()].map((i) => i.parameter), this.#values);
    if (query === location.search) return;
    history.replaceState(history.state, '', `${location.pathname}${query}${location.hash}`);
  }
}
