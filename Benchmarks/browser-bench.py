"""Redraw cost of the live graph and the weight of a plot page, in headless Chromium.

Run with the test environment's Python (Tests/run.sh creates it):

    .venv/bin/python Benchmarks/browser-bench.py [--plotsite .build/debug/plotsite] [--runs 3]

For the four seed equations (at their seed ranges, 200 samples, and again in auto mode) and tan(x),
on a 1440×900 window at device scale 2, it drives a scripted pan (mouse drag) and a scripted pinch
(two CDP touch points), and reads the cost of every redraw from the page: GraphView measures
sampling, layout and DOM updates with performance.now() and reports it in the `graphdraw` event.
It prints p50 / p95 / max per plot and gesture, then the weight of a plot page (SPEC §14): the bytes
its first visit transfers until the graph takes gestures (plot-boot.js moves the build-time picture)
and the network rests (HTML with its inline SVG, CSS, JS modules, icon), uncompressed and gzipped file
by file; what a first touch of the graph adds (the live view) and then the first use of its controls;
the new transfer of a second plot page opened after it (the site served with the cache headers the
README recommends: fingerprinted files cached for good, pages revalidated), and every plot page of the
default gallery as such a page; what the service worker fetches in the background after the first
visit (its shell); the time until the graph takes gestures on a slow phone network with an empty
cache, and from a first touch then until the live view has taken over. `--weight-only` skips the gestures.

It does the same for a figure of eight curves with an area (goal: p95 ≤ 8 ms per redraw).

Trace (SPEC §12): on a figure of three curves it drags the trace marker along its curve with the mouse
(240 moves of 4 CSS px) and reads the cost of every move from the `graphtrace` event (GraphView times
the move: reading y, placing the marker and its label); the figure must not be redrawn meanwhile.
Goal: p95 ≤ 4 ms per pointer move. `--trace-only` runs this scenario alone.

Sliders (SPEC §13): on a figure of three curves with an area and three parameters (the gallery's
sine-with-sliders), it drags the slider of `a` with the mouse (from 0 to 3 and back, 120 moves each way,
a frame apart) and reads the cost of every change from the `plotparameters` event: applying the value
to every curve, the redraw it causes and the area value recomputed, all in the frame that shows it.
Goal: p95 ≤ 6 ms per input event. `--slider-only` runs this scenario alone.

Goals: p95 ≤ 4 ms per redraw; the first visit to a plot page ≤ 35 KB gzipped in all, every further
page ≤ 5 KB of new transfer, the graph taking gestures within 1.0 s on 150 ms RTT / 1.6 Mbit/s.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import json
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/lib/chromium/chromium"
SEEDS = [
    ("cubic", "x^3 - 2.5x^2 + 3.1x - 13.3", 4),
    ("three-waves", "sin(x)+cos(2x)-tan(3x)", 0.25),
    ("root-of-a-cubic", "√(x³+x²+2.5x+23)", 4),
    ("log-of-a-quadratic", "ln(x²+2πx+23)", 4),
]
GOAL_P95_MS = 4.0
GOAL_FIGURE_P95_MS = 8.0  # a figure of 8 curves and an area
GOAL_TRACE_P95_MS = 4.0  # one pointer move while dragging the trace marker
GOAL_SLIDER_P95_MS = 6.0  # one input event of a slider: new value, redraw, area value
GOAL_FIRST_VISIT_GZIP_BYTES = 35 * 1024
GOAL_FURTHER_PAGE_GZIP_BYTES = 5 * 1024
GOAL_INTERACTIVE_MS = 1000
FINGERPRINTED = re.compile(r"\.[0-9a-f]{8}\.[A-Za-z0-9]+$")
# A slow phone network for the time-to-interactive figure: round-trip time and bandwidth; loads timed.
SLOW_NETWORK = {"offline": False, "latency": 150, "downloadThroughput": 1_600_000 / 8, "uploadThroughput": 750_000 / 8}
SLOW_LOADS = 3

# When the graph first takes gestures (plot-boot.js's data-graph-ready; a page without the boot script:
# the live view's data-graph-live), and when the live view has taken over.
LIVE_RECORDER = """
new MutationObserver((_, observer) => {
  if (document.querySelector('[data-graph-ready], [data-graph-live]')) window.__readyAt ??= performance.now();
  if (document.querySelector('[data-graph-live]')) { window.__liveAt = performance.now(); observer.disconnect(); }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-graph-ready', 'data-graph-live'] });
"""
READY = "[data-graph-ready], [data-graph-live]"

# Collects the cost of every redraw of the page's graph.
RECORDER = """
window.__frames = [];
window.__traceMoves = [];
window.__sliderChanges = [];
addEventListener('DOMContentLoaded', () => {
  const graph = document.querySelector('[data-graph]');
  graph?.addEventListener('graphdraw', (event) => window.__frames.push(event.detail.ms));
  graph?.addEventListener('graphtrace', (event) => window.__traceMoves.push(event.detail.ms));
  graph?.addEventListener('plotparameters', (event) => window.__sliderChanges.push(event.detail.ms));
});
"""


def manifest() -> dict:
    plots = [{"expression": e, "xMax": x, "samples": 200, "slug": slug, "title": slug} for slug, e, x in SEEDS]
    plots += [{"expression": e, "xMax": x, "samples": "auto", "slug": f"{slug}-auto", "title": f"{slug} (auto)"} for slug, e, x in SEEDS]
    plots.append({"expression": "tan(x)", "xMax": 10, "samples": "auto", "slug": "tangent", "title": "tangent"})
    # A figure of the most curves a plot may have, one of them with a pole, and an area (R-FIGURE).
    curves = [{"expression": f"sin(x + {k / 2})*(1 + {k}/8)", "label": f"curve {k + 1}"} for k in range(7)]
    curves.append({"expression": "tan(x/2)/4", "style": "dashed"})
    plots.append({"title": "eight curves", "slug": "eight-curves", "xMax": 8, "curves": curves,
                  "areas": [{"under": 0, "from": -2, "to": 2}]})
    # The gallery's figure of three curves (DefaultGallery.swift, derivative-and-tangent), for the trace.
    plots.append({"title": "three curves", "slug": "three-curves", "xMax": 3, "yMax": 4, "curves": [
        {"expression": "x^3/3 - x", "label": "f(x)"},
        {"expression": "x^2 - 1", "label": "f′(x)", "style": "dashed"},
        {"expression": "2/3 + 3(x-2)", "label": "tangent at x = 2", "from": 1, "to": 3}]})
    # The gallery's figure with sliders (DefaultGallery.swift, sine-with-sliders), for the slider drag.
    plots.append({"title": "sliders", "slug": "sliders", "xMax": 7, "yMax": 3.5, "curves": [
        {"expression": "a sin(b(x - c))", "label": "y = a·sin(b(x − c))"},
        {"expression": "sin(x)", "label": "y = sin x", "style": "dashed"},
        {"expression": "a cos(b(x - c))", "label": "y = a·cos(b(x − c))", "style": "dotted"}],
        "areas": [{"under": 0, "from": 0, "to": "π"}],
        "parameters": {"a": {"value": 1, "min": 0, "max": 3, "step": 0.1}, "b": {"value": 1, "min": 0.5, "max": 4, "step": 0.1},
                       "c": {"value": 0, "min": "-π", "max": "π", "step": "π/12"}}})
    return {"title": "Benchmark", "plots": plots}


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """The site as a real host serves it: text gzipped (level 6) when the browser accepts it, the
    cache headers the README recommends, HTTP/1.1 with keep-alive (HTTP/1.0 would open a new
    connection, a round trip more, per file). The slow-network timing then counts the bytes a phone
    really receives."""

    protocol_version = "HTTP/1.1"
    COMPRESSED = (".html", ".js", ".css", ".svg", ".json", ".webmanifest")

    def do_GET(self):
        path = Path(self.translate_path(self.path))
        if not (path.is_file() and path.suffix in self.COMPRESSED and "gzip" in self.headers.get("Accept-Encoding", "")):
            return super().do_GET()
        body = gzip.compress(path.read_bytes(), compresslevel=6)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def end_headers(self):
        immutable = FINGERPRINTED.search(self.path.split("?")[0])
        self.send_header("Cache-Control", "public, max-age=31536000, immutable" if immutable else "no-cache")
        super().end_headers()

    def log_message(self, format, *args):  # noqa: A002
        pass


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def scripted_pan(page, box) -> None:
    """A mouse drag across the graph and back: 120 moves of 4 CSS px."""
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    for i in range(1, 61):
        page.mouse.move(x - 4 * i, y + 1.5 * i)
        page.evaluate("() => new Promise(requestAnimationFrame)")
    for i in range(59, -1, -1):
        page.mouse.move(x - 4 * i, y + 1.5 * i)
        page.evaluate("() => new Promise(requestAnimationFrame)")
    page.mouse.up()


def scripted_pinch(page, session, box) -> None:
    """Two fingers spread from 80 to 400 CSS px apart (5× zoom) and back, 60 moves each way."""
    cx, cy = box["x"] + box["width"] * 0.45, box["y"] + box["height"] / 2

    def touch(kind, distance):
        points = [] if kind == "touchEnd" else [{"x": cx - distance / 2, "y": cy, "id": 0}, {"x": cx + distance / 2, "y": cy, "id": 1}]
        session.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    touch("touchStart", 80)
    distances = [80 + 320 * i / 60 for i in range(1, 61)]
    for distance in distances + distances[::-1]:
        touch("touchMove", distance)
        page.evaluate("() => new Promise(requestAnimationFrame)")
    touch("touchEnd", 0)


def scripted_trace_drag(page, box) -> tuple[list[float], int]:
    """Puts the trace marker on curve 0 a quarter of the way across, then drags it with the mouse 120
    moves of 4 CSS px to the right and back. Returns the cost of each move (ms) and how many times the
    figure was redrawn meanwhile (a marker drag should redraw nothing)."""
    start = page.evaluate("""async () => {
        const view = document.querySelector('[data-graph]').graphView;
        view.pointsOfInterest = null;
        const { xMin, xMax } = view.visibleRanges();
        await view.traceAt(0, xMin + (xMax - xMin) / 4);  // the trace's module loads on first use
        const dot = document.querySelector('[data-trace] circle').getBoundingClientRect();
        return [(dot.left + dot.right) / 2, (dot.top + dot.bottom) / 2];
    }""")
    page.evaluate("() => new Promise(requestAnimationFrame)")
    page.evaluate("() => { window.__frames = []; window.__traceMoves = []; }")
    x, y = start
    page.mouse.move(x, y)
    page.mouse.down()
    for i in list(range(1, 121)) + list(range(119, -1, -1)):
        page.mouse.move(x + 4 * i, y)
        page.evaluate("() => new Promise(requestAnimationFrame)")
    page.mouse.up()
    moves, frames = page.evaluate("[window.__traceMoves, window.__frames.length]")
    page.evaluate("() => document.querySelector('[data-graph]').graphView.endTrace()")
    return moves, frames


def scripted_slider_drag(page) -> tuple[list[float], float]:
    """Drags the slider of `a` with the mouse from its left end to its right end and back, 120 moves
    each way, a frame apart (the input event fires when a move crosses one of the 30 steps). Returns the cost of each change (ms, from the `plotparameters` event)
    and the value of `a` at the right end."""
    page.wait_for_selector("input[type=range][name=param-a]:not([disabled])")
    slider = page.locator("input[type=range][name=param-a]")
    slider.scroll_into_view_if_needed()
    box = slider.bounding_box()
    y = box["y"] + box["height"] / 2
    page.mouse.move(box["x"] + 1, y)
    page.mouse.down()
    page.evaluate("() => new Promise(requestAnimationFrame)")
    page.evaluate("() => new Promise(requestAnimationFrame)")
    page.evaluate("() => { window.__sliderChanges = []; }")
    xs = [box["x"] + 1 + (box["width"] - 2) * i / 120 for i in range(1, 121)]
    top = 0.0
    for i, x in enumerate(xs + xs[-2::-1]):
        page.mouse.move(x, y)
        page.evaluate("() => new Promise(requestAnimationFrame)")
        if i == len(xs) - 1:
            top = float(slider.input_value())
    page.evaluate("() => new Promise(requestAnimationFrame)")
    page.mouse.up()
    return page.evaluate("window.__sliderChanges"), top


def wait_live(page) -> None:
    """Wakes the graph (plot-boot.js's hook: what a reader's first reach does) and waits for the live view."""
    page.evaluate("() => { for (const graph of document.querySelectorAll('[data-graph]')) graph.wakeGraph?.(); }")
    page.wait_for_selector("[data-graph-live]", state="attached", timeout=30_000)


def first_touch(page, session) -> None:
    """A finger drags 60 CSS px across the middle of the graph (Input.dispatchTouchEvent)."""
    box = page.locator("[data-graph]").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    session.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y, "id": 0}]})
    for step in range(1, 7):
        session.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x + 10 * step, "y": y, "id": 0}]})
    session.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def network_rests(page, responses: dict) -> None:
    """Waits until no response has come for 700 ms (Playwright's "networkidle" is reached once per page)."""
    count = -1
    while count != len(responses):
        count = len(responses)
        page.wait_for_timeout(700)


def gzipped(body: bytes) -> int:
    """Gzip level 6, a usual server setting; each file compressed on its own, as a server sends it."""
    return len(gzip.compress(body, compresslevel=6))


def page_weight(context, url: str, further_url: str) -> tuple[list[tuple[str, int, int]], int, int, list[tuple[str, int, int]]]:
    """Every file the first visit to `url` fetches until the graph takes gestures and the network rests;
    then what the reader's first touch of the graph adds (the live view), then the first use of each
    control (the stats popover and the PNG export are loaded on demand): (name, bytes, gzipped bytes) per
    file in fetch order, and how many of them the visit and the visit with its first touch fetched.
    Then the files a visit to `further_url` fetches anew, in the same browser (the HTTP cache warm),
    until its graph takes gestures and once it has been touched."""
    bodies: dict[str, bytes] = {}
    page = context.new_page()
    session = context.new_cdp_session(page)
    page.on("response", lambda response: bodies.setdefault(response.url, response.body()) if response.ok else None)
    page.goto(url)
    page.wait_for_selector(READY, state="attached")
    page.wait_for_load_state("networkidle")
    on_load = len(bodies)
    first_touch(page, session)
    page.wait_for_selector("[data-graph-live]", state="attached")
    network_rests(page, bodies)
    on_touch = len(bodies)
    page.get_by_role("button", name="Visible region statistics").click()
    with page.expect_download():
        page.get_by_role("button", name="Download PNG").click()
    network_rests(page, bodies)
    files = [(u.split("/", 3)[-1], len(b), gzipped(b)) for u, b in bodies.items()]
    page.close()

    # The second page: only what the browser did not take from its cache is transferred.
    page = context.new_page()
    session = context.new_cdp_session(page)
    session.send("Network.enable")
    urls: dict[str, str] = {}
    cached: set[str] = set()
    session.on("Network.requestServedFromCache", lambda event: cached.add(event["requestId"]))
    def received(event):
        urls[event["requestId"]] = event["response"]["url"]
        if event["response"].get("fromDiskCache") or event["response"].get("fromServiceWorker"):
            cached.add(event["requestId"])
    session.on("Network.responseReceived", received)
    further: dict[str, bytes] = {}
    page.on("response", lambda response: further.setdefault(response.url, response.body()) if response.ok else None)
    page.goto(further_url)
    page.wait_for_selector(READY, state="attached")
    page.wait_for_load_state("networkidle")
    first_touch(page, session)
    page.wait_for_selector("[data-graph-live]", state="attached")
    network_rests(page, further)
    fetched = {url for request, url in urls.items() if request not in cached}
    page.close()
    return files, on_load, on_touch, [(u.split("/", 3)[-1], len(b), gzipped(b)) for u, b in further.items() if u in fetched]


def worker_shell(site: Path) -> tuple[int, int, int]:
    """What the service worker fetches after a first visit: (files, bytes, gzipped bytes) of its shell."""
    first_line = (site / "service-worker.js").read_text().split("\n", 1)[0]
    shell = json.loads(first_line[first_line.index("{"):first_line.rindex("}") + 1])["shell"]
    bodies = [(site / path).read_bytes() for path in shell]
    return len(bodies), sum(map(len, bodies)), sum(map(gzipped, bodies))


def time_to_interactive(context, url: str, runs: int) -> tuple[float, float]:
    """Median ms from navigation start until the graph takes gestures, on SLOW_NETWORK with an empty
    cache: what a phone waits before its first gesture works; and median ms from a first touch made
    then until the live view has taken over (meanwhile the touch moves the build-time picture)."""
    context.add_init_script(LIVE_RECORDER)
    ready, live = [], []
    for _ in range(runs):
        page = context.new_page()
        session = context.new_cdp_session(page)
        session.send("Network.enable")
        session.send("Network.setCacheDisabled", {"cacheDisabled": True})
        session.send("Network.emulateNetworkConditions", SLOW_NETWORK)
        page.goto(url, wait_until="commit")
        page.wait_for_selector(READY, state="attached", timeout=30_000)
        ready.append(page.evaluate("window.__readyAt"))
        touched_at = page.evaluate("performance.now()")
        first_touch(page, session)
        page.wait_for_selector("[data-graph-live]", state="attached", timeout=30_000)
        live.append(page.evaluate("window.__liveAt") - touched_at)
        page.close()
    return statistics.median(ready), statistics.median(live)


def gallery_pages(plotsite: str, folder: Path) -> list[tuple[int, str]]:
    """Every plot page of the default gallery, gzipped, smallest first: what each costs as a further
    page (its HTML is all it transfers anew; the assets are cached, as the browser measurement shows)."""
    site = folder / "gallery"
    subprocess.run([plotsite, "build", "--out", str(site), "--theme", str(ROOT), "--quiet"], check=True, stdout=subprocess.DEVNULL)
    return sorted((gzipped(page.read_bytes()), page.name) for page in (site / "plots").glob("*.html"))


def minified_weights(site: Path, scripts: list[str]) -> dict[str, tuple[int, int]]:
    """What a JS minifier would make of the page's scripts, if Debian's `esbuild` is installed:
    each file minified on its own, and all of them bundled into one minified file."""
    if not shutil.which("esbuild"):
        return {}
    def esbuild(*arguments: str) -> bytes:
        return subprocess.run(["esbuild", *arguments, "--log-level=error"], cwd=site, check=True, capture_output=True).stdout
    each = [esbuild("--minify", name) for name in scripts]
    entry = next(name for name in scripts if re.fullmatch(r"js/plot-page(\.[0-9a-f]{8})?\.js", name))
    bundle = esbuild("--bundle", "--minify", "--format=esm", entry)
    size = lambda bodies: (sum(map(len, bodies)), sum(map(gzipped, bodies)))  # noqa: E731
    return {"minified, file by file": size(each), "bundled and minified": size([bundle])}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--plotsite", default=str(ROOT / ".build/debug/plotsite"))
    parser.add_argument("--runs", type=int, default=1, help="repetitions of each gesture (frames are pooled)")
    parser.add_argument("--weight-only", action="store_true", help="measure the page weight only")
    parser.add_argument("--trace-only", action="store_true", help="measure dragging the trace marker only")
    parser.add_argument("--slider-only", action="store_true", help="measure dragging a parameter's slider only")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="plotsite-bench-") as folder:
        manifest_file = Path(folder) / "bench.json"
        manifest_file.write_text(json.dumps(manifest()))
        site = Path(folder) / "site"
        subprocess.run([args.plotsite, "build", str(manifest_file), "--out", str(site), "--theme", str(ROOT), "--quiet"],
                       check=True, stdout=subprocess.DEVNULL)
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(site)))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        failures = []
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
            only = args.weight_only or args.trace_only or args.slider_only
            if not only:
                print("Redraw cost per frame (sampling + SVG update), 1440×900 at 2×, ms")
                print(f"{'plot':28} {'gesture':8} {'frames':>6} {'p50':>6} {'p95':>6} {'max':>6}  {'points':>6}")
            slugs = [s for s, _, _ in SEEDS] + [f"{s}-auto" for s, _, _ in SEEDS] + ["tangent", "eight-curves"]
            for slug in [] if only else slugs:
                context = browser.new_context(viewport={"width": 1440, "height": 900}, device_scale_factor=2, has_touch=True)
                context.add_init_script(RECORDER)
                page = context.new_page()
                page.goto(f"{base}plots/{slug}.html")
                wait_live(page)
                box = page.locator("[data-graph] svg.plot-svg").bounding_box()
                session = context.new_cdp_session(page)
                for gesture in ["pan", "pinch"]:
                    frames = []
                    for _ in range(args.runs):
                        page.evaluate("() => { window.__frames = []; document.querySelector('[data-graph]').graphView.recenter(); }")
                        page.evaluate("() => new Promise(requestAnimationFrame)")
                        page.evaluate("() => { window.__frames = []; }")
                        scripted_pan(page, box) if gesture == "pan" else scripted_pinch(page, session, box)
                        frames += page.evaluate("window.__frames")
                    points = page.evaluate("document.querySelector('[data-graph] .plot-curve').getAttribute('d').split(/[ M-]/).length / 2")
                    p50, p95 = percentile(frames, 0.5), percentile(frames, 0.95)
                    print(f"{slug:28} {gesture:8} {len(frames):6d} {p50:6.2f} {p95:6.2f} {max(frames):6.2f}  {points:6.0f}")
                    goal = GOAL_FIGURE_P95_MS if slug == "eight-curves" else GOAL_P95_MS
                    if p95 > goal:
                        failures.append(f"{slug} {gesture}: p95 {p95:.2f} ms > {goal} ms")
                context.close()

            if not args.weight_only and not args.slider_only:
                context = browser.new_context(viewport={"width": 1440, "height": 900}, device_scale_factor=2)
                context.add_init_script(RECORDER)
                page = context.new_page()
                page.goto(f"{base}plots/three-curves.html")
                wait_live(page)
                box = page.locator("[data-graph] svg.plot-svg").bounding_box()
                moves, redraws = [], 0
                for _ in range(args.runs):
                    run_moves, run_redraws = scripted_trace_drag(page, box)
                    moves += run_moves
                    redraws += run_redraws
                context.close()
                p50, p95 = percentile(moves, 0.5), percentile(moves, 0.95)
                print(f"\nDragging the trace marker on a figure of three curves, 1440×900 at 2×, ms per pointer move")
                print(f"{'three-curves':28} {'trace':8} {len(moves):6d} {p50:6.2f} {p95:6.2f} {max(moves):6.2f}  redraws {redraws}")
                if p95 > GOAL_TRACE_P95_MS:
                    failures.append(f"trace drag: p95 {p95:.2f} ms > {GOAL_TRACE_P95_MS} ms")
                if redraws:
                    failures.append(f"trace drag: the figure was redrawn {redraws} times while the marker moved")
            if not args.weight_only and not args.trace_only:
                context = browser.new_context(viewport={"width": 1440, "height": 900}, device_scale_factor=2)
                context.add_init_script(RECORDER)
                page = context.new_page()
                page.goto(f"{base}plots/sliders.html")
                wait_live(page)
                changes, tops = [], []
                for _ in range(args.runs):
                    run_changes, top = scripted_slider_drag(page)
                    changes += run_changes
                    tops.append(top)
                context.close()
                p50, p95 = percentile(changes, 0.5), percentile(changes, 0.95)
                print("\nDragging a slider (a, 0 … 3) of three curves with an area, 1440×900 at 2×, ms per input event")
                print(f"{'sliders':28} {'slider':8} {len(changes):6d} {p50:6.2f} {p95:6.2f} {max(changes):6.2f}  a at the end {max(tops):g}")
                if p95 > GOAL_SLIDER_P95_MS:
                    failures.append(f"slider drag: p95 {p95:.2f} ms > {GOAL_SLIDER_P95_MS} ms")
                # The slider has 30 steps: a change per step each way is 60 changes a run.
                if len(changes) < 50 * args.runs or max(tops) != 3:
                    failures.append(f"slider drag: {len(changes)} changes, a reached {max(tops):g}: the drag did not move the slider end to end")
            if args.trace_only or args.slider_only:
                browser.close()
                server.shutdown()
                print("\n" + ("All goals met." if not failures else "Goals missed:\n  " + "\n  ".join(failures)))
                return 0

            # Service workers blocked: the worker's install after the first visit is counted on its own.
            context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=3, has_touch=True,
                                          is_mobile=True, service_workers="block")
            files, on_load, on_touch, further = page_weight(context, f"{base}plots/cubic.html", f"{base}plots/tangent.html")
            context.close()
            context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=3, has_touch=True,
                                          is_mobile=True, service_workers="block")
            ready_ms, touch_to_live_ms = time_to_interactive(context, f"{base}plots/cubic.html", SLOW_LOADS)
            context.close()
            browser.close()
        server.shutdown()
        minified = minified_weights(site, [name for name, _, _ in files if name.endswith(".js")])
        shell = worker_shell(site) if (site / "service-worker.js").exists() else None
        gallery = gallery_pages(args.plotsite, Path(folder))

    print("\nFirst visit to plots/cubic.html (a phone), until the graph takes gestures: bytes, gzipped bytes per file")
    ordered = sorted(files[:on_load], key=lambda f: -f[1]) + sorted(files[on_load:on_touch], key=lambda f: -f[1]) + files[on_touch:]
    for index, (name, size, zipped_size) in enumerate(ordered):
        if index == on_load:
            print("  loaded by the first touch of the graph (the live view, and what it loads once live):")
        if index == on_touch:
            print("  loaded on first use of the stats and PNG controls:")
        print(f"  {size:7d} {zipped_size:6d}  {name}")
    kinds: dict[str, list[int]] = {}
    for name, size, zipped_size in files[:on_load]:
        kind = kinds.setdefault(name.rsplit(".", 1)[-1].upper(), [0, 0, 0])
        kind[0] += 1
        kind[1] += size
        kind[2] += zipped_size
    print("  first visit by kind: " + ", ".join(f"{kind} {n} file{'s' if n > 1 else ''} {raw / 1024:.1f} KB ({zipped / 1024:.1f} KB gz)"
                                              for kind, (n, raw, zipped) in kinds.items()))
    load_raw, load_zipped = (sum(f[i] for f in files[:on_load]) for i in (1, 2))
    touch_raw, touch_zipped = (sum(f[i] for f in files[:on_touch]) for i in (1, 2))
    raw, zipped = (sum(f[i] for f in files) for i in (1, 2))
    print(f"  first visit:        {load_raw / 1024:6.1f} KB, {load_zipped / 1024:5.1f} KB gzipped in {on_load} files"
          f" (goal ≤ {GOAL_FIRST_VISIT_GZIP_BYTES // 1024} KB gzipped)")
    print(f"  with the first touch: {touch_raw / 1024:6.1f} KB, {touch_zipped / 1024:5.1f} KB gzipped in {on_touch} files")
    print(f"  with every control: {raw / 1024:6.1f} KB, {zipped / 1024:5.1f} KB gzipped")
    further_zipped = sum(f[2] for f in further)
    print(f"  a further page (plots/tangent.html, HTTP cache warm, touched once live): {len(further)} file{'s' if len(further) != 1 else ''},"
          f" {further_zipped / 1024:.1f} KB gzipped new ({', '.join(name for name, _, _ in further)})"
          f" (goal ≤ {GOAL_FURTHER_PAGE_GZIP_BYTES // 1024} KB)")
    sizes = [size for size, _ in gallery]
    over = [f"{name} {size / 1024:.1f} KB" for size, name in gallery if size > GOAL_FURTHER_PAGE_GZIP_BYTES]
    print(f"  every plot page of the default gallery as a further page: median {statistics.median(sizes) / 1024:.1f} KB,"
          f" largest {sizes[-1] / 1024:.1f} KB gzipped; {len(sizes) - len(over)} of {len(sizes)} ≤ {GOAL_FURTHER_PAGE_GZIP_BYTES // 1024} KB"
          + (f" (over: {', '.join(over)})" if over else ""))
    if shell:
        print(f"  the service worker's shell, fetched in the background after the first visit: {shell[0]} files,"
              f" {shell[1] / 1024:.1f} KB, {shell[2] / 1024:.1f} KB gzipped (what the site needs to work offline)")
    if minified:
        print("  for comparison, the same JS through esbuild:")
        for label, (size, zipped_size) in minified.items():
            print(f"    {label:28} {size / 1024:6.1f} KB, {zipped_size / 1024:5.1f} KB gzipped")
    if load_zipped > GOAL_FIRST_VISIT_GZIP_BYTES:
        failures.append(f"first visit {load_zipped / 1024:.1f} KB gzipped > {GOAL_FIRST_VISIT_GZIP_BYTES // 1024} KB")
    if further_zipped > GOAL_FURTHER_PAGE_GZIP_BYTES:
        failures.append(f"a further page {further_zipped / 1024:.1f} KB gzipped > {GOAL_FURTHER_PAGE_GZIP_BYTES // 1024} KB")
    if over:
        failures.append(f"{len(over)} of the gallery's plot pages > {GOAL_FURTHER_PAGE_GZIP_BYTES // 1024} KB gzipped as further pages: {', '.join(over)}")
    print(f"\nTime until the graph takes gestures, phone on a {SLOW_NETWORK['latency']} ms round-trip network,"
          f" empty cache: {ready_ms:.0f} ms (median of {SLOW_LOADS}; goal ≤ {GOAL_INTERACTIVE_MS} ms)")
    print(f"Time from a first touch then until the live view has taken over (the touch moves the build-time"
          f" picture meanwhile): {touch_to_live_ms:.0f} ms (median of {SLOW_LOADS})")
    if ready_ms > GOAL_INTERACTIVE_MS:
        failures.append(f"time to interactive {ready_ms:.0f} ms > {GOAL_INTERACTIVE_MS} ms")
    print("\n" + ("All goals met." if not failures else "Goals missed:\n  " + "\n  ".join(failures)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
