"""The Calculator's frames in a real browser (docs/site.md#calculator, issue 17 §1): the empty graph shows the
Configuration's x-range with nice labels (not the build-time frame stretched to the graph, which read
6.697 and 3.896), and a plotted bounded function keeps its extremes inside a frame with a margin.
Read through the hooks (docs/hooks.md): the graph's data-x-*/data-y-* attributes and its range labels."""

from __future__ import annotations

import pytest

from conftest import DESKTOP, DEVICES, Device
from graph_helpers import GRAPH, settle
from calculator_helpers import CALCULATOR, STORED_CONFIGURATION, open_calculator, range_labels

# m × 10ⁿ with m one of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 (NiceFrame.swift, sampling/fit.js).
NICE_MANTISSAS = {"1", "12", "15", "2", "25", "3", "4", "5", "6", "8"}


def open_framed(open_page, device: Device, query: str = ""):
    """The Calculator once its graph has a frame."""
    page = open_calculator(open_page, device, query).page
    page.wait_for_selector(f"{GRAPH}[data-y-max]", state="attached")
    settle(page)
    return page


def is_nice(text: str) -> bool:
    digits = text.replace("−", "").replace(".", "").lstrip("0").rstrip("0")
    return digits in NICE_MANTISSAS


@pytest.mark.parametrize("device", DEVICES, ids=lambda d: d.name)
def test_the_empty_graph_shows_the_configurations_x_range_with_nice_labels(open_page, device: Device):
    page = open_framed(open_page, device)
    assert page.get_attribute(GRAPH, "data-x-min") == "-5" and page.get_attribute(GRAPH, "data-x-max") == "5"
    y_max = page.get_attribute(GRAPH, "data-y-max")
    assert page.get_attribute(GRAPH, "data-y-min") == f"-{y_max}"
    assert is_nice(y_max), f"the empty graph's yMax {y_max} is not a nice value"
    if page.locator(GRAPH).is_visible():
        assert range_labels(page) == ("5", y_max)


def test_the_empty_graph_follows_the_stored_configuration(open_page):
    page = open_page(DESKTOP, "calculator.html").page
    page.evaluate(f"localStorage.setItem('{STORED_CONFIGURATION}', JSON.stringify({{ xMax: 12, samples: 50 }}))")
    page.reload()
    page.wait_for_selector(f"{CALCULATOR}[data-ready]", state="attached")
    page.wait_for_selector(f"{GRAPH}[data-y-max]", state="attached")
    settle(page)
    labels = range_labels(page)
    assert labels[0] == "12"
    assert is_nice(labels[1]), labels


def test_asin_keeps_its_extremes_inside_a_frame_with_a_margin(open_page):
    page = open_framed(open_page, DESKTOP, "?expression=asin(x)&xmax=3&samples=auto")
    # ±π/2 at x = ±1 (not clipped at ±1.526); π/2 / 0.9 = 1.745 → 2.
    assert range_labels(page) == ("3", "2")
    page = open_framed(open_page, DESKTOP, "?expression=acos(x)&xmax=1.5&samples=50")
    assert range_labels(page) == ("1.5", "4")
