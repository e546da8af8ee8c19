"""GraphView as a reusable component (docs/hooks.md#elementgraphview): it knows nothing of the expression language,
asks its data source point by point, turns on only the gestures a page asks for, reflects its
state in the hook attributes (docs/hooks.md#the-graphs-root) and redraws at most once per animation frame."""

import re
from pathlib import Path

import pytest

from conftest import DESKTOP, ROOT
from graph_helpers import mouse_drag, settle

JS = ROOT / "Public/js"

# A bare graph on an otherwise unrelated page, driven by a plain function.
MAKE_GRAPH = """async ([assets, gestures]) => {
    const { GraphView, DRAW_EVENT } = await import(assets['js/graph/graph-view.js']);
    const element = document.createElement('div');
    element.id = 'bare';
    element.tabIndex = 0;
    for (const [name, value] of Object.entries({ 'data-graph': '', 'data-x-min': -5, 'data-x-max': 5, 'data-y-min': -2,
                                                 'data-y-max': 2, 'data-width': 800, 'data-height': 500 })) {
        element.setAttribute(name, value);
    }
    document.querySelector('main').prepend(element);
    window.asked = 0;
    window.draws = 0;
    element.addEventListener(DRAW_EVENT, () => window.draws++);
    window.bare = new GraphView(element, { dataSource: { valueAt: (x) => { window.asked++; return Math.sin(x); } }, gestures });
}"""


def imports_of(module: Path) -> set[Path]:
    """Every module `module` loads, statically or dynamically, transitively."""
    seen, todo = set(), [module]
    while todo:
        current = todo.pop()
        if current in seen:
            continue
        seen.add(current)
        for target in re.findall(r"""(?:from\s+|import\s*\(\s*)['"](\.{1,2}/[^'"]+)['"]""", current.read_text()):
            todo.append((current.parent / target).resolve())
    return seen - {module}


def test_graph_view_does_not_know_the_expression_language():
    loaded = {path.name for path in imports_of(JS / "graph/graph-view.js")}
    assert not any(name.startswith("expression") for name in loaded), loaded
    assert "sampler.js" in loaded


def test_no_eval_or_inline_styles_in_the_graph_scripts():
    for module in imports_of(JS / "plot-page.js") | {JS / "plot-page.js"}:
        source = re.sub(r"/\*.*?\*/|(^|\s)//[^\n]*", " ", module.read_text(), flags=re.S)  # code, not comments
        assert not re.search(r"\beval\s*\(|new\s+Function\b|\.innerHTML\b|setAttribute\(\s*['\"]style", source), module.name


def test_a_bare_graph_draws_everything_and_reflects_its_state(open_page):
    page = open_page(DESKTOP, "index.html", live=False).page
    page.evaluate(MAKE_GRAPH, [open_page.assets, {}])
    page.wait_for_selector("#bare[data-graph-live]", state="attached")
    parts = page.eval_on_selector("#bare svg.plot-svg", "(svg) => [...svg.children].map((e) => e.getAttribute('class'))")
    # The labels over the curve, so that their halo keeps them readable where the curve passes under them.
    assert parts == ["plot-background", "plot-grid", "plot-axes", "plot-curve plot-curve-0", "plot-labels"]
    width = page.eval_on_selector("#bare", "(e) => e.getBoundingClientRect().width")
    # The declared ranges fill the actual size: 10 units across.
    assert float(page.get_attribute("#bare", "data-scale")) == pytest.approx(width / 10, rel=1e-6)
    assert float(page.get_attribute("#bare", "data-origin-x")) == pytest.approx(width / 2, rel=1e-6)
    # Asked point by point: at least once per device pixel column.
    assert page.evaluate("asked") >= width
    stats = page.evaluate("bare.visibleStats()")
    assert (stats["xMin"], stats["xMax"]) == (pytest.approx(-5), pytest.approx(5))
    assert (stats["yMin"], stats["yMax"]) == (pytest.approx(-1, abs=1e-3), pytest.approx(1, abs=1e-3))

    # Setters reflect at once and redraw once, at the next animation frame.
    draws_at_once = page.evaluate("() => { draws = 0; bare.scale = 2 * bare.scale; bare.origin = { x: 10, y: 20 }; bare.redraw(); return draws; }")
    assert draws_at_once == 0
    assert page.get_attribute("#bare", "data-origin-x") == "10"
    assert page.get_attribute("#bare", "data-origin-y") == "20"
    settle(page)
    assert page.evaluate("draws") == 1
    assert page.evaluate("bare.visibleStats().xMin") == pytest.approx(-10 / (2 * width / 10))

    # A new data source redraws; so does a new sample count.
    page.evaluate("() => { bare.recenter(); bare.dataSource = { valueAt: (x) => x > 0 ? 1 : NaN }; bare.samples = 10; }")
    settle(page)
    assert page.evaluate("bare.samples") == 10
    stats = page.evaluate("bare.visibleStats()")
    assert (stats["yMin"], stats["yMax"]) == (1, 1)
    # A page can show given ranges (what a calculator's plot button does).
    page.evaluate("() => bare.showRanges({ xMin: -1, xMax: 3, yMin: -10, yMax: 10 })")
    stats = page.evaluate("bare.visibleStats()")
    assert (stats["xMin"], stats["xMax"]) == (pytest.approx(-1), pytest.approx(3))
    assert float(page.get_attribute("#bare", "data-origin-y")) == pytest.approx(box_height(page) / 2, rel=1e-6)
    with pytest.raises(Exception, match="samples must be"):
        page.evaluate("() => { bare.samples = 1; }")

    # Shown ranges are the window recenter returns to, scales included; visibleRanges reports the frame.
    page.evaluate("() => { bare.panBy(120, -40); bare.zoomBy(3); bare.recenter(); }")
    ranges = page.evaluate("bare.visibleRanges()")
    assert ranges == {"xMin": pytest.approx(-1), "xMax": pytest.approx(3), "yMin": pytest.approx(-10), "yMax": pytest.approx(10)}


def box_height(page) -> float:
    return page.eval_on_selector("#bare svg.plot-svg", "(svg) => svg.getBoundingClientRect().height")


def test_gestures_are_off_unless_the_page_turns_them_on(open_page):
    page = open_page(DESKTOP, "index.html", live=False).page
    page.evaluate(MAKE_GRAPH, [open_page.assets, {"pan": True}])
    page.wait_for_selector("#bare[data-graph-live]", state="attached")
    box = page.locator("#bare").bounding_box()
    centre = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    mouse_drag(page, centre, (30, 0))
    assert float(page.get_attribute("#bare", "data-origin-x")) == pytest.approx(box["width"] / 2 + 30, abs=0.01)
    # Pan is on; double-click, wheel and keys are not.
    before = page.get_attribute("#bare", "data-scale"), page.get_attribute("#bare", "data-origin-x")
    page.mouse.dblclick(box["x"] + 40, box["y"] + 40)
    page.mouse.wheel(0, -300)
    page.keyboard.press("+")
    page.keyboard.press("0")
    settle(page)
    assert (page.get_attribute("#bare", "data-scale"), page.get_attribute("#bare", "data-origin-x")) == before
