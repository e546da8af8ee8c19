"""Implicit curves and regions live (docs/manifest.md#implicit-curves-and-regions, docs/sampling.md#live-drawing): drawn
pixel by pixel, re-drawn coarse during pan and zoom and refined after, equal units keeping a circle round, the trace
following the curve by arrow keys and by a tap.

The default gallery's `circle-and-ellipse` draws x² + y² = 4 (curve 0) and x²/9 + y²/4 = 1 (curve 1) with equal units;
`region-between` shades x² ≤ y ≤ 4 (curve 0) over y = x² (curve 1); `system-of-inequalities` shades a triangle whose
edge along y = 2x is strict (dashed). Every page opened here also fails on a console error or a CSP violation (conftest)."""

from __future__ import annotations

import math
import re

from conftest import DESKTOP, PHONE, own_site, wait_live
from graph_helpers import GRAPH, Touch, graph_state, mouse_drag, parse_path, settle, wait_until
from trace_helpers import MARKER

CIRCLES = "plots/circle-and-ellipse.html"
REGION = "plots/region-between.html"
SYSTEM = "plots/system-of-inequalities.html"
# An ellipse whose half-axis along y follows a slider b; the table of values has only the line's column.
SLIDER_MANIFEST = {"title": "Slider", "plots": [{
    "title": "Ellipse", "slug": "ellipse", "xMax": 3, "yMin": -3, "yMax": 3, "aspect": "equal",
    "curves": [{"expression": "x^2 + (y/b)^2 = 4"}, {"expression": "x/2"}],
    "parameters": {"b": {"value": 1, "min": 0.5, "max": 1.5, "step": 0.1}}}]}
slider_site, open_slider = own_site("slider", "gallery.json", SLIDER_MANIFEST)
REFINED = f"() => {{ const g = document.querySelector('{GRAPH} g.plot-implicit'); return g !== null && !g.hasAttribute('data-implicit-pending'); }}"


def drawn_points(page, curve: int) -> list[tuple[float, float]]:
    """Curve i's line as drawn, in data units (the view's transform undone)."""
    state = graph_state(page)
    d = page.get_attribute(f"{GRAPH} svg.plot-svg path.plot-curve-{curve}:not(.plot-boundary-strict)", "d") or ""
    return [((px - state.origin_x) / state.scale, (state.origin_y - py) / state.scale_y)
            for subpath in parse_path(d) for px, py in subpath]


def outline_corners(d: str) -> tuple[list[tuple[float, float]], list[float]]:
    """The corners of a region's outline (`M x y` then `h`/`v` steps, each loop closed by `z`), in CSS px, and the
    lengths of its steps."""
    corners, steps = [], []
    for command, numbers in re.findall(r"([Mhvz])([^Mhvz]*)", d):
        if command == "M":
            x, y = map(float, numbers.split())
        elif command in "hv":
            step = float(numbers)
            steps.append(abs(step))
            x, y = (x + step, y) if command == "h" else (x, y + step)
        else:
            continue
        corners.append((x, y))
    return corners, steps


def within_half_a_pixel(page, points, f) -> None:
    """Every point within half a device pixel (and the path's rounding) of the curve f = 0, |∇f| known."""
    state = graph_state(page)
    pixel = 1 / min(state.scale, state.scale_y)
    for x, y in points:
        value, gradient = f(x, y)
        assert abs(value) / gradient <= pixel, (x, y, value / gradient, pixel)


def circle(x, y):
    return x * x + y * y - 4, 2 * math.hypot(x, y)


def refined_circle_is_round(page, whole: bool) -> None:
    """Once refined: equal scales, and the circle (curve 0) drawn within half a pixel of itself; `whole`: all the way
    round (the line is drawn through the points that matter, chords a few degrees long: none is missing)."""
    wait_until(page, REFINED, timeout=20)
    state = graph_state(page)
    assert state.scale == state.scale_y
    points = drawn_points(page, 0)
    angles = sorted(math.degrees(math.atan2(y, x)) for x, y in points if x or y)
    assert len(angles) > 18
    if whole:
        gaps = [b - a for a, b in zip(angles, angles[1:] + [angles[0] + 360])]
        assert max(gaps) < 20, (len(angles), max(gaps))
    within_half_a_pixel(page, points, circle)


def test_equal_units_keep_the_circle_round_through_pan_and_zoom(open_page):
    page = open_page(DESKTOP, CIRCLES).page
    wait_live(page)
    refined_circle_is_round(page, whole=True)
    state = graph_state(page)
    # Zoom in with the wheel at the centre, then pan: the scales stay equal, and once refined the circle is still drawn
    # within half a pixel of itself, now at the new scale.
    box = page.locator(f"{GRAPH} svg.plot-svg").bounding_box()
    centre = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.click(*centre)
    page.mouse.wheel(0, -150)
    wait_until(page, f"() => Number(document.querySelector('{GRAPH}').getAttribute('data-scale')) > {state.scale * 1.2}", timeout=20)
    mouse_drag(page, centre, (120, 40))
    wait_until(page, f"() => Number(document.querySelector('{GRAPH}').getAttribute('data-origin-x')) > {state.origin_x}", timeout=20)
    wait_until(page, REFINED, timeout=20)
    moved = graph_state(page)
    assert moved.scale == moved.scale_y and moved.scale > state.scale * 1.2
    within_half_a_pixel(page, drawn_points(page, 0), circle)
    within_half_a_pixel(page, drawn_points(page, 1), lambda x, y: (x * x / 9 + y * y / 4 - 1, math.hypot(2 * x / 9, y / 2)))


def test_during_a_gesture_the_picture_is_coarse_and_it_is_refined_after(open_page):
    page = open_page(DESKTOP, REGION).page
    wait_live(page)
    wait_until(page, REFINED, timeout=20)
    # A pan asked of the view draws the new frame coarse at once, refined in the frames after.
    # Each state the group goes through is recorded as it changes, until it is refined again.
    states = page.evaluate(f"""() => new Promise((done) => {{
        const group = document.querySelector('{GRAPH} g.plot-implicit');
        const seen = [];
        const observer = new MutationObserver(() => {{
            const pending = group.hasAttribute('data-implicit-pending');
            seen.push(pending ? 'coarse' : 'refined');
            if (!pending) {{ observer.disconnect(); done(seen); }}
        }});
        observer.observe(group, {{ attributes: true, attributeFilter: ['data-implicit-pending'] }});
        document.querySelector('{GRAPH}').graphView.panBy(37, 11);
    }})""")
    assert states == ["coarse", "refined"]
    # Refined: the region's outline steps by single device pixels (the coarse one by 8), and every corner of it lies
    # between y = x² and y = 4 to within a pixel or two.
    state = graph_state(page)
    corners, steps = outline_corners(page.get_attribute(f"{GRAPH} path.plot-region[data-curve='0']", "d"))
    assert corners and min(steps) <= 1 / DESKTOP.scale + 0.01
    for px, py in corners:
        x, y = (px - state.origin_x) / state.scale, (state.origin_y - py) / state.scale_y
        assert x * x - 2 * (1 + 2 * abs(x)) / state.scale <= y <= 4 + 2 / state.scale_y, (x, y)
    # The region's boundary y = 4 and y = x² are ≤: solid lines, no dashed boundary.
    assert page.locator(f"{GRAPH} path.plot-boundary-strict").count() == 0
    for x, y in drawn_points(page, 0):
        assert abs(y - 4) < 1 / state.scale_y or abs(y - x * x) < 2 * (1 + 2 * abs(x)) / state.scale, (x, y)


def test_a_strict_edge_is_dashed_live(open_page):
    page = open_page(PHONE, SYSTEM).page
    wait_live(page)
    wait_until(page, REFINED, timeout=20)
    dashed = page.locator(f"{GRAPH} path.plot-boundary-strict[data-curve='0']")
    assert dashed.get_attribute("stroke-dasharray")
    state = graph_state(page)
    d = dashed.get_attribute("d")
    points = [((px - state.origin_x) / state.scale, (state.origin_y - py) / state.scale_y) for s in parse_path(d) for px, py in s]
    assert points and all(abs(y - 2 * x) < 2 / state.scale for x, y in points)


def test_the_trace_follows_the_circle_by_keys_and_by_a_tap(open_page):
    page = open_page(DESKTOP, CIRCLES).page
    wait_live(page)
    wait_until(page, REFINED, timeout=20)
    page.evaluate("() => { document.querySelector('[data-graph]').graphView.pointsOfInterest = null; }")
    state = graph_state(page)
    # A tap a little outside the circle at angle 2.4 traces the circle there.
    client_x, client_y = state.client_of(2.06 * math.cos(2.4), 2.06 * math.sin(2.4))
    page.mouse.click(round(client_x), round(client_y))
    wait_until(page, f"() => document.querySelector('{MARKER}') !== null", timeout=20)
    first = marker_point(page)
    assert first["curve"] == 0
    assert abs(math.atan2(first["y"], first["x"]) - 2.4) < 0.02
    assert abs(math.hypot(first["x"], first["y"]) - 2) < 0.01
    assert "t =" not in first["label"]
    # Arrow keys walk along the circle: each step stays on it and moves the marker.
    seen = [first]
    for _ in range(5):
        page.keyboard.press("ArrowRight")
        settle(page)
        seen.append(marker_point(page))
    for point in seen:
        assert abs(math.hypot(point["x"], point["y"]) - 2) < 0.01, point
    assert len({(round(p["x"], 6), round(p["y"], 6)) for p in seen}) == len(seen)


def marker_point(page) -> dict:
    return page.evaluate(f"""() => {{
        const g = document.querySelector('{MARKER}');
        return {{ x: Number(g.getAttribute('data-x')), y: Number(g.getAttribute('data-y')), curve: Number(g.getAttribute('data-curve')),
                  label: g.querySelector('text').textContent }};
    }}""")


def test_a_relation_follows_its_slider(open_slider):
    page = open_slider(DESKTOP, "plots/ellipse.html").page
    wait_live(page)
    wait_until(page, "() => !document.querySelector('input[type=range]').disabled", timeout=20)
    wait_until(page, REFINED, timeout=20)
    line = f"{GRAPH} svg.plot-svg path.plot-curve-0"
    before = page.get_attribute(line, "d")
    field = page.locator("input[type=number][name=param-b-value]")
    field.fill("1.5")
    field.press("Enter")
    wait_until(page, f"(before) => document.querySelector(\"{line}\").getAttribute('d') !== before && ({REFINED})()", before, timeout=20)
    # Refined at b = 1.5: every drawn point on x² + (y/1.5)² = 4, reaching y = ±3.
    points = drawn_points(page, 0)
    within_half_a_pixel(page, points, lambda x, y: (x * x + (y / 1.5) ** 2 - 4, math.hypot(2 * x, 2 * y / 2.25)))
    assert max(abs(y) for _, y in points) > 2.9


def test_a_pinch_on_a_phone_keeps_the_circle_round_and_on_itself(open_page):
    page = open_page(PHONE, CIRCLES).page
    wait_live(page)
    wait_until(page, REFINED, timeout=20)
    before = graph_state(page)
    Touch(page).pinch(before.centre, 100, 180, steps=10)
    wait_until(page, f"() => Number(document.querySelector('{GRAPH}').getAttribute('data-scale')) > {before.scale * 1.3}", timeout=20)
    refined_circle_is_round(page, whole=False)
