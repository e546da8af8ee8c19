"""The live drawing of implicit curves and regions (docs/sampling.md#live-drawing) at 1440 × 900 CSS px and 2×: the cost
of each frame (`graphdraw`'s ms) during a mouse pan of 120 moves, its median and p95, and how long after the last move
the drawing is refined (`g.plot-implicit` loses `data-implicit-pending`), for a lone circle and the default gallery's
circle and ellipse, lemniscate, folium and the region between y = x² and y = 4 (the same plots, built here).

Run: python3 Benchmarks/bench_implicit_live.py   (builds its site with .build/debug/plotsite; system Chromium)
Goals: frame p95 ≤ 16 ms for a conic, refined ≤ 150 ms after the gesture."""

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
PAGES = ["circle", "circle-and-ellipse", "lemniscate", "folium", "region-between"]
MANIFEST = {"title": "Implicit", "plots": [
    {"title": "Circle", "slug": "circle", "xMax": 4, "yMin": -3, "yMax": 3, "aspect": "equal", "expression": "x^2 + y^2 = 4"},
    {"title": "Circle and ellipse", "slug": "circle-and-ellipse", "xMax": 4, "yMin": -3, "yMax": 3, "aspect": "equal",
     "curves": [{"expression": "x^2 + y^2 = 4"}, {"expression": "x^2/9 + y^2/4 = 1"}]},
    {"title": "Lemniscate", "slug": "lemniscate", "xMax": 2, "yMin": -1, "yMax": 1, "aspect": "equal",
     "expression": "(x^2 + y^2)^2 = 2(x^2 - y^2)"},
    {"title": "Folium", "slug": "folium", "xMax": 3, "yMin": -3, "yMax": 3, "aspect": "equal",
     "curves": [{"expression": "x^3 + y^3 = 3x y"}, {"expression": "-x - 1", "style": "dashed"}]},
    {"title": "Region", "slug": "region-between", "xMax": 3, "yMin": -1, "yMax": 6,
     "curves": [{"expression": "y >= x^2 and y <= 4"}, {"expression": "x^2"}]}]}
RECORDER = """
window.__frames = [];
addEventListener('DOMContentLoaded', () => {
  document.querySelector('[data-graph]')?.addEventListener('graphdraw', (event) => window.__frames.push(event.detail.ms));
});
"""
# Resolves, once the drawing is refined, with the ms since the pan's last move (window.__lastMove).
REFINED = """() => new Promise((done) => {
  const group = document.querySelector('[data-graph] g.plot-implicit');
  const check = () => {
    if (!group.hasAttribute('data-implicit-pending')) done(performance.now() - window.__lastMove);
    else requestAnimationFrame(check);
  };
  check();
})"""


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def main() -> int:
    folder = Path(tempfile.mkdtemp(prefix="implicit-live-"))
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
    print("Live drawing at 1440×900 CSS px, 2×: a mouse pan of 120 moves, one per frame")
    print(f"{'page':22}{'frames':>8}{'median ms':>11}{'p95 ms':>8}{'max ms':>8}{'refined after ms':>18}")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/lib/chromium/chromium", args=["--no-sandbox"])
        for slug in PAGES:
            context = browser.new_context(viewport={"width": 1440, "height": 900}, device_scale_factor=2, service_workers="block")
            context.add_init_script(RECORDER)
            page = context.new_page()
            page.goto(f"{base}/plots/{slug}.html")
            page.evaluate("() => { for (const graph of document.querySelectorAll('[data-graph]')) graph.wakeGraph?.(); }")
            page.wait_for_selector("[data-graph][data-graph-live]", state="attached", timeout=30_000)
            page.evaluate(REFINED.replace("- window.__lastMove", ""))
            page.evaluate("() => { window.__frames.length = 0; }")
            box = page.locator("[data-graph] svg.plot-svg").bounding_box()
            x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
            page.mouse.move(x, y)
            page.mouse.down()
            for i in list(range(1, 61)) + list(range(59, -1, -1)):
                page.mouse.move(x - 4 * i, y + 1.5 * i)
                page.evaluate("() => new Promise(requestAnimationFrame)")
            page.evaluate("() => { window.__lastMove = performance.now(); }")
            page.mouse.up()
            frames = page.evaluate("() => window.__frames.slice()")
            refined = page.evaluate(REFINED)
            print(f"{slug:22}{len(frames):>8}{statistics.median(frames):>11.1f}{percentile(frames, 95):>8.1f}{max(frames):>8.1f}{refined:>18.0f}")
            context.close()
        browser.close()
    server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
