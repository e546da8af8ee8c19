"""Nothing wider than the screen, and every target within a finger's reach: with a note holding a long
address and a three-curve figure's table of values open, no page is wider than its viewport at the
five sizes; the note's address is a link; every control of every page type is at least 44 × 44 CSS
px on a phone, a phone on its side and a tablet (a link inside a sentence aside, as WCAG's
target-size rule has it)."""

from __future__ import annotations


import pytest

from conftest import DEVICES, PHONE, TABLET_LANDSCAPE, TABLET_PORTRAIT, Device, own_site

PHONE_LANDSCAPE = Device("phone-landscape", 844, 390, 3, True)
FIVE_SIZES = [PHONE, PHONE_LANDSCAPE, *DEVICES[1:]]

LONG_ADDRESS = "https://example.edu/courses/calculus-one/lecture-notes/week-07/limits-continuity-and-the-squeeze-theorem.pdf"
MANIFEST = {
    "title": "Calculus I",
    "plots": [
        {"title": "Three waves and their table", "slug": "three", "xMax": 7,
         "curves": [{"expression": "sin(x)", "label": "a rather long label for sine"}, {"expression": "cos(x)", "label": "cosine"},
                    {"expression": "sin(x)cos(x)", "label": "their product"}],
         "notes": f"Read {LONG_ADDRESS} before the lecture; Supercalifragilisticexpialidocious-without-any-spaces-at-all."},
        {"expression": "a sin(bx)", "slug": "sliders", "parameters": {"a": {"value": 1, "min": -100000, "max": 100000},
                                                                       "b": {"value": 1, "min": 0.5, "max": 4}}},
    ],
}
PAGES = ["index.html", "plots/three.html", "plots/sliders.html", "calculator.html", "configuration.html", "404.html"]

# Every control a person can tap: links, buttons, fields, summaries, anything focusable.
SMALL_TARGETS = """() => [...document.querySelectorAll('a[href], button, input, select, summary, [tabindex]:not([tabindex="-1"])')]
  .filter((e) => {
    const box = e.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(e).visibility === 'hidden') return false;
    // A link within a sentence may be as tall as its line.
    const sentence = e.matches('a') ? e.closest('p') : null;
    return !(sentence && sentence.textContent.trim().length > e.textContent.trim().length);
  })
  .map((e) => ({ html: e.outerHTML.slice(0, 90), width: e.getBoundingClientRect().width, height: e.getBoundingClientRect().height }))
  .filter((target) => target.width < 44 || target.height < 44)"""


reach_site, open_reach = own_site("reach", "reach.json", MANIFEST)


def page_width(page) -> int:
    return page.evaluate("document.documentElement.scrollWidth")


@pytest.mark.parametrize("device", FIVE_SIZES, ids=lambda d: d.name)
def test_no_page_is_wider_than_its_viewport_with_long_notes_and_the_table_open(open_reach, screenshots, device: Device):
    page = open_reach(device, "plots/three.html").page
    assert page_width(page) <= device.width
    page.click(".plot-table summary")
    page.wait_for_selector(".plot-table[open] table")
    assert page_width(page) <= device.width, "the open table scrolls inside its card"
    scroller = page.locator(".plot-table-scroll")
    assert scroller.evaluate("(e) => e.getBoundingClientRect().right") <= device.width
    link = page.locator(".plot-notes a")
    assert link.get_attribute("href") == LONG_ADDRESS and link.get_attribute("rel") == "noopener"
    assert link.inner_text() == LONG_ADDRESS
    page.locator(".plot-notes").screenshot(path=str(screenshots / f"reach-notes-{device.name}.png"))
    page.locator(".plot-table").screenshot(path=str(screenshots / f"reach-table-{device.name}.png"))


@pytest.mark.parametrize("device", [PHONE, PHONE_LANDSCAPE, TABLET_PORTRAIT, TABLET_LANDSCAPE], ids=lambda d: d.name)
@pytest.mark.parametrize("path", PAGES)
def test_every_target_is_at_least_44_px_square(open_reach, device: Device, path: str):
    opened = open_reach(device, path, live=path.startswith("plots/"))
    small = opened.page.evaluate(SMALL_TARGETS)
    assert small == [], f"targets under 44 × 44 px on {path}: {small[:5]}"
    assert page_width(opened.page) <= device.width


def test_on_a_phone_on_its_side_the_graph_fits_the_screen(open_reach, screenshots):
    """The page scrolls (title above, the rest below), but the graph and its strip of controls fit
    between the sticky bar and the bottom of the screen, so the whole drawing can be seen at once."""
    page = open_reach(PHONE_LANDSCAPE, "plots/three.html").page
    graph = page.locator("[data-graph]")
    graph.scroll_into_view_if_needed()
    box = graph.bounding_box()
    bar = page.locator(".site-bar").bounding_box()
    assert box["height"] + bar["height"] <= PHONE_LANDSCAPE.height, (box, bar)
    assert page.locator(".graph-toolbar button").count() > 0
    page.screenshot(path=str(screenshots / "reach-landscape-graph.png"))
