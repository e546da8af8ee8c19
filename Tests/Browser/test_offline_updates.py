"""Offline use across builds (docs/site.md#offline): a new build replaces the cache and the pages, turning offline off
removes the worker and its caches, a site under a sub-path keeps its pages in its own scope, the page open when the
worker installs is kept first, and the web app manifest's icons load. The servers and the way "the network gone" is
made are test_offline.py's (offline_helpers.py)."""

from __future__ import annotations

import json
import re
import shutil
import tempfile
from pathlib import Path

import pytest

from conftest import DESKTOP, PHONE, wait_live
from graph_helpers import graph_state, mouse_drag, settle, wait_until
from offline_helpers import (  # noqa: F401 (fixtures)
    FINGERPRINTED, cache_names, navigation_status, offline_off_build, opener, second_build, serve, wait_for_the_worker, worker_build
)


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
