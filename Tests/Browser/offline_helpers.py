"""What the offline tests (test_offline.py, test_offline_updates.py) share: a site server that can be stopped and
restarted on its address, with the cache headers the README recommends, the fixtures that start servers and openers
and build the site's next versions, and what they read of the service worker."""

from __future__ import annotations

import http.server
import json
import re
import threading
from pathlib import Path
from typing import NamedTuple

import pytest
from playwright.sync_api import Page

from conftest import CSP, PageOpener, QuietServer, built_site
from graph_helpers import wait_until

FINGERPRINTED = re.compile(r"\.[0-9a-f]{8}\.[A-Za-z0-9]+$")
DISPLAY = 'input[name="expression"]'


# --- A server that can be stopped


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Serves its server's current folder with the pages' CSP and the recommended cache headers; a path
    the server holds is answered only once the test lets it go (`SiteServer.hold`)."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".webmanifest": "application/manifest+json"}

    def __init__(self, request, client_address, server):
        super().__init__(request, client_address, server, directory=str(server.site.root))

    def do_GET(self):
        held = self.server.site.held.get(self.path.split("?")[0])
        if held:
            held.asked.set()
            held.released.wait(timeout=60)
        super().do_GET()

    def end_headers(self):
        self.send_header("Content-Security-Policy", CSP)
        immutable = FINGERPRINTED.search(self.path.split("?")[0])
        self.send_header("Cache-Control", "public, max-age=31536000, immutable" if immutable else "no-cache")
        super().end_headers()

    def log_message(self, format, *args):  # noqa: A002 - the base class's signature
        pass


class Hold(NamedTuple):
    """A held path: `asked` is set when a request for it arrives, `released` lets the answers go."""

    asked: threading.Event
    released: threading.Event


class SiteServer:
    """http://127.0.0.1:PORT/ serving `root`; `stop()` takes the network away, `start()` brings it back
    on the same port (the same origin, so the same service worker), `root` may change in between."""

    def __init__(self, root: Path):
        self.root = root
        self.port = 0
        self.httpd: QuietServer | None = None
        self.held: dict[str, Hold] = {}
        self.start()

    def hold(self, path: str) -> Hold:
        """From now on `/path` waits for the returned Hold's release before it is answered."""
        self.held["/" + path] = Hold(threading.Event(), threading.Event())
        return self.held["/" + path]

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def start(self) -> None:
        self.httpd = QuietServer(("127.0.0.1", self.port), SiteHandler)
        self.httpd.site = self
        self.port = self.httpd.server_address[1]
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def stop(self) -> None:
        if self.httpd:
            self.httpd.shutdown()
            self.httpd.server_close()
            self.httpd = None


@pytest.fixture
def serve():
    """Starts SiteServers for a test and stops them after it."""
    servers: list[SiteServer] = []

    def start(root: Path) -> SiteServer:
        servers.append(SiteServer(root))
        return servers[-1]

    yield start
    for server in servers:
        server.stop()


@pytest.fixture
def opener(browser):
    """PageOpeners for the test's own servers, checked for errors when the test ends."""
    openers: list[PageOpener] = []

    def make(server: SiteServer) -> PageOpener:
        openers.append(PageOpener(browser, server.url))
        return openers[-1]

    yield make
    for each in openers:
        each.check()


def site_from(manifest_text: str):
    """Builds a plain-list manifest into a temporary folder; yields the site and removes it afterwards."""
    with built_site("gallery.txt", manifest_text, "plotsite-offline-") as site:
        yield site


@pytest.fixture(scope="module")
def second_build():
    """The default gallery built again with another title and plot: the site's next version."""
    yield from site_from('# title: Offline course two\ncos(x) | title="Second wave"\n')


@pytest.fixture(scope="module")
def offline_off_build():
    """A next version of the site with `# offline: false`."""
    yield from site_from('# title: No longer offline\n# offline: false\nsin(x) | title="Plain wave"\n')


# --- Helpers


def worker_build(site: Path) -> dict:
    """The `PLOTSITE_BUILD` the build wrote at the top of the site's service worker."""
    first_line = (site / "service-worker.js").read_text().split("\n", 1)[0]
    match = re.fullmatch(r"const PLOTSITE_BUILD = (.*);", first_line)
    assert match, f"service-worker.js does not start with the build's declaration: {first_line[:120]!r}"
    return json.loads(match.group(1))


def wait_for_the_worker(page: Page) -> None:
    """Until the site's worker has installed (the shell is kept) and controls the page."""
    wait_until(page, "() => navigator.serviceWorker.controller !== null", timeout=15)


def cache_names(page: Page) -> list[str]:
    return sorted(page.evaluate("caches.keys()"))


def navigation_status(page: Page) -> int:
    return page.evaluate("performance.getEntriesByType('navigation')[0].responseStatus")


# --- Offline
