"""How `plotsite check` and `plotsite build` scale with hostile manifests: each input at 1× and 4× its size.

    swift build -c release --product plotsite
    python3 Benchmarks/bench_hostile.py [--binary .build/release/plotsite] [--runs 3] [--scale 1]

For each kind of input — notes full of `http`, plots whose titles make one slug, a manifest of many problems,
one long unknown key, a long title — it writes a manifest at size n and 4n, times the command (the median of
--runs runs) and prints the ratio. Linear work gives a ratio near 4 (less where a fixed cost dominates);
quadratic work gives near 16. Last, a 16 MB manifest of each kind is checked once. Nothing here is a test:
the figures are for reading (docs/manifest.md#limits says what each limit is).
"""

import argparse
import json
import statistics
import subprocess
import tempfile
import time
from pathlib import Path


def notes_with_addresses(kb: int) -> dict:
    # "http" without an address after it, again and again: each is looked at, none is a link.
    words = "see http and " * (kb * 1024 // 13)
    return {"plots": [{"expression": "x", "notes": words}]}


def plots_with_one_slug(count: int) -> dict:
    return {"plots": [{"expression": "x", "title": "Same title"} for _ in range(count)]}


def many_problems(count: int) -> dict:
    return {"plots": [{"expression": "x", "xMax": -1} for _ in range(count)]}


def long_unknown_key(kb: int) -> dict:
    return {"plots": [{"expression": "x", "k" * (kb * 1024): 1}]}


def long_title(kb: int) -> dict:
    return {"title": "T" * (kb * 1024), "plots": [{"expression": "x"}]}


CASES = [
    # name, manifest maker, size at 1×, unit, commands timed
    ("notes with many 'http'", notes_with_addresses, 320, "KB", ["check", "build"]),
    ("plots with one made slug", plots_with_one_slug, 5_000, "plots", ["check"]),
    ("problems in one manifest", many_problems, 10_000, "problems", ["check"]),
    ("one unknown key", long_unknown_key, 512, "KB", ["check"]),
    ("the site's title", long_title, 256, "KB", ["check"]),
]


def timed(binary: str, command: str, manifest: Path, out: Path) -> tuple[float, int]:
    arguments = [binary, command, str(manifest)] + (["--out", str(out), "--quiet"] if command == "build" else [])
    start = time.perf_counter()
    result = subprocess.run(arguments, capture_output=True, text=True)
    return time.perf_counter() - start, result.returncode


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=".build/release/plotsite")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--scale", type=float, default=1, help="multiplies every size at 1× (e.g. 0.25 for a quick look)")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        print(f"{'input':<28} {'command':<7} {'size 1×':>14} {'1×':>9} {'4×':>9} {'ratio':>6}  exit")
        for name, make, size, unit, commands in CASES:
            size = max(1, int(size * arguments.scale))
            for command in commands:
                medians, exits = [], set()
                for factor in (1, 4):
                    manifest = folder / f"m{factor}.json"
                    manifest.write_text(json.dumps(make(size * factor)))
                    runs = [timed(arguments.binary, command, manifest, folder / "site") for _ in range(arguments.runs)]
                    medians.append(statistics.median(seconds for seconds, _ in runs))
                    exits |= {code for _, code in runs}
                ratio = medians[1] / medians[0] if medians[0] > 0 else float("nan")
                print(f"{name:<28} {command:<7} {size:>8} {unit:<5} {medians[0]:8.2f}s {medians[1]:8.2f}s {ratio:6.1f}  {sorted(exits)}")
        print()
        print("16 MB manifests, `check` once:")
        for name, make, size, unit, _ in CASES:
            one = len(json.dumps(make(size)))
            factor = max(1, round(16 * 1024 * 1024 / one))
            manifest = folder / "big.json"
            manifest.write_text(json.dumps(make(size * factor)))
            seconds, code = timed(arguments.binary, "check", manifest, folder / "site")
            print(f"{name:<28} {manifest.stat().st_size / 1e6:6.1f} MB  {seconds:6.2f}s  exit {code}")


if __name__ == "__main__":
    main()
