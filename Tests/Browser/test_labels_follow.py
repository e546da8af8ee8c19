"""Every label follows the sliders (docs/site.md#sliders, docs/hooks.md#sliders): after a slider moves, on load with
values in the address (`?h=0.25`) and in print, the table of values heads its tangent's and secant's columns with
their names as they are now and its caption names the figure so and the values; the legends name them so (also a
tangent at a fixed x on a curve that moves); the PNG the toolbar downloads is named with the values.

Its own site: f(x) = a·x³ − 3x with the tangent at x = 2 (a from −2 to 2, starting at 1: `tangent at x = 2:
y = 9x − 16`), and the default gallery's `secant-to-tangent` (x², the secant from 1 to 1 + h, h = 1 declared)."""

from __future__ import annotations

from conftest import DESKTOP, PHONE, own_site
from graph_helpers import GRAPH, settle, wait_until

MANIFEST = {
    "title": "Following",
    "plots": [{
        "title": "A tangent on a moving cubic", "slug": "moving-cubic", "xMax": 3, "yMin": -20, "yMax": 20,
        "functions": {"f": "a x^3 - 3x"},
        "parameters": {"a": {"value": 1, "min": -2, "max": 2, "step": 0.05}},
        "curves": [{"expression": "f(x)", "label": "f(x)"}, {"tangent": {"of": "f", "at": 2}}],
    }],
}

following_site, open_following = own_site("following", "gallery.json", MANIFEST)


def table(page) -> dict:
    return page.evaluate("""() => {
        const table = document.querySelector('[data-graph-table]');
        return { heads: [...table.querySelectorAll('thead th')].map((th) => th.textContent),
                 caption: table.querySelector('caption').textContent };
    }""")


def legends(page) -> list[str]:
    """The construction's name in the page's legend and in the drawing's."""
    return page.evaluate(f"""() => [document.querySelector('[data-legend]').children[1].querySelector('span').textContent,
        ...[...document.querySelectorAll('{GRAPH} .plot-legend [data-curve-swatch="1"] + text')].map((text) => text.textContent)]""")


def enter(page, name: str, text: str) -> None:
    field = page.locator(f"input[type=number][name=param-{name}-value]")
    field.fill(text)
    field.press("Enter")


def live(page):
    wait_until(page, "() => !document.querySelector('input[type=range]').disabled")
    settle(page)
    return page


def test_a_tangent_on_a_moving_curve_is_named_as_it_is_now_in_the_table_and_the_legends(open_following):
    page = live(open_following(DESKTOP, "plots/moving-cubic.html", accept_downloads=True).page)
    at_declared = table(page)
    assert at_declared == {"heads": ["x", "f(x)", "tangent at x = 2: y = 9x − 16"],
                           "caption": "Values of f(x) and tangent at x = 2: y = 9x − 16"}
    enter(page, "a", "-1.05")
    # f(2) = −8.4 − 6 = −14.4 and f′(2) = 12a − 3 = −15.6: y = −15.6x + 16.8.
    tangent = "tangent at x = 2: y = −15.6x + 16.8"
    wait_until(page, f"() => document.querySelector('[data-graph-table] thead th:last-child').textContent === {tangent!r}")
    assert table(page) == {"heads": ["x", "f(x)", tangent], "caption": f"Values of f(x) and {tangent} (for a = −1.05)"}
    assert legends(page) == [tangent] * len(legends(page)) and len(legends(page)) >= 2
    # The PNG is named for the values it shows.
    with page.expect_download() as download:
        page.click("button[aria-label='Download PNG']")
    assert download.value.suggested_filename == "moving-cubic (a = −1.05).png"
    # Back at the declared value, the page reads as the build wrote it, and so does the name.
    enter(page, "a", "1")
    wait_until(page, f"() => document.querySelector('[data-graph-table] thead th:last-child').textContent === {at_declared['heads'][2]!r}")
    assert table(page) == at_declared
    assert page.get_attribute(GRAPH, "data-download-name") is None


def test_on_load_with_values_in_the_address_the_secants_column_is_named_for_them_also_in_print(open_page):
    page = live(open_page(PHONE, "plots/secant-to-tangent.html?h=0.25").page)
    secant = "secant from x = 1 to x = 1.25: slope 2.25"
    wait_until(page, f"() => [...document.querySelectorAll('[data-graph-table] thead th')].some((th) => th.textContent === {secant!r})")
    heads = table(page)["heads"]
    assert heads[2] == secant, heads
    assert table(page)["caption"].endswith("(for h = 0.25)") and secant in table(page)["caption"]
    page.emulate_media(media="print")
    page.evaluate("() => dispatchEvent(new Event('beforeprint'))")
    printed = page.evaluate("""() => [...document.querySelectorAll('[data-graph-table] thead th')]
        .filter((th) => th.getBoundingClientRect().height > 0).map((th) => th.textContent)""")
    assert printed == heads
