"""What the Calculator's tests share: its hooks (docs/hooks.md#calculator), the layouts the viewports
get, the seed key sequences, and opening, tapping, pressing and plotting the way a reader would."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from playwright.sync_api import Page, expect

from conftest import Device
from graph_helpers import GRAPH, Touch, graph_state, settle, wait_until


CALCULATOR = "[data-calculator]"
PANE = ".calculator-pane"
GRAPH_PANE = ".calculator-graph-pane"
DISPLAY = 'input[name="expression"]'
STATUS = ".calculator-message"
DESCRIPTION = "[data-graph-description]"
EXPECTED_LAYOUT = {"phone": "push", "tablet-portrait": "popover", "tablet-landscape": "split", "desktop": "split"}
# Keys shown only where the keypad has room (docs/site.md#calculator, docs/hooks.md): every viewport of DEVICES, not a phone on its side.
EXTRA_KEYS = ("e", "abs", "log")
# A large phone on its side is a wide screen too (docs/site.md#layouts).
PHONE_LANDSCAPE = Device("phone-landscape", 844, 390, 3, True)
STORED_CONFIGURATION = "plotsite:configuration"

# The seeds' key sequences, what the display shows, and the description of what is graphed.
SEEDS = {
    "cubic": ("x pow 3 - 2 . 5 x pow 2 + 3 . 1 x - 1 3 . 3", "x³-2.5x²+3.1x-13.3", "x³ − 2.5x² + 3.1x − 13.3"),
    "root": ("sqrt x pow 3 + x pow 2 + 2 . 5 x + 2 3 )", "√(x³+x²+2.5x+23)", "√(x³ + x² + 2.5x + 23)"),
    "log": ("ln x pow 2 + 2 pi x + 2 3 )", "ln(x²+2πx+23)", "ln(x² + 2πx + 23)"),
}


# --- Helpers


def open_calculator(open_page, device: Device, query: str = "", **options):
    watched = open_page(device, "calculator.html" + query, **options)
    watched.page.wait_for_selector(f"{CALCULATOR}[data-ready]", state="attached")
    return watched


def layout(page: Page) -> str:
    return page.get_attribute(CALCULATOR, "data-layout")


def tap(page: Page, device: Device, selector: str) -> None:
    """A finger on touch screens, the mouse elsewhere."""
    if device.touch:
        page.tap(selector)
    else:
        page.click(selector)


def show_keypad(page: Page, device: Device) -> None:
    """Brings the keypad on screen: opens the popover on a tablet in portrait, goes back on a phone."""
    if layout(page) == "popover" and page.get_attribute(CALCULATOR, "data-popover-open") is None:
        tap(page, device, ".calculator-popover-toggle")
    if layout(page) == "push" and page.get_attribute(CALCULATOR, "data-view") == "graph":
        tap(page, device, ".calculator-back")
    expect(page.locator('[data-key="plot"]')).to_be_visible()


def press(page: Page, device: Device, keys: str) -> None:
    """Presses keypad keys, given as space-separated data-key values."""
    for key in keys.split():
        tap(page, device, f'[data-key="{key}"]')


def plot(page: Page, device: Device) -> None:
    tap(page, device, '[data-key="plot"]')
    settle(page)


def keys_at_rest(page: Page) -> None:
    """Waits until no key shows a press: a pressed key is drawn scaled down and eases back (calculator.css),
    which a loaded machine may still be doing when the next line measures the keys."""
    wait_until(page, """() => [...document.querySelectorAll('[data-key]')].every((key) =>
        !key.matches(':active, .is-pressed') && key.getAnimations().length === 0)""", timeout=10)


def description(page: Page) -> str:
    return page.text_content(DESCRIPTION)


def range_labels(page: Page) -> tuple[str, str]:
    """The xMax and yMax labels at the axes' ends."""
    labels = page.eval_on_selector_all(f"{GRAPH} .plot-range-label", "labels => labels.map((label) => label.textContent)")
    assert len(labels) == 2, labels
    return labels[0], labels[1]


def curve(page: Page) -> str:
    return page.get_attribute(f"{GRAPH} .plot-curve", "d") or ""


def address_plot(page: Page) -> dict[str, str]:
    return {key: values[0] for key, values in parse_qs(urlsplit(page.url).query).items()}


def box(page: Page, selector: str) -> dict:
    found = page.locator(selector).first.bounding_box()
    assert found, f"{selector} has no box"
    return found


def shoot(page: Page, screenshots: Path, name: str) -> None:
    settle(page)
    page.wait_for_timeout(350)  # transitions (push, popover) end
    page.screenshot(path=str(screenshots / f"calculator-{name}.png"))


def finger_drag(page: Page, start: tuple[float, float], delta: tuple[float, float]) -> None:
    """One finger drags, then rests before lifting. Touch.drag lifts while moving, which Chromium
    takes for a fling, and it swallows the next tap (the one that would stop the fling)."""
    touch = Touch(page)
    touch.send("touchStart", [start])
    end = (start[0] + delta[0], start[1] + delta[1])
    for step in range(1, 9):
        touch.send("touchMove", [(start[0] + delta[0] * step / 8, start[1] + delta[1] * step / 8)])
    page.wait_for_timeout(150)
    touch.send("touchMove", [end])
    touch.send("touchEnd", [])


def offset_from_centre(page: Page) -> tuple[float, float]:
    state = graph_state(page)
    return state.origin_x - state.width / 2, state.origin_y - state.height / 2
