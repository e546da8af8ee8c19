"""Nothing covered (issues #28, #34), measured in Chromium at the five sizes on every figure page of the
default gallery once the live view rests: the legend covers no tick label, marked point or
points-of-interest dot; a reference line's label keeps 6 CSS px off every curve; no two labels
overlap; tick labels are at least 12 CSS px; a trace reading's label keeps off the legend. The legend
moves only when its corner stops being free. Screenshots of the phone and desktop pages go to
Tests/Browser/screenshots/labels-*.png."""

from __future__ import annotations

import json
import math
import re

import pytest

from conftest import DESKTOP, FIVE_SIZES, PHONE, Device, PageOpener, batches, served_site, wait_live, wake
from graph_helpers import GRAPH, parse_path, settle, wait_until

# What the graph shows, in client coordinates (CSS px): boxes as [left, top, right, bottom].
DRAWN = """(graph) => {
    const svg = graph.querySelector('svg.plot-svg');
    const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
    const shown = (e) => e.closest('[display="none"]') === null;
    const frame = box(svg);
    const inFrame = ([l, t, r, b]) => (l + r) / 2 >= frame[0] && (l + r) / 2 <= frame[2] && (t + b) / 2 >= frame[1] && (t + b) / 2 <= frame[3];
    const legend = svg.querySelector('.plot-legend');
    const ctm = svg.getScreenCTM();
    return {
        frame,
        ticks: [...svg.querySelectorAll('.plot-labels > text')].map((e) => ({
            text: e.textContent, box: box(e), size: parseFloat(getComputedStyle(e).fontSize) * ctm.a })),
        annotations: [...svg.querySelectorAll('.plot-annotations > text')].filter(shown).map((e) => ({
            text: e.textContent, box: box(e), line: e.hasAttribute('data-line-label') })),
        legend: legend && shown(legend) ? box(legend.querySelector('.plot-legend-background')) : null,
        corner: legend?.getAttribute('data-corner') ?? null,
        points: [...svg.querySelectorAll('.plot-point')].filter(shown).map(box).filter(inFrame),
        dots: [...svg.querySelectorAll('[data-poi-dot]')].filter(shown).map(box).filter(inFrame),
        curves: [...svg.querySelectorAll('path.plot-curve')].map((p) => p.getAttribute('d')),
        ctm: [ctm.a, ctm.e, ctm.f],
    };
}"""


def figure_pages(site_dir, plots) -> list[str]:
    """The plot pages whose drawing has a legend, areas, marked points or reference lines."""
    pages = []
    for plot in plots.values():
        svg = (site_dir / plot.path).read_text()
        if re.search(r'class="plot-legend"|data-area="|data-point="|data-line="', svg):
            pages.append(plot.path)
    assert len(pages) >= 6, pages
    return sorted(pages)


def placed(page, points: bool = True) -> None:
    """Waits until the live view has placed its labels with the points of interest in view (their dots
    come once the numerics have loaded; a plot without them has none)."""
    page.wait_for_load_state("networkidle")
    has_points = points and page.evaluate(f"() => JSON.parse(document.querySelector('{GRAPH}').getAttribute('data-figure') ?? '{{}}').pointsOfInterest !== false")
    if has_points:
        # The page hands the view its provider once the numerics are there; the dots follow at once.
        wait_until(page, f"() => document.querySelector('{GRAPH}').graphView?.pointsOfInterest !== null")


def all_at_rest(pages, points: bool = True) -> list[dict]:
    """Waits until each page's live view has placed its labels (`placed`) and rested, then reads each graph.
    The pages rest side by side: one wait past the last one's placing is past every one's."""
    for page in pages:
        placed(page, points)
    pages[-1].wait_for_timeout(300)  # past the view's rest, should anything have moved
    drawn = []
    for page in pages:
        settle(page)
        drawn.append(page.eval_on_selector(GRAPH, DRAWN))
    return drawn


def at_rest(page, points: bool = True) -> dict:
    """One page's graph once its live view has placed its labels and rested (`all_at_rest`)."""
    return all_at_rest([page], points)[0]


def overlap(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def curves_in_client(drawn) -> list[list[tuple[float, float]]]:
    scale, dx, dy = drawn["ctm"]
    return [[(dx + x * scale, dy + y * scale) for x, y in line] for d in drawn["curves"] for line in parse_path(d)]


def clipped(a, b, box):
    """The part of segment a–b inside box (Liang–Barsky), or None."""
    (x1, y1), (x2, y2) = a, b
    t0, t1 = 0.0, 1.0
    for p, q in [(x1 - x2, x1 - box[0]), (x2 - x1, box[2] - x1), (y1 - y2, y1 - box[1]), (y2 - y1, box[3] - y1)]:
        if p == 0:
            if q < 0:
                return None
        elif p < 0:
            t0 = max(t0, q / p)
        else:
            t1 = min(t1, q / p)
        if t0 > t1:
            return None
    return ((x1 + (x2 - x1) * t0, y1 + (y2 - y1) * t0), (x1 + (x2 - x1) * t1, y1 + (y2 - y1) * t1))


def box_distance(box, polylines, frame) -> float:
    """How far the curves' drawn parts (inside the frame) pass from a box."""
    def point_box(p):
        return math.hypot(max(box[0] - p[0], 0, p[0] - box[2]), max(box[1] - p[1], 0, p[1] - box[3]))

    def point_segment(p, a, b):
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = dx * dx + dy * dy
        t = 0 if length == 0 else max(0, min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length))
        return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)

    best = math.inf
    for line in polylines:
        for a, b in zip(line, line[1:]) if len(line) > 1 else [(line[0], line[0])]:
            piece = clipped(a, b, frame)
            if piece is None:
                continue
            if clipped(*piece, box) is not None:
                return 0.0
            corners = [(box[0], box[1]), (box[2], box[1]), (box[0], box[3]), (box[2], box[3])]
            best = min(best, point_box(piece[0]), point_box(piece[1]), *(point_segment(c, *piece) for c in corners))
    return best


def check_nothing_covered(drawn, where: str) -> None:
    ticks = [tick["box"] for tick in drawn["ticks"]]
    assert ticks, f"{where}: no tick labels"
    # 12 CSS px, but for the viewBox's rounding to hundredths of a px.
    assert all(tick["size"] >= 11.99 for tick in drawn["ticks"]), f"{where}: tick labels under 12 CSS px"
    legend = drawn["legend"]
    if legend:
        for kind, boxes in [("tick label", ticks), ("marked point", drawn["points"]), ("points-of-interest dot", drawn["dots"])]:
            covered = [b for b in boxes if overlap(legend, b)]
            assert not covered, f"{where}: the legend covers a {kind} at {covered[0]}"
    labels = [(t["text"], t["box"]) for t in drawn["ticks"]] + [(a["text"], a["box"]) for a in drawn["annotations"]]
    labels += [("the legend", legend)] if legend else []
    for i, (text, box) in enumerate(labels):
        for other, other_box in labels[i + 1:]:
            assert not overlap(box, other_box), f"{where}: {text!r} overlaps {other!r}"
    curves = curves_in_client(drawn)
    for label in (a for a in drawn["annotations"] if a["line"]):
        distance = box_distance(label["box"], curves, drawn["frame"])
        assert distance >= 6, f"{where}: a curve passes {distance:.1f} CSS px from {label['text']!r}"


@pytest.mark.parametrize("device", FIVE_SIZES, ids=lambda d: d.name)
def test_nothing_is_covered_on_any_figure_page(open_page, site_dir, plots, device: Device, screenshots):
    context = open_page.context(device)
    shown_legends = 0
    for paths in batches(figure_pages(site_dir, plots), 4):
        # A few pages at a time come live and rest side by side; then each is read and closed.
        pages = [open_page(device, path, context=context, live=False).page for path in paths]
        for page in pages:
            wake(page)
        for page in pages:
            wait_live(page)
        for path, page, drawn in zip(paths, pages, all_at_rest(pages)):
            check_nothing_covered(drawn, f"{path} at {device.name}")
            shown_legends += drawn["legend"] is not None
            if device in (PHONE, DESKTOP):
                page.bring_to_front()  # a tab behind another is drawn afresh for its picture, which takes a second
                page.locator(GRAPH).screenshot(path=str(screenshots / f"labels-{device.name}-{path.split('/')[-1][:-5]}.png"))
            page.close()
    # Not every legend may find a free corner on a phone, but some do, and every one on a wide screen.
    assert shown_legends >= (1 if device.width < 600 else 4), f"{shown_legends} legends shown at {device.name}"


def box_of(page, selector: str) -> list[float]:
    return page.eval_on_selector(selector, "(e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }")


# A figure whose legend sits in the top-left corner (y = −2.4 runs through both bottom corners) with a
# straight line running just under it, where a reading's own place for its label (up and to the right
# of a mouse's marker, 44 px above a finger) lies on the legend: of y from −3 to 3, y = 0.71 runs 14 CSS
# px under the legend on a phone, y = 2.15 on a desktop.
NEXT_TO_THE_LEGEND = {
    "title": "Labels", "plots": [
        {"title": "Lines under the legend", "slug": "lines", "xMax": 7, "yMin": -3, "yMax": 3, "pointsOfInterest": False,
         "curves": [{"expression": "0.71", "label": "y = 0.71"}, {"expression": "2.15", "label": "y = 2.15", "style": "dashed"},
                    {"expression": "-2.4", "label": "y = −2.4", "style": "dotted"}]},
    ],
}


@pytest.fixture(scope="module")
def legend_site():
    with served_site("labels.json", json.dumps(NEXT_TO_THE_LEGEND, ensure_ascii=False), "plotsite-labels-") as site:
        yield site


@pytest.fixture
def open_legend_page(browser, legend_site):
    opener = PageOpener(browser, legend_site[1], legend_site[0])
    yield opener
    opener.check()


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_a_reading_next_to_the_legend_keeps_its_label_off_it(open_legend_page, device: Device, screenshots):
    page = open_legend_page(device, "plots/lines.html").page
    drawn = at_rest(page, points=False)
    legend = drawn["legend"]
    assert legend and drawn["corner"] == "top-left"
    # On the line right under the legend, a little right of its left edge (so that a mouse's label, up
    # and to the right, would reach into it).
    under = [line[0][1] for line in curves_in_client(drawn) if 5 < line[0][1] - legend[3] < 25]
    assert under, "a line runs right under the legend"
    tap = (round(legend[0] + 30), round(under[0]))
    if device.touch:
        page.touchscreen.tap(*tap)
    else:
        page.mouse.click(*tap)
    wait_until(page, f"() => document.querySelector('{GRAPH} g[data-trace] text')?.textContent.length > 0")
    label = box_of(page, f"{GRAPH} g[data-trace] text")
    page.locator(GRAPH).screenshot(path=str(screenshots / f"labels-trace-{device.name}.png"))
    assert not overlap(label, legend), f"{device.name}: the reading's label {label} covers the legend {legend}"
    assert all(not overlap(label, tick["box"]) for tick in drawn["ticks"]), "the reading's label covers a tick label"


SLIDERS = "plots/sine-with-sliders.html"


def test_the_legend_moves_only_when_its_corner_stops_being_free(open_page):
    page = open_page(DESKTOP, SLIDERS).page
    drawn = at_rest(page)
    corner = drawn["corner"]
    assert corner is not None and drawn["legend"]
    # A small pan leaves the corner free: the legend stays.
    page.evaluate(f"() => document.querySelector('{GRAPH}').graphView.panBy(-12, 6)")
    assert at_rest(page)["corner"] == corner
    # a = 2.8 lifts the sine's peaks into the top corners: the legend leaves a corner that covers one.
    wait_until(page, "() => !document.querySelector('input[type=number][name=param-a-value]').disabled")
    field = page.locator("input[type=number][name=param-a-value]")
    field.fill("2.8")
    field.press("Enter")
    page.wait_for_timeout(300)  # the view rests
    moved = at_rest(page)
    check_nothing_covered(moved, "a = 2.8")
    assert moved["corner"] != corner or moved["legend"] is None


def test_the_live_view_takes_over_with_the_places_the_build_chose(open_page, site_dir, plots):
    """Until the choosing has loaded (here: held back), each label keeps the place the build chose for
    it, in the frame as it is now: the asymptotes' labels on the inner side of their lines."""
    context = open_page.context(DESKTOP)
    held = []
    # (the live view's copy of the module: js/live/labels/label-plan.….js)
    context.route(re.compile(r"/js/(live/)?labels/label-plan(\.[0-9a-f]{8})?\.js$"), lambda route: held.append(route))
    page = open_page(DESKTOP, "plots/asymptotes.html", context=context).page
    built = re.findall(r'<text data-line-label="(\d)" x="[^"]*" y="[^"]*" text-anchor="([a-z]+)" data-place="(\d+)"',
                       (site_dir / "plots/asymptotes.html").read_text())
    assert ("0", "start", "1") in built, "the build put x = −1's label right of its line, off the curve"
    settle(page)
    live = page.eval_on_selector_all(f"{GRAPH} [data-line-label]", """(texts) => texts.map((t) => [
        t.getAttribute('data-line-label'), t.getAttribute('text-anchor'), t.getAttribute('data-place')])""")
    assert held, "the view asked for the choosing once live"
    assert [tuple(text) for text in live] == built[:len(live)] and len(live) == 3
    # Drawn at the graph's own size, not the build's: the labels follow their lines there.
    assert page.evaluate(f"() => document.querySelector('{GRAPH} svg.plot-svg').getAttribute('viewBox')") != "0 0 800 500"
