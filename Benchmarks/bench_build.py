"""How long `plotsite build` takes for 1, 30, 300 and 1000 plots, against matplotlib writing the same plots as SVG.

    swift build -c release --product plotsite
    .venv/bin/pip install matplotlib              # optional: without it, only plotsite's figures are printed
    .venv/bin/python Benchmarks/bench_build.py [--binary .build/release/plotsite] [--runs 5] [--sizes 1,30,300,1000]

Each size is built --runs times into /dev/shm (where file churn costs little) and the median is printed: first
with an empty asset cache (the first build of a theme: it bundles, compacts and fingerprints the theme), then with
the cache the first build left (every later build; docs/command-line.md#build). Then `plotsite serve` on 1 and 30
plots, one plot's title changed --runs times: the rebuild's time as serve prints it, and from the save to that line. matplotlib, when installed, draws
each plot's curves from 1000 uniform samples each into an SVG file with its axes (`savefig`), in one process, its
import included; the ratio is matplotlib's time over plotsite's with a warm cache. The plots are the site
benchmark's (Benchmarks/Sources/SiteBenchmark.swift): the seed equations and classic cases, in turn.
"""

import argparse
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

EXPRESSIONS = [
    ("x^3 - 2.5x^2 + 3.1x - 13.3", lambda x: x**3 - 2.5 * x**2 + 3.1 * x - 13.3),
    ("sin(x)+cos(2x)-tan(3x)", lambda x: math.sin(x) + math.cos(2 * x) - math.tan(3 * x)),
    ("√(x³+x²+2.5x+23)", lambda x: math.sqrt(x**3 + x**2 + 2.5 * x + 23) if x**3 + x**2 + 2.5 * x + 23 >= 0 else math.nan),
    ("ln(x²+2πx+23)", lambda x: math.log(x**2 + 2 * math.pi * x + 23)),
    ("tan(x)", math.tan),
    ("1/x", lambda x: 1 / x if x != 0 else math.nan),
    ("floor(x)", math.floor),
    ("√(1-x²)", lambda x: math.sqrt(1 - x * x) if abs(x) <= 1 else math.nan),
    ("sin(x)/x", lambda x: math.sin(x) / x if x != 0 else math.nan),
    ("exp(-x^2)", lambda x: math.exp(-x * x)),
    ("x^(1/3)", lambda x: math.copysign(abs(x) ** (1 / 3), x)),
    ("abs(x) - 2", lambda x: abs(x) - 2),
    ("atan(10x)", lambda x: math.atan(10 * x)),
    ("1/(x-1)^2", lambda x: 1 / (x - 1) ** 2 if x != 1 else math.nan),
]
X_MAX = [4, 0.25, 10, 5, 2, 20]


def manifest(plots: int) -> str:
    lines = ["# title: Benchmark gallery"]
    for i in range(plots):
        samples = "samples=200" if i % 3 == 0 else ""
        featured = "true" if i % 10 == 0 else "false"
        lines.append(f'{EXPRESSIONS[i % len(EXPRESSIONS)][0]} | xMax={X_MAX[i % 6]} {samples} title="Plot {i + 1}" featured={featured}')
    return "\n".join(lines) + "\n"


def plotsite_seconds(binary: str, plots: int, runs: int, folder: Path, warm: bool) -> float:
    source = folder / f"plots-{plots}.txt"
    source.write_text(manifest(plots))
    cache = folder / "cache"
    times = []
    for _ in range(runs):
        if not warm:
            shutil.rmtree(cache, ignore_errors=True)
        environment = {**os.environ, "PLOTSITE_CACHE": str(cache)}
        start = time.perf_counter()
        subprocess.run([binary, "build", str(source), "--out", str(folder / "site"), "--quiet"], check=True,
                       capture_output=True, env=environment)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


MATPLOTLIB = r"""
import math, sys, time
start = time.perf_counter()
import matplotlib
matplotlib.use("svg")
import matplotlib.pyplot as plt
sys.path.insert(0, sys.argv[3])
from bench_build import EXPRESSIONS, X_MAX
plots, out = int(sys.argv[1]), sys.argv[2]
for i in range(plots):
    f = EXPRESSIONS[i % len(EXPRESSIONS)][1]
    x_max = X_MAX[i % 6]
    xs = [-x_max + 2 * x_max * k / 999 for k in range(1000)]
    ys = []
    for x in xs:
        try:
            ys.append(f(x))
        except (ValueError, ZeroDivisionError, OverflowError):
            ys.append(math.nan)
    figure, axes = plt.subplots(figsize=(8, 5))
    axes.plot(xs, ys)
    axes.set_title(f"Plot {i + 1}")
    figure.savefig(f"{out}/plot-{i}.svg")
    plt.close(figure)
print(time.perf_counter() - start)
"""


def matplotlib_seconds(plots: int, runs: int, folder: Path) -> float | None:
    times = []
    for _ in range(runs):
        out = folder / "matplotlib"
        shutil.rmtree(out, ignore_errors=True)
        out.mkdir()
        result = subprocess.run([sys.executable, "-c", MATPLOTLIB, str(plots), str(out), str(Path(__file__).parent)],
                                capture_output=True, text=True)
        if result.returncode != 0:
            return None
        times.append(float(result.stdout.strip()))
    return statistics.median(times)


def serve_rebuild_seconds(binary: str, plots: int, runs: int, folder: Path, out: Path) -> tuple[float, float]:
    """`plotsite serve` on a gallery of `plots` plots building into `out` (its asset cache warm), one plot's title
    changed `runs` times: the median rebuild as serve prints it ("Built … in 0.21 s"), and from the save to that line."""
    source = folder / f"serve-{plots}.txt"
    source.write_text(manifest(plots))
    environment = {**os.environ, "PLOTSITE_CACHE": str(folder / "cache")}
    # serve's output to a pipe is block-buffered: stdbuf makes it a line at a time, as on a terminal.
    line_buffered = ["stdbuf", "-oL"] if shutil.which("stdbuf") else []
    server = subprocess.Popen([*line_buffered, binary, "serve", str(source), "--out", str(out), "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=environment)
    try:
        def line_with(text: str) -> str:
            for line in server.stdout:
                if text in line:
                    return line
            raise RuntimeError(f"plotsite serve ended before printing {text!r}")
        line_with("Watching for changes")
        printed, waited = [], []
        for run in range(runs):
            saved = time.perf_counter()
            source.write_text(manifest(plots).replace('title="Plot 1"', f'title="Plot 1, change {run + 1}"'))
            built = line_with("Built ")
            waited.append(time.perf_counter() - saved)
            printed.append(float(built.rsplit(" in ", 1)[1].split(" s")[0]))
        return statistics.median(printed), statistics.median(waited)
    finally:
        server.terminate()
        server.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=".build/release/plotsite")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--sizes", default="1,30,300,1000")
    arguments = parser.parse_args()
    scratch = Path("/dev/shm") if Path("/dev/shm").is_dir() else None
    with tempfile.TemporaryDirectory(dir=scratch) as folder:
        folder = Path(folder)
        print(f"{'plots':>6} {'plotsite, first':>16} {'plotsite, later':>16} {'matplotlib':>11} {'ratio':>6}")
        for plots in (int(size) for size in arguments.sizes.split(",")):
            cold = plotsite_seconds(arguments.binary, plots, arguments.runs, folder, warm=False)
            warm = plotsite_seconds(arguments.binary, plots, arguments.runs, folder, warm=True)
            reference = matplotlib_seconds(plots, min(arguments.runs, 3), folder)
            ratio = f"{reference / warm:5.1f}×" if reference else "     –"
            shown = f"{reference:10.2f}s" if reference else "  (absent)"
            print(f"{plots:>6} {cold:15.2f}s {warm:15.2f}s {shown} {ratio}")
        for plots in (1, 30):
            printed, waited = serve_rebuild_seconds(arguments.binary, plots, arguments.runs, folder, folder / "serve-site")
            print(f"serve, one plot of {plots} changed: rebuilt in {printed:.2f}s (median of {arguments.runs};"
                  f" {waited:.2f}s from the save, the file watcher's wait included)")


if __name__ == "__main__":
    main()
