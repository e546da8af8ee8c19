"""The site the browser benchmark measures (Benchmarks/browser-bench.py): its manifest — the seed
equations, tan(x), a figure of eight curves, the gallery's figure of three curves and its figure with
sliders — built with the working tree's theme and served as a real host serves it."""

from __future__ import annotations

import functools
import gzip
import http.server
import json
import re
import subprocess
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/lib/chromium/chromium"
SEEDS = [
    ("cubic", "x^3 - 2.5x^2 + 3.1x - 13.3", 4),
    ("three-waves", "sin(x)+cos(2x)-tan(3x)", 0.25),
    ("root-of-a-cubic", "√(x³+x²+2.5x+23)", 4),
    ("log-of-a-quadratic", "ln(x²+2πx+23)", 4),
]
FINGERPRINTED = re.compile(r"\.[0-9a-f]{8}\.[A-Za-z0-9]+$")


def manifest() -> dict:
    plots = [{"expression": e, "xMax": x, "samples": 200, "slug": slug, "title": slug} for slug, e, x in SEEDS]
    plots += [{"expression": e, "xMax": x, "samples": "auto", "slug": f"{slug}-auto", "title": f"{slug} (auto)"} for slug, e, x in SEEDS]
    plots.append({"expression": "tan(x)", "xMax": 10, "samples": "auto", "slug": "tangent", "title": "tangent"})
    # A figure of the most curves a plot may have, one of them with a pole, and an area (docs/manifest.md#figures).
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
    # Riemann sums of a thousand pieces (docs/manifest.md#sums), for the n slider's drag: the upper and the lower
    # sum of the gallery's curve (DefaultGallery.swift, lower-and-upper-sums), n from 901 to 1000.
    plots.append({"title": "sums", "slug": "sums", "xMin": 0, "xMax": 6.5, "yMin": 0, "yMax": 3.5,
                  "curves": [{"expression": "sin(x) + x/4 + 1", "label": "f(x)"}],
                  "sums": [{"of": 0, "from": 0, "to": 6, "n": "n", "rule": "upper"}, {"of": 0, "from": 0, "to": 6, "n": "n", "rule": "lower"}],
                  "parameters": {"n": {"value": 1000, "min": 901, "max": 1000, "step": 1}}})
    # A Taylor polynomial on its degree slider (docs/manifest.md#taylor-polynomials), for the degree's drag: the
    # gallery's taylor-sine (DefaultGallery.swift), degree 0 … 20, its legend rewritten at each step.
    plots.append({"title": "taylor", "slug": "taylor", "xMax": 10, "yMin": -3, "yMax": 3, "functions": {"f": "sin(x)"},
                  "curves": [{"expression": "f(x)", "label": "sin x"}, {"taylor": {"of": "f", "at": 0, "degree": "n"}, "style": "dashed"}],
                  "parameters": {"n": {"value": 20, "min": 0, "max": 20, "step": 1}}})
    # Endpoint dots (docs/site.md#endpoint-dots): a step function with 16 jumps in view, a function defined
    # by cases with a jump and a hole, and a removable hole, each re-sampled and its dots redrawn every frame.
    plots.append({"title": "dots", "slug": "dots", "xMax": 8, "yMin": -9, "yMax": 9, "curves": [
        {"expression": "floor(x)", "label": "floor x"},
        {"expression": "{x < 1: x^2, x = 2: 3, 3 - x}", "label": "cases"},
        {"expression": "(x^2 - 1)/(x - 1)", "label": "hole", "style": "dashed"}]})
    # Parametric and polar curves (docs/manifest.md#parametric-and-polar-curves), re-sampled along t every frame.
    plots.append({"title": "circle", "slug": "circle", "xMax": 1.6, "yMin": -1.2, "yMax": 1.2,
                  "curves": [{"x": "cos(t)", "y": "sin(t)", "t": [0, "2π"]}]})
    plots.append({"title": "rose", "slug": "rose", "xMax": 1.2, "yMin": -1.2, "yMax": 1.2, "curves": [{"r": "cos(3θ)", "θ": [0, "π"]}]})
    plots.append({"title": "lissajous", "slug": "lissajous", "xMax": 1.2, "yMin": -1.2, "yMax": 1.2,
                  "curves": [{"x": "sin(3t)", "y": "sin(2t)", "t": [0, "2π"]}]})
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



def build(plotsite: str, folder: Path) -> Path:
    """The benchmark's site, built from manifest() into `folder`/site with the working tree's theme."""
    manifest_file = folder / "bench.json"
    manifest_file.write_text(json.dumps(manifest()))
    site = folder / "site"
    subprocess.run([plotsite, "build", str(manifest_file), "--out", str(site), "--theme", str(ROOT), "--quiet"],
                   check=True, stdout=subprocess.DEVNULL)
    return site


def serve(site: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Serves `site` on a free loopback port: the server (to shut down) and its base URL."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def wait_live(page) -> None:
    """Wakes the graph (plot-boot.js's hook: what a reader's first reach does) and waits for the live view."""
    page.evaluate("() => { for (const graph of document.querySelectorAll('[data-graph]')) graph.wakeGraph?.(); }")
    page.wait_for_selector("[data-graph-live]", state="attached", timeout=30_000)
