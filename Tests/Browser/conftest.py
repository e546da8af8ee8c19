"""Fixtures of the real-browser tests: one built site, one http server, one Chromium per session,
and a new context per viewport and test.

The site is built once with the plotsite binary (PLOTSITE_BIN, default .build/debug/plotsite; the
test runner Tests/run.sh builds it first) from the working tree's Templates/ and Public/
(`--theme`), so a test run always sees the current JS and CSS. It is served on a free loopback
port with the pages' Content-Security-Policy also sent as a header. Chromium is Debian's
(/usr/lib/chromium/chromium, CHROMIUM_BIN), driven by Python Playwright; see /work/shared/TESTING.md.

Every page opened through the `open_page` fixture is watched: a console error, an uncaught
exception or a CSP violation fails the test.
"""

from __future__ import annotations

import contextlib
import functools
import html
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
PLOTSITE = Path(os.environ.get("PLOTSITE_BIN", ROOT / ".build/debug/plotsite"))
CHROMIUM = os.environ.get("CHROMIUM_BIN", "/usr/lib/chromium/chromium")
CSP = "default-src 'self'; style-src 'self'; img-src 'self' data:"


def shared_constants() -> dict:
    """Public/js/shared-constants.js, the limits and the curve palette both sides use: the strict JSON
    after its `export default`, read as the Swift build reads it."""
    source = (ROOT / "Public/js/shared-constants.js").read_text()
    return json.loads(source[source.index("\nexport default ") + len("\nexport default "):].strip().rstrip(";"))


def rgb(hex_colour: str) -> str:
    """#0b62d6 → rgb(11, 98, 214), as getComputedStyle writes colours."""
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    return f"rgb({r}, {g}, {b})"
SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"


@dataclass(frozen=True)
class Device:
    """A viewport the site must work on."""

    name: str
    width: int
    height: int
    scale: float
    touch: bool

    def context_options(self) -> dict:
        return {
            "viewport": {"width": self.width, "height": self.height},
            "device_scale_factor": self.scale,
            "has_touch": self.touch,
            "is_mobile": self.name == "phone",
        }


PHONE = Device("phone", 390, 844, 3, True)
TABLET_PORTRAIT = Device("tablet-portrait", 820, 1180, 2, True)
TABLET_LANDSCAPE = Device("tablet-landscape", 1180, 820, 2, True)
DESKTOP = Device("desktop", 1440, 900, 1, False)
DEVICES = [PHONE, TABLET_PORTRAIT, TABLET_LANDSCAPE, DESKTOP]
PHONE_LANDSCAPE = Device("phone-landscape", 844, 390, 3, True)
# The five sizes every page must work at (docs/site.md#layouts).
FIVE_SIZES = [PHONE, PHONE_LANDSCAPE, TABLET_PORTRAIT, TABLET_LANDSCAPE, DESKTOP]

# Reports CSP violations to the test through a binding, from every document the context loads
# (console errors come through Playwright's console event; a violation is not always logged).
WATCH_SCRIPT = """
document.addEventListener('securitypolicyviolation', (event) => {
  window.__cspViolation(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
});
"""


def pytest_configure(config):
    config.addinivalue_line("markers", "serial: timing-sensitive (touch swipes, serve's reload): Tests/run.sh runs these "
                                       "alone, after the others have run in two processes")


# --- The site and its server


# Where the server answers with the readable theme's files (Public/) rather than the site's, for tests that
# import a theme module by its path: the site holds only what its pages load (docs/architecture.md#delivery).
THEME_PREFIX = "/__theme/"


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the site with the pages' CSP as a header too, and without request logs; under THEME_PREFIX,
    the working tree's readable theme."""

    def translate_path(self, path):
        if path.startswith(THEME_PREFIX):
            relative = path[len(THEME_PREFIX):].split("?", 1)[0].split("#", 1)[0]
            target = (ROOT / "Public" / relative).resolve()
            if target.is_relative_to(ROOT / "Public"):
                return str(target)
        return super().translate_path(path)

    def end_headers(self):
        self.send_header("Content-Security-Policy", CSP)
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format, *args):  # noqa: A002 - the base class's signature
        pass


def build_site(manifest: Path | None, out: Path) -> None:
    """`plotsite build MANIFEST --out OUT` with the working tree's theme (the default gallery without a
    manifest); a failed build fails the test with plotsite's output."""
    result = subprocess.run([str(PLOTSITE), "build", *([str(manifest)] if manifest else []), "--out", str(out),
                             "--theme", str(ROOT), "--quiet"], capture_output=True, text=True)
    assert result.returncode == 0, f"plotsite build failed:\n{result.stdout}{result.stderr}"


@contextlib.contextmanager
def built_site(manifest_name: str, manifest_text: str, prefix: str):
    """A site built from a manifest of the test's own (written as `manifest_name`) with the working
    tree's theme: yields its folder; removed afterwards."""
    parent = Path(tempfile.mkdtemp(prefix=prefix))
    manifest = parent / manifest_name
    manifest.write_text(manifest_text)
    try:
        build_site(manifest, parent / "site")
        yield parent / "site"
    finally:
        shutil.rmtree(parent, ignore_errors=True)


class QuietServer(http.server.ThreadingHTTPServer):
    """Says nothing when the browser drops a connection (it does, when a page is closed mid-load)."""

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@contextlib.contextmanager
def serving(folder: Path):
    """Serves `folder` on a free loopback port (threads for parallel requests): yields its base URL."""
    server = QuietServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


class ServedSite(NamedTuple):
    folder: Path
    url: str


@contextlib.contextmanager
def served_site(manifest_name: str, manifest_text: str, prefix: str):
    """`built_site`, served on a free port: yields a ServedSite (folder, base URL)."""
    with built_site(manifest_name, manifest_text, prefix) as folder, serving(folder) as url:
        yield ServedSite(folder, url)


def own_site(name: str, manifest_name: str, manifest: str | dict):
    """The two fixtures of a test module's own site, for the module to assign to names of its own:

        window_site, open_window = own_site("window", "plots.txt", MANIFEST)

    `<name>_site` is the site built from `manifest` (text, or a dict written as JSON) once per module and
    served: a ServedSite. `open_<name>` opens its pages as `open_page` does the default gallery's, and
    fails the test on a console error, an exception or a CSP violation on any of them."""
    text = manifest if isinstance(manifest, str) else json.dumps(manifest, ensure_ascii=False)

    @pytest.fixture(scope="module", name=f"{name}_site")
    def site():
        with served_site(manifest_name, text, f"plotsite-{name}-") as served:
            yield served

    @pytest.fixture(name=f"open_{name}")
    def opener(browser, request):
        served = request.getfixturevalue(f"{name}_site")
        opener = PageOpener(browser, served.url, served.folder)
        yield opener
        opener.check()

    return site, opener


@pytest.fixture(scope="session")
def site_dir() -> Path:
    """The default gallery, built once into a temporary folder."""
    if not PLOTSITE.exists():
        pytest.exit(f"no plotsite binary at {PLOTSITE}: run `swift build --product plotsite` or set PLOTSITE_BIN", 2)
    parent = Path(tempfile.mkdtemp(prefix="plotsite-browser-"))
    out = parent / "site"
    result = subprocess.run([str(PLOTSITE), "build", "--out", str(out), "--theme", str(ROOT), "--quiet"],
                            capture_output=True, text=True)
    if result.returncode != 0:
        pytest.exit(f"plotsite build failed:\n{result.stdout}{result.stderr}", 2)
    yield out
    shutil.rmtree(parent, ignore_errors=True)


@pytest.fixture(scope="session")
def base_url(site_dir: Path) -> str:
    """http://127.0.0.1:PORT/ serving the built site."""
    with serving(site_dir) as url:
        yield url


@dataclass(frozen=True)
class PlotInfo:
    slug: str
    expression: str  # the first curve's
    path: str  # below the site root, e.g. plots/tangent.html
    curves: int = 1
    areas: int = 0


@pytest.fixture(scope="session")
def plots(site_dir: Path) -> dict[str, PlotInfo]:
    """Every plot page linked from the built index, by slug."""
    index = (site_dir / "index.html").read_text()
    found = {}
    for path in sorted(set(re.findall(r'href="(plots/[^"#?]+\.html)"', index))):
        page = (site_dir / path).read_text()
        slug = re.search(r'data-plot-id="([^"]*)"', page).group(1)
        expression = html.unescape(re.search(r'data-expression="([^"]*)"', page).group(1))
        start = page.index('class="plot-svg"')
        svg = page[start:page.index("</svg>", start)]  # the build-time drawing
        found[slug] = PlotInfo(slug, expression, path, svg.count("data-curve="), svg.count("data-area="))
    assert found, "the index links no plot page"
    return found


def plot_by_expression(plots: dict[str, PlotInfo], expression: str) -> PlotInfo:
    """The plot of the gallery that graphs `expression` alone, one curve without areas (slugs are the gallery's choice)."""
    matches = [plot for plot in plots.values()
               if plot.expression.replace(" ", "") == expression.replace(" ", "") and plot.curves == 1 and plot.areas == 0]
    assert matches, f"the default gallery has no plot of {expression}; it has {[p.expression for p in plots.values()]}"
    return matches[0]


@pytest.fixture(scope="session")
def tangent(plots) -> PlotInfo:
    return plot_by_expression(plots, "tan(x)")


@pytest.fixture(scope="session")
def cubic(plots) -> PlotInfo:
    return plot_by_expression(plots, "x^3 - 2.5x^2 + 3.1x - 13.3")


@pytest.fixture(scope="session")
def sine(plots) -> PlotInfo:
    return plot_by_expression(plots, "sin(x)")


# --- The browser


@pytest.fixture(scope="session")
def browser() -> Browser:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
        yield browser
        browser.close()


@dataclass
class WatchedPage:
    """A page and what went wrong on it (console errors, exceptions, CSP violations)."""

    page: Page
    context: BrowserContext
    errors: list[str] = field(default_factory=list)


def theme_urls(base: str) -> dict[str, str]:
    """The readable theme's modules and stylesheets by their paths in Public/, as URLs on the site's server
    (THEME_PREFIX): {"js/graph/graph-view.js": base + "__theme/js/graph/graph-view.js", …}, for tests that
    import a module by its path. Its words are the English table (js/words/language.js as written)."""
    public = ROOT / "Public"
    return {path.relative_to(public).as_posix(): base + THEME_PREFIX.lstrip("/") + path.relative_to(public).as_posix()
            for path in public.rglob("*") if path.suffix in (".js", ".css")}


def wake(page: Page) -> None:
    """Asks the page's graphs for their live view, as the reader's first reach for a graph does (plot-boot.js):
    `wakeGraph()` is the boot's hook. Returns at once; `wait_live` also waits until the view has taken over."""
    page.evaluate("() => { for (const graph of document.querySelectorAll('[data-graph]')) graph.wakeGraph?.(); }")


def wait_live(page: Page, timeout: float = 10_000) -> None:
    """Waits until the page's graph is live (woken first: see `wake`)."""
    wake(page)
    page.wait_for_selector("[data-graph][data-graph-live]", state="attached", timeout=timeout)


def batches(items: list, size: int) -> list[list]:
    """`items` in runs of `size`: the pages a test walks through, opened a few at a time so that their waits for
    the network to fall quiet (and for a view to rest) overlap instead of adding up."""
    return [items[start:start + size] for start in range(0, len(items), size)]


class PageOpener:
    """Opens watched pages in fresh contexts; checks them all when the test ends."""

    def __init__(self, browser: Browser, base_url: str, site: Path | None = None):
        self.browser = browser
        self.base_url = base_url
        self.site = site
        self.opened: list[WatchedPage] = []
        self.stray: list[str] = []  # problems on pages a test opened by other means

    @functools.cached_property
    def assets(self) -> dict[str, str]:
        """The URLs of the readable theme's modules by their paths in Public/ (see `theme_urls`)."""
        return theme_urls(self.base_url)

    def context(self, device: Device, **options) -> BrowserContext:
        # Service workers run only where a test allows them (test_offline.py): elsewhere the worker
        # would fetch the whole site in the background, load CI's two cores and add to the requests tests count.
        context = self.browser.new_context(**{**device.context_options(), "service_workers": "block", **options})
        context.expose_binding("__cspViolation", lambda source, text: self._record(source["page"], f"CSP: {text}"))
        context.add_init_script(WATCH_SCRIPT)
        return context

    def _record(self, page: Page, problem: str) -> None:
        watched = next((w for w in self.opened if w.page == page), None)
        (watched.errors if watched else self.stray).append(problem)

    def __call__(self, device: Device, path: str, *, context: BrowserContext | None = None, live: bool = True,
                 font_size: int | None = None, **options) -> WatchedPage:
        """Opens `path` on `device`; with `live`, waits until the graph script has taken over. `font_size`: the
        browser's default font size (the reader's setting, 16 px unless changed), through CDP's
        Page.setFontSizes, as Chromium's font-size preference sets it."""
        context = context or self.context(device, **options)
        page = context.new_page()
        if font_size:
            context.new_cdp_session(page).send("Page.setFontSizes", {"fontSizes": {"standard": font_size}})
        watched = WatchedPage(page, context)
        page.on("console", lambda message: message.type == "error" and watched.errors.append(f"console: {message.text}"))
        page.on("pageerror", lambda error: watched.errors.append(f"exception: {error}"))
        if device.touch:
            # Without this, navigator.maxTouchPoints stays 1 (TESTING.md).
            session = context.new_cdp_session(page)
            session.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
        self.opened.append(watched)
        page.goto(self.base_url + path)
        if live and options.get("java_script_enabled", True):
            wait_live(page)
        return watched

    def check(self):
        problems = [f"{w.page.url if not w.page.is_closed() else '(closed page)'}: {p}" for w in self.opened for p in w.errors]
        problems += self.stray
        for context in {id(w.context): w.context for w in self.opened}.values():
            context.close()
        assert not problems, "\n".join(problems)


@pytest.fixture
def open_page(browser, base_url, site_dir):
    opener = PageOpener(browser, base_url, site_dir)
    yield opener
    opener.check()


@pytest.fixture(scope="session")
def screenshots() -> Path:
    SCREENSHOTS.mkdir(exist_ok=True)
    return SCREENSHOTS
