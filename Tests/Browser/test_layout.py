"""The site's pages fit every viewport: no horizontal scrolling (R-LAYOUT); screenshots of a plot
page after a pan and a pinch go to Tests/Browser/screenshots/ for a person to look at."""

import pytest

from conftest import DESKTOP, DEVICES, PHONE, Device
from graph_helpers import Touch, graph_state, mouse_drag, settle, wait_until


@pytest.mark.parametrize("device", DEVICES, ids=lambda d: d.name)
def test_pages_have_no_horizontal_overflow(open_page, cubic, tangent, device: Device):
    watched = open_page(device, cubic.path)
    context = watched.context
    for path in ["index.html", tangent.path, "calculator.html", "configuration.html"]:
        page = open_page(device, path, context=context, live=False).page
        page.wait_for_load_state("load")
        overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, f"{path} is {overflow} px too wide at {device.width}×{device.height}"
    overflow = watched.page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0
    # The graph and its toolbar fit in the viewport.
    state = graph_state(watched.page)
    assert state.left >= 0 and state.left + state.width <= device.width
    toolbar = watched.page.locator(".graph-toolbar").bounding_box()
    assert toolbar["x"] >= state.left and toolbar["x"] + toolbar["width"] <= state.left + state.width


@pytest.mark.parametrize("device", DEVICES, ids=lambda d: d.name)
def test_plot_page_controls_never_cover_the_drawing(open_page, cubic, device: Device):
    """The toolbar sits under the drawing, not over its curve or labels, at every size."""
    page = open_page(device, cubic.path).page
    state = graph_state(page)
    toolbar = page.locator(".graph-toolbar").bounding_box()
    assert toolbar["y"] >= state.top + state.height - 0.5, "the controls overlap the drawing"
    assert state.left <= toolbar["x"] and toolbar["x"] + toolbar["width"] <= state.left + state.width + 0.5
    # Every control is a full touch target, side by side in one row.
    boxes = [page.locator(".graph-toolbar .icon-button").nth(i).bounding_box()
             for i in range(page.locator(".graph-toolbar .icon-button").count())]
    assert len(boxes) == 4 and len({round(b["y"]) for b in boxes}) == 1
    # The stats popover opens inside the drawing, without pushing the page around.
    page.get_by_role("button", name="Visible region statistics").click()
    popover = page.locator(".graph-popover")
    popover.wait_for(state="visible")
    box = popover.bounding_box()
    assert state.top <= box["y"] and box["y"] + box["height"] <= state.top + state.height + 0.5
    assert graph_state(page).height == pytest.approx(state.height)


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_screenshots_after_a_pan_and_a_pinch(open_page, cubic, tangent, screenshots, device: Device):
    for plot in [cubic, tangent]:
        page = open_page(device, plot.path).page
        state = graph_state(page)
        if device.touch:
            touch = Touch(page)
            touch.drag(state.centre, (-state.width / 6, state.height / 8))
            touch.pinch(state.centre, 80, 160)
        else:
            mouse_drag(page, state.centre, (-state.width / 6, state.height / 8))
            page.mouse.click(*state.centre)
            page.mouse.wheel(0, -350)
        settle(page)
        after = graph_state(page)
        assert after.scale == pytest.approx(state.scale * 2, rel=0.05)
        page.locator("[data-graph]").scroll_into_view_if_needed()
        page.screenshot(path=screenshots / f"{plot.slug}-{device.name}.png")
        page.context.close()


def test_dark_mode_restyles_the_live_graph(open_page, sine, screenshots):
    page = open_page(PHONE, sine.path, color_scheme="dark").page
    page.locator("[data-graph]").scroll_into_view_if_needed()
    colours = page.eval_on_selector("[data-graph] svg.plot-svg", """(svg) => ({
        background: getComputedStyle(svg.querySelector('.plot-background')).fill,
        labels: getComputedStyle(svg.querySelector('.plot-labels')).fill,
        toolbar: getComputedStyle(document.querySelector('.graph-toolbar button')).color,
    })""")
    assert colours["background"] != "rgb(255, 255, 255)"
    assert colours["labels"] != colours["background"]
    page.tap("button[aria-label='Visible region statistics']")
    page.wait_for_selector("[data-graph] [role=dialog]", state="visible")
    wait_until(page, "() => document.querySelector('[data-graph] [role=dialog]').getAnimations().length === 0")
    page.screenshot(path=screenshots / f"{sine.slug}-phone-dark-stats.png")
