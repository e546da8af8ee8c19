#!/usr/bin/env python3
"""Writes interval-enclosures.json: enclosures of expressions in x and y over boxes, shared by the Swift and JS tests
(docs/sampling.md#interval-arithmetic).

Each box gives what the enclosure must hold, "encloses": the hull of the expression's values at a dense grid of points
of the box computed here by Python's math module (a set inside the true range, so every enclosure must contain it);
where the true range is known, "within": the bounds the enclosure may not pass (the exact range, or a looser one where
interval arithmetic overestimates by design, widened by a relative 1e-12); and the flags: whether the value is defined
(finite) at every point of the box, and whether it is continuous there. "encloses" is null where no point is defined.
Run: python3 Tests/Fixtures/make_interval_vectors.py
"""
import json
import math
import os

from real_values import safe

GRID = 101
INF = math.inf


def sampled(f, xs, ys):
    values = []
    for i in range(GRID):
        x = xs[0] + (xs[1] - xs[0]) * i / (GRID - 1)
        for j in range(GRID if ys[1] > ys[0] else 1):
            y = ys[0] + (ys[1] - ys[0]) * j / (GRID - 1)
            v = safe(f, x, y)
            if v is not None:
                values.append(v)
    return [min(values), max(values)] if values else None


def number(v):
    """JSON has no infinity: ±1e999 reads back as ±Infinity in both languages' readers; written as strings."""
    if v == INF:
        return "Infinity"
    if v == -INF:
        return "-Infinity"
    return v


cases = []


def case(expression, f, boxes, functions=None, parameters=None):
    entry = {"expression": expression, "boxes": []}
    if functions is not None:
        entry["functions"] = functions
    if parameters is not None:
        entry["parameters"] = parameters
    for box in boxes:
        xs, ys = box["x"], box.get("y", [0, 0])
        expected = {"x": xs, "y": ys, "encloses": sampled(f, xs, ys),
                    "definedEverywhere": box["defined"], "continuous": box["continuous"]}
        if "within" in box:
            expected["within"] = [number(v) for v in box["within"]]
        entry["boxes"].append(expected)
    cases.append(entry)


def box(x, y=None, within=None, defined=True, continuous=True):
    b = {"x": x, "defined": defined, "continuous": continuous}
    if y is not None:
        b["y"] = y
    if within is not None:
        b["within"] = within
    return b


def real_root(a, p, q):
    m = abs(a) ** (p / q)
    return -m if a < 0 and p % 2 else m


# --- arithmetic, in the written order
case("x^2", lambda x, y: x * x, [box([-1, 2], within=[0, 4]), box([0.5, 0.5], within=[0.25, 0.25])])
case("x^2 + y^2 - 4", lambda x, y: x * x + y * y - 4, [box([1, 1.5], [0, 0.5], within=[-3, -1.5]), box([0, 0], [0, 0], within=[-4, -4])])
case("x^2 + y^2", lambda x, y: x * x + y * y, [box([0, 0], [0, 0], within=[0, 0])])
case("x·y", lambda x, y: x * y, [box([-1, 2], [-3, 1], within=[-6, 3]), box([0, 0], [-3, 1], within=[0, 0])])
case("(3x - 6)^2 + y^2", lambda x, y: (3 * x - 6) ** 2 + y * y, [box([2, 2], [0, 0], within=[0, 0])])
case("x/3 - 2", lambda x, y: x / 3 - 2, [box([6, 6], within=[0, 0]), box([3, 9], within=[-1, 1])])
case("x - x", lambda x, y: 0, [box([0, 1], within=[-1, 1])])
case("πx", lambda x, y: math.pi * x, [box([0, 1], within=[0, math.pi])])
case("x^3", lambda x, y: x ** 3, [box([-1, 2], within=[-1, 8])])
case("x^5 - y", lambda x, y: x ** 5 - y, [box([-1, 2], [0, 1], within=[-2, 32])])
case("x^-2", lambda x, y: x ** -2, [box([1, 2], within=[0.25, 1]), box([-1, 1], within=[1, INF], defined=False, continuous=False)])
case("1/x", lambda x, y: 1 / x, [box([-1, 1], within=[-INF, INF], defined=False, continuous=False), box([1, 4], within=[0.25, 1]),
                                  box([0, 1], within=[1, INF], defined=False, continuous=False)])
case("(1/x)·x", lambda x, y: 1 if x != 0 else None, [box([-1, 1], within=[-INF, INF], defined=False, continuous=False)])
case("x/y", lambda x, y: x / y, [box([1, 2], [0, 0], within=[-INF, INF], defined=False, continuous=False)])
case("0/x", lambda x, y: 0 if x != 0 else None, [box([0, 0], within=None, defined=False, continuous=False)])

# --- every function of the language
case("sqrt(x)", lambda x, y: math.sqrt(x), [box([-1, 4], within=[0, 2], defined=False, continuous=False), box([1, 4], within=[1, 2])])
case("√(y - x²)", lambda x, y: math.sqrt(y - x * x), [box([-1, 1], [2, 3], within=[1, math.sqrt(3)])])
case("ln(x)", lambda x, y: math.log(x), [box([0.5, 2], within=[math.log(0.5), math.log(2)]), box([-1, 1], within=[-INF, 0], defined=False, continuous=False)])
case("log(x)", lambda x, y: math.log10(x), [box([1, 100], within=[0, 2])])
case("exp(x)", lambda x, y: math.exp(x), [box([0, 1], within=[1, math.e]), box([700, 800], within=[math.exp(700) * 0.999, INF], defined=False, continuous=False)])
case("sin(x)", lambda x, y: math.sin(x), [box([0, 3], within=[0, 1]), box([1, 2], within=[math.sin(1), 1]), box([4, 5], within=[-1, math.sin(4)]),
                                           box([0, 10], within=[-1, 1]), box([1e12, 1e12 + 1], within=[-1, 1])])
case("cos(x)", lambda x, y: math.cos(x), [box([-1, 1], within=[math.cos(1), 1]), box([2, 4], within=[-1, max(math.cos(2), math.cos(4))])])
case("tan(x)", lambda x, y: math.tan(x), [box([-1, 1], within=[math.tan(-1), math.tan(1)]), box([1, 2], within=[-INF, INF], defined=False, continuous=False)])
case("asin(x)", lambda x, y: math.asin(x), [box([-2, 0.5], within=[-math.pi / 2, math.asin(0.5)], defined=False, continuous=False), box([-1, 1], within=[-math.pi / 2, math.pi / 2])])
case("acos(x)", lambda x, y: math.acos(x), [box([0, 1], within=[0, math.pi / 2]), box([1.5, 2], within=None, defined=False, continuous=False)])
case("atan(x)", lambda x, y: math.atan(x), [box([0, 1], within=[0, math.pi / 4])])
case("sinh(x)", lambda x, y: math.sinh(x), [box([-1, 1], within=[math.sinh(-1), math.sinh(1)])])
case("cosh(x)", lambda x, y: math.cosh(x), [box([-1, 2], within=[1, math.cosh(2)]), box([-3, -2], within=[math.cosh(2), math.cosh(3)])])
case("tanh(x)", lambda x, y: math.tanh(x), [box([0, 1], within=[0, math.tanh(1)])])
case("abs(x) + |y - 1|", lambda x, y: abs(x) + abs(y - 1), [box([-2, 1], [0, 3], within=[0, 4])])
case("floor(x)", lambda x, y: math.floor(x), [box([0.5, 0.7], within=[0, 0]), box([0.5, 1.7], within=[0, 1], continuous=False)])
case("ceil(x)", lambda x, y: math.ceil(x), [box([0.5, 0.7], within=[1, 1]), box([-0.5, 0.5], within=[0, 1], continuous=False)])
case("sign(x)", lambda x, y: (x > 0) - (x < 0), [box([-1, 1], within=[-1, 1], continuous=False), box([1, 2], within=[1, 1]), box([0, 0], within=[0, 0])])
case("sec(x)", lambda x, y: 1 / math.cos(x), [box([-1, 1], within=[1, 1 / math.cos(1)]), box([1, 2], within=[-INF, INF], defined=False, continuous=False)])
case("csc(x)", lambda x, y: 1 / math.sin(x), [box([1, 2], within=[1, 1 / math.sin(1)])])
# cot is 1/tan: continuous where tan has its pole (π/2), not where tan is 0.
case("cot(x)", lambda x, y: 1 / math.tan(x), [box([1, 2], within=[1 / math.tan(2), 1 / math.tan(1)]),
                                               box([3, 3.2], within=[-INF, INF], defined=False, continuous=False)])
case("min(x, y)", lambda x, y: min(x, y), [box([0, 1], [2, 3], within=[0, 1])])
case("max(x, 1 - x)", lambda x, y: max(x, 1 - x), [box([0, 1], within=[0, 1])])

# --- piecewise functions: conditions decided over the box as holding everywhere, nowhere, or not decided
case("{x < 0: -x, x}", lambda x, y: -x if x < 0 else x, [box([-1, 2], within=[-2, 2], continuous=False), box([1, 2], within=[1, 2]),
                                                          box([-2, -1], within=[1, 2])])
case("{x < 1: x^2}", lambda x, y: x * x if x < 1 else None, [box([2, 3], within=None, defined=False, continuous=False),
                                                              box([0, 2], within=[0, 4], defined=False, continuous=False)])
case("x {0 ≤ x ≤ 1}", lambda x, y: x if 0 <= x <= 1 else None, [box([0.25, 0.5], within=[0.25, 0.5])])
case("{x = 1: 3, x^2}", lambda x, y: 3 if x == 1 else x * x, [box([1, 1], within=[3, 3]), box([2, 3], within=[4, 9])])
case("{y > x: 1, 0}", lambda x, y: 1 if y > x else 0, [box([0, 1], [2, 3], within=[1, 1]), box([0, 1], [0.5, 0.6], within=[0, 1], continuous=False)])
case("{ln(x) < 0: 1, 2}", lambda x, y: 1 if x > 0 and math.log(x) < 0 else 2, [box([-1, -0.5], within=[2, 2])])

# --- powers and their domains
case("x^(2/3)", lambda x, y: real_root(x, 2, 3), [box([-8, 1], within=[0, 4])])
case("x^(1/3)", lambda x, y: real_root(x, 1, 3), [box([-8, 27], within=[-2, 3])])
case("x^(1/2)", lambda x, y: math.sqrt(x), [box([-4, 4], within=[0, 2], defined=False, continuous=False)])
case("x^0.5", lambda x, y: math.sqrt(x), [box([-4, 4], within=[0, 2], defined=False, continuous=False)])
case("x^(-1/3)", lambda x, y: real_root(x, -1, 3) if x != 0 else None, [box([-1, 1], within=[-INF, INF], defined=False, continuous=False)])
case("(-8)^(1/3) + x", lambda x, y: -2 + x, [box([0, 0], within=[-2, -2])])
case("0^0 + x", lambda x, y: 1 + x, [box([0, 0], within=[1, 1])])
case("x^0", lambda x, y: 1, [box([-1, 1], within=[1, 1])])
case("x^100", lambda x, y: x ** 100, [box([-1, 1], within=[0, 1])])
# pow(a, b) is taken as continuous only where a > 0 (x^x is, at 0, but that is not proved).
case("x^x", lambda x, y: x ** x if x > 0 else 1, [box([0.5, 2], within=[0.25, 4]), box([0, 1], within=[0, 1], continuous=False)])
case("2^x", lambda x, y: 2 ** x, [box([-1, 3], within=[0.5, 8])])
case("(-2)^x", lambda x, y: (-2) ** x if x == int(x) else None, [box([0.5, 0.7], within=None, defined=False, continuous=False),
                                                                 box([3, 3], within=[-8, -8], continuous=False)])
case("x^y", lambda x, y: x ** y, [box([1, 2], [1, 2], within=[1, 4]), box([-2, -2], [3, 3], within=[-8, -8], continuous=False)])
case("1^(x/0)", lambda x, y: 1, [box([1, 2], within=[1, 1])])

# --- named functions, written out, and parameters
case("f(x) + f(y)", lambda x, y: x * x - 1 + y * y - 1, [box([0, 1], [0, 1], within=[-2, 0])], functions={"f": "x^2 - 1"})
case("a·x + b", lambda x, y: 2 * x - 1, [box([0, 1], within=[-1, 1])], parameters={"a": 2, "b": -1})

# --- sums and products written out term by term (the index a number in each), factorials and binomials
def binom(n, k):
    if k != int(k):
        return None
    result = 1.0
    for i in range(1, int(k) + 1):
        result = result * (n - k + i) / i
    return result if k >= 0 else 0.0


def factorial(n, y=0):
    return math.gamma(n + 1) if n > -1 else None


case("sum(k = 1 … 5, x^k)", lambda x, y: sum(x ** k for k in range(1, 6)),
     [box([0, 1], within=[0, 5]), box([-1, 0], within=[-3, 2])])
case("Σ(k = 0 … 20, x^k/k!)", lambda x, y: sum(x ** k / math.factorial(k) for k in range(21)), [box([1, 1], within=[math.e, math.e])])
case("prod(k = 1 … 3, x + k)", lambda x, y: (x + 1) * (x + 2) * (x + 3), [box([0, 1], within=[6, 24])])
case("x·sum(k = 1 … 3, k)", lambda x, y: 6 * x, [box([0, 1], within=[0, 6])])
case("sum(k = 3 … 1, x)", lambda x, y: 0, [box([0, 1], within=[0, 0])])
# y in a bound: the number of terms is not known before the point is, so nothing is claimed.
case("sum(k = 1 … y, x)", lambda x, y: x * y if y == int(y) and y >= 1 else None,
     [box([0, 1], [1, 3], within=[-INF, INF], defined=False, continuous=False)])
case("x!", factorial, [box([-0.5, 2], within=[0.885, 2.001]), box([2, 3], within=[1.999, 6.001]), box([3, 3], within=[5.999, 6.001]),
                      box([-2, -1], within=None, defined=False, continuous=False),
                      box([-1.5, 0], within=[0.885, INF], defined=False, continuous=False)])
case("binom(x, 2)", lambda x, y: binom(x, 2), [box([0, 3], within=[-1.51, 3.01]), box([4, 4], within=[6, 6])])
case("binom(5, x)", lambda x, y: binom(5, x) if x == int(x) else None,
     [box([2, 2], within=[10, 10]), box([2.2, 2.4], within=None, defined=False, continuous=False),
      box([-3, -3], within=[0, 0]), box([1, 3], within=[-INF, INF], defined=False, continuous=False)])

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "interval-enclosures.json")
with open(out, "w", encoding="utf-8") as f:
    json.dump({"about": "Enclosures of expressions in x and y over boxes (docs/sampling.md#interval-arithmetic), made by "
                        "make_interval_vectors.py. encloses: the hull of the values at a 101 × 101 grid of the box "
                        "(null where none is defined): every enclosure contains it. within: bounds the enclosure may "
                        "not pass (widened by a relative 1e-12; 'Infinity' for an unbounded end). definedEverywhere: "
                        "finite at every point of the box; continuous: and continuous there. functions: named "
                        "functions (in x); parameters: their values.",
               "cases": cases}, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(f"{sum(len(c['boxes']) for c in cases)} boxes of {len(cases)} expressions written to {out}")
