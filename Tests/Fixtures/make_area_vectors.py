#!/usr/bin/env python3
"""Writes area-vectors.json: the area values, texts and outlines shared by the Swift and JS tests
(Tests/PlotCoreTests/AreaIntegralTests.swift, AreaOutlineTests.swift, Tests/JS/area-*.test.mjs).

Expected values are closed forms (antiderivatives written out by hand, evaluated with mpmath at 40
digits), never the implementations' own output; texts are C's %.6g of the closed form with the true
minus sign, as Swift's DecimalText.significant writes them. Reasons for undefined areas are written by
hand from where the pole or the gap lies. Outlines follow docs/sampling.md#area-outlines on viewports 8 pixels
wide, where every column is a whole or simple x; their polygons are written out by hand.
Run: python3 Tests/Fixtures/make_area_vectors.py
"""
import json
import math
import os

from mpmath import mp, mpf, sqrt, pi, e, erf, atan, sin, cos, exp, log

mp.dps = 40
MINUS = "\u2212"


def text(value):
    """The page's text for a value: 6 significant digits (%.6g), true minus sign."""
    return ("%.6g" % value).replace("-", MINUS)


areas = []


def area(f, lo, hi, exact, g=None, why=""):
    """A defined area: `exact` is the closed form of ∫ (f − g) over lo … hi (mpf)."""
    value = float(exact)
    areas.append({"f": f, "g": g, "from": float(lo), "to": float(hi), "value": value,
                  "text": text(value), "why": why})


def undefined(f, lo, hi, reason, g=None, why=""):
    areas.append({"f": f, "g": g, "from": float(lo), "to": float(hi), "value": None,
                  "text": "undefined", "reason": reason, "why": why})


def F(x):
    """The double nearest x, back as an mpf: closed forms are taken at the bounds actually integrated."""
    return mpf(float(x))


# The cases of issue #12 and the task.
area("sin(x)", 0, F(pi), 1 - cos(F(pi)), why="∫ sin = 1 − cos")
area("sin(x)", -F(pi), F(pi), 0, why="odd: rounding noise must print 0")
area("x^3/3 - x", -1, 1, 0, why="odd")
area("exp(-x^2)", -10, 10, sqrt(pi) * erf(10), why="√π·erf(10) = √π to 40 digits")
area("floor(x)", 0, 3.5, mpf("4.5"), why="finite jumps: 0 + 1 + 2 + 3·0.5")
area("abs(x)", -1, 2, mpf("2.5"), why="a kink: 1/2 + 2")
area("ceil(x/2)", 0, 35, 2 * (17 * 18 // 2) + 18, why="jumps at 22 and 24 mirror each other in a first piece: K15 and G7 agree on a wrong value")
area("floor(x)", 0, 100, 99 * 100 // 2, why="100 jumps within the budget")
area("{x < 1: x^2, 3 - x}", 0, 2, mpf(1) / 3 + (6 - 2) - (3 - mpf(1) / 2), why="a jump is no pole: ∫₀¹ x² + ∫₁² (3 − x) = 1/3 + 3/2")
area("sign(x)", -1, 3, 2, why="a jump across 0: −1 + 3")
area("{x < 0: -1, 1}", -1, 3, 2, why="a piecewise jump across 0: −1 + 3")
area("{x = 1: 3, x^2}", 0, 2, mpf(8) / 3, why="a point of another value weighs nothing")
area("(x^2 - 1)/(x - 1)", 0, 2, 4, why="a hole weighs nothing: ∫₀² (x + 1)")
area("√x", 0, 1, mpf(2) / 3, why="the domain's edge at an end point")
area("1/√x", 0, 1, 2, why="an integrable singularity at an end point")
undefined("tan(x)", 0, 2, "a pole at x ≈ 1.5708", why="π/2")
undefined("1/x^2", -1, 1, "a pole at x ≈ 0")
undefined("1/x", -1, 1, "a pole at x ≈ 0", why="not its principal value 0")
undefined("√x", -1, 1, "not defined for x < 0")
undefined("ln(x)", -1, 1, "not defined for x < 0")
area("x^3/3 - x", 0, 1, mpf(1) / 12 - mpf(1) / 2, why="−5/12")
area("-x^2", 0, 1, -mpf(1) / 3, why="−1/3")
area("ln(x)", 0, 1, -1, why="x ln x − x; a logarithmic singularity at an end point")
area("√(1-x^2)", -1, 1, pi / 2, why="half the unit disc; domain edges at both ends")
area("cos(x)", 0, 100, sin(100), why="many periods")
area("1/(1+x^2)", -1000, 1000, 2 * atan(1000), why="a long tail")
area("1/x", 1, F(e), log(F(e)), why="ln")
area("tan(x)", -1, 1, 0, why="odd, no pole inside")
# Between two curves: ∫ (f − g).
area("sin(x)", 0, F(pi / 4), (1 - cos(F(pi / 4))) - sin(F(pi / 4)), g="cos(x)", why="1 − √2")
area("x^2", 0, 1, mpf(1) / 3 - mpf(1) / 2, g="x", why="−1/6")
area("x", 0, 1, mpf(1) / 2 - mpf(1) / 3, g="x^2", why="1/6")
area("x^3/3 - x", 1, 2, (mpf(16) / 12 - 2 - mpf(8) / 3 + 2) - (mpf(1) / 12 - mpf(1) / 2 - mpf(1) / 3 + 1),
     g="x^2 - 1", why="f and f′ of the spec's example: −19/12")
area("exp(x)", 0, 2, 0, g="exp(x)", why="a curve with itself")
undefined("x", -1, 1, "not defined for x < 0", g="ln(x)", why="undefined where g is")
undefined("1", -1, 2, "a pole at x ≈ 0", g="1/x", why="a pole of g, off the middle")
# Exponents and tiny values.
area("exp(x)", 0, 30, exp(30) - 1, why="1.06865e+13")
area("3e-7", 0, 0.5, mpf(3e-7) * mpf("0.5"), why="1.5e−07")
area("1", 0, 1234567890123, 1234567890123, why="1.23457e+12")
area("x^2", 0, 0.001, F(0.001) ** 3 / 3, why="3.33333e−10: small, not rounding noise")
# More undefined areas.
undefined("1/(x-1)^2", 0, 2, "a pole at x ≈ 1", why="a pole on a boundary of the first 16 pieces")
undefined("1/x", -1, 2, "a pole at x ≈ 0", why="not hit by any node")
undefined("√(x^2-1)", -2, 2, "not defined for −1 < x < 1", why="a gap inside")
undefined("ln(x)", -2, -1, "not defined for −2 < x < −1", why="nowhere defined")
undefined("exp(x^2)", 0, 30, "too large to compute for x > 26.642", why="exp overflows beyond √709.78")

texts = [{"value": v, "text": text(v)} for v in [
    2.0, -1 / 3, 1.7724538509055159, 1.5e-7, 1234567890123.0, 4.5, 0.0001, 1.234567e-5,
    -2.5e-300, 1e21, 999999.5, 123456.5, 1.015625, 1.171875, -65 / 64, 0.1, 100000.0, 99999.95,
]]

# Outlines (docs/sampling.md#area-outlines). Unless a case says otherwise the viewport is x 0 … 8, y −4 … 4 at
# 8 × 8 device pixels: a column per whole x, and values clamped to −12 … 12 (8 pixels beyond the frame).
FRAME = {"xMin": 0, "xMax": 8, "yMin": -4, "yMax": 4, "width": 8, "height": 8}


def polygon(xs, tops, bottoms):
    """Top points left to right, then bottom points right to left, flattened: [x0, y0, x1, y1, …]."""
    points = list(zip(xs, tops)) + list(zip(xs, bottoms))[::-1]
    return [float(c) for p in points for c in p]


outlines = [
    {"why": "columns strictly inside from … to, plus both ends exactly",
     "f": "x", "g": None, "from": 2, "to": 5.5, "viewport": FRAME,
     "polygons": [polygon([2, 3, 4, 5, 5.5], [2, 3, 4, 5, 5.5], [0] * 5)]},
    {"why": "values clamped 8 pixels beyond the frame (y = 12)",
     "f": "x^3", "g": None, "from": 0, "to": 8, "viewport": FRAME,
     "polygons": [polygon(range(9), [0, 1, 8, 12, 12, 12, 12, 12, 12], [0] * 9)]},
    {"why": "an undefined stretch (3 < x < 5) splits the outline in two",
     "f": "√(abs(x-4)-1)", "g": None, "from": 0, "to": 8, "viewport": FRAME,
     "polygons": [polygon([0, 1, 2, 3], [math.sqrt(3), math.sqrt(2), 1, 0], [0] * 4),
                  polygon([5, 6, 7, 8], [0, 1, math.sqrt(2), math.sqrt(3)], [0] * 4)]},
    {"why": "between f and g: g's points right to left",
     "f": "x", "g": "x/2 - 1", "from": 1, "to": 3, "viewport": FRAME,
     "polygons": [polygon([1, 2, 3], [1, 2, 3], [-0.5, 0, 0.5])]},
    {"why": "where g is undefined (ln 0) the outline stops too",
     "f": "1", "g": "ln(x)", "from": 0, "to": 3, "viewport": FRAME,
     "polygons": [polygon([1, 2, 3], [1, 1, 1], [0, math.log(2), math.log(3)])]},
    {"why": "an interval partly left of the frame is cut at its edge",
     "f": "2", "g": None, "from": -3, "to": 2.5, "viewport": FRAME,
     "polygons": [polygon([0, 1, 2, 2.5], [2, 2, 2, 2], [0] * 4)]},
    {"why": "an interval right of the frame has no outline",
     "f": "x", "g": None, "from": 9, "to": 12, "viewport": FRAME, "polygons": []},
    {"why": "an interval touching the frame's edge only has no outline",
     "f": "x", "g": None, "from": 8, "to": 10, "viewport": FRAME, "polygons": []},
    {"why": "a stretch of one column is dropped (√(x − 7.5) is defined only at x = 8 of the columns)",
     "f": "√(x-7.5)", "g": None, "from": 0, "to": 8, "viewport": FRAME, "polygons": []},
    {"why": "columns at xMin + k·(xMax − xMin)/width on a frame −1 … 1",
     "f": "x", "g": None, "from": -0.6, "to": 0.3,
     "viewport": {"xMin": -1, "xMax": 1, "yMin": -1, "yMax": 1, "width": 8, "height": 8},
     "polygons": [polygon([-0.6, -0.5, -0.25, 0, 0.25, 0.3], [-0.6, -0.5, -0.25, 0, 0.25, 0.3], [0] * 6)]},
]

fixture = {
    "about": "Areas of figures, read by Tests/PlotCoreTests/AreaIntegralTests.swift, "
             "AreaOutlineTests.swift, Tests/JS/area-integral.test.mjs and area-outline.test.mjs. areas: ∫ (f − g) "
             "(g null: ∫ f) over from … to; value is the closed form (null: undefined), text what the page prints, "
             "reason why it is undefined. texts: AreaValue.text / areaText of a value. outlines: the polygons "
             "(flattened x, y pairs) of AreaOutline / areaOutline. Written by make_area_vectors.py.",
    "areas": areas,
    "texts": texts,
    "outlines": outlines,
}

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "area-vectors.json")
with open(path, "w", encoding="utf-8") as out:
    json.dump(fixture, out, ensure_ascii=False, indent=1)
    out.write("\n")
print(f"wrote {len(areas)} areas, {len(texts)} texts, {len(outlines)} outlines to {path}")
