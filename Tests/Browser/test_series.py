"""Series on a page (docs/manifest.md#taylor-polynomials, docs/manifest.md#live-labels): the default gallery's
`taylor-sine` draws sin x (curve 0) and its Taylor polynomial at 0 whose degree is the slider n (0 … 20, from 5);
`exponential-series` draws eˣ and Σ(k = 0 … n, xᵏ/k!) labelled "Σ of xᵏ/k! up to k = {n}", its notes saying
"{n}" too. Moving n redraws the polynomial, rewrites its legend in the page and in the drawing (exact fractions)
and the title, labels and notes that name n. Every page opened here also fails on a console error or a CSP
violation (conftest)."""

from __future__ import annotations

import math

import pytest

from conftest import DESKTOP, PHONE
from graph_helpers import settle, wait_until

TAYLOR = "plots/taylor-sine.html"
EXPONENTIAL = "plots/exponential-series.html"
FIELD = "input[type=number][name=param-n-value]"


def opened(open_page, device, path):
    page = open_page(device, path).page
    wait_until(page, "() => !document.querySelector('input[type=range][name=param-n]').disabled", timeout=30)
    return page


def set_n(page, value: int) -> None:
    field = page.locator(FIELD)
    field.fill(str(value))
    field.press("Enter")
    settle(page)


def texts(page) -> dict[str, str]:
    return page.evaluate("""() => ({
        title: document.querySelector('h1.plot-title').textContent,
        row: document.querySelector('[data-legend]').children[1].querySelector('span').textContent,
        drawing: [...document.querySelectorAll('[data-graph] svg.plot-svg .plot-legend [data-curve-swatch="1"] + text')]
            .map((text) => text.textContent).join('|'),
        notes: document.querySelector('.plot-notes p')?.textContent ?? '',
    })""")


def traced_y(page, curve: int, x: float) -> float:
    page.evaluate("([curve, x]) => document.querySelector('[data-graph]').graphView.traceAt(curve, x)", [curve, x])
    settle(page)
    return float(page.get_attribute("[data-trace]", "data-y"))


def sine_polynomial(n: int, x: float) -> float:
    return sum((-1) ** (k // 2) * x ** k / math.factorial(k) for k in range(1, n + 1, 2))


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_the_degree_slider_redraws_the_taylor_polynomial_and_rewrites_its_legend(open_page, device):
    page = opened(open_page, device, TAYLOR)
    before = texts(page)
    assert before["title"] == "sin x and its Taylor polynomial of degree 5"
    assert before["row"] == "T₅(x) = x − x³/6 + x⁵/120"
    for n, legend in [(9, "T₉(x) = x − x³/6 + x⁵/120 − x⁷/5040 + x⁹/362880"), (0, "T₀(x) = 0"), (2, "T₂(x) = x")]:
        set_n(page, n)
        wait_until(page, "(legend) => document.querySelector('[data-legend]').children[1].textContent.includes(legend)", legend, timeout=10)
        now = texts(page)
        assert now["title"] == f"sin x and its Taylor polynomial of degree {n}"
        assert now["row"] == legend
        if device is DESKTOP:
            assert now["drawing"] == legend
        assert traced_y(page, 1, 2.0) == pytest.approx(sine_polynomial(n, 2.0), rel=1e-12, abs=1e-12)
    set_n(page, 20)
    wait_until(page, "() => document.querySelector('[data-legend]').children[1].querySelector('span').textContent.endsWith('x¹⁹/121645100408832000')", timeout=10)
    assert traced_y(page, 1, 3.0) == pytest.approx(math.sin(3.0), abs=1e-9)


def test_a_partial_sum_with_sigma_follows_its_slider_in_label_and_notes(open_page):
    page = opened(open_page, DESKTOP, EXPONENTIAL)
    assert texts(page)["row"] == "Σ of xᵏ/k! up to k = 3"
    assert "up to k = 3 is" in texts(page)["notes"]
    set_n(page, 7)
    wait_until(page, "() => document.querySelector('[data-legend]').children[1].querySelector('span').textContent.endsWith('k = 7')", timeout=10)
    now = texts(page)
    assert now["row"] == "Σ of xᵏ/k! up to k = 7" and now["drawing"] == "Σ of xᵏ/k! up to k = 7"
    assert "up to k = 7 is" in now["notes"]
    assert traced_y(page, 1, 1.0) == pytest.approx(sum(1 / math.factorial(k) for k in range(8)), rel=1e-12)
