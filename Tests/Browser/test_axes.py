"""A plot's own axes (docs/manifest.md#axes) in a real browser: equal units keep a circle round at every
size, through a pinch, a wheel zoom and a turn of the phone; ticks at multiples of π read π/2 and π, and
π/4 once zoomed in; the axes' titles are drawn inside the graph, clear of every other label."""

from __future__ import annotations

import math

import pytest

from conftest import DESKTOP, FIVE_SIZES, PHONE, PHONE_LANDSCAPE, own_site
from graph_helpers import GRAPH, Touch, graph_state, settle

MANIFEST = {
    "title": "Axes",
    "plots": [
        {"title": "Unit circle", "slug": "circle", "curves": [{"expression": "sqrt(1-x^2)"}, {"expression": "-sqrt(1-x^2)"}],
         "xMin": -1.5, "xMax": 1.5, "yMin": -1.2, "yMax": 1.2, "aspect": "equal", "pointsOfInterest": False},
        # The same circle as one parametric curve (docs/manifest.md#parametric-and-polar-curves).
        {"title": "Parametric circle", "slug": "parametric-circle", "curves": [{"x": "cos(t)", "y": "sin(t)", "t": [0, "2π"]}],
         "xMin": -1.5, "xMax": 1.5, "yMin": -1.2, "yMax": 1.2, "aspect": "equal", "pointsOfInterest": False},
        {"title": "Sine", "slug": "sine", "expression": "sin(x)", "xMax": 7, "xTicks": "π",
         "xLabel": "angle (rad)", "yLabel": "height (m)"},
        # A window in π, written as constant expressions (docs/manifest.md#frames).
        {"title": "Half a period", "slug": "half-period", "expression": "sin(x)", "xMin": "-0.3", "xMax": "3.5",
         "yMin": -1.2, "yMax": 1.2, "xTicks": "π"},
        {"title": "To 2π", "slug": "to-2pi", "expression": "sin(x)", "xMin": "-π/2", "xMax": "2π", "xTicks": "π"},
    ],
}

axes_site, open_axes = own_site("axes", "gallery.json", MANIFEST)

CIRCLE_BOX = """(graph) => {
    const boxes = [...graph.querySelectorAll('svg.plot-svg path[data-curve]')].map((path) => path.getBoundingClientRect());
    const frame = graph.querySelector('svg.plot-svg').getBoundingClientRect();
    const left = Math.min(...boxes.map((b) => b.left)), right = Math.max(...boxes.map((b) => b.right));
    const top = Math.min(...boxes.map((b) => b.top)), bottom = Math.max(...boxes.map((b) => b.bottom));
    return { width: right - left, height: bottom - top, inside: left >= frame.left && right <= frame.right && top >= frame.top && bottom <= frame.bottom };
}"""

LABELS = """(graph) => {
    const frame = graph.querySelector('svg.plot-svg').getBoundingClientRect();
    return [...graph.querySelectorAll('svg.plot-svg .plot-labels text')].map((text) => {
        const b = text.getBoundingClientRect();
        return { text: text.textContent, title: text.classList.contains('plot-axis-title'),
                 left: b.left - frame.left, right: b.right - frame.left, top: b.top - frame.top, bottom: b.bottom - frame.top,
                 width: frame.width, height: frame.height };
    });
}"""


def expect_window(page, when: str) -> None:
    """The window the plot asks for (−1.5 … 1.5 across, −1.2 … 1.2 up) is in view whole, and centred."""
    visible = page.evaluate("() => document.querySelector('[data-graph]').graphView.visibleRanges()")
    assert visible["yMin"] <= -1.2 + 1e-9 and visible["yMax"] >= 1.2 - 1e-9, f"{when}: {visible}"
    assert visible["xMin"] <= -1.5 + 1e-9 and visible["xMax"] >= 1.5 - 1e-9, f"{when}: {visible}"
    assert visible["xMin"] + visible["xMax"] == pytest.approx(0, abs=1e-9), when
    assert visible["yMin"] + visible["yMax"] == pytest.approx(0, abs=1e-9), when


def expect_round(page, when: str) -> None:
    state = graph_state(page)
    assert state.scale == pytest.approx(state.scale_y, rel=1e-9), f"{when}: scales {state.scale} and {state.scale_y}"
    box = page.eval_on_selector(GRAPH, CIRCLE_BOX)
    assert box["inside"], f"{when}: the circle is not wholly in view"
    assert abs(box["width"] - box["height"]) <= 1, f"{when}: the circle is {box['width']:.1f} × {box['height']:.1f} px"


@pytest.mark.parametrize("slug", ["circle", "parametric-circle"])
@pytest.mark.parametrize("device", FIVE_SIZES, ids=lambda d: d.name)
def test_the_circle_stays_round_at_every_size_and_through_a_zoom(open_axes, device, slug):
    page = open_axes(device, f"plots/{slug}.html").page
    expect_round(page, "on arrival")
    expect_window(page, "on arrival")
    before = graph_state(page)
    if device.touch:
        Touch(page).pinch(before.centre, 160, 110, steps=10)
    else:
        page.mouse.click(*before.centre)
        page.mouse.wheel(0, 150)
    settle(page)
    assert graph_state(page).scale < before.scale * 0.9
    expect_round(page, "after a pinch" if device.touch else "after a wheel zoom")


def test_a_phone_turned_upright_and_back_keeps_the_circle_round_and_the_window_whole(open_axes):
    page = open_axes(PHONE_LANDSCAPE, "plots/circle.html").page
    for width, height in [(390, 844), (844, 390), (390, 844)]:
        page.set_viewport_size({"width": width, "height": height})
        settle(page)
        settle(page)
        expect_round(page, f"at {width}×{height}")
        expect_window(page, f"at {width}×{height}")
    # The view's own zoom (the keys' and buttons') keeps the units equal too.
    page.evaluate("() => document.querySelector('[data-graph]').graphView.zoomBy(0.7)")
    settle(page)
    expect_round(page, "after zoomBy")


def test_pi_ticks_read_pi_over_2_and_pi_and_pi_over_4_zoomed_in(open_axes):
    page = open_axes(DESKTOP, "plots/sine.html").page
    texts = [label["text"] for label in page.eval_on_selector(GRAPH, LABELS)]
    for expected in ["π/2", "π", "3π/2", "2π", "\u2212π"]:
        assert expected in texts, f"{expected} missing from {texts}"
    page.evaluate("() => document.querySelector('[data-graph]').graphView.zoomBy(1.6)")
    settle(page)
    zoomed = [label["text"] for label in page.eval_on_selector(GRAPH, LABELS)]
    assert "π/4" in zoomed and "3π/4" in zoomed, zoomed
    # The trace keeps decimals.
    page.evaluate("() => document.querySelector('[data-graph]').graphView.traceAt(0, Math.PI / 2)")
    settle(page)
    trace = page.text_content(f"{GRAPH} .plot-trace-label") or ""
    assert "π" not in trace and "1.571" in trace, trace


@pytest.mark.parametrize("device", FIVE_SIZES, ids=lambda d: d.name)
def test_pi_ticks_stay_pi_ticks_at_every_size(open_axes, device):
    # sin on −0.3 … 3.5: π/4 … π on a phone, π/12 steps on a wide screen, never decimals along x.
    page = open_axes(device, "plots/half-period.html").page
    settle(page)
    x_ticks = page.eval_on_selector(GRAPH, """(graph) => [...graph.querySelectorAll('svg.plot-svg .plot-labels text')]
        .filter((text) => text.getAttribute('text-anchor') === 'middle' && !text.classList.contains('plot-range-label')).map((text) => text.textContent)""")
    assert "π" in x_ticks and "π/2" in x_ticks, x_ticks
    assert not [text for text in x_ticks if text.replace(".", "").lstrip("\u2212").isdigit() and text != "0"], x_ticks


def test_a_window_written_in_pi_is_the_window_shown(open_axes):
    page = open_axes(DESKTOP, "plots/to-2pi.html").page
    visible = page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.visibleRanges()")
    assert visible["xMin"] == pytest.approx(-math.pi / 2, abs=1e-12) and visible["xMax"] == pytest.approx(2 * math.pi, abs=1e-12)
    texts = [label["text"] for label in page.eval_on_selector(GRAPH, LABELS)]
    for expected in ["π/2", "π", "3π/2"]:
        assert expected in texts, f"{expected} missing from {texts}"


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_axis_titles_are_drawn_inside_the_graph_clear_of_other_labels(open_axes, device):
    page = open_axes(device, "plots/sine.html").page
    for when in ["on arrival", "after a zoom"]:
        labels = page.eval_on_selector(GRAPH, LABELS)
        titles = [label for label in labels if label["title"]]
        assert [title["text"] for title in titles] == ["angle (rad)", "height (m)"], when
        for title in titles:
            assert title["left"] >= 0 and title["right"] <= title["width"] and title["top"] >= 0 and title["bottom"] <= title["height"], \
                f"{when}: {title['text']} overflows the graph"
            for other in labels:
                if other is not title:
                    apart = (other["right"] <= title["left"] or title["right"] <= other["left"]
                             or other["bottom"] <= title["top"] or title["bottom"] <= other["top"])
                    assert apart, f"{when}: {title['text']} covers {other['text']}"
        page.evaluate("() => document.querySelector('[data-graph]').graphView.zoomBy(1.3)")
        settle(page)
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")
    desc = page.text_content(f"{GRAPH} svg.plot-svg desc") or ""
    assert "x-axis: angle (rad). y-axis: height (m)." in desc
