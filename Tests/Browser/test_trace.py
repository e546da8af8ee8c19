"""Reading the live graph (SPEC §12 R-READ, §16 R-HOOKS): tracing a curve with the mouse, a finger and
the keyboard (the marker `[data-trace]`, its label and the polite live region `[data-trace-announcer]`),
and the points-of-interest dots a page's provider gives, asked for once the view rests."""

import math
import re

import pytest

from conftest import DESKTOP, PHONE
from graph_helpers import GRAPH, Touch, graph_state, mouse_drag, settle, wait_until

BETWEEN = "plots/between-sine-and-cosine.html"  # sin x and cos x (dashed), x from −7 to 7
TANGENT = "plots/derivative-and-tangent.html"  # three curves, the third only for x from 1 to 3
HALF_CIRCLE = "plots/half-circle.html"  # √(1 − x²): undefined beyond ±1
MARKER = f"{GRAPH} svg g[data-trace]"
ANNOUNCER = f"{GRAPH} [data-trace-announcer]"
CURVE_0_FILL = "rgb(11, 98, 214)"  # #0b62d6, --curve-0
CURVE_1_COLOUR = "rgb(240, 108, 78)"  # #f06c4e, --curve-1


def open_graph(open_page, device, path):
    """A plot page whose graph shows no points of interest (the page's own provider is turned off), so
    that a tap near a curve traces it rather than snapping to a dot; the trace has loaded (the view
    loads trace.js when the graph first gets focus or a pointer, as a reader's would before a tap)."""
    page = open_page(device, path).page
    page.focus(GRAPH)
    # The page sets its provider once the numerics have loaded: wait for them, then turn it off.
    page.wait_for_load_state("networkidle")
    page.evaluate(f"() => {{ document.querySelector('{GRAPH}').graphView.pointsOfInterest = null; }}")
    return page


def trace(page) -> dict | None:
    """The marker's hooks as numbers (y None where undefined) and whether it is shown, or None."""
    return page.evaluate(f"""() => {{
        const g = document.querySelector('{MARKER}');
        if (!g) return null;
        const y = g.getAttribute('data-y');
        return {{ x: Number(g.getAttribute('data-x')), y: y === 'undefined' ? null : Number(y),
                  curve: Number(g.getAttribute('data-curve')), shown: g.getAttribute('display') !== 'none' }};
    }}""")


def announced(page) -> str:
    return page.text_content(ANNOUNCER)


def box(page, selector: str) -> dict:
    return page.eval_on_selector(selector, """(e) => { const r = e.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2 }; }""")


def clear_of_finger(label: dict, finger: tuple[float, float]) -> float:
    """How far (CSS px) a label's box stays from where a finger touches."""
    dx = max(label["left"] - finger[0], 0, finger[0] - label["right"])
    dy = max(label["top"] - finger[1], 0, finger[1] - label["bottom"])
    return math.hypot(dx, dy)


def count_draws(page) -> None:
    page.evaluate(f"() => {{ window.draws = 0; document.querySelector('{GRAPH}').addEventListener('graphdraw', () => window.draws++); }}")


def near_sine(page, x: float, above: float = 6) -> tuple[float, float]:
    """A whole-pixel point `above` CSS px over sin x at x (browsers round click coordinates)."""
    client_x, client_y = graph_state(page).client_of(x, math.sin(x))
    return (round(client_x), round(client_y - above))


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
    """Holds back the request for trace.js (the routes it stops, to continue them later), so a test
    can act while the trace has not loaded yet, as on a slow network."""
    held = []
    page.route(re.compile(r"/js/graph/trace(\.[0-9a-f]{8})?\.js$"), lambda route: held.append(route))
    return held


def release(page, held: list) -> None:
    """Lets the held request for trace.js through (waiting up to 5 s for the page to make it)."""
    for _ in range(250):
        if held:
            break
        page.wait_for_timeout(20)
    assert held, "trace.js was never requested"
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


def reading_text(value: float, scale: float) -> str:
    """How a reading writes x at `scale` CSS px per unit on a 1× screen: to the pixel, no trailing zeros."""
    decimals = max(0, math.ceil(math.log10(scale)))
    return f"{value:.{decimals}f}".rstrip("0").rstrip(".").replace("-", "−")


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


# --- Points of interest


FAKE_PROVIDER = """() => {
    window.poiCalls = [];
    window.poiEvents = [];
    const graph = document.querySelector('[data-graph]');
    graph.addEventListener('graphpoi', (event) => window.poiEvents.push(event.detail));
    graph.graphView.pointsOfInterest = (xMin, xMax) => {
        window.poiCalls.push([xMin, xMax]);
        return { points: [
            { kind: 'root', x: 0, y: 0, curves: [0] },
            { kind: 'maximum', x: Math.PI / 2, y: 1, curves: [0] },
            { kind: 'y-intercept', x: 0, y: 1, curves: [1] },
            { kind: 'intersection', x: Math.PI / 4, y: Math.SQRT1_2, curves: [0, 1] },
        ], omitted: [{ curves: [0], count: 3 }] };
    };
}"""


def dots(page) -> list[dict]:
    return page.eval_on_selector_all(f"{GRAPH} svg g.plot-poi circle[data-poi-dot]", """(circles) => circles.map((c) => ({
        poi: c.getAttribute('data-poi'), x: Number(c.getAttribute('data-x')), y: Number(c.getAttribute('data-y')), curve: c.getAttribute('data-curve'),
        title: c.querySelector('title').textContent, fill: getComputedStyle(c).fill, stroke: getComputedStyle(c).stroke }))""")


def test_points_of_interest_are_dots_in_their_curves_colours_above_the_curves(open_page):
    page = open_graph(open_page, DESKTOP, BETWEEN)
    page.evaluate(FAKE_PROVIDER)
    wait_until(page, "() => window.poiEvents.length === 1")
    found = dots(page)
    assert [(d["poi"], d["curve"]) for d in found] == [("root", "0"), ("extremum", "0"), ("y-intercept", "1"), ("intersection", "0 1")]
    assert [d["title"] for d in found] == ["Root of sin x (0, 0)", "Maximum of sin x (1.5708, 1)", "y-intercept of cos x (0, 1)",
                                          "sin x and cos x cross at (0.785398, 0.707107)"]
    assert found[0]["fill"] == CURVE_0_FILL
    assert found[3]["stroke"] == CURVE_1_COLOUR  # an intersection is ringed in its second curve's colour
    # Above the curves: the layer comes after the last curve in the drawing order.
    assert page.evaluate(f"""() => {{ const svg = document.querySelector('{GRAPH} svg');
        return svg.querySelector('path[data-curve="1"]').compareDocumentPosition(svg.querySelector('g.plot-poi')) & Node.DOCUMENT_POSITION_FOLLOWING; }}""")
    calls = page.evaluate("window.poiCalls")
    ranges = page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.visibleRanges()")
    assert calls == [[ranges["xMin"], ranges["xMax"]]]
    detail = page.evaluate("window.poiEvents[0]")
    assert (detail["xMin"], detail["xMax"], len(detail["points"]), detail["omitted"]) == (ranges["xMin"], ranges["xMax"], 4, [{"curves": [0], "count": 3}])


def test_points_of_interest_are_asked_for_once_a_zoom_has_rested_not_per_frame(open_page):
    page = open_graph(open_page, DESKTOP, BETWEEN)
    page.evaluate(FAKE_PROVIDER)
    wait_until(page, "() => window.poiCalls.length === 1")
    count_draws(page)
    page.focus(GRAPH)
    state = graph_state(page)
    page.mouse.move(*state.client_of(-3, -0.5))
    for _ in range(8):
        page.mouse.wheel(0, -60)
        page.wait_for_timeout(40)
    settle(page)
    drawn = page.evaluate("window.draws")
    assert drawn >= 4
    assert page.evaluate("window.poiCalls.length") == 1  # nothing while the wheel turns
    wait_until(page, "() => window.poiCalls.length === 2", timeout=2)
    page.wait_for_timeout(400)
    assert page.evaluate("window.poiCalls.length") == 2
    ranges = page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.visibleRanges()")
    assert page.evaluate("window.poiCalls[1]") == [ranges["xMin"], ranges["xMax"]]
    assert page.evaluate("window.poiEvents.length") == 2
    # A pan moves the dots with the picture at once, long before the provider is asked again.
    page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.panBy(-50, 20)")
    settle(page)
    panned = graph_state(page)
    root = box(page, f'{GRAPH} circle[data-poi="root"]')
    assert (root["x"], root["y"]) == (pytest.approx(panned.client_of(0, 0)[0], abs=0.5), pytest.approx(panned.client_of(0, 0)[1], abs=0.5))
    page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.panBy(50, -20)")
    wait_until(page, "() => window.poiCalls.length === 3")
    # The zoom doubled the scale or more, about a point off the origin: the dots follow the picture.
    after = graph_state(page)
    assert after.scale > 1.5 * state.scale
    root = box(page, f'{GRAPH} circle[data-poi="root"]')
    assert (root["x"], root["y"]) == (pytest.approx(after.client_of(0, 0)[0], abs=0.5), pytest.approx(after.client_of(0, 0)[1], abs=0.5))


def test_clicking_a_dot_shows_its_exact_point(open_page):
    page = open_graph(open_page, DESKTOP, BETWEEN)
    page.evaluate(FAKE_PROVIDER)
    wait_until(page, "() => window.poiEvents.length === 1")
    dot = box(page, f'{GRAPH} circle[data-poi="extremum"]')
    page.mouse.click(round(dot["x"]), round(dot["y"]))
    shown = trace(page)
    assert (shown["curve"], shown["x"], shown["y"]) == (0, math.pi / 2, 1)
    assert page.text_content(f"{MARKER} text") == "Maximum (1.5708, 1)"
    assert announced(page) == "Maximum of sin x (1.5708, 1)"


def test_turning_points_of_interest_off_removes_the_dots(open_page):
    page = open_graph(open_page, DESKTOP, BETWEEN)
    page.evaluate(FAKE_PROVIDER)
    wait_until(page, "() => window.poiEvents.length === 1")
    assert len(dots(page)) == 4
    page.evaluate(f"() => {{ document.querySelector('{GRAPH}').graphView.pointsOfInterest = null; }}")
    assert dots(page) == []
    assert page.query_selector(f"{GRAPH} svg g.plot-poi") is None


def test_a_provider_that_throws_is_reported_once_and_the_graph_still_works(open_page):
    page = open_graph(open_page, DESKTOP, BETWEEN)
    reports = page.evaluate(f"""async () => {{
        const reports = [];
        console.error = (message) => reports.push(String(message));
        const view = document.querySelector('{GRAPH}').graphView;
        view.pointsOfInterest = () => {{ throw new Error('no numerics'); }};
        await new Promise((done) => setTimeout(done, 50));
        view.panBy(10, 0);
        await new Promise((done) => setTimeout(done, 400));
        return reports;
    }}""")
    assert reports == ['GraphView "between-sine-and-cosine": the points-of-interest provider failed: Error: no numerics']
    page.mouse.click(*near_sine(page, 1.3))
    assert trace(page) is not None


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
