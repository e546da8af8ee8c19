"""The Calculator's keys, display and plot in a real browser (docs/site.md, docs/hooks.md#calculator) at
the four viewports, by touch (taps) and by keyboard, read through the hooks — `button[data-key]`, the
display `input[name=expression]`, the graph's data-* attributes and its xMax/yMax labels. Its layouts:
test_calculator_layouts.py; its address and what a reload keeps: test_calculator_address.py.

Screenshots go to Tests/Browser/screenshots/calculator-*.png. Every page is watched for console
errors and CSP violations by the `open_page` fixture."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from conftest import DESKTOP, DEVICES, PHONE, Device
from graph_helpers import GRAPH, settle
from calculator_helpers import (
    CALCULATOR, DESCRIPTION, DISPLAY, SEEDS, STATUS, address_plot, curve, description, layout, open_calculator,
    plot, press, range_labels, shoot, show_keypad, tap
)


# --- Keys, display and plot (docs/site.md#calculator)


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
        assert y_max == "250", "max |y| over the 51 samples from −5 to 5 is 216.3; with the margin, the nice 250"
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
