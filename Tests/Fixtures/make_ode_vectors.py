#!/usr/bin/env python3
"""Writes ode-solutions.json: differential equations dy/dx = f(x, y) with closed-form solutions, and Euler
polygons with their exact sums, shared by the Swift and JS tests (Tests/PlotCoreTests/ODESolutionTests.swift,
EulerPolygonTests.swift, Tests/JS/ode-solution.test.mjs, euler-polygon.test.mjs).

Solutions: each case gives f, the point, the frame and its size in device pixels, and the closed form as a PlotSite
expression the tests evaluate where they score the drawn points and chords in pixels. `ends` says, from the closed
form alone (never from an implementation), how each direction must end: "edge" (the closed form stays within the
margin of docs/sampling.md#differential-equations up to the frame's edge: the end is the edge, x exact); "margin"
(it leaves the margin, four frame heights above or below, at `x`: the end lies beyond the margin, before `limit`
where the solution ceases to exist); "vertical" (the slope turns vertical at (`x`, `y`), where the solution ceases:
the end is within a pixel of it, and open).

Euler: each case gives f, the start, h and `to`, and the vertices computed exactly with Fractions (x_i = x0 + i·h, the
last one `to`), written as the nearest doubles; `undefined` ends where f has no value at the last vertex; `tooMany`
cases need more steps than the limit.
Run: python3 Tests/Fixtures/make_ode_vectors.py
"""
import json
import math
import os
from fractions import Fraction as F

MARGIN_HEIGHTS = 4  # Public/js/shared-constants.js odeMarginHeights
solutions = []


def solution(name, f, through, frame, closed_form, value, ends):
    solutions.append({"name": name, "f": f, "through": list(through), "frame": frame, "closedForm": closed_form,
                      "ends": [end(value, through, frame, direction, e) for direction, e in ((-1, ends[0]), (1, ends[1]))]})


def end(value, through, frame, direction, expected):
    """Checks the expectation against the closed form on a fine grid, so that a wrong fixture fails here."""
    edge = frame["xMin"] if direction < 0 else frame["xMax"]
    height = frame["yMax"] - frame["yMin"]
    low, high = frame["yMin"] - MARGIN_HEIGHTS * height, frame["yMax"] + MARGIN_HEIGHTS * height
    limit = expected.get("limit", expected.get("x", edge))
    steps = 100000
    x0 = through[0]
    crossing = None
    for i in range(1, steps + 1):
        x = x0 + (limit - x0) * i / steps
        if i == steps and expected["reason"] != "edge":
            break
        y = value(x)
        if not low <= y <= high:
            crossing = x
            break
    if expected["reason"] == "edge":
        assert crossing is None, (expected, crossing)
        return {"reason": "edge", "x": edge}
    if expected["reason"] == "margin":
        assert crossing is not None and abs(crossing - expected["x"]) < 1e-3, (expected, crossing)
        return expected
    assert crossing is None, (expected, crossing)
    return expected


solution("y' = y: eˣ", "y", (0, 1), {"xMin": -3, "xMax": 3, "yMin": -1, "yMax": 10, "width": 600, "height": 500},
         "e^x", math.exp, [{"reason": "edge"}, {"reason": "edge"}])
solution("y' = x − y: x − 1 + 2e⁻ˣ", "x - y", (0, 1),
         {"xMin": -1, "xMax": 4, "yMin": -1, "yMax": 4, "width": 500, "height": 500},
         "x - 1 + 2e^(-x)", lambda x: x - 1 + 2 * math.exp(-x), [{"reason": "edge"}, {"reason": "edge"}])
# 1/(1 − x) leaves the margin (6 + 4·8 = 38) at x = 1 − 1/38 and blows up at x = 1.
solution("y' = y²: 1/(1 − x), blowing up at x = 1", "y^2", (0, 1),
         {"xMin": -3, "xMax": 3, "yMin": -2, "yMax": 6, "width": 600, "height": 400},
         "1/(1 - x)", lambda x: 1 / (1 - x), [{"reason": "edge"}, {"reason": "margin", "x": 1 - 1 / 38, "limit": 1}])
# The upper half circle: y′ = −x/y is undefined at y = 0, where the slope turns vertical, x = ±2.
solution("y' = −x/y: the upper half circle √(4 − x²)", "-x/y", (0, 2),
         {"xMin": -3, "xMax": 3, "yMin": -3, "yMax": 3, "width": 600, "height": 600},
         "sqrt(4 - x^2)", lambda x: math.sqrt(max(0.0, 4 - x * x)),
         [{"reason": "vertical", "x": -2, "y": 0}, {"reason": "vertical", "x": 2, "y": 0}])
solution("logistic y' = y(1 − y): 1/(1 + 9e⁻ˣ)", "y(1 - y)", (0, 0.1),
         {"xMin": -4, "xMax": 8, "yMin": -0.2, "yMax": 1.2, "width": 800, "height": 400},
         "1/(1 + 9e^(-x))", lambda x: 1 / (1 + 9 * math.exp(-x)), [{"reason": "edge"}, {"reason": "edge"}])
solution("logistic with a carrying capacity: y' = 0.5y(1 − y/10), 10/(1 + 9e^(−x/2))", "0.5y(1 - y/10)", (0, 1),
         {"xMin": -6, "xMax": 14, "yMin": -1, "yMax": 11, "width": 800, "height": 500},
         "10/(1 + 9e^(-x/2))", lambda x: 10 / (1 + 9 * math.exp(-x / 2)), [{"reason": "edge"}, {"reason": "edge"}])
solution("y' = −2xy: e^(−x²)", "-2xy", (0, 1),
         {"xMin": -3, "xMax": 3, "yMin": -0.5, "yMax": 1.5, "width": 600, "height": 300},
         "e^(-x^2)", lambda x: math.exp(-x * x), [{"reason": "edge"}, {"reason": "edge"}])

eulers = []


def euler(name, f, slope, start, h, to, undefined_at=None):
    """The exact recursion y_{i+1} = y_i + (x_{i+1} − x_i)·f(x_i, y_i), x_i = x0 + i·h, the last x exactly `to`."""
    x0, y0 = F(start[0]), F(start[1])
    h, to = F(h), F(to)
    direction = 1 if to >= x0 else -1
    points = [(x0, y0)]
    x, y, i = x0, y0, 1
    end = "reached"
    while x != to:
        if undefined_at is not None and x == F(undefined_at):
            end = "undefined"
            break
        nxt = x0 + direction * i * h
        if direction * (to - nxt) <= 0:
            nxt = to
        y = y + (nxt - x) * slope(x, y)
        x = nxt
        points.append((x, y))
        i += 1
    eulers.append({"name": name, "f": f, "start": [float(c) for c in start], "step": float(h), "to": float(to),
                   "points": [[float(px), float(py)] for px, py in points], "end": end})


euler("y' = y, h = 0.1 from 0 to 1: 1.1¹⁰", "y", lambda x, y: y, (0, 1), F(1, 10), 1)
euler("y' = x − y through (0, 1), h = 0.2 to 2", "x - y", lambda x, y: x - y, (0, 1), F(1, 5), 2)
euler("y' = y backwards, h = 0.25 from 0 to −1: 0.75⁴", "y", lambda x, y: y, (0, 1), F(1, 4), -1)
euler("y' = x, h = 0.3 from 0 to 1: the last step shortened to 0.1", "x", lambda x, y: x, (0, 0), F(3, 10), 1)
euler("y' = 1/(x − 0.5), h = 0.25: undefined at x = 0.5", "1/(x - 0.5)", lambda x, y: 1 / (x - F(1, 2)), (0, 0),
      F(1, 4), 1, undefined_at=F(1, 2))
euler("y' = 0.5y(1 − y/10), h = 0.5 from 0 to 4", "0.5y(1 - y/10)", lambda x, y: F(1, 2) * y * (1 - y / 10), (0, 1),
      F(1, 2), 4)

too_many = [{"f": "y", "start": [0, 1], "step": 1e-4, "to": 2, "steps": 20000}]

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "ode-solutions.json"), "w") as out:
    json.dump({"solutions": solutions, "euler": eulers, "eulerTooMany": too_many}, out, indent=1, ensure_ascii=False)
    out.write("\n")
