"""What the live-drawing benchmarks share (bench_implicit_live.py, bench_fields_live.py): a site built from a manifest
with .build/debug/plotsite and served on a free port, a page opened live at 1440 × 900 CSS px and 2× with every frame's
cost (`graphdraw`'s ms) recorded, and the mouse pan of 120 moves, one per frame, whose frames they time."""

from __future__ import annotations

import functools
import http.server
import json
import subprocess
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RECORDER = """
window.__frames = [];
addEventListener('DOMContentLoaded', () => {
  document.querySelector('[data-graph]')?.addEventListener('graphdraw', (event) => window.__frames.push(event.detail.ms));
});
"""


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def serve_built(manifest: dict, prefix: str) -> tuple[str, http.server.ThreadingHTTPServer]:
    """Builds `manifest` into a temporary folder and serves the site: its base URL and the server (shut it down)."""
    folder = Path(tempfile.mkdtemp(prefix=prefix))
    (folder / "gallery.json").write_text(json.dumps(manifest, ensure_ascii=False))
    site = folder / "site"
    subprocess.run([str(ROOT / ".build/debug/plotsite"), "build", str(folder / "gallery.json"), "--out", str(site), "--quiet"], check=True)
    return serve(site)


def serve(site: Path) -> tuple[str, http.server.ThreadingHTTPServer]:
    """Serves the site in `site` on a free port: its base URL and the server (shut it down)."""

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}", server


def open_live(browser, url: str):
    """The page at `url` with its graph live and the frame recorder on: (context, page); close the context."""
    context = browser.new_context(viewport={"width": 1440, "height": 900}, device_scale_factor=2, service_workers="block")
    context.add_init_script(RECORDER)
    page = context.new_page()
    page.goto(url)
    page.evaluate("() => { for (const graph of document.querySelectorAll('[data-graph]')) graph.wakeGraph?.(); }")
    page.wait_for_selector("[data-graph][data-graph-live]", state="attached", timeout=30_000)
    return context, page


def pan_frames(page, before_release=None) -> list[float]:
    """The frames' ms of a mouse pan of 120 moves across the graph, one per frame (`before_release(page)` runs after
    the last move, before the button is let go)."""
    page.evaluate("() => { window.__frames.length = 0; }")
    box = page.locator("[data-graph] svg.plot-svg").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    for i in list(range(1, 61)) + list(range(59, -1, -1)):
        page.mouse.move(x - 4 * i, y + 1.5 * i)
        page.evaluate("() => new Promise(requestAnimationFrame)")
    if before_release is not None:
        before_release(page)
    page.mouse.up()
    return page.evaluate("() => window.__frames.slice()")
