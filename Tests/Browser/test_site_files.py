"""The site holds no file that no page loads (docs/architecture.md#delivery): every page of the built default
site is opened and its graph woken, and what it loads (every resource the browser fetched, the files it
links for download, its disabled live stylesheet), the modules those modules import (statically or with
`import()`, loaded when a control is first used) and the web app manifest's icons together are every file
of the site, but for the service worker itself. The worker's shell, which it keeps in the background after
a first visit, holds only files a page loads."""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import urljoin, urlparse

from conftest import DESKTOP, batches, wake
from test_offline import worker_build

# What a page loads and links, as absolute URLs: fetched resources, and the files it names for the browser
# or the reader (stylesheets, icons, the manifest, downloads, images).
LOADED = """() => [location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name),
    ...[...document.querySelectorAll('link[href], a[download][href]')].map((element) => element.href),
    ...[...document.querySelectorAll('script[src], img[src]')].map((element) => element.src)]"""
# Import specifiers of a compacted module: `import … from"./x.js"`, `export … from"./x.js"`, `import("./x.js")`.
SPECIFIER = re.compile(r"""(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}/[^"']+)["']""")
# The build's own files, which no page needs to load: its marker and the worker (registered, not fetched by a page).
NOT_PAGES = {".plotsite-site", "service-worker.js"}


def site_path(url: str, base_url: str) -> str | None:
    """The file of the site an address names (without its query or fragment), or None for another site's."""
    if not url.startswith(base_url):
        return None
    return urlparse(url).path[len(urlparse(base_url).path):] or "index.html"


def imported(site: Path, module: str) -> set[str]:
    """The site paths `module` imports, statically or with import()."""
    folder = f"http://site/{module}"
    return {urljoin(folder, specifier)[len("http://site/"):] for specifier in SPECIFIER.findall((site / module).read_text())}


def test_every_file_of_the_site_is_loaded_by_a_page_and_the_worker_keeps_no_other(open_page, site_dir, base_url):
    files = {str(path.relative_to(site_dir)) for path in site_dir.rglob("*") if path.is_file()}
    pages = sorted(name for name in files if name.endswith(".html"))
    loaded: set[str] = set()
    context = open_page.context(DESKTOP)
    woken = 0
    for names in batches(pages, 6):
        # A few pages at a time load and fall quiet side by side; then what each loaded is read.
        opened = {name: open_page(DESKTOP, name, context=context, live=False).page for name in names}
        graphs = {name: page for name, page in opened.items() if name.startswith(("plots/", "embed/"))}
        for page in graphs.values():
            wake(page)
        for page in graphs.values():
            page.wait_for_selector("[data-graph][data-graph-live]", state="attached", timeout=30_000)
            woken += 1
        for page in opened.values():
            page.wait_for_load_state("networkidle")
            loaded |= {path for url in page.evaluate(LOADED) if (path := site_path(url, base_url))}
            page.close()
    assert woken == len([name for name in pages if name.startswith(("plots/", "embed/"))]) > 0
    assert any(path.startswith("js/live-view.") for path in loaded), "the walk loaded the live view"
    assert any(path.startswith("css/graph-live.") for path in loaded), "and what the live view adds to the styles"

    # What a loaded module loads in turn when its control is used (the trace, the stats, the sliders…).
    queue = [path for path in loaded if path.endswith(".js") and path in files]
    while queue:
        for target in imported(site_dir, queue.pop()) - loaded:
            loaded.add(target)
            if target.endswith(".js") and target in files:
                queue.append(target)
    manifest = json.loads((site_dir / "manifest.webmanifest").read_text())
    loaded |= {icon["src"] for icon in manifest["icons"]}

    assert [path for path in loaded if path.startswith(("js/", "css/")) and path not in files] == [], "every file named is there"
    assert sorted(files - loaded - NOT_PAGES) == [], "files no page loads"
    assert sorted(set(worker_build(site_dir)["shell"]) - loaded) == [], "the worker keeps files no page loads"
