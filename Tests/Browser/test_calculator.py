"""The Calculator page in a real browser (SPEC §5 R-CALC, R-LAYOUT, R-PERSIST) at the four viewports,
by touch (taps) and by keyboard, read through the R-HOOKS — `button[data-key]`, the display
`input[name=expression]`, the graph's data-* attributes and its xMax/yMax labels — and the page's
own state on the `.calculator` section: data-layout (push, popover, split), data-view (which pane
the push layout shows), data-popover-open and data-ready (the script has wired the page).

Screenshots go to Tests/Browser/screenshots/calculator-*.png. Every page is watched for console
errors and CSP violations by the `open_page` fixture."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Page, expect

from conftest import DESKTOP, DEVICES, PHONE, TABLET_LANDSCAPE, TABLET_PORTRAIT, Device
from graph_helpers import GRAPH, Touch, graph_state, mouse_drag, settle

CALCULATOR = "[data-calculator]"
PANE = ".calculator-pane"
GRAPH_PANE = ".calculator-graph-pane"
DISPLAY = 'input[name="expression"]'
STATUS = ".calculator-message"
DESCRIPTION = "[data-graph-description]"
EXPECTED_LAYOUT = {"phone": "push", "tablet-portrait": "popover", "tablet-landscape": "split", "desktop": "split"}
# Keys shown only where the keypad has room (R-CALC, R-HOOKS): every viewport of DEVICES, not a phone on its side.
EXTRA_KEYS = ("e", "abs", "log")
# A large phone on its side is a wide screen too (R-LAYOUT).
PHONE_LANDSCAPE = Device("phone-landscape", 844, 390, 3, True)
STORED_CONFIGURATION = "plotsite:configuration"

# The seeds' key sequences, what the display shows, and the description of what is graphed.
SEEDS = {
    "cubic": ("x pow 3 - 2 . 5 x pow 2 + 3 . 1 x - 1 3 . 3", "x³-2.5x²+3.1x-13.3", "x³ − 2.5x² + 3.1x − 13.3"),
    "root": ("sqrt x pow 3 + x pow 2 + 2 . 5 x + 2 3 )", "√(x³+x²+2.5x+23)", "√(x³ + x² + 2.5x + 23)"),
    "log": ("ln x pow 2 + 2 pi x + 2 3 )", "ln(x²+2πx+23)", "ln(x² + 2πx + 23)"),
}


# --- Helpers


def open_calculator(open_page, device: Device, query: str = "", **options):
    watched = open_page(device, "calculator.html" + query, **options)
    watched.page.wait_for_selector(f"{CALCULATOR}[data-ready]", state="attached")
    return watched


def layout(page: Page) -> str:
    return page.get_attribute(CALCULATOR, "data-layout")


def tap(page: Page, device: Device, selector: str) -> None:
    """A finger on touch screens, the mouse elsewhere."""
    if device.touch:
        page.tap(selector)
    else:
        page.click(selector)


def show_keypad(page: Page, device: Device) -> None:
    """Brings the keypad on screen: opens the popover on a tablet in portrait, goes back on a phone."""
    if layout(page) == "popover" and page.get_attribute(CALCULATOR, "data-popover-open") is None:
        tap(page, device, ".calculator-popover-toggle")
    if layout(page) == "push" and page.get_attribute(CALCULATOR, "data-view") == "graph":
        tap(page, device, ".calculator-back")
    expect(page.locator('[data-key="plot"]')).to_be_visible()


def press(page: Page, device: Device, keys: str) -> None:
    """Presses keypad keys, given as space-separated data-key values."""
    for key in keys.split():
        tap(page, device, f'[data-key="{key}"]')


def plot(page: Page, device: Device) -> None:
    tap(page, device, '[data-key="plot"]')
    settle(page)


def description(page: Page) -> str:
    return page.text_content(DESCRIPTION)


def range_labels(page: Page) -> tuple[str, str]:
    """The xMax and yMax labels at the axes' ends."""
    labels = page.eval_on_selector_all(f"{GRAPH} .plot-range-label", "labels => labels.map((label) => label.textContent)")
    assert len(labels) == 2, labels
    return labels[0], labels[1]


def curve(page: Page) -> str:
    return page.get_attribute(f"{GRAPH} .plot-curve", "d") or ""


def address_plot(page: Page) -> dict[str, str]:
    return {key: values[0] for key, values in parse_qs(urlsplit(page.url).query).items()}


def box(page: Page, selector: str) -> dict:
    found = page.locator(selector).first.bounding_box()
    assert found, f"{selector} has no box"
    return found


def shoot(page: Page, screenshots: Path, name: str) -> None:
    settle(page)
    page.wait_for_timeout(350)  # transitions (push, popover) end
    page.screenshot(path=str(screenshots / f"calculator-{name}.png"))


def finger_drag(page: Page, start: tuple[float, float], delta: tuple[float, float]) -> None:
    """One finger drags, then rests before lifting. Touch.drag lifts while moving, which Chromium
    takes for a fling, and it swallows the next tap (the one that would stop the fling)."""
    touch = Touch(page)
    touch.send("touchStart", [start])
    end = (start[0] + delta[0], start[1] + delta[1])
    for step in range(1, 9):
        touch.send("touchMove", [(start[0] + delta[0] * step / 8, start[1] + delta[1] * step / 8)])
    page.wait_for_timeout(150)
    touch.send("touchMove", [end])
    touch.send("touchEnd", [])


def offset_from_centre(page: Page) -> tuple[float, float]:
    state = graph_state(page)
    return state.origin_x - state.width / 2, state.origin_y - state.height / 2


# --- Keys, display and plot (R-CALC)


@pytest.mark.parametrize("device", DEVICES, ids=lambda d: d.name)
@pytest.mark.parametrize("seed", SEEDS, ids=list(SEEDS))
def test_seed_key_sequences_show_their_exact_display_and_plot_it(open_page, screenshots, device: Device, seed: str):
    keys, shown, described = SEEDS[seed]
    page = open_calculator(open_page, device).page
    show_keypad(page, device)
    press(page, device, keys)
    assert page.input_value(DISPLAY) == shown
    plot(page, device)

    expect(page.locator(GRAPH)).to_be_visible()
    expect(page.locator(DESCRIPTION)).to_be_visible()
    assert description(page) == described
    assert page.get_attribute(GRAPH, "data-expression") == shown
    x_max, y_max = range_labels(page)
    assert x_max == "5", "the default X-Max"
    if seed == "cubic":
        assert y_max == "250", "max |y| over the 51 samples from −5 to 5 is 216.3; with the margin, the nice 250 (R-FIT)"
    assert curve(page).startswith("M")
    assert address_plot(page) == {"expression": shown, "xmax": "5", "samples": "50"}
    if device is PHONE:
        assert page.get_attribute(CALCULATOR, "data-view") == "graph"
    if seed == "cubic":
        shoot(page, screenshots, f"{device.name}-cubic")


@pytest.mark.parametrize("device", DEVICES, ids=lambda d: d.name)
def test_typing_in_the_display_and_enter_plot(open_page, device: Device):
    page = open_calculator(open_page, device).page
    if layout(page) == "popover":
        # From the keyboard, the popover opens with the caret in the display.
        page.focus(".calculator-popover-toggle")
        page.keyboard.press("Enter")
        assert page.evaluate("document.activeElement.name") == "expression"
    else:
        tap(page, device, DISPLAY)
    page.keyboard.type("sin(x)+cos(2x)-tan(3x)")
    page.keyboard.press("Enter")
    settle(page)
    assert description(page) == "sin(x) + cos(2x) − tan(3x)"
    assert address_plot(page)["expression"] == "sin(x)+cos(2x)-tan(3x)"
    expect(page.locator(GRAPH)).to_be_visible()


def test_keyboard_shortcuts_press_the_keys_and_enter_plots(open_page):
    page = open_calculator(open_page, DESKTOP).page
    # A mouse click on a key leaves focus alone, so Enter afterwards plots.
    page.click('[data-key="clear"]')
    page.keyboard.type("x^2-12")
    assert page.input_value(DISPLAY) == "x²-12"
    page.keyboard.press("Backspace")
    assert page.input_value(DISPLAY) == "x²-1"
    page.click('[data-key="+"]')
    page.keyboard.type("3")
    page.keyboard.press("Enter")
    settle(page)
    assert description(page) == "x² − 1 + 3"


def test_tab_reaches_every_key_and_enter_presses_it(open_page):
    page = open_calculator(open_page, DESKTOP).page
    page.focus('[data-key="7"]')
    page.keyboard.press("Enter")
    page.keyboard.press("Tab")  # to 8
    page.keyboard.press("Space")
    assert page.input_value(DISPLAY) == "78"
    page.focus('[data-key="plot"]')
    page.keyboard.press("Enter")
    settle(page)
    assert description(page) == "78"
    assert page.text_content(".graph-value") == "= 78"


@pytest.mark.parametrize("device", DEVICES, ids=lambda d: d.name)
def test_exponent_mode_shows_on_its_key_until_the_next_key(open_page, screenshots, device: Device):
    page = open_calculator(open_page, device).page
    show_keypad(page, device)
    press(page, device, "x pow")
    pow_key = page.locator('[data-key="pow"]')
    expect(pow_key).to_have_attribute("aria-pressed", "true")
    background = pow_key.evaluate("key => getComputedStyle(key).backgroundColor")
    digit = page.locator('[data-key="5"]').evaluate("key => getComputedStyle(key).backgroundColor")
    assert background != digit, "exponent mode is visible"
    if device is PHONE:
        shoot(page, screenshots, "phone-exponent-mode")
    press(page, device, "5")
    expect(pow_key).to_have_attribute("aria-pressed", "false")
    press(page, device, "-")
    assert page.input_value(DISPLAY) == "x⁵-"


def test_sign_back_and_clear(open_page):
    page = open_calculator(open_page, PHONE).page
    press(page, PHONE, "neg")
    assert page.input_value(DISPLAY) == "-"
    press(page, PHONE, "x sin")
    assert page.input_value(DISPLAY) == "-xsin("
    press(page, PHONE, "back")
    assert page.input_value(DISPLAY) == "-x"
    press(page, PHONE, "neg")
    assert page.input_value(DISPLAY) == "x"
    press(page, PHONE, "pow 3 back")
    assert page.input_value(DISPLAY) == "x"
    press(page, PHONE, "clear")
    assert page.input_value(DISPLAY) == ""


@pytest.mark.parametrize("device", DEVICES, ids=lambda d: d.name)
def test_plot_with_an_empty_display_opens_a_dialog(open_page, screenshots, device: Device):
    page = open_calculator(open_page, device).page
    show_keypad(page, device)
    plot(page, device)
    dialog = page.locator("dialog[open]")
    expect(dialog).to_be_visible()
    expect(dialog).to_have_attribute("role", "alertdialog")
    expect(dialog).to_contain_text("No equation")
    assert page.evaluate("document.activeElement.closest('dialog[open]') !== null"), "focus moves into the dialog"
    shoot(page, screenshots, f"{device.name}-no-equation")
    if device.touch:
        page.tap("dialog[open] button")
    else:
        page.keyboard.press("Escape")
    expect(page.locator("dialog")).to_have_count(0)
    assert description(page) == "Nothing plotted yet"
    expect(page.locator('[data-key="plot"]')).to_be_visible()


def test_enter_on_an_empty_display_opens_the_dialog_and_focus_returns(open_page):
    page = open_calculator(open_page, DESKTOP).page
    page.focus(DISPLAY)
    page.keyboard.press("Enter")
    expect(page.locator("dialog[open]")).to_be_visible()
    page.keyboard.press("Enter")  # OK has focus
    expect(page.locator("dialog")).to_have_count(0)
    assert page.evaluate("document.activeElement.name") == "expression"


@pytest.mark.parametrize("device", DEVICES, ids=lambda d: d.name)
def test_an_incomplete_expression_is_not_plotted_and_the_reason_is_shown(open_page, screenshots, device: Device):
    page = open_calculator(open_page, device).page
    show_keypad(page, device)
    press(page, device, "x pow 2")
    plot(page, device)
    before = curve(page)
    show_keypad(page, device)
    press(page, device, "+")
    plot(page, device)

    status = page.locator(STATUS)
    expect(status).to_be_visible()
    expect(status).to_have_text("Not plotted: expression is incomplete: '+' needs a right operand.")
    expect(page.locator(DISPLAY)).to_have_attribute("aria-invalid", "true")
    assert page.input_value(DISPLAY) == "x²+"
    assert description(page) == "x²"
    assert page.get_attribute(GRAPH, "data-expression") == "x²"
    assert curve(page) == before
    assert address_plot(page)["expression"] == "x²"
    if device is PHONE:
        assert page.get_attribute(CALCULATOR, "data-view") == "calculator", "nothing was pushed"
    shoot(page, screenshots, f"{device.name}-incomplete")
    # Editing makes the reason go away.
    press(page, device, "1")
    expect(page.locator(DISPLAY)).not_to_have_attribute("aria-invalid", "true")
    expect(status).not_to_have_class(re.compile(r"\bis-error\b"))


def test_any_parse_error_is_shown_with_its_place(open_page):
    page = open_calculator(open_page, DESKTOP).page
    page.fill(DISPLAY, "sn(x)")
    page.keyboard.press("Enter")
    expect(page.locator(STATUS)).to_have_text("Not plotted: unknown function 'sn' (character 1).")
    assert description(page) == "Nothing plotted yet"


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_an_ambiguous_exponent_gets_a_hint_under_the_display_and_plots_as_read(open_page, screenshots, device: Device):
    page = open_calculator(open_page, device).page
    hint = page.locator("[data-expression-hint]")
    expect(hint).to_be_hidden()
    page.fill(DISPLAY, "e^-2x")
    expect(hint).to_be_visible()
    expect(hint).to_have_text("read as e^(−2)·x: write e^(−2x) or e^(−2)·x to say which you mean")
    page.screenshot(path=screenshots / f"calculator-hint-{device.name}.png")
    plot(page, device)
    assert description(page) == "e^(−2)·x"
    show_keypad(page, device)
    # Parentheses say it: the hint goes.
    page.fill(DISPLAY, "e^(-2x)")
    expect(hint).to_be_hidden()
    page.fill(DISPLAY, "e^-2 x")
    expect(hint).to_be_hidden()


def test_a_link_with_one_y_end_keeps_it_and_fits_the_other(open_page):
    """A plot page that gives yMin alone links with ymin alone; the Calculator fits the top as the build did."""
    page = open_calculator(open_page, DESKTOP, "?expression=x%5E2&xmin=-0.5&xmax=2.5&ymin=0&samples=auto").page
    settle(page)
    ranges = [page.get_attribute(GRAPH, f"data-{name}") for name in ("x-min", "x-max", "y-min", "y-max")]
    assert ranges == ["-0.5", "2.5", "0", "7"]
    expect(page.locator(STATUS)).to_have_text("")


def test_later_keystrokes_leave_the_graph_alone_until_plot(open_page):
    page = open_calculator(open_page, DESKTOP).page
    press(page, DESKTOP, "x pow 2")
    plot(page, DESKTOP)
    drawn = curve(page)
    press(page, DESKTOP, "+ 1 0")
    page.fill(DISPLAY, "sin(x")
    settle(page)
    assert description(page) == "x²"
    assert curve(page) == drawn
    plot(page, DESKTOP)
    assert description(page) == "sin(x)"
    assert curve(page) != drawn


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_an_expression_without_x_shows_its_value(open_page, device: Device):
    page = open_calculator(open_page, device).page
    press(page, device, "2 pi")
    plot(page, device)
    assert description(page) == "2π"
    value = page.locator(".graph-value")
    expect(value).to_be_visible()
    expect(value).to_have_text("= 6.28318530718")
    # An expression with x has no single value.
    show_keypad(page, device)
    press(page, device, "x")
    plot(page, device)
    expect(value).to_have_text("")


# --- Layouts (R-LAYOUT)


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
    # Every key, the extra ones (R-CALC: e, abs, log) included: each of these viewports has room for them.
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
    shown = page.eval_on_selector_all("[data-key]", "keys => keys.filter((key) => key.checkVisibility()).map((key) => ({ key: key.dataset.key, ...key.getBoundingClientRect().toJSON() }))")
    assert len(shown) == 32 and set(EXTRA_KEYS) <= {key["key"] for key in shown}, "8 × 4 with e, abs and log"
    for key in shown:
        assert key["width"] >= 44 and key["height"] >= 44 and key["bottom"] <= PHONE_LANDSCAPE.height, key
    assert description(page) == "x³ − 2.5x² + 3.1x − 13.3"
    expect(page.locator(GRAPH)).to_be_visible()
    shoot(page, screenshots, "phone-landscape-split")


@pytest.mark.parametrize("device", [PHONE, PHONE_LANDSCAPE], ids=lambda d: d.name)
def test_every_key_of_the_phone_keypad_is_on_screen_without_scrolling(open_page, screenshots, device: Device):
    """R-CALC: a phone, upright or on its side (deviceScaleFactor 3, touch, a mobile viewport), shows
    every key of R-CALC inside the window, and neither the page nor the calculator pane scrolls."""
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
    """R-CALC: `x xʸ ( 1 ÷ 3 )` shows and plots x^(1/3), not x·(1/3)."""
    page = open_calculator(open_page, PHONE).page
    press(page, PHONE, "x pow ( 1 / 3 )")
    assert page.input_value(DISPLAY) == "x^(1/3)"
    plot(page, PHONE)
    assert description(page) == "x^(1/3)"
    value = page.locator(GRAPH).evaluate("graph => graph.graphView.dataSource.valueAt(8)")
    assert value == pytest.approx(2), "the cube root of 8"


def test_sign_changes_the_last_operand_and_back(open_page):
    """R-CALC: ± changes the sign of the last operand, not of the whole expression."""
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


# --- Persistence and the address (R-PERSIST)


@pytest.mark.parametrize("device", [PHONE, TABLET_PORTRAIT, DESKTOP], ids=lambda d: d.name)
def test_a_reload_keeps_the_display_the_plot_and_the_view(open_page, device: Device):
    page = open_calculator(open_page, device).page
    show_keypad(page, device)
    press(page, device, "x pow 2 - 4")
    plot(page, device)
    state = graph_state(page)
    if device.touch:
        finger_drag(page, state.centre, (-70, 40))
    else:
        mouse_drag(page, state.centre, (-70, 40))
    page.locator(GRAPH).evaluate("graph => graph.graphView.zoomBy(1.5)")
    settle(page)
    view = graph_state(page)
    show_keypad(page, device)
    press(page, device, "+ 1")

    page.reload()
    page.wait_for_selector(f"{CALCULATOR}[data-ready]", state="attached")
    page.wait_for_selector(f"{GRAPH}[data-graph-live]", state="attached")
    settle(page)
    assert page.input_value(DISPLAY) == "x²-4+1"
    assert description(page) == "x² − 4"
    assert address_plot(page)["expression"] == "x²-4"
    restored = graph_state(page)
    assert restored.scale == pytest.approx(view.scale, rel=1e-5)
    assert restored.scale_y == pytest.approx(view.scale_y, rel=1e-5)
    assert restored.origin_x == pytest.approx(view.origin_x, abs=0.05)
    assert restored.origin_y == pytest.approx(view.origin_y, abs=0.05)


@pytest.mark.parametrize("device", DEVICES, ids=lambda d: d.name)
def test_the_address_reproduces_the_plot(open_page, device: Device):
    page = open_calculator(open_page, device).page
    show_keypad(page, device)
    press(page, device, "ln x pow 2 + 2 pi x + 2 3 )")
    plot(page, device)
    first = graph_state(page)
    labels = range_labels(page)
    link = page.url[page.url.index("calculator.html"):]

    # Somebody else, with nothing stored, opens the link.
    other = open_calculator(open_page, device, link[len("calculator.html"):]).page
    settle(other)
    assert description(other) == "ln(x² + 2πx + 23)"
    assert other.input_value(DISPLAY) == "ln(x²+2πx+23)"
    assert range_labels(other) == labels
    shared = graph_state(other)
    assert shared.scale == pytest.approx(first.scale, rel=1e-5)
    assert shared.scale_y == pytest.approx(first.scale_y, rel=1e-5)
    expect(other.locator(GRAPH)).to_be_visible()
    if device is PHONE:
        assert other.get_attribute(CALCULATOR, "data-view") == "graph", "a link plots at once"


def test_a_plot_pages_link_plots_its_expression_at_its_x_max(open_page, cubic):
    page = open_page(DESKTOP, cubic.path).page
    link = page.locator('a[href*="calculator.html?"]').first
    expect(link).to_be_visible()
    link.click()
    page.wait_for_selector(f"{CALCULATOR}[data-ready]", state="attached")
    settle(page)
    assert description(page) == "x³ − 2.5x² + 3.1x − 13.3"
    assert page.input_value(DISPLAY) == cubic.expression
    x_max, y_max = range_labels(page)
    assert (x_max, y_max) == ("4", "150"), "the seed's cubic on −4 … 4: 129.7 with the margin, rounded nicely (R-FIT)"


def test_open_in_calculator_keeps_the_plots_sampling_and_leaves_the_configuration_alone(open_page, tangent):
    """Issue 17 §6: an auto-sampled plot stays auto in the Calculator (not the stored 40 samples), and
    the stored Configuration is what the next `plot` press uses."""
    page = open_page(DESKTOP, tangent.path).page
    page.evaluate(f"localStorage.setItem('{STORED_CONFIGURATION}', JSON.stringify({{ xMax: 3, samples: 40 }}))")
    assert page.get_attribute(GRAPH, "data-samples") == "auto"
    page.locator('a[href*="calculator.html?"]').first.click()
    page.wait_for_selector(f"{CALCULATOR}[data-ready]", state="attached")
    settle(page)
    assert description(page) == "tan(x)"
    assert page.get_attribute(GRAPH, "data-samples") == "auto"
    assert (page.get_attribute(GRAPH, "data-x-min"), page.get_attribute(GRAPH, "data-x-max")) == ("-10", "10")
    assert address_plot(page)["samples"] == "auto"
    assert page.evaluate(f"JSON.parse(localStorage.getItem('{STORED_CONFIGURATION}'))") == {"xMax": 3, "samples": 40}

    press(page, DESKTOP, "clear x pow 2")
    plot(page, DESKTOP)
    assert page.get_attribute(GRAPH, "data-samples") == "40"
    assert page.get_attribute(GRAPH, "data-x-max") == "3"
    expect(page.locator(STATUS)).to_have_text("Plotted for x from −3 to 3, 40 samples.")


def test_a_link_with_a_window_plots_that_window(open_page):
    """A plot page's link carries its window (CalculatorLink.swift); the Calculator frames the plot with it."""
    page = open_calculator(open_page, DESKTOP, "?expression=ln(x)&xmin=0&xmax=10&ymin=-3&ymax=2.5&samples=auto").page
    settle(page)
    assert description(page) == "ln(x)"
    ranges = [page.get_attribute(GRAPH, f"data-{name}") for name in ("x-min", "x-max", "y-min", "y-max")]
    assert ranges == ["0", "10", "-3", "2.5"]
    assert address_plot(page) == {"expression": "ln(x)", "xmin": "0", "xmax": "10", "ymin": "-3", "ymax": "2.5", "samples": "auto"}
    expect(page.locator(STATUS)).to_have_text("")


def test_unusable_window_values_in_a_link_are_ignored_with_a_reason(open_page):
    page = open_calculator(open_page, DESKTOP, "?expression=sin(x)&xmin=abc&xmax=4&ymin=5&ymax=1&samples=auto").page
    settle(page)
    assert description(page) == "sin(x)"
    expect(page.locator(GRAPH)).to_be_visible()
    assert (page.get_attribute(GRAPH, "data-x-min"), page.get_attribute(GRAPH, "data-x-max")) == ("-4", "4")
    expect(page.locator(STATUS)).to_have_text(
        "Link values not used: xmin: “abc” is not a number. ymin, ymax: ymin must be less than ymax, not 5 and 1.")


def test_a_link_with_a_bad_expression_says_why(open_page):
    page = open_calculator(open_page, DESKTOP, "?expression=%3Cb%3Ex%2B").page
    assert page.input_value(DISPLAY) == "<b>x+"
    expect(page.locator(STATUS)).to_contain_text("Not plotted: unknown name 'b'")
    assert page.locator(f"{STATUS} b").count() == 0, "text, never markup"
    assert description(page) == "Nothing plotted yet"
