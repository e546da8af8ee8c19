"""The Calculator's address and what a reload keeps (docs/hooks.md#addresses-and-storage): the plot in
the address reproduces it, a plot page's Open in Calculator plots what the page shows and leaves the
stored Configuration alone, and a link's unusable values are ignored with a reason."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from conftest import DESKTOP, DEVICES, PHONE, TABLET_PORTRAIT, Device
from graph_helpers import GRAPH, graph_state, mouse_drag, settle
from calculator_helpers import (
    CALCULATOR, DISPLAY, STATUS, STORED_CONFIGURATION, address_plot, description, finger_drag, open_calculator,
    plot, press, range_labels, show_keypad
)


# --- Persistence and the address (docs/site.md#what-is-remembered)


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
    assert (x_max, y_max) == ("4", "150"), "the seed's cubic on −4 … 4: 129.7 with the margin, rounded nicely"


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


@pytest.mark.parametrize("expression, advice", [
    ("d%2Fdx(x%5E3)", "unknown name 'd' (for a derivative, name the function in functions, f(x) = …, and write f′(x))"),
    ("y'%20%3D%20x%20-%20y", "unknown name 'y' (y′ = … is a differential equation: a figure draws its solutions"),
    ("1%2Finf", "unknown name 'inf' (infinity is not a number here: write a large one, as in 1e6)"),
], ids=["derivative", "differential-equation", "infinity"])
def test_a_notation_the_language_lacks_says_what_it_is_and_the_way_forward(open_page, expression, advice):
    page = open_calculator(open_page, PHONE, f"?expression={expression}").page
    expect(page.locator(STATUS)).to_contain_text(f"Not plotted: {advice}")
    assert description(page) == "Nothing plotted yet"
