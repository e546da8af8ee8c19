"""With JavaScript off, the pages still show their build-time SVGs and every link works (docs/site.md#every-page)."""

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
    # The page carries a full-size and a compact drawing; the one for the graph's width is shown.
    shown = page.eval_on_selector_all("[data-graph] svg.plot-svg", """(svgs) => svgs
        .filter((svg) => svg.getClientRects().length > 0).map((svg) => svg.getAttribute('class'))""")
    assert shown == (["plot-svg plot-svg-compact"] if device is PHONE else ["plot-svg"])
    graph = page.locator("[data-graph] svg.plot-svg:visible")
    box = graph.bounding_box()
    assert box["width"] > 300 and box["height"] == pytest.approx(box["width"] * 5 / 8, rel=0.02)
    assert graph.locator(".plot-curve").get_attribute("d").startswith("M")
    # Its tick labels are as readable as the live graph's: 11 CSS px, give or take the scaling.
    label_height = graph.locator(".plot-labels text").first.bounding_box()["height"]
    assert label_height >= 10, f"tick labels are {label_height:.1f} px tall"
    assert page.get_attribute("[data-graph]", "data-graph-live") is None
    assert page.locator(".graph-toolbar button:visible").count() == 0  # the controls that need a script are hidden
    # Every link of the plot page leads somewhere.
    for href in set(page.eval_on_selector_all("a[href]", "(links) => links.map((a) => a.href)")):
        if "#" in href:
            continue
        response = page.request.get(href)
        assert response.ok, f"{href} → {response.status}"
