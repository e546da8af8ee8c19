"""The Calculator's layouts in a real browser (docs/site.md#layouts): the state on its `.calculator`
section — data-layout (push, popover, split), data-view (which pane the push layout shows),
data-popover-open — at each viewport, keys of a comfortable size on screen without scrolling, and the
expression and the view kept through a rotation."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from conftest import DESKTOP, DEVICES, PHONE, TABLET_PORTRAIT, Device
from graph_helpers import GRAPH, graph_state, settle
from calculator_helpers import (
    CALCULATOR, DESCRIPTION, DISPLAY, EXPECTED_LAYOUT, EXTRA_KEYS, GRAPH_PANE, PANE, PHONE_LANDSCAPE, address_plot,
    box, description, finger_drag, keys_at_rest, layout, offset_from_centre, open_calculator, plot, press, shoot, show_keypad
)


# --- Layouts (docs/site.md#layouts)


@pytest.mark.parametrize("device", DEVICES, ids=lambda d: d.name)
def test_each_viewport_gets_its_layout_and_comfortable_keys(open_page, screenshots, device: Device):
    page = open_calculator(open_page, device).page
    assert layout(page) == EXPECTED_LAYOUT[device.name]
    width, height = device.width, device.height
    if layout(page) == "split":
        pane, graph = box(page, PANE), box(page, GRAPH)
        assert pane["x"] + pane["width"] <= graph["x"], "calculator left, graph right"
        assert graph["width"] > pane["width"]
        assert page.locator(PANE).evaluate("pane => getComputedStyle(pane).borderRightWidth") == "1px", "a divider"
    elif layout(page) == "popover":
        expect(page.locator(PANE)).to_be_hidden()
        graph = box(page, GRAPH)
        assert graph["width"] > 0.9 * width and graph["height"] > 0.75 * height, "the graph fills the screen"
        expect(page.locator(".calculator-popover-toggle")).to_be_visible()
    else:
        expect(page.locator(GRAPH_PANE)).to_be_hidden()
        keypad, tabs = box(page, ".keypad"), box(page, ".tab-bar")
        assert keypad["height"] > 0.55 * height, "the keypad fills the screen under the display"
        assert tabs["y"] - (keypad["y"] + keypad["height"]) < 24
    show_keypad(page, device)
    press(page, device, "sqrt x pow 3 + x pow 2 + 2 . 5 x + 2 3 )")

    # Sizes from layout (offsetWidth), not the box on screen: the key pressed last may still be scaled down.
    keys = page.eval_on_selector_all("[data-key]", """keys => keys.map((key) => {
        const box = key.getBoundingClientRect();
        return { key: key.dataset.key, width: key.offsetWidth, height: key.offsetHeight, right: box.right, bottom: box.bottom,
                 shown: key.checkVisibility() };
    })""")
    # Every key, the extra ones (docs/site.md#calculator: e, abs, log) included: each of these viewports has room for them.
    assert len(keys) == 32 and all(key["shown"] for key in keys), [key["key"] for key in keys if not key["shown"]]
    for key in keys:
        assert key["width"] >= 44 and key["height"] >= 44, key
        assert key["right"] <= width and key["bottom"] <= height, f"{key} is off screen"
    # Seven rows: a tall plot key and a wide 0 key; the others all alike.
    ordinary = [key for key in keys if key["key"] not in ("plot", "0")]
    assert max(k["width"] for k in ordinary) - min(k["width"] for k in ordinary) < 1, "equal keys"
    assert max(k["height"] for k in ordinary) - min(k["height"] for k in ordinary) < 1, "equal keys"
    shoot(page, screenshots, f"{device.name}-keypad")


def test_a_large_phone_on_its_side_is_a_split_view_with_a_wider_keypad(open_page, screenshots):
    page = open_calculator(open_page, PHONE_LANDSCAPE).page
    assert layout(page) == "split"
    press(page, PHONE_LANDSCAPE, "x pow 3 - 2 . 5 x pow 2 + 3 . 1 x - 1 3 . 3")
    plot(page, PHONE_LANDSCAPE)
    columns = page.locator(".keypad").evaluate("keypad => getComputedStyle(keypad).gridTemplateColumns.split(' ').length")
    assert columns > 5, "the keypad gains columns where there is room"
    keys_at_rest(page)
    shown = page.eval_on_selector_all("[data-key]", "keys => keys.filter((key) => key.checkVisibility()).map((key) => ({ key: key.dataset.key, ...key.getBoundingClientRect().toJSON() }))")
    assert len(shown) == 32 and set(EXTRA_KEYS) <= {key["key"] for key in shown}, "8 × 4 with e, abs and log"
    for key in shown:
        assert key["width"] >= 44 and key["height"] >= 44 and key["bottom"] <= PHONE_LANDSCAPE.height, key
    assert description(page) == "x³ − 2.5x² + 3.1x − 13.3"
    expect(page.locator(GRAPH)).to_be_visible()
    shoot(page, screenshots, "phone-landscape-split")


@pytest.mark.parametrize("device", [PHONE, PHONE_LANDSCAPE], ids=lambda d: d.name)
def test_every_key_of_the_phone_keypad_is_on_screen_without_scrolling(open_page, screenshots, device: Device):
    """docs/site.md#calculator: a phone, upright or on its side (deviceScaleFactor 3, touch, a mobile viewport), shows
    every key of the Calculator (docs/site.md#calculator) inside the window, and neither the page nor the calculator pane scrolls."""
    page = open_calculator(open_page, device, is_mobile=True).page
    show_keypad(page, device)
    keys = page.eval_on_selector_all("[data-key]", """keys => keys.filter((key) => key.checkVisibility()).map((key) => {
        const box = key.getBoundingClientRect();
        return { key: key.dataset.key, left: box.left, top: box.top, right: box.right, bottom: box.bottom };
    })""")
    required = {"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", ".", "pi", "sqrt", "sin", "cos", "tan", "ln",
                "(", ")", "x", "pow", "+", "-", "*", "/", "neg", "clear", "back", "plot"}
    assert required <= {key["key"] for key in keys}, required - {key["key"] for key in keys}
    for key in keys:
        assert key["left"] >= 0 and key["top"] >= 0, f"{key} is off screen"
        assert key["right"] <= device.width and key["bottom"] <= device.height, f"{key} is off screen"
    tabs = box(page, ".tab-bar")  # at the bottom upright, at the top on its side
    for key in keys:
        assert key["bottom"] <= tabs["y"] or key["top"] >= tabs["y"] + tabs["height"], f"{key} is under the tab bar"
    sizes = page.evaluate("""() => ({ width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight,
        pane: document.querySelector('.calculator-pane').scrollHeight - document.querySelector('.calculator-pane').clientHeight })""")
    assert sizes["width"] <= device.width and sizes["height"] <= device.height, sizes
    assert sizes["pane"] <= 1, "the calculator pane does not scroll"
    shoot(page, screenshots, f"{device.name}-every-key")


def test_a_product_with_a_function_before_a_letter_is_captioned_with_a_dot(open_page):
    page = open_calculator(open_page, DESKTOP).page
    press(page, DESKTOP, "sin x ) * x")
    assert page.input_value(DISPLAY) == "sin(x)×x"
    plot(page, DESKTOP)
    assert description(page) == "sin(x)·x"


def test_x_pow_bracket_plots_a_power_of_the_bracket(open_page):
    """docs/site.md#calculator: `x xʸ ( 1 ÷ 3 )` shows and plots x^(1/3), not x·(1/3)."""
    page = open_calculator(open_page, PHONE).page
    press(page, PHONE, "x pow ( 1 / 3 )")
    assert page.input_value(DISPLAY) == "x^(1/3)"
    plot(page, PHONE)
    assert description(page) == "x^(1/3)"
    value = page.locator(GRAPH).evaluate("graph => graph.graphView.dataSource.valueAt(8)")
    assert value == pytest.approx(2), "the cube root of 8"


def test_sign_changes_the_last_operand_and_back(open_page):
    """docs/site.md#calculator: ± changes the sign of the last operand, not of the whole expression."""
    page = open_calculator(open_page, PHONE).page
    press(page, PHONE, "2 x + 3 neg")
    assert page.input_value(DISPLAY) == "2x-3"
    press(page, PHONE, "neg")
    assert page.input_value(DISPLAY) == "2x+3"
    press(page, PHONE, "clear 2 * 3 neg")
    assert page.input_value(DISPLAY) == "2×(-3)", "the × key shows ×, as it is labelled"
    plot(page, PHONE)
    assert page.text_content(".graph-value") == "= \u22126"
    show_keypad(page, PHONE)
    press(page, PHONE, "neg")
    assert page.input_value(DISPLAY) == "2×3"


@pytest.mark.parametrize("device", [PHONE, TABLET_PORTRAIT, DESKTOP], ids=lambda d: d.name)
def test_the_extra_keys_e_abs_and_log_append_and_plot(open_page, screenshots, device: Device):
    page = open_calculator(open_page, device).page
    show_keypad(page, device)
    press(page, device, "abs x ) + log 1 0 0 ) - e")
    assert page.input_value(DISPLAY) == "abs(x)+log(100)-e"
    plot(page, device)
    assert description(page) == "abs(x) + log(100) − e"
    value = page.locator(GRAPH).evaluate("graph => graph.graphView.dataSource.valueAt(-3)")
    assert value == pytest.approx(3 + 2 - 2.718281828459045)
    if device is DESKTOP:
        show_keypad(page, device)
        shoot(page, screenshots, "desktop-extra-keys")


def test_on_a_phone_plot_pushes_the_graph_and_back_returns(open_page, screenshots):
    page = open_calculator(open_page, PHONE).page
    press(page, PHONE, "x pow 2 - 1")
    entries = page.evaluate("history.length")
    plot(page, PHONE)

    expect(page.locator(CALCULATOR)).to_have_attribute("data-view", "graph")
    expect(page.locator(GRAPH)).to_be_visible()
    expect(page.locator(DESCRIPTION)).to_be_visible()
    expect(page.locator(".keypad")).to_be_hidden()
    assert page.evaluate("history.length") == entries + 1, "a History entry, so Back returns"
    graph = box(page, GRAPH)
    assert graph["width"] > 0.9 * PHONE.width and graph["height"] > 0.6 * PHONE.height
    shoot(page, screenshots, "phone-pushed-graph")

    page.go_back()
    expect(page.locator(CALCULATOR)).to_have_attribute("data-view", "calculator")
    expect(page.locator(".keypad")).to_be_visible()
    expect(page.locator(GRAPH_PANE)).to_be_hidden()
    assert page.input_value(DISPLAY) == "x²-1"
    assert address_plot(page)["expression"] == "x²-1", "the calculator's entry has the plot's address too"

    page.go_forward()
    expect(page.locator(CALCULATOR)).to_have_attribute("data-view", "graph")
    # The pane's own back button goes back through History as well.
    page.tap(".calculator-back")
    expect(page.locator(CALCULATOR)).to_have_attribute("data-view", "calculator")
    assert page.evaluate("history.length") == entries + 1
    # Plotting again pushes again; the graph shows the new plot.
    press(page, PHONE, "+ 3")
    plot(page, PHONE)
    expect(page.locator(CALCULATOR)).to_have_attribute("data-view", "graph")
    assert description(page) == "x² − 1 + 3"


def test_on_a_tablet_in_portrait_the_calculator_opens_in_a_popover(open_page, screenshots):
    page = open_calculator(open_page, TABLET_PORTRAIT).page
    toggle = page.locator(".calculator-popover-toggle")
    pane = page.locator(PANE)
    expect(pane).to_be_hidden()
    expect(toggle).to_have_attribute("aria-expanded", "false")

    page.tap(".calculator-popover-toggle")
    expect(pane).to_be_visible()
    expect(pane).to_have_attribute("role", "dialog")
    expect(toggle).to_have_attribute("aria-expanded", "true")
    # Sized to fit: the whole calculator shows without scrolling, and no bigger than it needs.
    assert pane.evaluate("pane => pane.scrollHeight <= pane.clientHeight + 1")
    popover, keypad, display = box(page, PANE), box(page, ".keypad"), box(page, DISPLAY)
    assert keypad["y"] + keypad["height"] <= popover["y"] + popover["height"]
    assert popover["y"] <= display["y"]
    assert popover["height"] - (keypad["y"] + keypad["height"] - display["y"]) < 100
    assert popover["width"] < 0.6 * TABLET_PORTRAIT.width
    press(page, TABLET_PORTRAIT, "sin x )")
    shoot(page, screenshots, "tablet-portrait-popover")

    # A tap outside closes it; the display keeps its text.
    graph = box(page, GRAPH)
    page.touchscreen.tap(graph["x"] + graph["width"] - 60, graph["y"] + graph["height"] - 120)
    expect(pane).to_be_hidden()
    page.tap(".calculator-popover-toggle")
    assert page.input_value(DISPLAY) == "sin(x)"
    # Plotting closes it and the graph behind shows the plot.
    plot(page, TABLET_PORTRAIT)
    expect(pane).to_be_hidden()
    assert description(page) == "sin(x)"
    shoot(page, screenshots, "tablet-portrait-graph")

    # From the keyboard: Enter opens it with the caret in the display, Escape closes it.
    page.focus(".calculator-popover-toggle")
    page.keyboard.press("Enter")
    expect(pane).to_be_visible()
    assert page.evaluate("document.activeElement.name") == "expression"
    page.keyboard.press("Escape")
    expect(pane).to_be_hidden()
    assert page.evaluate("document.activeElement.classList.contains('calculator-popover-toggle')")


def test_rotating_a_tablet_keeps_the_expression_and_the_view(open_page, screenshots):
    page = open_calculator(open_page, TABLET_PORTRAIT).page
    show_keypad(page, TABLET_PORTRAIT)
    press(page, TABLET_PORTRAIT, "x pow 3 - 4 x")
    plot(page, TABLET_PORTRAIT)
    state = graph_state(page)
    finger_drag(page, state.centre, (90, -50))
    settle(page)
    before = graph_state(page)
    offset = offset_from_centre(page)
    show_keypad(page, TABLET_PORTRAIT)
    press(page, TABLET_PORTRAIT, "+ 1")  # typed, not plotted

    for size, expected in [((1180, 820), "split"), ((820, 1180), "popover"), ((1180, 820), "split")]:
        page.set_viewport_size({"width": size[0], "height": size[1]})
        expect(page.locator(CALCULATOR)).to_have_attribute("data-layout", expected)
        settle(page)
        assert page.input_value(DISPLAY) == "x³-4x+1"
        assert description(page) == "x³ − 4x"
        after = graph_state(page)
        assert (after.scale, after.scale_y) == (before.scale, before.scale_y)
        assert offset_from_centre(page) == pytest.approx(offset, abs=0.05), "the origin keeps its place relative to the centre"
        if expected == "split":
            expect(page.locator(PANE)).to_be_visible()
            expect(page.locator(GRAPH)).to_be_visible()
        else:
            expect(page.locator(PANE)).to_be_hidden()
    shoot(page, screenshots, "tablet-rotated-split")
