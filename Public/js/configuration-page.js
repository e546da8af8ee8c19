// The Configuration page's script (docs/site.md#configuration): fills the X-Max and samples fields with the
// stored values, and on `Set` either stores both, hides the keyboard and says "Configuration Set
// Successfully", or puts a message next to each bad field and stores nothing. The fields then show
// the values as stored (0.0000001 as `1e-7`, which reads back as the same number); a value read
// other than as typed (`2,5` as 2.5) gets a note under its field saying so.

import { declaredDefaults, fieldText, loadConfiguration, parseXMax, parseSamples, saveConfiguration } from './calculator/configuration.js';
import { words } from './words/say.js';

const form = document.querySelector('form[data-configuration]');
if (form) startConfiguration(form);

/**
 * @param {HTMLFormElement} form the `form[data-configuration]`
 */
function startConfiguration(form) {
  const status = form.querySelector('.configuration-status');
  const fields = [
    { input: form.elements.namedItem('xmax'), parse: (text) => parseXMax(text) },
    { input: form.elements.namedItem('samples'), parse: parseSamples },
  ].map((field) => ({
    ...field,
    error: form.querySelector(`#${field.input.id}-error`),
    note: form.querySelector(`#${field.input.id}-note`),
  }));

  const stored = loadConfiguration(declaredDefaults(form));
  // Shown as the site's language writes numbers (German `2,5`), which the field reads back alike.
  fields[0].input.value = fieldText(stored.xMax);
  fields[1].input.value = String(stored.samples);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const results = fields.map((field) => ({ field, ...field.parse(field.input.value) }));
    for (const { field, error } of results) showError(field, error ?? '');
    const firstBad = results.find((result) => result.error);
    if (firstBad) {
      setStatus('');
      firstBad.field.input.focus();
      return;
    }
    const [xMax, samples] = results.map((result) => result.value);
    if (!saveConfiguration({ xMax, samples })) {
      setStatus(words.configuration.notStored, true);
      return;
    }
    fields[0].input.value = fieldText(xMax);
    fields[1].input.value = String(samples);
    for (const { field, note } of results) showNote(field, note ?? '');
    // Hides the on-screen keyboard (docs/site.md#configuration), as the seed's Set button does.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    setStatus(words.configuration.success);
  });

  for (const field of fields) {
    field.input.addEventListener('input', () => {
      // The message was about the value just changed; the success was about the stored values.
      showError(field, '');
      showNote(field, '');
      setStatus('');
    });
  }

  function setStatus(text, isError = false) {
    status.textContent = text;
    status.classList.toggle('is-success', text !== '' && !isError);
    status.classList.toggle('is-error', isError);
  }
}

/** The note under a field about how its value was read (not an error: the value was stored). */
function showNote(field, text) {
  if (field.note) field.note.textContent = text;
}

/** The message next to a field, and its invalid state for assistive technology. */
function showError(field, message) {
  if (field.error) field.error.textContent = message;
  if (message) field.input.setAttribute('aria-invalid', 'true');
  else field.input.removeAttribute('aria-invalid');
}
