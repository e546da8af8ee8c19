"""Dragging a solution's initial point live (docs/manifest.md#solutions-of-differential-equations, graph/handle-feature.js)
at 1440 × 900 CSS px and 2×: the cost of each frame (`graphdraw`'s ms) while a mouse drags the filled dot 120 moves, one
per frame, on the default gallery's `slope-field` (one solution and the slope field) and `logistic-field` (three
solutions and the slope field; the first solution's dot is dragged). Every move integrates the dragged solution again
and redraws the frame, the field and the other solutions with it. Prints the median, p95 and max, and the machine's load.

Run: python3 Benchmarks/bench_ode_drag.py   (builds the default gallery with .build/debug/plotsite and the working tree's
theme; system Chromium)
Goal: within the frame, ≤ 8 ms p95 on a quiet machine."""

from __future__ import annotations

import http.server
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from live_pan import ROOT, open_live, percentile, serve

PAGES = ["slope-field", "logistic-field"]


def serve_gallery() -> tuple[str, http.server.ThreadingHTTPServer]:
    """The default gallery built with the working tree's theme and served: its base URL and the server."""
    site = Path(tempfile.mkdtemp(prefix="ode-drag-")) / "site"
    subprocess.run([str(ROOT / ".build/debug/plotsite"), "build", "--out", str(site), "--theme", str(ROOT), "--quiet"], check=True)
    return serve(site)


def drag_frames(page) -> list[float]:
    """The frames' ms of a mouse drag of the first handle, 120 moves, one per frame: up and to the right, and back."""
    page.wait_for_function("() => document.querySelector('[data-graph]').graphView?.handles?.length > 0", timeout=30_000)
    x, y = page.evaluate("""() => {
        const graph = document.querySelector('[data-graph]');
        const box = graph.querySelector('svg.plot-svg').getBoundingClientRect();
        const [point] = graph.graphView.handles;
        const number = (name) => Number(graph.getAttribute(name));
        return [box.left + number('data-origin-x') + point.x * number('data-scale'), box.top + number('data-origin-y') - point.y * number('data-scale-y')];
    }""")
    page.evaluate("() => { window.__frames.length = 0; }")
    page.mouse.move(x, y)
    page.mouse.down()
    for i in list(range(1, 61)) + list(range(59, -1, -1)):
        page.mouse.move(x + 3 * i, y - 2 * i)
        page.evaluate("() => new Promise(requestAnimationFrame)")
    page.mouse.up()
    moved = page.evaluate("() => document.querySelector('[data-graph]').graphView.handles[0]")
    assert moved is not None, "the drag moved the point"
    return page.evaluate("() => window.__frames.slice()")


def main() -> int:
    base, server = serve_gallery()
    print(f"Dragging a solution's point at 1440×900 CSS px, 2×: a mouse drag of 120 moves, one per frame "
          f"(load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores)")
    print(f"{'page':18}{'frames':>8}{'median ms':>11}{'p95 ms':>8}{'max ms':>8}")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/lib/chromium/chromium", args=["--no-sandbox"])
        for slug in PAGES:
            context, page = open_live(browser, f"{base}/plots/{slug}.html")
            frames = drag_frames(page)
            worst = max(range(len(frames)), key=frames.__getitem__)
            print(f"{slug:18}{len(frames):>8}{statistics.median(frames):>11.1f}{percentile(frames, 95):>8.1f}{max(frames):>8.1f}  (the slowest: frame {worst + 1})")
            context.close()
        browser.close()
    server.shutdown()
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
