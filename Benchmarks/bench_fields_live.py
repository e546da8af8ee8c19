"""Slope and vector fields live (docs/sampling.md#slope-and-vector-fields) at 1440 × 900 CSS px and 2×: the cost of each
frame (`graphdraw`'s ms) during a mouse pan of 120 moves, its median and p95, for a slope field alone, a slope field with
a curve y = f(x), a vector field alone, that curve alone (the frame without a field, for comparison), and a slope field
with three solutions of its equation, each integrated again every frame (docs/manifest.md#solutions-of-differential-equations).

Run: python3 Benchmarks/bench_fields_live.py   (builds its site with .build/debug/plotsite; system Chromium)
Goal: a field adds ≤ 4 ms to a frame."""

from __future__ import annotations

import functools
import http.server
import json
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
PAGES = ["curve", "slope", "slope-and-curve", "vector", "slope-and-solutions"]
MANIFEST = {"title": "Fields", "plots": [
    {"title": "Curve", "slug": "curve", "xMax": 4, "yMin": -3, "yMax": 4, "expression": "x - 1 + 2e^(-x)"},
    {"title": "Slope", "slug": "slope", "xMax": 4, "yMin": -3, "yMax": 4, "curves": [{"slopeField": "x - y"}]},
    {"title": "Slope and curve", "slug": "slope-and-curve", "xMax": 4, "yMin": -3, "yMax": 4,
     "curves": [{"slopeField": "x - y"}, {"expression": "x - 1 + 2e^(-x)"}]},
    {"title": "Vector", "slug": "vector", "xMax": 4, "yMin": -3, "yMax": 4, "curves": [{"vectorField": ["-y", "x"]}]},
    {"title": "Slope and solutions", "slug": "slope-and-solutions", "xMax": 4, "yMin": -3, "yMax": 4,
     "curves": [{"ode": "x - y", "through": [0, 1]}, {"ode": "x - y", "through": [0, -2]}, {"ode": "x - y", "through": [0, 3]},
                {"slopeField": "x - y"}]}]}
RECORDER = """
window.__frames = [];
addEventListener('DOMContentLoaded', () => {
  document.querySelector('[data-graph]')?.addEventListener('graphdraw', (event) => window.__frames.push(event.detail.ms));
});
"""


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def main() -> int:
    folder = Path(tempfile.mkdtemp(prefix="fields-live-"))
    (folder / "gallery.json").write_text(json.dumps(MANIFEST, ensure_ascii=False))
    site = folder / "site"
    subprocess.run([str(ROOT / ".build/debug/plotsite"), "build", str(folder / "gallery.json"), "--out", str(site), "--quiet"], check=True)
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    handler = functools.partial(Quiet, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    print("Fields live at 1440×900 CSS px, 2×: a mouse pan of 120 moves, one per frame")
    print(f"{'page':22}{'frames':>8}{'median ms':>11}{'p95 ms':>8}{'max ms':>8}")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/lib/chromium/chromium", args=["--no-sandbox"])
        for slug in PAGES:
            context = browser.new_context(viewport={"width": 1440, "height": 900}, device_scale_factor=2, service_workers="block")
            context.add_init_script(RECORDER)
            page = context.new_page()
            page.goto(f"{base}/plots/{slug}.html")
            page.evaluate("() => { for (const graph of document.querySelectorAll('[data-graph]')) graph.wakeGraph?.(); }")
            page.wait_for_selector("[data-graph][data-graph-live]", state="attached", timeout=30_000)
            page.evaluate("() => { window.__frames.length = 0; }")
            box = page.locator("[data-graph] svg.plot-svg").bounding_box()
            x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
            page.mouse.move(x, y)
            page.mouse.down()
            for i in list(range(1, 61)) + list(range(59, -1, -1)):
                page.mouse.move(x - 4 * i, y + 1.5 * i)
                page.evaluate("() => new Promise(requestAnimationFrame)")
            page.mouse.up()
            frames = page.evaluate("() => window.__frames.slice()")
            print(f"{slug:22}{len(frames):>8}{statistics.median(frames):>11.1f}{percentile(frames, 95):>8.1f}{max(frames):>8.1f}")
            context.close()
        browser.close()
    server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
