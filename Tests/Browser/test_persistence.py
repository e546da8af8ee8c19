"""Each graph's view survives a reload (docs/site.md#what-is-remembered), and a resize or rotation keeps the origin where
it was relative to the centre (docs/site.md#the-live-graph)."""

import pytest

from conftest import DESKTOP, PHONE, TABLET_LANDSCAPE, wait_live
from graph_helpers import GRAPH, Touch, graph_state, mouse_drag, settle, wait_until


def test_reload_keeps_origin_and_scale(open_page, cubic):
    watched = open_page(DESKTOP, cubic.path)
    page = watched.page
    start = graph_state(page)
    mouse_drag(page, start.centre, (80, -40))
    page.focus(GRAPH)
    page.keyboard.press("+")
    before = graph_state(page)
    page.reload()
    wait_live(page)
    after = graph_state(page)
    assert after.scale == pytest.approx(before.scale, rel=1e-6)
    assert after.scale_y == pytest.approx(before.scale_y, rel=1e-6)
    assert after.origin_x == pytest.approx(before.origin_x, abs=0.01)
    assert after.origin_y == pytest.approx(before.origin_y, abs=0.01)
    # Another plot keeps its own view.
    page.goto(page.url.replace(cubic.path, "plots/sine.html"))
    wait_live(page)
    assert graph_state(page).origin_x == pytest.approx(graph_state(page).width / 2, abs=0.01)


def test_rotation_keeps_the_origin_relative_to_the_centre(open_page, cubic):
    page = open_page(TABLET_LANDSCAPE, cubic.path).page
    start = graph_state(page)
    Touch(page).drag(start.centre, (-90, 35))
    before = graph_state(page)
    page.set_viewport_size({"width": 820, "height": 1180})
    wait_until(page, "(w) => document.querySelector('[data-graph] svg.plot-svg').getBoundingClientRect().width !== w", before.width)
    settle(page)
    after = graph_state(page)
    assert after.width != before.width
    assert after.origin_x - after.width / 2 == pytest.approx(before.origin_x - before.width / 2, abs=0.01)
    assert after.origin_y - after.height / 2 == pytest.approx(before.origin_y - before.height / 2, abs=0.01)
    assert after.scale == before.scale
    # The drawing follows the new size: one SVG unit per CSS px.
    view_box = page.get_attribute(f"{GRAPH} svg.plot-svg", "viewBox").split()
    assert float(view_box[2]) == pytest.approx(after.width, abs=0.01)


def test_a_phone_resize_redraws_at_the_new_size(open_page, sine):
    page = open_page(PHONE, sine.path).page
    before = graph_state(page)
    page.set_viewport_size({"width": 844, "height": 390})
    wait_until(page, "(w) => document.querySelector('[data-graph] svg.plot-svg').getBoundingClientRect().width !== w", before.width)
    settle(page)
    after = graph_state(page)
    assert after.origin_x == pytest.approx(after.width / 2, abs=0.01)
    assert float(page.get_attribute(f"{GRAPH} svg.plot-svg", "viewBox").split()[2]) == pytest.approx(after.width, abs=0.01)
