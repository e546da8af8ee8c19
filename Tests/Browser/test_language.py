"""A German site (docs/site.md#language): `"language": "de"` puts every word the site writes in German —
tabs, buttons, labels, alerts, aria-labels, the 404 page, the calculator's and the configuration's
messages, the points of interest and the areas — with `<html lang="de">`, and writes numbers with the
decimal comma where a reader sees them (ticks, facts, values, table of values, the calculator's result).
Hooks, addresses and expressions keep `.`; the calculator's display takes `2,5` and `2.5` alike."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from conftest import DESKTOP, PHONE, ROOT, own_site, wait_live
from test_accessibility import violations
from graph_helpers import settle
from calculator_helpers import address_plot, open_calculator, plot, press, show_keypad

MANIFEST = {
    "title": "Analysis für das Lehramt",
    "language": "de",
    "plots": [
        {"expression": "x^2-2", "xMax": 2.5, "title": "Normalparabel, verschoben", "slug": "parabel",
         "notes": "Die Nullstellen liegen bei ±√2."},
        {"title": "Zwischen Sinus und Kosinus", "slug": "sinus-kosinus", "xMax": 7,
         "curves": [{"expression": "sin(x)", "label": "sin x"}, {"expression": "cos(x)", "label": "cos x", "style": "dashed"}],
         "areas": [{"between": [0, 1], "from": "π/4", "to": "5π/4"}]},
        {"title": "Gestreckter Sinus", "slug": "schieberegler", "xMax": 7, "yMax": 3.5,
         "curves": [{"expression": "a sin(x)", "label": "y = a·sin x"}],
         "parameters": {"a": {"value": 1.5, "min": 0, "max": 3, "step": 0.1}}},
        {"title": "Keine Fläche", "slug": "polstelle", "xMax": 2, "yMax": 10,
         "curves": [{"expression": "1/x"}], "areas": [{"under": 0, "from": -1, "to": 1}]},
    ],
}

# Texts of the site's own that are the same in both languages or too short to tell apart.
DECIMAL_POINT = re.compile(r"\d\.\d")


def table(language: str) -> dict:
    """A word table of the theme: its parts (Public/js/words/<language>.js and <language>-figure.js, each the
    JSON object after `export default`) merged."""
    merged = {}
    for part in (language, f"{language}-figure"):
        source = (ROOT / "Public/js/words" / f"{part}.js").read_text()
        # The statement starts a line; the comment above it mentions it too.
        body = source[re.search(r"^export default", source, re.M).end():].strip().removesuffix(";")
        merged |= json.loads(body)
    return merged


def leaves(words: dict, prefix: str = "") -> dict[str, str]:
    found = {}
    for key, value in words.items():
        if isinstance(value, dict):
            found |= leaves(value, f"{prefix}{key}.")
        elif isinstance(value, list):
            found |= {f"{prefix}{key}.{i}": item for i, item in enumerate(value)}
        else:
            found[prefix + key] = value
    return found


def english_phrases() -> list[str]:
    """The English texts of the table that a German page must not show: each text's pieces between its
    blanks, where the German text differs and the piece is a real word or phrase (5 letters or more)."""
    english, german = leaves(table("en")), leaves(table("de"))
    phrases = set()
    for key, text in english.items():
        if text == german.get(key):
            continue
        for piece in re.split(r"\{\w+\}", text):
            piece = piece.strip(" .,:;()…·–—‹›")
            if len(re.sub(r"[^A-Za-z]", "", piece)) >= 5 and piece not in german.values():
                phrases.add(piece)
    return sorted(phrases)


german_site, open_german = own_site("german", "kurs.json", MANIFEST)


def everything_written(page) -> str:
    """The page's text as a reader meets it: what is rendered, the title, and every label a screen reader reads."""
    return page.evaluate("""() => [document.title, document.body.innerText,
      ...[...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap((e) =>
        ['aria-label', 'title', 'placeholder', 'alt'].map((name) => e.getAttribute(name) ?? '')),
      ...[...document.querySelectorAll('svg title, svg desc')].map((e) => e.textContent)].join('\\n')""")


def assert_no_english(page, where: str) -> None:
    text = everything_written(page)
    found = [phrase for phrase in english_phrases() if re.search(rf"(?<![\w-]){re.escape(phrase)}(?![\w-])", text)]
    assert not found, f"{where}: English on a German page: {found}"


def test_the_tables_give_the_english_phrases_this_test_looks_for():
    phrases = english_phrases()
    # The test would pass vacuously if the tables lost their words: these must be among the phrases.
    for expected in ["Featured", "Calculator", "Configuration", "Points of interest", "Table of values", "Open in Calculator"]:
        assert expected in phrases, expected


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
@pytest.mark.parametrize("path", ["index.html", "plots/parabel.html", "plots/sinus-kosinus.html", "plots/schieberegler.html",
                                  "plots/polstelle.html", "configuration.html", "404.html"])
def test_every_page_is_german_with_html_lang_de(open_german, device, path):
    live = path.startswith("plots/")
    page = open_german(device, path, live=live).page
    assert page.get_attribute("html", "lang") == "de"
    if live:
        # The toolbar and the points are added after the graph is live; the stats open on demand.
        page.wait_for_selector(".graph-toolbar button", state="attached")
        settle(page)
    assert_no_english(page, f"{path} on a {device.name}")


def test_the_stats_popover_the_trace_and_listening_speak_german(open_german):
    page = open_german(DESKTOP, "plots/parabel.html").page
    page.wait_for_selector(".graph-toolbar button", state="attached")
    page.locator(".graph-toolbar button[data-graph-control='stats']").click()
    page.wait_for_selector(".graph-popover", state="visible")
    assert_no_english(page, "the stats popover")
    assert not DECIMAL_POINT.search(page.inner_text(".graph-popover")), page.inner_text(".graph-popover")
    page.keyboard.press("Escape")
    page.focus("[data-graph]")
    page.keyboard.press("t")
    page.wait_for_selector("[data-trace]", state="attached")
    assert_no_english(page, "the trace")
    page.keyboard.press("Escape")
    page.keyboard.press("h")
    page.wait_for_function("() => document.querySelector('[data-trace-announcer]').textContent.startsWith('Wiedergabe: ')")
    assert page.get_attribute("[data-graph-control='listen']", "aria-label") == "Anhören beenden"
    assert_no_english(page, "listening")
    page.keyboard.press("h")


def test_numbers_take_the_decimal_comma_where_a_reader_sees_them(open_german):
    page = open_german(DESKTOP, "plots/parabel.html").page
    settle(page)
    facts = page.inner_text("[data-graph-facts]")
    assert "−2,5" in facts and "2,5" in facts and not DECIMAL_POINT.search(facts), facts
    labels = page.eval_on_selector_all("[data-graph] svg.plot-svg text", "(texts) => texts.map((t) => t.textContent)")
    assert any("," in label for label in labels), labels
    assert not any(DECIMAL_POINT.search(label) for label in labels), labels
    cells = page.eval_on_selector_all(".plot-table td", "(cells) => cells.map((c) => c.textContent)")
    assert any(re.fullmatch(r"−?\d+,\d+", cell) for cell in cells), cells[:12]
    assert not any(DECIMAL_POINT.search(cell) for cell in cells), cells[:12]
    # Points of interest: German words, the comma, a semicolon between the coordinates; the hooks keep `.`.
    root = page.locator("li[data-poi='root']").first
    expect(root).to_have_text(re.compile(r"^Nullstelle \(−?1,41421; 0\)$"))
    assert re.fullmatch(r"-?1\.414213562373095\d*", root.get_attribute("data-x"))


def test_the_area_value_has_a_comma_and_its_hook_a_point(open_german):
    page = open_german(DESKTOP, "plots/sinus-kosinus.html").page
    settle(page)
    value = page.locator(".figure-area-value[data-area='0']")
    expect(value).to_have_text("2,82843")
    assert value.get_attribute("data-value").startswith("2.828427")


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_the_calculator_takes_a_decimal_comma_and_shows_the_result_with_one(open_german, device, screenshots):
    page = open_calculator(open_german, device).page
    assert page.get_attribute("html", "lang") == "de"
    # German keys are longer ("Graph"): every key's text fits its key, the phone's one-column plot key too.
    cut = page.eval_on_selector_all(".key:not([hidden])", """(keys) => keys.filter((k) => k.offsetWidth > 0
      && k.scrollWidth > k.clientWidth).map((k) => k.textContent)""")
    assert cut == [], f"keys whose text is cut: {cut}"
    # The keypad's decimal key writes the comma; the keyboard's comma and point both do.
    press(page, device, "2 . 5 + 1")
    assert page.input_value('input[name="expression"]') == "2,5+1"
    plot(page, device)
    expect(page.locator(".graph-value")).to_have_text("= 3,5")
    assert address_plot(page)["expression"] == "2.5+1"
    if device is PHONE:
        page.screenshot(path=str(screenshots / "language-de-phone-calculator-result.png"))
    show_keypad(page, device)
    display = page.locator('input[name="expression"]')
    display.fill("")
    display.type("1.5x+0,5")
    page.keyboard.press("Enter")
    settle(page)
    assert address_plot(page)["expression"] == "1.5x+0.5"
    assert_no_english(page, f"the calculator on a {device.name}")


def test_the_calculator_says_why_in_german(open_german):
    page = open_calculator(open_german, DESKTOP).page
    press(page, DESKTOP, "plot")
    dialog = page.locator("dialog[open]")
    expect(dialog).to_be_visible()
    assert_no_english(page, "the empty-display alert")
    page.keyboard.press("Escape")
    display = page.locator('input[name="expression"]')
    display.fill("2*(x")
    page.keyboard.press("Enter")
    settle(page)
    assert_no_english(page, "an incomplete expression")


def test_a_link_from_a_plot_page_shows_its_numbers_with_a_comma(open_german):
    page = open_calculator(open_german, DESKTOP, "?expression=2.5x&xmax=2.5").page
    assert page.input_value('input[name="expression"]') == "2,5x"
    assert address_plot(page)["expression"] == "2.5x"


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_german_pages_pass_axe(open_german, device, scheme):
    """Longer German words change the layouts: axe-core on a plot page (table open), the calculator
    before and after a plot, and the configuration, in both schemes."""
    page = open_german(device, "plots/sinus-kosinus.html", color_scheme=scheme).page
    problems = {}
    for number, path in enumerate(["plots/sinus-kosinus.html", "calculator.html", "calculator.html?expression=2.5x",
                                   "configuration.html"]):
        if number:
            page.goto(open_german.base_url + path)
        if not path.startswith("configuration"):
            wait_live(page)
        if path.startswith("plots/"):
            page.locator(".plot-table summary").click()
        settle(page)
        if found := violations(page):
            problems[path] = found
    assert not problems, "\n".join(f"{path}: {line}" for path, lines in problems.items() for line in lines)
