"""Pages announce every module their script imports (`<link rel="modulepreload">`), so a phone
fetches them all at once instead of one import level per network round trip. A plot page's points of
interest are the exception: their numerics and list load once the graph is live (a dynamic import),
so that they do not delay the moment the graph takes gestures; so do the sliders' controls on a page
with parameters."""

import re

import pytest

from conftest import PHONE


@pytest.mark.parametrize("path", ["plots/cubic.html", "calculator.html", "configuration.html"])
def test_every_module_loaded_with_the_page_is_preloaded(open_page, path):
    context = open_page.context(PHONE)
    requested: list[str] = []
    context.on("request", lambda request: request.url.endswith(".js") and requested.append(request.url))
    page = open_page(PHONE, path, context=context, live=path != "configuration.html").page
    page.wait_for_load_state("networkidle")
    preloaded = page.eval_on_selector_all('link[rel="modulepreload"]', "(links) => links.map((link) => link.href)")
    # The page's own script and the service worker's registration, each a module of its own.
    entries = set(page.eval_on_selector_all('script[type="module"]', "(scripts) => scripts.map((script) => script.src)"))
    assert preloaded, "no modulepreload links"
    assert len(preloaded) == len(set(preloaded))
    # Nothing is fetched that was not announced (but the points of interest, loaded after the graph is
    # live), and nothing is announced that is not used.
    after_live = {url for url in requested if re.search(r"/js/(reading/[^/]+|points-of-interest-list)\.[0-9a-f]{8}\.js$", url)}
    assert bool(after_live) == path.startswith("plots/")
    assert set(requested) - entries - after_live == set(preloaded)
