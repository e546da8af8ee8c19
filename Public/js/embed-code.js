// The plot page's embed code (docs/site.md#embeds): the build writes the <iframe> a course page embeds
// the plot's figure with into a readonly field ([data-embed-code], in a <details>, there to select
// and copy without a script too) and the Copy embed code button ([data-copy-embed]) hidden. This
// module shows the button and makes the code's address absolute: the build wrote it under the site's
// baseURL when the manifest has one, else relative to the page (`../embed/sine.html`), which another
// site cannot use, so it is resolved against the page's own address. A press opens the field, copies
// the code where the Clipboard API may (a secure context, the reader's permission) and says so in the
// polite status ([data-embed-status]); where it may not, it focuses and selects the code for the reader to copy.
// The status' words come from the page (data-copied, data-selected): the boot script imports no word table.
// The boot script (plot-boot.js) shows the button and loads this module on its first press, which it
// then hands on, or when the reader opens the code's box.

for (const button of document.querySelectorAll('[data-copy-embed]')) {
  const box = document.getElementById(button.getAttribute('aria-controls') ?? '');
  const field = box?.querySelector('[data-embed-code]');
  const status = box?.querySelector('[data-embed-status]');
  if (!field || !status) continue;
  field.value = absoluteCode(field.value, field.getAttribute('data-embed-src') ?? '');
  button.hidden = false;
  button.addEventListener('click', () => copy(box, field, status, button));
}

/**
 * `code` with its iframe's `src`, written as `relative`, made absolute against the page's address.
 * @param {string} code the build's `<iframe src="…" …>`
 * @param {string} relative the `src` as the build wrote it (already absolute under a baseURL)
 */
function absoluteCode(code, relative, base = location.href) {
  let absolute;
  try {
    absolute = new URL(relative, base).href;
  } catch {
    return code;
  }
  return code.replace(`src="${attribute(relative)}"`, () => `src="${attribute(absolute)}"`);
}

/** Text as a double-quoted attribute's value, as the build escapes it. */
function attribute(text) {
  return text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]);
}

async function copy(box, field, status, button) {
  box.open = true;
  status.textContent = '';
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
  status.textContent = (copied ? button.getAttribute('data-copied') : button.getAttribute('data-selected')) ?? '';
}
