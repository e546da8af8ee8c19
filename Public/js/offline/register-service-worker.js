// Registers the site's service worker (../../service-worker.js, SPEC §14 R-DELIVER), which keeps
// the site for offline use. Both the worker and its scope are found relative to this module, so a
// site under a sub-path (https://example.edu/course/) registers its own root, not the origin's.
// Loaded by every page as <script type="module">; it does nothing else to the page.

const worker = new URL('../../service-worker.js', import.meta.url);
const scope = new URL('../../', import.meta.url);

if ('serviceWorker' in navigator) {
  // After `load`, so the first visit's own requests never wait behind the worker's downloads.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

function register() {
  try {
    // A failure is silent on purpose: the site works as well without the worker, only not offline
    // (a plain-http origin other than localhost, a browser in a private mode, storage refused).
    navigator.serviceWorker.register(worker, { scope: scope.href }).catch(() => {});
  } catch {
    // A browser that throws instead of rejecting: as above.
  }
}
