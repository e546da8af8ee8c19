"""Offline use and installation (docs/site.md#offline): after one visit the service worker keeps the
site's shell and every page visited, so the gallery, the Calculator and the plot pages seen before
work with the network gone; a new build replaces the cache; the web app manifest and its icons load;
a site under a sub-path registers its worker for that path.

"The network gone" is an HTTP server that was stopped: its port refuses connections, for the page
and for the service worker alike. Playwright's `context.set_offline(True)` is not used because it
does not apply to a service worker's own fetches in Chromium (microsoft/playwright#2311), so the
worker would still reach the server and the test would prove nothing.

The tests serve sites with the cache headers the README recommends to hosts (fingerprinted files
cached for a year, pages and the worker revalidated), from servers of their own, which they stop and
restart on the same address; the worker of an origin outlives its pages, so each test has its own
browser context, one that lets service workers run (`service_workers="allow"`, whatever the other
tests' contexts do). Every page is watched for console errors, exceptions and CSP violations.
"""

from __future__ import annotations

import http.server
import json
import re
import shutil
import tempfile
import threading
from pathlib import Path
from typing import NamedTuple

import pytest
from playwright.sync_api import Page

from conftest import CSP, DESKTOP, PHONE, PageOpener, QuietServer, built_site, wait_live
from graph_helpers import GRAPH, graph_state, mouse_drag, settle, wait_until

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


def test_after_one_visit_the_calculator_and_visited_pages_work_with_the_network_gone(serve, opener, site_dir, tangent, cubic):
    server = serve(site_dir)
    pages = opener(server)
    context = pages.context(DESKTOP, service_workers="allow")
    wait_for_the_worker(pages(DESKTOP, "index.html", context=context, live=False).page)
    # A plot page visited online, through the worker, which stores it as the page reads it.
    visited = pages(DESKTOP, tangent.path, context=context).page
    wait_until(visited, "(url) => caches.match(url).then(Boolean)", f"{server.url}{tangent.path}")
    server.stop()

    # The Calculator was never opened: its page and modules came with the shell.
    calculator = pages(DESKTOP, "calculator.html", context=context, live=False).page
    calculator.wait_for_selector("[data-calculator][data-ready]", state="attached")
    calculator.click(DISPLAY)
    calculator.keyboard.type("x^2-3")
    calculator.keyboard.press("Enter")
    settle(calculator)
    assert calculator.text_content("[data-graph-description]") == "x² − 3"
    assert len(calculator.get_attribute(f"{GRAPH} .plot-curve", "d") or "") > 20, "no curve drawn offline"

    # The plot page visited before takes gestures and redraws.
    plot = pages(DESKTOP, tangent.path, context=context).page
    before, curve_before = graph_state(plot), plot.get_attribute(f"{GRAPH} .plot-curve", "d")
    mouse_drag(plot, before.centre, (-90, 40))
    settle(plot)
    after = graph_state(plot)
    assert (after.origin_x, after.origin_y) == pytest.approx((before.origin_x - 90, before.origin_y + 40), abs=1)
    assert plot.get_attribute(f"{GRAPH} .plot-curve", "d") != curve_before

    # A page never kept says so, and links back to the kept gallery.
    unvisited = pages(DESKTOP, "plots/not-in-the-gallery.html", context=context, live=False).page
    assert unvisited.text_content("h1") == "You are offline"
    unvisited.click("text=Back to the gallery")
    unvisited.wait_for_url(f"{server.url}index.html")
    assert unvisited.locator(f'a[href="{tangent.path}"]').count() > 0


def test_after_one_visit_to_the_gallery_every_plot_opens_offline(serve, opener, site_dir):
    """The worker keeps every plot page, then every embed page, in the background after the first visit
    (within its budget), so plots never opened before open with the network gone, graph and gestures
    included, and so do their figures in a course page's frame."""
    server = serve(site_dir)
    pages = opener(server)
    context = pages.context(PHONE, service_workers="allow")
    gallery = pages(PHONE, "index.html", context=context, live=False).page
    wait_for_the_worker(gallery)
    build = worker_build(site_dir)
    assert build["galleryBudget"] == 4_000_000
    embeds = len(list((site_dir / "embed").glob("*.html")))
    assert embeds > 0 and len(build["gallery"]) == len(list((site_dir / "plots").glob("*.html"))) + embeds
    assert all(path.startswith("embed/") for path in build["gallery"][-embeds:])
    wait_until(gallery, "(urls) => Promise.all(urls.map((url) => caches.match(url))).then((kept) => kept.every(Boolean))",
               [server.url + path for path in build["gallery"]], timeout=30)
    # Nothing was missing: no plot is marked.
    assert gallery.locator("[data-offline-mark]:visible").count() == 0
    server.stop()
    for path in build["gallery"]:
        page = pages(PHONE, path, context=context, live=False).page
        assert page.text_content("h1") != "You are offline", path
        page.close()
    for path in (build["gallery"][-1 - embeds], build["gallery"][-1]):  # the last plot page, the last embed page
        plot = pages(PHONE, path, context=context).page
        before = graph_state(plot)
        mouse_drag(plot, before.centre, (-60, 30))
        settle(plot)
        assert graph_state(plot).origin_x == pytest.approx(before.origin_x - 60, abs=1), path


def test_the_background_keeping_takes_every_plot_page_before_an_embed_page_and_stops_at_its_budget(serve, opener, tmp_path, site_dir):
    """With a budget of every plot page's bytes and the first embed page's, the worker keeps exactly those: no embed
    page before the last plot page, and nothing once the budget is spent."""
    site = tmp_path / "site"
    shutil.copytree(site_dir, site)
    build = worker_build(site)
    plots = [path for path in build["gallery"] if path.startswith("plots/")]
    embeds = build["gallery"][len(plots):]
    assert plots and embeds and all(path.startswith("embed/") for path in embeds)
    budget = sum((site / path).stat().st_size for path in plots + embeds[:1])
    worker = (site / "service-worker.js").read_text().split("\n", 1)
    (site / "service-worker.js").write_text(f"const PLOTSITE_BUILD = {json.dumps({**build, 'galleryBudget': budget})};\n" + worker[1])
    server = serve(site)
    pages = opener(server)
    context = pages.context(PHONE, service_workers="allow")
    context.add_init_script("navigator.serviceWorker.addEventListener('message', (event) => {"
                            " if (event.data?.type === 'gallery-kept') window.__galleryKept = true; });")
    gallery = pages(PHONE, "index.html", context=context, live=False).page
    wait_for_the_worker(gallery)
    wait_until(gallery, "() => window.__galleryKept === true", timeout=60)
    kept = gallery.evaluate("(urls) => Promise.all(urls.map((url) => caches.match(url).then(Boolean)))",
                            [server.url + path for path in build["gallery"]])
    assert dict(zip(build["gallery"], kept)) == {path: path in plots or path == embeds[0] for path in build["gallery"]}


def test_the_gallery_marks_a_plot_that_is_not_kept(serve, opener, tmp_path, site_dir, sine):
    # A site whose sine page the server cannot give: the worker keeps the rest and says so.
    site = tmp_path / "site"
    shutil.copytree(site_dir, site)
    (site / sine.path).unlink()
    server = serve(site)
    pages = opener(server)
    context = pages.context(PHONE, service_workers="allow")
    gallery = pages(PHONE, "index.html", context=context, live=False).page
    wait_for_the_worker(gallery)
    missing = gallery.locator(f'a[href="{sine.path}"] [data-offline-mark]')
    wait_until(gallery, "(selector) => !document.querySelector(selector).hidden", f'a[href="{sine.path}"] [data-offline-mark]', timeout=30)
    assert missing.inner_text() == "Not saved for offline use"
    assert gallery.locator("[data-offline-mark]:visible").count() == 1, "only the plot that is not kept is marked"
    assert gallery.get_attribute(f'a[href="{sine.path}"]', "data-offline-missing") == ""
    gallery.locator(f'a[href="{sine.path}"]').screenshot(path=str(Path(__file__).parent / "screenshots" / "offline-gallery-marked-phone.png"))


def test_a_file_without_a_fingerprint_comes_from_the_network_while_online_and_from_the_cache_offline(serve, opener,
                                                                                                     tmp_path, site_dir):
    # A copy of the site whose standalone SVG changes under its name, as `plotsite serve` rebuilds it
    # (its pages also poll /__plotsite/status, which must never be answered from a cache).
    site = tmp_path / "site"
    shutil.copytree(site_dir, site)
    server = serve(site)
    pages = opener(server)
    page = pages(PHONE, "index.html", live=False, service_workers="allow").page
    wait_for_the_worker(page)
    read = "(url) => fetch(url).then((response) => response.text())"
    svg = f"{server.url}plots/sine.svg"
    assert "<svg" in page.evaluate(read, svg)
    (site / "plots/sine.svg").write_text("<svg>changed</svg>")
    assert page.evaluate(read, svg) == "<svg>changed</svg>", "a file without a fingerprint was answered from the cache"
    server.stop()
    assert page.evaluate(read, svg) == "<svg>changed</svg>", "offline, the copy kept last answers"


def test_a_new_build_replaces_the_cache_and_the_pages(serve, opener, site_dir, second_build):
    server = serve(site_dir)
    pages = opener(server)
    page = pages(PHONE, "index.html", live=False, service_workers="allow").page
    wait_for_the_worker(page)
    ours = f"plotsite-{worker_build(site_dir)['version']} /"
    assert cache_names(page) == [ours]
    # Another site on the same origin (user.github.io/another-course/) has caches of its own.
    page.evaluate("caches.open('plotsite-0123456789abcdef /another-course/')")
    first_title = page.title()

    server.root = second_build
    page.reload()  # the navigation checks for a new worker, which installs, takes over and clears up
    replaced = f"plotsite-{worker_build(second_build)['version']} /"
    assert replaced != ours
    wait_until(page, "(name) => caches.keys().then((names) => names.includes(name) && names.length === 2)", replaced, timeout=15)
    assert cache_names(page) == sorted([replaced, "plotsite-0123456789abcdef /another-course/"])
    assert page.evaluate("navigator.serviceWorker.controller.scriptURL") == f"{server.url}service-worker.js"

    # Offline, the new build's pages are what is kept.
    server.stop()
    page.reload()
    assert "Offline course two" in page.title() and page.title() != first_title
    assert page.get_by_text("Second wave").count() > 0


def test_turning_offline_off_removes_the_worker_and_the_caches_an_earlier_build_installed(serve, opener, site_dir,
                                                                                          offline_off_build):
    server = serve(site_dir)
    pages = opener(server)
    page = pages(PHONE, "index.html", live=False, service_workers="allow").page
    wait_for_the_worker(page)
    assert cache_names(page) == [f"plotsite-{worker_build(site_dir)['version']} /"]
    page.evaluate("caches.open('plotsite-0123456789abcdef /another-course/')")

    server.root = offline_off_build
    page.reload()  # the browser re-checks the worker's script: the new one deletes this site's caches and leaves
    wait_until(page, "() => navigator.serviceWorker.getRegistrations().then((all) => all.length === 0)", timeout=15)
    assert cache_names(page) == ["plotsite-0123456789abcdef /another-course/"]
    page.reload()
    assert page.evaluate("navigator.serviceWorker.controller") is None
    assert "No longer offline" in page.title()
    assert page.locator('link[rel="manifest"]').count() == 0


def test_a_site_under_a_sub_path_keeps_its_first_page_in_its_own_scope(serve, opener, site_dir, sine):
    parent = Path(tempfile.mkdtemp(prefix="plotsite-subpath-"))
    try:
        (parent / "course").symlink_to(site_dir, target_is_directory=True)
        server = serve(parent)
        pages = opener(server)
        context = pages.context(PHONE, service_workers="allow")
        # The first visit is a plot page, not the gallery: it loaded before any worker and is kept all the same.
        page = pages(PHONE, f"course/{sine.path}", context=context).page
        wait_for_the_worker(page)
        registration = page.evaluate("""navigator.serviceWorker.ready.then((registration) =>
            ({ scope: registration.scope, script: registration.active.scriptURL }))""")
        assert registration == {"scope": f"{server.url}course/", "script": f"{server.url}course/service-worker.js"}
        assert all(name.endswith(" /course/") for name in cache_names(page)), cache_names(page)

        # Kept while the worker installed, before it took over the page.
        assert page.evaluate("(url) => caches.match(url).then(Boolean)", f"{server.url}course/{sine.path}")

        server.stop()
        page.reload()
        wait_live(page)
        assert navigation_status(page) == 200
    finally:
        shutil.rmtree(parent, ignore_errors=True)


def test_the_page_open_when_the_worker_installs_is_kept_before_the_rest_of_the_site(serve, opener, site_dir, cubic):
    """The first visit is a plot page; while the worker downloads the rest of the site (the Calculator's page
    held back here), that page is in its cache already: closed and opened again offline a moment later, it
    is there, graph and gestures included."""
    server = serve(site_dir)
    held = server.hold("calculator.html")
    pages = opener(server)
    context = pages.context(PHONE, service_workers="allow")
    page = pages(PHONE, cubic.path, context=context).page
    assert held.asked.wait(timeout=30), "the worker did not start keeping the site"
    wait_until(page, "(url) => caches.keys().then((names) => names.length === 1 && caches.match(url)).then(Boolean)",
               f"{server.url}{cubic.path}", timeout=15)
    assert page.evaluate("navigator.serviceWorker.controller") is None, "kept while the worker was still installing"
    held.released.set()
    wait_for_the_worker(page)
    page.close()
    server.stop()
    again = pages(PHONE, cubic.path, context=context).page
    assert again.text_content("h1") != "You are offline"
    before = graph_state(again)
    mouse_drag(again, before.centre, (-50, 20))
    settle(again)
    assert graph_state(again).origin_x == pytest.approx(before.origin_x - 50, abs=1)


# --- Installable


def test_pages_link_a_manifest_whose_icons_load_at_their_sizes(open_page, base_url):
    page = open_page(DESKTOP, "index.html", live=False).page
    manifest_url = page.eval_on_selector('link[rel="manifest"]', "(link) => link.href")
    assert manifest_url == f"{base_url}manifest.webmanifest"
    response = page.evaluate("""(url) => fetch(url).then(async (response) =>
        ({ status: response.status, manifest: await response.json() }))""", manifest_url)
    assert response["status"] == 200
    manifest = response["manifest"]
    title = page.text_content(".site-title")
    assert manifest["name"] == title
    assert title.startswith(manifest["short_name"]) and 0 < len(manifest["short_name"]) <= max(12, len(title.split()[0]))
    assert (manifest["start_url"], manifest["scope"], manifest["display"]) == ("./index.html", "./", "standalone")

    icons = manifest["icons"]
    assert {(icon["sizes"], icon["purpose"]) for icon in icons} >= {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")}
    for icon in icons:
        assert FINGERPRINTED.search(icon["src"]), f"{icon['src']} has no fingerprint: a host could not cache it for good"
        loaded = page.evaluate("""async ([src, base]) => {
            const url = new URL(src, base);
            const status = (await fetch(url)).status;
            const image = new Image();
            image.src = url;
            await image.decode();
            return { status, width: image.naturalWidth, height: image.naturalHeight };
        }""", [icon["src"], manifest_url])
        assert loaded["status"] == 200, icon
        if icon["sizes"] != "any":
            assert f"{loaded['width']}x{loaded['height']}" == icon["sizes"], icon
