// A small modal alert — the web's UIAlertView — built on <dialog>: showModal() keeps focus inside,
// Escape closes it, and focus returns where it was. A click on the backdrop closes it too.

import { words } from '../words/say.js';

let count = 0;

/**
 * Shows a modal alert with a title, a message and an OK button (which takes focus).
 * @param {object} content
 * @param {string} content.title
 * @param {string} content.message
 * @param {string} [content.className] an extra class for styling
 * @returns {Promise<void>} settles when the alert is closed
 */
export function showAlert({ title, message, className = '' }) {
  const id = `alert-${++count}`;
  const dialog = document.createElement('dialog');
  dialog.className = `alert-dialog ${className}`.trim();
  dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-message`);

  const form = document.createElement('form');
  form.method = 'dialog';
  const heading = document.createElement('h2');
  heading.id = `${id}-title`;
  heading.textContent = title;
  const text = document.createElement('p');
  text.id = `${id}-message`;
  text.textContent = message;
  const ok = document.createElement('button');
  ok.type = 'submit';
  ok.className = 'button button-primary';
  ok.textContent = words.calculator.ok;
  ok.autofocus = true;
  form.append(heading, text, ok);
  dialog.append(form);

  // A click whose target is the dialog itself landed on the backdrop (the form fills the box).
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  document.body.append(dialog);
  dialog.showModal();
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => {
      dialog.remove();
      resolve();
    }, { once: true });
  });
}
