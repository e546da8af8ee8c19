"""Endpoint dots at jumps and holes (docs/hooks.md#endpoint-dots, docs/site.md#endpoint-dots): drawn at build time,
so they are there without JavaScript, and again by the live view after every pan and zoom; a hole stays
one open dot however far the reader zooms in; a curve with more than 24 jumps in view has none until
the reader zooms in; `"endpoints": false` turns them off and `["closed", "open"]` dots a curve's ends;
open dots are filled with the graph's background in light and dark mode; jumps and holes are listed
among the points of interest."""

from __future__ import annotations

import pytest

from conftest import DESKTOP, PHONE, own_site
from graph_helpers import GRAPH, graph_state, mouse_drag, settle

MANIFEST = {
    "title": "Endpoints",
    "plots": [
        {"title": "Cases", "slug": "cases", "xMax": 4, "yMin": -1, "yMax": 4,
         "curves": [{"expression": "{x < 1: x^2, x = 2: 3, 3 - x}", "label": "f(x)"}]},
        {"title": "Hole", "slug": "hole", "expression": "(x^2 - 1)/(x - 1)", "xMax": 3, "yMin": -1, "yMax": 4},
        {"title": "Many steps", "slug": "steps", "expression": "floor(x)", "xMax": 100},
        {"title": "No dots", "slug": "no-dots", "xMax": 3, "curves": [{"expression": "floor(x)", "endpoints": False}]},
        {"title": "Ends", "slug": "ends", "xMax": 3, "yMin": -1, "yMax": 5,
         "curves": [{"expression": "x^2", "from": -1, "to": 2, "endpoints": ["closed", "open"]}]},
    ],
}

endpoints_site, open_endpoints = own_site("endpoints", "gallery.json", MANIFEST)

DOTS = f"{GRAPH} svg.plot-svg:not(.plot-svg-compact) circle[data-endpoint]"


def dots(page, selector: str = DOTS) -> list[dict]:
    """The endpoint dots: their hooks, their centres (SVG units) and radius, and their computed fill and stroke."""
    return page.eval_on_selector_all(selector, """(circles) => circles.map((c) => ({
        kind: c.getAttribute('data-endpoint'), curve: c.getAttribute('data-curve'),
        x: Number(c.getAttribute('data-x')), y: Number(c.getAttribute('data-y')),
        cx: Number(c.getAttribute('cx')), cy: Number(c.getAttribute('cy')), r: Number(c.getAttribute('r')),
        fill: getComputedStyle(c).fill, stroke: getComputedStyle(c).stroke }))""")


def places(found: list[dict]) -> list[tuple[str, float, float]]:
    """(kind, x, y) of each dot, rounded to 9 digits and sorted: the order of dots at one x is the sampler's."""
    return sorted((d["kind"], round(d["x"], 9), round(d["y"], 9)) for d in found)


def assert_on_screen(page, found: list[dict]) -> None:
    """Each dot's centre is where its data point is in the live view's frame now (its ranges at full
    precision, the frame's size in SVG units from the viewBox, written to 0.01): to a tenth of a device
    pixel, as a curve's points are written."""
    frame = page.evaluate(f"""() => {{
        const graph = document.querySelector('{GRAPH}');
        const [, , width, height] = graph.querySelector('svg.plot-svg').getAttribute('viewBox').split(' ').map(Number);
        return {{ ...graph.graphView.visibleRanges(), width, height, density: window.devicePixelRatio }};
    }}""")
    near = 0.1 / frame["density"] + 0.01
    for dot in found:
        assert dot["cx"] == pytest.approx((dot["x"] - frame["xMin"]) / (frame["xMax"] - frame["xMin"]) * frame["width"], abs=near)
        assert dot["cy"] == pytest.approx((frame["yMax"] - dot["y"]) / (frame["yMax"] - frame["yMin"]) * frame["height"], abs=near)


CASES = [("closed", 1, 2), ("closed", 2, 3), ("open", 1, 1), ("open", 2, 1)]


def test_dots_are_drawn_at_build_time_and_there_without_javascript(open_endpoints):
    page = open_endpoints(PHONE, "plots/cases.html", java_script_enabled=False).page
    assert places(dots(page)) == CASES
    # The phone's drawing has them too, in screen units: the same radius at either size, each where the full-size
    # drawing's is, scaled to its width (its dots are a picture: data-curve, data-x and data-y are the full drawing's).
    full, compact = dots(page), dots(page, f"{GRAPH} svg.plot-svg-compact circle[data-endpoint]")
    scale = page.evaluate(f"""() => ['.plot-svg-compact', ':not(.plot-svg-compact)']
        .map((which) => Number(document.querySelector(`{GRAPH} svg.plot-svg${{which}}`).getAttribute('viewBox').split(' ')[2]))
        .reduce((compact, wide) => compact / wide)""")
    assert [d["kind"] for d in compact] == [d["kind"] for d in full]
    for small, large in zip(compact, full):
        assert (small["cx"], small["cy"]) == (pytest.approx(large["cx"] * scale, abs=0.1), pytest.approx(large["cy"] * scale, abs=0.1))
    assert page.locator(", ".join(f"{GRAPH} svg.plot-svg-compact circle[{hook}]" for hook in ("data-curve", "data-x", "data-y"))).count() == 0
    assert {d["r"] for d in full + compact} == {4}


def test_open_dots_are_filled_with_the_background_closed_ones_with_the_curve(open_endpoints):
    for scheme in ["light", "dark"]:
        page = open_endpoints(DESKTOP, "plots/cases.html", color_scheme=scheme).page
        background = page.eval_on_selector(f"{GRAPH} .plot-background", "(r) => getComputedStyle(r).fill")
        curve = page.eval_on_selector(f"{GRAPH} .plot-curve-0", "(p) => getComputedStyle(p).stroke")
        found = dots(page)
        assert {d["fill"] for d in found if d["kind"] == "open"} == {background}, scheme
        assert {d["fill"] for d in found if d["kind"] == "closed"} == {curve}, scheme
        assert {d["stroke"] for d in found} == {curve}, scheme


def test_dots_follow_a_pan_and_a_zoom(open_endpoints):
    page = open_endpoints(DESKTOP, "plots/cases.html").page
    settle(page)
    assert places(dots(page)) == CASES
    assert_on_screen(page, dots(page))
    state = graph_state(page)
    mouse_drag(page, state.centre, (-150, 40))
    settle(page)
    assert places(dots(page)) == CASES
    assert_on_screen(page, dots(page))
    page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.zoomBy(3)")
    settle(page)
    found = dots(page)
    assert_on_screen(page, found)
    assert {d["r"] for d in found} == {4}, "dots stay 4 CSS px at any zoom"
    # Panned off the frame, the dots go; back, they return.
    page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.showRanges({{xMin: 5, xMax: 9, yMin: -4, yMax: 2}})")
    settle(page)
    assert dots(page) == []
    page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.showRanges({{xMin: -1, xMax: 3, yMin: -1, yMax: 4}})")
    settle(page)
    assert places(dots(page)) == CASES


def zoom_into_the_hole(page, half_width: float) -> list[dict]:
    """Shows (1, 2), the hole of (x² − 1)/(x − 1), in a window `half_width` wide about it (off centre): its dots."""
    page.evaluate(f"""(w) => document.querySelector('{GRAPH}').graphView.showRanges(
        {{xMin: 1 - w * 1.3, xMax: 1 + w * 0.7, yMin: 2 - w, yMax: 2 + w}})""", half_width)
    settle(page)
    return dots(page)


def test_zoomed_in_on_a_hole_it_stays_one_open_dot(open_endpoints):
    page = open_endpoints(DESKTOP, "plots/hole.html").page
    settle(page)
    assert places(dots(page)) == [("open", 1, 2)]
    for half_width in [0.1, 1e-2, 1e-3, 1e-4, 1e-9, 1e-10]:
        found = zoom_into_the_hole(page, half_width)
        assert [d["kind"] for d in found] == ["open"], half_width
        assert found[0]["x"] == pytest.approx(1, abs=1e-12) and found[0]["y"] == pytest.approx(2, abs=1e-9)
        assert {d["r"] for d in found} == {4}
        assert_on_screen(page, found)


def test_zoomed_in_on_a_hole_through_its_rounding_steps_it_stays_one_open_dot(open_endpoints):
    page = open_endpoints(DESKTOP, "plots/hole.html").page
    for half_width in [1e-5, 3e-6, 1e-6, 1e-7, 1e-8]:
        assert [d["kind"] for d in zoom_into_the_hole(page, half_width)] == ["open"], half_width


def test_floor_on_a_wide_window_has_no_dots_until_zoomed_in(open_endpoints):
    page = open_endpoints(DESKTOP, "plots/steps.html").page
    settle(page)
    assert dots(page) == []
    page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.showRanges({{xMin: 0.5, xMax: 3.5, yMin: -1, yMax: 4}})")
    settle(page)
    assert places(dots(page)) == [("closed", 1, 1), ("closed", 2, 2), ("closed", 3, 3), ("open", 1, 0), ("open", 2, 1), ("open", 3, 2)]


def test_endpoints_false_draws_no_dot_at_build_time_or_live(open_endpoints):
    page = open_endpoints(DESKTOP, "plots/no-dots.html", live=False).page
    assert page.locator("circle[data-endpoint]").count() == 0
    page.evaluate("() => document.querySelector('[data-graph]').wakeGraph()")
    page.wait_for_selector("[data-graph][data-graph-live]", state="attached")
    page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.zoomBy(2)")
    settle(page)
    assert page.locator("circle[data-endpoint]").count() == 0
    # The jumps are still jumps: the curve is not joined across them.
    assert page.locator(f"{GRAPH} .plot-curve").count() >= 1


def test_a_curves_ends_get_the_dots_asked_for(open_endpoints):
    page = open_endpoints(DESKTOP, "plots/ends.html", java_script_enabled=False).page
    assert places(dots(page)) == [("closed", -1, 1), ("open", 2, 4)]
    live = open_endpoints(DESKTOP, "plots/ends.html").page
    live.evaluate(f"() => document.querySelector('{GRAPH}').graphView.zoomBy(0.5)")
    settle(live)
    assert places(dots(live)) == [("closed", -1, 1), ("open", 2, 4)]
    assert_on_screen(live, dots(live))


def test_jumps_and_holes_are_listed_among_the_points_of_interest(open_endpoints):
    page = open_endpoints(DESKTOP, "plots/cases.html", java_script_enabled=False).page
    items = page.eval_on_selector_all("li[data-poi='jump'], li[data-poi='hole']",
                                      "(lis) => lis.map((li) => [li.getAttribute('data-poi'), li.textContent.trim()])")
    assert items == [["jump", "Jump at x = 1: from 1 to 2, the value 2"], ["hole", "Hole at (2, 1); f(2) = 3"]]
    # Live, after a pan, the list is written again with the same words.
    live = open_endpoints(DESKTOP, "plots/cases.html").page
    live.evaluate(f"() => document.querySelector('{GRAPH}').graphView.panBy(-20, 0)")
    settle(live)
    live.wait_for_timeout(600)
    again = live.eval_on_selector_all("li[data-poi='jump'], li[data-poi='hole']",
                                      "(lis) => lis.map((li) => [li.getAttribute('data-poi'), li.textContent.trim()])")
    assert again == items



def test_the_calculator_marks_the_holes_and_jumps_it_plots(open_page):
    from calculator_helpers import DISPLAY, open_calculator, plot
    page = open_calculator(open_page, DESKTOP, "?expression=(x%5E2-1)%2F(x-1)").page
    selector = f"{GRAPH} svg.plot-svg circle[data-endpoint]"
    page.wait_for_selector(selector, state="attached")
    assert places(dots(page, selector)) == [("open", 1, 2)], "the hole of (x² − 1)/(x − 1), found through its candidate functions"
    # A new plot brings its own: sin(x)/x's hole at 0.
    page.fill(DISPLAY, "sin(x)/x")
    plot(page, DESKTOP)
    page.wait_for_function(f"() => [...document.querySelectorAll('{selector}')].some((c) => c.getAttribute('data-x') === '0')")
    assert places(dots(page, selector)) == [("open", 0, 1)]
