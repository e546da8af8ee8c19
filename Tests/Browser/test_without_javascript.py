"""With JavaScript off, the pages still show their build-time SVGs and every link works (SPEC §5)."""

import pytest

from conftest import DESKTOP, PHONE, Device


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_plot_page_and_index_work_without_javascript(open_page, cubic, device: Device):
    watched = open_page(device, "index.html", java_script_enabled=False)
    page = watched.page
    thumbnails = page.locator("svg.plot-svg")
    assert thumbnails.count() >= 3
    box = thumbnails.first.bounding_box()
    assert box["width"] > 100 and box["height"] > 50
    # Follow the index's link to the cubic's page, as a reader would.
    page.click(f"a[href='{cubic.path}']")
    page.wait_for_url(f"**/{cubic.path}")
    graph = page.locator("[data-graph] svg.plot-svg")
    box = graph.bounding_box()
    assert box["width"] > 300 and box["height"] == pytest.approx(box["width"] * 5 / 8, rel=0.02)
    assert page.get_attribute("[data-graph] .plot-curve", "d").startswith("M")
    assert page.get_attribute("[data-graph]", "data-graph-live") is None
    assert page.locator(".graph-toolbar button").count() == 0  # the script's controls are not there
    # Every link of the plot page leads somewhere.
    for href in set(page.eval_on_selector_all("a[href]", "(links) => links.map((a) => a.href)")):
        if "#" in href:
            continue
        response = page.request.get(href)
        assert response.ok, f"{href} → {response.status}"
