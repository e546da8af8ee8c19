// The Featured page's offline marks (docs/site.md#offline): loaded by register-service-worker.js on the
// page whose gallery links carry a mark, it shows the mark of every plot the site's caches do not hold,
// whenever the worker says what it kept and whenever the browser goes offline or online.

/** Marks the gallery now if the browser is offline, and again whenever that may have changed. */
export function watchOfflineMarks() {
  navigator.serviceWorker.addEventListener('message', (event) => {
    if (event.data?.type === 'gallery-kept') markGallery();
  });
  window.addEventListener('offline', markGallery);
  window.addEventListener('online', markGallery);
  if (!navigator.onLine) markGallery();
}

/** Shows the mark of every gallery link whose page the site's caches do not hold. */
async function markGallery() {
  for (const mark of document.querySelectorAll('[data-offline-mark]')) {
    const link = mark.closest('a');
    if (!link) continue;
    const kept = await caches.match(new URL(link.getAttribute('href'), location.href).href).catch(() => undefined);
    mark.hidden = Boolean(kept);
    link.toggleAttribute('data-offline-missing', !kept);
  }
}
