"""Slope and vector fields live (docs/manifest.md#slope-and-vector-fields, docs/sampling.md#slope-and-vector-fields): drawn
under the curves, redrawn on every pan with the grid where it was (cell centres at multiples of 24 CSS px in data units),
following a slider, saying so where a slider makes the field undefined everywhere, by mouse on a desktop and by touch on
a phone. Fields are drawn under the curves whatever their place in the list.

The default gallery's `slope-field` draws the solution of y′ = x − y through (0, 1) (curve 0) and dy/dx = x − y (curve 1); `rotation-field`
the circle x² + y² = 4 (curve 0) and the vector field (−y, x) (curve 1). Every page opened here also fails on a console error, an
exception or a CSP violation (conftest)."""

from __future__ import annotations

import math

from conftest import DESKTOP, PHONE, own_site, wait_live
from graph_helpers import GRAPH, Touch, graph_state, mouse_drag, parse_path, wait_until
from trace_helpers import announced, trace

SLOPES = "plots/slope-field.html"
ROTATION = "plots/rotation-field.html"
SLOPE_PATH = f"{GRAPH} svg.plot-svg g.plot-fields path.plot-slope-field"
ARROWS = f"{GRAPH} svg.plot-svg g.plot-fields g.plot-vector-field"
CELL = 24
MARK = 0.7 * CELL
SLIDER_MANIFEST = {"title": "Fields", "plots": [{
    "title": "Sliding", "slug": "sliding", "xMax": 3, "yMin": -3, "yMax": 3,
    "curves": [{"slopeField": "√(a - x^2 - y^2)"}, {"expression": "x/2"}],
    "parameters": {"a": {"value": 4, "min": -1, "max": 6, "step": 0.5}}},
    {"title": "A field alone", "slug": "field-alone", "xMax": 3, "yMin": -3, "yMax": 3, "curves": [{"vectorField": ["-y", "x"]}]}]}
fields_site, open_fields = own_site("fields", "gallery.json", SLIDER_MANIFEST)


def marks(page, selector: str) -> list[list[tuple[float, float]]]:
    """The subpaths of `selector`'s d (for a vector field, of all its shades), in data units."""
    state = graph_state(page)
    ds = page.eval_on_selector_all(selector, "(nodes) => nodes.map((node) => node.getAttribute('d') ?? '')")
    return [[((px - state.origin_x) / state.scale, (state.origin_y - py) / state.scale_y) for px, py in subpath]
            for d in ds for subpath in parse_path(d)]


def centres(segments) -> list[tuple[float, float]]:
    return [((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) for a, b in (segment[:2] for segment in segments)]


def on_the_grid(page, points) -> None:
    """Every centre at a whole multiple of the cell (24 CSS px in data units), within the path's rounding."""
    state = graph_state(page)
    for x, y in points:
        kx, ky = x * state.scale / CELL, y * state.scale_y / CELL
        assert abs(kx - round(kx)) < 0.01 and abs(ky - round(ky)) < 0.01, (x, y, kx, ky)


def screen_length(page, a, b) -> float:
    state = graph_state(page)
    return math.hypot((b[0] - a[0]) * state.scale, (b[1] - a[1]) * state.scale_y)


def test_the_slope_field_is_redrawn_on_pan_with_its_grid_where_it_was(open_page):
    page = open_page(DESKTOP, SLOPES).page
    built = marks(page, SLOPE_PATH)
    assert len(built) > 300, "the build-time SVG draws the field"
    wait_live(page)
    wait_until(page, f"() => document.querySelector('{GRAPH} svg.plot-svg g.plot-fields path.plot-slope-field') !== null", timeout=20)
    before = marks(page, SLOPE_PATH)
    on_the_grid(page, centres(before))
    for segment in before:
        (x0, y0), (x1, y1) = segment[0], segment[1]
        x, y = (x0 + x1) / 2, (y0 + y1) / 2
        assert abs(screen_length(page, segment[0], segment[1]) - MARK) < 0.2
        assert abs(math.atan2(y1 - y0, x1 - x0) - math.atan(x - y)) < 0.03, (x, y)
    state = graph_state(page)
    drawn = page.get_attribute(SLOPE_PATH, "d")
    mouse_drag(page, state.centre, (130, 45))
    wait_until(page, f"() => Number(document.querySelector('{GRAPH}').getAttribute('data-origin-x')) > {state.origin_x + 100}", timeout=20)
    wait_until(page, f"(before) => document.querySelector('{SLOPE_PATH}').getAttribute('d') !== before", drawn, timeout=20)
    after = marks(page, SLOPE_PATH)
    moved = graph_state(page)
    assert moved.scale == state.scale
    on_the_grid(page, centres(after))
    # The cells seen in both frames hold the same segment: the grid moved with the graph.
    old = {(round(x * state.scale / CELL), round(y * state.scale_y / CELL)) for x, y in centres(before)}
    new = {(round(x * moved.scale / CELL), round(y * moved.scale_y / CELL)) for x, y in centres(after)}
    assert len(old & new) > 0.7 * len(old) and new != old


def test_the_rotation_field_follows_a_touch_drag_on_a_phone(open_page):
    page = open_page(PHONE, ROTATION).page
    wait_live(page)
    wait_until(page, f"() => document.querySelector('{ARROWS}') !== null", timeout=20)
    before = page.get_attribute(ARROWS, "data-magnitudes")
    arrows = marks(page, f"{ARROWS} path[data-shade]")
    assert len(arrows) > 80
    for arrow in arrows:
        if len(arrow) < 5:
            continue
        (tx, ty), (px, py) = arrow[0], arrow[1]
        x, y = (tx + px) / 2, (ty + py) / 2
        assert abs(screen_length(page, arrow[0], arrow[1]) - MARK) < 0.3
        assert (px - tx) * -y + (py - ty) * x > 0, "counter-clockwise"
    state = graph_state(page)
    Touch(page).drag(state.centre, (-90, 0))
    wait_until(page, f"(before) => document.querySelector('{ARROWS}').getAttribute('data-magnitudes') !== before", before, timeout=20)
    low, high = map(float, page.get_attribute(ARROWS, "data-magnitudes").split())
    moved = graph_state(page)
    assert moved.origin_x < state.origin_x - 60
    # The strongest arrow now is further right than before: the frame's right edge is further from the origin.
    assert high > float(before.split()[1]) and low >= 0


def test_a_slider_changes_the_field_and_a_field_undefined_everywhere_says_so(open_fields):
    page = open_fields(DESKTOP, "plots/sliding.html").page
    wait_live(page)
    wait_until(page, "() => !document.querySelector('input[type=range]').disabled", timeout=20)
    count = len(marks(page, SLOPE_PATH))
    field = page.locator("input[type=number][name=param-a-value]")
    field.fill("6")
    field.press("Enter")
    wait_until(page, f"(count) => (document.querySelector('{SLOPE_PATH}').getAttribute('d').match(/M/g) ?? []).length > count",
               count, timeout=20)
    for (x, y) in centres(marks(page, SLOPE_PATH)):
        assert x * x + y * y <= 6 + 1e-6
    assert page.locator(f"{GRAPH} svg.plot-svg text.plot-field-note").count() == 0
    field.fill("-1")
    field.press("Enter")
    note = f"{GRAPH} svg.plot-svg text.plot-field-note"
    page.wait_for_selector(note, state="attached", timeout=20_000)
    assert page.text_content(note) == "Slope field of dy/dx = √(a − x² − y²), undefined everywhere in view"
    assert page.get_attribute(SLOPE_PATH, "d") == ""
    field.fill("4")
    field.press("Enter")
    page.wait_for_selector(note, state="detached", timeout=20_000)


def test_the_trace_passes_over_a_field_which_has_no_y_to_read(open_fields):
    page = open_fields(DESKTOP, "plots/sliding.html").page
    wait_live(page)
    page.focus(GRAPH)
    page.keyboard.press("t")
    wait_until(page, f"() => document.querySelector('{GRAPH} svg g[data-trace]') !== null", timeout=20)
    # The field is curve 0: t starts on the line x/2, and Shift+Tab finds nothing before it (focus leaves the graph).
    shown = trace(page)
    assert shown["curve"] == 1 and shown["y"] == shown["x"] / 2
    assert announced(page).startswith("x/2: x = ")
    page.keyboard.press("Shift+Tab")
    assert trace(page)["curve"] == 1
    assert page.evaluate(f"() => document.activeElement !== document.querySelector('{GRAPH}')")

    alone = open_fields(DESKTOP, "plots/field-alone.html").page
    wait_live(alone)
    alone.focus(GRAPH)
    alone.keyboard.press("t")
    # The trace has loaded (its announcer is there) and shows nothing: "y undefined" at every x is no reading.
    wait_until(alone, "() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('tracer'))", timeout=20)
    alone.keyboard.press("ArrowRight")
    assert trace(alone) is None
    assert announced(alone) == ""
