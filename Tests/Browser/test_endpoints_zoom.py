"""The live view's endpoint guarantees at every zoom (docs/site.md#endpoint-dots): zoomed in 1×, 10×, 10³× and
10⁶× about the jump, the hole and the lone value of {x < 1: x², x = 2: 3, 3 − x}, on a phone and on a laptop,
the drawn curve (`path[data-curve]`, docs/hooks.md#endpoint-dots) never joins the hole at (2, 1) to the value
(2, 3), nor the two sides of the jump at x = 1, and the dots in view are the ones the function has there."""

from __future__ import annotations

import pytest

from conftest import PHONE, Device, own_site
from graph_helpers import GRAPH, parse_path, settle

LAPTOP = Device("laptop", 1280, 800, 2, False)

MANIFEST = {
    "title": "Deep zoom",
    "plots": [{"title": "Cases", "slug": "cases", "xMin": -1, "xMax": 4, "yMin": -1, "yMax": 4,
               "curves": [{"expression": "{x < 1: x^2, x = 2: 3, 3 - x}", "label": "f(x)"}]}],
}

zoom_site, open_zoom = own_site("zoom", "gallery.json", MANIFEST)

# The places the function is not continuous at, and its dots there.
DISCONTINUITIES = [1, 2]
DOTS = [("open", 1, 1), ("closed", 1, 2), ("open", 2, 1), ("closed", 2, 3)]
# Where the reader zooms in: the jump's two ends, the hole and the lone value.
CENTRES = {"jump's open end": (1, 1), "jump's value": (1, 2), "hole": (2, 1), "lone value": (2, 3)}
ZOOMS = [1, 10, 1e3, 1e6]


def f(x: float) -> float:
    return x * x if x < 1 else 3 if x == 2 else 3 - x


def frame(page) -> dict:
    return page.evaluate(f"""() => {{
        const graph = document.querySelector('{GRAPH}');
        const [, , width, height] = graph.querySelector('svg.plot-svg').getAttribute('viewBox').split(' ').map(Number);
        return {{ ...graph.graphView.visibleRanges(), width, height }};
    }}""")


def zoom_about(page, point: tuple[float, float], factor: float) -> dict:
    """A window 5 units wide with `point` three quarters of the way across (where a device-pixel column edge
    lies on a screen whose width is a multiple of 4 device px: the sampling lands on the point), then zoomed
    in `factor` times about `point`, as a pinch there does: the frame."""
    x, y = point
    page.evaluate(f"([x, y]) => document.querySelector('{GRAPH}').graphView.showRanges({{xMin: x - 3.75, xMax: x + 1.25, yMin: y - 3.5, yMax: y + 1.5}})", [x, y])
    start = frame(page)
    x = (point[0] - start["xMin"]) / (start["xMax"] - start["xMin"]) * start["width"]
    y = (start["yMax"] - point[1]) / (start["yMax"] - start["yMin"]) * start["height"]
    page.evaluate(f"([factor, x, y]) => document.querySelector('{GRAPH}').graphView.zoomBy(factor, x, y)", [factor, x, y])
    settle(page)
    return frame(page)


def false_lines(page, view: dict) -> list[str]:
    """The drawn lines that stray more than a CSS px from the function between their ends: a line joining the
    hole to the value, or the jump's sides, does. Points within 0.05 CSS px of a discontinuity are not read
    (the path data's rounding could put them on its other side)."""
    d = " ".join(page.eval_on_selector_all(f"{GRAPH} svg.plot-svg path[data-curve]", "(paths) => paths.map((p) => p.getAttribute('d'))"))
    x_per_px = (view["xMax"] - view["xMin"]) / view["width"]
    px_per_y = view["height"] / (view["yMax"] - view["yMin"])
    found = []
    for subpath in parse_path(d):
        for (ax, ay), (bx, by) in zip(subpath, subpath[1:]):
            for t in (0.25, 0.5, 0.75):
                sx, sy = ax + t * (bx - ax), ay + t * (by - ay)
                x = view["xMin"] + sx * x_per_px
                if any(abs(x - c) < 0.05 * x_per_px for c in DISCONTINUITIES):
                    continue
                row = (view["yMax"] - f(x)) * px_per_y
                if abs(min(max(row, -20), view["height"] + 20) - sy) > 1:
                    found.append(f"({ax}, {ay}) → ({bx}, {by}) is at {sy} where f({x}) is at {row}")
                    break
    return found


def dots_in_view(page) -> list[tuple[str, float, float]]:
    found = page.eval_on_selector_all(f"{GRAPH} svg.plot-svg:not(.plot-svg-compact) circle[data-endpoint]", """(circles) => circles.map((c) =>
        [c.getAttribute('data-endpoint'), Number(c.getAttribute('data-x')), Number(c.getAttribute('data-y'))])""")
    return sorted((kind, round(x, 9), round(y, 9)) for kind, x, y in found)


def expected_dots(view: dict) -> list[tuple[str, float, float]]:
    """The function's dots whose centres are in the frame (a dot within a pixel of an edge may go either way)."""
    return sorted((kind, x, y) for kind, x, y in DOTS if view["xMin"] <= x <= view["xMax"] and view["yMin"] <= y <= view["yMax"])


@pytest.mark.parametrize("device", [PHONE, LAPTOP], ids=["phone", "laptop"])
@pytest.mark.parametrize("centre", list(CENTRES), ids=list(CENTRES))
def test_zoomed_in_no_line_joins_a_hole_a_lone_value_or_a_jumps_sides(open_zoom, device, centre):
    page = open_zoom(device, "plots/cases.html").page
    for factor in ZOOMS:
        view = zoom_about(page, CENTRES[centre], factor)
        assert view["xMax"] - view["xMin"] == pytest.approx(5 / factor, rel=0.5), factor
        assert false_lines(page, view) == [], f"{factor}×"
        assert dots_in_view(page) == expected_dots(view), f"{factor}×"


def test_the_reported_frame_on_a_phone_has_no_line_up_from_the_hole(open_zoom):
    """The frame the issue was found in: x 1.4 … 2.2, y 0.85 … 1.33 on a phone, where x = 2 is a column edge
    and the value (2, 3) lies above the frame."""
    page = open_zoom(PHONE, "plots/cases.html").page
    page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.showRanges({{xMin: 1.4, xMax: 2.2, yMin: 0.85, yMax: 1.33}})")
    settle(page)
    view = frame(page)
    assert false_lines(page, view) == []
    assert dots_in_view(page) == [("open", 2, 1)]
