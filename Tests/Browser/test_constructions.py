"""Tangents, secants and Riemann sums (docs/manifest.md#tangents-and-secants, docs/manifest.md#sums,
docs/hooks.md): built into the page, and following their sliders live.

The default gallery's `tangent-on-a-slider` draws f(x) = x³ − 3x (curve 0), f′ (curve 1) and the tangent
at a (curve 2), a from −2.5 to 2.5 starting at 2; `secant-to-tangent` draws x² (curve 0), the secant from
1 to 1 + h (curve 1, h from 0 to 1.5 starting at 1) and the tangent at 1 (curve 2); `lower-and-upper-sums`
draws sin x + x/4 + 1 with its upper (sum 0) and lower (sum 1) sums from 0 to 6 in n pieces, n from 1 to
200 starting at 6. Every page opened here also fails on a console error or a CSP violation (conftest)."""

from __future__ import annotations

import math

import pytest

from conftest import DESKTOP, PHONE
from graph_helpers import GRAPH, settle, wait_until

TANGENT = "plots/tangent-on-a-slider.html"
SECANT = "plots/secant-to-tangent.html"
SUMS = "plots/lower-and-upper-sums.html"
# ∫ (sin x + x/4 + 1) from 0 to 6 = 1 − cos 6 + 36/8 + 6.
INTEGRAL = 1 - math.cos(6) + 4.5 + 6


def open_with_sliders(open_page, path: str, device=DESKTOP, **options):
    watched = open_page(device, path, **options)
    wait_until(watched.page, "() => !document.querySelector('input[type=range]').disabled")
    return watched.page


def enter(page, name: str, text: str) -> None:
    field = page.locator(f"input[type=number][name=param-{name}-value]")
    field.fill(text)
    field.press("Enter")
    settle(page)
    page.wait_for_timeout(150)  # the page's words follow within 100 ms


def legend_names(page, curve: int) -> tuple[str, str]:
    """Curve i's name in the page's legend and in the drawing's."""
    return (page.locator(f"[data-legend] li:nth-child({curve + 1}) span").first.inner_text(),
            page.locator(f"{GRAPH} .plot-legend [data-curve-swatch='{curve}'] + text").first.text_content())


def traced_y(page, curve: int, x: float) -> float:
    page.evaluate("([curve, x]) => document.querySelector('[data-graph]').graphView.traceAt(curve, x)", [curve, x])
    settle(page)
    return float(page.get_attribute("[data-trace]", "data-y"))


def outline(page, sum_index: int):
    return page.locator(f"{GRAPH} svg.plot-svg path[data-sum-part='{sum_index}'][data-shade='outline']")


def pieces_drawn(page, sum_index: int, shade: str) -> int:
    d = page.get_attribute(f"{GRAPH} svg.plot-svg path[data-sum-part='{sum_index}'][data-shade='{shade}']", "d") or ""
    return d.count("Z")


def test_without_javascript_the_constructions_and_sums_are_drawn_and_stated(open_page):
    page = open_page(DESKTOP, TANGENT, java_script_enabled=False).page
    assert page.locator("svg.plot-svg path[data-curve='2'][data-construct='tangent']").count() >= 1
    assert legend_names(page, 2) == ("tangent at x = 2: y = 9x − 16",) * 2
    page = open_page(DESKTOP, SUMS, java_script_enabled=False).page
    assert outline(page, 0).first.get_attribute("data-pieces") == "6"
    assert page.locator("[data-sum='0']").inner_text().startswith("S₆ = 12.3277 · ∫ = 10.5398 · difference")
    assert page.locator("[data-sum-text='1']").inner_text() == "Lower sum of f(x) = sin x + x/4 + 1 from 0 to 6, n = 6"


def test_the_tangent_follows_its_slider_its_point_and_its_equation(open_page):
    page = open_with_sliders(open_page, TANGENT)
    path = page.locator(f"{GRAPH} svg.plot-svg path[data-curve='2']").first
    assert path.get_attribute("data-construct") == "tangent"
    before = path.get_attribute("d")
    enter(page, "a", "0.5")
    assert path.get_attribute("d") != before
    assert legend_names(page, 2) == ("tangent at x = 0.5: y = −2.25x − 0.25",) * 2
    # f(0.5) + f′(0.5)(x − 0.5) with f′ exact: −1.375 − 2.25 (x − 0.5).
    assert traced_y(page, 2, 1.5) == pytest.approx(-1.375 - 2.25, abs=1e-12)
    point = page.evaluate("() => { const [p] = document.querySelector('[data-graph]').graphView.figure.points; return [p.x, p.y]; }")
    assert point == [0.5, -1.375]
    # The point's dot is where the tangent touches the curve: on the drawing, at (0.5, −1.375).
    dot = page.locator(f"{GRAPH} svg.plot-svg circle[data-point='0']").first.bounding_box()
    state = page.evaluate("""() => { const g = document.querySelector('[data-graph]'); const box = g.querySelector('svg.plot-svg').getBoundingClientRect();
        return [Number(g.getAttribute('data-scale')), Number(g.getAttribute('data-scale-y')), Number(g.getAttribute('data-origin-x')),
                Number(g.getAttribute('data-origin-y')), box.left, box.top]; }""")
    scale, scale_y, origin_x, origin_y, left, top = state
    assert dot["x"] + dot["width"] / 2 == pytest.approx(left + origin_x + 0.5 * scale, abs=1)
    assert dot["y"] + dot["height"] / 2 == pytest.approx(top + origin_y + 1.375 * scale_y, abs=1)
    # A longer equation than the build's widens the drawing's legend to hold it.
    enter(page, "a", "-1.55")
    assert legend_names(page, 2)[1] == "tangent at x = −1.55: y = 4.2075x + 7.44775"
    label, background = (page.locator(f"{GRAPH} .plot-legend {part}").last.bounding_box()
                         for part in ("[data-curve-swatch='2'] + text", ".plot-legend-background"))
    assert label["x"] + label["width"] < background["x"] + background["width"]


def test_the_secant_states_its_slope_and_turns_into_the_tangent(open_page):
    page = open_with_sliders(open_page, SECANT)
    assert page.locator(f"{GRAPH} svg.plot-svg path[data-curve='1']").first.get_attribute("data-construct") == "secant"
    assert legend_names(page, 1)[0] == "secant from x = 1 to x = 2: slope 3"
    enter(page, "h", "0.5")
    assert legend_names(page, 1) == ("secant from x = 1 to x = 1.5: slope 2.5",) * 2
    assert traced_y(page, 1, 3) == pytest.approx(1 + 2.5 * 2, abs=1e-12)
    enter(page, "h", "0.01")
    assert legend_names(page, 1)[0] == "secant from x = 1 to x = 1.01: slope 2.01"
    # At h = 0 there is no secant: the legend says why and the line is gone, the page does not break.
    enter(page, "h", "0")
    assert legend_names(page, 1)[0] == "no secant from x = 1 to x = 1: the two points are one"
    assert page.get_attribute(f"{GRAPH} svg.plot-svg path[data-curve='1']", "d") == ""
    enter(page, "h", "1")
    assert legend_names(page, 1)[0] == "secant from x = 1 to x = 2: slope 3"


def test_the_n_slider_changes_the_rectangles_and_the_stated_sums(open_page):
    page = open_with_sliders(open_page, SUMS)
    assert outline(page, 0).first.get_attribute("data-pieces") == "6"
    assert pieces_drawn(page, 0, "outline") == 6
    enter(page, "n", "200")
    assert outline(page, 0).first.get_attribute("data-pieces") == "200"
    assert pieces_drawn(page, 0, "outline") == 200 and pieces_drawn(page, 1, "positive") == 200
    upper = page.locator("[data-sum='0']")
    lower = page.locator("[data-sum='1']")
    assert upper.inner_text().startswith("S₂₀₀ = ") and " · ∫ = 10.5398 · difference " in upper.inner_text()
    assert lower.inner_text().startswith("s₂₀₀ = ")
    assert page.locator("[data-sum-text='0']").inner_text().endswith("n = 200")
    # Both close in on the integral from either side: within (max f − min f) · 6/200 of it.
    upper_value, lower_value = float(upper.get_attribute("data-value")), float(lower.get_attribute("data-value"))
    assert lower_value < INTEGRAL < upper_value
    assert upper_value - lower_value < 2 * 6 / 200 * 2
    # The keyboard steps n by 1, as a whole-numbered slider should.
    page.locator("input[type=range][name=param-n]").focus()
    page.keyboard.press("ArrowLeft")
    settle(page)
    page.wait_for_timeout(150)
    assert outline(page, 0).first.get_attribute("data-pieces") == "199"
    assert upper.inner_text().startswith("S₁₉₉ = ")


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda device: device.name)
@pytest.mark.parametrize("path", [TANGENT, SECANT, SUMS])
def test_the_pages_are_no_wider_than_the_screen(open_page, device, path):
    page = open_page(device, path).page
    width = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
    assert width[0] <= width[1], width


def test_a_line_written_in_the_parameter_follows_its_slider(open_page):
    # The tangent's page has a dotted line x = a through the point of contact.
    page = open_with_sliders(open_page, TANGENT)
    line = page.locator(f"{GRAPH} svg.plot-svg path[data-line='0']").first
    dot = page.locator(f"{GRAPH} svg.plot-svg circle[data-point='0']").first
    def x_of_line() -> float:
        return float(line.get_attribute("d").split()[0].removeprefix("M"))
    assert x_of_line() == pytest.approx(float(dot.get_attribute("cx")), abs=0.2)
    before = x_of_line()
    enter(page, "a", "-1")
    assert x_of_line() < before
    assert x_of_line() == pytest.approx(float(dot.get_attribute("cx")), abs=0.2)
