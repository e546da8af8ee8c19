"""Sequences on a page (docs/manifest.md#sequences): the default gallery's `sequence-e` draws aₙ = (1 + 1/n)ⁿ for
n = 1 … 30 with its limit e as a dashed line; `alternating-harmonic` draws (−1)ⁿ⁺¹/n for n = 1 … 25 as dots and its
partial sums as rings, its limit ln 2; `geometric-series` draws rⁿ for n = 0 … 20 and its partial sums, r a slider
from 0.8. The dots stand where the terms are, the trace steps n by one and reads `n = 7: a₇ = 2.5465`, the table
lists n, and neither points of interest nor Open in Calculator are offered. Every page opened here also fails on a
console error or a CSP violation (conftest)."""

from __future__ import annotations

import math
import re

import pytest

from conftest import DESKTOP, PHONE
from graph_helpers import GRAPH, graph_state, settle, wait_until
from trace_helpers import ANNOUNCER, MARKER, trace

E_SEQUENCE = "plots/sequence-e.html"
ALTERNATING = "plots/alternating-harmonic.html"
GEOMETRIC = "plots/geometric-series.html"
DOTS = f"{GRAPH} svg.plot-svg circle.plot-endpoint"


def e_term(n: int) -> float:
    return (1 + 1 / n) ** n


def alternating_term(n: int) -> float:
    return (-1) ** (n + 1) / n


def partial_sums(terms: list[float]) -> list[float]:
    sums, total = [], 0.0
    for term in terms:
        total += term
        sums.append(total)
    return sums


def six(value: float) -> str:
    """Six significant digits with a true minus sign, as the page writes numbers."""
    text = f"{value:.6g}"
    return text.replace("-", "−")


def drawn_dots(page) -> list[dict]:
    """The live drawing's dots: data x and y, open or closed, and where they are drawn (CSS px in the drawing)."""
    return page.eval_on_selector_all(DOTS, """(dots) => dots.map((dot) => ({
        x: Number(dot.getAttribute('data-x')), y: Number(dot.getAttribute('data-y')),
        open: dot.getAttribute('data-endpoint') === 'open', cx: Number(dot.getAttribute('cx')), cy: Number(dot.getAttribute('cy')) }))""")


def in_view(page, points: list[tuple[int, float]]) -> list[tuple[int, float]]:
    """The points inside the graph's frame as it is now."""
    s = graph_state(page)
    x_min, x_max = -s.origin_x / s.scale, (s.width - s.origin_x) / s.scale
    y_min, y_max = (s.origin_y - s.height) / s.scale_y, s.origin_y / s.scale_y
    return [(n, y) for n, y in points if x_min <= n <= x_max and y_min <= y <= y_max]


def assert_dots_at(page, closed: list[tuple[int, float]], open_: list[tuple[int, float]]) -> None:
    dots = drawn_dots(page)
    state = graph_state(page)
    for want, is_open in ((in_view(page, closed), False), (in_view(page, open_), True)):
        got = sorted((d["x"], d["y"]) for d in dots if d["open"] == is_open)
        assert [n for n, _ in got] == [n for n, _ in sorted(want)]
        for (n, y), (x_drawn, y_drawn) in zip(sorted(want), got):
            assert x_drawn == n and y_drawn == pytest.approx(y, rel=1e-12, abs=1e-15)
    # Each dot is drawn where its point is, to a tenth of a CSS px.
    for dot in dots:
        assert dot["cx"] == pytest.approx(state.origin_x + dot["x"] * state.scale, abs=0.1)
        assert dot["cy"] == pytest.approx(state.origin_y - dot["y"] * state.scale_y, abs=0.1)


def marker_label(page) -> str:
    return page.text_content(f"{MARKER} text") or ""


def press(page, key: str) -> None:
    page.keyboard.press(key)
    settle(page)


def set_slider(page, name: str, value: float) -> None:
    field = page.locator(f"input[type=number][name=param-{name}-value]")
    field.fill(str(value))
    field.press("Enter")
    settle(page)


def table(page) -> list[list[str]]:
    return page.eval_on_selector("[data-graph-table]", """(table) => [...table.rows].map((row) => [...row.cells].map((c) => c.textContent))""")


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_the_terms_are_dots_where_they_are_and_the_limit_a_dashed_line(open_page, device):
    page = open_page(device, E_SEQUENCE).page
    settle(page)
    assert_dots_at(page, [(n, e_term(n)) for n in range(1, 31)], [])
    # The x-range spans n = 1 … 30 with a margin (the manifest gives none).
    assert page.eval_on_selector(GRAPH, "(g) => [Number(g.getAttribute('data-x-min')), Number(g.getAttribute('data-x-max'))]") == [-1, 32]
    # The limit: a dashed horizontal line at y = e across the frame, labelled.
    line = page.eval_on_selector(f"{GRAPH} svg.plot-svg path.plot-line[data-line='0']",
                                 "(p) => ({ d: p.getAttribute('d'), dash: p.getAttribute('stroke-dasharray') })")
    assert line["dash"]
    ys = {float(y) for y in re.findall(r"[ML]\s*-?[\d.]+[ ,](-?[\d.]+)", line["d"])}
    state = graph_state(page)
    assert len(ys) == 1 and ys.pop() == pytest.approx(state.origin_y - math.e * state.scale_y, abs=0.1)
    assert page.text_content(f"{GRAPH} svg.plot-svg [data-line-label='0']") == "limit 2.71828"
    # The text alternative says what the sequence shows.
    desc = page.text_content(f"{GRAPH} svg.plot-svg desc")
    assert desc.startswith("Graph of the sequence aₙ = (1 + 1/n)ⁿ for n from 1 to 30: its first terms 2, 2.25, 2.37037, "
                           "2.44141, 2.48832, … drawn as dots, its limit 2.71828 as a dashed line")
    # No points of interest (a sequence has no roots to search) and no Calculator, which cannot plot it.
    assert page.query_selector(".plot-poi") is None
    assert page.eval_on_selector(GRAPH, "(g) => JSON.parse(g.getAttribute('data-figure')).pointsOfInterest") is False
    assert page.query_selector("[data-calculator-link]") is None


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_the_partial_sums_are_rings(open_page, device):
    page = open_page(device, ALTERNATING).page
    settle(page)
    terms = [alternating_term(n) for n in range(1, 26)]
    assert_dots_at(page, list(zip(range(1, 26), terms)), list(zip(range(1, 26), partial_sums(terms))))
    state = graph_state(page)
    d = page.get_attribute(f"{GRAPH} svg.plot-svg path.plot-line[data-line='0']", "d")
    ys = {float(y) for y in re.findall(r"[ML]\s*-?[\d.]+[ ,](-?[\d.]+)", d)}
    assert len(ys) == 1 and ys.pop() == pytest.approx(state.origin_y - math.log(2) * state.scale_y, abs=0.1)


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_the_trace_steps_n_by_one_and_reads_the_term(open_page, device):
    page = open_page(device, E_SEQUENCE).page
    page.focus(GRAPH)
    press(page, "t")
    wait_until(page, f"() => document.querySelector('{MARKER}') !== null", timeout=10)
    start = trace(page)
    assert start["curve"] == 0 and start["x"] == round(start["x"]) and 1 <= start["x"] <= 30
    page.evaluate("() => document.querySelector('[data-graph]').graphView.traceAt(0, 6.8)")
    settle(page)
    # traceAt goes to the whole n nearest.
    assert trace(page)["x"] == 7
    assert marker_label(page) == "n = 7: a₇ = 2.5465"
    press(page, "ArrowRight")
    assert trace(page) == {"x": 8, "y": pytest.approx(e_term(8), rel=1e-15), "curve": 0, "shown": True}
    assert marker_label(page) == f"n = 8: a₈ = {six(e_term(8))}"
    wait_until(page, f"() => document.querySelector('{ANNOUNCER}').textContent.endsWith('n = 8: a₈ = {six(e_term(8))}')")
    press(page, "ArrowLeft")
    press(page, "ArrowLeft")
    assert trace(page)["x"] == 6
    # Shift steps ten terms, never past the last.
    press(page, "Shift+ArrowRight")
    assert trace(page)["x"] == 16
    press(page, "Shift+ArrowRight")
    press(page, "Shift+ArrowRight")
    assert trace(page)["x"] == 30
    assert marker_label(page) == f"n = 30: a₃₀ = {six(e_term(30))}"


def test_the_trace_reads_the_partial_sums_after_the_terms(open_page):
    page = open_page(DESKTOP, ALTERNATING).page
    page.focus(GRAPH)
    page.evaluate("() => document.querySelector('[data-graph]').graphView.traceAt(0, 7)")
    settle(page)
    sums = partial_sums([alternating_term(n) for n in range(1, 26)])
    assert marker_label(page) == f"n = 7: a₇ = {six(1 / 7)}"
    # Tab goes from the terms to the partial sums of the same sequence; → steps them by one.
    press(page, "Tab")
    assert marker_label(page) == f"n = 7: S₇ = {six(sums[6])}"
    assert trace(page)["y"] == pytest.approx(sums[6], rel=1e-15)
    assert page.get_attribute(MARKER, "data-partial") == ""
    press(page, "ArrowRight")
    assert marker_label(page) == f"n = 8: S₈ = {six(sums[7])}"
    press(page, "Shift+Tab")
    assert marker_label(page) == f"n = 8: a₈ = {six(-1 / 8)}"


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_a_tap_on_a_ring_traces_that_partial_sum(open_page, device):
    page = open_page(device, ALTERNATING).page
    page.focus(GRAPH)
    settle(page)
    sums = partial_sums([alternating_term(n) for n in range(1, 26)])
    state = graph_state(page)
    x, y = state.client_of(5, sums[4])
    if device.touch:
        page.touchscreen.tap(round(x + 2), round(y - 2))
    else:
        page.mouse.click(round(x + 2), round(y - 2))
    wait_until(page, f"() => document.querySelector('{MARKER}') !== null", timeout=10)
    settle(page)
    assert marker_label(page) == f"n = 5: S₅ = {six(sums[4])}"


def test_the_table_lists_n_with_the_terms_and_partial_sums(open_page):
    page = open_page(DESKTOP, ALTERNATING).page
    rows = table(page)
    terms = [alternating_term(n) for n in range(1, 26)]
    sums = partial_sums(terms)
    assert rows[0][:3] == ["n", "aₙ = (−1)ⁿ⁺¹/n", "Sₙ"]
    assert rows[1:] == [[str(n), six(terms[n - 1]), six(sums[n - 1])] for n in range(1, 26)]


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_the_slider_moves_the_dots_and_the_table(open_page, device):
    page = open_page(device, GEOMETRIC).page
    wait_until(page, "() => !document.querySelector('input[type=range][name=param-r]').disabled", timeout=30)
    settle(page)
    terms = [0.8 ** n for n in range(21)]
    assert_dots_at(page, list(zip(range(21), terms)), list(zip(range(21), partial_sums(terms))))
    set_slider(page, "r", -0.5)
    terms = [(-0.5) ** n for n in range(21)]
    sums = partial_sums(terms)
    wait_until(page, f"() => document.querySelector(`{DOTS}[data-endpoint=closed][data-x='1']`)?.getAttribute('data-y') === '-0.5'")
    assert_dots_at(page, list(zip(range(21), terms)), list(zip(range(21), sums)))
    wait_until(page, "() => document.querySelector('[data-graph-table] tbody tr:nth-child(2) td:nth-child(2)').textContent === '−0.5'")
    assert table(page)[1:] == [[str(n), six(terms[n]), six(sums[n])] for n in range(21)]
    # The trace reads the term at the slider's value.
    page.focus(GRAPH)
    page.evaluate("() => document.querySelector('[data-graph]').graphView.traceAt(0, 3)")
    settle(page)
    assert marker_label(page) == "n = 3: a₃ = −0.125"
