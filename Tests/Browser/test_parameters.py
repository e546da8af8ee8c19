"""Parameters (docs/site.md#sliders, docs/hooks.md#sliders): a plot page's sliders reshape the figure live.

The default gallery's `sine-with-sliders` draws a·sin(b(x − c)) (curve 0), sin x (curve 1) and
a·cos(b(x − c)) (curve 2) with the area under curve 0 from 0 to π, for a in 0 … 3 (step 0.1), b in
0.5 … 4 (0.1), c in −π … π (π/12), all starting at a = 1, b = 1, c = 0. Moving a slider or entering
a number redraws every curve, the area value and the points of interest; the values live in the URL
(`?a=2`), which a reload restores, clamping what is out of range and ignoring what is no number.
Every page opened here also fails on a console error or a CSP violation (conftest)."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from axe_playwright_python.sync_playwright import Axe

from conftest import DESKTOP, DEVICES, PHONE, Device, wait_live
from graph_helpers import GRAPH, settle, wait_until

SLIDERS = "plots/sine-with-sliders.html"
SHOTS = Path("/tmp/slider-shots")
PHONE_LANDSCAPE = Device("phone-landscape", 844, 390, 3, True)
FIVE_SIZES = [PHONE, PHONE_LANDSCAPE, *DEVICES[1:]]

SLIDER = "input[type=range][name=param-{}]"
FIELD = "input[type=number][name=param-{}-value]"
PLAY = "button[data-play={}]"
AREA = "[data-graph-areas] [data-area='0']"


def open_sliders(open_page, device: Device = DESKTOP, query: str = "", **options):
    """The sliders' page, once its script has enabled them."""
    watched = open_page(device, SLIDERS + query, **options)
    wait_until(watched.page, f"() => !document.querySelector('{SLIDER.format('c')}').disabled")
    return watched


def traced_y(page, curve: int, x: float) -> float:
    """y of `curve` at x as the live view reads it (the trace marker's data-y), after the next frame."""
    page.evaluate("([curve, x]) => document.querySelector('[data-graph]').graphView.traceAt(curve, x)", [curve, x])
    settle(page)
    return float(page.get_attribute("[data-trace]", "data-y"))


def curve_path(page, curve: int = 0) -> str:
    return page.get_attribute(f"{GRAPH} svg.plot-svg [data-curve='{curve}']", "d")


def values_of(page) -> dict[str, str]:
    """Each parameter's slider and number field values."""
    return page.evaluate("""() => Object.fromEntries(['a', 'b', 'c'].map((name) => [name, [
        document.querySelector(`input[type=range][name=param-${name}]`).getAttribute('aria-valuetext'),
        document.querySelector(`input[type=number][name=param-${name}-value]`).value]]))""")


def enter(page, name: str, text: str) -> None:
    """Types `text` into the parameter's number field and presses Enter."""
    field = page.locator(FIELD.format(name))
    field.fill(text)
    field.press("Enter")
    settle(page)


def url_query(page) -> str:
    """The page's query once the debounced URL update has happened."""
    page.wait_for_timeout(400)
    return page.evaluate("location.search + location.hash")


# --- Without JavaScript


def test_without_javascript_the_sliders_show_the_declared_values_disabled(open_page):
    page = open_page(DESKTOP, SLIDERS, java_script_enabled=False).page
    for name, value, text in [("a", "1", "0 … 3"), ("b", "1", "0.5 … 4"), ("c", "0", "−π … π")]:
        slider, field = page.locator(SLIDER.format(name)), page.locator(FIELD.format(name))
        assert slider.is_disabled() and field.is_disabled() and page.locator(PLAY.format(name)).is_disabled()
        assert slider.get_attribute("value") == value and field.get_attribute("value") == value
        assert page.locator(f"#param-{name}-range").inner_text() == text
    assert page.locator("label[for=param-a]").inner_text() == "a"


# --- The slider and the number field


def test_dragging_a_slider_redraws_the_curve_at_the_new_value(open_page):
    page = open_sliders(open_page).page
    before = curve_path(page)
    box = page.locator(SLIDER.format("a")).bounding_box()
    # a from 1 (a third of the way) to about 2.5 (five sixths), in small moves like a finger's.
    page.mouse.move(box["x"] + box["width"] / 3, box["y"] + box["height"] / 2)
    page.mouse.down()
    for i in range(1, 11):
        page.mouse.move(box["x"] + box["width"] * (1 / 3 + i / 20), box["y"] + box["height"] / 2)
    page.mouse.up()
    settle(page)
    a = float(page.locator(SLIDER.format("a")).input_value())
    assert 2.2 <= a <= 2.8
    assert page.locator(FIELD.format("a")).input_value() == str(a).removesuffix(".0")
    assert curve_path(page) != before
    assert curve_path(page, 1) is not None
    assert traced_y(page, 0, 1.0) == pytest.approx(a * math.sin(1.0), abs=1e-12)
    assert traced_y(page, 1, 1.0) == pytest.approx(math.sin(1.0), abs=1e-12)  # sin x has no parameter


def test_the_keyboard_steps_a_slider_by_its_step(open_page):
    page = open_sliders(open_page).page
    page.locator(SLIDER.format("b")).focus()
    for _ in range(5):
        page.keyboard.press("ArrowRight")
    settle(page)
    assert values_of(page)["b"] == ["1.5", "1.5"]
    # Every curve with b follows: a·cos(b(x − c)) too.
    assert traced_y(page, 2, 0.7) == pytest.approx(math.cos(1.5 * 0.7), abs=1e-12)


def test_the_number_field_applies_an_exact_value_on_enter(open_page):
    page = open_sliders(open_page).page
    enter(page, "a", "2.37")
    # Between two of the slider's steps: the value is kept as typed, the thumb goes to the nearest step.
    assert values_of(page)["a"] == ["2.37", "2.37"]
    assert traced_y(page, 0, 0.5) == pytest.approx(2.37 * math.sin(0.5), abs=1e-12)
    enter(page, "c", "-1.25")
    assert values_of(page)["c"] == ["−1.25", "-1.25"]
    assert traced_y(page, 0, 0.5) == pytest.approx(2.37 * math.sin(0.5 + 1.25), abs=1e-12)


def test_the_number_field_clamps_out_of_range_and_ignores_no_number(open_page):
    page = open_sliders(open_page).page
    field = page.locator(FIELD.format("a"))
    field.fill("")
    field.press_sequentially("7")
    # While typed and not yet applied, a value outside 0 … 3 is marked invalid and changes nothing.
    assert field.get_attribute("aria-invalid") == "true"
    assert traced_y(page, 0, 1.0) == pytest.approx(math.sin(1.0), abs=1e-12)
    field.press("Enter")
    settle(page)
    assert field.get_attribute("aria-invalid") is None
    assert values_of(page)["a"] == ["3", "3"]
    # Emptied and left: nothing is applied and the field shows the value again.
    field.fill("")
    assert field.get_attribute("aria-invalid") == "true"
    page.keyboard.press("Tab")
    settle(page)
    assert values_of(page)["a"] == ["3", "3"] and field.get_attribute("aria-invalid") is None
    assert traced_y(page, 0, 1.0) == pytest.approx(3 * math.sin(1.0), abs=1e-12)


def test_a_trace_follows_its_curve_as_a_parameter_moves(open_page):
    page = open_sliders(open_page).page
    assert traced_y(page, 0, 1.2) == pytest.approx(math.sin(1.2), abs=1e-12)
    enter(page, "a", "2")
    settle(page)
    assert float(page.get_attribute("[data-trace]", "data-y")) == pytest.approx(2 * math.sin(1.2), abs=1e-12)


# --- What follows the values: the area, the points of interest


def test_the_area_value_follows_the_sliders(open_page):
    page = open_sliders(open_page).page
    area = page.locator(AREA)
    assert float(area.get_attribute("data-value")) == pytest.approx(2, abs=1e-9)  # ∫₀^π sin x dx
    enter(page, "a", "2.5")
    wait_until(page, f"() => Math.abs(Number(document.querySelector(\"{AREA}\").getAttribute('data-value')) - 5) < 1e-9")
    assert area.inner_text() == "5"
    # ∫₀^π sin(x − π/2) dx = 0, up to the quadrature's rounding.
    enter(page, "a", "1")
    enter(page, "c", str(math.pi / 2))
    wait_until(page, f"() => Math.abs(Number(document.querySelector(\"{AREA}\").getAttribute('data-value'))) < 1e-9")


def test_the_points_of_interest_follow_the_sliders(open_page):
    page = open_sliders(open_page).page
    roots = """() => [...document.querySelectorAll('[data-poi-list] li[data-poi~=root][data-curve="0"]')].map((li) => Number(li.getAttribute('data-x')))"""
    dots = """() => [...document.querySelectorAll('[data-graph] [data-poi-dot][data-poi=root][data-curve="0"]')].map((dot) => Number(dot.getAttribute('data-x')))"""
    wait_until(page, f"() => ({roots})().some((x) => Math.abs(x) < 1e-9)")
    enter(page, "c", "1")
    # sin(x − 1) = 0 at x = 1 + kπ: the list and the dots move there, within a few frames.
    wait_until(page, f"() => ({roots})().some((x) => Math.abs(x - 1) < 1e-9) && !({roots})().some((x) => Math.abs(x) < 1e-9)")
    wait_until(page, f"() => ({dots})().some((x) => Math.abs(x - 1) < 1e-9)")
    for x in page.evaluate(roots):
        assert abs(math.sin(x - 1)) < 1e-9


# --- The URL


def test_the_url_restores_the_values(open_page):
    page = open_sliders(open_page, query="?a=2&b=0.5").page
    assert values_of(page) == {"a": ["2", "2"], "b": ["0.5", "0.5"], "c": ["0", "0"]}
    assert traced_y(page, 0, 1.0) == pytest.approx(2 * math.sin(0.5), abs=1e-12)
    # ∫₀^π 2·sin(x/2) dx = 4, recomputed by the page at the URL's values.
    wait_until(page, f"() => Math.abs(Number(document.querySelector(\"{AREA}\").getAttribute('data-value')) - 4) < 1e-9")


def test_the_url_follows_the_values_and_keeps_its_other_keys(open_page):
    page = open_sliders(open_page, query="?from=gallery#graph").page
    enter(page, "a", "2")
    assert url_query(page) == "?from=gallery&a=2#graph"
    enter(page, "c", "-0.5")
    assert url_query(page) == "?from=gallery&a=2&c=-0.5#graph"
    # Back at its declared value, a parameter leaves the URL.
    enter(page, "a", "1")
    assert url_query(page) == "?from=gallery&c=-0.5#graph"
    page.reload()
    wait_live(page)
    wait_until(page, f"() => !document.querySelector('{SLIDER.format('c')}').disabled")
    assert values_of(page)["c"] == ["−0.5", "-0.5"] and values_of(page)["a"] == ["1", "1"]


def test_back_to_the_page_finds_the_values_of_a_change_made_just_before_leaving(open_page):
    page = open_sliders(open_page).page
    # A change and, in the same task, a link followed: well within the URL's delay.
    page.evaluate("""() => {
        const field = document.querySelector('input[type=number][name=param-b-value]');
        field.value = '3';
        field.dispatchEvent(new Event('change'));
        location.href = '../index.html';
    }""")
    page.wait_for_url("**/index.html")
    page.go_back()
    wait_live(page)
    wait_until(page, f"() => !document.querySelector('{SLIDER.format('c')}').disabled")
    assert page.evaluate("location.search") == "?b=3"
    assert values_of(page)["b"] == ["3", "3"]


def test_out_of_range_url_values_are_clamped_and_garbage_ignored(open_page):
    page = open_sliders(open_page, query="?a=99&b=abc&c=-1e9").page
    assert values_of(page)["a"] == ["3", "3"]
    assert values_of(page)["b"] == ["1", "1"]
    assert page.locator(FIELD.format("c")).input_value() == str(-math.pi)
    assert traced_y(page, 0, 1.0) == pytest.approx(3 * math.sin(1.0 + math.pi), abs=1e-12)
    for query in ["?a=%3Cscript%3Ealert(1)%3C/script%3E", "?a=&b=1/2&c=NaN", "?a=Infinity&b=0x10"]:
        page.goto(page.url.split("?")[0] + query)
        wait_live(page)
        wait_until(page, f"() => !document.querySelector('{SLIDER.format('c')}').disabled")
        assert values_of(page) == {"a": ["1", "1"], "b": ["1", "1"], "c": ["0", "0"]}, query


# --- Play


def test_play_sweeps_a_parameter_until_pressed_again(open_page):
    page = open_sliders(open_page).page
    play = page.locator(PLAY.format("b"))
    assert play.get_attribute("aria-pressed") == "false" and play.inner_text().startswith("Play")
    width = play.bounding_box()["width"]
    play.click()
    assert play.get_attribute("aria-pressed") == "true" and play.inner_text().startswith("Pause")
    assert play.bounding_box()["width"] == width  # Pause takes Play's place without moving the row
    page.wait_for_timeout(600)
    assert float(page.locator(FIELD.format("b")).input_value()) > 1.2  # 3.5 units per 4 s: about 0.5 in 600 ms
    play.click()
    assert play.get_attribute("aria-pressed") == "false" and play.inner_text().startswith("Play")
    stopped = page.locator(FIELD.format("b")).input_value()
    page.wait_for_timeout(300)
    assert page.locator(FIELD.format("b")).input_value() == stopped
    assert traced_y(page, 0, 0.3) == pytest.approx(math.sin(float(stopped) * 0.3), abs=1e-12)
    assert f"b={stopped}" in url_query(page)


def test_using_the_slider_stops_play(open_page):
    page = open_sliders(open_page).page
    page.locator(PLAY.format("a")).click()
    page.wait_for_timeout(200)
    page.locator(SLIDER.format("a")).focus()
    page.keyboard.press("Home")
    settle(page)
    assert page.locator(PLAY.format("a")).get_attribute("aria-pressed") == "false"
    page.wait_for_timeout(200)
    assert values_of(page)["a"] == ["0", "0"]


def test_with_reduced_motion_play_steps_instead_of_animating(open_page):
    page = open_sliders(open_page, reduced_motion="reduce").page
    step = page.locator(PLAY.format("a"))
    assert step.inner_text().startswith("Step") and step.get_attribute("aria-pressed") is None
    step.click()
    settle(page)
    assert values_of(page)["a"] == ["1.3", "1.3"]
    page.wait_for_timeout(300)
    assert values_of(page)["a"] == ["1.3", "1.3"]  # nothing moves on its own
    for _ in range(6):  # 1.6, 1.9, 2.2, 2.5, 2.8, 3
        step.click()
    assert values_of(page)["a"] == ["3", "3"]
    step.click()
    assert values_of(page)["a"] == ["2.7", "2.7"]  # and back from the end


# --- Layout


@pytest.mark.parametrize("device", FIVE_SIZES, ids=lambda d: d.name)
def test_the_sliders_fit_every_viewport_below_or_beside_the_graph(open_page, device: Device, screenshots):
    page = open_sliders(open_page, device).page
    assert page.evaluate("document.documentElement.scrollWidth") <= device.width
    graph = page.locator(GRAPH).bounding_box()
    fieldset = page.locator("[data-parameters]").bounding_box()
    beside = fieldset["x"] >= graph["x"] + graph["width"]
    assert beside or fieldset["y"] >= graph["y"] + graph["height"], "the sliders cover the graph"
    if device.width < 1024:
        # A phone held sideways has them beside the graph, which fills the height (docs/site.md#on-a-phone).
        assert beside == (device.height <= 500), "below the graph on a narrow screen, beside it on a phone on its side"
    for name in "abc":
        slider = page.locator(SLIDER.format(name)).bounding_box()
        assert slider["height"] >= 44, f"slider {name} is {slider['height']} px tall"
        for control in [slider, page.locator(FIELD.format(name)).bounding_box(), page.locator(PLAY.format(name)).bounding_box()]:
            assert control["x"] >= fieldset["x"] and control["x"] + control["width"] <= fieldset["x"] + fieldset["width"] + 0.5
    SHOTS.mkdir(exist_ok=True)
    page.locator("[data-parameters]").scroll_into_view_if_needed()
    for folder in (screenshots, SHOTS):
        page.screenshot(path=str(folder / f"sliders-{device.name}.png"))


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_the_sliders_pass_axe_enabled_playing_and_invalid(open_page, device: Device, scheme: str):
    page = open_sliders(open_page, device, color_scheme=scheme).page
    page.locator(PLAY.format("c")).click()
    page.locator(FIELD.format("a")).fill("9")
    settle(page)
    found = Axe().run(page).response["violations"]
    assert not found, "\n".join(f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes'][:5]]}" for v in found)
    page.locator(PLAY.format("c")).click()
