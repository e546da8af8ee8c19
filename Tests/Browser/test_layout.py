"""The site's pages fit every viewport (docs/site.md#layouts): with issue 17's long site title (77 characters)
and long plot titles no page is wider than its viewport at the five sizes, the tab bar stays clear
of the title, and long titles wrap or end in an ellipsis whose full text is in the title attribute.
On wide screens a plot page gives its graph the width it has. Screenshots of the long-title site and of a
plot page after a pan and a pinch go to Tests/Browser/screenshots/ for a person to look at."""

from __future__ import annotations


import pytest
from playwright.sync_api import Page

from conftest import DESKTOP, DEVICES, PHONE, TABLET_LANDSCAPE, Device, own_site, wait_live
from graph_helpers import Touch, graph_state, mouse_drag, settle, wait_until

# A large phone on its side: the fifth size (docs/site.md#layouts).
PHONE_LANDSCAPE = Device("phone-landscape", 844, 390, 3, True)
FIVE_SIZES = [PHONE, PHONE_LANDSCAPE, *DEVICES[1:]]

LONG_SITE_TITLE = "Analysis für das Lehramt — Funktionen, Ableitungen und Integrale (WS 2026/27)"
# With a word longer than a phone is wide at the heading's size.
LONG_PLOT_TITLE = "Kurvendiskussion eines kubischen Polynoms: Nullstellenbestimmungsverfahren, Extrema und Wendepunkt"
LONG_TITLE_MANIFEST = {
    "title": LONG_SITE_TITLE,
    "plots": [
        {"expression": "sin(x)", "xMax": 10, "slug": "sine"},
        {"expression": "x^3 - 2.5x^2 + 3.1x - 13.3", "xMax": 4, "title": LONG_PLOT_TITLE, "slug": "long-title"},
        {"expression": "tan(x)", "xMax": 10, "slug": "tangent", "featured": False,
         "notes": "Polstellen bei π/2 + kπ: dort springt der Graph von +∞ nach −∞."},
    ],
}
LONG_TITLE_PLOT = "plots/long-title.html"
# Every page type; the tangent's page has notes and the long title in its pager.
LONG_TITLE_PAGES = ["index.html", LONG_TITLE_PLOT, "plots/tangent.html", "calculator.html", "configuration.html", "404.html"]


# A throwaway site built from LONG_TITLE_MANIFEST, served on a free loopback port.
long_title_site, open_long_title = own_site("long_title", "plots.json", LONG_TITLE_MANIFEST)


def context_options(device: Device) -> dict:
    """conftest's options, with every phone (on its side too) a mobile browser: a page that is too
    wide then widens the layout viewport, as it would on a real phone."""
    return {"is_mobile": device.width < 600 or device.height < 600} if device.touch else {}


SCREENSHOT_NAMES = {"index.html": "featured", LONG_TITLE_PLOT: "plot", "calculator.html": "calculator"}
# The height of the bar that stays on screen while the page scrolls: the sticky top bar of wide
# screens, or the tab bar at a phone's bottom.
STAYING_BAR = """() => {
    const bar = document.querySelector('.site-bar');
    const staying = getComputedStyle(bar).position === 'sticky' ? bar : document.querySelector('.tab-bar');
    return staying.getBoundingClientRect().height;
}"""

# What is measured on each page, in CSS px of the viewport.
MEASURE = """() => {
    const root = document.documentElement;
    const box = (element) => { const r = element.getBoundingClientRect(); return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }; };
    const title = document.querySelector('.site-title');
    const heading = [...document.querySelectorAll('main h1')].find((h) => !h.closest('.visually-hidden') && !h.classList.contains('visually-hidden'));
    return {
        overflow: root.scrollWidth - root.clientWidth,
        innerWidth: window.innerWidth,
        scale: window.visualViewport.scale,
        title: { ...box(title), text: title.textContent.trim(), attribute: title.getAttribute('title'),
                 cut: title.scrollWidth > title.clientWidth + 0.5, shown: title.checkVisibility() },
        tabs: [...document.querySelectorAll('.tab-bar .tab')].map(box),
        heading: heading && { text: heading.textContent.trim(), cut: heading.scrollWidth > heading.clientWidth + 0.5 },
        keys: [...document.querySelectorAll('[data-key]')].filter((key) => key.checkVisibility()).map((key) => ({ key: key.dataset.key, ...box(key) })),
    };
}"""


def overlaps(a: dict, b: dict) -> bool:
    return a["left"] < b["right"] - 0.5 and b["left"] < a["right"] - 0.5 and a["top"] < b["bottom"] - 0.5 and b["top"] < a["bottom"] - 0.5


def check_fits(page: Page, device: Device, path: str) -> None:
    where = f"{path} at {device.width}×{device.height}"
    m = page.evaluate(MEASURE)
    assert m["overflow"] <= 0, f"{where} is {m['overflow']} px wider than the viewport"
    assert m["innerWidth"] == device.width and m["scale"] == 1, f"{where}: the phone zoomed out to {m['innerWidth']} px"
    assert len(m["tabs"]) == 3
    for tab in m["tabs"]:
        assert 0 <= tab["left"] and tab["right"] <= device.width, f"{where}: a tab is off screen: {tab}"
        if m["title"]["shown"]:
            assert not overlaps(m["title"], tab), f"{where}: the site title {m['title']} overlaps a tab {tab}"
    title = m["title"]
    assert title["text"] == LONG_SITE_TITLE
    if title["shown"]:
        assert title["right"] <= device.width
        assert not title["cut"] or title["attribute"] == LONG_SITE_TITLE, f"{where}: the cut title has no full text"
    if m["heading"]:
        assert not m["heading"]["cut"], f"{where}: the heading {m['heading']['text']!r} is cut rather than wrapped"
    for key in m["keys"]:
        assert 0 <= key["left"] and key["right"] <= device.width, f"{where}: the key {key['key']} is off screen: {key}"


@pytest.mark.parametrize("device", FIVE_SIZES, ids=lambda d: d.name)
def test_a_long_title_site_fits_every_page_in_its_viewport(open_long_title, long_title_site, screenshots, device: Device):
    page = open_long_title(device, LONG_TITLE_PAGES[0], live=False, **context_options(device)).page
    for path in LONG_TITLE_PAGES:  # one page for all: a context per size keeps the test fast
        if page.url != long_title_site.url + path:
            page.goto(long_title_site.url + path)
        if path.startswith("plots/") or path == "calculator.html":
            wait_live(page)
        if path == "calculator.html" and page.locator(".calculator-popover-toggle").is_visible():
            page.locator(".calculator-popover-toggle").click()  # the tablet's keypad is in a popover
            page.wait_for_selector("[data-popover-open] .keypad", state="visible")
        settle(page)
        check_fits(page, device, path)
        if path.startswith("plots/"):
            graph, toolbar = graph_state(page), page.locator(".graph-toolbar").bounding_box()
            assert 0 <= graph.left and graph.left + graph.width <= device.width
            assert graph.left <= toolbar["x"] and toolbar["x"] + toolbar["width"] <= graph.left + graph.width + 0.5
            # The whole graph fits on the screen beside the bar that stays (the graph takes every
            # touch: one taller than the screen would leave nothing to scroll the page by).
            figure = page.locator("[data-graph]").bounding_box()
            assert figure["height"] <= device.height - page.evaluate(STAYING_BAR), f"{path}: the graph is taller than the screen"
        if path in SCREENSHOT_NAMES:
            if path.startswith("plots/"):
                page.locator("[data-graph]").scroll_into_view_if_needed()  # on a phone on its side
            page.wait_for_timeout(300)  # the calculator's popover transition ends
            page.screenshot(path=screenshots / f"long-title-{SCREENSHOT_NAMES[path]}-{device.name}.png")


@pytest.mark.parametrize("device", [TABLET_LANDSCAPE, DESKTOP], ids=lambda d: d.name)
def test_a_wide_plot_page_gives_the_graph_the_width_it_has(open_page, cubic, screenshots, device: Device):
    """From 1180 px the graph takes at least 60 % of the window, the actions and facts beside it,
    and the live drawing keeps one SVG unit per CSS px (crisp), also after the window changes size."""
    page = open_page(device, cubic.path).page
    graph = page.locator("[data-graph]").bounding_box()
    assert graph["width"] >= 0.6 * device.width, f"the graph is {graph['width']} px wide in a {device.width} px window"
    for side in [".plot-actions", ".plot-facts", ".plot-table"]:
        box = page.locator(side).bounding_box()
        beside, below = box["x"] >= graph["x"] + graph["width"], box["y"] >= graph["y"] + graph["height"]
        assert beside or below, f"{side} overlaps the graph"
    toolbar = page.locator(".graph-toolbar").bounding_box()
    assert toolbar["y"] + toolbar["height"] <= device.height, "the graph's controls are on the first screen"
    # The column beside the graph is packed at its top, not spread over the graph's height.
    column = page.eval_on_selector_all(".plot-page > *", """(items) => items.filter((item) => {
        const box = item.getBoundingClientRect();
        return box.height > 0 && box.left > document.querySelector('[data-graph]').getBoundingClientRect().right;
      }).map((item) => { const box = item.getBoundingClientRect(); return [item.className, box.top, box.bottom]; })""")
    assert len(column) >= 3, column
    column.sort(key=lambda item: item[1])
    gaps = [(after[0], after[1] - before[2]) for before, after in zip(column, column[1:])]
    assert all(gap <= 28 for _, gap in gaps), f"gaps in the column beside the graph: {gaps}"
    page.screenshot(path=screenshots / f"plot-page-wide-{device.name}.png")

    def drawn_at_its_size():
        size = page.eval_on_selector("[data-graph] svg.plot-svg", """(svg) => {
            const box = svg.getBoundingClientRect();
            return { box: [box.width, box.height], viewBox: svg.getAttribute('viewBox').split(' ').slice(2).map(Number) };
        }""")
        assert size["viewBox"] == pytest.approx(size["box"], abs=0.5), "the drawing is stretched, not redrawn"
    drawn_at_its_size()
    other = DESKTOP if device is TABLET_LANDSCAPE else TABLET_LANDSCAPE
    before = graph_state(page).width
    page.set_viewport_size({"width": other.width, "height": other.height})
    wait_until(page, f"() => Math.abs(document.querySelector('[data-graph] svg.plot-svg').getBoundingClientRect().width - {before}) > 20")
    settle(page)
    drawn_at_its_size()
    assert page.locator("[data-graph]").bounding_box()["width"] >= 0.6 * other.width


@pytest.mark.parametrize("device", DEVICES, ids=lambda d: d.name)
def test_plot_page_controls_never_cover_the_drawing(open_page, cubic, device: Device):
    """The toolbar sits under the drawing, not over its curve or labels, at every size."""
    page = open_page(device, cubic.path).page
    state = graph_state(page)
    toolbar = page.locator(".graph-toolbar").bounding_box()
    assert toolbar["y"] >= state.top + state.height - 0.5, "the controls overlap the drawing"
    assert state.left <= toolbar["x"] and toolbar["x"] + toolbar["width"] <= state.left + state.width + 0.5
    # Every control is a full touch target, side by side in one row.
    boxes = [page.locator(".graph-toolbar .icon-button").nth(i).bounding_box()
             for i in range(page.locator(".graph-toolbar .icon-button").count())]
    assert len(boxes) == 5 and len({round(b["y"]) for b in boxes}) == 1
    # The stats popover opens inside the drawing, without pushing the page around.
    page.get_by_role("button", name="Visible region statistics").click()
    popover = page.locator(".graph-popover")
    popover.wait_for(state="visible")
    box = popover.bounding_box()
    assert state.top <= box["y"] and box["y"] + box["height"] <= state.top + state.height + 0.5
    assert graph_state(page).height == pytest.approx(state.height)


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_screenshots_after_a_pan_and_a_pinch(open_page, cubic, tangent, screenshots, device: Device):
    for plot in [cubic, tangent]:
        page = open_page(device, plot.path).page
        state = graph_state(page)
        if device.touch:
            touch = Touch(page)
            touch.drag(state.centre, (-state.width / 6, state.height / 8))
            touch.pinch(state.centre, 80, 160)
        else:
            mouse_drag(page, state.centre, (-state.width / 6, state.height / 8))
            page.mouse.click(*state.centre)
            page.mouse.wheel(0, -350)
        settle(page)
        after = graph_state(page)
        assert after.scale == pytest.approx(state.scale * 2, rel=0.05)
        page.locator("[data-graph]").scroll_into_view_if_needed()
        page.screenshot(path=screenshots / f"{plot.slug}-{device.name}.png")
        page.context.close()


def test_dark_mode_restyles_the_live_graph(open_page, sine, screenshots):
    page = open_page(PHONE, sine.path, color_scheme="dark").page
    page.locator("[data-graph]").scroll_into_view_if_needed()
    colours = page.eval_on_selector("[data-graph] svg.plot-svg", """(svg) => ({
        background: getComputedStyle(svg.querySelector('.plot-background')).fill,
        labels: getComputedStyle(svg.querySelector('.plot-labels')).fill,
        toolbar: getComputedStyle(document.querySelector('.graph-toolbar button')).color,
    })""")
    assert colours["background"] != "rgb(255, 255, 255)"
    assert colours["labels"] != colours["background"]
    page.tap("button[aria-label='Visible region statistics']")
    page.wait_for_selector("[data-graph] [role=dialog]", state="visible")
    wait_until(page, "() => document.querySelector('[data-graph] [role=dialog]').getAnimations().length === 0")
    page.screenshot(path=screenshots / f"{sine.slug}-phone-dark-stats.png")
