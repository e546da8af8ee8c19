"""Reading a graph's state and driving it with real input: mouse, touch and two-finger pinches
sent through the Chrome DevTools Protocol (Input.dispatchTouchEvent), as a person would."""

from __future__ import annotations

import math
import re
import time
from dataclasses import dataclass

from playwright.sync_api import Page

GRAPH = "[data-graph]"


@dataclass(frozen=True)
class GraphState:
    """The hook attributes (docs/hooks.md#the-graphs-root) and the graph's box on the page (CSS px, viewport coordinates)."""

    scale: float
    scale_y: float
    origin_x: float
    origin_y: float
    left: float
    top: float
    width: float
    height: float

    def data_at(self, client_x: float, client_y: float) -> tuple[float, float]:
        """The data point under a point of the page."""
        return ((client_x - self.left - self.origin_x) / self.scale, (self.origin_y - (client_y - self.top)) / self.scale_y)

    def client_of(self, x: float, y: float) -> tuple[float, float]:
        """Where a data point is on the page."""
        return (self.left + self.origin_x + x * self.scale, self.top + self.origin_y - y * self.scale_y)

    @property
    def centre(self) -> tuple[float, float]:
        return (self.left + self.width / 2, self.top + self.height / 2)


def graph_state(page: Page) -> GraphState:
    values = page.eval_on_selector(GRAPH, """(graph) => {
        const box = graph.querySelector('svg.plot-svg').getBoundingClientRect();
        const number = (name) => Number(graph.getAttribute(name));
        return [number('data-scale'), number('data-scale-y'), number('data-origin-x'), number('data-origin-y'),
                box.left, box.top, box.width, box.height];
    }""")
    return GraphState(*values)


def settle(page: Page) -> None:
    """Waits for two animation frames, so a scheduled redraw has happened."""
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def curve_subpaths(page: Page) -> list[list[tuple[float, float]]]:
    """The curve's subpaths in SVG units (CSS px from the graph's corner)."""
    return parse_path(page.get_attribute(f"{GRAPH} .plot-curve", "d") or "")


def parse_path(d: str) -> list[list[tuple[float, float]]]:
    """Subpaths of a path as the renderers write it: `M x y`, then the other points relative to the one
    before (`l dx dy dx dy …`), a lone point as `h0`, an area's outline closed by `Z`."""
    number = re.compile(r"-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?")
    subpaths = []
    for part in re.split(r"(?=M)", d):
        if not part:
            continue
        assert part[0] == "M", f"unexpected path data {part[:40]!r}"
        start, _, relative = part[1:].replace("h0", "").rstrip("Z").partition("l")
        x, y = (float(n) for n in number.findall(start))
        points = [(x, y)]
        steps = [float(n) for n in number.findall(relative)]
        for dx, dy in zip(steps[0::2], steps[1::2]):
            x, y = x + dx, y + dy
            points.append((x, y))
        subpaths.append(points)
    return subpaths


def distance_to_polyline(point, polylines) -> float:
    """The distance from a point to the nearest of some polylines."""
    px, py = point
    best = math.inf
    for line in polylines:
        if len(line) == 1:
            best = min(best, math.dist(point, line[0]))
        for (ax, ay), (bx, by) in zip(line, line[1:]):
            dx, dy = bx - ax, by - ay
            length = dx * dx + dy * dy
            t = 0 if length == 0 else max(0, min(1, ((px - ax) * dx + (py - ay) * dy) / length))
            best = min(best, math.hypot(px - ax - t * dx, py - ay - t * dy))
    return best


# --- Input


def mouse_drag(page: Page, start: tuple[float, float], delta: tuple[float, float], steps: int = 8) -> None:
    page.mouse.move(*start)
    page.mouse.down()
    page.mouse.move(start[0] + delta[0], start[1] + delta[1], steps=steps)
    page.mouse.up()


class Touch:
    """Multi-finger touch through CDP: each call is one touch event with every finger down."""

    def __init__(self, page: Page):
        self.page = page
        self.session = page.context.new_cdp_session(page)

    def send(self, kind: str, points: list[tuple[float, float]]) -> None:
        self.session.send("Input.dispatchTouchEvent", {
            "type": kind,
            "touchPoints": [{"x": x, "y": y, "id": index, "radiusX": 1, "radiusY": 1, "force": 1} for index, (x, y) in enumerate(points)],
        })

    def drag(self, start: tuple[float, float], delta: tuple[float, float], steps: int = 8) -> None:
        """One finger down at `start`, moved by `delta`, lifted."""
        self.send("touchStart", [start])
        for step in range(1, steps + 1):
            self.send("touchMove", [(start[0] + delta[0] * step / steps, start[1] + delta[1] * step / steps)])
        self.send("touchEnd", [])

    def pinch(self, centre: tuple[float, float], start_distance: float, end_distance: float, steps: int = 10,
              angle: float = 0.0) -> None:
        """Two fingers on either side of `centre`, moved from one distance apart to another."""
        cos, sin = math.cos(angle), math.sin(angle)

        def fingers(distance):
            half = distance / 2
            return [(centre[0] - half * cos, centre[1] - half * sin), (centre[0] + half * cos, centre[1] + half * sin)]

        self.send("touchStart", fingers(start_distance))
        for step in range(1, steps + 1):
            self.send("touchMove", fingers(start_distance + (end_distance - start_distance) * step / steps))
        self.send("touchEnd", [])


def wait_until(page: Page, function: str, arg=None, timeout: float = 5.0) -> None:
    """Polls `function` (JS, called with `arg`) until it returns true. Playwright's own
    wait_for_function evaluates its predicate with eval when it polls, which the pages' CSP forbids."""
    deadline = time.monotonic() + timeout
    while not page.evaluate(function, arg):
        assert time.monotonic() < deadline, f"timed out waiting for {function}"
        page.wait_for_timeout(20)
