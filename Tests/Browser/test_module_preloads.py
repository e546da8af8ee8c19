"""Pages announce every module their script imports (`<link rel="modulepreload">`), so a phone
fetches them all at once instead of one import level per network round trip."""

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
    entry = page.eval_on_selector('script[type="module"]', "(script) => script.src")
    assert preloaded, "no modulepreload links"
    assert len(preloaded) == len(set(preloaded))
    # Nothing is fetched that was not announced, and nothing is announced that is not used.
    assert set(requested) - {entry} == set(preloaded)
