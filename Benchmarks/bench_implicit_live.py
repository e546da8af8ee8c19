"""The live drawing of implicit curves and regions (docs/sampling.md#live-drawing) at 1440 × 900 CSS px and 2×: the cost
of each frame (`graphdraw`'s ms) during a mouse pan of 120 moves, its median and p95, and how long after the last move
the drawing is refined (`g.plot-implicit` loses `data-implicit-pending`), for a lone circle and the default gallery's
circle and ellipse, lemniscate, folium and the region between y = x² and y = 4 (the same plots, built here).

Run: python3 Benchmarks/bench_implicit_live.py   (builds its site with .build/debug/plotsite; system Chromium)
Goals: frame p95 ≤ 16 ms for a conic, refined ≤ 150 ms after the gesture."""

from __future__ import annotations

import statistics
import sys

from playwright.sync_api import sync_playwright

from live_pan import open_live, pan_frames, percentile, serve_built

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
# Resolves, once the drawing is refined, with the ms since the pan's last move (window.__lastMove).
REFINED = """() => new Promise((done) => {
  const group = document.querySelector('[data-graph] g.plot-implicit');
  const check = () => {
    if (!group.hasAttribute('data-implicit-pending')) done(performance.now() - window.__lastMove);
    else requestAnimationFrame(check);
  };
  check();
})"""


def main() -> int:
    base, server = serve_built(MANIFEST, "implicit-live-")
    print("Live drawing at 1440×900 CSS px, 2×: a mouse pan of 120 moves, one per frame")
    print(f"{'page':22}{'frames':>8}{'median ms':>11}{'p95 ms':>8}{'max ms':>8}{'refined after ms':>18}")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/lib/chromium/chromium", args=["--no-sandbox"])
        for slug in PAGES:
            context, page = open_live(browser, f"{base}/plots/{slug}.html")
            page.evaluate(REFINED.replace("- window.__lastMove", ""))
            frames = pan_frames(page, lambda page: page.evaluate("() => { window.__lastMove = performance.now(); }"))
            refined = page.evaluate(REFINED)
            print(f"{slug:22}{len(frames):>8}{statistics.median(frames):>11.1f}{percentile(frames, 95):>8.1f}{max(frames):>8.1f}{refined:>18.0f}")
            context.close()
        browser.close()
    server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
