"""Pages announce every module their script imports (`<link rel="modulepreload">`), so a phone
fetches them all at once instead of one import level per network round trip. A plot page's script is
plot-boot.js, which moves the build-time picture until the reader reaches for the graph (docs/architecture.md#delivery: a
phone's first visit waits for as little script as it can): its first visit fetches the boot and what
it imports, no more. Waking the graph loads the live view, which the build writes as one file (its some
sixty modules would cost a phone several round trips), side by side with a figure's area outlines,
which the graph waits for (both named in live-view-modules.js as the build writes it); what the live view
does not need to take over is a dynamic import, loaded once it is live (the points of interest, their
dots and list, the toolbar's controls), on first use (the trace, the stats popover, the PNG export), or
only by a page that needs it (the sliders' controls)."""

import re

import pytest

from conftest import PHONE, wait_live

# The choosing of the labels' places, which any live graph loads once it is live (docs/architecture.md#the-drawing):
# the build-time SVG has the places already, so the live view takes over without it.
LABELS = r"labels/(label-plan|label-placement|curve-index)"
# A plot page's modules that load after the graph is live, without a gesture: the points of interest
# (numerics, list, dots and their wording), the toolbar's controls and the labels' placement.
AFTER_LIVE = re.compile(r"/js/(reading/[^/]+|points-of-interest-list|poi/poi-dots|graph/trace-reading|toolbar/graph-toolbar|" + LABELS
                        + r")(\.[0-9a-f]{8})?\.js$")
# What no plot page waits for before its graph is live (a page with areas or parameters loads its
# part of it, see below).
NOT_BEFORE_LIVE = ["trace/tracer", "graph/trace-reading", "poi/poi-dots", "toolbar/graph-toolbar",
                   "expression/describe", "expression/expression", "figure/area-outline",
                   "reading/points-of-interest", "points-of-interest-list"]


def module_name(url: str) -> str:
    """`…/js/trace/tracer.3f9a2c1e.js` → `trace/tracer`; the live view's copy of a module it loads later
    (`…/js/live/trace/tracer.….js`, which takes the bundle's modules) is named as the module."""
    return re.sub(r"^live/", "", re.sub(r"(\.[0-9a-f]{8})?\.js$", "", url.split("/js/", 1)[1]))


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
    # A plot page before the reader reaches for its graph; the calculator with its graph live.
    requested, preloaded, entries = requests_of(open_page, path, live=path == "calculator.html")
    if path.startswith("plots/"):
        # The boot script and what it imports, the worker's registration too, are one file
        # (docs/architecture.md#delivery): nothing to announce, and nothing fetched but the page's one script.
        assert preloaded == []
        assert set(requested) == entries
        assert {module_name(url) for url in entries} == {"plot-boot"}
        return
    assert preloaded, "no modulepreload links"
    assert len(preloaded) == len(set(preloaded))
    # Nothing is fetched that was not announced, and nothing is announced that is not used; but the
    # calculator's live graph loads the labels' placement once it is live, as a plot page's does.
    after_live = {url for url in requested if re.search(r"/js/" + LABELS + r"(\.[0-9a-f]{8})?\.js$", url)}
    assert set(requested) - entries - after_live == set(preloaded)


def listed_live_view(page) -> tuple[set[str], set[str]]:
    """The modules live-view-modules.js (as the build writes it, in the boot script's bundle) loads for the live view,
    and for a figure's area outlines."""
    url = next(url for url in page.eval_on_selector_all('script[type="module"]', "(scripts) => scripts.map((s) => s.src)")
               if "/plot-boot." in url)
    source = page.evaluate("(url) => fetch(url).then((response) => response.text())", url)
    named = lambda name: {module_name("/js/" + target)  # noqa: E731
                          for target in re.findall(name + r"\s*=\s*\(\)\s*=>\s*import\('\./([^']+)'\)", source)}
    return named("loadLiveView"), named("loadAreaOutlines")


def test_waking_a_plot_page_loads_the_listed_live_view_and_nothing_it_waits_for_is_missing(open_page, cubic):
    context = open_page.context(PHONE)
    requested: list[str] = []
    context.on("request", lambda request: request.url.endswith(".js") and requested.append(request.url))
    page = open_page(PHONE, cubic.path, context=context, live=False).page
    page.wait_for_load_state("networkidle")
    live_view, area_outlines = listed_live_view(page)
    page.wait_for_timeout(200)
    first_visit = len(requested)  # the first visit's, and this test's fetch of the list
    # One file, the bundle.
    assert live_view == {"live-view"}
    assert area_outlines == {"figure/area-outline"}
    wait_live(page)
    page.wait_for_timeout(1000)
    loaded_first = {module_name(url) for url in requested[:first_visit]}
    woken = {module_name(url) for url in requested[first_visit:]}
    # Everything listed is fetched, but what the boot had loaded (no areas here: not their outlines);
    # what is not listed loads after the view is live, never on the way to it.
    assert live_view - loaded_first <= woken
    assert woken.isdisjoint(loaded_first)
    assert all(AFTER_LIVE.search(f"/js/{name}.js") for name in woken - live_view), sorted(woken - live_view)
    # Each module once on the page: what loads after the bundle is the live view's copy, which takes the
    # bundle's modules, never a second copy of a bundled module.
    assert [url for url in requested[first_visit:] if "/js/live/" not in url and "/js/live-view." not in url] == []


def test_a_plot_page_preloads_only_what_its_first_gesture_needs(open_page, cubic):
    requested, preloaded, _ = requests_of(open_page, cubic.path)
    announced = {module_name(url) for url in preloaded}
    assert announced.isdisjoint(NOT_BEFORE_LIVE), sorted(announced & set(NOT_BEFORE_LIVE))
    # Loaded on first use only: no gesture yet, so not fetched at all; nor are the parts of other pages.
    fetched = {module_name(url) for url in requested}
    assert fetched.isdisjoint({"trace/tracer", "expression/describe", "expression/expression", "figure/area-outline",
                               "parameters/parameter-controls", "toolbar/stats-popover", "toolbar/png-export"})


@pytest.mark.parametrize(("path", "modules"), [
    ("plots/bell-curve-area.html", {"figure/area-outline", "figure/area-integral"}),
    ("plots/sine-with-sliders.html", {"parameters/parameter-controls"}),
])
def test_a_page_with_areas_or_sliders_loads_their_modules_itself(open_page, path, modules):
    requested, preloaded, _ = requests_of(open_page, path)
    assert modules <= {module_name(url) for url in requested}
    # Not announced with the page: its first visit loads the boot alone (areas and sliders alike).
    announced = {module_name(url) for url in preloaded}
    assert announced.isdisjoint(modules | {"figure/area-outline", "plot-page"})
