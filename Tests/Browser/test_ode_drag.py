"""Dragging the point a solution of a differential equation passes through (docs/manifest.md#solutions-of-differential-equations,
docs/hooks.md#handles): a drag that starts on the filled dot moves the point and the solution is integrated again through
it (y′ = x − y through (x₀, y₀) is y = x − 1 + (y₀ − x₀ + 1)e^(x₀ − x)); the live region says where it is once let go;
a drag that starts elsewhere pans; a finger drags it too; a coordinate that names a slider moves the slider, one written
as another expression stays. Every page opened here also fails on a console error, an exception or a CSP violation
(conftest)."""

from __future__ import annotations

import math

from conftest import DESKTOP, PHONE, own_site, wait_live
from test_boot import LiveViewHeldBack
from graph_helpers import GRAPH, Touch, graph_state, mouse_drag, parse_path, settle, wait_until

MANIFEST = {"title": "Dragging", "plots": [{
    "title": "Free", "slug": "free", "xMin": -1, "xMax": 3, "yMin": -1, "yMax": 4,
    "curves": [{"ode": "x - y", "through": [0, 1], "label": "solution"}, {"slopeField": "x - y"}]}, {
    "title": "Slider", "slug": "slider", "xMin": -1, "xMax": 3, "yMin": -1, "yMax": 4,
    "curves": [{"ode": "x - y", "through": ["b - b", "b"], "label": "solution"}],
    "parameters": {"b": {"value": 1, "min": 0, "max": 3, "step": 0.5}}}, {
    "title": "Outside", "slug": "outside", "xMin": -1, "xMax": 3, "yMin": -1, "yMax": 4,
    "curves": [{"ode": "x - y", "through": [0, "b"], "label": "solution"}],
    "parameters": {"b": {"value": 1, "min": 0, "max": 6, "step": 0.5}}}]}
drag_site, open_drag = own_site("drag", "gallery.json", MANIFEST)
LINE = f"{GRAPH} svg.plot-svg path.plot-curve-0"
DOTS = f"{GRAPH} svg.plot-svg .plot-fill-0 > circle.plot-endpoint"
ANNOUNCER = f"{GRAPH} [data-trace-announcer]"


def ready(page) -> None:
    wait_live(page)
    wait_until(page, f"() => (document.querySelector('{LINE}')?.getAttribute('d') ?? '').length > 0", timeout=20)
    # The points of interest are left out: their dots are not what these tests look at.
    page.evaluate("() => { document.querySelector('[data-graph]').graphView.pointsOfInterest = null; }")


def handle(page) -> tuple[float, float]:
    point = page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.handles[0]")
    return point["x"], point["y"]


def on_the_solution_through(page, x0: float, y0: float, dot: bool = True) -> None:
    """Every drawn point within a CSS px of the solution through (x₀, y₀), the filled dot on (x₀, y₀)."""
    state = graph_state(page)
    points = [((px - state.origin_x) / state.scale, (state.origin_y - py) / state.scale_y)
              for subpath in parse_path(page.get_attribute(LINE, "d") or "") for px, py in subpath]
    assert len(points) > 20
    for x, y in points:
        assert abs(y - (x - 1 + (y0 - x0 + 1) * math.exp(x0 - x))) * state.scale_y <= 1, (x, y)
    if not dot:
        return
    centres = page.eval_on_selector_all(DOTS, "(dots) => dots.map((dot) => [Number(dot.getAttribute('cx')), Number(dot.getAttribute('cy'))])")
    assert any(abs(cx - (state.origin_x + x0 * state.scale)) < 1 and abs(cy - (state.origin_y - y0 * state.scale_y)) < 1
               for cx, cy in centres), centres


def said(x: float, y: float) -> str:
    """How the live region writes the point: six significant digits, true minus signs."""
    return f"solution through ({x:.6g}, {y:.6g})".replace("-", "\u2212")


def table_matches(page, x0: float, y0: float) -> bool:
    """Whether the table of values lists the solution through (x₀, y₀) at every row (six significant digits)."""
    rows = page.eval_on_selector_all("[data-graph-table] tbody tr", "(rows) => rows.map((r) => [r.cells[0].textContent, r.cells[1].textContent])")
    assert len(rows) > 5
    number = lambda text: float(text.replace("\u2212", "-"))
    return all(abs(number(y) - (number(x) - 1 + (y0 - x0 + 1) * math.exp(x0 - number(x)))) <= 1e-5 for x, y in rows)


def last_row_value(page) -> str:
    """The solution's value in the table's last row, as the table writes it."""
    return page.eval_on_selector("[data-graph-table] tbody tr:last-child", "(row) => row.cells[1].textContent")


def wait_redrawn(page, before: str) -> None:
    wait_until(page, f"(before) => document.querySelector('{LINE}').getAttribute('d') !== before", before, timeout=20)
    settle(page)


def test_a_mouse_drag_from_the_dot_moves_the_point_and_the_solution_follows(open_drag):
    page = open_drag(DESKTOP, "plots/free.html").page
    ready(page)
    on_the_solution_through(page, 0, 1)
    assert table_matches(page, 0, 1)
    table_before = last_row_value(page)
    state = graph_state(page)
    # Over the dot the cursor says it can be taken.
    start = state.client_of(0, 1)
    assert page.evaluate("([x, y]) => getComputedStyle(document.elementFromPoint(x, y)).cursor", list(start)) == "grab"
    drawn = page.get_attribute(LINE, "d")
    # Down 6 px beside the dot's centre (within a mouse's reach), moved 120 px right and 90 px up.
    mouse_drag(page, (start[0] + 6, start[1]), (120, -90), steps=10)
    wait_redrawn(page, drawn)
    after = graph_state(page)
    assert (after.origin_x, after.origin_y) == (state.origin_x, state.origin_y), "the drag did not pan"
    x0, y0 = handle(page)
    # The point moved with the pointer, to the CSS px (the handle rounds it to what a pixel tells apart).
    assert abs(x0 - 120 / state.scale) <= 1 / state.scale and abs(y0 - (1 + 90 / state.scale_y)) <= 1 / state.scale_y, (x0, y0)
    on_the_solution_through(page, x0, y0)
    wait_until(page, f"(text) => document.querySelector('{ANNOUNCER}').textContent === text", said(x0, y0), timeout=20)
    # The table of values follows the point once it is let go.
    wait_until(page, "(before) => document.querySelector('[data-graph-table] tbody tr:last-child').cells[1].textContent !== before", table_before, timeout=20)
    assert table_matches(page, x0, y0)
    # Panning keeps the point where it was dragged.
    drawn = page.get_attribute(LINE, "d")
    mouse_drag(page, state.client_of(2, -0.5), (-100, 0), steps=6)
    wait_redrawn(page, drawn)
    assert graph_state(page).origin_x < state.origin_x - 80, "a drag away from the dot pans"
    assert handle(page) == (x0, y0)
    on_the_solution_through(page, x0, y0)


def test_a_drag_that_starts_beside_the_dot_pans(open_drag):
    page = open_drag(DESKTOP, "plots/free.html").page
    ready(page)
    state = graph_state(page)
    start = state.client_of(0, 1)
    drawn = page.get_attribute(LINE, "d")
    # 20 px from the dot: beyond a mouse's reach.
    mouse_drag(page, (start[0] + 20, start[1]), (120, -60))
    wait_redrawn(page, drawn)
    after = graph_state(page)
    assert abs(after.origin_x - (state.origin_x + 120)) < 1 and abs(after.origin_y - (state.origin_y - 60)) < 1
    assert handle(page) == (0, 1)
    on_the_solution_through(page, 0, 1)


def test_a_finger_drags_the_point_on_a_phone(open_drag):
    page = open_drag(PHONE, "plots/free.html").page
    ready(page)
    state = graph_state(page)
    start = state.client_of(0, 1)
    drawn = page.get_attribute(LINE, "d")
    # Down 15 px from the dot (a fingertip's reach), moved down and to the right: a vertical swipe on the graph
    # would scroll the page, but not one that starts on the dot.
    Touch(page).drag((start[0] + 15, start[1]), (30, 50), steps=8)
    wait_redrawn(page, drawn)
    after = graph_state(page)
    assert (after.origin_x, after.origin_y) == (state.origin_x, state.origin_y), "the drag did not pan"
    x0, y0 = handle(page)
    assert abs(x0 - 30 / state.scale) <= 1 / state.scale and abs(y0 - (1 - 50 / state.scale_y)) <= 1 / state.scale_y, (x0, y0)
    on_the_solution_through(page, x0, y0)
    wait_until(page, f"(text) => document.querySelector('{ANNOUNCER}').textContent === text", said(x0, y0), timeout=20)


def test_a_coordinate_that_names_a_slider_moves_the_slider(open_drag):
    page = open_drag(DESKTOP, "plots/slider.html").page
    ready(page)
    wait_until(page, "() => !document.querySelector('input[type=range]').disabled", timeout=20)
    state = graph_state(page)
    start = state.client_of(0, 1)
    drawn = page.get_attribute(LINE, "d")
    # 1.3 units up and 1 unit right: b goes to its step nearest 2.3, x₀ (written b − b) stays 0.
    mouse_drag(page, start, (state.scale, -1.3 * state.scale_y), steps=10)
    wait_redrawn(page, drawn)
    assert handle(page) == (0, 2.5)
    assert page.input_value("input[type=range][name=param-b]") == "2.5"
    assert page.input_value("input[type=number][name=param-b-value]") == "2.5"
    on_the_solution_through(page, 0, 2.5)
    wait_until(page, f"(text) => document.querySelector('{ANNOUNCER}').textContent === text", said(0, 2.5), timeout=20)
    # Dragged below the slider's range: b stops at its least value.
    drawn = page.get_attribute(LINE, "d")
    start = graph_state(page).client_of(0, 2.5)
    mouse_drag(page, start, (0, 3.5 * state.scale_y), steps=10)
    wait_redrawn(page, drawn)
    assert handle(page) == (0, 0)
    assert page.input_value("input[type=range][name=param-b]") == "0"
    on_the_solution_through(page, 0, 0)


def test_a_pan_that_takes_the_point_out_of_view_still_draws_the_solution(open_drag):
    page = open_drag(DESKTOP, "plots/free.html").page
    ready(page)
    state = graph_state(page)
    drawn = page.get_attribute(LINE, "d")
    # The picture moves left until x = 0 lies 100 px beyond the left edge.
    start = state.centre
    mouse_drag(page, start, (-state.origin_x - 100, 0), steps=10)
    wait_redrawn(page, drawn)
    after = graph_state(page)
    assert after.origin_x < -90
    # Integrated from the point, off-screen, across the frame in view.
    on_the_solution_through(page, 0, 1, dot=False)
    assert page.locator(f"{GRAPH} [data-handle-grip]").count() == 0, "no grip over a point out of view"


def test_a_slider_that_puts_the_point_outside_the_frame_gives_a_note(open_drag):
    page = open_drag(DESKTOP, "plots/outside.html").page
    ready(page)
    wait_until(page, "() => !document.querySelector('input[type=range]').disabled", timeout=20)
    note = f"{GRAPH} svg.plot-svg text.plot-field-note"
    field = page.locator("input[type=number][name=param-b-value]")
    field.fill("5.5")
    field.press("Enter")
    page.wait_for_selector(note, state="attached", timeout=20_000)
    assert page.text_content(note) == "the solution of dy/dx = x − y through (0, b): its point (0, 5.5) lies outside the figure's frame"
    assert page.get_attribute(LINE, "d") == ""
    assert page.locator(DOTS).count() == 0
    assert page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.handles") == []
    field.fill("2")
    field.press("Enter")
    page.wait_for_selector(note, state="detached", timeout=20_000)
    on_the_solution_through(page, 0, 2)


def test_a_first_touch_that_drags_the_dot_before_the_live_view_moves_the_point(open_drag):
    page = open_drag(PHONE, "plots/free.html", live=False).page
    page.wait_for_selector(f"{GRAPH}[data-graph-ready]", state="attached", timeout=20_000)
    # The live view's module waits in the network until the drag is done: the boot script has the drag.
    held = LiveViewHeldBack(page)
    # The build-time drawing's dot, where the reader sees it.
    start = page.eval_on_selector_all(f"{DOTS}", """(dots) => {
        const dot = dots.find((candidate) => candidate.ownerSVGElement.getClientRects().length > 0);
        const box = dot.ownerSVGElement.getBoundingClientRect(), [w, h] = dot.ownerSVGElement.getAttribute('viewBox').split(' ').slice(2).map(Number);
        return [box.left + Number(dot.getAttribute('cx')) * box.width / w, box.top + Number(dot.getAttribute('cy')) * box.height / h];
    }""")
    Touch(page).drag((start[0] + 10, start[1]), (30, 40), steps=8)
    assert page.get_attribute(GRAPH, "data-graph-live") is None
    held.release()
    wait_live(page)
    wait_until(page, f"() => document.querySelector('{GRAPH}').graphView?.handles?.[0]?.x !== 0", timeout=20)
    state = graph_state(page)
    assert page.get_attribute(GRAPH, "data-view-moved") is None, "the drag did not pan"
    x0, y0 = handle(page)
    assert abs(x0 - 30 / state.scale) <= 1 / state.scale and abs(y0 - (1 - 40 / state.scale_y)) <= 1 / state.scale_y, (x0, y0)
    settle(page)
    on_the_solution_through(page, x0, y0)
    wait_until(page, f"(text) => document.querySelector('{ANNOUNCER}').textContent === text", said(x0, y0), timeout=20)
