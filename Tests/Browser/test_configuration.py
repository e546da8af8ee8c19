"""The Configuration page in a real browser (docs/site.md#configuration) at the four viewports: the defaults,
numeric keyboards, a valid `Set` (keyboard hidden, values stored, "Configuration Set
Successfully"), invalid input (a message next to the field, nothing stored), and the Calculator
plotting with what was set. Fields are `input[name=xmax]` and `input[name=samples]` (docs/hooks.md#configuration).
Screenshots go to Tests/Browser/screenshots/configuration-*.png."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from conftest import DESKTOP, DEVICES, PHONE, TABLET_LANDSCAPE, TABLET_PORTRAIT, Device
from graph_helpers import GRAPH, settle

X_MAX = 'input[name="xmax"]'
SAMPLES = 'input[name="samples"]'
SET = 'form[data-configuration] button[type="submit"]'
STATUS = ".configuration-status"
STORAGE_KEY = "plotsite:configuration"
SUCCESS = "Configuration Set Successfully"


def open_configuration(open_page, device: Device, **options):
    watched = open_page(device, "configuration.html", live=False, **options)
    watched.page.wait_for_load_state("load")
    return watched


def stored(page: Page):
    """The stored configuration's values (without `setAt`, when it was set)."""
    text = page.evaluate(f"localStorage.getItem({json.dumps(STORAGE_KEY)})")
    if text is None:
        return None
    values = json.loads(text)
    values.pop("setAt", None)
    return values


def enter(page: Page, device: Device, selector: str, text: str) -> None:
    """Puts `text` in a field the way a person would: tap or click it, select all, type."""
    if device.touch:
        page.tap(selector)
    else:
        page.click(selector)
    page.keyboard.press("Control+A")
    page.keyboard.press("Backspace")
    if text:
        page.keyboard.type(text)


def press_set(page: Page, device: Device) -> None:
    if device.touch:
        page.tap(SET)
    else:
        page.click(SET)


def shoot(page: Page, screenshots: Path, name: str) -> None:
    page.screenshot(path=str(screenshots / f"configuration-{name}.png"))


@pytest.mark.parametrize("device", DEVICES, ids=lambda d: d.name)
def test_the_defaults_are_5_and_50_with_numeric_keyboards(open_page, screenshots, device: Device):
    page = open_configuration(open_page, device).page
    expect(page.locator("h1")).to_have_text("Plot Configuration")
    assert page.input_value(X_MAX) == "5"
    assert page.input_value(SAMPLES) == "50"
    assert page.get_attribute(X_MAX, "inputmode") == "decimal"
    assert page.get_attribute(SAMPLES, "inputmode") == "numeric"
    for selector in (X_MAX, SAMPLES, SET):
        field = page.locator(selector).bounding_box()
        assert field["height"] >= 44 and field["x"] + field["width"] <= device.width
    assert stored(page) is None
    shoot(page, screenshots, f"{device.name}-defaults")


@pytest.mark.parametrize("device", DEVICES, ids=lambda d: d.name)
def test_set_stores_the_values_hides_the_keyboard_and_confirms(open_page, screenshots, device: Device):
    page = open_configuration(open_page, device).page
    enter(page, device, X_MAX, "100")
    enter(page, device, SAMPLES, "10000")
    press_set(page, device)

    status = page.locator(STATUS)
    expect(status).to_have_text(SUCCESS)
    expect(status).to_be_visible()
    expect(status).to_have_attribute("role", "status")
    assert stored(page) == {"xMax": 100, "samples": 10000}
    # The keyboard is hidden: no field has focus.
    assert page.evaluate("!document.activeElement.matches('input')")
    shoot(page, screenshots, f"{device.name}-set")

    page.reload()
    assert page.input_value(X_MAX) == "100"
    assert page.input_value(SAMPLES) == "10000"
    expect(status).to_have_text("")


def test_enter_in_a_field_sets_too_and_auto_is_a_number_of_samples(open_page):
    page = open_configuration(open_page, DESKTOP).page
    enter(page, DESKTOP, X_MAX, "0.25")
    enter(page, DESKTOP, SAMPLES, "Auto")
    page.keyboard.press("Enter")
    expect(page.locator(STATUS)).to_have_text(SUCCESS)
    assert stored(page) == {"xMax": 0.25, "samples": "auto"}
    assert page.input_value(SAMPLES) == "auto"


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_a_tiny_x_max_is_stored_shown_in_scientific_notation_and_accepted_again(open_page, device: Device):
    """Issue 17 §6: 0.0000001 is shown back as 1e-7, which is a number (docs/language.md#numbers): Set again works, and a
    reload shows it rather than silently reverting."""
    page = open_configuration(open_page, device).page
    enter(page, device, X_MAX, "0.0000001")
    press_set(page, device)
    expect(page.locator(STATUS)).to_have_text(SUCCESS)
    assert stored(page) == {"xMax": 1e-7, "samples": 50}
    assert page.input_value(X_MAX) == "1e-7"

    press_set(page, device)  # what the field shows, set again
    expect(page.locator("#xmax-error")).to_have_text("")
    expect(page.locator(STATUS)).to_have_text(SUCCESS)
    assert stored(page) == {"xMax": 1e-7, "samples": 50}

    page.reload()
    assert page.input_value(X_MAX) == "1e-7"
    enter(page, device, SAMPLES, "1e3")
    press_set(page, device)
    expect(page.locator(STATUS)).to_have_text(SUCCESS)
    assert stored(page) == {"xMax": 1e-7, "samples": 1000}
    assert page.input_value(SAMPLES) == "1000"


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_a_decimal_comma_is_read_as_a_point_with_a_note_naming_the_number(open_page, screenshots, device: Device):
    """A phone's decimal keypad types `,` in many languages: 2,5 is stored as 2.5, and a note says so."""
    page = open_configuration(open_page, device).page
    enter(page, device, X_MAX, "2,5")
    press_set(page, device)
    expect(page.locator(STATUS)).to_have_text(SUCCESS)
    assert stored(page) == {"xMax": 2.5, "samples": 50}
    assert page.input_value(X_MAX) == "2.5"
    note = page.locator("#xmax-note")
    expect(note).to_have_text("“2,5” was read as 2.5.")
    expect(note).to_be_visible()
    assert "xmax-note" in page.get_attribute(X_MAX, "aria-describedby")
    expect(page.locator(X_MAX)).not_to_have_attribute("aria-invalid", "true")
    shoot(page, screenshots, f"{device.name}-decimal-comma")
    # The note was about the value just typed.
    enter(page, device, X_MAX, "3")
    expect(note).to_be_hidden()


def test_after_a_reload_the_fields_show_what_is_stored(open_page):
    page = open_configuration(open_page, PHONE).page
    enter(page, PHONE, X_MAX, "0.25")
    enter(page, PHONE, SAMPLES, "auto")
    press_set(page, PHONE)
    expect(page.locator(STATUS)).to_have_text(SUCCESS)
    # Typed but not set: a reload shows the stored values, not these.
    enter(page, PHONE, X_MAX, "7")
    page.reload()
    assert (page.input_value(X_MAX), page.input_value(SAMPLES)) == ("0.25", "auto")


INVALID = [
    # (X-Max, samples, the field at fault, its message)
    ("", "50", "xmax", "Enter X-Max: a number greater than 0 and at most 100."),
    ("abc", "50", "xmax", "“abc” is not a number. Enter X-Max greater than 0 and at most 100."),
    ("0", "50", "xmax", "X-Max must be greater than 0 and at most 100, not 0."),
    ("-4", "50", "xmax", "X-Max must be greater than 0 and at most 100, not -4."),
    ("101", "50", "xmax", "X-Max must be greater than 0 and at most 100, not 101."),
    ("1e3", "50", "xmax", "X-Max must be greater than 0 and at most 100, not 1e3."),
    ("1,2,3", "50", "xmax", "“1,2,3” is not a number. Enter X-Max greater than 0 and at most 100."),
    ("5", "", "samples", "Enter the number of samples: a whole number from 2 to 10000, or auto."),
    ("5", "lots", "samples", "“lots” is not a number. Enter a whole number from 2 to 10000, or auto."),
    ("5", "1", "samples", "The number of samples must be from 2 to 10000, not 1."),
    ("5", "10001", "samples", "The number of samples must be from 2 to 10000, not 10001."),
    ("5", "2.5", "samples", "The number of samples must be a whole number, not 2.5."),
    ("5", "1,000", "samples", "Write the number of samples without a comma (“1,000”): a whole number from 2 to 10000, or auto."),
]


@pytest.mark.parametrize("x_max, samples, field, message", INVALID, ids=[f"{x or 'empty'}-{s or 'empty'}" for x, s, _, _ in INVALID])
def test_invalid_input_gets_a_message_next_to_the_field_and_nothing_is_stored(open_page, x_max, samples, field, message):
    page = open_configuration(open_page, PHONE).page
    enter(page, PHONE, X_MAX, x_max)
    enter(page, PHONE, SAMPLES, samples)
    press_set(page, PHONE)

    error = page.locator(f"#{field}-error")
    expect(error).to_have_text(message)
    expect(error).to_be_visible()
    expect(error).to_have_attribute("role", "alert")
    expect(page.locator(f'input[name="{field}"]')).to_have_attribute("aria-invalid", "true")
    # Next to its field: just under it.
    below = error.bounding_box()["y"] - (page.locator(f'input[name="{field}"]').bounding_box()["y"] + page.locator(f'input[name="{field}"]').bounding_box()["height"])
    assert 0 <= below < 60
    other = "samples" if field == "xmax" else "xmax"
    expect(page.locator(f"#{other}-error")).to_have_text("")
    expect(page.locator(STATUS)).not_to_have_text(SUCCESS)
    assert stored(page) is None, "nothing is stored"


@pytest.mark.parametrize("device", DEVICES, ids=lambda d: d.name)
def test_both_bad_fields_get_their_message_and_fixing_them_sets(open_page, screenshots, device: Device):
    page = open_configuration(open_page, device).page
    enter(page, device, X_MAX, "500")
    enter(page, device, SAMPLES, "0")
    press_set(page, device)
    expect(page.locator("#xmax-error")).to_have_text("X-Max must be greater than 0 and at most 100, not 500.")
    expect(page.locator("#samples-error")).to_have_text("The number of samples must be from 2 to 10000, not 0.")
    assert page.evaluate("document.activeElement.name") == "xmax", "focus on the first field to fix"
    assert stored(page) is None
    shoot(page, screenshots, f"{device.name}-invalid")

    enter(page, device, X_MAX, "4")
    expect(page.locator("#xmax-error")).to_have_text("")
    enter(page, device, SAMPLES, "200")
    press_set(page, device)
    expect(page.locator(STATUS)).to_have_text(SUCCESS)
    expect(page.locator("#samples-error")).to_have_text("")
    assert stored(page) == {"xMax": 4, "samples": 200}


@pytest.mark.parametrize("device", DEVICES, ids=lambda d: d.name)
def test_the_calculator_plots_with_the_stored_configuration(open_page, screenshots, device: Device):
    page = open_configuration(open_page, device).page
    enter(page, device, X_MAX, "4")
    enter(page, device, SAMPLES, "200")
    press_set(page, device)
    expect(page.locator(STATUS)).to_have_text(SUCCESS)

    # To the Calculator through the tab bar.
    tab = page.locator('.tab-bar a[href$="calculator.html"]')
    if device.touch:
        tab.tap()
    else:
        tab.click()
    page.wait_for_selector("[data-calculator][data-ready]", state="attached")
    if page.get_attribute("[data-calculator]", "data-layout") == "popover":
        page.tap(".calculator-popover-toggle")
    for key in "x pow 3 - 2 . 5 x pow 2 + 3 . 1 x - 1 3 . 3 plot".split():
        if device.touch:
            page.tap(f'[data-key="{key}"]')
        else:
            page.click(f'[data-key="{key}"]')
    settle(page)

    labels = page.eval_on_selector_all(f"{GRAPH} .plot-range-label", "labels => labels.map((label) => label.textContent)")
    assert labels == ["4", "150"], "xMax as configured; yMax: |y(−4)| = 129.7 with the margin, rounded nicely"
    assert page.get_attribute(GRAPH, "data-samples") == "200"
    assert page.get_attribute(GRAPH, "data-x-max") == "4"
    assert re.search(r"[?&]xmax=4&samples=200$", page.url)
    expect(page.locator(".calculator-message")).to_have_text("Plotted for x from −4 to 4, 200 samples.")
    page.screenshot(path=str(screenshots / f"configuration-{device.name}-calculator-x-max-4.png"))


def test_the_calculator_reads_a_changed_configuration_without_a_reload(open_page):
    """Configuration in one tab, Calculator in another: each plot reads the stored values."""
    watched = open_page(DESKTOP, "calculator.html")
    calculator = watched.page
    configuration = watched.context.new_page()
    configuration.goto(calculator.url.replace("calculator.html", "configuration.html"))
    enter(configuration, DESKTOP, SAMPLES, "auto")
    enter(configuration, DESKTOP, X_MAX, "2")
    configuration.keyboard.press("Enter")
    expect(configuration.locator(STATUS)).to_have_text(SUCCESS)

    calculator.bring_to_front()
    for key in "sin x ) plot".split():
        calculator.click(f'[data-key="{key}"]')
    settle(calculator)
    assert calculator.get_attribute(GRAPH, "data-samples") == "auto"
    labels = calculator.eval_on_selector_all(f"{GRAPH} .plot-range-label", "labels => labels.map((label) => label.textContent)")
    assert labels[0] == "2"


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_a_new_configuration_redraws_the_last_plot_at_once(open_page, device: Device):
    """A plot made, then a new Configuration set: back in the Calculator the same expression is drawn
    with the new X-Max and samples, without pressing plot; a plain reload afterwards keeps it."""
    watched = open_page(device, "calculator.html")
    page = watched.page
    page.wait_for_selector("[data-calculator][data-ready]", state="attached")
    page.fill('input[name="expression"]', "sin(x)")
    page.keyboard.press("Enter")
    settle(page)
    assert page.get_attribute(GRAPH, "data-x-max") == "5"

    page.goto(page.url.split("calculator.html")[0] + "configuration.html")
    enter(page, device, X_MAX, "10")
    enter(page, device, SAMPLES, "100")
    press_set(page, device)
    expect(page.locator(STATUS)).to_have_text(SUCCESS)

    page.goto(page.url.split("configuration.html")[0] + "calculator.html")
    page.wait_for_selector("[data-calculator][data-ready]", state="attached")
    if page.get_attribute("[data-calculator]", "data-layout") == "push":
        # The phone shows the keypad first; the redrawn graph is one tap away.
        expect(page.locator(".calculator-message")).to_have_text("Plotted for x from −10 to 10, 100 samples.")
        page.tap('[data-key="plot"]')
    settle(page)
    assert page.get_attribute(GRAPH, "data-x-max") == "10"
    assert page.get_attribute(GRAPH, "data-samples") == "100"
    assert page.text_content("[data-graph-description]") == "sin(x)"
    expect(page.locator(".calculator-message")).to_have_text("Plotted for x from −10 to 10, 100 samples.")
    page.reload()
    page.wait_for_selector("[data-calculator][data-ready]", state="attached")
    settle(page)
    assert page.get_attribute(GRAPH, "data-x-max") == "10"
