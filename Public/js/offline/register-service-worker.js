// Registers the site's service worker (service-worker.js at the site's top), which keeps the site for
// offline use (docs/site.md#offline). The top is where the page's web app manifest is (a page of a site
// built for offline use links it, and only such a page), so a site under a sub-path
// (https://example.edu/course/) registers its own root, not the origin's; a page without the link registers
// nothing. Loaded by every page: as a <script type="module"> of its own, or in a plot page's boot script,
// whose bundle holds it. Once registered it asks the worker (installing or in charge) to keep this page;
// once the page is loaded and idle, to keep the rest of the gallery. On the Featured page it marks the
// plots that are not kept while the worker says what it kept or the browser is offline.

const manifest = document.querySelector('link[rel="manifest"]');
const scope = manifest ? new URL('.', manifest.href) : null;
/** How long after `load` the gallery is asked for, so a page's own later requests (the live view) come first. */
const GALLERY_DELAY_MS = 3000;

if (scope && 'serviceWorker' in navigator) {
  // After `load`, so the first visit's own requests never wait behind the worker's downloads.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

function register() {
  try {
    // A failure is silent on purpose: the site works as well without the worker, only not offline
    // (a plain-http origin other than localhost, a browser in a private mode, storage refused).
    navigator.serviceWorker.register(new URL('service-worker.js', scope), { scope: scope.href }).then((registration) => {
      // This page is kept at once, by the worker that is installing as much as by one in charge (a
      // browser that blocks workers may answer without a registration).
      (registration?.installing ?? registration?.waiting ?? registration?.active)?.postMessage({ type: 'keep-page' });
    }, () => {});
  } catch {
    // A browser that throws instead of rejecting: as above.
    return;
  }
  setTimeout(() => navigator.serviceWorker.ready.then((registration) => {
    registration.active?.postMessage({ type: 'keep-gallery' });
  }), GALLERY_DELAY_MS);
  if (document.querySelector('[data-offline-mark]')) import('./offline-marks.js').then(({ watchOfflineMarks }) => watchOfflineMarks(), () => {});
}
