"""Tracing the live graph with a finger and with the keyboard (docs/hooks.md#trace): the
label stays clear of the finger, `t`, the arrows and Tab walk the curves, and the polite live region
`[data-trace-announcer]` says what the marker reads."""

import math
import re

import pytest

from conftest import DESKTOP, PHONE
from graph_helpers import GRAPH, Touch, graph_state
from trace_helpers import (
    ANNOUNCER, BETWEEN, HALF_CIRCLE, MARKER, TANGENT, announced, box, clear_of_finger, near_sine, open_graph,
    reading_text, trace
)


# --- Touch


def test_a_tap_near_a_curve_puts_the_marker_there_with_its_label_above_the_finger(open_page):
    page = open_graph(open_page, PHONE, BETWEEN)
    # Half-way up the frame: room above the finger, and no other label there (at x = 2.9 the point
    # label π/4 is, and the reading's label slides aside: test_labels.py).
    tap = near_sine(page, -2.9, above=8)
    page.touchscreen.tap(*tap)
    shown = trace(page)
    assert shown is not None and shown["curve"] == 0 and shown["shown"]
    assert shown["y"] == pytest.approx(math.sin(shown["x"]), abs=1e-12)
    label = box(page, f"{MARKER} text")
    # Clear of a fingertip (some 40 CSS px across) on the tapped point, and centred over it.
    assert label["bottom"] < tap[1] - 25
    assert label["x"] == pytest.approx(tap[0], abs=2)
    graph = graph_state(page)
    assert label["top"] >= graph.top and label["right"] <= graph.left + graph.width


def test_a_finger_dragging_the_marker_keeps_the_label_above_it(open_page):
    page = open_graph(open_page, PHONE, BETWEEN)
    page.touchscreen.tap(*near_sine(page, -1.3, above=0))
    start = trace(page)
    dot = box(page, f"{MARKER} circle")
    touch = Touch(page)
    touch.send("touchStart", [(dot["x"], dot["y"])])
    finger = (dot["x"], dot["y"])
    # Right and down while sin x climbs towards the top: wherever marker and finger are, the label keeps clear.
    for step in range(1, 13):
        finger = (dot["x"] + 5 * step, dot["y"] + 3 * step)
        touch.send("touchMove", [finger])
        assert clear_of_finger(box(page, f"{MARKER} text"), finger) > 25
    touch.send("touchEnd", [])
    moved = trace(page)
    assert moved["x"] == pytest.approx(start["x"] + 60 / graph_state(page).scale, abs=1.5 / graph_state(page).scale)
    assert moved["y"] == pytest.approx(math.sin(moved["x"]), abs=1e-12)


def test_near_the_top_edge_the_label_goes_below_the_finger(open_page):
    page = open_graph(open_page, PHONE, BETWEEN)
    page.touchscreen.tap(*near_sine(page, math.pi / 2, above=0))
    dot = box(page, f"{MARKER} circle")
    label = box(page, f"{MARKER} text")
    assert dot["y"] - graph_state(page).top < 40  # sin x peaks near the top of this frame
    assert label["top"] > dot["y"] + 25


@pytest.mark.serial  # two taps make a double-tap only within the browser's interval
def test_a_double_tap_on_a_curve_still_moves_the_origin_and_leaves_no_marker(open_page):
    page = open_graph(open_page, PHONE, BETWEEN)
    before = graph_state(page)
    tap = near_sine(page, 2.2)
    page.touchscreen.tap(*tap)
    page.touchscreen.tap(*tap)
    after = graph_state(page)
    assert after.origin_x == pytest.approx(tap[0] - before.left, abs=0.05)
    assert after.origin_y == pytest.approx(tap[1] - before.top, abs=0.05)
    assert after.scale == before.scale
    assert trace(page) is None


# --- Keyboard


def test_t_traces_the_first_curve_and_the_arrows_walk_it_without_panning(open_page):
    page = open_graph(open_page, DESKTOP, BETWEEN)
    page.focus(GRAPH)
    before = graph_state(page)
    page.keyboard.press("t")
    # At the view's centre (x = 0 on this page).
    assert trace(page) == {"x": 0, "y": 0, "curve": 0, "shown": True}
    assert announced(page) == "sin x: x = 0, y = 0"
    page.keyboard.press("ArrowRight")
    right = trace(page)
    # One nice step (1, 2 or 5 × 10ⁿ) of at least 8 CSS px.
    assert 8 / before.scale <= right["x"] <= 20 / before.scale
    assert right["y"] == pytest.approx(math.sin(right["x"]), abs=1e-15)
    assert re.fullmatch(r"sin x: x = 0\.\d+, y = 0\.\d+", announced(page))
    page.keyboard.press("ArrowRight")
    assert trace(page)["x"] == pytest.approx(2 * right["x"], abs=1e-12)
    # Shift steps ten times as far, onto multiples of that larger step: back to 0 from here.
    page.keyboard.press("Shift+ArrowLeft")
    assert trace(page)["x"] == 0
    page.keyboard.press("ArrowLeft")
    assert trace(page)["x"] == -right["x"]
    after = graph_state(page)
    assert (after.origin_x, after.origin_y) == (before.origin_x, before.origin_y)
    # Up and down still pan while tracing.
    page.keyboard.press("ArrowUp")
    assert graph_state(page).origin_y > before.origin_y


def test_tab_goes_to_the_next_curve_and_from_the_last_leaves_the_graph(open_page):
    page = open_graph(open_page, DESKTOP, BETWEEN)
    page.focus(GRAPH)
    page.keyboard.press("t")
    page.keyboard.press("ArrowRight")
    x = trace(page)["x"]
    page.keyboard.press("Tab")
    shown = trace(page)
    assert (shown["curve"], shown["x"]) == (1, x)
    assert shown["y"] == pytest.approx(math.cos(x), abs=1e-15)
    assert announced(page).startswith("cos x: x = ")
    assert page.evaluate("document.activeElement.matches('[data-graph]')")
    page.keyboard.press("Shift+Tab")
    assert trace(page)["curve"] == 0
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")  # from the last curve: focus moves on, as it would without a trace
    assert not page.evaluate("document.activeElement.matches('[data-graph]')")
    page.focus(GRAPH)
    page.keyboard.press("Escape")
    assert trace(page) is None
    assert announced(page) == "Trace ended"


def test_tab_onto_a_restricted_curve_puts_the_marker_at_its_end(open_page):
    page = open_graph(open_page, DESKTOP, TANGENT)
    page.focus(GRAPH)
    page.keyboard.press("t")
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    # The tangent exists for x from 1 to 3 only: x = 0 is outside, so the marker waits at x = 1.
    shown = trace(page)
    assert (shown["curve"], shown["x"]) == (2, 1)
    assert shown["y"] == pytest.approx(2 / 3 + 3 * (1 - 2), abs=1e-12)
    assert announced(page) == "tangent at x = 2: x = 1, y = −2.3333"


def test_where_the_curve_is_undefined_the_marker_hides_and_the_live_region_says_so(open_page):
    page = open_graph(open_page, DESKTOP, HALF_CIRCLE)
    page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.traceAt(0, 1.2)")
    shown = trace(page)
    assert shown == {"x": 1.2, "y": None, "curve": 0, "shown": False}
    assert page.is_hidden(f"{MARKER} circle")
    assert announced(page).endswith("x = 1.2, y undefined")
    # Walking back into the domain shows it again.
    page.focus(GRAPH)
    for _ in range(10):
        page.keyboard.press("Shift+ArrowLeft")
        if trace(page)["shown"]:
            break
    shown = trace(page)
    assert shown["shown"] and shown["x"] <= 1
    assert shown["y"] == pytest.approx(math.sqrt(1 - shown["x"] ** 2), abs=1e-12)


def test_the_live_region_is_polite_inside_the_graph_and_visually_hidden(open_page):
    page = open_graph(open_page, DESKTOP, BETWEEN)
    region = page.eval_on_selector(ANNOUNCER, """(e) => ({ live: e.getAttribute('aria-live'), inGraph: e.parentElement.matches('[data-graph]'),
        width: e.getBoundingClientRect().width, height: e.getBoundingClientRect().height })""")
    assert region["live"] == "polite" and region["inGraph"]
    assert region["width"] <= 1 and region["height"] <= 1
    page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.traceAt(1, Math.PI)")
    # x to the pixel at this zoom (two decimals at some 67 CSS px per unit), y exactly −1.
    assert announced(page) == f"cos x: x = {reading_text(math.pi, graph_state(page).scale)}, y = −1"


def test_trace_at_names_what_is_wrong_with_its_arguments(open_page):
    page = open_graph(open_page, DESKTOP, BETWEEN)
    messages = page.evaluate(f"""() => {{
        const view = document.querySelector('{GRAPH}').graphView;
        return [() => view.traceAt(2, 0), () => view.traceAt(0, NaN)].map((call) => {{
            try {{ call(); return 'no error'; }} catch (error) {{ return error.message; }}
        }});
    }}""")
    assert messages == ["traceAt: curve must be the index of one of the figure's 2 curves (0 … 1), not 2",
                        "traceAt: x must be a finite number, not null"]
