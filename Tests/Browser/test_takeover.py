"""When the script takes over, the picture does not jump: the live SVG is drawn like the build-time
one (same structure, same layout rules, same curve), scaled to the graph's actual size."""

import html
import re

import pytest

from conftest import DESKTOP, PHONE, TABLET_PORTRAIT, Device, plot_by_expression
from graph_helpers import GRAPH, curve_subpaths, distance_to_polyline, graph_state, parse_path, wait_until


def build_time_svg(site_dir, plot, compact: bool = False) -> str:
    """The plot page's inline SVG exactly as the generator wrote it: the full-size one, or the
    compact one that narrow graphs show."""
    page = (site_dir / plot.path).read_text()
    css_class = "plot-svg plot-svg-compact" if compact else "plot-svg"
    return re.search(rf'<svg[^>]*class="{css_class}".*?</svg>', page, re.S).group(0)


def attribute(svg: str, css_class: str, name: str) -> str:
    element = re.search(rf'<[^>]*class="{css_class}( [^"]*)?"[^>]*>', svg).group(0)
    return html.unescape(re.search(rf'\s{name}="([^"]*)"', element).group(1))


def labels(svg: str) -> list[tuple[str, str, str, str]]:
    return [(x, y, anchor, html.unescape(text)) for x, y, anchor, text in
            re.findall(r'<text x="([^"]*)" y="([^"]*)" text-anchor="([^"]*)"[^>]*>([^<]*)</text>', svg)]


@pytest.mark.parametrize("device", [PHONE, TABLET_PORTRAIT, DESKTOP], ids=lambda d: d.name)
@pytest.mark.parametrize("expression", ["x^3 - 2.5x^2 + 3.1x - 13.3", "tan(x)", "sin(x)"])
def test_the_curve_does_not_jump_on_takeover(open_page, site_dir, plots, expression, device: Device):
    plot = plot_by_expression(plots, expression)
    page = open_page(device, plot.path).page
    state = graph_state(page)
    # What was on screen before the script: the compact drawing on graphs up to 540 px wide.
    built = build_time_svg(site_dir, plot, compact=state.width <= 540)
    width, height = (float(v) for v in re.search(r'viewBox="([^"]*)"', built).group(1).split()[2:])
    # The view kept one drawing and draws into it.
    assert page.locator(f"{GRAPH} svg.plot-svg").count() == 1
    assert page.get_attribute(GRAPH, "data-graph-compact") is None
    # The static SVG fills the graph as preserveAspectRatio "xMidYMid meet" does.
    k = min(state.width / width, state.height / height)
    dx, dy = (state.width - width * k) / 2, (state.height - height * k) / 2
    built_lines = [[(x * k + dx, y * k + dy) for x, y in line] for line in parse_path(attribute(built, "plot-curve", "d"))]
    live_lines = curve_subpaths(page)
    inside = lambda p: 2 < p[0] < state.width - 2 and 2 < p[1] < state.height - 2  # noqa: E731
    # Every point of each drawing lies on the other, to within a CSS px (both are within half a
    # device pixel of the true curve; the build-time one is drawn at 2×, the live one at the screen's).
    for source, target in [(built_lines, live_lines), (live_lines, built_lines)]:
        points = [p for line in source for p in line if inside(p)]
        assert points
        worst = max(distance_to_polyline(p, target) for p in points)
        assert worst < 1.0, f"the curve moved by {worst:.2f} CSS px on takeover"
    assert len(live_lines) == len(built_lines)


def graph_attributes(site_dir, plot) -> dict[str, str]:
    figure = re.search(r"<figure[^>]*data-graph[^>]*>", (site_dir / plot.path).read_text(), re.S).group(0)
    return {name: html.unescape(value) for name, value in re.findall(r'\s(data-[a-z-]+)="([^"]*)"', figure)}


def annotations(svg: str) -> list[tuple[str, str, str, str, str]]:
    """The point and line labels: (data-point-label or data-line-label, its index, x, y, anchor)."""
    return re.findall(r'<text (data-(?:point|line)-label)="(\d+)" x="([^"]*)" y="([^"]*)" text-anchor="([^"]*)"', svg)


def test_the_js_renderer_reproduces_the_build_time_svg_at_its_size(open_page, site_dir, base_url, plots, cubic):
    """Drawn at the build-time size and density, plot-svg.js writes what SVGRenderer.swift wrote, and
    label placement (labels/live-labels.js) puts the labels and the legend where the build put them."""
    page = open_page(DESKTOP, cubic.path).page
    for plot in plots.values():
        if '"relation"' in graph_attributes(site_dir, plot).get("data-figure", ""):
            # A relation is drawn pixel by pixel from its certified drawing, not from sampled segments: test_implicit.py
            # holds the live drawing to the closed forms, and the implicit fixtures hold Swift and JS to the same pixels.
            continue
        if '"sequence"' in graph_attributes(site_dir, plot).get("data-figure", ""):
            # A sequence is dots at its terms, not sampled segments: test_sequences.py holds the live dots to the terms,
            # and sequence-terms.json holds Swift and JS to the same terms.
            continue
        if any(f'"{kind}"' in graph_attributes(site_dir, plot).get("data-figure", "") for kind in ("slopeField", "vectorField", "ode")):
            # A slope or vector field is marks on a grid, a solution of a differential equation an integration, not
            # sampled segments: SwiftJSDifferentialTests+Fields and +ODE hold Swift and JS to the same doubles, and
            # test_fields.py and test_ode.py the live drawing to the build's.
            continue
        built = build_time_svg(site_dir, plot)
        density = 1 / float(attribute(built, "plot-axes", "stroke-width"))
        legend = re.search(r'<g class="plot-legend"[^>]*>', built)
        legend_size = ([float(attribute(built, "plot-legend-background", name)) for name in ("width", "height")]
                       if legend else None)
        drawn = page.evaluate("""async ([assets, density, a, legendSize]) => {
            const { axesLayout } = await import(assets['js/graph/axes-layout.js']);
            const { pathData } = await import(assets['js/graph/path-data.js']);
            const { sample } = await import(assets['js/sampling/sampler.js']);
            const { compile } = await import(assets['js/expression/expression.js']);
            const { pointsOfInterest } = await import(assets['js/reading/points-of-interest.js']);
            const { CurveIndex } = await import(assets['js/labels/curve-index.js']);
            const { firstPlan } = await import(assets['js/labels/live-labels.js']);
            const { planLabels } = await import(assets['js/labels/label-plan.js']);
            const { pointPlacement, referenceLinePlacement } = await import(assets['js/graph/figure-drawing.js']);
            const { axisSettings } = await import(assets['js/graph/axis-settings.js']);
            // Ticks in π and axis titles, as the page's graph declares them.
            const { axes } = axisSettings({ getAttribute: (name) => a[name] ?? null });
            const viewport = { xMin: Number(a['data-x-min']), xMax: Number(a['data-x-max']), yMin: Number(a['data-y-min']),
                               yMax: Number(a['data-y-max']), width: a['data-width'] * density, height: a['data-height'] * density };
            // A figure with sliders is drawn at its parameters' declared values, as the build drew it.
            const figure = JSON.parse(a['data-figure'] ?? '{}');
            const parameters = figure.parameters ?? [];
            const values = Object.fromEntries(parameters.map((p) => [p.name, p.value]));
            const options = parameters.length ? { parameters: Object.keys(values), values } : {};
            const { sampleParametric, polarCurve } = await import(assets['js/sampling/parametric-sampler.js']);
            const { withIntercepts } = await import(assets['js/reading/parametric-intercepts.js']);
            // A parametric or polar curve ({x, y, t} or {r, theta}) has no y at x: it is sampled along its parameter.
            const pathOf = (curve) => {
                if (curve.r !== undefined) return polarCurve(compile(curve.r, { ...options, variable: 'θ' }).evaluate, ...curve.theta);
                const [from, to] = curve.t;
                return { x: compile(curve.x, { ...options, variable: 't' }).evaluate, y: compile(curve.y, { ...options, variable: 't' }).evaluate, from, to };
            };
            const curves = (figure.curves ?? [{ expression: a['data-expression'], from: null, to: null }]).map((curve) => (
                curve.expression === undefined ? { valueAt: () => NaN, from: null, to: null, path: pathOf(curve) }
                    : { valueAt: compile(curve.expression, options).evaluate, from: curve.from, to: curve.to, path: null }));
            const samples = a['data-samples'] === 'auto' ? 'auto' : Number(a['data-samples']);
            const segments = curves.map((c) => (c.path ? sampleParametric(c.path, viewport).segments
                : sample(c.valueAt, viewport, samples, { from: c.from, to: c.to }).segments));
            const dots = figure.pointsOfInterest === false ? []
                : withIntercepts(pointsOfInterest(curves, viewport.xMin, viewport.xMax), curves, viewport.xMin, viewport.xMax).points;
            // A mark's number that follows a slider is written as its expression: at the declared values, as the build drew it.
            const number = (value) => (typeof value === 'string' ? compile(value, options).evaluate(0) : value);
            const at = (mark) => Object.fromEntries(Object.entries(mark).map(([key, value]) => [key, key === 'x' || key === 'y' ? number(value) : value]));
            const drawnFigure = { points: (figure.points ?? []).map(at), lines: (figure.lines ?? []).map(at) };
            const { plan, layout } = planLabels(firstPlan(), {
                figure: drawnFigure, viewport, density, fontSize: 12, separator: '.', axes, curves: segments, dots,
                legend: legendSize && { width: legendSize[0], height: legendSize[1] } });
            const texts = [];
            drawnFigure.points.forEach((point, i) => {
                const placed = pointPlacement(point, viewport, density, 12, plan.points[i]);
                if (placed && point.label !== null) texts.push(['data-point-label', String(i), placed.label.x, placed.label.y, placed.label.anchor]);
            });
            drawnFigure.lines.forEach((line, i) => {
                const placed = referenceLinePlacement(line, viewport, density, 12, plan.lines[i]);
                if (placed && line.label !== null) texts.push(['data-line-label', String(i), placed.label.x, placed.label.y, placed.label.anchor]);
            });
            return { ...layout, curve: pathData(segments[0], viewport, density), texts, corner: plan.corner };
        }""", [open_page.assets, density, graph_attributes(site_dir, plot), legend_size])
        assert drawn["axesPath"] == attribute(built, "plot-axes", "d"), plot.slug
        assert drawn["gridPath"] == attribute(built, "plot-grid", "d"), plot.slug
        # As both write them: two decimals (an axis title ends at no pixel centre).
        assert [(round(label["x"], 2), round(label["y"], 2), label["anchor"], label["text"]) for label in drawn["labels"]] == [
            (float(x), float(y), anchor, text) for x, y, anchor, text in labels(built)], plot.slug
        assert drawn["curve"] == attribute(built, "plot-curve", "d"), plot.slug
        assert [tuple(text) for text in drawn["texts"]] == annotations(built), plot.slug
        corner = re.search(r'data-corner="([^"]*)"', legend.group(0)) if legend else None
        assert drawn["corner"] == (corner.group(1) if corner else None), plot.slug


def test_the_live_svg_keeps_the_build_time_structure(open_page, cubic):
    page = open_page(PHONE, cubic.path).page
    # The points of interest (their numerics load after the graph is live) add their dots' layer.
    wait_until(page, f"() => document.querySelector('{GRAPH} svg.plot-svg > g.plot-poi') !== null")
    structure = page.eval_on_selector(f"{GRAPH} svg.plot-svg", """(svg) => ({
        children: [...svg.children].map((e) => e.tagName + (e.getAttribute('class') ? '.' + e.getAttribute('class') : '')),
        viewBox: svg.getAttribute('viewBox'),
        box: [svg.getBoundingClientRect().width, svg.getBoundingClientRect().height],
        axisWidth: svg.querySelector('.plot-axes').getAttribute('stroke-width'),
        rangeLabels: [...svg.querySelectorAll('.plot-range-label')].map((e) => e.textContent),
    })""")
    assert structure["children"] == ["title", "desc", "rect.plot-background", "path.plot-grid", "path.plot-axes",
                                     "path.plot-curve plot-curve-0", "g.plot-poi", "g.plot-labels"]
    # One SVG unit is one CSS px, and the axes are one device pixel (a third of a CSS px at 3×).
    width, height = (float(v) for v in structure["viewBox"].split()[2:])
    assert (width, height) == (pytest.approx(structure["box"][0], abs=0.01), pytest.approx(structure["box"][1], abs=0.01))
    assert structure["axisWidth"] == ".33"
    # The whole build-time range is still in view: xMax and yMax label the axes' ends.
    assert structure["rangeLabels"] == ["4", "150"]
