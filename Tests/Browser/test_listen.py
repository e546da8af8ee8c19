"""Listening to a graph (docs/site.md#listening, docs/hooks.md#elementgraphview): `graphView.listenPlan()` on
real pages (sin x, a figure with a jump and a hole, tan x) gives the notes listening plays; the Listen button
and `h` start playing (data-listening, the curve's name in the polite live region), a second press or
Escape stops (and the live region says so, as it says when playing has finished); no AudioContext is made before the reader asks, and the player loads only then; once the
reader has listened, the trace sounds its point; the Calculator's graph has the button too."""

from __future__ import annotations

import math

import pytest

from conftest import DESKTOP, own_site
from graph_helpers import GRAPH, settle
from calculator_helpers import open_calculator

MANIFEST = {
    "title": "Listening",
    "plots": [
        {"title": "Sine", "slug": "sine", "expression": "sin(x)", "xMax": 5, "yMin": -2, "yMax": 2},
        {"title": "Cases", "slug": "cases", "xMax": 4, "yMin": -1, "yMax": 4,
         "curves": [{"expression": "{x < 1: x^2, x = 2: 3, 3 - x}", "label": "f(x)"}]},
        {"title": "Tangent", "slug": "tangent", "expression": "tan(x)", "xMax": 5, "yMin": -4, "yMax": 4},
        {"title": "Two", "slug": "two", "xMax": 5, "yMin": -2, "yMax": 2,
         "curves": [{"expression": "sin(x)", "label": "first"}, {"expression": "cos(x)", "label": "second"}]},
    ],
}

listen_site, open_listen = own_site("listen", "gallery.json", MANIFEST)

LISTEN = f"{GRAPH} button[data-graph-control='listen']"
ANNOUNCER = f"{GRAPH} [data-trace-announcer]"

# Counts the AudioContexts a page makes and the oscillators they start (a sound's source).
COUNT_AUDIO = """
window.__audio = { contexts: 0, oscillators: 0 };
const Original = window.AudioContext;
window.AudioContext = class extends Original {
  constructor(...args) { super(...args); window.__audio.contexts += 1; }
  createOscillator() { window.__audio.oscillators += 1; return super.createOscillator(); }
};
"""


def open_counted(open_listen, slug: str):
    context = open_listen.context(DESKTOP)
    context.add_init_script(COUNT_AUDIO)
    watched = open_listen(DESKTOP, f"plots/{slug}.html", context=context)
    return watched.page


def audio(page) -> dict:
    return page.evaluate("() => ({ ...window.__audio })")


def plan(page) -> list[dict]:
    return page.evaluate("() => document.querySelector('[data-graph]').graphView.listenPlan()")


def of_kind(notes: list[dict], *kinds: str) -> list[dict]:
    return [note for note in notes if note["kind"] in kinds]


def test_the_plan_of_sin_x_rises_with_y_pans_with_x_and_clicks_at_its_points(open_listen):
    page = open_counted(open_listen, "sine")
    page.wait_for_selector(f"{GRAPH} circle[data-poi-dot]", state="attached")
    notes = plan(page)
    # Asking for the plan makes no sound and no AudioContext; nor does the page before.
    assert audio(page)["contexts"] == 0
    tones = of_kind(notes, "tone")
    assert len(tones) > 150
    assert all(220 <= note["frequency"] <= 880 for note in tones)
    by_y = sorted(tones, key=lambda note: note["y"])
    assert all(a["frequency"] <= b["frequency"] for a, b in zip(by_y, by_y[1:]))
    # y = 0, the middle of −2 … 2, sounds at 440 Hz (log-spaced: an octave above 220).
    middle = [note["frequency"] for note in tones if abs(note["y"]) < 0.02]
    assert middle and all(abs(frequency - 440) < 4 for frequency in middle)
    assert all(a["pan"] < b["pan"] for a, b in zip(notes, notes[1:]) if a["kind"] == b["kind"] == "tone")
    assert -1 <= tones[0]["pan"] < -0.98 and 0.98 < tones[-1]["pan"] <= 1
    assert all(bool(note.get("noise")) == (note["y"] < 0) for note in tones)
    end = max(note["time"] + note["duration"] for note in notes)
    assert end == pytest.approx(4, abs=0.01)
    # Roots at −π, 0 (the y-intercept too), π, the extremes at ±π/2 and ±3π/2: one click each, when the tone passes them.
    clicks = of_kind(notes, "point")
    assert sorted(note["x"] for note in clicks) == pytest.approx([k * math.pi / 2 for k in range(-3, 4)], abs=1e-6)
    for click in clicks:
        assert click["time"] == pytest.approx(4 * (click["x"] + 5) / 10, abs=1e-9)


def test_the_plan_sounds_a_jump_and_a_hole_at_their_dots(open_listen):
    page = open_counted(open_listen, "cases")
    events = [(note["kind"], round(note["x"], 6), round(note["y"], 6)) for note in of_kind(plan(page), "jump", "hole")]
    assert events == [("jump", 1, 2), ("hole", 2, 1)]


def test_the_plan_of_tan_x_is_silent_where_it_leaves_the_frame(open_listen):
    page = open_counted(open_listen, "tangent")
    notes = plan(page)
    for note in of_kind(notes, "tone", "silence"):
        # Off the frame (|tan x| > 4) near the poles at ±π/2: silent; well inside it: a tone.
        value = math.tan(note["x"])
        if abs(value) > 4.2:
            assert note["kind"] == "silence", note
        elif abs(value) < 3.8:
            assert note["kind"] == "tone", note
    assert of_kind(notes, "silence")


def test_h_and_the_button_play_and_a_second_press_or_escape_stops(open_listen):
    page = open_counted(open_listen, "two")
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    assert not any("listen-player" in url for url in requested)
    assert page.get_attribute(LISTEN, "aria-label") == "Listen"
    page.focus(GRAPH)
    page.keyboard.press("h")
    page.wait_for_selector(f"{GRAPH}[data-listening]", state="attached")
    page.wait_for_function("() => document.querySelector('[data-graph] [data-trace-announcer]').textContent === 'Playing first'")
    assert audio(page)["contexts"] == 1
    assert any("listen-player" in url for url in requested), "the player loads on the first Listen"
    assert page.get_attribute(LISTEN, "aria-label") == "Stop listening"
    # The second curve is announced as it starts, after the first's 4 s and the pause.
    page.wait_for_function("() => document.querySelector('[data-graph] [data-trace-announcer]').textContent === 'Playing second'",
                           timeout=8000)
    page.keyboard.press("h")
    assert page.locator(f"{GRAPH}[data-listening]").count() == 0
    assert page.get_attribute(LISTEN, "aria-label") == "Listen"
    # The live region no longer says a curve is playing.
    assert page.text_content(ANNOUNCER) == "Stopped listening"

    page.click(LISTEN)
    page.wait_for_selector(f"{GRAPH}[data-listening]", state="attached")
    page.click(LISTEN)
    assert page.locator(f"{GRAPH}[data-listening]").count() == 0

    page.click(LISTEN)
    page.wait_for_selector(f"{GRAPH}[data-listening]", state="attached")
    page.keyboard.press("Escape")  # the button has focus
    assert page.locator(f"{GRAPH}[data-listening]").count() == 0
    page.focus(GRAPH)
    page.keyboard.press("h")
    page.wait_for_selector(f"{GRAPH}[data-listening]", state="attached")
    page.keyboard.press("Escape")  # the graph has focus
    assert page.locator(f"{GRAPH}[data-listening]").count() == 0
    # One AudioContext for the page, however often the reader listens.
    assert audio(page)["contexts"] == 1


def test_h_pressed_before_the_live_view_is_there_listens_once_it_is(open_listen):
    context = open_listen.context(DESKTOP)
    context.add_init_script(COUNT_AUDIO)
    held = []
    context.route("**/js/live-view.*", lambda route: held.append(route))  # the live view waits in the network
    page = open_listen(DESKTOP, "plots/sine.html", context=context, live=False).page
    page.wait_for_selector(f"{GRAPH}[data-graph-ready]", state="attached")
    page.focus(GRAPH)
    page.keyboard.press("h")
    assert page.locator(f"{GRAPH}[data-graph-live]").count() == 0
    assert audio(page)["contexts"] == 0
    for _ in range(200):
        if held:
            break
        page.wait_for_timeout(50)
    for route in held:
        route.continue_()
    page.wait_for_selector(f"{GRAPH}[data-listening]", state="attached")
    assert audio(page)["contexts"] == 1
    page.keyboard.press("Escape")
    assert page.locator(f"{GRAPH}[data-listening]").count() == 0


def test_playing_ends_by_itself_after_each_curve(open_listen):
    page = open_counted(open_listen, "sine")
    page.click(LISTEN)
    page.wait_for_selector(f"{GRAPH}[data-listening]", state="attached")
    page.wait_for_selector(f"{GRAPH}:not([data-listening])", state="attached", timeout=8000)
    assert page.get_attribute(LISTEN, "aria-label") == "Listen"
    assert page.text_content(ANNOUNCER) == "Finished listening"


def test_the_trace_sounds_its_point_only_once_the_reader_has_listened(open_listen):
    page = open_counted(open_listen, "sine")
    page.focus(GRAPH)
    page.keyboard.press("t")
    page.wait_for_selector(f"{GRAPH} g.plot-trace[data-trace]", state="attached")
    page.keyboard.press("ArrowRight")
    settle(page)
    assert audio(page) == {"contexts": 0, "oscillators": 0}
    page.keyboard.press("h")
    page.wait_for_selector(f"{GRAPH}[data-listening]", state="attached")
    page.keyboard.press("h")
    before = audio(page)["oscillators"]
    page.keyboard.press("ArrowRight")
    page.wait_for_function("(n) => window.__audio.oscillators > n", arg=before)


def test_the_calculators_graph_has_the_listen_button(open_page):
    page = open_calculator(open_page, DESKTOP, "?expression=sin(x)").page
    button = page.locator(f"[data-calculator] {LISTEN}")
    assert button.get_attribute("aria-label") == "Listen"
    assert button.is_visible()
    button.click()
    page.wait_for_selector(f"{GRAPH}[data-listening]", state="attached")
    button.click()
    assert page.locator(f"{GRAPH}[data-listening]").count() == 0
