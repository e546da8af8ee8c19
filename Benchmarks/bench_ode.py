#!/usr/bin/env python3
"""Times solutions of differential equations dy/dx = f(x, y) (docs/sampling.md#differential-equations): the fixture's
(Tests/Fixtures/ode-solutions.json) and a random-ish set of right-hand sides, each through a point of a frame of
1600 × 1000 device px (800 × 500 CSS px at 2×), in Swift (release build, `plotsite-benchmarks ode`) and in node
(Benchmarks/ode-js-bench.mjs): median µs per solution, and the points drawn (the same in both).
Run: python3 Benchmarks/bench_ode.py
"""
import json
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def cases():
    fixture = json.load(open(os.path.join(ROOT, "Tests/Fixtures/ode-solutions.json")))
    result = [{"name": c["f"], "f": c["f"], "through": c["through"],
               "frame": [c["frame"][k] for k in ("xMin", "xMax", "yMin", "yMax")], "size": [1600, 1000]}
              for c in fixture["solutions"]]
    # Seeded, so every run times the same set.
    rng = random.Random(44)
    terms = ["x", "y", "xy", "y^2", "sin(x)", "cos(y)", "x^2", "(1 - y)", "exp(-x)", "y/(1 + x^2)", "sqrt(abs(y))"]
    for i in range(12):
        f = " + ".join(f"{rng.choice(['0.5', '-1', '2', '-0.3', '1.5'])}·{rng.choice(terms)}" for _ in range(rng.randint(1, 3)))
        result.append({"name": f, "f": f, "through": [round(rng.uniform(-3, 3), 2), round(rng.uniform(-2, 2), 2)],
                       "frame": [-5, 5, -3.125, 3.125], "size": [1600, 1000]})
    return result


def lines(command):
    out = subprocess.run(command, cwd=ROOT, check=True, capture_output=True, text=True).stdout
    return [json.loads(line) for line in out.splitlines() if line.startswith("{")]


def main():
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        json.dump(cases(), file)
    try:
        subprocess.run(["swift", "build", "-c", "release", "--product", "plotsite-benchmarks"], cwd=ROOT, check=True,
                       capture_output=True)
        binary = os.path.join(subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                                             capture_output=True, text=True).stdout.strip(), "plotsite-benchmarks")
        swift = lines([binary, "ode", file.name])
        js = lines(["node", "Benchmarks/ode-js-bench.mjs", file.name])
    finally:
        os.unlink(file.name)
    print("One solution across 1600 × 1000 device px: median µs (Swift release: median of 9 runs × 5; node: of 41 after 30)")
    print(f"{'f(x, y)':44}{'points':>8}{'Swift µs':>11}{'JS µs':>9}")
    for s, j in zip(swift, js):
        same = "" if s["points"] == j["points"] else f"  (JS {j['points']} points)"
        print(f"{s['name'][:43]:44}{s['points']:>8}{s['us']:>11.0f}{j['us']:>9.0f}{same}")
    median = lambda values: sorted(values)[len(values) // 2]
    print(f"{'median':44}{'':>8}{median([s['us'] for s in swift]):>11.0f}{median([j['us'] for j in js]):>9.0f}")


if __name__ == "__main__":
    sys.exit(main())
