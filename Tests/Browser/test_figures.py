"""Figures (docs/site.md#figures, docs/hooks.md#the-graphs-drawing): several curves in their own colours and styles, a legend,
areas with their values, marked points and reference lines — in the build-time SVG (so without
JavaScript too) and in the live view, which redraws all of it after pan and zoom."""

from __future__ import annotations

import math

import pytest

from conftest import DESKTOP, PHONE, Device, rgb, shared_constants
from graph_helpers import GRAPH, mouse_drag, parse_path, settle

PALETTE = shared_constants()["palette"]
TANGENT = "plots/derivative-and-tangent.html"
BETWEEN = "plots/between-sine-and-cosine.html"
ASYMPTOTES = "plots/asymptotes.html"
BELL_AREA = "plots/bell-curve-area.html"
NO_AREA = "plots/undefined-area.html"

CURVES = f"{GRAPH} svg.plot-svg path[data-curve]"


def curve_styles(page) -> list[dict]:
    return page.eval_on_selector_all(CURVES, """(paths) => paths.map((path) => {
        const style = getComputedStyle(path);
        return { index: path.getAttribute('data-curve'), stroke: style.stroke, dash: style.strokeDasharray, d: path.getAttribute('d') };
    })""")


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_a_figure_draws_each_curve_in_its_colour_and_style(open_page, device: Device, screenshots):
    page = open_page(device, TANGENT).page
    curves = curve_styles(page)
    assert [c["index"] for c in curves] == ["0", "1", "2"]
    assert [c["stroke"] for c in curves] == [rgb(c) for c in PALETTE["curveColors"][:3]]
    assert curves[0]["dash"] == "none" and curves[1]["dash"] != "none", curves
    assert all(c["d"].startswith("M") for c in curves)
    # The marked point (2, 2/3) sits on the tangent and on f.
    assert page.locator(f"{GRAPH} .plot-point").count() == 1
    page.screenshot(path=screenshots / f"figure-{device.name}-tangent.png")


def test_dark_mode_draws_the_dark_palette(open_page):
    page = open_page(DESKTOP, TANGENT, color_scheme="dark").page
    assert [c["stroke"] for c in curve_styles(page)] == [rgb(c) for c in PALETTE["darkCurveColors"][:3]]


def test_the_legend_names_every_curve_in_the_page_and_the_svg(open_page):
    page = open_page(DESKTOP, TANGENT).page
    names = page.locator("[data-legend] li > span:not(.visually-hidden)").all_inner_texts()
    assert [n.strip() for n in names] == ["f(x) = x³/3 − x", "f′(x) = x² − 1", "tangent at x = 2"]
    svg_legend = page.locator(f"{GRAPH} .plot-legend text").all_text_contents()
    assert svg_legend == ["f(x) = x³/3 − x", "f′(x) = x² − 1", "tangent at x = 2"]


def test_a_restricted_curve_stays_within_its_range_after_pan_and_zoom(open_page):
    page = open_page(DESKTOP, TANGENT).page
    view = "document.querySelector('[data-graph]').graphView"
    for action in ["zoomBy(0.5)", "panBy(-120, 30)"]:
        page.evaluate(f"() => {view}.{action}")
        settle(page)
        ranges = page.evaluate(f"() => {view}.visibleRanges()")
        width = page.evaluate("() => document.querySelector('[data-graph] svg.plot-svg').viewBox.baseVal.width")
        to_x = lambda px: ranges["xMin"] + px / width * (ranges["xMax"] - ranges["xMin"])
        xs = [to_x(x) for line in parse_path(page.get_attribute(f"{GRAPH} path[data-curve='2']", "d")) for x, _ in line]
        assert xs, action
        assert min(xs) == pytest.approx(1, abs=0.02) and max(xs) == pytest.approx(3, abs=0.02), action


def test_pan_and_zoom_redraw_every_curve_and_the_area(open_page):
    page = open_page(DESKTOP, BETWEEN).page
    before = [c["d"] for c in curve_styles(page)] + [page.get_attribute(f"{GRAPH} path[data-area='0']", "d")]
    box = page.locator(f"{GRAPH} svg.plot-svg").bounding_box()
    # A short drag: the area (π/4 … 5π/4, right of the centre) stays in view.
    mouse_drag(page, (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2), (-60, 20))
    settle(page)
    after_pan = [c["d"] for c in curve_styles(page)] + [page.get_attribute(f"{GRAPH} path[data-area='0']", "d")]
    assert all(a != b for a, b in zip(before, after_pan)), "pan left a curve or the area where it was"
    page.evaluate("() => document.querySelector('[data-graph]').graphView.zoomBy(2)")
    settle(page)
    after_zoom = [c["d"] for c in curve_styles(page)] + [page.get_attribute(f"{GRAPH} path[data-area='0']", "d")]
    assert all(a != b for a, b in zip(after_pan, after_zoom)), "zoom left a curve or the area where it was"
    assert after_zoom[-1].rstrip().endswith("Z")


@pytest.mark.parametrize("path, text, value", [
    (BETWEEN, "2.82843", 2 * math.sqrt(2)),
    (BELL_AREA, "1.49365", math.sqrt(math.pi) * math.erf(1)),
])
def test_areas_show_their_signed_value(open_page, path, text, value):
    page = open_page(DESKTOP, path).page
    element = page.locator(".figure-areas [data-area='0']")
    assert element.inner_text() == text
    assert float(element.get_attribute("data-value")) == pytest.approx(value, rel=1e-9)


def test_an_area_across_a_pole_is_undefined(open_page):
    page = open_page(PHONE, NO_AREA).page
    element = page.locator(".figure-areas [data-area='0']")
    assert element.inner_text() == "undefined"
    assert element.get_attribute("data-value") == "undefined"


def test_reference_lines_are_drawn_dotted_and_dashed(open_page):
    page = open_page(DESKTOP, ASYMPTOTES).page
    lines = page.eval_on_selector_all(f"{GRAPH} .plot-line", "(lines) => lines.map((l) => getComputedStyle(l).strokeDasharray)")
    assert len(lines) == 3 and all(dash != "none" for dash in lines)
    labels = page.locator(f"{GRAPH} .plot-annotations text").all_text_contents()
    assert sorted(labels) == sorted(["x = −1", "x = 1", "y = 2"])


def test_without_javascript_the_figure_is_all_there(open_page):
    page = open_page(PHONE, BETWEEN, java_script_enabled=False).page
    shown = page.locator(f"{GRAPH} svg.plot-svg:visible")
    assert shown.count() == 1
    assert shown.locator("path[data-curve]").count() == 2
    assert shown.locator("path[data-area='0']").count() == 1
    assert page.locator(".figure-areas [data-area='0']").inner_text() == "2.82843"
    assert page.locator("[data-legend] li").count() == 2


def test_the_table_of_values_has_a_column_per_curve(open_page):
    page = open_page(DESKTOP, TANGENT).page
    page.locator(".plot-table summary").click()
    heads = page.locator(".plot-table thead th").all_inner_texts()
    assert heads == ["x", "f(x) = x³/3 − x", "f′(x) = x² − 1", "tangent at x = 2"]
    first_row = page.locator(".plot-table tbody tr").first.locator("td").all_inner_texts()
    # x = −3: f = −6, f′ = 8, and the tangent exists only from 1 to 3.
    assert first_row == ["−3", "−6", "8", "–"]


def test_open_in_calculator_takes_the_first_curve_and_says_so(open_page):
    page = open_page(DESKTOP, TANGENT).page
    link = page.locator(".plot-actions a.button").first
    assert "expression=x%5E3%2F3%20-%20x" in link.get_attribute("href")
    note = page.locator("#" + link.get_attribute("aria-describedby")).inner_text()
    assert "first" in note and "f(x)" in note


def test_the_stats_popover_gives_each_curves_extremes(open_page):
    page = open_page(DESKTOP, BETWEEN).page
    page.locator(f"{GRAPH} button[aria-label*='statistics' i]").click()
    popover = page.locator(f"{GRAPH} .graph-popover")
    popover.wait_for(state="visible")
    text = popover.inner_text()
    assert "sin x" in text and "cos x" in text, text
