// Copy embed code (docs/site.md#embeds): the <iframe> a course page embeds the plot's figure with, written
// when the reader first presses the plot page's button ([data-copy-embed], written hidden and shown by the
// boot script, which loads this module on that press), so that no page carries the code itself. The
// build gives the button what the code needs beyond the page: the embed page's address (absolute under
// the site's baseURL, else relative to the page, `../embed/sine.html`, which another site cannot use, so
// it is resolved against the page's own address) and the frame's size (`data-embed-size`, `640 / 508,
// 352px`: Sources/PlotSiteGenerator/Pages/EmbedCode.swift works it out and writes the same code on the
// embed page, for a reader without a script). The frame's title is the plot's, the page's heading.
//
// A press shows the code in a read-only field ([data-embed-code]) under the button, copies it where the
// Clipboard API may (a secure context, the reader's permission) and says so in a polite status
// ([data-embed-status]); where it may not, it focuses and selects the code for the reader to copy.

import { words } from './words/say.js';

/** Shows the page's Copy embed code buttons and answers their presses (a theme without the boot script). */
export function offerEmbedCode() {
  for (const button of document.querySelectorAll('[data-copy-embed]')) {
    button.hidden = false;
    button.addEventListener('click', () => copyEmbedCode(button));
  }
}

/**
 * The code, as EmbedCode.swift writes it: every value escaped for its attribute.
 * @param {string} src the embed page's address, absolute
 * @param {string} title the plot's title
 * @param {string} size the button's data-embed-size: the frame's proportions and least height
 */
export function embedCode(src, title, size) {
  const [ratio, minHeight] = size.split(', ');
  return `<iframe src="${attribute(src)}" title="${attribute(title)}" loading="lazy" allowfullscreen `
    + `style="width:100%;aspect-ratio:${ratio};min-height:${minHeight};border:0"></iframe>`;
}

/** Text as a double-quoted attribute's value, as the build escapes it. */
function attribute(text) {
  return text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]);
}

/**
 * What a press of `button` does: shows the code under it and copies it, or selects it for the reader.
 * @param {HTMLButtonElement} button
 */
export async function copyEmbedCode(button) {
  const { field, status, made } = shownCode(button);
  status.textContent = '';
  // A live region made just now speaks only once it is in the page: what it says waits a frame.
  if (made) await new Promise(requestAnimationFrame);
  let copied = false;
  try {
    await navigator.clipboard.writeText(field.value);
    copied = true;
  } catch {
    // No Clipboard API here (plain http, an iframe without the permission) or the reader refused it.
  }
  // Copied, the focus stays on the button; else it goes to the code, selected for the reader's own copy.
  if (copied) {
    field.setSelectionRange(0, field.value.length);
  } else {
    field.focus();
    field.select();
  }
  status.textContent = copied ? words.embed.copied : words.embed.selected;
}

/** The field with the code and the status line under the button, made on the first press. */
function shownCode(button) {
  const next = button.nextElementSibling;
  if (next?.matches('[data-embed-code]')) return { field: next, status: next.nextElementSibling, made: false };
  const title = document.querySelector('h1')?.textContent ?? document.title;
  const src = new URL(button.getAttribute('data-copy-embed') ?? '', location.href).href;
  const field = Object.assign(document.createElement('textarea'), {
    className: 'plot-embed-code', readOnly: true, rows: 4, spellcheck: false,
    value: embedCode(src, title, button.getAttribute('data-embed-size') ?? ''),
  });
  field.id = 'embed-code';
  field.setAttribute('data-embed-code', '');
  field.setAttribute('aria-label', words.embed.code);
  const status = Object.assign(document.createElement('p'), { className: 'plot-embed-status' });
  status.setAttribute('role', 'status');
  status.setAttribute('data-embed-status', '');
  button.after(field, status);
  button.setAttribute('aria-controls', field.id);
  return { field, status, made: true };
}
