"""Riemann sums told apart (docs/site.md#sums, docs/hooks.md#figures): six sums of one curve (left … upper), each in a
colour of its own and shaded with its rule's pattern, in the drawing and in the list's swatches, on a phone in light
and dark mode, before and after the live view takes over, and in print; lower and upper differ without colour. The
patterns are SVG `<pattern>`s with presentation attributes: the pages open under the strict CSP (conftest fails a test
on a violation)."""

from __future__ import annotations

import pytest

from conftest import PHONE, rgb, shared_constants, own_site
from graph_helpers import GRAPH, settle, wait_until

RULES = ["left", "right", "midpoint", "trapezoid", "lower", "upper"]
MANIFEST = {
    "title": "Sums",
    "plots": [{
        "title": "Six sums", "slug": "six-sums", "xMin": -0.5, "xMax": 4.5, "yMin": -0.5, "yMax": 3,
        "parameters": {"n": {"value": 4, "min": 1, "max": 20, "step": 1}},
        "curves": [{"expression": "sin(x) + x/4 + 1", "label": "f"}],
        "sums": [{"of": 0, "from": 0, "to": 4, "n": "n", "rule": rule} for rule in RULES],
    }],
}

sums_site, open_sums = own_site("sums", "gallery.json", MANIFEST)
PALETTE = shared_constants()["palette"]


def drawn_sums(page) -> list[dict]:
    """Per sum of the page's drawing: its colour (the outline's computed stroke), and the pattern its pieces above the
    axis are filled with: the tint's and the lines' computed colours and the lines' path data."""
    return page.evaluate(f"""() => {{
        const svg = document.querySelector('{GRAPH} svg.plot-svg');
        return [...svg.querySelectorAll('path[data-shade="outline"]')].map((outline) => {{
            const i = outline.getAttribute('data-sum-part');
            const shaded = svg.querySelector(`path[data-sum-part="${{i}}"][data-shade="positive"]`);
            const id = shaded.getAttribute('fill').match(/^url\\(#(.+)\\)$/)[1];
            const pattern = svg.querySelector(`pattern#${{CSS.escape(id)}}`);
            const [tint, lines] = pattern.children;
            return {{ colour: getComputedStyle(outline).stroke, tint: getComputedStyle(tint).fill, lines: getComputedStyle(lines).stroke,
                      hatch: lines.getAttribute('d'), pieces: Number(outline.getAttribute('data-pieces')),
                      shadedFill: getComputedStyle(shaded).fill }};
        }});
    }}""")


def swatches(page) -> list[dict]:
    """Per row of the list of sums: its swatch's outline colour and the lines of its pattern."""
    return page.eval_on_selector_all("[data-graph-sums] li svg", """(svgs) => svgs.map((svg) => ({
        colour: getComputedStyle(svg.querySelector('.sum-swatch-outline')).stroke,
        hatch: svg.querySelector('pattern path').getAttribute('d'), lines: getComputedStyle(svg.querySelector('pattern path')).stroke }))""")


def expect_told_apart(found: list[dict], colours: list[str]) -> None:
    patterns = dict(zip(PALETTE["sumPatternRules"], PALETTE["sumPatterns"]))
    # Sum i in the palette's colour 1 + i (the curve has colour 0), its pattern's tint and lines in it too.
    assert [sum_["colour"] for sum_ in found] == [rgb(colours[1 + i]) for i in range(6)]
    assert all(sum_["tint"] == sum_["colour"] and sum_["lines"] == sum_["colour"] for sum_ in found)
    assert [sum_["hatch"] for sum_ in found] == [patterns[rule] for rule in RULES]
    assert len({sum_["hatch"] for sum_ in found}) == 6, "each rule's own lines: lower and upper differ without colour"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_six_sums_each_have_a_colour_and_a_pattern_in_the_drawing_and_the_list(open_sums, scheme):
    colours = PALETTE["curveColors"] if scheme == "light" else PALETTE["darkCurveColors"]
    still = open_sums(PHONE, "plots/six-sums.html", java_script_enabled=False, color_scheme=scheme).page
    expect_told_apart(drawn_sums(still), colours)
    page = open_sums(PHONE, "plots/six-sums.html", color_scheme=scheme).page
    wait_until(page, "() => !document.querySelector('input[type=range]').disabled")
    settle(page)
    found = drawn_sums(page)
    expect_told_apart(found, colours)
    assert {sum_["pieces"] for sum_ in found} == {4}
    # The list's swatches show the same colour and pattern as the drawing.
    assert [(s["colour"], s["hatch"]) for s in swatches(page)] == [(s["colour"], s["hatch"]) for s in found]
    assert all(s["lines"] == s["colour"] for s in swatches(page))


def test_the_patterns_stay_when_a_slider_redraws_the_sums_and_in_print(open_sums):
    page = open_sums(PHONE, "plots/six-sums.html").page
    wait_until(page, "() => !document.querySelector('input[type=range]').disabled")
    field = page.locator("input[type=number][name=param-n-value]")
    field.fill("12")
    field.press("Enter")
    wait_until(page, f"() => document.querySelector('{GRAPH} svg.plot-svg path[data-shade=\"outline\"]').getAttribute('data-pieces') === '12'")
    found = drawn_sums(page)
    assert {sum_["pieces"] for sum_ in found} == {12}
    expect_told_apart(found, PALETTE["curveColors"])
    # Printed, the sums keep their patterns and colours (a grey printer still tells them apart by their lines).
    page.emulate_media(media="print")
    expect_told_apart(drawn_sums(page), PALETTE["curveColors"])
    assert page.evaluate(f"() => getComputedStyle(document.querySelector('{GRAPH}')).printColorAdjust") == "exact"
