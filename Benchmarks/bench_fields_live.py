"""Slope and vector fields live (docs/sampling.md#slope-and-vector-fields) at 1440 × 900 CSS px and 2×: the cost of each
frame (`graphdraw`'s ms) during a mouse pan of 120 moves, its median and p95, for a slope field alone, a slope field with
a curve y = f(x), a vector field alone, that curve alone (the frame without a field, for comparison), and a slope field
with three solutions of its equation, each integrated again every frame (docs/manifest.md#solutions-of-differential-equations).

Run: python3 Benchmarks/bench_fields_live.py   (builds its site with .build/debug/plotsite; system Chromium)
Goal: a field adds ≤ 4 ms to a frame."""

from __future__ import annotations

import statistics
import sys

from playwright.sync_api import sync_playwright

from live_pan import open_live, pan_frames, percentile, serve_built

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


def main() -> int:
    base, server = serve_built(MANIFEST, "fields-live-")
    print("Fields live at 1440×900 CSS px, 2×: a mouse pan of 120 moves, one per frame")
    print(f"{'page':22}{'frames':>8}{'median ms':>11}{'p95 ms':>8}{'max ms':>8}")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/lib/chromium/chromium", args=["--no-sandbox"])
        for slug in PAGES:
            context, page = open_live(browser, f"{base}/plots/{slug}.html")
            frames = pan_frames(page)
            print(f"{slug:22}{len(frames):>8}{statistics.median(frames):>11.1f}{percentile(frames, 95):>8.1f}{max(frames):>8.1f}")
            context.close()
        browser.close()
    server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
