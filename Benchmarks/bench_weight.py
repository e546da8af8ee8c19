"""The weight of a plot page and its time to interactive, for the browser benchmark
(Benchmarks/browser-bench.py): what a phone fetches on a first visit, with its first touch of the
graph and on first use of the controls, what a further page costs (every one of one curve: goal ≤ 5 KB), what the service worker fetches
in the background, and how long the graph takes to take gestures on a slow network."""

from __future__ import annotations

import gzip
import html
import json
import re
import shutil
import statistics
import subprocess
from pathlib import Path

from bench_site import ROOT

GOAL_FIRST_VISIT_GZIP_BYTES = 14 * 1024  # one initial congestion window (10 × 1460 B)
GOAL_FURTHER_PAGE_GZIP_BYTES = 5 * 1024  # every further page of one curve; a figure of several may be larger
GOAL_INTERACTIVE_MS = 1000
# A slow phone network for the time-to-interactive figure: round-trip time and bandwidth; loads timed.
SLOW_NETWORK = {"offline": False, "latency": 150, "downloadThroughput": 1_600_000 / 8, "uploadThroughput": 750_000 / 8}
SLOW_LOADS = 5

# When the graph first takes gestures (plot-boot.js's data-graph-ready; a page without the boot script:
# the live view's data-graph-live), and when the live view has taken over.
LIVE_RECORDER = """
new MutationObserver((_, observer) => {
  if (document.querySelector('[data-graph-ready], [data-graph-live]')) window.__readyAt ??= performance.now();
  if (document.querySelector('[data-graph-live]')) { window.__liveAt = performance.now(); observer.disconnect(); }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-graph-ready', 'data-graph-live'] });
"""
READY = "[data-graph-ready], [data-graph-live]"


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


def first_visit(page, url: str, bodies: dict[str, bytes]) -> None:
    """Opens `url`, keeping every file it fetches in `bodies` by URL, until the graph takes gestures and the network rests."""
    page.on("response", lambda response: bodies.setdefault(response.url, response.body()) if response.ok else None)
    page.goto(url)
    page.wait_for_selector(READY, state="attached")
    page.wait_for_load_state("networkidle")


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
    first_visit(page, url, bodies)
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


def time_to_interactive(new_context, url: str, runs: int) -> tuple[float, float]:
    """Median ms from navigation start until the graph takes gestures, on SLOW_NETWORK with an empty
    cache: what a phone waits before its first gesture works; and median ms from a first touch made
    then until the live view has taken over (meanwhile the touch moves the build-time picture). Each
    run is a first visit in a context of its own: a page remembers a view its reader moved to, and a
    remembered view loads the live view at once."""
    ready, live = [], []
    for _ in range(runs):
        context = new_context()
        context.add_init_script(LIVE_RECORDER)
        page = context.new_page()
        session = context.new_cdp_session(page)
        session.send("Network.enable")
        session.send("Network.setCacheDisabled", {"cacheDisabled": True})
        session.send("Network.emulateNetworkConditions", SLOW_NETWORK)
        page.goto(url, wait_until="commit")
        page.wait_for_selector(READY, state="attached", timeout=30_000)
        ready.append(page.evaluate("window.__readyAt"))
        touched_at = page.evaluate("performance.now()")
        assert not page.query_selector("[data-graph-live]"), "the live view took over before the first touch"
        first_touch(page, session)
        page.wait_for_selector("[data-graph-live]", state="attached", timeout=30_000)
        live.append(page.evaluate("window.__liveAt") - touched_at)
        context.close()
    return statistics.median(ready), statistics.median(live)


def gallery_pages(plotsite: str, folder: Path, pages: str = "plots") -> list[tuple[int, str, int]]:
    """Every plot page of the default gallery (`pages` "embed": every embed page), gzipped, smallest first:
    what each costs as a further page (its HTML is all it transfers anew; the assets are cached, as the
    browser measurement shows), with how many things its figure draws (drawn_items)."""
    site = folder / "gallery"
    if not site.exists():
        subprocess.run([plotsite, "build", "--out", str(site), "--theme", str(ROOT), "--quiet"], check=True, stdout=subprocess.DEVNULL)
    return sorted((gzipped(body), page.name, drawn_items(body.decode()))
                  for page in (site / pages).glob("*.html") for body in [page.read_bytes()])


def drawn_items(page: str) -> int:
    """How many things a plot page's figure draws, each in a colour of its own: its curves (a function, a
    parametric or polar curve, an implicit curve or region, a sequence, a field, a solution) and its Riemann
    sums, from the graph's `data-figure`; a page without one (a plot of one expression) draws one curve."""
    graph = re.search(r"<figure[^>]*\bdata-graph\b[^>]*>", page)
    figure = re.search(r'\sdata-figure="([^"]*)"', graph.group(0)) if graph else None
    if not figure:
        return 1
    declared = json.loads(html.unescape(figure.group(1)))
    return len(declared.get("curves", [])) + len(declared.get("sums", []))


def embed_weight(browser, base: str) -> list[tuple[str, int, int]]:
    """A first visit to the embed page of plots/cubic.html in a course page's 390×300 frame, until its graph
    takes gestures: (name, bytes, gzipped bytes) per file."""
    context = browser.new_context(viewport={"width": 390, "height": 300}, device_scale_factor=3, has_touch=True,
                                  is_mobile=True, service_workers="block")
    bodies: dict[str, bytes] = {}
    first_visit(context.new_page(), f"{base}embed/cubic.html", bodies)
    context.close()
    return [(u.split("/", 3)[-1], len(b), gzipped(b)) for u, b in bodies.items()]


def minified_weights(site: Path, scripts: list[str]) -> dict[str, tuple[int, int]]:
    """What a JS minifier would make of the page's scripts (the first visit's, the first touch's and the controls'), if
    Debian's `esbuild` is installed: as PlotSite writes them, and each minified by esbuild."""
    if not shutil.which("esbuild"):
        return {}
    def esbuild(*arguments: str) -> bytes:
        return subprocess.run(["esbuild", *arguments, "--log-level=error"], cwd=site, check=True, capture_output=True).stdout
    # Each file on its own, as the site has it (the boot and the live view are bundles already: esbuild's own
    # bundling from the boot would pull in every module the page may ever load, controls and figures alike).
    size = lambda bodies: (sum(map(len, bodies)), sum(map(gzipped, bodies)))  # noqa: E731
    return {"as PlotSite writes them": size([(site / name).read_bytes() for name in scripts]),
            "each file minified": size([esbuild("--minify", name) for name in scripts])}


def measure_weight(browser, base: str) -> tuple:
    """A first visit to a plot page and then a further page on a phone (page_weight), and the time to
    interactive on a slow network (time_to_interactive)."""
    # Service workers blocked: the worker's install after the first visit is counted on its own.
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=3, has_touch=True,
                                  is_mobile=True, service_workers="block")
    files, on_load, on_touch, further = page_weight(context, f"{base}plots/cubic.html", f"{base}plots/tangent.html")
    context.close()
    phone = lambda: browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=3, has_touch=True,  # noqa: E731
                                        is_mobile=True, service_workers="block")
    ready_ms, touch_to_live_ms = time_to_interactive(phone, f"{base}plots/cubic.html", SLOW_LOADS)
    return files, on_load, on_touch, further, ready_ms, touch_to_live_ms, embed_weight(browser, base)


def report_weight(measured: tuple, site: Path, plotsite: str, folder: Path, failures: list[str]) -> None:
    """Prints the page weight and the time to interactive, file by file and in all, against the goals."""
    files, on_load, on_touch, further, ready_ms, touch_to_live_ms, embed = measured
    minified = minified_weights(site, [name for name, _, _ in files if name.endswith(".js")])
    shell = worker_shell(site) if (site / "service-worker.js").exists() else None
    gallery = gallery_pages(plotsite, folder)

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
    sizes = [size for size, _, _ in gallery]
    one_curve = [(size, name) for size, name, items in gallery if items == 1]
    several = [(size, name, items) for size, name, items in gallery if items > 1]
    over = [f"{name} {size / 1024:.2f} KB" for size, name in one_curve if size > GOAL_FURTHER_PAGE_GZIP_BYTES]
    print(f"  every plot page of the default gallery as a further page: median {statistics.median(sizes) / 1024:.1f} KB,"
          f" largest {sizes[-1] / 1024:.1f} KB gzipped")
    print(f"    of one curve: {len(one_curve) - len(over)} of {len(one_curve)} ≤ {GOAL_FURTHER_PAGE_GZIP_BYTES // 1024} KB"
          f" (goal: every one; largest {one_curve[-1][1]} {one_curve[-1][0] / 1024:.2f} KB)" + (f"; over: {', '.join(over)}" if over else ""))
    larger = [f"{name} {size / 1024:.1f} KB ({items})" for size, name, items in several if size > GOAL_FURTHER_PAGE_GZIP_BYTES]
    print(f"    of several curves or sums: {len(several) - len(larger)} of {len(several)} ≤ {GOAL_FURTHER_PAGE_GZIP_BYTES // 1024} KB"
          + (f"; larger, for information (things drawn): {', '.join(larger)}" if larger else ""))
    embeds = [size for size, _, _ in gallery_pages(plotsite, folder, "embed")]
    if embeds:
        print(f"  every embed page (embed/<slug>.html) of the default gallery: median {statistics.median(embeds) / 1024:.1f} KB,"
              f" largest {embeds[-1] / 1024:.1f} KB gzipped (its plot page's: median {statistics.median(sizes) / 1024:.1f} KB)")
    if embed:
        plot_page = next(zipped_size for name, _, zipped_size in files if name.startswith("plots/cubic.html"))
        embed_page = next(zipped_size for name, _, zipped_size in embed if name.startswith("embed/cubic.html"))
        print(f"  first visit to embed/cubic.html in a 390×300 frame: {sum(f[1] for f in embed) / 1024:.1f} KB,"
              f" {sum(f[2] for f in embed) / 1024:.1f} KB gzipped in {len(embed)} files; its HTML {embed_page / 1024:.1f} KB gzipped"
              f" (plots/cubic.html: {plot_page / 1024:.1f} KB)")
    if shell:
        print(f"  the service worker's shell, fetched in the background after the first visit: {shell[0]} files,"
              f" {shell[1] / 1024:.1f} KB, {shell[2] / 1024:.1f} KB gzipped (what the site needs to work offline)")
    if minified:
        print("  for comparison, the page's scripts (first visit, first touch and controls) through esbuild:")
        for label, (size, zipped_size) in minified.items():
            print(f"    {label:28} {size / 1024:6.1f} KB, {zipped_size / 1024:5.1f} KB gzipped")
    if load_zipped > GOAL_FIRST_VISIT_GZIP_BYTES:
        failures.append(f"first visit {load_zipped / 1024:.1f} KB gzipped > {GOAL_FIRST_VISIT_GZIP_BYTES // 1024} KB")
    if further_zipped > GOAL_FURTHER_PAGE_GZIP_BYTES:
        failures.append(f"a further page {further_zipped / 1024:.1f} KB gzipped > {GOAL_FURTHER_PAGE_GZIP_BYTES // 1024} KB")
    if over:
        failures.append(f"{len(over)} of the gallery's plot pages of one curve > {GOAL_FURTHER_PAGE_GZIP_BYTES // 1024} KB gzipped"
                        f" as further pages: {', '.join(over)}")
    print(f"\nTime until the graph takes gestures, phone on a {SLOW_NETWORK['latency']} ms round-trip network,"
          f" empty cache: {ready_ms:.0f} ms (median of {SLOW_LOADS}; goal ≤ {GOAL_INTERACTIVE_MS} ms)")
    print(f"Time from a first touch then until the live view has taken over (the touch moves the build-time"
          f" picture meanwhile): {touch_to_live_ms:.0f} ms (median of {SLOW_LOADS})")
    if ready_ms > GOAL_INTERACTIVE_MS:
        failures.append(f"time to interactive {ready_ms:.0f} ms > {GOAL_INTERACTIVE_MS} ms")
