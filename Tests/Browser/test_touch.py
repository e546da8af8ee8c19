"""A phone is a full reader (docs/site.md#on-a-phone): touch that cooperates with the page, full screen,
Reset view, and a remembered view that says so — read through real CDP touch input
(Input.dispatchTouchEvent: one finger, two fingers) on a phone upright (390 × 844) and on its side
(844 × 390) and on a tablet (820 × 1180).

- A one-finger swipe on a graph that is mostly vertical scrolls the page (the graph's touch-action is
  pan-y: the browser takes the swipe, as it does beside the graph); the first such swipe says once, over
  the graph, "Use two fingers to move the graph" (in German too). A sideways drag pans along x, two
  fingers pan and zoom in every direction, and the page's own zoom stays at 1. A drag that starts on
  the trace marker moves the trace whichever way it goes.
- In a course page (another origin) with two embedded figures, a swipe that starts on a figure scrolls
  the course page.
- Full screen gives the graph and its sliders the screen; there one finger pans every way; Escape and
  Back leave. A phone on its side shows the graph filling the height, its sliders beside it.
- Reset view is a labelled button that shows while the view is not the figure's own; a remembered view
  is announced after a reload, and forgotten once reset.
- With the x-axis above the window, its tick labels keep the top row to themselves.
Every page also fails on a console error, an exception or a CSP violation (conftest)."""

from __future__ import annotations

import math

import pytest
from axe_playwright_python.sync_playwright import Axe

from conftest import PHONE, TABLET_PORTRAIT, Device, own_site
from graph_helpers import GRAPH, Touch, graph_state, settle, wait_until
from test_embeds import host

# Swipes and flicks read how the browser scrolls: alone on the machine, after the other tests (Tests/run.sh).
pytestmark = pytest.mark.serial

PHONE_LANDSCAPE = Device("phone-landscape", 844, 390, 3, True)
IN_HAND = [PHONE, PHONE_LANDSCAPE, TABLET_PORTRAIT]
SLIDERS = "plots/sine-with-sliders.html"
TWO_FINGERS = "Use two fingers to move the graph"
REMEMBERED = "Showing the view you left; Reset view returns to the figure."
RESET = f"{GRAPH} .graph-toolbar button:text-is('Reset view')"
FULL_SCREEN = f"{GRAPH} button[aria-label='Full screen']"
# Counts the notices shown over the graph from now on (notices/graph-notice.js adds one per notice).
COUNT_NOTICES = """() => {
    window.notices = [];
    new MutationObserver((changes) => changes.forEach((change) => change.addedNodes.forEach((node) => {
        if (node.classList?.contains('graph-notice')) window.notices.push(node.textContent);
    }))).observe(document.querySelector('[data-graph]'), { childList: true });
}"""

german_site, open_german = own_site("german", "gallery.json", {"language": "de", "plots": [
    {"expression": "sin(x)", "xMax": 7, "slug": "welle", "title": "Eine Welle", "notes": "Eine lange Seite. " * 80},
]})


def opened(open_page, device: Device, path: str = SLIDERS, **options):
    """A live page with a mobile browser's viewport on phones (is_mobile), and the notices counted."""
    page = open_page(device, path, is_mobile=device.width < 600 or device.height < 600, **options).page
    page.evaluate(COUNT_NOTICES)
    return page


def swipe(page, start: tuple[float, float], delta: tuple[float, float]) -> None:
    """A finger's swipe: ten touch moves."""
    Touch(page).drag(start, delta, steps=10)


def swipe_and_wait_for_the_scroll(page, start: tuple[float, float], delta: tuple[float, float]) -> None:
    """A swipe that scrolls the page, and waits until the scroll has come to rest (a flick glides on: its
    `scrollend` comes once it stops)."""
    page.evaluate("() => { window.scrolled = false; addEventListener('scrollend', () => { window.scrolled = true; }, { once: true }); }")
    swipe(page, start, delta)
    wait_until(page, "() => window.scrolled")


def centre_on_screen(page) -> tuple[float, float]:
    """The middle of the graph's part that is on screen."""
    state = graph_state(page)
    top, bottom = max(state.top, 0), min(state.top + state.height, page.viewport_size["height"])
    return state.left + state.width / 2, (top + bottom) / 2


def view_of(state) -> tuple[float, float, float, float]:
    return state.origin_x, state.origin_y, state.scale, state.scale_y


# --- Cooperative touch


@pytest.mark.parametrize("device", IN_HAND, ids=lambda d: d.name)
def test_a_vertical_swipe_on_the_graph_scrolls_the_page_and_says_once_to_use_two_fingers(open_page, device: Device):
    page = opened(open_page, device)
    before = graph_state(page)
    swipe_and_wait_for_the_scroll(page, centre_on_screen(page), (4, -150))
    assert page.evaluate("scrollY") > 40
    assert view_of(graph_state(page)) == view_of(before), "the graph did not move"
    wait_until(page, "() => window.notices.length > 0")
    assert page.evaluate("window.notices") == [TWO_FINGERS]
    assert page.get_attribute(f"{GRAPH} .graph-notice", "aria-hidden") == "true", "for the eyes: a screen reader's swipes are its own"

    # The next swipe scrolls again and says nothing more.
    scrolled = page.evaluate("scrollY")
    swipe_and_wait_for_the_scroll(page, centre_on_screen(page), (-3, 110))
    assert page.evaluate("scrollY") < scrolled - 30
    assert page.evaluate("window.notices") == [TWO_FINGERS]
    assert view_of(graph_state(page)) == view_of(before)


@pytest.mark.parametrize("device", IN_HAND, ids=lambda d: d.name)
def test_a_sideways_drag_pans_along_x_and_two_fingers_pan_and_zoom_every_way(open_page, device: Device):
    page = opened(open_page, device)
    touch = Touch(page)
    start = graph_state(page)
    touch.drag(centre_on_screen(page), (70, 25), steps=10)
    settle(page)
    sideways = graph_state(page)
    assert (sideways.origin_x - start.origin_x, sideways.origin_y) == (pytest.approx(70, abs=0.05), start.origin_y)
    assert page.evaluate("scrollY") == 0

    # Two fingers moved up together: the graph follows them up, the page stays.
    x, y = centre_on_screen(page)
    touch.send("touchStart", [(x - 50, y + 30), (x + 50, y + 30)])
    for step in range(1, 11):
        touch.send("touchMove", [(x - 50, y + 30 - 6 * step), (x + 50, y + 30 - 6 * step)])
    touch.send("touchEnd", [])
    settle(page)
    upward = graph_state(page)
    assert upward.origin_y - sideways.origin_y == pytest.approx(-60, abs=0.05)
    assert upward.origin_x == pytest.approx(sideways.origin_x, abs=0.05)

    # Two fingers apart: the graph zooms, the page does not.
    touch.pinch((x, y), 60, 150, steps=12, angle=math.pi / 5)
    settle(page)
    pinched = graph_state(page)
    assert pinched.scale / upward.scale == pytest.approx(150 / 60, rel=0.03)
    assert page.evaluate("[scrollY, visualViewport.scale]") == [0, 1]
    assert page.evaluate("window.notices") == [], "nothing scrolled the page, so there was nothing to say"


def test_a_drag_that_starts_on_the_trace_marker_traces_whichever_way_it_goes(open_page):
    page = opened(open_page, PHONE, "plots/derivative-and-tangent.html")
    page.locator(GRAPH).scroll_into_view_if_needed()
    page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.traceAt(0, -1.2)")
    settle(page)
    state, scrolled = graph_state(page), page.evaluate("scrollY")
    dot = page.eval_on_selector(f"{GRAPH} [data-trace] circle", "(c) => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))]")
    # Mostly up: beside the marker this would scroll the page; on it, it traces.
    swipe(page, (state.left + dot[0] + 3, state.top + dot[1] - 3), (36, -140))
    settle(page)
    traced = page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.trace")
    # The marker follows the finger's x: 3 px right of the dot's centre, then 36 px further.
    assert traced["curve"] == 0 and traced["x"] == pytest.approx(-1.2 + 39 / state.scale, abs=1.5 / state.scale)
    assert page.evaluate("scrollY") == scrolled
    assert view_of(graph_state(page)) == view_of(state)


def test_before_the_live_view_a_swipe_scrolls_the_page_and_the_live_view_then_says_to_use_two_fingers(open_page):
    page = open_page(PHONE, SLIDERS.replace("sine-with-sliders", "cubic"), live=False, is_mobile=True).page
    page.wait_for_selector(f"{GRAPH}[data-graph-ready]", state="attached")
    page.evaluate(COUNT_NOTICES)
    box = page.locator(GRAPH).bounding_box()
    swipe(page, (box["x"] + box["width"] / 2, box["y"] + box["height"] / 3), (3, -160))
    wait_until(page, "() => scrollY > 40")
    wait_until(page, "() => window.notices.length > 0", timeout=10)
    assert page.evaluate("window.notices") == [TWO_FINGERS]
    assert page.get_attribute(GRAPH, "data-view-moved") is None, "the build-time picture did not move"


def test_the_notice_is_in_the_sites_language(open_german):
    page = open_german(PHONE, "plots/welle.html", is_mobile=True).page
    page.evaluate(COUNT_NOTICES)
    swipe(page, centre_on_screen(page), (2, -120))
    wait_until(page, "() => window.notices.length > 0")
    assert page.evaluate("window.notices") == ["Verschieben Sie den Graphen mit zwei Fingern"]


def test_a_swipe_on_an_embedded_figure_scrolls_the_course_page(open_page):
    frames = "".join(f'<p style="height:160px;margin:0">Course text {n}</p>'
                     f'<iframe src="{open_page.base_url}embed/{slug}.html" title="{slug}" '
                     f'style="width:100%;height:320px;border:0;display:block"></iframe>'
                     for n, slug in enumerate(["derivative-and-tangent", "cubic"]))
    course, frame = host(open_page, f'<meta name="viewport" content="width=device-width">{frames}<p style="height:900px">More</p>',
                         device=PHONE, is_mobile=True)
    frame.evaluate("() => document.querySelector('[data-graph]').wakeGraph()")
    frame.wait_for_selector("[data-graph][data-graph-live]", state="attached")
    ranges = "() => document.querySelector('[data-graph]').graphView.visibleRanges()"
    before = frame.evaluate(ranges)
    box = course.locator("iframe").first.bounding_box()
    swipe_and_wait_for_the_scroll(course, (box["x"] + box["width"] / 2, box["y"] + 110), (4, -140))
    assert course.evaluate("scrollY") > 40
    assert frame.evaluate(ranges) == before, "the embedded graph did not move"
    # A sideways drag in the frame pans its graph, and leaves the course page where it is.
    scrolled = course.evaluate("scrollY")
    box = course.locator("iframe").first.bounding_box()
    swipe(course, (box["x"] + box["width"] / 2, box["y"] + 110), (-80, 10))
    # The frame redraws on its own animation frames, which a loaded machine may run well after the swipe.
    wait_until(frame, "xMin => document.querySelector('[data-graph]').graphView.visibleRanges().xMin > xMin", before["xMin"], timeout=30)
    assert course.evaluate("scrollY") == scrolled


# --- Full screen, and a phone on its side


@pytest.mark.parametrize("device", IN_HAND, ids=lambda d: d.name)
def test_full_screen_gives_the_graph_and_its_sliders_the_screen_and_escape_and_back_leave(open_page, device: Device):
    page = opened(open_page, device)
    wait_until(page, "() => !document.querySelector('input[type=range][name=param-a]').disabled")
    page.locator(FULL_SCREEN).tap()
    # The screen's, through the Fullscreen API, or the window's, where it refuses: either way, settled.
    page.wait_for_selector("[data-graph-stage][data-full-screen='screen'], [data-graph-stage][data-full-screen='window']", state="attached")
    width, height = page.evaluate("[innerWidth, innerHeight]")
    assert page.get_attribute(FULL_SCREEN, "aria-pressed") == "true"
    layout = page.evaluate("""() => {
        const box = (e) => e.getBoundingClientRect().toJSON();
        return { stage: box(document.querySelector('[data-graph-stage]')), graph: box(document.querySelector('[data-graph]')),
                 slider: box(document.querySelector('.parameter')), touchAction: getComputedStyle(document.querySelector('[data-graph]')).touchAction };
    }""")
    assert (layout["stage"]["left"], layout["stage"]["top"], layout["stage"]["width"], layout["stage"]["height"]) == (0, 0, width, height)
    assert layout["graph"]["height"] >= 0.55 * height and layout["graph"]["width"] >= 0.55 * width, layout
    slider = layout["slider"]
    assert 0 <= slider["left"] and slider["right"] <= width and 0 <= slider["top"] and slider["bottom"] <= height, "the first slider on screen"
    # Its sliders work there.
    page.fill("input[name=param-a-value]", "2")
    page.press("input[name=param-a-value]", "Enter")
    wait_until(page, "() => document.getElementById('graph-summary').textContent.includes('a = 2')")

    # One finger pans every way here, up included, and the page behind does not scroll.
    before, scrolled = graph_state(page), page.evaluate("scrollY")
    x, y = layout["graph"]["left"] + layout["graph"]["width"] / 2, layout["graph"]["top"] + layout["graph"]["height"] / 2
    swipe(page, (x, y), (8, -100))
    settle(page)
    after = graph_state(page)
    assert (after.origin_x - before.origin_x, after.origin_y - before.origin_y) == (pytest.approx(8, abs=0.05), pytest.approx(-100, abs=0.05))
    assert layout["touchAction"] == "none" and page.evaluate("scrollY") == scrolled

    page.keyboard.press("Escape")
    wait_until(page, "() => !document.querySelector('[data-graph]').hasAttribute('data-graph-fullscreen')")
    assert page.get_attribute(FULL_SCREEN, "aria-pressed") == "false"
    page.locator(FULL_SCREEN).tap()
    page.wait_for_selector(f"{GRAPH}[data-graph-fullscreen]", state="attached")
    url = page.url
    page.go_back()
    wait_until(page, "() => !document.querySelector('[data-graph]').hasAttribute('data-graph-fullscreen')")
    assert page.url == url, "Back left full screen, not the page"
    assert page.evaluate("getComputedStyle(document.querySelector('[data-graph]')).touchAction") == "pan-y"


def test_full_screen_in_a_frame_without_allowfullscreen_fills_the_frame(open_page):
    course, frame = host(open_page, f'<iframe src="{open_page.base_url}embed/sine-with-sliders.html" title="sine" '
                                    'style="width:390px;height:300px;border:0;display:block"></iframe>')
    frame.locator("[data-graph] button[aria-label='Full screen']").click()
    frame.wait_for_selector("[data-graph][data-graph-fullscreen]", state="attached")
    stage = frame.evaluate("() => document.querySelector('[data-graph-stage]').getBoundingClientRect().toJSON()")
    assert (stage["width"], stage["height"]) == (390, 300)
    frame.locator("[data-graph] button[aria-label='Full screen']").click()
    wait_until(frame, "() => !document.querySelector('[data-graph]').hasAttribute('data-graph-fullscreen')")


def test_a_phone_on_its_side_shows_the_graph_filling_the_height_with_the_sliders_beside_it(open_page):
    page = opened(open_page, PHONE_LANDSCAPE)
    layout = page.evaluate("""() => {
        const box = (selector) => document.querySelector(selector).getBoundingClientRect().toJSON();
        return { graph: box('[data-graph]'), sliders: box('.plot-parameters'), slider: box('.parameter-slider'), title: box('h1'),
                 wide: document.documentElement.scrollWidth };
    }""")
    graph, slider = layout["graph"], layout["slider"]
    assert graph["top"] >= 0 and graph["bottom"] <= 390 and graph["height"] >= 0.75 * 390, graph
    assert layout["sliders"]["left"] >= graph["right"] and layout["title"]["left"] >= graph["right"], "title and sliders beside the graph"
    assert 0 <= slider["top"] and slider["bottom"] <= 390, "the first slider on the first screen"
    assert layout["wide"] == 844


# --- Reset view, a remembered view


def test_reset_view_shows_while_the_view_is_not_the_figures_own_and_a_remembered_view_says_so(open_page):
    watched = open_page(PHONE, "plots/cubic.html", is_mobile=True)
    page = watched.page
    assert page.locator(RESET).is_hidden()
    Touch(page).drag(centre_on_screen(page), (-90, 6), steps=10)
    page.wait_for_selector(RESET, state="visible")
    assert page.get_attribute(GRAPH, "data-view-moved") == ""
    moved = graph_state(page)

    # Remembered across a reload, and said so: over the graph, and in the graph's live region.
    wait_until(page, "() => Object.keys(localStorage).some((key) => key.startsWith('plotsite.graph.'))")
    page.reload()
    page.wait_for_selector(f"{GRAPH}[data-graph-live]", state="attached")
    wait_until(page, "() => document.querySelector('[data-trace-announcer]')?.textContent !== undefined "
                     "&& document.querySelector('[data-trace-announcer]').textContent.length > 0")
    assert page.text_content("[data-trace-announcer]") == REMEMBERED
    assert page.text_content(f"{GRAPH} .graph-notice[data-notice='remembered']") == REMEMBERED
    assert graph_state(page).origin_x == pytest.approx(moved.origin_x, abs=0.05)
    assert page.locator(RESET).is_visible()

    # Reset view returns to the figure and forgets: the next visit is the figure's own, said nothing of.
    page.locator(RESET).tap()
    reset = graph_state(page)
    assert reset.origin_x == pytest.approx(reset.width / 2, abs=0.05) and page.locator(RESET).is_hidden()
    wait_until(page, "() => !Object.keys(localStorage).some((key) => key.startsWith('plotsite.graph.'))")
    page.reload()
    page.wait_for_selector(f"{GRAPH}[data-graph-ready]", state="attached")
    assert page.get_attribute(GRAPH, "data-view-moved") is None and page.locator(f"{GRAPH} .graph-notice").count() == 0


def test_the_gallerys_help_says_nothing_of_keys_a_phone_has_not(open_page):
    page = open_page(PHONE, "index.html", live=False).page
    help_text = page.text_content(".instructions")
    assert "press 0" not in help_text and "Reset view" in help_text


# --- The axes' labels


def test_with_the_x_axis_above_the_window_its_tick_labels_keep_the_top_row_to_themselves(open_page):
    page = open_page(PHONE, "plots/cubic.html", is_mobile=True).page
    state = graph_state(page)
    # The picture up by more than the origin's depth: the window lies below the x-axis, held at the top edge.
    page.evaluate("(dy) => document.querySelector('[data-graph]').graphView.panBy(0, -dy)", state.origin_y + 80)
    settle(page)
    rows = page.evaluate(f"""() => {{
        const labels = [...document.querySelectorAll('{GRAPH} svg.plot-svg text')].filter((t) => t.checkVisibility());
        const row = (t) => {{ const b = t.getBoundingClientRect(); return [b.top, b.bottom, t.textContent]; }};
        return {{ yMax: row(labels.filter((t) => t.classList.contains('plot-range-label'))[1]),
                  xTicks: labels.filter((t) => t.getAttribute('text-anchor') === 'middle').map(row) }};
    }}""")
    top, bottom, text = rows["yMax"]
    assert text.startswith("\u2212"), "the window's top is below 0"
    assert rows["xTicks"], "the x-axis keeps its tick labels"
    for tick_top, tick_bottom, tick in rows["xTicks"]:
        assert tick_bottom <= top or tick_top >= bottom, f"{tick!r} shares a row with the yMax label {text!r}"


# --- Accessibility of the new controls


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_reset_view_full_screen_and_the_notices_pass_axe(open_page, scheme):
    page = opened(open_page, PHONE, color_scheme=scheme)
    Touch(page).drag(centre_on_screen(page), (-60, 0), steps=10)
    page.wait_for_selector(RESET, state="visible")
    page.locator(FULL_SCREEN).click()  # (a tap right after a drag's touches may make no click in Chromium)
    page.wait_for_selector(f"{GRAPH}[data-graph-fullscreen]", state="attached")
    found = Axe().run(page).response["violations"]
    assert not found, [f"{v['id']}: {v['help']} at {[n['target'] for n in v['nodes'][:3]]}" for v in found]
