"""Before the live view (docs/architecture.md#delivery): a plot page's first script, plot-boot.js, is all a phone loads before
the graph takes gestures. The build-time picture moves with drags, pinches, the wheel, double-taps and
keys at once; the live view loads when the reader first reaches for the graph, and takes over exactly
where the picture was left (same view, same drawing as if the live view had made the gesture itself)."""

import math

import pytest

from conftest import DESKTOP, PHONE, PHONE_LANDSCAPE, Device, wait_live
from graph_helpers import GRAPH, Touch, graph_state, mouse_drag, wait_until

SINE_AND_COSINE = "plots/between-sine-and-cosine.html"  # sin x and cos x (dashed), x from −7 to 7
SLIDERS = "plots/sine-with-sliders.html"
SHOWN_SVG = f"{GRAPH} svg.plot-svg"
MARKER = f"{GRAPH} svg g[data-trace]"
LIVE_VIEW_MODULES = ("live-view", "plot-page", "graph-view", "sampler", "expression/parser")
# A desktop whose graph column shows the 800 px drawing at the size it was drawn: the live view waits
# for the reader's reach there (on a wider screen it takes over once the page is idle).
LAPTOP = Device("laptop", 1180, 820, 1, False)


def requested_scripts(context, ending: str = ".js") -> list[str]:
    scripts: list[str] = []
    context.on("request", lambda request: scripts.append(request.url) if request.url.endswith(ending) else None)
    return scripts


def is_live(page) -> bool:
    return page.get_attribute(GRAPH, "data-graph-live") is not None


def picture_box(page) -> dict:
    """Where the shown drawing is on the page (CSS px): the boot's CSS transform moves it."""
    return page.eval_on_selector(GRAPH, """(graph) => {
        const shown = [...graph.querySelectorAll('svg.plot-svg')].find((svg) => svg.getClientRects().length > 0);
        const r = shown.getBoundingClientRect();
        return { left: r.left, top: r.top, width: r.width, height: r.height };
    }""")


class LiveViewHeldBack:
    """Holds the live view's first module in the network until `release`: the reader's gestures come first."""

    PATTERN = "**/js/live-view.*"

    def __init__(self, page):
        self.page = page
        self.held = []
        page.route(self.PATTERN, lambda route: self.held.append(route))

    def release(self) -> None:
        for route in self.held:
            route.continue_()
        self.page.unroute(self.PATTERN)


def graph_centre(page) -> tuple[float, float]:
    """The middle of the graph on the page (before the live view, graph_state reads the build's frame)."""
    box = page.locator(GRAPH).bounding_box()
    return (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def live_outcome(page) -> dict:
    """What the live view shows: its view hooks and the curves' path data, once it has drawn."""
    page.evaluate("() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))")
    state = graph_state(page)
    return {
        "scale": state.scale, "origin_x": state.origin_x, "origin_y": state.origin_y,
        "curves": page.eval_on_selector_all(f"{GRAPH} .plot-curve", "(paths) => paths.map((p) => p.getAttribute('d'))"),
        "transforms": page.eval_on_selector_all(f"{GRAPH} svg.plot-svg", "(svgs) => svgs.map((s) => s.style.transform)"),
    }


def assert_same_view(before_live: dict, made_live: dict) -> None:
    assert before_live["scale"] == pytest.approx(made_live["scale"], rel=1e-9)
    assert before_live["origin_x"] == pytest.approx(made_live["origin_x"], abs=1e-6)
    assert before_live["origin_y"] == pytest.approx(made_live["origin_y"], abs=1e-6)
    assert before_live["curves"] == made_live["curves"], "the live view draws the same curves either way"
    assert before_live["transforms"] == [""], "the picture is no longer moved by CSS: the live view draws the move"


def test_the_first_visit_loads_only_the_boot_script_until_the_reader_reaches_for_the_graph(open_page, cubic):
    context = open_page.context(PHONE)
    scripts = requested_scripts(context)
    styles = requested_scripts(context, ".css")
    page = open_page(PHONE, cubic.path, context=context, live=False).page
    page.wait_for_load_state("networkidle")
    # What a live graph adds to the styles (its popover, trace, dots) is linked disabled until then.
    assert not [url for url in styles if "/graph-live." in url], styles
    assert page.get_attribute(GRAPH, "data-graph-ready") == ""
    assert not is_live(page)
    assert [url for url in scripts if any(f"/{name}." in url for name in LIVE_VIEW_MODULES)] == []
    assert any("/plot-boot." in url for url in scripts)
    # The print handout is the boot's: the Print button is there at once.
    assert page.is_visible("[data-print]")
    # A finger on the graph is a reach: the live view loads, its modules bundled into one file (a
    # phone would otherwise wait several round trips for some sixty small files).
    before_reach = len(scripts)
    Touch(page).drag(graph_centre(page), (0, 0), steps=1)
    page.wait_for_selector(f"{GRAPH}[data-graph-live]", state="attached", timeout=10_000)
    loaded = scripts[before_reach:]
    assert [url for url in loaded if "/js/live-view." in url], loaded
    assert not [url for url in loaded if any(f"/{name}." in url for name in LIVE_VIEW_MODULES[1:])], loaded
    assert [url for url in styles if "/graph-live." in url], styles
    wait_until(page, "() => getComputedStyle(document.querySelector('.graph-trace-announcer')).position === 'absolute'")


def drawn_scale(page) -> float:
    """How much larger than drawn the shown drawing is on screen (1: at the size it was drawn for); it fits
    its box keeping its proportions."""
    return page.eval_on_selector(GRAPH, """(graph) => {
        const shown = [...graph.querySelectorAll('svg.plot-svg')].find((svg) => svg.getClientRects().length > 0);
        const box = shown.getBoundingClientRect();
        return Math.min(box.width / shown.viewBox.baseVal.width, box.height / shown.viewBox.baseVal.height);
    }""")


def tick_label_size(page) -> float:
    """The CSS px height of the graph's tick labels as they are on screen."""
    return page.eval_on_selector(f"{GRAPH} svg.plot-svg", """(svg) => {
        const label = [...svg.querySelectorAll('text')].find((text) => /^−?\\d+(\\.\\d+)?$/.test(text.textContent.trim()));
        const size = parseFloat(getComputedStyle(label).fontSize);
        return size * svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    }""")


def test_a_wide_screen_takes_the_live_view_over_before_the_first_reach(open_page, sine):
    """At 1440 px the 800 px drawing is shown some 980 px wide, its tick labels scaled with it: the live
    view takes over while the page is idle, so that the first reach changes nothing drawn."""
    page = open_page(DESKTOP, sine.path, live=False).page
    page.wait_for_selector(f"{GRAPH}[data-graph-live]", state="attached", timeout=10_000)
    # (The build draws the page's graph 800 px wide.)
    assert page.eval_on_selector(f"{GRAPH} svg.plot-svg", "(svg) => svg.getBoundingClientRect().width") > 1.1 * 800
    assert tick_label_size(page) == pytest.approx(12, abs=0.1), "drawn at the size it is shown"
    drawn = """(svg) => ({ curves: [...svg.querySelectorAll('.plot-curve')].map((path) => path.getAttribute('d')),
        labels: [...svg.querySelectorAll('text')].filter((text) => !text.closest('[data-trace]'))
            .map((text) => [text.textContent, text.getAttribute('x'), text.getAttribute('y')]) })"""
    before = page.eval_on_selector(f"{GRAPH} svg.plot-svg", drawn)
    page.hover(GRAPH)
    page.wait_for_timeout(300)
    assert page.eval_on_selector(f"{GRAPH} svg.plot-svg", drawn) == before, "the reach redraws nothing"


def test_where_the_drawing_is_shown_at_its_size_or_on_a_touch_screen_nothing_loads_before_a_reach(open_page, sine):
    for device in (PHONE, LAPTOP, PHONE_LANDSCAPE):
        # A phone held sideways (a mobile viewport) shows its drawing scaled to fit the screen's height.
        options = {"is_mobile": True} if device is PHONE_LANDSCAPE else {}
        page = open_page(device, sine.path, live=False, **options).page
        if device is PHONE_LANDSCAPE:
            # Not at the size it was drawn, but a phone's data waits for a touch.
            assert abs(drawn_scale(page) - 1) > 0.05
        else:
            assert drawn_scale(page) == pytest.approx(1, abs=0.05)
        page.wait_for_load_state("networkidle")
        page.wait_for_timeout(2500)  # longer than the idle wait's limit
        assert not is_live(page), device.name


@pytest.mark.parametrize("reach", ["hover", "focus"])
def test_a_pointer_over_the_graph_or_focus_on_it_loads_the_live_view(open_page, sine, reach):
    page = open_page(LAPTOP, sine.path, live=False).page
    page.wait_for_load_state("networkidle")
    assert not is_live(page)
    page.hover(GRAPH) if reach == "hover" else page.focus(GRAPH)
    page.wait_for_selector(f"{GRAPH}[data-graph-live]", state="attached", timeout=10_000)


def test_a_drag_before_the_live_view_moves_the_picture_and_the_live_view_continues_from_there(open_page, cubic):
    page = open_page(LAPTOP, cubic.path, live=False).page
    page.wait_for_load_state("networkidle")
    start = graph_centre(page)
    before = picture_box(page)
    # Hold the live view back while the drag is under way: the picture must move by itself.
    held = LiveViewHeldBack(page)
    page.mouse.move(*start)
    page.mouse.down()
    page.mouse.move(start[0] + 90, start[1] - 45, steps=9)
    moved = picture_box(page)
    assert not is_live(page)
    assert (moved["left"] - before["left"], moved["top"] - before["top"]) == pytest.approx((90, -45), abs=0.01)
    held.release()
    page.mouse.up()
    wait_live(page)
    after_boot = live_outcome(page)

    control = open_page(LAPTOP, cubic.path).page
    mouse_drag(control, start, (90, -45), steps=9)
    assert_same_view(after_boot, live_outcome(control))


def test_a_pinch_on_a_phone_before_the_live_view_zooms_the_picture_as_the_live_view_would(open_page, sine):
    page = open_page(PHONE, sine.path, live=False).page
    page.wait_for_load_state("networkidle")
    centre = graph_centre(page)
    Touch(page).pinch((centre[0] - 40, centre[1] + 10), 60, 150, steps=6)
    wait_live(page)
    after_boot = live_outcome(page)

    control = open_page(PHONE, sine.path).page
    assert after_boot["scale"] > 2 * graph_state(control).scale
    Touch(control).pinch((centre[0] - 40, centre[1] + 10), 60, 150, steps=6)
    assert_same_view(after_boot, live_outcome(control))


def test_keys_and_the_wheel_before_the_live_view_count(open_page, sine):
    page = open_page(LAPTOP, sine.path, live=False).page
    page.wait_for_load_state("networkidle")
    held = LiveViewHeldBack(page)  # the live view arrives after the keys
    page.focus(GRAPH)
    for key in ["ArrowRight", "ArrowRight", "+", "ArrowUp"]:
        page.keyboard.press(key)
    centre = graph_centre(page)
    page.mouse.move(centre[0] + 100, centre[1] - 30)
    page.mouse.wheel(0, -120)
    assert not is_live(page)
    held.release()
    wait_live(page)
    after_boot = live_outcome(page)

    control = open_page(LAPTOP, sine.path).page
    control.focus(GRAPH)
    for key in ["ArrowRight", "ArrowRight", "+", "ArrowUp"]:
        control.keyboard.press(key)
    control.mouse.move(centre[0] + 100, centre[1] - 30)
    control.mouse.wheel(0, -120)
    assert_same_view(after_boot, live_outcome(control))


def test_a_double_click_before_the_live_view_moves_the_origin_there(open_page, sine):
    page = open_page(LAPTOP, sine.path, live=False).page
    page.wait_for_load_state("networkidle")
    held = LiveViewHeldBack(page)
    box = picture_box(page)
    # Whole pixels: mouse events report integer coordinates.
    click = (round(box["left"] + 200), round(box["top"] + 120))
    page.mouse.dblclick(*click)
    held.release()
    wait_live(page)
    live_outcome(page)
    state = graph_state(page)
    assert (state.origin_x, state.origin_y) == pytest.approx((click[0] - box["left"], click[1] - box["top"]), abs=0.01)


def test_a_tap_on_a_curve_before_the_live_view_is_traced_once_it_is_there(open_page):
    page = open_page(LAPTOP, SINE_AND_COSINE, live=False).page
    page.wait_for_load_state("networkidle")
    held = LiveViewHeldBack(page)
    # The build's picture: x from −7 to 7 across the graph, sin x at x = 0.9 (no point of interest near).
    box = page.locator(GRAPH).bounding_box()
    view = page.eval_on_selector(GRAPH, "(g) => ({ width: +g.dataset.width, height: +g.dataset.height, scale: +g.dataset.scale, scaleY: +g.dataset.scaleY, ox: +g.dataset.originX, oy: +g.dataset.originY })")
    k = box["width"] / view["width"]
    x = 0.9
    click = (box["x"] + k * (view["ox"] + x * view["scale"]), box["y"] + k * (view["oy"] - math.sin(x) * view["scaleY"]))
    page.mouse.click(*click)
    assert page.query_selector(MARKER) is None
    held.release()
    wait_live(page)
    wait_until(page, f"() => document.querySelector('{MARKER}') !== null")
    traced = page.eval_on_selector(MARKER, "(g) => ({ x: Number(g.dataset.x), curve: Number(g.dataset.curve) })")
    assert traced["curve"] == 0
    assert traced["x"] == pytest.approx(x, abs=0.05)


def test_pages_that_need_the_live_view_load_it_without_a_reach(open_page, cubic):
    # Sliders do nothing without it.
    page = open_page(LAPTOP, SLIDERS, live=False).page
    page.wait_for_selector(f"{GRAPH}[data-graph-live]", state="attached", timeout=10_000)
    page.wait_for_selector("#param-a:enabled", timeout=10_000)
    # A graph whose view was remembered shows it at once, not the build's picture.
    page = open_page(LAPTOP, cubic.path).page
    mouse_drag(page, graph_state(page).centre, (60, 20))
    moved = graph_state(page)
    page.evaluate("() => dispatchEvent(new Event('pagehide'))")
    page.reload()
    page.wait_for_selector(f"{GRAPH}[data-graph-live]", state="attached", timeout=10_000)
    assert graph_state(page).origin_x == pytest.approx(moved.origin_x, abs=0.01)


def test_a_figure_with_areas_is_taken_over_without_a_frame_of_the_unmoved_picture(open_page):
    # The live view of a figure with areas waits for their outlines before it takes over: meanwhile the
    # picture stays where the gesture left it, and the live view measures the drawing as laid out.
    page = open_page(LAPTOP, "plots/bell-curve-area.html", live=False).page
    page.wait_for_load_state("networkidle")
    held = LiveViewHeldBack(page)
    page.evaluate("""() => {
        window.frameLog = [];
        const graph = document.querySelector('[data-graph]');
        const log = () => {
            const moved = [...graph.querySelectorAll('svg.plot-svg')].some((svg) => svg.style.transform !== '');
            window.frameLog.push({ moved, live: graph.hasAttribute('data-graph-live') });
            requestAnimationFrame(log);
        };
        requestAnimationFrame(log);
    }""")
    start = graph_centre(page)
    mouse_drag(page, start, (120, 40), steps=6)
    held.release()
    wait_live(page)
    after_boot = live_outcome(page)
    frames = page.evaluate("window.frameLog")
    first_moved = next(i for i, frame in enumerate(frames) if frame["moved"])
    assert not [frame for frame in frames[first_moved:] if not frame["moved"] and not frame["live"]], "a frame showed the picture unmoved"

    control = open_page(LAPTOP, "plots/bell-curve-area.html").page
    mouse_drag(control, start, (120, 40), steps=6)
    assert_same_view(after_boot, live_outcome(control))
