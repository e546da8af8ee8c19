"""`plotsite serve` in a real browser: ES modules load from the preview server, and editing the
manifest updates the open page once the rebuild is done; a broken edit shows the error on the page.

Nothing here waits a fixed time for a build: the test reads serve's own output, line by line, and
waits for the line that says the rebuild finished (a loaded CI machine may take many seconds)."""

import queue
import re
import subprocess
import threading
from pathlib import Path

import pytest

from conftest import DESKTOP, PLOTSITE, PageOpener, wait_live

# A rebuild and the pages' reload race the status poll: alone on the machine, after the other tests (Tests/run.sh).
pytestmark = pytest.mark.serial

# How long a build may take on a loaded machine before the test gives up (a bound, not a wait).
BUILD_LIMIT_SECONDS = 120


class ServeOutput:
    """serve's standard output and error, read on threads into one queue of lines as they come."""

    def __init__(self, process: subprocess.Popen):
        self.lines: queue.Queue[str] = queue.Queue()
        for stream in (process.stdout, process.stderr):
            threading.Thread(target=self._pump, args=(stream,), daemon=True).start()

    def _pump(self, stream) -> None:
        for line in stream:
            self.lines.put(line)

    def wait_for(self, pattern: str, seconds: float = BUILD_LIMIT_SECONDS) -> str:
        """The first line from now on that matches `pattern`; fails after `seconds` without one."""
        seen = []
        try:
            while True:
                line = self.lines.get(timeout=seconds)
                seen.append(line)
                if re.search(pattern, line):
                    return line
        except queue.Empty:
            raise AssertionError(f"serve printed no line matching {pattern!r} within {seconds} s; it printed {seen!r}")


@pytest.fixture
def served(tmp_path: Path):
    manifest = tmp_path / "plots.txt"
    manifest.write_text("# title: Before the edit\ntan(x) | xMax=10 slug=\"tangent\"\n")
    process = subprocess.Popen([str(PLOTSITE), "serve", str(manifest), "--out", str(tmp_path / "site"), "--port", "0"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    output = ServeOutput(process)
    url = re.search(r"at (http://127\.0\.0\.1:\d+/)", output.wait_for(r"^Serving .* at http://")).group(1)
    output.wait_for(r"^Watching for changes")
    yield manifest, url, output
    process.terminate()
    assert process.wait(timeout=10) == 0, "serve stops cleanly on SIGTERM"


def wait_for_heading(page, text: str, seconds: float) -> None:
    """Waits for the page's h1 to read `text`, through reloads (an evaluate during one fails; that is expected)."""
    try:
        page.wait_for_function("text => document.querySelector('h1')?.textContent === text", arg=text,
                               timeout=seconds * 1000)
    except Exception:  # a reload destroyed the context mid-wait: wait again in the new document
        page.wait_for_load_state("load", timeout=seconds * 1000)
        page.wait_for_function("text => document.querySelector('h1')?.textContent === text", arg=text,
                               timeout=seconds * 1000)


def test_preview_pages_are_interactive_and_reload_after_an_edit(browser, served):
    manifest, url, output = served
    opener = PageOpener(browser, url)
    try:
        # ES modules load from the preview server: the viewer takes over the graph.
        plot = opener(DESKTOP, "plots/tangent.html")
        index = opener(DESKTOP, "index.html", live=False)
        assert index.page.locator("h1").inner_text() == "Before the edit"

        plot.page.evaluate("() => { window.documentBeforeTheEdit = true }")
        manifest.write_text("# title: After the edit\ntan(x) | xMax=10 slug=\"tangent\"\n")
        output.wait_for(r"^Change detected")
        output.wait_for(r"^Built 1 plot")
        # The rebuild is done: the open pages learn it from their next poll of the status URL and reload.
        wait_for_heading(index.page, "After the edit", seconds=30)
        # The plot page reloaded too (a new document, whose graph takes gestures), and its graph comes live again.
        # (On a desktop the live view may take over by itself once the page is idle: that is not waited for.)
        plot.page.wait_for_function("() => !window.documentBeforeTheEdit && document.querySelector('[data-graph-ready]')",
                                    timeout=30_000)
        wait_live(plot.page, timeout=30_000)

        # A broken edit keeps the last good site and shows the error on the page.
        manifest.write_text("tan(x))\n")
        output.wait_for(r"Still serving the last good site")
        index.page.wait_for_selector("#plotsite-build-error", timeout=30_000)
        assert "unexpected ')'" in index.page.locator("#plotsite-build-error").inner_text()
        assert index.page.locator("h1").inner_text() == "After the edit"
    finally:
        opener.check()
