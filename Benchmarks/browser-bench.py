"""Redraw cost of the live graph and the weight of a plot page, in headless Chromium.

Run with the test environment's Python (Tests/run.sh creates it):

    .venv/bin/python Benchmarks/browser-bench.py [--plotsite .build/debug/plotsite] [--runs 3]

For the four seed equations (at their seed ranges, 200 samples, and again in auto mode) and tan(x),
on a 1440×900 window at device scale 2, it drives a scripted pan (mouse drag) and a scripted pinch
(two CDP touch points), and reads the cost of every redraw from the page: GraphView measures
sampling, layout and DOM updates with performance.now() and reports it in the `graphdraw` event.
It prints p50 / p95 / max per plot and gesture, then the weight of a plot page (docs/architecture.md#delivery): the bytes
its first visit transfers until the graph takes gestures (plot-boot.js moves the build-time picture)
and the network rests (HTML with its inline SVG, CSS, JS modules, icon), uncompressed and gzipped file
by file; what a first touch of the graph adds (the live view) and then the first use of its controls;
the new transfer of a second plot page opened after it (the site served with the cache headers the
README recommends: fingerprinted files cached for good, pages revalidated), and every plot page of the
default gallery as such a page, those of one curve apart from the figures of several curves or sums; what the service worker fetches in the background after the first
visit (its shell); the time until the graph takes gestures on a slow phone network with an empty
cache, and from a first touch then until the live view has taken over. `--weight-only` skips the gestures.

It does the same for a figure of eight curves with an area (goal: p95 ≤ 8 ms per redraw), and for a
figure whose three curves have endpoint dots at 16 jumps and 2 holes (floor x, a function defined by cases,
a removable hole; goal: p95 ≤ 4 ms per redraw).

Trace (docs/site.md#trace): on a figure of three curves it drags the trace marker along its curve with the mouse
(240 moves of 4 CSS px) and reads the cost of every move from the `graphtrace` event (GraphView times
the move: reading y, placing the marker and its label); the figure must not be redrawn meanwhile.
Goal: p95 ≤ 4 ms per pointer move. `--trace-only` runs this scenario alone.

Sliders (docs/site.md#sliders): on a figure of three curves with an area and three parameters (the gallery's
sine-with-sliders), it drags the slider of `a` with the mouse (from 0 to 3 and back, 120 moves each way,
a frame apart) and reads the cost of every change from the `plotparameters` event: applying the value
to every curve, the redraw it causes and the area value recomputed, all in the frame that shows it.
Goal: p95 ≤ 6 ms per input event. Then it drags the n slider (901 … 1000, 100 steps) of an upper and a lower
Riemann sum (docs/manifest.md#sums) the same way: each change computes both sums, every piece's supremum and
infimum, and redraws their paths. Goal: p95 ≤ 8 ms per input event. `--slider-only` runs these scenarios alone.

Touch (docs/site.md#on-a-phone): on the figure with sliders, in a phone whose CPU runs four times slower, a
one-finger swipe up (the page scrolls), a sideways drag (the graph pans) and a pinch (it zooms), sent as CDP
touch input a move a frame; it reads the page's work per pointer event and per redraw (bench_touch.py).
Goal: no frame over 16 ms. `--touch-only` runs this scenario alone.

Goals: p95 ≤ 4 ms per redraw; the first visit to a plot page ≤ 14 KB gzipped in all (one initial congestion window), every further
page of one curve ≤ 5 KB of new transfer (a figure of several curves or sums may be larger: those are listed for information),
the graph taking gestures within 1.0 s on 150 ms RTT / 1.6 Mbit/s.

The site and its server are in bench_site.py, the gestures in bench_gestures.py, touch on a slow phone in
bench_touch.py, the page weight and the time to interactive in bench_weight.py; this file runs them.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from bench_gestures import measure_redraws, measure_slider, measure_trace
from bench_touch import measure_touch
from bench_site import CHROMIUM, ROOT, build, serve
from bench_weight import measure_weight, report_weight


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--plotsite", default=str(ROOT / ".build/debug/plotsite"))
    parser.add_argument("--runs", type=int, default=1, help="repetitions of each gesture (frames are pooled)")
    parser.add_argument("--weight-only", action="store_true", help="measure the page weight only")
    parser.add_argument("--trace-only", action="store_true", help="measure dragging the trace marker only")
    parser.add_argument("--slider-only", action="store_true", help="measure dragging a parameter's slider only")
    parser.add_argument("--parametric-only", action="store_true", help="measure panning and pinching the parametric curves only")
    parser.add_argument("--touch-only", action="store_true", help="measure cooperative touch on a slow phone only")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="plotsite-bench-") as folder:
        site = build(args.plotsite, Path(folder))
        server, base = serve(site)
        failures = []
        weight = None
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
            only = args.weight_only or args.trace_only or args.slider_only or args.parametric_only or args.touch_only
            if not (args.weight_only or args.trace_only or args.slider_only or args.touch_only):
                measure_redraws(browser, base, args.runs, failures, parametric_only=args.parametric_only)
            if not only or args.trace_only:
                measure_trace(browser, base, args.runs, failures)
            if not only or args.slider_only:
                measure_slider(browser, base, args.runs, failures)
            if not only or args.touch_only:
                measure_touch(browser, base, max(args.runs, 3), failures)
            if not only or args.weight_only:
                weight = measure_weight(browser, base)
            browser.close()
        server.shutdown()
        if weight:
            report_weight(weight, site, args.plotsite, Path(folder), failures)
    print("\n" + ("All goals met." if not failures else "Goals missed:\n  " + "\n  ".join(failures)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
