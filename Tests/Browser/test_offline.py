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

import json
import shutil
from pathlib import Path

import pytest

from conftest import DESKTOP, PHONE
from graph_helpers import GRAPH, graph_state, mouse_drag, settle, wait_until
from offline_helpers import DISPLAY, opener, serve, wait_for_the_worker, worker_build  # noqa: F401 (fixtures)

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
