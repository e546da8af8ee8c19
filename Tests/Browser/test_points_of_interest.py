"""Points of interest (docs/site.md#points-of-interest, docs/hooks.md#points-of-interest): each curve's roots, y-intercept and extrema and the
figure's intersections, listed under the graph by the build (so there without JavaScript), marked on
the live graph as dots, and recomputed for the range in view once a pan or zoom settles."""

from __future__ import annotations

import math

import pytest

from conftest import DESKTOP, PHONE, Device
from graph_helpers import GRAPH, wait_until

BETWEEN = "plots/between-sine-and-cosine.html"
SINE = "plots/sine.html"
BELL_AREA = "plots/bell-curve-area.html"

ITEMS = "[data-poi-list] li[data-poi]"
DOTS = f"{GRAPH} [data-poi-dot]"


def listed(page) -> list[dict]:
    """Every listed point, one record per kind: an entry at one place (`Root and y-intercept (0, 0)`)
    has its kinds in its data-poi, separated by spaces."""
    return page.eval_on_selector_all(ITEMS, """(items) => items.flatMap((item) => item.getAttribute('data-poi').split(' ').map((kind) => ({
        kind, x: Number(item.getAttribute('data-x')), y: Number(item.getAttribute('data-y')),
        curve: item.getAttribute('data-curve'), text: item.textContent })))""")


def dots(page) -> list[dict]:
    return page.eval_on_selector_all(DOTS, """(dots) => dots.map((dot) => ({
        kind: dot.getAttribute('data-poi'), x: Number(dot.getAttribute('data-x')), y: Number(dot.getAttribute('data-y')),
        curve: dot.getAttribute('data-curve'), shown: dot.getAttribute('display') !== 'none' }))""")


def test_the_points_are_listed_without_javascript(open_page):
    page = open_page(DESKTOP, BETWEEN, java_script_enabled=False).page
    points = listed(page)
    sine_roots = sorted(p["x"] for p in points if p["kind"] == "root" and p["curve"] == "0")
    assert [round(x / math.pi) for x in sine_roots] == [-2, -1, 0, 1, 2]
    assert all(abs(x - round(x / math.pi) * math.pi) < 1e-12 for x in sine_roots)
    crossings = [p for p in points if p["kind"] == "intersection"]
    assert {p["curve"] for p in crossings} == {"0 1"}
    # sin x = cos x where x = π/4 + kπ: on −7 … 7, k = −2 … 1.
    assert sorted(round((p["x"] - math.pi / 4) / math.pi) for p in crossings) == [-2, -1, 0, 1]
    assert all(abs(p["y"] - math.sin(p["x"])) < 1e-12 for p in crossings)
    extrema = [p for p in points if p["kind"] == "extremum" and p["curve"] == "0"]
    assert all(abs(abs(p["y"]) - 1) < 1e-12 for p in extrema) and len(extrema) == 4
    assert "Root (3.14159, 0)" in [p["text"] for p in points]
    assert page.locator("[data-poi-list] [data-poi-range]").inner_text() == "x from −7 to 7"


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_the_live_graph_marks_every_listed_point_in_view(open_page, device: Device, screenshots):
    page = open_page(device, SINE).page
    wait_until(page, f"() => document.querySelectorAll('{DOTS}').length > 0")
    shown = [d for d in dots(page) if d["shown"]]
    ranges = page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.visibleRanges()")
    # The list follows the range in view (a phone's graph may show a little more than the plot's).
    points = listed(page)
    assert points and all(ranges["xMin"] <= p["x"] <= ranges["xMax"] for p in points)
    hook = lambda kind: "extremum" if kind in ("minimum", "maximum") else kind  # noqa: E731
    assert sorted((hook(d["kind"]), d["x"]) for d in shown) == sorted((p["kind"], p["x"]) for p in points)
    page.screenshot(path=screenshots / f"poi-{device.name}-sine.png")


def test_after_a_zoom_the_dots_and_the_list_are_those_of_the_range_in_view(open_page):
    page = open_page(DESKTOP, SINE).page
    wait_until(page, f"() => document.querySelectorAll('{DOTS}').length > 0")
    before = listed(page)
    # Zoom in 4× about x = π/2 … the view shows about −1.7 … 1.75 wide around the centre.
    page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.zoomBy(4)")
    wait_until(page, f"""() => {{
        const view = document.querySelector('{GRAPH}').graphView.visibleRanges();
        const xs = [...document.querySelectorAll('{ITEMS}')].map((item) => Number(item.getAttribute('data-x')));
        return xs.length > 0 && xs.every((x) => x >= view.xMin && x <= view.xMax);
    }}""")
    after = listed(page)
    assert len(after) < len(before)
    ranges = page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.visibleRanges()")
    expected_roots = [k * math.pi for k in range(-3, 4) if ranges["xMin"] <= k * math.pi <= ranges["xMax"]]
    assert sorted(p["x"] for p in after if p["kind"] == "root") == pytest.approx(expected_roots, abs=1e-12)
    shown = [d for d in dots(page) if d["shown"]]
    assert sorted(d["x"] for d in shown) == sorted(p["x"] for p in after)
    range_text = page.locator("[data-poi-list] [data-poi-range]").inner_text()
    assert range_text != "x from −7 to 7" and range_text.startswith("x from −")


def test_points_of_interest_false_shows_neither_list_nor_dots(open_page):
    page = open_page(DESKTOP, BELL_AREA).page
    page.wait_for_timeout(600)  # longer than the view's rest before it asks for points
    assert page.locator("[data-poi-list]").count() == 0
    assert page.locator(DOTS).count() == 0


def test_many_dots_hide_while_zooming_and_come_back_when_the_view_rests(open_page):
    """A zoom frame moves at most 64 dots one by one (a pinch on an eight-curve figure stays in budget):
    more hide until the provider's next answer, once the view has rested."""
    page = open_page(DESKTOP, SINE).page
    # The page's own provider first (it is set once its module has loaded), then one of 100 points.
    wait_until(page, f"() => document.querySelectorAll('{DOTS}').length > 0")
    page.evaluate(f"""() => {{
        const view = document.querySelector('{GRAPH}').graphView;
        view.pointsOfInterest = (xMin, xMax) => Array.from({{ length: 100 }}, (_, i) => {{
            const x = xMin + (xMax - xMin) * (i + 0.5) / 100;
            return {{ kind: 'root', x, y: 0, curves: [0] }};
        }});
    }}""")
    layer = f"{GRAPH} svg.plot-svg > g.plot-poi"
    wait_until(page, f"() => document.querySelectorAll('{DOTS}').length === 100")
    assert page.get_attribute(layer, "display") is None
    page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.zoomBy(1.5)")
    wait_until(page, f"() => document.querySelector('{layer}')?.getAttribute('display') === 'none'", timeout=2)
    # Rested: the provider answers for the new range and the dots are placed there, shown again.
    wait_until(page, f"() => document.querySelector('{layer}')?.getAttribute('display') === null")
    ranges = page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.visibleRanges()")
    xs = [d["x"] for d in dots(page)]
    assert len(xs) == 100 and ranges["xMin"] < min(xs) and max(xs) < ranges["xMax"]
