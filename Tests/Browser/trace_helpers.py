"""What the trace tests share: the plot pages they trace, the marker's and the live region's hooks
(docs/hooks.md#trace) read as numbers, and where a finger or the mouse goes."""

import math

from conftest import rgb, shared_constants
from graph_helpers import GRAPH, graph_state


BETWEEN = "plots/between-sine-and-cosine.html"  # sin x and cos x (dashed), x from −7 to 7
TANGENT = "plots/derivative-and-tangent.html"  # three curves, the third only for x from 1 to 3
HALF_CIRCLE = "plots/half-circle.html"  # √(1 − x²): undefined beyond ±1
MARKER = f"{GRAPH} svg g[data-trace]"
ANNOUNCER = f"{GRAPH} [data-trace-announcer]"
# The first two curves' colours (--curve-0, --curve-1) as getComputedStyle writes them.
CURVE_0_FILL, CURVE_1_COLOUR = (rgb(colour) for colour in shared_constants()["palette"]["curveColors"][:2])


def open_graph(open_page, device, path):
    """A plot page whose graph shows no points of interest (the page's own provider is turned off), so
    that a tap near a curve traces it rather than snapping to a dot; the trace has loaded (the view
    loads trace/tracer.js when the graph first gets focus or a pointer, as a reader's would before a tap)."""
    page = open_page(device, path).page
    page.focus(GRAPH)
    # The page sets its provider once the numerics have loaded: wait for them, then turn it off.
    page.wait_for_load_state("networkidle")
    page.evaluate(f"() => {{ document.querySelector('{GRAPH}').graphView.pointsOfInterest = null; }}")
    return page


def trace(page) -> dict | None:
    """The marker's hooks as numbers (y None where undefined) and whether it is shown, or None."""
    return page.evaluate(f"""() => {{
        const g = document.querySelector('{MARKER}');
        if (!g) return null;
        const y = g.getAttribute('data-y');
        return {{ x: Number(g.getAttribute('data-x')), y: y === 'undefined' ? null : Number(y),
                  curve: Number(g.getAttribute('data-curve')), shown: g.getAttribute('display') !== 'none' }};
    }}""")


def announced(page) -> str:
    return page.text_content(ANNOUNCER)


def box(page, selector: str) -> dict:
    return page.eval_on_selector(selector, """(e) => { const r = e.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2 }; }""")


def clear_of_finger(label: dict, finger: tuple[float, float]) -> float:
    """How far (CSS px) a label's box stays from where a finger touches."""
    dx = max(label["left"] - finger[0], 0, finger[0] - label["right"])
    dy = max(label["top"] - finger[1], 0, finger[1] - label["bottom"])
    return math.hypot(dx, dy)


def count_draws(page) -> None:
    page.evaluate(f"() => {{ window.draws = 0; document.querySelector('{GRAPH}').addEventListener('graphdraw', () => window.draws++); }}")


def near_sine(page, x: float, above: float = 6) -> tuple[float, float]:
    """A whole-pixel point `above` CSS px over sin x at x (browsers round click coordinates)."""
    client_x, client_y = graph_state(page).client_of(x, math.sin(x))
    return (round(client_x), round(client_y - above))


def reading_text(value: float, scale: float) -> str:
    """How a reading writes x at `scale` CSS px per unit on a 1× screen: to the pixel, no trailing zeros."""
    decimals = max(0, math.ceil(math.log10(scale)))
    return f"{value:.{decimals}f}".rstrip("0").rstrip(".").replace("-", "−")
