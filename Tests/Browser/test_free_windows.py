"""Free windows (`xMin`, `yMin`, issue 17): a plot drawn over x from 2 to 10, or y from 3 to 15, keeps
that window in the live view, the stats, the facts under the graph and on recenter; its axes run along
the frame's edge exactly as the build-time SVG draws them; labels keep a halo over the curve."""

from __future__ import annotations

import html
import re
import subprocess
from pathlib import Path

import pytest

from conftest import DESKTOP, PHONE, PLOTSITE, own_site
from graph_helpers import GRAPH, graph_state, mouse_drag, settle

MANIFEST = """\
# title: Free windows
ln(x)   | xMin=0 xMax=10 slug="logarithm"
x^2     | xMin=2 xMax=10 slug="parabola"
x^2+5   | xMin=-3 xMax=3 yMin=3 yMax=15 slug="lifted"
sin(x)  | yMin=-0.5 yMax=3 slug="sine"
"""
FACTS = "[data-graph-facts] dd[data-fact]"


# A site of free-window plots, built from the working tree's theme and served on a free port.
window_site, open_window = own_site("window", "plots.txt", MANIFEST)


def facts(page) -> list[str]:
    return page.eval_on_selector_all(FACTS, "(dds) => dds.map((dd) => dd.textContent)")


def visible(page) -> dict[str, float]:
    return page.evaluate("() => document.querySelector('[data-graph]').graphView.visibleRanges()")


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_the_live_view_starts_in_the_window_and_recenter_returns_to_it(open_window, device):
    page = open_window(device, "plots/parabola.html").page
    start = visible(page)
    assert (start["xMin"], start["xMax"]) == (pytest.approx(2), pytest.approx(10))
    assert (start["yMin"], start["yMax"]) == (pytest.approx(-120), pytest.approx(120))
    assert facts(page) == ["2 to 10", "\u2212120 to 120"]
    before = graph_state(page)
    mouse_drag(page, before.centre, (-120, 50))
    page.evaluate("() => document.querySelector('[data-graph]').graphView.zoomBy(2)")
    settle(page)
    assert visible(page)["xMin"] != pytest.approx(2)
    # Reset view brings the plot's window back, scales and all, and the facts with it.
    page.locator("button:text-is('Reset view')").click()
    settle(page)
    after = graph_state(page)
    assert (after.scale, after.scale_y) == (pytest.approx(before.scale), pytest.approx(before.scale_y))
    assert (after.origin_x, after.origin_y) == (pytest.approx(before.origin_x, abs=0.01), pytest.approx(before.origin_y, abs=0.01))
    assert facts(page) == ["2 to 10", "\u2212120 to 120"]


def test_the_facts_line_follows_pan_and_zoom(open_window):
    page = open_window(DESKTOP, "plots/lifted.html").page
    assert facts(page) == ["\u22123 to 3", "3 to 15"]
    state = graph_state(page)
    # Half a graph to the left: x from 0 to 6; then zoomed in twice about the centre: 1.5 to 4.5.
    page.evaluate("(dx) => document.querySelector('[data-graph]').graphView.panBy(-dx, 0)", state.width / 2)
    settle(page)
    assert facts(page) == ["0 to 6", "3 to 15"]
    page.evaluate("() => document.querySelector('[data-graph]').graphView.zoomBy(2)")
    settle(page)
    assert facts(page) == ["1.5 to 4.5", "6 to 12"]
    # The keyboard's recenter, on the focused graph, does the same as the button.
    page.focus(GRAPH)
    page.keyboard.press("0")
    settle(page)
    assert facts(page) == ["\u22123 to 3", "3 to 15"]


def test_the_stats_popover_starts_from_the_window(open_window):
    page = open_window(DESKTOP, "plots/logarithm.html").page
    page.click("button[aria-label='Visible region statistics']")
    page.wait_for_selector("[data-graph] [role=dialog]", state="visible")
    rows = dict(page.eval_on_selector_all("[data-graph] [role=dialog] dl > div",
                                          "(rows) => rows.map((r) => [r.children[0].textContent, r.children[1].textContent])"))
    assert rows["x from"] == "0 to 10"
    # ln 10 ≈ 2.30259 is the highest point in view, at the window's right edge.
    assert rows["max y"] == "2.30259 (at the right edge)"


def svg_parts(svg: str) -> dict:
    def attribute(css_class, name):
        element = re.search(rf'<[^>]*class="{css_class}"[^>]*>', svg).group(0)
        return html.unescape(re.search(rf'\s{name}="([^"]*)"', element).group(1))

    labels = [(float(x), float(y), anchor, html.unescape(text)) for x, y, anchor, text in
              re.findall(r'<text x="([^"]*)" y="([^"]*)" text-anchor="([^"]*)"[^>]*>([^<]*)</text>', svg)]
    return {"axes": attribute("plot-axes", "d"), "grid": attribute("plot-grid", "d"), "labels": labels}


@pytest.mark.parametrize("window", [(2, 10, 3, 7), (-10, -2, -7, -3), (0, 10, -6, 6), (-3, 3, 0, 15), (-10, 10, -7, -3)],
                         ids=lambda w: "x{}…{} y{}…{}".format(*w))
def test_the_live_axes_match_the_build_time_axes_beside_the_origin(open_window, window_site, window):
    """`plotsite sample --format svg` draws with SVGRenderer.swift; axes-layout.js must write the same strings."""
    x_min, x_max, y_min, y_max = window
    svg = subprocess.run([str(PLOTSITE), "sample", "x^2", "--from", str(x_min), "--to", str(x_max), "--ymin", str(y_min),
                          "--ymax", str(y_max), "--width", "800", "--height", "500", "--format", "svg"],
                         capture_output=True, text=True, check=True).stdout
    built = svg_parts(svg)
    page = open_window(DESKTOP, "plots/parabola.html").page
    # At the drawing's own font size, which places the labels.
    font_size = float(re.search(r'font-size="([0-9.]+)"', svg).group(1))
    drawn = page.evaluate("""async ([assets, v, fontSize]) => {
        const { axesLayout } = await import(assets['js/graph/axes-layout.js']);
        return axesLayout({ xMin: v[0], xMax: v[1], yMin: v[2], yMax: v[3], width: 800, height: 500 }, 1, fontSize);
    }""", [open_window.assets, list(window), font_size])
    assert drawn["axesPath"] == built["axes"]
    assert drawn["gridPath"] == built["grid"]
    assert [(label["x"], label["y"], label["anchor"], label["text"]) for label in drawn["labels"]] == built["labels"]
    # The range ends are on screen: xMax and yMax, written like the ticks.
    ends = re.findall(r'class="plot-range-label">([^<]*)<', svg)
    assert ends == [str(x_max).replace("-", "\u2212"), str(y_max).replace("-", "\u2212")]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_labels_have_a_halo_of_the_background_over_the_curve(open_window, scheme):
    page = open_window(PHONE, "plots/logarithm.html", color_scheme=scheme).page
    order = page.eval_on_selector(f"{GRAPH} svg.plot-svg", "(svg) => [...svg.children].map((e) => e.getAttribute('class'))")
    assert order.index("plot-labels") > order.index("plot-curve plot-curve-0")
    paint = page.eval_on_selector(f"{GRAPH} svg.plot-svg", """(svg) => {
        const labels = getComputedStyle(svg.querySelector('.plot-labels text'));
        return { stroke: labels.stroke, width: labels.strokeWidth, order: labels.paintOrder, fill: labels.fill,
                 background: getComputedStyle(svg.querySelector('.plot-background')).fill };
    }""")
    assert paint["stroke"] == paint["background"] != paint["fill"]
    assert paint["order"].startswith("stroke") and float(paint["width"].removesuffix("px")) >= 2
    # −2 sits where ln x crosses the y-axis labels: its halo keeps it readable (the curve runs under it).
    assert page.locator(f"{GRAPH} .plot-labels text", has_text="\u22122").count() == 1


def test_the_standalone_svg_carries_its_halo_and_window(window_site):
    svg = (window_site.folder / "plots" / "parabola.svg").read_text()
    assert re.search(r'<g class="plot-labels" fill="#4f5560" stroke="#ffffff" stroke-width="3"[^>]*paint-order="stroke"', svg)
    assert svg.index('class="plot-curve plot-curve-0"') < svg.index('class="plot-labels"')
    assert "for x from 2 to 10" in svg


def test_a_window_page_without_javascript_shows_its_window(open_window):
    page = open_window(DESKTOP, "plots/sine.html", java_script_enabled=False).page
    assert facts(page) == ["\u22125 to 5", "\u22120.5 to 3"]
    assert page.locator("text=Open in Calculator").get_attribute("href").endswith(
        "calculator.html?expression=sin%28x%29&xmax=5&ymin=-0.5&ymax=3&samples=auto")
    rows = page.eval_on_selector_all(".plot-table tbody tr", "(rows) => rows.map((r) => r.children[0].textContent)")
    assert rows[0] == "\u22125" and rows[-1] == "5"
