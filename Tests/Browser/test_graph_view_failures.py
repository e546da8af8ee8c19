"""A GraphView whose data source throws (docs/hooks.md#elementgraphview): the view says so on the console, once per
distinct failure, keeps drawing its axes and following gestures, and draws the curve again as soon
as the source answers."""

import pytest

from conftest import DESKTOP
from graph_helpers import mouse_drag, settle

# A bare graph whose source throws `window.failure` while it is set. The page's console.error is
# recorded instead of logged: a logged error would fail the test (conftest watches the console).
MAKE_FLAKY_GRAPH = """async (assets) => {
    const { GraphView } = await import(assets['js/graph/graph-view.js']);
    const element = document.createElement('div');
    element.id = 'flaky';
    element.tabIndex = 0;
    for (const [name, value] of Object.entries({ 'data-graph': '', 'data-plot-id': 'flaky', 'data-x-min': -5, 'data-x-max': 5,
                                                 'data-y-min': -2, 'data-y-max': 2, 'data-width': 800, 'data-height': 500 })) {
        element.setAttribute(name, value);
    }
    document.querySelector('main').prepend(element);
    window.reports = [];
    console.error = (message) => reports.push(String(message));
    window.failure = null;
    window.flakySource = () => ({ valueAt: (x) => { if (failure) throw failure; return Math.sin(x); } });
    window.flaky = new GraphView(element, { dataSource: flakySource(), gestures: { pan: true } });
}"""


def part(page, name: str) -> str:
    return page.get_attribute(f"#flaky .plot-{name}", "d") or ""


def redraw(page, script: str = "") -> None:
    page.evaluate(f"() => {{ {script}; flaky.redraw(); }}")
    settle(page)


def test_a_failing_data_source_is_reported_once_and_the_view_stays_usable(open_page):
    page = open_page(DESKTOP, "index.html", live=False).page
    page.evaluate(MAKE_FLAKY_GRAPH, open_page.assets)
    page.wait_for_selector("#flaky[data-graph-live]", state="attached")
    settle(page)
    assert part(page, "curve").startswith("M")
    assert page.evaluate("reports") == []

    # The source fails: no curve, one report however often the view redraws.
    redraw(page, "failure = new Error('sensor offline')")
    redraw(page)
    assert part(page, "curve") == ""
    assert page.evaluate("reports") == ['GraphView "flaky": no curve drawn, the data source failed: Error: sensor offline']

    # Gestures still work, and the axes, grid and labels follow them.
    axes_before = part(page, "axes")
    assert axes_before and part(page, "grid")
    box = page.locator("#flaky").bounding_box()
    origin_before = float(page.get_attribute("#flaky", "data-origin-x"))
    mouse_drag(page, (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2), (60, 0))
    settle(page)
    assert float(page.get_attribute("#flaky", "data-origin-x")) == pytest.approx(origin_before + 60, abs=0.01)
    assert part(page, "axes") != axes_before
    assert page.eval_on_selector_all("#flaky .plot-labels text", "(texts) => texts.length") > 0
    assert len(page.evaluate("reports")) == 1

    # Another failure is reported too, once.
    redraw(page, "failure = new RangeError('no data before 2020')")
    redraw(page)
    assert page.evaluate("reports")[1:] == ['GraphView "flaky": no curve drawn, the data source failed: RangeError: no data before 2020']

    # The source answers again: the curve is back; an old failure of this source is not repeated.
    redraw(page, "failure = null")
    assert part(page, "curve").startswith("M")
    assert page.evaluate("flaky.visibleStats().yMax") == pytest.approx(1, abs=1e-3)
    redraw(page, "failure = new Error('sensor offline')")
    assert len(page.evaluate("reports")) == 2

    # A new data source is a new story: its failures are reported afresh.
    redraw(page, "flaky.dataSource = flakySource()")
    assert page.evaluate("reports")[2:] == ['GraphView "flaky": no curve drawn, the data source failed: Error: sensor offline']
