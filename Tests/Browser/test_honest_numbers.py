"""Honest numbers on the page (docs/site.md#points-of-interest, docs/manifest.md#frames, docs/manifest.md#tangents-and-secants):
a value at one point is stated in the list and held by the fitted frame; roots, extrema and holes at simple numbers
are exactly those, at build time and live; "and N more" is a control that opens the rest of the list, and stays
open when the live view rewrites it; a tangent where the curve turns vertical is the line x = a, drawn and named
so, and follows its slider; the facts tell a narrow range's ends apart; a fitted end holds every slider position."""

from __future__ import annotations

import pytest

from conftest import DESKTOP, PHONE, Device, own_site
from graph_helpers import GRAPH, parse_path, settle, wait_until

MANIFEST = {
    "title": "Honest numbers",
    "plots": [
        {"title": "Lone value", "slug": "lone", "expression": "{x<0:-x, x<2:x^2, x=2:7, 1}", "xMin": -3, "xMax": 3},
        {"title": "Kink", "slug": "kink", "expression": "{x<0:-x, x^2}"},
        {"title": "Wiggle", "slug": "wiggle", "expression": "x sin(1/x)", "xMax": 1},
        {"title": "Sinc", "slug": "sinc", "expression": "sin(x)/x", "xMax": 10},
        {"title": "Upright", "slug": "upright", "xMax": 2, "parameters": {"a": {"value": 0, "min": -1, "max": 1}},
         "curves": [{"expression": "x^(1/3)", "label": "f(x)"}, {"tangent": {"of": 0, "at": "a"}}]},
        {"title": "Wave", "slug": "wave", "expression": "a sin(b x + c)", "yMax": 4,
         "parameters": {"a": {"value": 1, "min": 0, "max": 3}, "b": {"value": 1, "min": 0.5, "max": 3},
                        "c": {"value": 0, "min": -3, "max": 3}}},
    ],
}

honest_site, open_honest = own_site("honest", "gallery.json", MANIFEST)

ITEMS = "[data-poi-list] li[data-poi]"
SHOWN = "[data-poi-group='0'] > ul > li[data-poi]"
MORE = "[data-poi-group='0'] > details.plot-poi-more"
DOTS = f"{GRAPH} [data-poi-dot]"


def texts(page, selector: str = ITEMS) -> list[str]:
    return page.eval_on_selector_all(selector, "(items) => items.map((item) => item.textContent)")


# Counts the live view's answers for the points in view (docs/hooks.md#events: `graphpoi`), from the page's start.
COUNT_ANSWERS = "window.__answers = 0; window.addEventListener('graphpoi', () => { window.__answers += 1; }, true);"


def open_live(open_honest, device: Device, path: str):
    """A page whose live view's answers are counted (`window.__answers`)."""
    context = open_honest.context(device)
    context.add_init_script(COUNT_ANSWERS)
    return open_honest(device, path, context=context).page


def live_list(page, answers: int = 1) -> None:
    """Waits until the live view has answered `answers` times (so rewritten the list for the range in view)."""
    wait_until(page, f"() => window.__answers >= {answers}")


def frame(page) -> dict:
    return page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.visibleRanges()")


def enter(page, name: str, text: str) -> None:
    field = page.locator(f"input[type=number][name=param-{name}-value]")
    field.fill(text)
    field.press("Enter")
    settle(page)


# --- A value at one point


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_a_value_at_one_point_is_stated_and_inside_the_fitted_frame(open_honest, device: Device, screenshots):
    page = open_live(open_honest, device, "plots/lone.html")
    live_list(page)
    assert texts(page) == ["Root, minimum and y-intercept (0, 0)", "Jump at x = 2: from 4 to 1, the value 7"]
    assert "undefined there" not in page.inner_text("[data-poi-list]")
    # The frame −8 … 8 holds it (a phone's graph may show a little more around it).
    ranges = frame(page)
    assert ranges["yMin"] <= -8 and ranges["yMax"] >= 8
    assert page.get_attribute(GRAPH, "data-y-max") == "8"
    # The closed dot at (2, 7) is drawn inside the graph, beside the two open ones.
    closed = page.eval_on_selector_all(f"{GRAPH} svg.plot-svg:not(.plot-svg-compact) circle[data-endpoint='closed']",
                                       "(cs) => cs.map((c) => [Number(c.dataset.x), Number(c.dataset.y), Number(c.getAttribute('cy'))])")
    height = float(page.get_attribute(f"{GRAPH} svg.plot-svg:not(.plot-svg-compact)", "viewBox").split()[3])
    assert [(x, y) for x, y, _ in closed] == [(2, 7)] and 0 < closed[0][2] < height
    assert "Filled dots, points the curve holds: (2, 7)." in page.text_content("#graph-summary")
    page.screenshot(path=screenshots / f"honest-lone-value-{device.name}.png", full_page=True)


# --- Exact numbers


def test_roots_minima_and_holes_at_simple_numbers_are_exact_at_build_time_and_live(open_honest):
    built = open_honest(DESKTOP, "plots/kink.html", java_script_enabled=False).page
    assert texts(built) == ["Root, minimum and y-intercept (0, 0)"]
    page = open_live(open_honest, DESKTOP, "plots/kink.html")
    live_list(page)
    assert texts(page) == ["Root, minimum and y-intercept (0, 0)"]
    assert page.eval_on_selector(ITEMS, "(item) => [item.dataset.x, item.dataset.y]") == ["0", "0"]
    # x·sin(1/x): its hole is the limit from both sides, (0, 0), in the build's list and the live one, also zoomed in (where
    # the sampler still tells the hole from its wiggles: farther in, it sees more than 24 jumps and marks none).
    hole = f"{ITEMS}[data-poi='hole']"
    read = "(items) => items.map((i) => [i.dataset.x, i.dataset.y, i.textContent])"
    built = open_honest(DESKTOP, "plots/wiggle.html", java_script_enabled=False).page
    assert built.eval_on_selector_all(hole, read) == [["0", "0", "Hole at (0, 0)"]]
    page = open_live(open_honest, DESKTOP, "plots/wiggle.html")
    live_list(page)
    assert page.eval_on_selector_all(hole, read) == [["0", "0", "Hole at (0, 0)"]]
    page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.showRanges({{ xMin: -0.05, xMax: 0.07, yMin: -0.08, yMax: 0.08 }})")
    wait_until(page, "() => document.querySelector('[data-poi-range]').textContent.includes('0.07')")
    assert page.eval_on_selector_all(hole, read) == [["0", "0", "Hole at (0, 0)"]]


# --- "and N more"


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_and_n_more_opens_the_rest_without_a_script_and_live(open_honest, device: Device, screenshots):
    # Without JavaScript: a <details> the reader opens; the eleventh entry, 3π, is in it.
    built = open_honest(device, "plots/sinc.html", java_script_enabled=False).page
    assert built.inner_text(f"{MORE} > summary") == "and 1 more"
    assert not built.is_visible(f"{MORE} li") and len(texts(built, SHOWN)) == 10
    built.click(f"{MORE} > summary")
    assert built.is_visible(f"{MORE} li") and texts(built, f"{MORE} li") == ["Root (9.42478, 0)"]
    # Live: the same control; opened, it stays open when the list is rewritten after a zoom.
    page = open_live(open_honest, device, "plots/sinc.html")
    live_list(page)
    assert page.inner_text(f"{MORE} > summary") == "and 1 more"
    # A finger's target.
    assert page.eval_on_selector(f"{MORE} > summary", "(summary) => summary.getBoundingClientRect().height") >= 44
    page.click(f"{MORE} > summary")
    assert texts(page, f"{MORE} li") == ["Root (9.42478, 0)"]
    page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.showRanges({{ xMin: -12, xMax: 12, yMin: -1.2, yMax: 1.2 }})")
    wait_until(page, "() => document.querySelector('[data-poi-range]').textContent === 'x from −12 to 12'")
    assert page.inner_text(f"{MORE} > summary") == "and 3 more"
    assert page.eval_on_selector(MORE, "(details) => details.open")
    assert texts(page, f"{MORE} li") == ["Maximum (7.72525, 0.128375)", "Root (9.42478, 0)", "Minimum (10.9041, −0.0913252)"]
    page.locator(f"{MORE} > summary").scroll_into_view_if_needed()
    page.screenshot(path=screenshots / f"honest-and-n-more-opened-{device.name}.png", full_page=True)


# --- Vertical tangents


def tangent_path(page) -> list[list[tuple[float, float]]]:
    return parse_path(page.get_attribute(f"{GRAPH} svg.plot-svg:not(.plot-svg-compact) path[data-curve='1'][data-construct='tangent']", "d") or "")


def legend_name(page) -> str:
    return page.locator("[data-legend] li:nth-child(2) span").first.inner_text()


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_a_vertical_tangent_is_drawn_and_named_as_the_line_x_equals_a_and_follows_its_slider(open_honest, device: Device, screenshots):
    page = open_honest(device, "plots/upright.html").page
    wait_until(page, "() => !document.querySelector('input[type=range]').disabled")
    assert legend_name(page) == "tangent at x = 0: x = 0"
    [line] = tangent_path(page)
    assert len({x for x, _ in line}) == 1 and abs(line[0][1] - line[-1][1]) > 100, line
    page.screenshot(path=screenshots / f"honest-vertical-tangent-{device.name}.png", full_page=True)
    # Off 0 the tangent has a slope again; back at 0 it is vertical again.
    enter(page, "a", "1")
    wait_until(page, "() => document.querySelector('[data-legend] li:nth-child(2) span').textContent.startsWith('tangent at x = 1: y = ')")
    assert legend_name(page) == "tangent at x = 1: y = 0.333333x + 0.666667"
    assert all(len({x for x, _ in part}) > 1 for part in tangent_path(page))
    enter(page, "a", "0")
    wait_until(page, "() => document.querySelector('[data-legend] li:nth-child(2) span').textContent === 'tangent at x = 0: x = 0'")
    assert len({x for x, _ in tangent_path(page)[0]}) == 1
    assert "no derivative" not in page.inner_text("body")


# --- Facts and frames


def test_zoomed_in_far_the_facts_tell_the_ends_apart(open_honest):
    page = open_live(open_honest, DESKTOP, "plots/kink.html")
    live_list(page)
    page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.showRanges({{ xMin: 2.00012, xMax: 2.00019, yMin: 4.0004, yMax: 4.0008 }})")
    wait_until(page, "() => document.querySelector(\"[data-fact='x']\").textContent !== '−5 to 5'")
    live_list(page, 2)
    ranges = frame(page)
    low, high = page.text_content("[data-fact='x']").split(" to ")
    assert low != high
    assert float(low) == pytest.approx(ranges["xMin"], abs=1e-6) and float(high) == pytest.approx(ranges["xMax"], abs=1e-6)
    assert page.text_content("[data-poi-range]") == f"x from {low} to {high}"


def test_a_fitted_end_holds_the_curve_at_every_slider_position(open_honest):
    page = open_honest(DESKTOP, "plots/wave.html").page
    wait_until(page, "() => !document.querySelector('input[type=range]').disabled")
    assert (page.get_attribute(GRAPH, "data-y-min"), page.get_attribute(GRAPH, "data-y-max")) == ("-3.5", "4")
    enter(page, "a", "3")
    # At a = 3 the wave reaches −3: every point drawn lies inside the frame, none cut off at its bottom.
    height = float(page.get_attribute(f"{GRAPH} svg.plot-svg:not(.plot-svg-compact)", "viewBox").split()[3])
    points = [p for part in parse_path(page.get_attribute(f"{GRAPH} svg.plot-svg:not(.plot-svg-compact) .plot-curve-0", "d")) for p in part]
    # Its troughs at −3 lie 7/7.5 of the way down the frame −3.5 … 4 (a frame fitted at a = 1 would end at −1.5).
    lowest = max(y for _, y in points)
    assert lowest == pytest.approx(height * 7 / 7.5, abs=1), f"the lowest point drawn is at {lowest} of {height}"


def test_the_whole_list_prints_and_n_more_open(open_honest):
    page = open_live(open_honest, DESKTOP, "plots/sinc.html")
    live_list(page)
    page.emulate_media(media="print")
    settle(page)
    # Laid out though closed on screen; the page's script opens it while printing where that is not enough.
    heights = page.eval_on_selector_all(f"{MORE} li", "(items) => items.map((item) => item.getBoundingClientRect().height)")
    assert heights and all(height > 0 for height in heights)
    page.evaluate("() => dispatchEvent(new Event('beforeprint'))")
    assert page.eval_on_selector(MORE, "(details) => details.open") is True
    page.evaluate("() => dispatchEvent(new Event('afterprint'))")
    assert page.eval_on_selector(MORE, "(details) => details.open") is False
