"""Parametric and polar curves (docs/manifest.md#parametric-and-polar-curves, docs/site.md#trace): drawn live, traced
along their parameter, their intercepts marked, their sliders followed.

The default gallery's `unit-circle` draws (cos t, sin t) for t from 0 to 2π (curve 0) and the radius
(t·cos a, t·sin a) for t from 0 to 1 (curve 1, dashed), a from 0 to 2π starting at 1, with the point
(cos a, sin a); `polar-rose` draws r = cos 3θ for θ from 0 to π; `lissajous` draws (sin 3t, sin 2t). Every page
opened here also fails on a console error or a CSP violation (conftest)."""

from __future__ import annotations

import math

from conftest import DESKTOP, FIVE_SIZES, PHONE, own_site
from graph_helpers import GRAPH, graph_state, parse_path, settle, wait_until
from trace_helpers import ANNOUNCER, MARKER

CIRCLE = "plots/unit-circle.html"
ROSE = "plots/polar-rose.html"
LISSAJOUS = "plots/lissajous.html"

# Jumps in t: (t, floor t) as steps, and the polar r = ⌊θ⌋ + 1 with its dots turned off.
STEPS_MANIFEST = {"title": "Steps", "plots": [{
    "title": "Steps", "slug": "steps", "xMin": -0.5, "xMax": 3.5, "yMin": -1, "yMax": 3,
    "curves": [{"x": "t", "y": "floor(t)", "t": [0, 2.5]}, {"r": "floor(θ) + 1", "θ": [0, 3], "endpoints": False}]}]}
steps_site, open_steps = own_site("steps", "gallery.json", STEPS_MANIFEST)
STEP_DOTS = [("open", 0, 0.9999999999999999, 0.0), ("closed", 0, 1, 1), ("open", 0, 1.9999999999999998, 1), ("closed", 0, 2, 2)]


def drawn_points(page, curve: int) -> list[tuple[float, float]]:
    """Curve i's path as drawn, in data units (the view's transform undone)."""
    state = graph_state(page)
    d = page.get_attribute(f"{GRAPH} svg.plot-svg path[data-curve='{curve}']", "d") or ""
    return [((px - state.origin_x) / state.scale, (state.origin_y - py) / state.scale_y)
            for subpath in parse_path(d) for px, py in subpath]


def marker(page) -> dict:
    return page.evaluate(f"""() => {{
        const g = document.querySelector('{MARKER}');
        return {{ x: Number(g.getAttribute('data-x')), y: Number(g.getAttribute('data-y')), t: Number(g.getAttribute('data-t')),
                  curve: Number(g.getAttribute('data-curve')), label: g.querySelector('text').textContent }};
    }}""")


def traced(open_page, path: str, t: float):
    """A desktop page of `path` with the trace on its first curve at parameter `t`, the graph focused and settled."""
    page = open_page(DESKTOP, path).page
    page.focus(GRAPH)
    page.evaluate("(t) => document.querySelector('[data-graph]').graphView.traceAt(0, t)", t)
    settle(page)
    return page


def test_the_live_view_draws_each_curve_on_the_true_curve(open_page):
    page = open_page(DESKTOP, CIRCLE).page
    settle(page)
    circle = drawn_points(page, 0)
    assert len(circle) > 20
    # Every drawn point of the circle lies on it, to the precision the path is written with (a tenth of a device px).
    state = graph_state(page)
    tolerance = 0.1 / min(state.scale, state.scale_y)
    assert max(abs(math.hypot(x, y) - 1) for x, y in circle) < tolerance
    # It goes all the way round: points in every quadrant.
    assert {(x > 0, y > 0) for x, y in circle} == {(True, True), (True, False), (False, True), (False, False)}
    rose = open_page(DESKTOP, ROSE).page
    settle(rose)
    petals = drawn_points(rose, 0)
    # r = cos 3θ: every point at distance |cos 3θ| from the origin in direction θ (or opposite).
    worst = max(abs(math.hypot(x, y) - abs(math.cos(3 * math.atan2(y, x)))) for x, y in petals if math.hypot(x, y) > 0.05)
    assert worst < 0.02


def test_the_trace_follows_the_parameter_and_reads_t(open_page):
    page = traced(open_page, CIRCLE, 0.8)
    shown = marker(page)
    assert shown["t"] == 0.8 and shown["curve"] == 0
    assert abs(shown["x"] - math.cos(0.8)) < 1e-12 and abs(shown["y"] - math.sin(0.8)) < 1e-12
    assert shown["label"] == "t = 0.8: (0.696707, 0.717356)"
    assert page.text_content(ANNOUNCER) == "unit circle: t = 0.8: x = 0.696707, y = 0.717356"
    assert page.evaluate("() => document.querySelector('[data-graph]').graphView.trace")["t"] == 0.8
    # → steps t forwards by 0.05 (2π / 200, rounded); Shift+→ to the next multiple of 0.5; ← back by 0.05.
    page.keyboard.press("ArrowRight")
    settle(page)
    assert marker(page)["t"] == 0.85
    page.keyboard.press("Shift+ArrowRight")
    settle(page)
    assert marker(page)["t"] == 1
    page.keyboard.press("Shift+ArrowRight")
    settle(page)
    assert marker(page)["t"] == 1.5
    page.keyboard.press("ArrowLeft")
    settle(page)
    after = marker(page)
    assert after["t"] == 1.45 and abs(after["x"] - math.cos(1.45)) < 1e-12


def test_a_tap_on_the_circle_traces_it_where_it_was_tapped(open_page):
    page = open_page(DESKTOP, CIRCLE).page
    page.focus(GRAPH)
    page.wait_for_load_state("networkidle")
    # The points of interest off, so that the tap reads the curve rather than snapping to a dot.
    page.evaluate("() => { document.querySelector('[data-graph]').graphView.pointsOfInterest = null; }")
    state = graph_state(page)
    # A little outside the circle at angle 2.4 (upper left, away from the radius and the marked point).
    client_x, client_y = state.client_of(1.03 * math.cos(2.4), 1.03 * math.sin(2.4))
    page.mouse.click(round(client_x), round(client_y))
    settle(page)
    shown = marker(page)
    assert shown["curve"] == 0
    assert abs(shown["t"] - 2.4) < 0.01, shown
    assert abs(math.hypot(shown["x"], shown["y"]) - 1) < 1e-12


def test_the_intercepts_are_marked_live(open_page):
    page = open_page(DESKTOP, LISSAJOUS).page
    wait_until(page, f"() => document.querySelectorAll('{GRAPH} [data-poi-dot], {GRAPH} .plot-poi-dot').length > 0", timeout=8)
    listed = page.eval_on_selector_all("[data-poi-list] li[data-poi]", "(items) => items.map((li) => [li.getAttribute('data-poi'), Number(li.getAttribute('data-x')), Number(li.getAttribute('data-y'))])")
    # (sin 3t, sin 2t) crosses the y-axis where sin 3t = 0 and the x-axis where sin 2t = 0: every listed point is on an axis.
    assert len(listed) >= 4
    for kind, x, y in listed:
        assert ("root" in kind and y == 0) or ("y-intercept" in kind and x == 0), (kind, x, y)


def test_the_radius_follows_its_slider(open_page):
    page = open_page(DESKTOP, CIRCLE).page
    wait_until(page, "() => !document.querySelector('input[type=range]').disabled")
    field = page.locator("input[type=number][name=param-a-value]")
    field.fill("2")
    field.press("Enter")
    settle(page)
    radius = drawn_points(page, 1)
    end = max(radius, key=lambda p: math.hypot(*p))
    # The radius now ends at (cos 2, sin 2), the marked point with it.
    assert abs(end[0] - math.cos(2)) < 0.01 and abs(end[1] - math.sin(2)) < 0.01


def test_parametric_pages_fit_every_size(open_page):
    for device in FIVE_SIZES:
        page = open_page(device, CIRCLE).page
        width = page.evaluate("() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
        assert width[0] <= width[1], (device.name, width)


def test_the_page_without_javascript_shows_the_curve(open_page):
    page = open_page(PHONE, ROSE, java_script_enabled=False).page
    d = page.get_attribute("svg.plot-svg:not(.plot-svg-compact) path[data-curve='0'], svg.plot-svg path[data-curve='0']", "d")
    assert d and sum(len(subpath) for subpath in parse_path(d)) > 20


def test_the_marker_dragged_goes_round_the_curve_and_t_starts_nearest_the_centre(open_page):
    page = traced(open_page, CIRCLE, 0.8)
    state = graph_state(page)
    start = state.client_of(math.cos(0.8), math.sin(0.8))
    page.mouse.move(*start)
    page.mouse.down()
    # Along the circle to angle 2, then a little outside it: the marker stays on the curve at its point nearest the pointer.
    for angle in (1.1, 1.4, 1.7, 2.0):
        page.mouse.move(*state.client_of(math.cos(angle), math.sin(angle)))
    page.mouse.move(*state.client_of(1.02 * math.cos(2.0), 1.02 * math.sin(2.0)))
    page.mouse.up()
    settle(page)
    shown = marker(page)
    assert abs(shown["t"] - 2.0) < 0.02, shown
    assert abs(math.hypot(shown["x"], shown["y"]) - 1) < 1e-12
    # Escape ends; `t` starts again on curve 0 at its point nearest the view's centre (0, 0): any, but on the circle.
    page.keyboard.press("Escape")
    page.keyboard.press("t")
    settle(page)
    again = marker(page)
    assert again["curve"] == 0 and abs(math.hypot(again["x"], again["y"]) - 1) < 1e-12


def step_dots(page) -> list[tuple]:
    return page.eval_on_selector_all(f"{GRAPH} svg.plot-svg:not(.plot-svg-compact) circle[data-endpoint]", """(circles) => circles.map((c) =>
        [c.getAttribute('data-endpoint'), Number(c.getAttribute('data-curve')), Number(c.getAttribute('data-x')), Number(c.getAttribute('data-y')),
         Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))])""")


def test_a_parametric_curves_jumps_in_t_have_their_dots_at_build_time_and_live(open_steps):
    page = open_steps(PHONE, "plots/steps.html", java_script_enabled=False).page
    assert [tuple(d[:4]) for d in step_dots(page)] == STEP_DOTS
    for device in (PHONE, DESKTOP):
        live = open_steps(device, "plots/steps.html").page
        live.evaluate(f"() => document.querySelector('{GRAPH}').graphView.zoomBy(2)")
        settle(live)
        # Zoomed in about the centre (1.5, 1): the dots at t = 1 and t = 2 stay, each where its point is drawn.
        found = step_dots(live)
        assert [tuple(d[:4]) for d in found] == STEP_DOTS, device.name
        state = graph_state(live)
        # Each centre written to a tenth of a device pixel, as a curve's points are.
        near = 0.1 / device.scale + 0.001
        for _, _, x, y, cx, cy in found:
            assert abs(cx - (state.origin_x + x * state.scale)) < near and abs(cy - (state.origin_y - y * state.scale_y)) < near
        # The polar curve, whose dots are off, has none.
        assert all(d[1] == 0 for d in found)


def test_dragging_the_marker_through_a_self_crossing_follows_t_continuously(open_page):
    # (sin 3t, sin 2t) crosses itself at the origin for t = π and t = 2π: dragged through it along the t ≈ π branch,
    # a few px beside the curve as a finger is, the marker's t keeps growing and never jumps to the other branch.
    page = traced(open_page, LISSAJOUS, 2.9)
    state = graph_state(page)
    at = lambda t: state.client_of(math.sin(3 * t), math.sin(2 * t))  # noqa: E731 - a point of the curve on the page
    page.mouse.move(*at(2.9))
    page.mouse.down()
    shown = []
    for step in range(1, 26):
        x, y = at(2.9 + step * 0.02)
        page.mouse.move(x + 3, y - 3)
        settle(page)
        shown.append(marker(page)["t"])
    page.mouse.up()
    assert all(abs(b - a) < 0.1 for a, b in zip([2.9] + shown, shown)), shown
    assert shown == sorted(shown) and abs(shown[-1] - 3.4) < 0.05, shown
