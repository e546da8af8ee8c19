"""The points-of-interest dots on the live graph (docs/hooks.md#points-of-interest): a page's provider is
asked once the view rests, its points are dots in their curves' colours above the curves, a click
shows a dot's exact point, and a provider that throws is reported once."""

import math

import pytest

from conftest import DESKTOP
from graph_helpers import GRAPH, graph_state, settle, wait_until
from trace_helpers import (
    BETWEEN, CURVE_0_FILL, CURVE_1_COLOUR, MARKER, announced, box, count_draws, near_sine, open_graph, trace
)


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
        ], omitted: [{ curves: [1], count: 3 }] };  // capped: cos x gets no dots
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
    # Every point but cos x's, whose group the provider capped (a crowd of dots would follow).
    assert [(d["poi"], d["curve"]) for d in found] == [("root", "0"), ("extremum", "0"), ("intersection", "0 1")]
    assert [d["title"] for d in found] == ["Root of sin x (0, 0)", "Maximum of sin x (1.5708, 1)", "sin x and cos x cross at (0.785398, 0.707107)"]
    assert found[0]["fill"] == CURVE_0_FILL
    assert found[2]["stroke"] == CURVE_1_COLOUR  # an intersection is ringed in its second curve's colour
    # Above the curves: the layer comes after the last curve in the drawing order.
    assert page.evaluate(f"""() => {{ const svg = document.querySelector('{GRAPH} svg');
        return svg.querySelector('path[data-curve="1"]').compareDocumentPosition(svg.querySelector('g.plot-poi')) & Node.DOCUMENT_POSITION_FOLLOWING; }}""")
    calls = page.evaluate("window.poiCalls")
    ranges = page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.visibleRanges()")
    assert calls == [[ranges["xMin"], ranges["xMax"]]]
    detail = page.evaluate("window.poiEvents[0]")
    assert (detail["xMin"], detail["xMax"], len(detail["points"]), detail["omitted"]) == (ranges["xMin"], ranges["xMax"], 4, [{"curves": [1], "count": 3}])


def test_points_of_interest_are_asked_for_once_a_zoom_has_rested_not_per_frame(open_page):
    page = open_graph(open_page, DESKTOP, BETWEEN)
    page.evaluate(FAKE_PROVIDER)
    wait_until(page, "() => window.poiCalls.length === 1")
    count_draws(page)
    page.focus(GRAPH)
    state = graph_state(page)
    # Eight wheel steps 40 ms apart, timed in the page: a round trip per step from here can take longer
    # than the view's rest on a busy machine, and then the view rightly asks in between.
    page.evaluate("""async ([x, y]) => {
        const graph = document.querySelector('[data-graph]');
        for (let i = 0; i < 8; i += 1) {
            graph.dispatchEvent(new WheelEvent('wheel', { deltaY: -60, clientX: x, clientY: y, bubbles: true, cancelable: true }));
            await new Promise((done) => setTimeout(done, 40));
        }
    }""", list(state.client_of(-3, -0.5)))
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
    assert len(dots(page)) == 3
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
