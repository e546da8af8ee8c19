"""A figure of 24 curves (docs/site.md#curve-colours, docs/manifest.md#curves): the eight colours in three rounds, each
round in a dash pattern of its own, so that curve 0 and curve 8 differ without colour, in the drawing and in the legend
under the graph; the live view draws them all and pans without a console error (conftest fails a test on one)."""

from __future__ import annotations

from conftest import DESKTOP, PHONE, rgb, shared_constants, own_site
from graph_helpers import GRAPH, graph_state, mouse_drag, settle, wait_until

CURVES = 24
MANIFEST = {
    "title": "Many curves",
    "plots": [{
        "title": "Twenty-four curves", "slug": "many", "xMin": -4, "xMax": 4, "yMin": -3, "yMax": 3,
        "curves": [{"expression": f"sin(x + {k}/4) + {k}/5 - 2.3", "label": f"c{k}"} for k in range(CURVES)],
    }],
}

many_site, open_many = own_site("many", "gallery.json", MANIFEST)
PALETTE = shared_constants()["palette"]
ROUND_DASHES = [dashes or None for dashes in PALETTE["curveRoundDashes"]]


def drawn_curves(page) -> list[tuple[str, str | None]]:
    """Per curve of the drawing: its computed stroke colour and its dash pattern."""
    return page.eval_on_selector_all(f"{GRAPH} svg.plot-svg > path[data-curve]", """(paths) => paths.map((path) =>
        [getComputedStyle(path).stroke, path.getAttribute('stroke-dasharray')])""")


def legend_swatches(page) -> list[tuple[str, str | None]]:
    """Per row of the legend under the graph: its swatch's computed stroke colour and dash pattern."""
    return page.eval_on_selector_all("[data-legend] li svg.legend-swatch path", """(paths) => paths.map((path) =>
        [getComputedStyle(path).stroke, path.getAttribute('stroke-dasharray')])""")


def expected(colours: list[str]) -> list[tuple[str, str | None]]:
    return [(rgb(colours[i % 8]), ROUND_DASHES[i // 8]) for i in range(CURVES)]


def test_twenty_four_curves_are_told_apart_by_colour_and_dash_live_and_after_a_pan(open_many):
    page = open_many(DESKTOP, "plots/many.html").page
    settle(page)
    curves = drawn_curves(page)
    assert [list(c) for c in curves] == [list(c) for c in expected(PALETTE["curveColors"])]
    assert curves[0][0] == curves[8][0] and curves[0][1] != curves[8][1], "curve 0 and curve 8: one colour, two patterns"
    swatches = legend_swatches(page)
    assert len(swatches) == CURVES
    assert len({tuple(s) for s in swatches}) == CURVES, "every legend swatch differs from every other"
    assert [list(s) for s in swatches] == [list(c) for c in curves]
    before = graph_state(page)
    mouse_drag(page, before.centre, (120, 40))
    wait_until(page, f"() => Number(document.querySelector('{GRAPH}').getAttribute('data-origin-x')) !== {before.origin_x}")
    settle(page)
    assert graph_state(page).origin_x > before.origin_x
    assert [list(c) for c in drawn_curves(page)] == [list(c) for c in curves]


def test_the_phone_in_dark_mode_shows_the_rounds_too(open_many):
    page = open_many(PHONE, "plots/many.html", color_scheme="dark").page
    settle(page)
    assert [list(c) for c in drawn_curves(page)] == [list(c) for c in expected(PALETTE["darkCurveColors"])]
    assert [list(s) for s in legend_swatches(page)] == [list(c) for c in expected(PALETTE["darkCurveColors"])]


def test_the_stats_popover_marks_each_curves_round_on_its_swatch(open_many):
    page = open_many(DESKTOP, "plots/many.html").page
    page.click("button[aria-label='Visible region statistics']")
    page.wait_for_selector(".graph-stats-swatch")
    # Per curve's row: the swatch's colour, and whether a mask cuts it into dashes (rounds 1 and 2).
    swatches = page.eval_on_selector_all(".graph-stats-swatch", """(marks) => marks.map((mark) =>
        [getComputedStyle(mark).backgroundColor, getComputedStyle(mark).maskImage])""")
    assert [colour for colour, _ in swatches] == [rgb(PALETTE["curveColors"][i % 8]) for i in range(CURVES)]
    masks = [mask for _, mask in swatches]
    assert masks[:8] == ["none"] * 8
    assert len(set(masks[8:16])) == 1 and len(set(masks[16:])) == 1
    assert len({masks[0], masks[8], masks[16]}) == 3, "curves 0, 8 and 16 share a colour and differ in their swatch's dashes"
