"""Solutions of differential equations live (docs/manifest.md#solutions-of-differential-equations,
docs/sampling.md#differential-equations): the solution of y′ = x − y through (0, b), whose closed form is
y = x − 1 + (b + 1)e⁻ˣ, is drawn by the build, integrated again on every pan across the new frame and moved by the
slider b in its point, by mouse on a desktop and by touch on a phone; the trace runs along it; where a slider puts the
point where f is undefined the frame says so. Every page opened here also fails on a console error, an exception or a
CSP violation (conftest)."""

from __future__ import annotations

import math

from conftest import DESKTOP, PHONE, own_site, wait_live
from graph_helpers import GRAPH, Touch, graph_state, mouse_drag, parse_path, settle, wait_until
from trace_helpers import MARKER

MANIFEST = {"title": "Solutions", "plots": [{
    "title": "Through (0, b)", "slug": "through", "xMin": -1, "xMax": 3, "yMin": -1, "yMax": 4,
    "curves": [{"ode": "x - y", "through": [0, "b"], "label": "solution"}, {"slopeField": "x - y"}],
    "parameters": {"b": {"value": 1, "min": 0, "max": 3, "step": 0.5}}}, {
    "title": "Root", "slug": "root", "xMin": -1, "xMax": 3, "yMin": -1, "yMax": 4,
    "curves": [{"ode": "√(y)", "through": [0, "a"]}, {"expression": "x/2"}],
    "parameters": {"a": {"value": 1, "min": -1, "max": 3, "step": 0.5}}}]}
ode_site, open_ode = own_site("ode", "gallery.json", MANIFEST)
LINE = f"{GRAPH} svg.plot-svg path.plot-curve-0"
DOTS = f"{GRAPH} svg.plot-svg .plot-fill-0 > circle.plot-endpoint"


def drawn_points(page) -> list[tuple[float, float]]:
    """The solution as drawn, in data units (the view's transform undone)."""
    state = graph_state(page)
    return [((px - state.origin_x) / state.scale, (state.origin_y - py) / state.scale_y)
            for subpath in parse_path(page.get_attribute(LINE, "d") or "") for px, py in subpath]


def on_the_solution(page, b: float) -> list[tuple[float, float]]:
    """The drawn points, each within a CSS px (the path's rounding and the quarter device pixel) of x − 1 + (b + 1)e⁻ˣ."""
    state = graph_state(page)
    points = drawn_points(page)
    assert len(points) > 20
    for x, y in points:
        assert abs(y - (x - 1 + (b + 1) * math.exp(-x))) * state.scale_y <= 1, (x, y)
    return points


def the_dot_is_at(page, point: tuple[float, float]) -> None:
    state = graph_state(page)
    centres = page.eval_on_selector_all(DOTS, "(dots) => dots.map((dot) => [Number(dot.getAttribute('cx')), Number(dot.getAttribute('cy'))])")
    assert any(abs(cx - (state.origin_x + point[0] * state.scale)) < 1 and abs(cy - (state.origin_y - point[1] * state.scale_y)) < 1
               for cx, cy in centres), centres


def test_the_solution_is_integrated_again_on_a_mouse_pan(open_ode):
    page = open_ode(DESKTOP, "plots/through.html").page
    on_the_solution(page, 1)
    wait_live(page)
    wait_until(page, f"() => (document.querySelector('{LINE}')?.getAttribute('d') ?? '').length > 0", timeout=20)
    before = on_the_solution(page, 1)
    the_dot_is_at(page, (0, 1))
    state = graph_state(page)
    drawn = page.get_attribute(LINE, "d")
    mouse_drag(page, state.centre, (-200, 60))
    wait_until(page, f"() => Number(document.querySelector('{GRAPH}').getAttribute('data-origin-x')) < {state.origin_x - 150}", timeout=20)
    wait_until(page, f"(before) => document.querySelector('{LINE}').getAttribute('d') !== before", drawn, timeout=20)
    after = on_the_solution(page, 1)
    # The frame moved right by 200 px: the line now reaches that much further right than the first frame's edge.
    assert max(x for x, _ in after) > max(x for x, _ in before) + 190 / state.scale


def test_a_slider_in_the_point_moves_the_solution_on_a_phone(open_ode):
    page = open_ode(PHONE, "plots/through.html").page
    wait_live(page)
    wait_until(page, "() => !document.querySelector('input[type=range]').disabled", timeout=20)
    on_the_solution(page, 1)
    drawn = page.get_attribute(LINE, "d")
    field = page.locator("input[type=number][name=param-b-value]")
    field.fill("2.5")
    field.press("Enter")
    wait_until(page, f"(before) => document.querySelector('{LINE}').getAttribute('d') !== before", drawn, timeout=20)
    on_the_solution(page, 2.5)
    the_dot_is_at(page, (0, 2.5))
    state = graph_state(page)
    drawn = page.get_attribute(LINE, "d")
    Touch(page).drag(state.centre, (-90, 0))
    wait_until(page, f"(before) => document.querySelector('{LINE}').getAttribute('d') !== before", drawn, timeout=20)
    assert graph_state(page).origin_x < state.origin_x - 60
    on_the_solution(page, 2.5)


def test_the_trace_follows_the_solution_by_a_tap_and_by_keys(open_ode):
    page = open_ode(DESKTOP, "plots/through.html").page
    wait_live(page)
    wait_until(page, f"() => (document.querySelector('{LINE}')?.getAttribute('d') ?? '').length > 0", timeout=20)
    page.evaluate("() => { document.querySelector('[data-graph]').graphView.pointsOfInterest = null; }")
    state = graph_state(page)
    # A click a little above the solution at x = 1.5 traces it there.
    client_x, client_y = state.client_of(1.5, 1.5 - 1 + 2 * math.exp(-1.5) + 0.05)
    page.mouse.click(round(client_x), round(client_y))
    wait_until(page, f"() => document.querySelector('{MARKER}') !== null", timeout=20)
    seen = [marker_point(page)]
    assert seen[0]["curve"] == 0 and abs(seen[0]["x"] - 1.5) < 0.05, seen[0]
    for _ in range(4):
        page.keyboard.press("ArrowRight")
        settle(page)
        seen.append(marker_point(page))
    for point in seen:
        assert abs(point["y"] - (point["x"] - 1 + 2 * math.exp(-point["x"]))) < 0.01, point
    assert len({(round(p["x"], 6), round(p["y"], 6)) for p in seen}) == len(seen)


def marker_point(page) -> dict:
    return page.evaluate(f"""() => {{
        const g = document.querySelector('{MARKER}');
        return {{ x: Number(g.getAttribute('data-x')), y: Number(g.getAttribute('data-y')), curve: Number(g.getAttribute('data-curve')) }};
    }}""")


def test_a_slider_that_puts_the_point_where_f_is_undefined_gives_a_note(open_ode):
    page = open_ode(DESKTOP, "plots/root.html").page
    wait_live(page)
    wait_until(page, "() => !document.querySelector('input[type=range]').disabled", timeout=20)
    note = f"{GRAPH} svg.plot-svg text.plot-field-note"
    assert page.locator(note).count() == 0
    field = page.locator("input[type=number][name=param-a-value]")
    field.fill("-1")
    field.press("Enter")
    page.wait_for_selector(note, state="attached", timeout=20_000)
    assert page.text_content(note) == "the solution of dy/dx = √y through (0, a): dy/dx is undefined at its point"
    assert page.get_attribute(LINE, "d") == ""
    assert page.locator(DOTS).count() == 0
    field.fill("2")
    field.press("Enter")
    page.wait_for_selector(note, state="detached", timeout=20_000)
    the_dot_is_at(page, (0, 2))
