"""Pages announce every module their script imports (`<link rel="modulepreload">`), so a phone
fetches them all at once instead of one import level per network round trip. What the graph does not
need to take its first gesture is the exception (SPEC §14: a phone's first visit waits for as little
script as it can): a dynamic import, loaded once the graph is live (the points of interest, their dots
and list, the toolbar's controls), on first use (the trace, the stats popover, the PNG export), or only
by a page that needs it (a figure's area outlines, announced on the pages with areas, since the graph
waits for them; the sliders' controls)."""

import re

import pytest

from conftest import PHONE

# A plot page's modules that load after the graph is live, without a gesture: the points of interest
# (numerics, list, dots and their wording) and the toolbar's controls.
AFTER_LIVE = re.compile(r"/js/(reading/[^/]+|points-of-interest-list|graph/(poi-dots|trace-reading|graph-toolbar))(\.[0-9a-f]{8})?\.js$")
# What no plot page waits for before its graph is live (a page with areas or parameters loads its
# part of it, see below).
NOT_BEFORE_LIVE = ["graph/trace", "graph/trace-reading", "graph/poi-dots", "graph/graph-toolbar",
                   "expression/describe", "expression/expression", "figure/area-outline",
                   "reading/points-of-interest", "points-of-interest-list"]


def module_name(url: str) -> str:
    """`…/js/graph/trace.3f9a2c1e.js` → `graph/trace`."""
    return re.sub(r"(\.[0-9a-f]{8})?\.js$", "", url.split("/js/", 1)[1])


def requests_of(open_page, path: str, live: bool = True) -> tuple[list[str], list[str], set[str]]:
    """The JS a page fetched until the network rested, what it announced, and its entry scripts (its own
    and the service worker's registration)."""
    context = open_page.context(PHONE)
    requested: list[str] = []
    context.on("request", lambda request: request.url.endswith(".js") and requested.append(request.url))
    page = open_page(PHONE, path, context=context, live=live).page
    page.wait_for_load_state("networkidle")
    preloaded = page.eval_on_selector_all('link[rel="modulepreload"]', "(links) => links.map((link) => link.href)")
    entries = set(page.eval_on_selector_all('script[type="module"]', "(scripts) => scripts.map((script) => script.src)"))
    return requested, preloaded, entries


@pytest.mark.parametrize("path", ["plots/cubic.html", "calculator.html", "configuration.html"])
def test_every_module_loaded_with_the_page_is_preloaded(open_page, path):
    requested, preloaded, entries = requests_of(open_page, path, live=path != "configuration.html")
    assert preloaded, "no modulepreload links"
    assert len(preloaded) == len(set(preloaded))
    # Nothing is fetched that was not announced (but what a plot page loads after the graph is live),
    # and nothing is announced that is not used.
    after_live = {url for url in requested if AFTER_LIVE.search(url)} if path.startswith("plots/") else set()
    assert bool(after_live) == path.startswith("plots/")
    assert set(requested) - entries - after_live == set(preloaded)


def test_a_plot_page_preloads_only_what_its_first_gesture_needs(open_page, cubic):
    requested, preloaded, _ = requests_of(open_page, cubic.path)
    announced = {module_name(url) for url in preloaded}
    assert announced.isdisjoint(NOT_BEFORE_LIVE), sorted(announced & set(NOT_BEFORE_LIVE))
    # Loaded on first use only: no gesture yet, so not fetched at all; nor are the parts of other pages.
    fetched = {module_name(url) for url in requested}
    assert fetched.isdisjoint({"graph/trace", "expression/describe", "expression/expression", "figure/area-outline",
                               "parameters/parameter-controls", "graph/stats-popover", "graph/png-export"})


@pytest.mark.parametrize(("path", "modules"), [
    ("plots/bell-curve-area.html", {"figure/area-outline", "figure/area-integral"}),
    ("plots/sine-with-sliders.html", {"parameters/parameter-controls"}),
])
def test_a_page_with_areas_or_sliders_loads_their_modules_itself(open_page, path, modules):
    requested, preloaded, _ = requests_of(open_page, path)
    assert modules <= {module_name(url) for url in requested}
    # Both figures have an area: its outlines, which the graph waits for, are announced with the page
    # (a page without areas does not load them at all, see above); the rest is not.
    announced = {module_name(url) for url in preloaded}
    assert "figure/area-outline" in announced
    assert announced.isdisjoint(modules - {"figure/area-outline"})
