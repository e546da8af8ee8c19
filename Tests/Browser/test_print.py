"""Print (docs/site.md#print): a plot page prints as a handout. In print media on A4 at 96 dpi the tab bar,
toolbars, sliders and buttons are gone; the figure takes the paper's width, black on white (also for a reader
in dark mode) and is never split by a page break; legend, description, notes, points of interest, parameter
values and the table of values (open, though closed on screen) are all there. The Print button prints."""

from __future__ import annotations

import re

import pytest

from conftest import DESKTOP, PHONE, Device

# A4 is 210 mm wide: 793.7 CSS px at 96 dpi.
A4 = Device("a4", 794, 1123, 1, False)
FIGURE = "plots/between-sine-and-cosine.html"
SLIDERS = "plots/sine-with-sliders.html"

HIDDEN_IN_PRINT = [".tab-bar", ".graph-toolbar", ".plot-actions", ".plot-pager", ".breadcrumb", "[data-print]"]
SHOWN_IN_PRINT = [".plot-description", "[data-legend]", ".figure-areas", ".plot-notes", "[data-poi-list]", ".plot-facts"]


def displayed(page, selector: str) -> bool:
    """Whether the first element matching `selector` takes room on the page."""
    return page.eval_on_selector(selector, "(e) => e.getClientRects().length > 0 && e.getBoundingClientRect().height > 0")


def printed(open_page, path: str, scheme: str = "light"):
    page = open_page(A4, path, color_scheme=scheme).page
    page.emulate_media(media="print", color_scheme=scheme)
    return page


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_figure_prints_at_the_papers_width_black_on_white_without_controls(open_page, scheme):
    page = printed(open_page, FIGURE, scheme)
    for selector in HIDDEN_IN_PRINT:
        assert not displayed(page, selector), f"{selector} is printed"
    for selector in SHOWN_IN_PRINT:
        assert displayed(page, selector), f"{selector} is not printed"
    figure = page.eval_on_selector("[data-graph]", """(graph) => {
      const style = getComputedStyle(graph);
      const svg = graph.querySelector('svg.plot-svg');
      return { width: graph.getBoundingClientRect().width, svgWidth: svg.getBoundingClientRect().width,
               breakInside: style.breakInside, background: getComputedStyle(svg.querySelector('.plot-background')).fill };
    }""")
    assert figure["width"] >= 0.85 * A4.width, figure
    assert figure["svgWidth"] >= 0.85 * A4.width, figure
    assert figure["breakInside"] == "avoid"
    assert figure["background"] == "rgb(255, 255, 255)"
    colours = page.evaluate("""() => ({ body: getComputedStyle(document.body).backgroundColor,
                                        text: getComputedStyle(document.querySelector('.plot-title')).color,
                                        labels: getComputedStyle(document.querySelector('[data-graph] .plot-labels')).fill })""")
    assert colours == {"body": "rgb(255, 255, 255)", "text": "rgb(0, 0, 0)", "labels": "rgb(0, 0, 0)"}


def test_the_table_of_values_prints_open_though_closed_on_screen(open_page):
    page = printed(open_page, FIGURE)
    assert page.eval_on_selector("details.plot-table", "(d) => d.open") is False
    rows = page.eval_on_selector_all("details.plot-table tbody tr", "(rows) => rows.filter((r) => r.getBoundingClientRect().height > 0).length")
    assert rows >= 10, "the table's rows are not laid out in print"
    # Browsers that cannot style ::details-content get the table opened by the page's script while printing.
    page.evaluate("() => dispatchEvent(new Event('beforeprint'))")
    assert page.eval_on_selector("details.plot-table", "(d) => d.open") is True
    page.evaluate("() => dispatchEvent(new Event('afterprint'))")
    assert page.eval_on_selector("details.plot-table", "(d) => d.open") is False


def test_parameters_print_as_their_values_without_sliders(open_page):
    page = printed(open_page, SLIDERS)
    assert displayed(page, ".plot-parameters")
    for selector in [".parameter-slider", ".parameter-play", ".parameter-range"]:
        assert not displayed(page, selector), f"{selector} is printed"
    values = page.eval_on_selector_all(".parameter", """(rows) => rows.map((row) =>
      [row.querySelector('.parameter-name').textContent, row.querySelector('.parameter-value').value,
       row.querySelector('.parameter-value').getBoundingClientRect().width > 0])""")
    assert values and all(shown for _, _, shown in values), values


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_the_print_button_prints_the_page(open_page, device):
    watched = open_page(device, FIGURE)
    page = watched.page
    page.evaluate("() => { window.__printed = 0; window.print = () => { window.__printed += 1; }; }")
    button = page.locator("[data-print]")
    button.wait_for(state="visible")
    button.click()
    assert page.evaluate("() => window.__printed") == 1


def test_without_javascript_there_is_no_print_button_but_the_page_still_prints(open_page):
    page = open_page(A4, FIGURE, java_script_enabled=False).page
    assert page.locator("[data-print]").is_hidden()
    page.emulate_media(media="print")
    assert not displayed(page, ".tab-bar")
    width = page.eval_on_selector("[data-graph] > svg.plot-svg:not(.plot-svg-compact)", "(svg) => svg.getBoundingClientRect().width")
    assert width >= 0.85 * A4.width


def test_a_printed_plot_page_is_a_pdf_of_at_most_two_a4_pages(open_page):
    page = printed(open_page, FIGURE)
    pdf = page.pdf(format="A4", print_background=True)
    assert pdf.startswith(b"%PDF")
    pages = len(re.findall(rb"/Type\s*/Page(?!s)", pdf))
    assert 1 <= pages <= 2, f"{pages} pages"
