"""GraphView drawing a figure (docs/hooks.md#elementgraphview, docs/hooks.md#the-graphs-drawing): several curves in the palette's colours and
styles, restricted curves, a shaded area, a marked point and a reference line, all re-drawn on every pan
and zoom, in the structure the build-time SVG has; a curve whose data source throws leaves the others be."""

import re

import pytest

from conftest import DESKTOP, PHONE
from graph_helpers import parse_path, settle

LIGHT = ["#0b62d6", "#f06c4e", "#248a7e"]
DARK_CURVE_1 = "rgb(255, 138, 76)"  # #ff8a4c, --curve-1 in dark mode

# A bare graph on an otherwise unrelated page (as in test_graph_view_api.py) showing a figure of three
# curves: sin x; cos x, dashed; x/2 + 1 from −1 to 2, dotted. sin x is shaded from 0 to π, its top marked,
# x = −π/2 drawn. `window.broken` makes the second curve throw; console.error is recorded, not logged.
MAKE_FIGURE = """async (assets) => {
    const { GraphView, DRAW_EVENT } = await import(assets['js/graph/graph-view.js']);
    const { addGraphControls } = await import(assets['js/toolbar/graph-toolbar.js']);
    const element = document.createElement('figure');
    element.id = 'fig';
    element.tabIndex = 0;
    for (const [name, value] of Object.entries({ 'data-graph': '', 'data-x-min': -5, 'data-x-max': 5, 'data-y-min': -2.5,
                                                 'data-y-max': 2.5, 'data-width': 800, 'data-height': 500 })) {
        element.setAttribute(name, value);
    }
    document.querySelector('main').prepend(element);
    window.reports = [];
    console.error = (message) => reports.push(String(message));
    window.broken = null;
    window.draws = 0;
    element.addEventListener(DRAW_EVENT, () => draws++);
    window.figure = {
        curves: [
            { valueAt: (x) => Math.sin(x), name: 'sin x' },
            { valueAt: (x) => { if (broken) throw broken; return Math.cos(x); }, style: 'dashed', name: 'cos x' },
            { valueAt: (x) => x / 2 + 1, from: -1, to: 2, style: 'dotted' },
        ],
        areas: [{ under: 0, from: 0, to: Math.PI }],
        points: [{ x: Math.PI / 2, y: 1, label: 'top of sin' }],
        lines: [{ x: -Math.PI / 2, label: 'x = −π/2' }],
    };
    window.view = new GraphView(element, { figure, gestures: { pan: true, wheel: true } });
    element.graphView = view;
    addGraphControls(element, view);
}"""



def open_figure(open_page, device=DESKTOP, **options):
    page = open_page(device, "index.html", live=False, **options).page
    # A page that makes a live graph of its own links what a live graph adds to the styles (its popover, trace, dots).
    page.evaluate("(href) => document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href }))",
                  open_page.assets["css/graph-live.css"])
    page.evaluate(MAKE_FIGURE, open_page.assets)
    page.wait_for_selector("#fig[data-graph-live]", state="attached")
    settle(page)
    return page


def curve_d(page, i: int) -> str:
    return page.get_attribute(f'#fig path[data-curve="{i}"]', "d") or ""


def drawn(page) -> dict:
    """Every `d`, `cx` … of the figure's parts that a pan or zoom moves."""
    return page.eval_on_selector("#fig svg", """(svg) => Object.fromEntries(
        [...svg.querySelectorAll('[data-curve], [data-area], [data-line], [data-point], [data-point-label], [data-line-label]')]
            .map((e) => [e.outerHTML.match(/data-[a-z-]+="\\d+"/)[0], ['d', 'cx', 'x'].map((a) => e.getAttribute(a)).join(' ')]))""")


def data_x(page, svg_x: float) -> float:
    scale, origin = (float(page.get_attribute("#fig", name)) for name in ("data-scale", "data-origin-x"))
    return (svg_x - origin) / scale


def test_a_figure_draws_its_parts_in_the_build_time_structure(open_page):
    page = open_figure(open_page)
    parts = page.eval_on_selector("#fig svg.plot-svg", "(svg) => [...svg.children].map((e) => e.getAttribute('class'))")
    assert parts == ["plot-background", "plot-grid", "plot-areas", "plot-axes", "plot-lines", "plot-curve plot-curve-0",
                     "plot-curve plot-curve-1", "plot-curve plot-curve-2", "plot-points", "plot-labels", "plot-annotations"]
    curves = page.eval_on_selector_all("#fig path[data-curve]", """(paths) => paths.map((p) => ({
        curve: p.getAttribute('data-curve'), stroke: p.getAttribute('stroke'), dash: p.getAttribute('stroke-dasharray'),
        shown: getComputedStyle(p).stroke, d: p.getAttribute('d') }))""")
    assert [c["curve"] for c in curves] == ["0", "1", "2"]
    assert [c["stroke"] for c in curves] == LIGHT
    assert [c["dash"] for c in curves] == [None, "7 5", "0.1 4"]
    # The page's stylesheet paints them in the theme's colours, which in light mode are the same.
    assert [c["shown"] for c in curves] == ["rgb(11, 98, 214)", "rgb(240, 108, 78)", "rgb(36, 138, 126)"]
    assert all(c["d"].startswith("M") for c in curves)
    line = page.eval_on_selector('#fig [data-line="0"]', "(e) => [e.getAttribute('d'), e.getAttribute('stroke-dasharray'), getComputedStyle(e).stroke]")
    assert line[1:] == ["7 5", "rgb(91, 97, 107)"]
    [[(x0, top), (x1, bottom)]] = parse_path(line[0])
    assert x0 == x1 and data_x(page, x0) == pytest.approx(-1.5708, abs=0.01) and top == 0
    assert bottom == pytest.approx(page.eval_on_selector("#fig svg", "(svg) => svg.getBoundingClientRect().height"), abs=0.01)
    point = page.eval_on_selector('#fig [data-point="0"]', "(e) => [Number(e.getAttribute('cx')), e.getAttribute('r')]")
    assert data_x(page, point[0]) == pytest.approx(1.5708, abs=0.01) and point[1] == "4"
    labels = page.eval_on_selector_all("#fig .plot-annotations text", "(texts) => texts.map((t) => t.textContent)")
    assert labels == ["top of sin", "x = −π/2"]
    assert page.evaluate("reports") == []


def test_an_area_is_shaded_as_closed_outlines_in_its_curve_colour(open_page):
    page = open_figure(open_page)
    area = page.eval_on_selector('#fig [data-area="0"]', "(e) => [e.getAttribute('d'), e.getAttribute('fill'), e.getAttribute('fill-opacity')]")
    assert area[1:] == [LIGHT[0], "0.18"]
    assert area[0].startswith("M") and area[0].endswith("Z") and area[0].count("M") == area[0].count("Z") == 1
    xs = [x for x, _ in parse_path(area[0].replace("Z", ""))[0]]
    assert (data_x(page, min(xs)), data_x(page, max(xs))) == (pytest.approx(0, abs=0.01), pytest.approx(3.14159, abs=0.01))
    page.evaluate("() => view.panBy(-200, 0)")
    settle(page)
    assert page.get_attribute('#fig [data-area="0"]', "d") != area[0]


def test_pan_and_zoom_redraw_every_part(open_page):
    page = open_figure(open_page)
    before = drawn(page)
    page.evaluate("() => view.panBy(60, 25)")
    settle(page)
    panned = drawn(page)
    moved = [key for key in before if panned[key] != before[key]]
    expected = ['data-curve="0"', 'data-curve="1"', 'data-curve="2"', 'data-line="0"', 'data-point="0"',
                'data-point-label="0"', 'data-line-label="0"']
    assert sorted(set(expected) - set(moved)) == []
    page.evaluate("() => view.zoomBy(1.5)")
    settle(page)
    zoomed = drawn(page)
    assert sorted(key for key in expected if zoomed[key] == panned[key]) == []
    # No element was made or dropped along the way (but tick labels, which come and go with the ticks in view).
    marks = "document.querySelectorAll('#fig svg *:not(.plot-labels > text)').length"
    assert page.evaluate(marks) == page.evaluate(
        "() => { view.panBy(-30, 0); return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => "
        f"done({marks})))); }}")


def test_a_restricted_curve_stays_within_its_from_and_to(open_page):
    page = open_figure(open_page)
    for move in ["() => {}", "() => view.panBy(-150, 0)", "() => view.zoomBy(0.3)"]:
        page.evaluate(move)
        settle(page)
        points = [point for subpath in parse_path(curve_d(page, 2)) for point in subpath]
        xs = [data_x(page, x) for x, _ in points]
        # Exact, but for the path's rounding to a tenth of a device pixel.
        rounding = 0.1 / float(page.get_attribute("#fig", "data-scale"))
        assert min(xs) == pytest.approx(-1, abs=rounding) and max(xs) == pytest.approx(2, abs=rounding), move
    # Wholly outside the frame, it draws nothing; the other curves still do.
    page.evaluate("() => view.showRanges({ xMin: 3, xMax: 8, yMin: -2, yMax: 2 })")
    settle(page)
    assert curve_d(page, 2) == "" and curve_d(page, 0).startswith("M")


def test_a_curve_whose_data_source_throws_does_not_stop_the_others(open_page):
    page = open_figure(open_page)
    page.evaluate("() => { broken = new Error('no cosine today'); view.redraw(); }")
    settle(page)
    page.evaluate("() => view.panBy(10, 0)")
    settle(page)
    assert curve_d(page, 1) == ""
    assert curve_d(page, 0).startswith("M") and curve_d(page, 2).startswith("M")
    assert page.evaluate("reports") == ["GraphView \"fig\": curve 1 not drawn, its data source failed: Error: no cosine today"]
    by_curve = page.evaluate("view.visibleStatsByCurve()")
    assert by_curve[1] == {"yMin": None, "yMax": None}
    assert by_curve[0] == {"yMin": pytest.approx(-1, abs=1e-3), "yMax": pytest.approx(1, abs=1e-3)}
    # It comes back as soon as the source answers again.
    page.evaluate("() => { broken = null; view.redraw(); }")
    settle(page)
    assert curve_d(page, 1).startswith("M")


def test_stats_are_given_per_curve(open_page):
    page = open_figure(open_page)
    stats = page.evaluate("view.visibleStats()")
    by_curve = page.evaluate("view.visibleStatsByCurve()")
    assert (stats["yMin"], stats["yMax"]) == (pytest.approx(-1, abs=1e-3), pytest.approx(2, abs=1e-3))
    # x/2 + 1 on −1 … 2 runs from 0.5 to 2.
    assert by_curve[2] == {"yMin": pytest.approx(0.5, abs=1e-6), "yMax": pytest.approx(2, abs=1e-6)}
    page.click("button[aria-label='Visible region statistics']")
    page.wait_for_selector("#fig [role=dialog]", state="visible")
    rows = page.eval_on_selector_all("#fig [role=dialog] dl > div", "(rows) => rows.map((r) => [r.children[0].textContent, r.children[1].textContent])")
    assert [name for name, _ in rows] == ["x from", "sin x", "cos x", "curve 3"]  # named, else numbered
    assert rows[0][1] == "\u22125 to 5"
    # Exact extremes: sin and cos reach ±1 inside the window, x/2 + 1 is lowest and highest at its ends.
    for (_, shown), low, high in zip(rows[1:], [-1, -1, 0.5], [1, 1, 2]):
        match = re.fullmatch(r"y (\S+) \(.+\) to (\S+) \(.+\)", shown)
        assert match, shown
        assert [float(v.replace("\u2212", "-")) for v in match.groups()] == [pytest.approx(low, abs=1e-9), pytest.approx(high, abs=1e-9)]
    assert rows[3][1] == "y 0.5 (at x = \u22121) to 2 (at x = 2)"
    swatch = page.eval_on_selector("#fig [role=dialog] dl > div:nth-child(3) .graph-stats-swatch", "(e) => getComputedStyle(e).backgroundColor")
    assert swatch == "rgb(240, 108, 78)"


def test_a_new_figure_or_data_source_replaces_the_parts(open_page):
    page = open_figure(open_page)
    page.evaluate("() => { view.figure = { curves: [figure.curves[2], figure.curves[0]], lines: [{ y: 1 }] }; }")
    settle(page)
    parts = page.eval_on_selector("#fig svg.plot-svg", "(svg) => [...svg.children].map((e) => e.getAttribute('class'))")
    assert parts == ["plot-background", "plot-grid", "plot-axes", "plot-lines", "plot-curve plot-curve-0", "plot-curve plot-curve-1", "plot-labels"]
    assert page.get_attribute('#fig [data-curve="0"]', "stroke-dasharray") == "0.1 4"
    assert page.get_attribute('#fig [data-curve="1"]', "stroke") == LIGHT[1]
    page.evaluate("() => { view.dataSource = { valueAt: (x) => x * x }; }")
    settle(page)
    parts = page.eval_on_selector("#fig svg.plot-svg", "(svg) => [...svg.children].map((e) => e.getAttribute('class'))")
    assert parts == ["plot-background", "plot-grid", "plot-axes", "plot-curve plot-curve-0", "plot-labels"]
    assert page.evaluate("view.visibleStatsByCurve().length") == 1
    with pytest.raises(Exception, match=re.escape("figure.areas[0].under must be the index of one of the figure's 1 curves")):
        page.evaluate("() => { view.figure = { curves: [figure.curves[0]], areas: [{ under: 1, from: 0, to: 1 }] }; }")


def test_dark_mode_paints_the_figure_in_the_dark_palette(open_page, screenshots):
    page = open_figure(open_page, PHONE, color_scheme="dark")
    colours = page.eval_on_selector("#fig svg", """(svg) => [svg.querySelector('[data-curve="1"]'), svg.querySelector('.plot-point'),
        svg.querySelector('.plot-annotations')].map((e) => [getComputedStyle(e).stroke, getComputedStyle(e).fill])""")
    assert colours[0][0] == DARK_CURVE_1
    assert colours[1] == ["rgb(24, 27, 33)", "rgb(236, 238, 242)"]  # ringed in the surface colour, filled in the text colour
    assert colours[2] == ["rgb(24, 27, 33)", "rgb(236, 238, 242)"]
    page.evaluate("() => document.querySelector('#fig').scrollIntoView({ block: 'end' })")
    page.tap("button[aria-label='Visible region statistics']")
    page.wait_for_selector("#fig [role=dialog]", state="visible")
    page.wait_for_timeout(200)  # the popover's entrance
    page.screenshot(path=screenshots / "figure-view-phone-dark-stats.png")


@pytest.mark.parametrize("device", [DESKTOP, PHONE], ids=lambda d: d.name)
def test_screenshot_of_the_figure(open_page, screenshots, device):
    page = open_figure(open_page, device)
    # Clear of the sticky tab bar, which would cover the graph's top edge (where line labels go).
    page.evaluate("() => document.querySelector('#fig').scrollIntoView({ block: 'end' })")
    settle(page)
    page.screenshot(path=screenshots / f"figure-view-{device.name}.png")


# A build-time figure SVG as SVGRenderer writes it (design §3): two curves, an area, a line, a point with
# its label and a legend. The point lies outside the build-time frame, so it has no circle there.
BUILD_TIME_SVG = """<svg class="plot-svg" viewBox="0 0 800 500" width="800" height="500" font-size="11">
<title>t</title><desc>d</desc><rect class="plot-background" width="800" height="500" fill="#ffffff"/>
<path class="plot-grid" d="M0 0" stroke="#e7e9ed" fill="none"/>
<g class="plot-areas"><path class="plot-area" data-area="0" d="M400 250 480 200 480 250Z" fill="#f06c4e" fill-opacity="0.18" stroke="none"/></g>
<path class="plot-axes" d="M0 250H800" stroke="#8a9099" fill="none"/>
<g class="plot-lines"><path class="plot-line" data-line="0" d="M480 0 480 500" stroke="#5b616b" stroke-width="1.25" stroke-dasharray="7 5" fill="none"/></g>
<path class="plot-curve plot-curve-0" data-curve="0" d="M0 250 800 250" fill="none" stroke="#0b62d6" stroke-width="2"/>
<path class="plot-curve plot-curve-1" data-curve="1" d="M0 0 800 500" fill="none" stroke="#f06c4e" stroke-width="2" stroke-dasharray="7 5"/>
<g class="plot-points"></g>
<g class="plot-labels" fill="#4f5560"><text x="1" y="1">1</text></g>
<g class="plot-annotations" fill="#16181d"><text data-line-label="0" x="484" y="15" text-anchor="start">x = 1</text></g>
<g class="plot-legend" transform="translate(8 8)" data-corner="top-left"><rect class="plot-legend-background" width="60" height="46"/>
<path class="plot-legend-swatch" data-curve-swatch="0" d="M8 13h22" stroke="#0b62d6"/><text class="plot-legend-label" x="36" y="17">zero</text></g>
</svg>"""

TAKE_OVER = """async ([assets, markup]) => {
    const { GraphView } = await import(assets['js/graph/graph-view.js']);
    const element = document.createElement('figure');
    element.id = 'fig';
    for (const [name, value] of Object.entries({ 'data-graph': '', 'data-x-min': -5, 'data-x-max': 5, 'data-y-min': -2.5,
                                                 'data-y-max': 2.5, 'data-width': 800, 'data-height': 500 })) {
        element.setAttribute(name, value);
    }
    element.innerHTML = markup;
    document.querySelector('main').prepend(element);
    const svg = element.querySelector('svg');
    const marked = [...svg.querySelectorAll('*')];
    marked.forEach((e, i) => { e.__buildTime = i; });
    window.legendBefore = svg.querySelector('.plot-legend').innerHTML;
    window.view = new GraphView(element, { figure: {
        curves: [{ valueAt: () => 0 }, { valueAt: (x) => -x / 2, style: 'dashed' }],
        areas: [{ under: 1, from: 0, to: 1 }],
        points: [{ x: 4, y: 3, label: 'out of the build-time frame' }],
        lines: [{ x: 1, label: 'x = 1' }],
    } });
}"""


def test_the_view_takes_over_a_build_time_figure_and_keeps_its_legend(open_page):
    page = open_page(DESKTOP, "index.html", live=False).page
    page.evaluate(TAKE_OVER, [open_page.assets, BUILD_TIME_SVG])
    page.wait_for_selector("#fig[data-graph-live]", state="attached")
    settle(page)
    parts = page.eval_on_selector("#fig svg", "(svg) => [...svg.children].map((e) => e.tagName + '.' + (e.getAttribute('class') ?? ''))")
    assert parts == ["title.", "desc.", "rect.plot-background", "path.plot-grid", "g.plot-areas", "path.plot-axes", "g.plot-lines",
                     "path.plot-curve plot-curve-0", "path.plot-curve plot-curve-1", "g.plot-points", "g.plot-labels",
                     "g.plot-annotations", "g.plot-legend"]
    # The build-time elements are the live ones (none made twice); the point, which it lacked, is made.
    fresh = page.eval_on_selector("#fig svg", """(svg) => [...svg.querySelectorAll(
            '[data-curve], [data-area], [data-line], [data-point], [data-line-label], [data-point-label]')]
        .filter((e) => e.__buildTime === undefined)
        .map((e) => e.tagName + ' ' + [...e.attributes].filter((a) => a.name.startsWith('data-')).map((a) => a.name).join())""")
    assert fresh == ["circle data-point", "text data-point-label"]
    # The legend keeps its rows, and its corner while that is free (no label, mark or turning point in it).
    assert page.evaluate("document.querySelector('#fig .plot-legend').innerHTML === legendBefore")
    assert page.get_attribute("#fig .plot-legend", "data-corner") == "top-left"
    assert page.get_attribute("#fig .plot-legend", "transform") == "translate(8 8)"
    # Drawn live: the curves, the area (the second curve's colour class) and the line follow the view.
    assert page.get_attribute('#fig [data-curve="1"]', "d") != "M0 0 800 500"
    assert page.get_attribute('#fig [data-area="0"]', "class") == "plot-area plot-fill-1"
    assert page.eval_on_selector('#fig [data-area="0"]', "(e) => getComputedStyle(e).fill") == "rgb(240, 108, 78)"
    assert page.get_attribute('#fig [data-point="0"]', "display") == "none"  # outside the frame still
    page.evaluate("() => view.zoomBy(0.5)")
    settle(page)
    assert page.get_attribute('#fig [data-point="0"]', "display") is None
    assert page.eval_on_selector('#fig [data-point-label="0"]', "(e) => [e.textContent, e.getAttribute('display')]") == [
        "out of the build-time frame", None]
