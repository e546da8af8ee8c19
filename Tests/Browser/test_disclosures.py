"""The plot page's disclosure (docs/site.md#plot-page): the Table of values' `<summary>` shows a
marker, a chevron in the summary's text colour pointing right while closed and down while open, in light and dark
mode (a summary laid out with display: flex loses the browser's own ▸). The marker is drawn, not written: a screen
reader hears the summary and its state, no triangle. Axe checks the page in both schemes (test_accessibility.py)."""

from __future__ import annotations

import pytest

from conftest import DESKTOP, PHONE

PAGE = "plots/sine.html"
SUMMARIES = [".plot-table > summary"]


def marker(page, summary: str) -> dict:
    return page.eval_on_selector(summary, """(summary) => {
        const style = getComputedStyle(summary, '::before');
        return { content: style.content, width: parseFloat(style.width), border: style.borderRightWidth, colour: style.borderRightColor,
                 transform: style.transform, text: getComputedStyle(summary).color };
    }""")


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=lambda d: d.name)
def test_the_summaries_show_a_marker_that_turns_when_they_open(open_page, device, scheme):
    page = open_page(device, PAGE, color_scheme=scheme).page
    for summary in SUMMARIES:
        closed = marker(page, summary)
        assert closed["content"] == '""' and closed["width"] >= 5 and closed["border"] == "2px", (summary, closed)
        assert closed["colour"] == closed["text"], f"{summary}: the marker takes the summary's colour in {scheme} mode"
        page.click(summary)
        opened = marker(page, summary)
        assert opened["transform"] != closed["transform"], f"{summary}: the marker turns when it opens"
        page.click(summary)
        assert marker(page, summary)["transform"] == closed["transform"]
    # What a screen reader is told: the summary's own words, no marker text.
    assert page.eval_on_selector(".plot-table > summary", "(s) => s.textContent") == "Table of values"
