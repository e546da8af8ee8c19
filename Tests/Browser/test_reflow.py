"""Every page reflows (docs/site.md#layouts): at 320 CSS px wide (a laptop at 400 %), on a phone at 200 %
zoom, and with the reader's default font size at 32 px, no page scrolls sideways, every control can be
reached (the Calculator's plot key too) and nothing overlaps or is cut (WCAG 2.2 1.4.4 and 1.4.10).

How the tests model them:
- 200 % zoom on a phone is a 195 × 422 CSS px viewport at device scale 6: browser zoom makes each CSS px
  twice as many device pixels, so the layout viewport, and what media queries see, is half as wide (390 →
  195), with devicePixelRatio doubled (3 → 6). CDP's Emulation.setPageScaleFactor would be a pinch-zoom
  instead: the visual viewport magnified over an unchanged layout, which reflows nothing.
- 400 % on a 1280 × 1024 laptop is a 320 × 256 viewport at device scale 4, with a mouse.
- The reader's font size is Chromium's default font size setting (webkit.webprefs.default_font_size, which
  a profile's Preferences file also sets), given per page through CDP's Page.setFontSizes
  (conftest's `font_size`); the page's root then computes to 32 px."""

from __future__ import annotations

import pytest

from conftest import Device

ZOOMED = Device("phone-200%", 195, 422, 6, True)
LAPTOP_400 = Device("laptop-400%", 320, 256, 4, False)
PHONE = Device("phone", 390, 844, 3, True)
PAGES = ["index.html", "plots/sine-with-sliders.html", "plots/lower-and-upper-sums.html", "calculator.html",
         "configuration.html", "embed/sine-with-sliders.html", "404.html"]

# The controls a reader can see, with their boxes (visually hidden ones, those of a closed <details> or a
# hidden pane, and the skip link, which comes into view when it has the focus, left out), and how wide the page is.
CONTROLS = """() => {
    const controls = [...document.querySelectorAll('a[href], button, input, select, textarea, summary')]
        .filter((e) => e.checkVisibility({ visibilityProperty: true }) && e.getBoundingClientRect().width > 1
            && !e.closest('.visually-hidden, .skip-link'));
    return { scrollWidth: document.documentElement.scrollWidth, width: innerWidth,
             controls: controls.map((e) => { const b = e.getBoundingClientRect();
                 return [e.getAttribute('aria-label') || e.textContent.trim().slice(0, 20) || e.name || e.tagName, b.left, b.right]; }) };
}"""


def open_reflowed(open_page, device: Device, path: str, **options):
    live = path.startswith(("plots/", "embed/"))
    page = open_page(device, path, live=live, is_mobile=device.touch, **options).page
    if path == "calculator.html":
        page.wait_for_selector("[data-calculator][data-ready]", state="attached")
    return page


@pytest.mark.parametrize("device", [ZOOMED, LAPTOP_400], ids=lambda d: d.name)
@pytest.mark.parametrize("path", PAGES)
def test_no_page_scrolls_sideways_and_every_control_is_inside_the_width(open_page, device: Device, path: str):
    page = open_reflowed(open_page, device, path)
    found = page.evaluate(CONTROLS)
    assert found["scrollWidth"] <= found["width"] == device.width, found["scrollWidth"]
    outside = [(name, round(left), round(right)) for name, left, right in found["controls"] if left < -0.5 or right > device.width + 0.5]
    assert not outside, f"controls cut at the sides: {outside}"


@pytest.mark.parametrize("device", [ZOOMED, LAPTOP_400], ids=lambda d: d.name)
def test_the_calculators_keys_do_not_overlap_and_plot_can_be_pressed(open_page, device: Device):
    page = open_reflowed(open_page, device, "calculator.html")
    keys = page.eval_on_selector_all(".key", """(keys) => keys.filter((k) => k.checkVisibility())
        .map((k) => { const b = k.getBoundingClientRect(); return [k.getAttribute('data-key'), b.left, b.top, b.right, b.bottom]; })""")
    overlapping = [(a[0], b[0]) for i, a in enumerate(keys) for b in keys[i + 1:]
                   if a[1] < b[3] - 0.5 and b[1] < a[3] - 0.5 and a[2] < b[4] - 0.5 and b[2] < a[4] - 0.5]
    assert not overlapping, overlapping
    # Every key's label inside its key.
    cut = page.eval_on_selector_all(".key", """(keys) => keys.filter((k) => k.checkVisibility()).filter((k) => {
        const range = document.createRange(); range.selectNodeContents(k);
        const text = range.getBoundingClientRect(), key = k.getBoundingClientRect();
        return text.width > 0 && (text.left < key.left - 0.5 || text.right > key.right + 0.5);
    }).map((k) => k.getAttribute('data-key'))""")
    assert not cut, f"labels wider than their keys: {cut}"
    # The last row is reached by scrolling the calculator (here its pane), and plot plots.
    for key in ["x", "pow", "2"]:
        page.locator(f'[data-key="{key}"]').scroll_into_view_if_needed()
        page.locator(f'[data-key="{key}"]').click()
    plot = page.locator('[data-key="plot"]')
    plot.scroll_into_view_if_needed()
    box = plot.bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= device.height + 0.5, f"plot on screen once scrolled to: {box}"
    plot.click()
    page.wait_for_selector("[data-graph][data-expression='x²']", state="attached")


def test_at_200_percent_a_plot_pages_sliders_stay_in_their_box_and_the_tabs_keep_their_words_whole(open_page):
    page = open_reflowed(open_page, ZOOMED, "plots/sine-with-sliders.html")
    boxes = page.evaluate("""() => {
        const box = (e) => e.getBoundingClientRect();
        const fieldset = box(document.querySelector('.plot-parameters'));
        const parts = [...document.querySelectorAll('.parameter > *')].filter((e) => e.checkVisibility()).map((e) => [e.className, box(e).left, box(e).right]);
        return { left: fieldset.left, right: fieldset.right, parts };
    }""")
    outside = [part for part in boxes["parts"] if part[1] < boxes["left"] or part[2] > boxes["right"]]
    assert not outside, f"out of the sliders' box: {outside}"
    tabs = page.eval_on_selector_all(".tab span:not(.tab-icon)", """(labels) => labels.map((label) => {
        const style = getComputedStyle(label);
        return [label.textContent, label.getBoundingClientRect().height <= 1.6 * parseFloat(style.fontSize), label.scrollWidth <= label.clientWidth];
    })""")
    assert [tab for tab in tabs if not (tab[1] and tab[2])] == [], f"a tab's label wraps or is cut: {tabs}"


# --- The reader's font size

# What follows the reader's font size on each page: text, labels, buttons, fields, lists, tables. (A
# slider's Play shows its icon alone where its word would not fit beside the number field: in large type
# on a phone it has no text size to follow; its word stays its accessible name.)
FOLLOWING = {
    "plots/sine-with-sliders.html": [".tab span", ".breadcrumb a", ".plot-description", ".figure-legend li", ".figure-areas li",
                                     ".plot-poi-group li", ".plot-actions .button", ".plot-facts dd", ".plot-notes p",
                                     ".parameter-value", ".parameter-range", ".plot-parameters-legend", ".graph-reset"],
    "plots/lower-and-upper-sums.html": [".figure-sums li", ".plot-table td", ".plot-table summary"],
    "calculator.html": [".tab span", ".calculator-message", ".key[data-key='7']"],
    "configuration.html": [".tab span", "label", "input", "button"],
    "index.html": [".instructions li", ".card-title", ".card-description"],
}


@pytest.mark.parametrize("path", list(FOLLOWING))
def test_text_follows_the_readers_font_size_to_200_percent(open_page, path: str):
    sizes = "(selectors) => selectors.map((s) => parseFloat(getComputedStyle(document.querySelector(s)).fontSize))"
    normal = open_reflowed(open_page, PHONE, path).evaluate(sizes, FOLLOWING[path])
    large = open_reflowed(open_page, PHONE, path, font_size=32)
    assert large.evaluate("getComputedStyle(document.documentElement).fontSize") == "32px"
    doubled = large.evaluate(sizes, FOLLOWING[path])
    # Twice as large; the tabs' labels more (where their words would not fit at the bottom, the tabs go to
    # the top of the page, in a larger size: site.css).
    smaller = [(selector, a, b) for selector, a, b in zip(FOLLOWING[path], normal, doubled) if b < 2 * a - 0.01]
    assert not smaller, f"not following the reader's size: {smaller}"
    assert [round(b / a, 3) for s, a, b in zip(FOLLOWING[path], normal, doubled) if s != ".tab span"] == [2] * (len(normal) - (".tab span" in FOLLOWING[path]))


@pytest.mark.parametrize("path", ["plots/sine-with-sliders.html", "calculator.html", "configuration.html", "index.html"])
def test_with_32_px_text_nothing_overlaps_or_is_cut(open_page, path: str):
    page = open_reflowed(open_page, PHONE, path, font_size=32)
    found = page.evaluate(CONTROLS)
    assert found["scrollWidth"] <= found["width"] == 390
    assert not [c for c in found["controls"] if c[1] < -0.5 or c[2] > 390.5], "controls cut at the sides"
    tabs = page.eval_on_selector_all(".tab span:not(.tab-icon)", """(labels) => labels.map((label) => {
        const b = label.getBoundingClientRect(); return [label.textContent, b.left, b.top, b.right, b.bottom, label.scrollWidth <= label.clientWidth];
    })""")
    assert all(tab[5] for tab in tabs), f"a tab's label is cut: {tabs}"
    overlapping = [(a[0], b[0]) for i, a in enumerate(tabs) for b in tabs[i + 1:]
                   if a[1] < b[3] and b[1] < a[3] and a[2] < b[4] and b[2] < a[4]]
    assert not overlapping, f"tab labels overlap: {overlapping}"
    if path == "calculator.html":
        # The plot key says all of its word (the keys' labels grow with the type, as far as their keys allow).
        inside = page.eval_on_selector('[data-key="plot"]', """(key) => {
            const range = document.createRange(); range.selectNodeContents(key);
            const text = range.getBoundingClientRect(), box = key.getBoundingClientRect();
            return [key.textContent.trim(), text.left >= box.left && text.right <= box.right, parseFloat(getComputedStyle(key).fontSize)];
        }""")
        assert inside[:2] == ["plot", True] and inside[2] >= 20.4, inside  # never smaller than at 16 px (1.5rem × 0.85)
