"""Pan, pinch, double-tap, wheel and keyboard on a plot page move the graph as a person expects
(docs/site.md#the-live-graph), as read through the hook attributes (docs/hooks.md#the-graphs-root)."""

import math

import pytest

from conftest import DESKTOP, PHONE, TABLET_LANDSCAPE, Device
from graph_helpers import GRAPH, Touch, graph_state, mouse_drag, settle, wait_until

# Attributes carry seven significant digits.
CLOSE = 0.05


def test_mouse_drag_moves_the_origin_by_the_drag_distance(open_page, cubic):
    page = open_page(DESKTOP, cubic.path).page
    before = graph_state(page)
    mouse_drag(page, before.centre, (-120, 45))
    after = graph_state(page)
    assert after.origin_x == pytest.approx(before.origin_x - 120, abs=CLOSE)
    assert after.origin_y == pytest.approx(before.origin_y + 45, abs=CLOSE)
    assert (after.scale, after.scale_y) == (before.scale, before.scale_y)


@pytest.mark.parametrize("device", [PHONE, TABLET_LANDSCAPE], ids=lambda d: d.name)
def test_one_finger_sideways_drag_pans_along_x(open_page, cubic, device: Device):
    # On a plot page one finger leaves up and down to the page (test_touch.py): a drag that is more
    # sideways than not pans along x, from the first move past a tap's 10 px on, by all it went.
    page = open_page(device, cubic.path).page
    before = graph_state(page)
    Touch(page).drag(before.centre, (60, -30))
    after = graph_state(page)
    assert after.origin_x == pytest.approx(before.origin_x + 60, abs=CLOSE)
    assert after.origin_y == before.origin_y
    assert after.scale == before.scale


def test_the_page_still_scrolls_outside_the_graph(open_page, cubic):
    # A phone in landscape, where the plot page is taller than the screen.
    page = open_page(PHONE, cubic.path, viewport={"width": 844, "height": 390}).page
    before = graph_state(page)
    assert page.evaluate("document.documentElement.scrollHeight - innerHeight") > 100
    # A swipe up on the description above the graph scrolls the page and leaves the graph alone.
    box = page.locator("[data-graph-description]").bounding_box()
    Touch(page).drag((box["x"] + 20, box["y"] + box["height"] / 2), (0, -120), steps=6)
    wait_until(page, "() => scrollY > 0")
    after = graph_state(page)
    assert (after.origin_x, after.origin_y, after.scale) == (before.origin_x, before.origin_y, before.scale)


@pytest.mark.parametrize("device", [PHONE, TABLET_LANDSCAPE], ids=lambda d: d.name)
def test_pinch_zooms_by_the_finger_distance_ratio_about_the_midpoint(open_page, cubic, device: Device):
    page = open_page(device, cubic.path).page
    before = graph_state(page)
    midpoint = (before.left + before.width * 0.6, before.top + before.height * 0.45)
    anchored = before.data_at(*midpoint)
    Touch(page).pinch(midpoint, 60, 150, steps=12)
    after = graph_state(page)
    assert after.scale / before.scale == pytest.approx(150 / 60, rel=0.03)
    assert after.scale_y / before.scale_y == pytest.approx(after.scale / before.scale, rel=1e-5)
    # The data point that was under the fingers' midpoint is still there.
    x, y = after.client_of(*anchored)
    assert x == pytest.approx(midpoint[0], abs=1)
    assert y == pytest.approx(midpoint[1], abs=1)


def test_pinching_in_zooms_out(open_page, cubic):
    page = open_page(PHONE, cubic.path).page
    before = graph_state(page)
    # Diagonally, clear of the toolbar in the bottom-right corner.
    Touch(page).pinch(before.centre, 200, 100, steps=10, angle=-math.pi / 4)
    after = graph_state(page)
    assert after.scale / before.scale == pytest.approx(0.5, rel=0.03)


@pytest.mark.serial  # two taps make a double-tap only within the browser's interval
def test_double_tap_moves_the_origin_to_the_tapped_point(open_page, cubic):
    page = open_page(PHONE, cubic.path).page
    before = graph_state(page)
    # Whole CSS px: browsers round the coordinates of clicks.
    tap = (round(before.left + 70), round(before.top + 50))
    page.touchscreen.tap(*tap)
    page.touchscreen.tap(*tap)
    after = graph_state(page)
    assert after.origin_x == pytest.approx(tap[0] - before.left, abs=CLOSE)
    assert after.origin_y == pytest.approx(tap[1] - before.top, abs=CLOSE)
    assert after.scale == before.scale


def test_double_click_moves_the_origin_to_the_clicked_point(open_page, cubic):
    page = open_page(DESKTOP, cubic.path).page
    before = graph_state(page)
    click = (round(before.left + 200), round(before.top + 120))
    page.mouse.dblclick(*click)
    after = graph_state(page)
    assert after.origin_x == pytest.approx(click[0] - before.left, abs=CLOSE)
    assert after.origin_y == pytest.approx(click[1] - before.top, abs=CLOSE)


def test_wheel_zooms_about_the_pointer_once_the_graph_has_focus(open_page, cubic):
    page = open_page(DESKTOP, cubic.path).page
    before = graph_state(page)
    pointer = (before.left + before.width * 0.3, before.top + before.height * 0.7)
    page.mouse.click(*pointer)
    assert page.evaluate("document.activeElement.matches('[data-graph]')")
    anchored = before.data_at(*pointer)
    page.mouse.wheel(0, -200)
    settle(page)
    after = graph_state(page)
    assert after.scale > before.scale * 1.2
    x, y = after.client_of(*anchored)
    assert (x, y) == (pytest.approx(pointer[0], abs=0.5), pytest.approx(pointer[1], abs=0.5))


def test_wheel_scrolls_the_page_when_the_graph_has_no_focus(open_page, cubic):
    # A short window, so that the plot page has somewhere to scroll to.
    page = open_page(DESKTOP, cubic.path, viewport={"width": 1024, "height": 500}).page
    before = graph_state(page)
    page.mouse.move(*before.centre)
    page.mouse.wheel(0, 200)
    page.wait_for_timeout(300)
    settle(page)
    after = graph_state(page)
    assert after.scale == before.scale
    assert page.evaluate("scrollY") > 0


def test_ctrl_wheel_zooms_without_focus(open_page, cubic):
    page = open_page(DESKTOP, cubic.path).page
    before = graph_state(page)
    assert not page.evaluate("document.activeElement.matches('[data-graph]')")
    page.mouse.move(*before.centre)
    page.keyboard.down("Control")
    page.mouse.wheel(0, 40)
    page.keyboard.up("Control")
    settle(page)
    after = graph_state(page)
    assert after.scale < before.scale * 0.9
    assert page.evaluate("devicePixelRatio") == 1  # the browser did not zoom the page


def test_keys_pan_zoom_and_recenter(open_page, cubic):
    page = open_page(DESKTOP, cubic.path).page
    page.focus(GRAPH)
    start = graph_state(page)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    moved = graph_state(page)
    assert moved.origin_x < start.origin_x and moved.origin_y < start.origin_y
    page.keyboard.press("+")
    zoomed_in = graph_state(page)
    assert zoomed_in.scale == pytest.approx(start.scale * 1.25, rel=1e-5)
    page.keyboard.press("-")
    page.keyboard.press("-")
    zoomed_out = graph_state(page)
    assert zoomed_out.scale == pytest.approx(start.scale / 1.25, rel=1e-5)
    page.keyboard.press("0")
    centred = graph_state(page)
    assert centred.origin_x == pytest.approx(centred.width / 2, abs=CLOSE)
    assert centred.origin_y == pytest.approx(centred.height / 2, abs=CLOSE)


def test_tab_reaches_the_graph_and_its_controls(open_page, cubic):
    page = open_page(DESKTOP, cubic.path).page
    reached = []
    for _ in range(30):
        page.keyboard.press("Tab")
        reached.append(page.evaluate("""() => {
            const e = document.activeElement;
            return e.matches('[data-graph]') ? 'graph' : (e.closest('.graph-toolbar') ? e.getAttribute('aria-label') : '');
        }"""))
    assert "graph" in reached
    for label in ["Full screen", "Visible region statistics", "Download SVG", "Listen", "Download PNG"]:
        assert label in reached, f"{label} not reachable by Tab: {reached}"
