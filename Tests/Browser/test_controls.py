"""The toolbar the script adds to a graph (docs/site.md#plot-page): recenter, the stats popover, PNG download."""

import pytest

from conftest import DESKTOP, PHONE
from graph_helpers import GRAPH, mouse_drag, graph_state, settle, wait_until

STATS = "button[aria-label='Visible region statistics']"
POPOVER = "[data-graph] [role=dialog]"


def stats(page) -> dict[str, str]:
    rows = page.eval_on_selector_all(f"{POPOVER} dl > div", "(rows) => rows.map((r) => [r.children[0].textContent, r.children[1].textContent])")
    return dict(rows)


def number(text: str) -> float:
    """The number a value starts with: `−129.7 (at the left edge)` → −129.7."""
    return float(text.split(" ")[0].replace("\u2212", "-"))


def test_stats_popover_shows_the_visible_region(open_page, cubic):
    page = open_page(DESKTOP, cubic.path).page
    assert page.locator(POPOVER).count() == 0  # loaded on first use
    page.click(STATS)
    page.wait_for_selector(POPOVER, state="visible")
    assert page.get_attribute(STATS, "aria-expanded") == "true"
    # x³ − 2.5x² + 3.1x − 13.3 on −4 … 4 rises from −129.7 to 23.1: its extremes are at the window's edges.
    shown = stats(page)
    assert shown["x from"] == "\u22124 to 4"
    assert shown["min y"] == "\u2212129.7 (at the left edge)"
    assert shown["max y"] == "23.1 (at the right edge)"
    # It follows the view: shifted half a graph to the right, x runs from −8 to 0.
    page.keyboard.press("Escape")
    assert page.is_hidden(POPOVER)
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == "Visible region statistics"
    state = graph_state(page)
    page.evaluate("(dx) => document.querySelector('[data-graph]').graphView.panBy(dx, 0)", state.width / 2)
    settle(page)
    page.click(STATS)
    page.wait_for_selector(POPOVER, state="visible")
    shown = stats(page)
    assert [number(v) for v in shown["x from"].split(" to ")] == [pytest.approx(-8, abs=0.01), pytest.approx(0, abs=0.01)]
    # f(−8) lies below the frame, which ends at −150; the value is exact all the same.
    assert number(shown["min y"]) == pytest.approx(-710.1, abs=1e-9) and shown["min y"].endswith("(at the left edge)")
    assert number(shown["max y"]) == pytest.approx(-13.3, abs=1e-9) and shown["max y"].endswith("(at the right edge)")


def test_stats_popover_updates_while_open_and_closes_on_an_outside_click(open_page, cubic):
    page = open_page(PHONE, cubic.path).page
    page.tap(STATS)
    page.wait_for_selector(POPOVER, state="visible")
    before = stats(page)["x from"]
    page.evaluate("() => document.querySelector('[data-graph]').graphView.zoomBy(2)")
    settle(page)
    assert stats(page)["x from"] == "\u22122 to 2" != before
    page.tap("[data-graph-description]")
    assert page.is_hidden(POPOVER)


def test_reset_view_shows_once_the_view_moved_and_puts_the_origin_back_in_the_middle(open_page, cubic):
    page = open_page(DESKTOP, cubic.path).page
    reset = page.locator(f"{GRAPH} .graph-toolbar button:text-is('Reset view')")
    assert reset.is_hidden(), "the figure's own view needs no reset"
    state = graph_state(page)
    mouse_drag(page, state.centre, (150, 60))
    assert reset.is_visible()
    reset.click()
    # The view writes its state on its next frame, which a loaded machine may run a while after the click.
    wait_until(page, f"() => !document.querySelector('{GRAPH}').hasAttribute('data-view-moved')", timeout=10)
    after = graph_state(page)
    assert after.origin_x == pytest.approx(after.width / 2, abs=0.01)
    assert after.origin_y == pytest.approx(after.height / 2, abs=0.01)
    assert reset.is_hidden() and page.get_attribute(GRAPH, "data-view-moved") is None


def test_download_png_saves_the_current_picture(open_page, cubic, tmp_path):
    page = open_page(DESKTOP, cubic.path, accept_downloads=True).page
    with page.expect_download() as download_info:
        page.click("button[aria-label='Download PNG']")
    download = download_info.value
    assert download.suggested_filename == f"{cubic.slug}.png"
    path = tmp_path / "graph.png"
    download.save_as(path)
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    state = graph_state(page)
    assert (width, height) == (round(state.width * 2), round(state.height * 2))
    assert len(data) > 5000  # a picture, not a blank canvas


def test_download_svg_link_is_kept(open_page, cubic):
    page = open_page(DESKTOP, cubic.path).page
    href = page.get_attribute(f"{GRAPH} .graph-toolbar a[download]", "href")
    assert href.endswith(f"{cubic.slug}.svg")
    response = page.request.get(page.url.rsplit("/", 1)[0] + "/" + href)
    assert response.ok and b"<svg" in response.body()
