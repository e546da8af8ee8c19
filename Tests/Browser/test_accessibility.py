"""Every page type passes axe-core (the copy shipped in the PyPI package axe-playwright-python) with
no violations, on a phone and on a desktop, in the light and the dark scheme (prefers-color-scheme
emulated): Featured, a plot page with its table of values open, a figure's page (legend, areas,
points, lines) likewise, the Calculator before and after a plot, Configuration and the 404 page. One context per size and scheme, one page reused for all."""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe

from conftest import DESKTOP, PHONE, Device, wait_live
from graph_helpers import settle

AXE = Axe()


def violations(page) -> list[str]:
    """axe-core's violations on the page as it is now, one readable line each."""
    found = AXE.run(page).response["violations"]
    return [f"{v['id']} ({v['impact']}): {v['help']} at {', '.join(str(n['target']) for n in v['nodes'][:5])}" for v in found]


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_every_page_type_passes_axe(open_page, cubic, device: Device, scheme: str):
    page = open_page(device, "index.html", live=False, color_scheme=scheme).page
    assert page.evaluate("matchMedia('(prefers-color-scheme: dark)').matches") == (scheme == "dark")
    problems = {}
    figure = "plots/between-sine-and-cosine.html"
    pages = ["index.html", cubic.path, figure, "calculator.html", "calculator.html?expression=sin(x)", "configuration.html", "404.html"]
    for number, path in enumerate(pages):
        if number:
            page.goto(open_page.base_url + path)
        if path in (cubic.path, figure) or path.startswith("calculator"):
            wait_live(page)
        if path in (cubic.path, figure):
            page.locator(".plot-table summary").click()  # the table of values is checked too
        settle(page)
        if found := violations(page):
            problems[path] = found
    assert not problems, "\n".join(f"{path}: {line}" for path, lines in problems.items() for line in lines)
