// PlotSite's service worker (docs/site.md#offline): after one visit the site works offline — the
// shell (the top-level pages, the web app manifest, every fingerprinted asset, so the Calculator
// with all its modules) and every page visited since are kept in one cache per build.
// A classic worker script, not a module (no imports): registered by
// js/offline/register-service-worker.js with the site's root as its scope, so the site works under
// a sub-path (https://example.edu/course/plots/) as at an origin's root.
//
// `PLOTSITE_BUILD` is not defined here: `plotsite build` writes this file at the site's root with
// `const PLOTSITE_BUILD = {"shell":[…],"version":"…"};` as its first line. `version` changes whenever
// a file of the build changes (so a new build is a new worker and a new cache); `shell` lists paths
// relative to the site's root (`index.html`, `js/graph/graph-view.3f9a2c1e.js`, …).
//
// The pages open when the worker installs are kept before anything else, and a page that registers
// the worker asks it to keep that page too (`{type: 'keep-page'}`, the page being the message's
// source), so the page a reader has open works offline at once.
//
// After a first visit, a page asks the worker to keep the gallery (`{type: 'keep-gallery'}`): it
// downloads the plot pages not kept yet, one at a time and featured first, then the embed pages, up to
// `PLOTSITE_BUILD.galleryBudget` bytes, unless the connection is metered or asks to save data, and
// tells the pages what is kept (`{type: 'gallery-kept'}`), so the gallery can mark what is not.
//
// Pages: network first (fresh content when online), the kept copy after about 3 s without an answer
// or when the network fails, a short offline page for a page never kept. Fingerprinted files:
// cache first (they never change), else the network, keeping what it returns. Other files (a plot's
// `.svg`, `static/` files, the preview server's status): network first, the kept copy offline.

/* global PLOTSITE_BUILD */

const CACHE_PREFIX = 'plotsite-';
/** The site's root, e.g. `/course/plots/`; what this worker controls. */
const SCOPE = new URL(self.registration.scope).pathname;
/**
 * One cache per build and site: `plotsite-<version> <scope>`. The scope is part of the name because
 * every site of an origin shares its caches (two courses on one `user.github.io`): a new build only
 * deletes the caches of its own site.
 */
const CACHE_NAME = `${CACHE_PREFIX}${PLOTSITE_BUILD.version} ${SCOPE}`;
/** How long a page request waits for the network before a kept copy answers instead. */
const NETWORK_TIMEOUT_MS = 3000;
/** `graph-view.3f9a2c1e.js`: content-addressed, so a copy kept by an earlier build is still right. */
const FINGERPRINTED = /\.[0-9a-f]{8}\.[A-Za-z0-9]+$/;

self.addEventListener('install', (event) => {
  // The pages open now first: a reader may close one and go offline before the shell is all in.
  event.waitUntil(keepOpenPages().then(keepShell).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(deleteOtherBuilds().then(() => self.clients.claim()));
});

/** The background keeping under way, shared by every page that asks for it meanwhile. */
let keepingGallery = null;

self.addEventListener('message', (event) => {
  if (event.data?.type === 'keep-page') {
    // The page that registered this worker, which may have opened after `install` looked for pages.
    event.waitUntil(keepPage(event.source?.url));
    return;
  }
  if (event.data?.type !== 'keep-gallery') return;
  keepingGallery ??= keepGallery().finally(() => { keepingGallery = null; });
  event.waitUntil(keepingGallery);
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(self.registration.scope)) return;
  if (request.mode === 'navigate') {
    const network = fetchAndKeep(request, pageKey(request.url), (storing) => event.waitUntil(storing));
    // Keeps the worker alive until the answer is in, even when a kept copy answered first.
    event.waitUntil(network.then(ignore, ignore));
    event.respondWith(pageResponse(request, network));
  } else {
    event.respondWith(fileResponse(event));
  }
});

// MARK: - Install and activate

/**
 * Fills this build's cache with the shell. Any file that fails fails the install, and the worker
 * already in charge stays so; what this attempt kept is deleted when a later build activates.
 */
async function keepShell() {
  const cache = await caches.open(CACHE_NAME);
  await Promise.all(PLOTSITE_BUILD.shell.map(async (path) => {
    const url = new URL(path, self.location.href).href;
    // An unchanged fingerprinted file is taken from the previous build's cache, not downloaded again.
    const kept = FINGERPRINTED.test(path) ? await caches.match(url) : undefined;
    // Pages and the manifest keep their names from build to build: ask the server, not the HTTP cache.
    const response = kept ?? await fetch(url, { cache: FINGERPRINTED.test(path) ? 'default' : 'no-cache' });
    if (!response.ok) throw new Error(`service worker: ${url} answered ${response.status}`);
    await cache.put(url, response);
  }));
}

/** Deletes the caches of this site's earlier builds (other sites' caches on the origin stay). */
async function deleteOtherBuilds() {
  const names = await caches.keys();
  const ours = (name) => name.startsWith(CACHE_PREFIX) && name.endsWith(` ${SCOPE}`) && name !== CACHE_NAME;
  await Promise.all(names.filter(ours).map((name) => caches.delete(name)));
}

/**
 * Keeps the pages of the site open right now: the first visit's page loaded before any worker
 * existed, and is no less visited.
 */
async function keepOpenPages() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  await Promise.all(windows.map((client) => keepPage(client.url)));
}

/**
 * Keeps the page at `url` (a page of this site, without its query) unless it is kept already. A
 * failure only costs that page's offline copy.
 * @param {string | undefined} url
 */
async function keepPage(url) {
  if (!url?.startsWith(self.registration.scope)) return;
  const cache = await caches.open(CACHE_NAME);
  const key = pageKey(url);
  if (await cache.match(key)) return;
  const storing = [];
  await fetchAndKeep(new Request(key, { cache: 'no-cache' }), key, (stored) => storing.push(stored)).catch(ignore);
  await Promise.all(storing);
}

// MARK: - The gallery, kept in the background

/**
 * Downloads the plot pages not kept yet, in the gallery's order, within the budget; stops at the
 * first network failure (offline again). A metered or data-saving connection keeps nothing (a page
 * visited is still kept as it is opened). Then tells every page of the site what is kept.
 */
async function keepGallery() {
  const cache = await caches.open(CACHE_NAME);
  let spent = 0;
  if (!savesData()) {
    for (const path of PLOTSITE_BUILD.gallery ?? []) {
      const url = new URL(path, self.registration.scope).href;
      if (await cache.match(url)) continue;
      if (spent >= PLOTSITE_BUILD.galleryBudget) break;
      let response;
      try {
        response = await fetch(url, { cache: 'no-cache' });
      } catch {
        break;
      }
      if (!response.ok || response.type !== 'basic') continue;
      const body = await response.clone().arrayBuffer();
      spent += body.byteLength;
      await cache.put(url, response).catch(ignore);
    }
  }
  const clients = await self.clients.matchAll({ type: 'window' });
  for (const client of clients) client.postMessage({ type: 'gallery-kept' });
}

/** Whether the connection is metered (cellular) or asks to save data (Chromium's Network Information). */
function savesData() {
  const connection = self.navigator.connection;
  return Boolean(connection && (connection.saveData || connection.type === 'cellular' || /2g/.test(connection.effectiveType ?? '')));
}

// MARK: - Pages

/**
 * The network's answer if it comes within NETWORK_TIMEOUT_MS; else the kept copy; else whatever
 * the network says in the end; offline and never kept, the offline page.
 * @param {Request} request a navigation
 * @param {Promise<Response>} network the request already under way
 */
async function pageResponse(request, network) {
  const timeout = new Promise((resolve) => setTimeout(resolve, NETWORK_TIMEOUT_MS, null));
  try {
    const answer = await Promise.race([network, timeout]);
    if (answer) return answer;
  } catch {
    // Offline, or the server is down: a kept copy answers.
  }
  const kept = await keptPage(request.url);
  if (kept) return kept;
  try {
    return await network;
  } catch {
    return offlinePage();
  }
}

/**
 * Fetches `request`; a successful answer is also stored under `key`, by a promise handed to
 * `whileStoring` (which keeps the worker alive for it): the page is not held back until it is stored.
 * @param {Request} request
 * @param {string} key
 * @param {(storing: Promise<void>) => void} whileStoring
 * @returns {Promise<Response>} rejects when the network fails
 */
async function fetchAndKeep(request, key, whileStoring) {
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();  // now, before the page starts reading the body
    // A full disk only costs the offline copy.
    whileStoring(caches.open(CACHE_NAME).then((cache) => cache.put(key, copy)).catch(ignore));
  }
  return response;
}

/** A page's cache key: its URL without query and fragment (`calculator.html?e=sin(x)` is one page). */
function pageKey(url) {
  const key = new URL(url);
  key.search = '';
  key.hash = '';
  return key.href;
}

/** The kept copy of a page; `…/` is also found as `…/index.html` (the shell's name for it). */
async function keptPage(url) {
  const cache = await caches.open(CACHE_NAME);
  const key = pageKey(url);
  const response = await cache.match(key) ?? (key.endsWith('/') ? await cache.match(`${key}index.html`) : undefined);
  // A host that redirects (`/index.html` → `/`) gave a redirected response; a navigation refuses
  // those, so the body is handed back as a response of its own.
  return response?.redirected ? new Response(response.body, response) : response;
}

/**
 * What a page never visited shows offline: a short note and a link to the kept Featured page, in
 * the site's style sheet and with its icon when the shell has them (else the browser would ask the
 * network for /favicon.ico and log the failure). Status 200: a 503 would be logged as an error in
 * the page's console, and this answer is a page of the site, not the server's.
 */
function offlinePage() {
  const url = (path) => escapeHTML(new URL(path, self.registration.scope).href);
  const styles = shellPath(/^css\/site(\.[0-9a-f]{8})?\.css$/);
  const icon = shellPath(/^icons\/icon(\.[0-9a-f]{8})?\.svg$/);
  // In the site's language (a build before the words were here: English).
  const words = PLOTSITE_BUILD.offlinePage ?? { language: 'en', title: 'Offline', heading: 'You are offline',
    text: 'This page is not saved on this device for offline use.', back: 'Back to the gallery' };
  const html = `<!doctype html>
<html lang="${escapeHTML(words.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHTML(words.title)}</title>
${styles ? `<link rel="stylesheet" href="${url(styles)}">` : ''}
<link rel="icon" href="${icon ? url(icon) : 'data:,'}">
</head>
<body>
<main class="main">
<h1>${escapeHTML(words.heading)}</h1>
<p>${escapeHTML(words.text)}</p>
<p><a href="${url('index.html')}">${escapeHTML(words.back)}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

/** The shell's path that matches `pattern` (a fingerprinted name), or undefined. */
function shellPath(pattern) {
  return PLOTSITE_BUILD.shell.find((path) => pattern.test(path));
}

function escapeHTML(text) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

// MARK: - Files

/**
 * A fingerprinted file never changes: cache first, then the network (keeping a successful answer).
 * Any other file may change under the same name — a plot's `.svg`, a file of `static/`, the preview
 * server's `/__plotsite/status`, which `plotsite serve` pages poll — so the network comes first and
 * the kept copy only answers offline. Offline and not kept, a network error — as without this
 * worker — rather than a rejected promise.
 * @param {FetchEvent} event
 */
async function fileResponse(event) {
  const cache = await caches.open(CACHE_NAME);
  const immutable = FINGERPRINTED.test(new URL(event.request.url).pathname);
  const kept = immutable ? await cache.match(event.request) : undefined;
  if (kept) return kept;
  try {
    const response = await fetch(event.request);
    if (response.ok && response.type === 'basic' && event.request.cache !== 'no-store') {
      event.waitUntil(cache.put(event.request, response.clone()).catch(ignore));
    }
    return response;
  } catch {
    return (await cache.match(event.request)) ?? Response.error();
  }
}

function ignore() {}
