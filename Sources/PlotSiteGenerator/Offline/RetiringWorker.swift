import Foundation

/// What a site built with `"offline": false` serves as `service-worker.js` when its theme has a
/// worker: one that removes itself. Pages no longer register a worker, but a browser that installed
/// one from an earlier build keeps it, and keeps serving the old cache, until the worker's script
/// changes; browsers re-check that script on every visit, so this one reaches them, deletes the
/// site's caches (only this site's: the cache names end in its path) and unregisters.
enum RetiringWorker {
    static let source = """
        // "offline": false in the site's manifest: this worker only removes an earlier build's worker and caches.
        self.addEventListener('install', () => self.skipWaiting());
        self.addEventListener('activate', (event) => {
          const scope = new URL(self.registration.scope).pathname;
          event.waitUntil((async () => {
            for (const name of await caches.keys()) {
              if (name.startsWith('plotsite-') && name.endsWith(` ${scope}`)) await caches.delete(name);
            }
            await self.registration.unregister();
          })());
        });

        """

    /// `["service-worker.js": the retiring worker]`, or `[:]` when the theme has no worker to retire.
    static func files(theme: Theme) -> [String: Data] {
        theme.assets[OfflineFiles.workerPath] == nil ? [:] : [OfflineFiles.workerPath: Data(source.utf8)]
    }
}
