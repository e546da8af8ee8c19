#!/usr/bin/env python3
"""Writes poi-vectors.json: the points of interest (docs/sampling.md#points-of-interest) shared by the Swift and JS tests
(Tests/PlotCoreTests/PointsOfInterestTests.swift, Tests/JS/points-of-interest.test.mjs).

Expected points come from mathematics, never from the implementations' output: closed forms (±√2,
π/4, kπ, the golden ratio …) evaluated with mpmath at 40 digits, and, where there is no closed form
(cos x = x² − 1, tan x = x), mpmath's findroot at 40 digits from a starting point written by hand.
Which points a case has (and which it must not have: a pole, a jump, an end of the range for an
extremum) is written by hand from the function's shape.

Tolerances (absolute, per point): a root or an intersection within 10⁻¹⁰ of |x| (at least 10⁻¹²),
an extremum or a touching root (ill-conditioned: f ≈ c·(x − x₀)²) within 10⁻⁷; y within 10⁻⁹ of |y|
(at least 10⁻¹²). An expected 0 must be exactly 0 (the implementations snap to 0). A point marked exact is
at a simple number (a piecewise boundary, an integer, a fraction p/q with q ≤ 12, a multiple of π/12) where
the function is as good: its x must be that double exactly (tolerance 0), its y f there to 10⁻¹⁵ (exactly
where it is 0 or a simple limit). A hole has loneValue, f at the hole (null where it is undefined there).
"includes": points that must be among those found where the cap makes the rest unknowable.
Run: python3 Tests/Fixtures/make_poi_vectors.py
"""
import json
import os

from mpmath import mp, mpf, sqrt, pi, sin, cos, tan, findroot

mp.dps = 40

cases = []


def F(x):
    """The double nearest x, back as an mpf: the range actually searched."""
    return mpf(float(x))


def point(kind, x, y, curves, touching=False, exact=False):
    x, y = mpf(x), mpf(y)
    if exact:
        x_tolerance = 0
    elif kind in ("minimum", "maximum") or touching:
        x_tolerance = 1e-7
    else:
        x_tolerance = max(1e-10 * abs(float(x)), 1e-12)
    y_tolerance = 1e-15 * abs(float(y)) if exact else max(1e-9 * abs(float(y)), 1e-12)
    return {"kind": kind, "x": float(x), "y": float(y), "curves": curves,
            "xTolerance": x_tolerance, "yTolerance": y_tolerance}


def root(x, curve=0, touching=False, exact=False):
    return point("root", x, 0, [curve], touching, exact)


def y_intercept(y, curve=0):
    return point("y-intercept", 0, y, [curve])


def minimum(x, y, curve=0, exact=False):
    return point("minimum", x, y, [curve], exact=exact)


def maximum(x, y, curve=0, exact=False):
    return point("maximum", x, y, [curve], exact=exact)


def crossing(x, y, i, j, touching=False, exact=False):
    return point("intersection", x, y, [i, j], touching, exact)


def jump(x, left, right, value, curve=0):
    """A jump at x from the left limit to the right one; `value` f(x), None where f is undefined there
    (then the point's y is the left limit)."""
    p = point("jump", x, left if value is None else value, [curve])
    p["jump"] = {"left": float(left), "right": float(right), "value": None if value is None else float(value)}
    return p


def hole(x, y, value=None, curve=0, exact=False):
    """A hole: the open dot at the limit (x, y); `value` f(x), None where f is undefined there."""
    p = point("hole", x, y, [curve], exact=exact)
    p["loneValue"] = None if value is None else float(value)
    return p


def curve(expression, lo=None, hi=None):
    c = {"expression": expression}
    if lo is not None:
        c["from"] = float(lo)
    if hi is not None:
        c["to"] = float(hi)
    return c


def case(why, curves, lo, hi, points, omitted=(), cap=None):
    """`points` in the order the API gives them: curve 0's by x, curve 1's, …, then intersections."""
    c = {"why": why, "curves": [curve(e) if isinstance(e, str) else curve(*e) for e in curves],
         "from": float(lo), "to": float(hi), "points": points, "omitted": list(omitted)}
    if cap is not None:
        c["cap"] = cap
    cases.append(c)


def capped(why, expression, lo, hi, count, includes=()):
    """A curve with more points than the cap keeps: which are kept depends on what the grid sees, so only
    their count is known (the rest are counted as omitted), and `includes`, points that must be among them."""
    cases.append({"why": why, "curves": [curve(expression)], "from": float(lo), "to": float(hi), "points": None,
                  "omitted": None, "pointCount": count, "includes": list(includes)})


TWO_PI = F(2 * pi)

case("roots ±√2, the minimum and the y-intercept at 0", ["x^2-2"], -3, 3,
     [root(-sqrt(2)), y_intercept(-2), minimum(0, -2), root(sqrt(2))])
case("sine and cosine: roots at 0 and 2π (the ends) but no extremum at an end; crossings at π/4, 5π/4",
     ["sin(x)", "cos(x)"], 0, TWO_PI,
     [root(0), y_intercept(0), maximum(pi / 2, 1), root(pi), minimum(3 * pi / 2, -1), root(TWO_PI),
      y_intercept(1, 1), root(pi / 2, 1), minimum(pi, -1, 1), root(3 * pi / 2, 1),
      crossing(pi / 4, sin(pi / 4), 0, 1), crossing(5 * pi / 4, sin(5 * pi / 4), 0, 1)])
case("tan: roots at kπ only, never at its poles ±π/2, ±3π/2; no extrema", ["tan(x)"], -5, 5,
     [root(-pi), root(0), y_intercept(0), root(pi)])
case("1/x with its pole on the grid (1/0 = ∞): no root, no extremum, no y-intercept", ["1/x"], -3, 3, [])
case("1/x with its pole between grid points", ["1/x"], -2.5, 3.1, [])
case("1/x² between grid points: the grid's maximum at the pole is none", ["1/x^2"], -2.5, 3.1, [])
case("floor(x): no root from its jumps, none on its stretch of zeros [0, 1); no extremum on its steps; "
     "a jump at every whole number of the range but its first (where the curve starts), the value the step it "
     "lands on; at its last the curve jumps up to its end point (3, 3)",
     ["floor(x)"], -3, 3, [jump(-2, -3, -2, -2), jump(-1, -2, -1, -1), y_intercept(0), jump(0, -1, 0, 0),
                           jump(1, 0, 1, 1), jump(2, 1, 2, 2), jump(3, 2, 3, 3)])
case("a sawtooth: roots where it crosses 0, none at its jumps from 0.5 to −0.5, no maximum at a jump",
     ["x - floor(x) - 0.5"], -3, 3,
     [root(-2.5), jump(-2, 0.5, -0.5, -0.5), root(-1.5), jump(-1, 0.5, -0.5, -0.5), root(-0.5),
      y_intercept(mpf(-1) / 2), jump(0, 0.5, -0.5, -0.5), root(0.5), jump(1, 0.5, -0.5, -0.5), root(1.5),
      jump(2, 0.5, -0.5, -0.5), root(2.5), jump(3, 0.5, -0.5, -0.5)])
case("a function defined by cases: x² touches 0 at 0; a jump at 1 from 1 to 2 whose value is 2; a hole at 2 "
     "where the curve comes to 1 but f(2) = 3",
     ["{x < 1: x^2, x = 2: 3, 3 - x}"], -0.5, 2.5,
     [root(0, touching=True), y_intercept(0), minimum(0, 0), jump(1, 1, 2, 2), hole(2, 1, 3)])
case("sign: a jump across 0 whose value 0 is no root", ["sign(x)"], -2, 3, [y_intercept(0), jump(0, -1, 1, 0)])
case("a jump across 0 between cases: no root", ["{x < 0: -1, 1}"], -2, 3, [y_intercept(1), jump(0, -1, 1, 1)])
case("a jump where f is undefined: no value, no y-intercept", ["{x < 0: -1, x > 0: 1}"], -2, 3, [jump(0, -1, 1, None)])
case("(x² − 1)/(x − 1) is x + 1 but at 1: a hole at (1, 2)", ["(x^2-1)/(x-1)"], -3, 3,
     [root(-1), y_intercept(1), hole(1, 2, exact=True)])
case("a point of another value: a hole at the limit (1, 1)", ["{x = 1: 3, x^2}"], -2, 2.5,
     [root(0, touching=True), y_intercept(0), minimum(0, 0), hole(1, 1, 3)])
case("(x−1)² touches 0 between grid points: a touching root at its minimum", ["(x-1)^2"], -2, 3.3,
     [y_intercept(1), root(1, touching=True), minimum(1, 0)])
case("(x−1)² with 1 on the grid: the exact 0 is the root", ["(x-1)^2"], -1, 3,
     [y_intercept(1), root(1), minimum(1, 0)])
case("a parabola and its tangent at (1, 1): a touching intersection; x² touches the axis at 0",
     ["x^2", "2x-1"], -2, 3.3,
     [root(0, touching=True), y_intercept(0), minimum(0, 0),
      y_intercept(-1, 1), root(mpf(1) / 2, 1),
      crossing(1, 1, 0, 1, touching=True)])
case("x³ − 3x: extrema at ±1, roots 0 and ±√3", ["x^3-3x"], -3, 3,
     [root(-sqrt(3)), maximum(-1, 2), root(0), y_intercept(0), minimum(1, -2), root(sqrt(3))])
case("the cap: two roots and extrema in x order, the y-intercept kept, the other three counted",
     ["x^3-3x"], -3, 3, [root(-sqrt(3)), maximum(-1, 2), y_intercept(0)], omitted=[{"curves": [0], "count": 3}], cap=2)
case("√x with the edge of its domain on the grid: the root at 0", ["sqrt(x)"], -1, 4,
     [root(0), y_intercept(0)])
case("√x with the edge of its domain between grid points: f tends to 0 there, a root at 0", ["sqrt(x)"], -1.1, 4,
     [root(0), y_intercept(0)])
case("√x + 0.001: the edge of its domain is no root", ["sqrt(x)+0.001"], -1.1, 4,
     [y_intercept(mpf("0.001"))])
case("ln x: the edge of its domain (ln → −∞) is no root, its root is 1", ["ln(x)"], -1.1, 3,
     [root(1)])
case("a semicircle: roots at the edges ±1, the maximum at 0", ["sqrt(1-x^2)"], -1.3, 1.6,
     [root(-1), y_intercept(1), maximum(0, 1), root(1)])
case("restricted curves: x on 0 … 2 crosses x² − 1 at the golden ratio only (not at 1 − φ < 0); "
     "cos on 1 … 7 is searched on 1 … 3, has no y-intercept, crosses x² − 1 near 1.18 and never x on 1 … 2; "
     "a curve on 5 … 7 lies outside −3 … 3",
     ["x^2-1", ("x", 0, 2), ("cos(x)", 1, 7), ("x+10", 5, 7)], -3, 3,
     [root(-1), y_intercept(-1), minimum(0, -1), root(1),
      root(0, 1), y_intercept(0, 1),
      root(pi / 2, 2),
      crossing((1 + sqrt(5)) / 2, (1 + sqrt(5)) / 2, 0, 1),
      crossing(findroot(lambda x: x ** 2 - 1 - cos(x), 1.2), findroot(lambda x: x ** 2 - 1 - cos(x), 1.2) ** 2 - 1, 0, 2)])
case("a constant 0: no root and no extremum on the stretch; its y-intercept is (0, 0)", ["0"], -3, 3,
     [y_intercept(0)])
case("a constant 0 on 1 … 3: nothing at all", ["0"], 1, 3, [])
case("exp: no root, the y-intercept 1", ["exp(x)"], -3, 3, [y_intercept(1)])
case("a curve and itself: each curve's points, no intersection", ["sin(x)", "sin(x)"], -1, 4,
     [root(0), y_intercept(0), maximum(pi / 2, 1), root(pi),
      root(0, 1), y_intercept(0, 1), maximum(pi / 2, 1, 1), root(pi, 1)])
case("sin 2x and 2 sin x cos x differ by rounding only: no intersection", ["sin(2x)", "2sin(x)cos(x)"], -3, 3,
     [maximum(-3 * pi / 4, 1), root(-pi / 2), minimum(-pi / 4, -1), root(0), y_intercept(0), maximum(pi / 4, 1), root(pi / 2), minimum(3 * pi / 4, -1)]
     + [maximum(-3 * pi / 4, 1, 1), root(-pi / 2, 1), minimum(-pi / 4, -1, 1), root(0, 1), y_intercept(0, 1),
        maximum(pi / 4, 1, 1), root(pi / 2, 1), minimum(3 * pi / 4, -1, 1)])
case("|x| + |x − 1| is flat on [0, 1]: no minimum there", ["abs(x)+abs(x-1)"], -3, 3, [y_intercept(1)])
case("|x|: a minimum at its kink", ["abs(x)"], -3, 3, [root(0), y_intercept(0), minimum(0, 0)])
case("x² on a grid with two equal values around 0 (x = ±2⁻¹⁰): one minimum", ["x^2"],
     mpf(-1001) / 1024, mpf(999) / 1024, [root(0, touching=True), y_intercept(0), minimum(0, 0)])
case("x⁹ is within rounding of 0 on a stretch around 0: it still crosses 0 there", ["x^9"], -3.1, 3,
     [root(0), y_intercept(0)])
case("exp x and x + 1 touch at (0, 1)", ["exp(x)", "x+1"], -3, 3,
     [y_intercept(1), root(-1, 1), y_intercept(1, 1), crossing(0, 1, 0, 1)])
case("eˣ and its Taylor polynomial of degree 3 differ by about x⁴/24, within rounding for |x| < 0.0016: they touch at exactly (0, 1), "
     "not anywhere in that stretch (0.0005)", ["e^x", "sum(k = 0 … 3, x^k/k!)"], -4, 3,
     [y_intercept(1), root(findroot(lambda x: 1 + x + x**2 / 2 + x**3 / 6, -1.6), 1), y_intercept(1, 1), crossing(0, 1, 0, 1, touching=True, exact=True)])
case("(x − 1)⁴ written out is within rounding of 0 for |x − 1| < 0.0005: its minimum and touching root at exactly 1",
     ["x^4 - 4x^3 + 6x^2 - 4x + 1"], -1.1, 3, [y_intercept(1), root(1, touching=True, exact=True), minimum(1, 0, exact=True)])
T = findroot(lambda x: tan(x) - x, 4.49)
case("tan x and x cross at 0 and ±4.4934, never at the poles of tan", ["tan(x)", "x"], -5, 5,
     [root(-pi), root(0), y_intercept(0), root(pi), root(0, 1), y_intercept(0, 1),
      crossing(-T, -T, 0, 1), crossing(0, 0, 0, 1), crossing(T, T, 0, 1)])

# Exact numbers: where the answer is a simple number and the function is as good there, the point is
# that double (docs/sampling.md#exact-numbers).
case("a kink at a piecewise boundary: the minimum and the touching root at exactly 0, not 9.8e−06",
     ["{x < 0: -x, x^2}"], -5, 5, [root(0, exact=True), y_intercept(0), minimum(0, 0, exact=True)])
case("a value at one point beside a jump: the jump's value 7 is stated though its dot is beyond the frame",
     ["{x < 0: -x, x < 2: x^2, x = 2: 7, 1}"], -3, 3,
     [root(0, exact=True), y_intercept(0), minimum(0, 0, exact=True), jump(2, 4, 1, 7)])
case("a value at one point beside a hole: the hole at the limit (2, 4), f(2) = 7",
     ["{x < 2: x^2, x = 2: 7, 4}"], -3, 3,
     [root(0, exact=True), y_intercept(0), minimum(0, 0, exact=True), hole(2, 4, 7, exact=True)])
case("a kink at 1/3 and a line crossing it at 2/9 and 2/3: fractions, exactly",
     ["abs(x - 1/3)", "x/2"], -2, 2,
     [y_intercept(mpf(1) / 3), root(mpf(1) / 3, exact=True), minimum(mpf(1) / 3, 0, exact=True),
      root(0, 1), y_intercept(0, 1),
      crossing(mpf(2) / 9, mpf(1) / 9, 0, 1, exact=True), crossing(mpf(2) / 3, mpf(1) / 3, 0, 1, exact=True)])
case("a kink at π/3 (a multiple of π/12), as the expression computes π/3",
     ["abs(x - pi/3)"], -2, 2,
     [y_intercept(F(pi) / 3), root(F(pi) / 3, exact=True), minimum(F(pi) / 3, 0, exact=True)])
case("sin(x)/x on ±10: every root to 3π, extrema where tan x = x, the hole at exactly (0, 1)",
     ["sin(x)/x"], -10, 10,
     [root(-3 * pi), maximum(-findroot(lambda x: tan(x) - x, 7.72), sin(findroot(lambda x: tan(x) - x, 7.72)) / findroot(lambda x: tan(x) - x, 7.72)),
      root(-2 * pi), minimum(-T, sin(T) / T), root(-pi), hole(0, 1, exact=True), root(pi), minimum(T, sin(T) / T), root(2 * pi),
      maximum(findroot(lambda x: tan(x) - x, 7.72), sin(findroot(lambda x: tan(x) - x, 7.72)) / findroot(lambda x: tan(x) - x, 7.72)),
      root(3 * pi)])

# sin(1/x) has infinitely many roots and extrema near 0: the cap is reached. Which 50 are kept depends
# on what the grid sees, so the tests check their count and that each is genuine.
capped("sin(1/x): 50 roots and extrema kept, the rest counted", "sin(1/x)", -1, 1, 50)
capped("x·sin(1/x): roots and extrema crowd to its hole, which is exactly (0, 0), the limit from both sides; "
       "the 50 kept lose the two roots found at the hole, where it is undefined, and gain the hole",
       "x sin(1/x)", -1, 1, 49, [hole(0, 0, exact=True)])

fixture = {
    "about": "Points of interest, read by Tests/PlotCoreTests/PointsOfInterestTests.swift and "
             "Tests/JS/points-of-interest.test.mjs. Each case: curves (expression, optional from/to), the range "
             "from … to, an optional cap (default 50), the expected points in the API's order (curve 0's by x, "
             "curve 1's, …, then intersections) with absolute tolerances, and the omissions. points null: only "
             "pointCount (curve 0's points) is known, and omitted must be > 0. Written by make_poi_vectors.py.",
    "cases": cases,
}

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "poi-vectors.json")
with open(path, "w", encoding="utf-8") as out:
    json.dump(fixture, out, ensure_ascii=False, indent=1)
    out.write("\n")
print(f"wrote {len(cases)} cases to {path}")
