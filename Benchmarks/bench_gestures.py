"""The gestures of the browser benchmark (Benchmarks/browser-bench.py), and what each redraw, trace
move and slider change costs, read from the events the graph reports (`graphdraw`, `graphtrace`,
`plotparameters`)."""

from __future__ import annotations

from bench_site import SEEDS, percentile, wait_live

GOAL_P95_MS = 4.0
GOAL_FIGURE_P95_MS = 8.0  # a figure of 8 curves and an area
GOAL_TRACE_P95_MS = 4.0  # one pointer move while dragging the trace marker
GOAL_SLIDER_P95_MS = 6.0  # one input event of a slider: new value, redraw, area value
GOAL_SUMS_SLIDER_P95_MS = 8.0  # one input event of the n slider of two sums of up to 1000 pieces
GOAL_TAYLOR_SLIDER_P95_MS = 8.0  # one input event of the degree slider of a degree-20 Taylor polynomial

# Collects the cost of every redraw of the page's graph.
RECORDER = """
window.__frames = [];
window.__traceMoves = [];
window.__sliderChanges = [];
addEventListener('DOMContentLoaded', () => {
  const graph = document.querySelector('[data-graph]');
  graph?.addEventListener('graphdraw', (event) => window.__frames.push(event.detail.ms));
  graph?.addEventListener('graphtrace', (event) => window.__traceMoves.push(event.detail.ms));
  graph?.addEventListener('plotparameters', (event) => window.__sliderChanges.push(event.detail.ms));
});
"""



def scripted_pan(page, box) -> None:
    """A mouse drag across the graph and back: 120 moves of 4 CSS px."""
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    for i in range(1, 61):
        page.mouse.move(x - 4 * i, y + 1.5 * i)
        page.evaluate("() => new Promise(requestAnimationFrame)")
    for i in range(59, -1, -1):
        page.mouse.move(x - 4 * i, y + 1.5 * i)
        page.evaluate("() => new Promise(requestAnimationFrame)")
    page.mouse.up()


def scripted_pinch(page, session, box) -> None:
    """Two fingers spread from 80 to 400 CSS px apart (5× zoom) and back, 60 moves each way."""
    cx, cy = box["x"] + box["width"] * 0.45, box["y"] + box["height"] / 2

    def touch(kind, distance):
        points = [] if kind == "touchEnd" else [{"x": cx - distance / 2, "y": cy, "id": 0}, {"x": cx + distance / 2, "y": cy, "id": 1}]
        session.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    touch("touchStart", 80)
    distances = [80 + 320 * i / 60 for i in range(1, 61)]
    for distance in distances + distances[::-1]:
        touch("touchMove", distance)
        page.evaluate("() => new Promise(requestAnimationFrame)")
    touch("touchEnd", 0)


def scripted_trace_drag(page, box) -> tuple[list[float], int]:
    """Puts the trace marker on curve 0 a quarter of the way across, then drags it with the mouse 120
    moves of 4 CSS px to the right and back. Returns the cost of each move (ms) and how many times the
    figure was redrawn meanwhile (a marker drag should redraw nothing)."""
    start = page.evaluate("""async () => {
        const view = document.querySelector('[data-graph]').graphView;
        view.pointsOfInterest = null;
        const { xMin, xMax } = view.visibleRanges();
        await view.traceAt(0, xMin + (xMax - xMin) / 4);  // the trace's module loads on first use
        const dot = document.querySelector('[data-trace] circle').getBoundingClientRect();
        return [(dot.left + dot.right) / 2, (dot.top + dot.bottom) / 2];
    }""")
    page.evaluate("() => new Promise(requestAnimationFrame)")
    page.evaluate("() => { window.__frames = []; window.__traceMoves = []; }")
    x, y = start
    page.mouse.move(x, y)
    page.mouse.down()
    for i in list(range(1, 121)) + list(range(119, -1, -1)):
        page.mouse.move(x + 4 * i, y)
        page.evaluate("() => new Promise(requestAnimationFrame)")
    page.mouse.up()
    moves, frames = page.evaluate("[window.__traceMoves, window.__frames.length]")
    page.evaluate("() => document.querySelector('[data-graph]').graphView.endTrace()")
    return moves, frames


def scripted_slider_drag(page, name: str = "a") -> tuple[list[float], float]:
    """Drags the slider of `name` with the mouse from its left end to its right end and back, 120 moves
    each way, a frame apart (the input event fires when a move crosses one of its steps). Returns the cost of each change (ms, from the `plotparameters` event)
    and the parameter's value at the right end."""
    page.wait_for_selector(f"input[type=range][name=param-{name}]:not([disabled])")
    slider = page.locator(f"input[type=range][name=param-{name}]")
    slider.scroll_into_view_if_needed()
    box = slider.bounding_box()
    y = box["y"] + box["height"] / 2
    page.mouse.move(box["x"] + 1, y)
    page.mouse.down()
    page.evaluate("() => new Promise(requestAnimationFrame)")
    page.evaluate("() => new Promise(requestAnimationFrame)")
    page.evaluate("() => { window.__sliderChanges = []; }")
    xs = [box["x"] + 1 + (box["width"] - 2) * i / 120 for i in range(1, 121)]
    top = 0.0
    for i, x in enumerate(xs + xs[-2::-1]):
        page.mouse.move(x, y)
        page.evaluate("() => new Promise(requestAnimationFrame)")
        if i == len(xs) - 1:
            top = float(slider.input_value())
    page.evaluate("() => new Promise(requestAnimationFrame)")
    page.mouse.up()
    return page.evaluate("window.__sliderChanges"), top


def open_live(browser, url: str, has_touch: bool = False):
    """A new 1440×900 window at 2× that records every redraw, trace move and slider change, on `url`
    once its graph is live: (context, page)."""
    context = browser.new_context(viewport={"width": 1440, "height": 900}, device_scale_factor=2, has_touch=has_touch)
    context.add_init_script(RECORDER)
    page = context.new_page()
    page.goto(url)
    wait_live(page)
    return context, page


def measure_redraws(browser, base: str, runs: int, failures: list[str], parametric_only: bool = False) -> None:
    """A scripted pan and pinch on every seed plot, tan(x), the figure of eight curves, the figure with
    endpoint dots and three parametric and polar curves (those alone with `parametric_only`): the cost of each
    redraw, p50 / p95 / max per plot and gesture."""
    print("Redraw cost per frame (sampling + SVG update), 1440×900 at 2×, ms")
    print(f"{'plot':28} {'gesture':8} {'frames':>6} {'p50':>6} {'p95':>6} {'max':>6}  {'points':>6}")
    slugs = [s for s, _, _ in SEEDS] + [f"{s}-auto" for s, _, _ in SEEDS] + ["tangent", "eight-curves", "dots", "circle", "rose", "lissajous"]
    if parametric_only:
        slugs = ["circle", "rose", "lissajous"]
    for slug in slugs:
        context, page = open_live(browser, f"{base}plots/{slug}.html", has_touch=True)
        box = page.locator("[data-graph] svg.plot-svg").bounding_box()
        session = context.new_cdp_session(page)
        for gesture in ["pan", "pinch"]:
            frames = []
            for _ in range(runs):
                page.evaluate("() => { window.__frames = []; document.querySelector('[data-graph]').graphView.recenter(); }")
                page.evaluate("() => new Promise(requestAnimationFrame)")
                page.evaluate("() => { window.__frames = []; }")
                scripted_pan(page, box) if gesture == "pan" else scripted_pinch(page, session, box)
                frames += page.evaluate("window.__frames")
            points = page.evaluate("document.querySelector('[data-graph] .plot-curve').getAttribute('d').split(/[ M-]/).length / 2")
            p50, p95 = percentile(frames, 0.5), percentile(frames, 0.95)
            print(f"{slug:28} {gesture:8} {len(frames):6d} {p50:6.2f} {p95:6.2f} {max(frames):6.2f}  {points:6.0f}")
            goal = GOAL_FIGURE_P95_MS if slug == "eight-curves" else GOAL_P95_MS
            if p95 > goal:
                failures.append(f"{slug} {gesture}: p95 {p95:.2f} ms > {goal} ms")
        context.close()


def measure_trace(browser, base: str, runs: int, failures: list[str]) -> None:
    """The trace marker dragged along a curve of the figure of three curves: the cost of each move."""
    context, page = open_live(browser, f"{base}plots/three-curves.html")
    box = page.locator("[data-graph] svg.plot-svg").bounding_box()
    moves, redraws = [], 0
    for _ in range(runs):
        run_moves, run_redraws = scripted_trace_drag(page, box)
        moves += run_moves
        redraws += run_redraws
    context.close()
    p50, p95 = percentile(moves, 0.5), percentile(moves, 0.95)
    print(f"\nDragging the trace marker on a figure of three curves, 1440×900 at 2×, ms per pointer move")
    print(f"{'three-curves':28} {'trace':8} {len(moves):6d} {p50:6.2f} {p95:6.2f} {max(moves):6.2f}  redraws {redraws}")
    if p95 > GOAL_TRACE_P95_MS:
        failures.append(f"trace drag: p95 {p95:.2f} ms > {GOAL_TRACE_P95_MS} ms")
    if redraws:
        failures.append(f"trace drag: the figure was redrawn {redraws} times while the marker moved")


def measure_slider(browser, base: str, runs: int, failures: list[str]) -> None:
    """The slider of `a` dragged end to end and back on the figure with sliders, then the n slider of an upper
    and a lower sum (901 … 1000 pieces; each change computes both sums, every piece's supremum and infimum,
    and redraws their six paths): the cost of each change."""
    drag_slider(browser, f"{base}plots/sliders.html", "a", 3, runs, failures, goal=GOAL_SLIDER_P95_MS, what="slider drag",
                title="Dragging a slider (a, 0 … 3) of three curves with an area", row="sliders")
    drag_slider(browser, f"{base}plots/sums.html", "n", 1000, runs, failures, goal=GOAL_SUMS_SLIDER_P95_MS, what="sums slider drag",
                title="Dragging the n slider (901 … 1000) of an upper and a lower sum", row="sums")
    drag_slider(browser, f"{base}plots/taylor.html", "n", 20, runs, failures, goal=GOAL_TAYLOR_SLIDER_P95_MS, what="Taylor degree drag",
                title="Dragging the degree slider (0 … 20) of sin's Taylor polynomial", row="taylor", least_changes=30)


def drag_slider(browser, url: str, name: str, top: float, runs: int, failures: list[str], *, goal: float, what: str,
                title: str, row: str, least_changes: int = 50) -> None:
    """Drags the slider of `name` (whose right end is `top`) end to end and back `runs` times on `url`, and
    prints p50 / p95 / max of the changes' cost against `goal`."""
    context, page = open_live(browser, url)
    changes, tops = [], []
    for _ in range(runs):
        run_changes, reached = scripted_slider_drag(page, name)
        changes += run_changes
        tops.append(reached)
    context.close()
    p50, p95 = percentile(changes, 0.5), percentile(changes, 0.95)
    print(f"\n{title}, 1440×900 at 2×, ms per input event")
    print(f"{row:28} {'slider':8} {len(changes):6d} {p50:6.2f} {p95:6.2f} {max(changes):6.2f}  {name} at the end {max(tops):g}")
    if p95 > goal:
        failures.append(f"{what}: p95 {p95:.2f} ms > {goal} ms")
    # The first two sliders have 30 or more steps: a change per step each way is at least 60 changes a run; the
    # degree slider has 20 steps, at least 40 a run.
    if len(changes) < least_changes * runs or max(tops) != top:
        failures.append(f"{what}: {len(changes)} changes, {name} reached {max(tops):g}: the drag did not move the slider end to end")
