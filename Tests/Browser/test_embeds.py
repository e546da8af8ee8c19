"""Embeds (docs/site.md#embeds): every plot's `embed/<slug>.html`, its figure alone, shown in another
site's iframe, and the plot page's Copy embed code button.

The course page is played by a page of its own (`page.set_content`, another origin than the site's and
without its policy, as a learning platform's page is) holding the iframe at 280×280, 390×300 and
800×500: the frame never scrolls sideways, its graph goes live and pans under a drag made inside
the frame, its sliders stay inside it. The embed page passes axe-core in both schemes. The code the
plot page copies (escaped title, the site's address) builds, pasted into such a page, a frame that
shows the figure. Every page opened here also fails on a console error or a CSP violation, the
frames' included (conftest)."""

from __future__ import annotations

import html

import pytest
from axe_playwright_python.sync_playwright import Axe

from conftest import DESKTOP, Device, own_site, wait_live
from graph_helpers import settle, wait_until

SLIDERS = "sine-with-sliders"
TITLE = 'Sine "and" <cosine>'
MANIFEST = {"plots": [
    {"slug": "wave", "title": TITLE, "curves": [{"expression": "a sin(x)", "label": "wave"}, {"expression": "cos(x)"}],
     "parameters": {"a": {"value": 1, "min": 0, "max": 3}}},
]}
titled_site, open_titled = own_site("titled", "gallery.json", MANIFEST)
FRAMES = [(280, 280), (390, 300), (800, 500)]
HOST = Device("host", 1000, 800, 1, False)


def host(opener, code: str, device: Device = HOST, **options):
    """A course page holding `code` (an iframe, or several), watched as the opener's own pages are; returns
    the page and the first frame's Frame once its graph takes gestures."""
    context = opener.context(device, **options)
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda message: message.type == "error" and errors.append(f"console: {message.text}"))
    page.on("pageerror", lambda error: errors.append(f"exception: {error}"))
    opener.opened.append(_Watched(page, context, errors))
    page.set_content(f"<!doctype html><title>Course</title><body style='margin:0'>{code}</body>")
    frame = page.locator("iframe").first.element_handle().content_frame()
    frame.wait_for_selector("[data-graph][data-graph-ready]", state="attached")
    return page, frame


class _Watched:
    """What PageOpener.check reads of a page it did not open itself."""

    def __init__(self, page, context, errors):
        self.page, self.context, self.errors = page, context, errors


def frame_code(opener, slug: str, width: int, height: int) -> str:
    return (f'<iframe src="{opener.base_url}embed/{slug}.html" title="{slug}" '
            f'style="width:{width}px;height:{height}px;border:0;display:block"></iframe>')


@pytest.mark.parametrize("size", FRAMES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_an_embedded_figure_fits_its_frame_and_pans_under_a_drag_inside_it(open_page, size):
    width, height = size
    page, frame = host(open_page, frame_code(open_page, SLIDERS, width, height))
    # Nothing to scroll to inside the frame; the graph keeps 60 % of it, its sliders folded into a button
    # where they would take more (docs/site.md#embeds).
    frame.wait_for_selector("[data-embed][data-controls]", state="attached")
    fit = frame.evaluate("""() => [document.documentElement.scrollHeight, innerHeight,
        document.querySelector('[data-graph]').getBoundingClientRect().height, !document.querySelector('[data-embed-fold]').hidden]""")
    assert fit[0] <= fit[1] == height and fit[2] >= 0.6 * height, fit
    assert fit[3] == (width < 720), "the sliders fold in a narrow frame (a wide one has them beside the graph)"
    if fit[3]:
        frame.locator("[data-embed-fold]").click()
        assert frame.locator("[data-embed-fold]").get_attribute("aria-expanded") == "true"
    layout = frame.evaluate("""() => {
        const box = (selector) => document.querySelector(selector).getBoundingClientRect();
        const sliders = [...document.querySelectorAll('.parameter-slider, .parameter-value, .parameter-play')].map((e) => e.getBoundingClientRect());
        return { scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth,
                 graph: box('[data-graph]').toJSON(), link: box('.embed-full-page a').toJSON(),
                 slidersRight: Math.max(...sliders.map((r) => r.right)), slidersLeft: Math.min(...sliders.map((r) => r.left)),
                 smallestSlider: Math.min(...sliders.map((r) => Math.min(r.width, r.height))),
                 bars: document.querySelectorAll('.tab-bar, .site-header, .plot-pager, .plot-table').length };
    }""")
    assert layout["scrollWidth"] <= layout["clientWidth"] == width, layout
    assert layout["graph"]["height"] >= 150 and layout["graph"]["width"] >= width * 0.55, layout
    assert 0 <= layout["slidersLeft"] and layout["slidersRight"] <= width, "every slider, field and Play inside the frame"
    assert layout["smallestSlider"] >= 24, "a finger can still take each control"
    assert layout["bars"] == 0
    assert frame.evaluate("() => document.querySelector('.embed-full-page a').target") == "_blank"

    # A drag inside the frame wakes the graph and pans it, as on the plot page (the sliders folded again).
    if fit[3]:
        frame.locator("[data-embed-fold]").click()
    graph = page.frame_locator("iframe").locator("[data-graph] svg.plot-svg:not(.plot-svg-compact), [data-graph] svg.plot-svg-compact")
    box = next(b for b in (graph.nth(i).bounding_box() for i in range(graph.count())) if b and b["width"] > 0)
    centre = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.move(*centre)
    frame.evaluate("() => document.querySelector('[data-graph]').wakeGraph()")
    frame.wait_for_selector("[data-graph][data-graph-live]", state="attached")
    settle(frame)
    before = frame.evaluate("() => document.querySelector('[data-graph]').graphView.visibleRanges()")
    svg_width = frame.evaluate("() => document.querySelector('[data-graph] svg.plot-svg').getBoundingClientRect().width")
    page.mouse.down()
    page.mouse.move(centre[0] + 60, centre[1], steps=8)
    page.mouse.up()
    settle(frame)
    after = frame.evaluate("() => document.querySelector('[data-graph]').graphView.visibleRanges()")
    expected = -60 * (before["xMax"] - before["xMin"]) / svg_width
    assert after["xMin"] - before["xMin"] == pytest.approx(expected, rel=0.1), (before, after)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_an_embed_page_passes_axe_at_a_small_and_a_large_frame(open_page, scheme):
    axe = Axe()
    problems = []
    for width, height in [(280, 280), (800, 500)]:
        device = Device(f"frame-{width}", width, height, 2, False)
        page = open_page(device, f"embed/{SLIDERS}.html", color_scheme=scheme).page
        # The sliders are enabled when their module has loaded, a moment after the graph goes live; until
        # then the controls column holds nothing focusable, and under load axe could run in between.
        wait_until(page, "() => [...document.querySelectorAll('#figure-controls input')].every((input) => !input.disabled)")
        settle(page)
        found = axe.run(page).response["violations"]
        problems += [f"{width}×{height}: {v['id']}: {v['help']} at {[n['target'] for n in v['nodes'][:3]]}" for v in found]
    assert not problems, "\n".join(problems)


def test_the_embed_page_names_the_plot_and_links_the_full_page(open_titled):
    page = open_titled(DESKTOP, "embed/wave.html").page
    assert page.title().startswith(TITLE + " · ")
    assert page.locator("h1").text_content() == TITLE
    assert page.locator('meta[name="robots"]').get_attribute("content") == "noindex"
    link = page.locator(".embed-full-page a")
    assert link.get_attribute("href") == "../plots/wave.html" and link.get_attribute("rel") == "noopener"


def copy_embed_code(open_titled, **options) -> tuple[object, str, str]:
    """Presses Copy embed code on the titled plot's page: the page, the field's code and the status."""
    page = open_titled(DESKTOP, "plots/wave.html", live=False, **options).page
    loaded = page.evaluate("() => performance.getEntriesByType('resource').map((entry) => entry.name)")
    assert not [url for url in loaded if "/embed-code." in url], "the embed code's module loads when the button is pressed"
    assert page.locator("[data-embed-code]").count() == 0, "the page carries no code"
    # The no-script link's markup is text while a script runs: nothing of it shows among the buttons.
    assert "<a" not in page.locator(".plot-actions").inner_text(), page.locator(".plot-actions").inner_text()
    page.locator("[data-copy-embed]").click()
    wait_until(page, "() => (document.querySelector('[data-embed-status]')?.textContent ?? '') !== ''")
    return page, page.locator("[data-embed-code]").input_value(), page.locator("[data-embed-status]").text_content()


def test_copy_embed_code_copies_an_absolute_iframe_with_the_title_escaped_that_shows_the_figure(open_titled, titled_site):
    page, code, status = copy_embed_code(open_titled, permissions=["clipboard-read", "clipboard-write"])
    assert status == "Copied"
    assert page.evaluate("() => navigator.clipboard.readText()") == code
    escaped = html.escape(TITLE, quote=True).replace("&#x27;", "&#39;")
    assert code.startswith(f'<iframe src="{titled_site.url}embed/wave.html" title="{escaped}" loading="lazy" allowfullscreen '
                           'style="width:100%;aspect-ratio:640 / ')
    assert page.locator("[data-embed-code]").is_visible(), "the code shows under the button"
    # The code the button writes is the one the build writes on the embed page, for a reader without a script.
    built = page.request.get(f"{titled_site.url}embed/wave.html").text()
    built = html.unescape(built.split("data-embed-code>", 1)[1].split("</textarea>", 1)[0])
    assert code == built.replace('src="../embed/', f'src="{titled_site.url}embed/')
    assert page.evaluate("() => document.activeElement.matches('[data-copy-embed]')"), "the focus stays on the button"

    course, frame = host(open_titled, f'<div style="width:600px">{code}</div>')
    iframe = course.locator("iframe")
    assert iframe.get_attribute("title") == TITLE
    box = iframe.bounding_box()
    assert box["width"] == 600 and box["height"] >= 600 * 0.6, "sized by its aspect ratio, with room for the slider"
    assert frame.locator("h1").text_content() == TITLE
    assert frame.locator("[data-graph] svg.plot-svg").count() >= 1 and frame.locator("input[type=range]").count() == 1
    layout = frame.evaluate("() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight, innerWidth, innerHeight]")
    assert layout[0] <= layout[2] and layout[1] <= layout[3], f"the whole figure shows in the frame without scrolling: {layout}"


def test_where_the_clipboard_is_refused_the_code_is_selected_for_the_reader(open_titled):
    refuse = "navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));"
    context = open_titled.context(DESKTOP)
    context.add_init_script(refuse)
    page, code, status = copy_embed_code(open_titled, context=context)
    assert status.startswith("Selected")
    selection = page.evaluate("() => { const f = document.activeElement; return [f.matches('[data-embed-code]'), f.selectionStart, f.selectionEnd]; }")
    assert selection == [True, 0, len(code)]


def test_without_javascript_the_plot_page_links_the_code_on_the_embed_page(open_titled):
    page = open_titled(DESKTOP, "plots/wave.html", java_script_enabled=False).page
    assert page.locator("[data-copy-embed]").is_hidden()
    page.get_by_role("link", name="Embed code").click()
    page.wait_for_url("**/embed/wave.html#embed-code")
    field = page.locator("[data-embed-code]")
    assert field.is_visible() and page.get_by_role("heading", name="Embed code").is_visible()
    code = field.input_value()
    assert code.startswith('<iframe src="../embed/wave.html" title="Sine &quot;and&quot; &lt;cosine&gt;"')


def test_the_plot_page_with_its_embed_code_open_passes_axe(open_titled):
    page, _, _ = copy_embed_code(open_titled, permissions=["clipboard-read", "clipboard-write"])
    found = Axe().run(page).response["violations"]
    assert not found, [f"{v['id']}: {v['help']}" for v in found]


# --- Fitting any frame, and the copied code in a phone's column

FIGURES = ["sine-with-sliders", "lower-and-upper-sums", "derivative-and-tangent", "cubic"]
SMALL_FRAMES = [(280, 280), (320, 300), (390, 300), (390, 520)]
# In one frame: whether anything scrolls inside it, the graph's height and the drawing's bottom, the
# toolbar's top, whether the controls are folded (and into a shown button), and the link's bottom.
FIT = """() => {
    const box = (e) => e.getBoundingClientRect();
    const graph = document.querySelector('[data-graph]');
    const drawing = Math.max(...[...graph.querySelectorAll(':scope > svg')].map((svg) => box(svg).bottom));
    return { scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight, innerWidth, innerHeight],
             graph: box(graph).height, drawingBottom: drawing, toolbarTop: box(graph.querySelector('.graph-toolbar')).top,
             controls: document.querySelector('[data-embed]').getAttribute('data-controls'),
             fold: !document.querySelector('[data-embed-fold]').hidden, link: box(document.querySelector('.embed-full-page a')).bottom };
}"""
# Every control of the figure's own (sliders, fields, Play) that shows, with its box.
FIGURE_CONTROLS = """() => [...document.querySelectorAll('.figure-controls input, .figure-controls button')]
    .filter((e) => e.checkVisibility() && !e.closest('.visually-hidden')).map((e) => e.getBoundingClientRect().toJSON())"""


def frames_of(opener, slug: str, sizes, device: Device = HOST, **options):
    """A course page with the figure's embed in frames of these sizes, one under the other: its Frames."""
    code = "".join(frame_code(opener, slug, width, height).replace('title="', f'data-size="{width}x{height}" title="')
                   for width, height in sizes)
    page, _ = host(opener, code, device, **options)
    frames = [page.locator(f'iframe[data-size="{w}x{h}"]').element_handle().content_frame() for w, h in sizes]
    for frame in frames:
        frame.wait_for_selector("[data-embed][data-controls]", state="attached")
    return page, frames


def expect_inside(frame, width: int, height: int, name: str) -> None:
    outside = [b for b in frame.evaluate(FIGURE_CONTROLS) if b["left"] < 0 or b["right"] > width or b["top"] < 0 or b["bottom"] > height]
    assert not outside, f"{name}: controls outside the frame: {outside}"


@pytest.mark.parametrize("slug", FIGURES)
def test_an_embed_fits_frames_from_280_by_280_with_no_scrolling_its_graph_keeping_60_percent(open_page, slug):
    _, frames = frames_of(open_page, slug, SMALL_FRAMES)
    for (width, height), frame in zip(SMALL_FRAMES, frames):
        name = f"{slug} in {width}×{height}"
        fit = frame.evaluate(FIT)
        assert fit["scroll"] == [width, height, width, height] or (fit["scroll"][0] <= width and fit["scroll"][1] <= height), f"{name}: {fit}"
        assert fit["graph"] >= 0.6 * height, f"{name}: the graph is {fit['graph']} px of {height}"
        assert fit["toolbarTop"] >= fit["drawingBottom"] - 0.5, f"{name}: the toolbar covers the drawing"
        assert fit["link"] <= height, f"{name}: the link to the full page is cut"
        # The controls: shown inside the frame, or folded into a button that shows them inside it.
        assert fit["controls"] in ("shown", "folded", "none") and fit["fold"] == (fit["controls"] == "folded"), f"{name}: {fit}"
        if fit["controls"] == "folded":
            frame.locator("[data-embed-fold]").click()
            assert frame.get_attribute("[data-embed]", "data-controls") == "open"
        expect_inside(frame, width, height, name)


@pytest.mark.parametrize("slug", FIGURES)
def test_the_copied_code_fits_a_phones_column_and_holds_the_figure(open_page, site_dir, slug):
    # The embed page's code, with the address the Copy button gives it, in a course page's 390 px column.
    page_source = (site_dir / "embed" / f"{slug}.html").read_text()
    code = html.unescape(page_source.split("data-embed-code", 1)[1].split(">", 1)[1].split("</textarea>", 1)[0])
    code = code.replace('src="../embed/', f'src="{open_page.base_url}embed/')
    column = Device("column", 390, 844, 2, False)
    course, frame = host(open_page, f'<div style="padding:0 16px">{code}</div>', column)
    frame.wait_for_selector("[data-embed][data-controls]", state="attached")
    size = course.locator("iframe").bounding_box()
    assert size["width"] == 358 and size["height"] <= 844 - 120, f"{slug}: a frame of {size} in a phone's column"
    fit = frame.evaluate(FIT)
    assert fit["scroll"][1] <= fit["scroll"][3] and fit["graph"] >= 0.6 * size["height"], f"{slug}: {fit}"
    if fit["controls"] == "folded":
        frame.locator("[data-embed-fold]").click()
    expect_inside(frame, 358, size["height"], slug)
