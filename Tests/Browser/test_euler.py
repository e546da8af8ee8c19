"""Euler's polygon live (docs/manifest.md#eulers-method): y′ = y from (0, 1) to x = 2 with h on a slider. The build draws
the polygon with a dot at each of its steps; moving h redraws it with another number of dots, every vertex on
(1 + h)^(x/h), and rewrites "y(2) ≈ … · exact 7.38906 · error …" under the graph; a slider that makes h 0 leaves a note
in the frame instead of a polygon; the trace runs along the polygon. Every page opened here also fails on a console
error, an exception or a CSP violation (conftest)."""

from __future__ import annotations

import math

from conftest import DESKTOP, PHONE, own_site, wait_live
from graph_helpers import GRAPH, graph_state, settle, wait_until
from trace_helpers import MARKER, trace

MANIFEST = {"title": "Euler", "plots": [{
    "title": "Euler's method", "slug": "euler", "xMin": -0.25, "xMax": 2.5, "yMin": 0, "yMax": 8,
    "curves": [{"euler": {"of": "y", "through": [0, 1], "h": "h", "to": 2}, "label": "Euler"},
               {"ode": "y", "through": [0, 1], "label": "exact", "style": "dashed"}],
    "parameters": {"h": {"value": 0.25, "min": 0, "max": 1, "step": 0.05}}}]}
euler_site, open_euler = own_site("euler", "gallery.json", MANIFEST)
DOTS = f"{GRAPH} svg.plot-svg .plot-fill-0 > circle.plot-endpoint"
VALUE = "[data-euler='0']"
NOTE = f"{GRAPH} svg.plot-svg text.plot-field-note"


def dots(page) -> list[tuple[float, float]]:
    """The polygon's dots, in data units (the view's transform undone)."""
    state = graph_state(page)
    centres = page.eval_on_selector_all(DOTS, "(dots) => dots.map((dot) => [Number(dot.getAttribute('cx')), Number(dot.getAttribute('cy'))])")
    return sorted(((cx - state.origin_x) / state.scale, (state.origin_y - cy) / state.scale_y) for cx, cy in centres)


def on_the_polygon(page, h: float) -> None:
    """A dot at every step x = i·h up to 2, each within a CSS px of (1 + h)^i."""
    state = graph_state(page)
    steps = round(2 / h)
    found = dots(page)
    assert len(found) == steps + 1, found
    for i, (x, y) in enumerate(found):
        assert abs(x - i * h) * state.scale <= 1 and abs(y - (1 + h) ** i) * state.scale_y <= 1, (i, x, y)


def set_h(page, value: str) -> None:
    field = page.locator("input[type=number][name=param-h-value]")
    field.fill(value)
    field.press("Enter")


def test_moving_h_redraws_the_polygon_and_its_value(open_euler):
    page = open_euler(DESKTOP, "plots/euler.html").page
    assert page.text_content(VALUE) == "y(2) ≈ 5.96046 · exact 7.38906 · error −1.42859"
    on_the_polygon(page, 0.25)
    wait_live(page)
    wait_until(page, "() => !document.querySelector('input[type=range]').disabled", timeout=20)
    set_h(page, "0.1")
    wait_until(page, f"() => document.querySelectorAll('{DOTS}').length === 21", timeout=20)
    on_the_polygon(page, 0.1)
    wait_until(page, f"() => document.querySelector(\"{VALUE}\").textContent.startsWith('y(2) ≈ 6.7275 ')", timeout=20)
    assert page.text_content(VALUE) == f"y(2) ≈ 6.7275 · exact 7.38906 · error −{7.38905609893065 - 1.1 ** 20:.6g}"
    assert page.text_content("[data-euler-text='0']") == "Euler, h = 0.1"
    assert abs(float(page.get_attribute(VALUE, "data-value")) - 1.1 ** 20) < 1e-12


def test_a_step_the_slider_makes_0_leaves_a_note_and_the_polygon_comes_back(open_euler):
    page = open_euler(PHONE, "plots/euler.html").page
    wait_live(page)
    wait_until(page, "() => !document.querySelector('input[type=range]').disabled", timeout=20)
    assert page.locator(NOTE).count() == 0
    set_h(page, "0")
    page.wait_for_selector(NOTE, state="attached", timeout=20_000)
    assert page.text_content(NOTE) == "Euler's polygon for y′ = y from (0, 1): no polygon: h must be greater than 0, not 0"
    wait_until(page, f"() => document.querySelector(\"{VALUE}\").textContent === 'no polygon: h must be greater than 0, not 0'", timeout=20)
    assert page.locator(DOTS).count() == 0
    assert page.get_attribute(VALUE, "data-value") == "undefined"
    set_h(page, "0.5")
    page.wait_for_selector(NOTE, state="detached", timeout=20_000)
    wait_until(page, f"() => document.querySelectorAll('{DOTS}').length === 5", timeout=20)
    on_the_polygon(page, 0.5)
    wait_until(page, f"() => document.querySelector(\"{VALUE}\").textContent.startsWith('y(2) ≈ 5.0625 ')", timeout=20)


def test_the_trace_follows_the_polygon(open_euler):
    page = open_euler(DESKTOP, "plots/euler.html").page
    wait_live(page)
    wait_until(page, f"() => document.querySelectorAll('{DOTS}').length === 9", timeout=20)
    page.evaluate("() => { document.querySelector('[data-graph]').graphView.pointsOfInterest = null; }")
    state = graph_state(page)
    # A click just below the chord from (1.25, 3.05176) to (1.5, 3.8147) traces the polygon there.
    client_x, client_y = state.client_of(1.375, (1.25 ** 5 + 1.25 ** 6) / 2 - 0.05)
    page.mouse.click(round(client_x), round(client_y))
    wait_until(page, f"() => document.querySelector('{MARKER}') !== null", timeout=20)
    seen = [trace(page)]
    assert seen[0]["curve"] == 0 and abs(seen[0]["x"] - 1.375) < 0.05, seen[0]
    for _ in range(4):
        page.keyboard.press("ArrowLeft")
        settle(page)
        seen.append(trace(page))
    for point in seen:
        # On the chord of its step: between (1 + h)^i and (1 + h)^(i+1), on the straight line.
        i = min(math.floor(point["x"] / 0.25), 7)
        x0, y0, y1 = i * 0.25, 1.25 ** i, 1.25 ** (i + 1)
        assert abs(point["y"] - (y0 + (point["x"] - x0) / 0.25 * (y1 - y0))) < 1e-6, point
    assert len({(round(p["x"], 6), round(p["y"], 6)) for p in seen}) == len(seen)

