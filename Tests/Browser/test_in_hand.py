"""In a student's hands (issue 34, issue 28's crowded dots): every number on a plot page follows the
sliders, Open in Calculator opens what the page shows, a drag pans unless it starts on the trace
marker, a tap reads where it lands, the toolbar keeps its buttons from the first moment, the stats
popover's extremes are exact, and a curve zoomed far out shows no crowd of dots.

The gallery's `sine-with-sliders` draws a·sin(b(x − c)), sin x and a·cos(b(x − c)) with the area under
the first from 0 to π, all at a = 1, b = 1, c = 0. Sizes: a phone upright (390 × 844) and on its side
(844 × 390), and a tablet (820 × 1180), all with touch. Every page also fails on a console error or a
CSP violation (conftest)."""

from __future__ import annotations

import json
import math
import re
from urllib.parse import parse_qs, urlsplit

import pytest

from conftest import DESKTOP, PHONE, TABLET_PORTRAIT, Device, served_site
from graph_helpers import GRAPH, Touch, graph_state, mouse_drag, parse_path, settle, wait_until

PHONE_LANDSCAPE = Device("phone-landscape", 844, 390, 3, True)
IN_HAND = [PHONE, PHONE_LANDSCAPE, TABLET_PORTRAIT]
SLIDERS = "plots/sine-with-sliders.html"
STATS = "button[aria-label='Visible region statistics']"
POPOVER = f"{GRAPH} [role=dialog]"
TOOLBAR = f"{GRAPH} .graph-toolbar"

# Plots of the test's own: x² on 1 … 2, for the popover's edges; a line with a slider and a table at
# steps of π/4, whose rows' six digits do not say their x exactly.
MANIFEST = json.dumps({"title": "In hand", "plots": [
    {"expression": "x^2", "xMin": 1, "xMax": 2, "title": "Square from one to two", "slug": "square"},
    {"expression": "a sin(x)", "xMax": 4, "title": "A stretched sine", "slug": "stretched",
     "parameters": {"a": {"value": 1, "min": 0, "max": 3, "step": 0.5}}, "table": {"from": 0, "to": "π", "step": "π/4"}},
]})


@pytest.fixture(scope="module")
def square_site():
    with served_site("in-hand.json", MANIFEST, "plotsite-in-hand-") as served:
        yield served


def number(text: str) -> float:
    return float(text.replace("\u2212", "-"))


def readable(value: float) -> str:
    """Six significant digits and a true minus sign, as the page writes numbers (`1.8186`, `−0.909297`)."""
    text = f"{value:.6g}"
    return ("0" if text == "-0" else text).replace("-", "\u2212")


def set_values(page, declared: dict[str, float] | None = None, **values: float) -> None:
    """Enters each value in its number field, as a reader would, and waits until the page's numbers have
    followed. `declared`: the plot's declared values (by default the gallery's a = 1, b = 1, c = 0)."""
    for name, value in values.items():
        field = page.locator(f"input[type=number][name=param-{name}-value]")
        field.scroll_into_view_if_needed()
        field.fill(str(value))
        field.press("Enter")
    expected = "Drawn for " + ", ".join(f"{n} = {readable(v)}" for n, v in {**(declared or {"a": 1, "b": 1, "c": 0}), **values}.items())
    wait_until(page, "(text) => document.getElementById('graph-summary').textContent.includes(text)", expected)
    settle(page)


def open_sliders(open_page, device: Device):
    watched = open_page(device, SLIDERS)
    wait_until(watched.page, "() => !document.querySelector('input[type=range][name=param-c]').disabled")
    return watched.page


# --- Every number follows the sliders


@pytest.mark.parametrize("device", IN_HAND, ids=lambda d: d.name)
def test_every_number_follows_the_sliders(open_page, device: Device):
    page = open_sliders(open_page, device)
    built_summary = page.text_content("#graph-summary")
    set_values(page, a=2, b=2)

    # The table: the same rows, every curve's y at the new values (x = 1: 2·sin 2 = 1.81859, sin 1, 2·cos 2).
    rows = page.eval_on_selector_all("[data-graph-table] tbody tr", "(rows) => rows.map((r) => [...r.cells].map((c) => c.textContent))")
    assert len(rows) >= 10
    for x_text, *ys in rows:
        x = number(x_text)  # whole numbers: the text says x exactly
        assert ys == [readable(2 * math.sin(2 * x)), readable(math.sin(x)), readable(2 * math.cos(2 * x))], f"x = {x}"
    assert ["1", "1.81859", "0.841471", "\u22120.832294"] in rows
    assert page.text_content("[data-graph-table] caption").endswith("(for a = 2, b = 2, c = 0)")

    # The area under 2·sin(2x) from 0 to π is 0; the points of interest are 2·sin(2x)'s.
    assert float(page.get_attribute("[data-graph-areas] [data-area='0']", "data-value")) == pytest.approx(0, abs=1e-12)
    wait_until(page, """() => [...document.querySelectorAll('[data-poi-group="0"] li[data-poi=extremum]')]
        .some((li) => Math.abs(Number(li.dataset.x) - Math.PI / 4) < 1e-6 && Math.abs(Number(li.dataset.y) - 2) < 1e-9)""")

    # The summary names the values, and its extremes and area are the new ones.
    summary = page.text_content("#graph-summary")
    assert summary != built_summary
    assert "Drawn for a = 2, b = 2, c = 0." in summary
    assert re.search(r"y = a·sin\(b\(x − c\)\): lowest point shown: y = −1\.99\d+ at x = \S+; highest: y = 1\.99\d+", summary), summary
    assert summary.endswith("Area under y = a·sin(b(x − c)) from 0 to π: 0.")
    assert page.text_content(f"{GRAPH} svg.plot-svg desc").endswith("Drawn for a = 2, b = 2, c = 0.")

    # The facts still tell the frame in view, which sliders do not move.
    state = page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.visibleRanges()")
    x_fact = page.text_content("[data-fact='x']")
    assert [number(v) for v in x_fact.split(" to ")] == [pytest.approx(state["xMin"], abs=0.05), pytest.approx(state["xMax"], abs=0.05)]

    # Open in Calculator: 2sin(2x), and the note names the values.
    href = page.get_attribute("[data-calculator-link]", "href")
    assert parse_qs(urlsplit(href).query)["expression"] == ["2sin(2x)"]
    assert page.text_content("#calculator-note") == "The Calculator plots one curve: this figure's first, y = a·sin(b(x − c)), with a = 2, b = 2, c = 0."
    # The standalone .svg cannot follow: its links say for which values it is drawn.
    assert page.text_content(".plot-actions a[download]") == "Download SVG (drawn for a = 1, b = 1, c = 0)"
    assert page.get_attribute(f"{TOOLBAR} a[download]", "aria-label") == "Download SVG (drawn for a = 1, b = 1, c = 0)"


def test_at_the_declared_values_the_page_reads_as_the_build_wrote_it(open_page):
    """The live page writes its numbers as the build does: at a = 1, b = 1, c = 0 (again) nothing differs."""
    page = open_page(PHONE, SLIDERS, java_script_enabled=False).page
    texts = """() => [document.getElementById('graph-summary').textContent, document.querySelector('[data-graph-table]').textContent,
        document.querySelector('[data-calculator-link]').getAttribute('href'), document.getElementById('calculator-note').textContent,
        document.querySelector('.plot-actions a[download]').textContent]"""
    built = page.evaluate(texts)
    assert "expression=sin%28x%29&" in built[2], "the build writes sin(x), not 1sin(1(x − 0))"
    page = open_sliders(open_page, PHONE)
    set_values(page, a=2.5, c=-1)
    assert parse_qs(urlsplit(page.get_attribute("[data-calculator-link]", "href")).query)["expression"] == ["2.5sin(x + 1)"]
    for name, value in [("a", 1), ("c", 0)]:
        field = page.locator(f"input[type=number][name=param-{name}-value]")
        field.fill(str(value))
        field.press("Enter")
    wait_until(page, "() => !document.getElementById('graph-summary').textContent.includes('Drawn for')")
    page.wait_for_timeout(150)
    assert page.evaluate(texts) == built


def test_the_table_follows_at_rows_whose_text_rounds_their_x(browser, square_site):
    from conftest import PageOpener
    site, base = square_site
    opener = PageOpener(browser, base, site)
    try:
        page = opener(PHONE, "plots/stretched.html").page
        wait_until(page, "() => !document.querySelector('input[type=range][name=param-a]').disabled")
        set_values(page, {"a": 1}, a=2.5)
        rows = page.eval_on_selector_all("[data-graph-table] tbody tr", "(rows) => rows.map((r) => [r.dataset.x ?? null, r.cells[0].textContent, r.cells[1].textContent])")
        assert [row[1] for row in rows] == ["0", "0.785398", "1.5708", "2.35619", "3.14159"]
        assert rows[1][0] == repr(math.pi / 4), "the row says x exactly where its text does not"
        # sin(kπ/4) at x as the build wrote it: 2.5·sin(π) is 3.06162e−16, not sin(3.14159)'s 6.63e−6.
        assert [row[2] for row in rows] == [readable(2.5 * math.sin(k * math.pi / 4)) for k in range(5)]
        assert rows[4][2] == "3.06162e\u221216"
    finally:
        opener.check()


# --- Gestures


def beside_curve(page, curve: int, fraction: float, offset: float) -> tuple[float, float]:
    """A point `offset` CSS px above curve `curve`'s drawn point at `fraction` of its path, in page coordinates."""
    state = graph_state(page)
    points = [p for subpath in parse_path(page.get_attribute(f"{GRAPH} svg.plot-svg [data-curve='{curve}']", "d")) for p in subpath]
    x, y = points[int(len(points) * fraction)]
    return state.left + x, state.top + y - offset


def trace(page):
    return page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.trace")


@pytest.mark.parametrize("marker", ["none", "elsewhere", "beside"])
def test_a_drag_that_starts_beside_a_curve_pans(open_page, marker: str):
    """On the three-curve figure a one-finger drag from 15 px beside a curve pans (along x: a phone's
    one finger leaves up and down to the page), with no marker, a marker elsewhere, or a marker on the
    curve right there (15 px off is not on its dot)."""
    page = open_page(PHONE, "plots/derivative-and-tangent.html").page
    page.locator(GRAPH).scroll_into_view_if_needed()
    settle(page)
    start = beside_curve(page, 0, 0.45, 15)
    if marker != "none":
        page.evaluate(f"(x) => document.querySelector('{GRAPH}').graphView.traceAt(0, x)",
                      graph_state(page).data_at(*start)[0] if marker == "beside" else -1.2)
        settle(page)
    before, traced = graph_state(page), trace(page)
    Touch(page).drag(start, (-60, 30), steps=10)
    settle(page)
    after = graph_state(page)
    assert after.origin_x - before.origin_x == pytest.approx(-60, abs=0.5)
    assert after.origin_y == before.origin_y
    assert trace(page) == traced, "the marker stayed where it was"


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_a_drag_that_starts_on_the_marker_moves_it(open_page, device: Device):
    page = open_page(device, "plots/derivative-and-tangent.html").page
    page.locator(GRAPH).scroll_into_view_if_needed()
    page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.traceAt(0, -1.2)")
    settle(page)
    state = graph_state(page)
    dot = page.eval_on_selector(f"{GRAPH} [data-trace] circle", "(c) => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))]")
    start = (state.left + dot[0] + 4, state.top + dot[1] - 4)  # on the dot, a little off its centre
    if device.touch:
        Touch(page).drag(start, (40, 0), steps=10)
    else:
        mouse_drag(page, start, (40, 0), steps=10)
    settle(page)
    after = graph_state(page)
    assert (after.origin_x, after.origin_y) == (state.origin_x, state.origin_y), "the picture did not move"
    # The marker follows the pointer's x along its curve.
    assert trace(page)["x"] == pytest.approx(state.data_at(start[0] + 40, start[1])[0], abs=1 / state.scale)


def test_a_tap_beside_a_dot_reads_the_curve_where_it_lands(open_page):
    """sin x on a phone: a tap 20 px to the right of the maximum's dot reads sin at the tapped x; a tap
    8 px from the dot reads the maximum."""
    page = open_page(PHONE, "plots/sine.html").page
    page.locator(GRAPH).scroll_into_view_if_needed()
    maximum_dot = f"""() => [...document.querySelectorAll('{GRAPH} circle[data-poi-dot][data-poi=extremum]')]
        .map((dot) => Number(dot.getAttribute('data-x'))).find((x) => Math.abs(x - Math.PI / 2) < 1e-6) ?? null"""
    wait_until(page, f"() => ({maximum_dot})() !== null")
    state = graph_state(page)
    maximum = page.evaluate(maximum_dot)
    x = maximum + 20 / state.scale
    page.touchscreen.tap(*state.client_of(x, math.sin(x)))
    wait_until(page, f"() => document.querySelector('{GRAPH}').graphView.trace !== null")
    reading = trace(page)
    assert reading["x"] == pytest.approx(x, abs=1 / state.scale) and reading["x"] > maximum + 15 / state.scale
    assert reading["y"] == pytest.approx(math.sin(reading["x"]), abs=1e-12)
    page.wait_for_timeout(700)  # not a double-tap
    near = maximum + 8 / state.scale
    page.touchscreen.tap(*state.client_of(near, math.sin(near)))
    wait_until(page, f"(m) => document.querySelector('{GRAPH}').graphView.trace?.x === m", maximum)
    assert trace(page)["y"] == 1


# --- The toolbar


CONTROLS = f"""() => [...document.querySelectorAll('{TOOLBAR} > *')].filter((e) => e.checkVisibility())
    .map((e) => e.getAttribute('aria-label'))"""
CONTROLS_SHOWN = ["Full screen", "Visible region statistics", "Download SVG", "Listen", "Download PNG"]
ICONS = f"{TOOLBAR} > .icon-button"


@pytest.mark.parametrize("device", [TABLET_PORTRAIT, PHONE], ids=lambda d: d.name)
def test_the_toolbar_has_the_same_buttons_before_and_after_the_first_touch(open_page, device: Device):
    page = open_page(device, "plots/cubic.html", live=False).page
    page.wait_for_selector(f"{GRAPH}[data-graph-ready]", state="attached")
    assert page.locator(f"{GRAPH}[data-graph-live]").count() == 0
    assert page.evaluate(CONTROLS) == CONTROLS_SHOWN
    boxes = page.eval_on_selector_all(ICONS, "(es) => es.map((e) => { const b = e.getBoundingClientRect(); return [b.x, b.y]; })")
    box = page.locator(GRAPH).bounding_box()
    Touch(page).drag((box["x"] + box["width"] / 2, box["y"] + box["height"] / 3), (30, 0))
    page.wait_for_selector(f"{GRAPH}[data-graph-live]", state="attached")
    page.wait_for_timeout(300)
    # The drag moved the view: Reset view has come, at the start of the strip; the icons are where they were.
    assert page.evaluate(CONTROLS) == [None, *CONTROLS_SHOWN]
    assert page.locator(f"{TOOLBAR} > :first-child").text_content() == "Reset view"
    assert page.eval_on_selector_all(ICONS, "(es) => es.map((e) => { const b = e.getBoundingClientRect(); return [b.x, b.y]; })") == boxes


def test_a_button_pressed_before_the_live_view_does_what_it_says_once_live(open_page, tmp_path):
    page = open_page(TABLET_PORTRAIT, "plots/bell-curve.html", live=False).page
    page.wait_for_selector(f"{GRAPH}[data-graph-ready]", state="attached")
    page.tap(STATS)
    page.wait_for_selector(POPOVER, state="visible")
    assert page.locator(f"{GRAPH}[data-graph-live]").count() == 1
    assert page.get_attribute(STATS, "aria-expanded") == "true"

    page = open_page(TABLET_PORTRAIT, "plots/cubic.html", live=False, accept_downloads=True).page
    page.wait_for_selector(f"{GRAPH}[data-graph-ready]", state="attached")
    with page.expect_download() as download:
        page.tap("button[aria-label='Download PNG']")
    assert download.value.suggested_filename == "cubic.png"

    # Reset view moves the picture back at once, while the live view is still loading, and it stays there.
    page = open_page(TABLET_PORTRAIT, "plots/sine.html", live=False).page
    page.wait_for_selector(f"{GRAPH}[data-graph-ready]", state="attached")
    held = []  # the live view's module, held back until the test lets it load
    page.route(re.compile(r".*/js/live-view\.[0-9a-f]{8}\.js$"), lambda route: held.append(route))
    # Moved with the keys (a tap right after a drag's touches may make no click in Chromium), then recentred by a tap.
    page.focus(GRAPH)
    for key in ["ArrowLeft", "ArrowLeft", "ArrowUp"]:
        page.keyboard.press(key)
    picture = f"{GRAPH} svg.plot-svg"
    assert "translate(80px, 40px) scale(1)" in page.get_attribute(picture, "style")
    page.tap("button:text-is('Reset view')")
    assert "translate(0px, 0px) scale(1)" in page.get_attribute(picture, "style")
    assert page.locator("button:text-is('Reset view')").is_hidden(), "back at the figure's own view, Reset view goes" 
    assert page.locator(f"{GRAPH}[data-graph-live]").count() == 0
    for route in held:
        route.continue_()
    page.wait_for_selector(f"{GRAPH}[data-graph-live]", state="attached")
    settle(page)
    after = graph_state(page)
    assert held, "the live view loaded after the test held it back"
    assert (after.origin_x, after.origin_y) == (pytest.approx(after.width / 2, abs=0.01), pytest.approx(after.height / 2, abs=0.01))


def test_without_javascript_the_toolbar_shows_only_the_download_link(open_page):
    page = open_page(PHONE, "plots/cubic.html", java_script_enabled=False).page
    assert page.evaluate(CONTROLS) == ["Download SVG"]


# --- The stats popover


def popover_rows(page) -> dict[str, str]:
    rows = page.eval_on_selector_all(f"{POPOVER} dl > div", "(rows) => rows.map((r) => [r.children[0].textContent, r.children[1].textContent])")
    return dict(rows)


@pytest.mark.parametrize("device", IN_HAND, ids=lambda d: d.name)
def test_the_stats_popover_gives_exact_extremes(open_page, device: Device):
    page = open_page(device, "plots/bell-curve.html").page
    page.tap(STATS)
    page.wait_for_selector(POPOVER, state="visible")
    rows = popover_rows(page)
    assert rows["max y"] == "1 (at x = 0)", "exp(−x²) is 1 at 0; the drawn samples said 0.9997"
    # Lowest at the window's left edge (a graph may show a little more than −3 … 3).
    x_min = page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.visibleRanges().xMin")
    assert x_min <= -3 + 1e-9 and rows["min y"] == f"{readable(math.exp(-x_min * x_min))} (at the left edge)"


def test_the_stats_popover_says_when_an_extreme_is_at_the_edge(browser, square_site):
    from conftest import PageOpener
    site, base = square_site
    opener = PageOpener(browser, base, site)
    try:
        page = opener(PHONE, "plots/square.html").page
        page.tap(STATS)
        page.wait_for_selector(POPOVER, state="visible")
        rows = popover_rows(page)
        # x runs from 1 to 2 (or a little more, as a phone's graph may show): x² is lowest and highest at the edges.
        state = page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.visibleRanges()")
        assert 0.9 < state["xMin"] <= 1 and 2 <= state["xMax"] < 2.1
        assert rows["min y"] == f"{readable(state['xMin'] ** 2)} (at the left edge)"
        assert rows["max y"] == f"{readable(state['xMax'] ** 2)} (at the right edge)"
    finally:
        opener.check()


# --- No crowd of dots


def test_zoomed_far_out_a_curve_shows_no_dots_and_zoomed_in_it_does(open_page):
    page = open_page(PHONE, "plots/sine.html").page
    dots = f"() => document.querySelectorAll('{GRAPH} circle[data-poi-dot]').length"
    wait_until(page, f"{dots} > 0")
    page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.showRanges({{ xMin: -10000, xMax: 10000, yMin: -2, yMax: 2 }})")
    wait_until(page, """() => document.querySelector('[data-poi-range]').textContent.includes('10000')
        || document.querySelector('[data-poi-range]').textContent.includes('10 000')""")
    assert page.evaluate(dots) == 0
    more = page.text_content("[data-poi-group='0'] .plot-poi-more > summary")
    assert re.fullmatch(r"and \d+ more", more) and int(more.split()[1]) > 100
    page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.showRanges({{ xMin: -7, xMax: 7, yMin: -2, yMax: 2 }})")
    wait_until(page, f"{dots} >= 9")
