"""Tracing the live graph with the mouse (docs/hooks.md#trace): the marker `[data-trace]`
on the curve nearest a click, its label, dragging it, and what a double click, a zoom or a resize
leave of it; the Calculator's graph traces too. By touch and keyboard: test_trace_touch_and_keys.py."""

import math
import re

import pytest

from conftest import DESKTOP
from graph_helpers import GRAPH, graph_state, mouse_drag, settle, wait_until
from trace_helpers import (
    BETWEEN, CURVE_0_FILL, MARKER, announced, box, count_draws, near_sine, open_graph, reading_text, trace
)


# --- Mouse


def test_a_click_near_a_curve_puts_the_marker_on_it_at_that_x(open_page):
    page = open_graph(open_page, DESKTOP, BETWEEN)
    before = graph_state(page)
    click = near_sine(page, 1.3, above=10)
    page.mouse.click(*click)
    shown = trace(page)
    assert shown is not None and shown["curve"] == 0 and shown["shown"]
    # At the clicked x, to the device pixel; y is the curve's value there.
    assert shown["x"] == pytest.approx(before.data_at(*click)[0], abs=1 / before.scale)
    assert shown["y"] == pytest.approx(math.sin(shown["x"]), abs=1e-12)
    # The label reads (x, y) to the zoom's precision, and the live region says the same.
    x_text, y_text = re.fullmatch(r"\((\S+), (\S+)\)", page.text_content(f"{MARKER} text")).groups()
    assert float(x_text) == pytest.approx(shown["x"], abs=1e-9)
    assert float(y_text) == pytest.approx(shown["y"], abs=1e-5)
    assert announced(page) == f"sin x: x = {x_text}, y = {y_text}"
    # The marker's dot is on the curve, in the curve's colour; a click is not a pan.
    dot = box(page, f"{MARKER} circle")
    assert (dot["x"], dot["y"]) == (pytest.approx(before.client_of(shown["x"], shown["y"])[0], abs=1),
                                    pytest.approx(before.client_of(shown["x"], shown["y"])[1], abs=1))
    assert page.eval_on_selector(f"{MARKER} circle", "(c) => getComputedStyle(c).fill") == CURVE_0_FILL
    after = graph_state(page)
    assert (after.origin_x, after.origin_y) == (before.origin_x, before.origin_y)
    assert page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.trace") == {"curve": 0, "x": shown["x"], "y": shown["y"]}


def hold_trace_module(page) -> list:
    """Holds back the request for trace/tracer.js (the routes it stops, to continue them later), so a test
    can act while the trace has not loaded yet, as on a slow network."""
    held = []
    page.route(re.compile(r"/js/(live/)?trace/tracer(\.[0-9a-f]{8})?\.js$"), lambda route: held.append(route))
    return held


def release(page, held: list) -> None:
    """Lets the held request for trace/tracer.js through (waiting up to 5 s for the page to make it)."""
    for _ in range(250):
        if held:
            break
        page.wait_for_timeout(20)
    assert held, "trace/tracer.js was never requested"
    for route in held:
        route.continue_()


def test_the_first_click_traces_where_it_was_made_though_the_trace_loads_only_then(open_page):
    page = open_page(DESKTOP, BETWEEN).page
    held = hold_trace_module(page)
    page.wait_for_load_state("networkidle")
    page.evaluate(f"() => {{ document.querySelector('{GRAPH}').graphView.pointsOfInterest = null; }}")
    before = graph_state(page)
    click = near_sine(page, 1.3, above=10)
    page.mouse.click(*click)
    # Not part of what the page loads: the first pointer on the graph asks for it.
    assert trace(page) is None
    release(page, held)
    wait_until(page, f"() => document.querySelector('{MARKER}') !== null")
    shown = trace(page)
    assert shown["curve"] == 0 and shown["shown"]
    assert shown["x"] == pytest.approx(before.data_at(*click)[0], abs=1 / before.scale)
    assert announced(page).startswith("sin x: x = ")


def test_t_pressed_before_the_trace_has_loaded_starts_it_once_it_has(open_page):
    page = open_page(DESKTOP, BETWEEN).page
    held = hold_trace_module(page)
    page.wait_for_load_state("networkidle")
    page.focus(GRAPH)
    page.keyboard.press("t")
    assert trace(page) is None
    release(page, held)
    wait_until(page, f"() => document.querySelector('{MARKER}') !== null")
    assert trace(page) == {"x": 0, "y": 0, "curve": 0, "shown": True}
    # The key was the trace's: focus stayed on the graph.
    assert page.evaluate("() => document.activeElement.matches('[data-graph]')")


def test_a_double_click_before_the_trace_has_loaded_leaves_no_marker(open_page):
    page = open_page(DESKTOP, BETWEEN).page
    held = hold_trace_module(page)
    page.wait_for_load_state("networkidle")
    page.evaluate(f"() => {{ document.querySelector('{GRAPH}').graphView.pointsOfInterest = null; }}")
    page.mouse.dblclick(*near_sine(page, 1.3, above=4))
    release(page, held)
    page.wait_for_load_state("networkidle")
    settle(page)
    assert trace(page) is None


def test_a_click_near_the_second_curve_traces_the_second(open_page):
    page = open_graph(open_page, DESKTOP, BETWEEN)
    client = graph_state(page).client_of(-2.0, math.cos(-2.0))
    page.mouse.click(round(client[0]), round(client[1]) + 8)
    shown = trace(page)
    assert shown["curve"] == 1
    assert shown["y"] == pytest.approx(math.cos(shown["x"]), abs=1e-12)
    assert announced(page).startswith("cos x: x = −2")


def test_a_click_far_from_every_curve_shows_no_marker_and_removes_one(open_page):
    page = open_graph(open_page, DESKTOP, BETWEEN)
    state = graph_state(page)
    # At x = 1.3, y = −0.8 is a full unit (some 130 px) below both sin x and cos x.
    far = tuple(round(c) for c in state.client_of(1.3, -0.8))
    page.mouse.click(*far)
    assert trace(page) is None
    page.mouse.click(*near_sine(page, 1.3))
    assert trace(page) is not None
    page.mouse.click(*far)
    assert trace(page) is None
    assert announced(page) == "Trace ended"


def test_dragging_the_marker_moves_it_along_its_curve_and_does_not_pan(open_page):
    page = open_graph(open_page, DESKTOP, BETWEEN)
    page.mouse.click(*near_sine(page, 1.3, above=0))
    before = graph_state(page)
    start = trace(page)
    dot = box(page, f"{MARKER} circle")
    count_draws(page)
    # Right by 120 px and down by 60: the marker follows x along sin x, whatever the pointer's height.
    mouse_drag(page, (dot["x"], dot["y"]), (120, 60), steps=12)
    moved = trace(page)
    assert moved["curve"] == 0
    assert moved["x"] == pytest.approx(start["x"] + 120 / before.scale, abs=1.5 / before.scale)
    assert moved["y"] == pytest.approx(math.sin(moved["x"]), abs=1e-12)
    after = graph_state(page)
    assert (after.origin_x, after.origin_y, after.scale) == (before.origin_x, before.origin_y, before.scale)
    # Dragging the marker only moves the marker: the figure is not drawn again.
    assert page.evaluate("window.draws") == 0
    dot = box(page, f"{MARKER} circle")
    assert (dot["x"], dot["y"]) == (pytest.approx(after.client_of(moved["x"], moved["y"])[0], abs=1),
                                    pytest.approx(after.client_of(moved["x"], moved["y"])[1], abs=1))
    # Once it rests, the live region reads the new value.
    wait_until(page, "(x) => document.querySelector('[data-trace-announcer]').textContent.startsWith('sin x: x = ' + x + ',')",
               reading_text(moved["x"], after.scale))


def test_a_drag_that_starts_away_from_the_marker_still_pans(open_page):
    page = open_graph(open_page, DESKTOP, BETWEEN)
    page.mouse.click(*near_sine(page, 1.3, above=0))
    before = graph_state(page)
    start = trace(page)
    dot_before = box(page, f"{MARKER} circle")
    mouse_drag(page, before.client_of(-3, 0.5), (-80, 30))
    after = graph_state(page)
    assert after.origin_x == pytest.approx(before.origin_x - 80, abs=0.05)
    assert after.origin_y == pytest.approx(before.origin_y + 30, abs=0.05)
    # The marker keeps its x (and so its y) and moves with the picture.
    assert trace(page) == start
    settle(page)
    dot = box(page, f"{MARKER} circle")
    assert (dot["x"] - dot_before["x"], dot["y"] - dot_before["y"]) == (pytest.approx(-80, abs=0.5), pytest.approx(30, abs=0.5))


def test_escape_removes_the_marker(open_page):
    page = open_graph(open_page, DESKTOP, BETWEEN)
    page.mouse.click(*near_sine(page, 1.3))
    assert trace(page) is not None
    assert page.evaluate("document.activeElement.matches('[data-graph]')")
    page.keyboard.press("Escape")
    assert trace(page) is None
    assert page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.trace") is None


def test_a_double_click_on_a_curve_moves_the_origin_and_leaves_no_marker(open_page):
    page = open_graph(open_page, DESKTOP, BETWEEN)
    click = near_sine(page, 1.3)
    page.mouse.dblclick(*click)
    after = graph_state(page)
    assert after.origin_x == pytest.approx(click[0] - after.left, abs=0.05)
    assert trace(page) is None


def test_zooming_and_resizing_keep_the_marker_at_its_x(open_page):
    page = open_graph(open_page, DESKTOP, BETWEEN)
    page.mouse.click(*near_sine(page, 2.8, above=0))
    start = trace(page)
    # Twice the scale about the marker, then a narrower window: the marker stays in the frame.
    local = box(page, f"{MARKER} circle")
    state = graph_state(page)
    page.evaluate(f"([x, y]) => document.querySelector('{GRAPH}').graphView.zoomBy(2, x, y)", [local["x"] - state.left, local["y"] - state.top])
    settle(page)
    width = graph_state(page).width
    page.set_viewport_size({"width": 700, "height": 800})
    wait_until(page, "(w) => document.querySelector('[data-graph] svg').getBoundingClientRect().width !== w", width)
    settle(page)
    assert trace(page) == start
    state = graph_state(page)
    dot = box(page, f"{MARKER} circle")
    assert (dot["x"], dot["y"]) == (pytest.approx(state.client_of(start["x"], start["y"])[0], abs=1),
                                    pytest.approx(state.client_of(start["x"], start["y"])[1], abs=1))
    label = box(page, f"{MARKER} text")
    assert abs(label["x"] - dot["x"]) < 80 and abs(label["y"] - dot["y"]) < 30


# --- The Calculator's graph traces too


def test_the_calculators_graph_traces_what_it_plots(open_page, cubic):
    page = open_page(DESKTOP, cubic.path).page
    page.locator('a[href*="calculator.html?"]').first.click()
    page.wait_for_selector("[data-calculator][data-ready]", state="attached")
    page.wait_for_selector(f"{GRAPH}[data-graph-live]", state="attached")
    page.focus(GRAPH)
    page.keyboard.press("t")
    # The trace loads as the graph first gets focus: `t` may come before it is there.
    wait_until(page, f"() => document.querySelector('{MARKER}') !== null")
    reading = trace(page)
    assert reading["curve"] == 0 and reading["shown"]
    x = reading["x"]
    assert reading["y"] == pytest.approx(x**3 - 2.5 * x**2 + 3.1 * x - 13.3, rel=1e-12, abs=1e-12)
    # The Calculator's one curve has no name to announce: just the reading.
    assert announced(page) == "x = 0, y = −13.3"
    page.keyboard.press("Escape")
    assert trace(page) is None
