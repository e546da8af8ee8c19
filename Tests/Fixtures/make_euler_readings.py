#!/usr/bin/env python3
"""Writes euler-readings.json: figures' Euler polygons with the words the page states them in, shared by the Swift and
JS tests (Tests/PlotSiteGeneratorTests/EulerManifestTests.swift, Tests/JS/live-euler.test.mjs).

Each case gives f, the point, h and `to`; `value` the polygon's last vertex computed exactly with Fractions (x_i = x0 +
i·h, the last one `to`) as the nearest double, `exact` the closed-form solution's value at `to` (null where the solution
ceases to exist before `to`), and `en` and `de` the text of docs/manifest.md#eulers-method the page states: the value,
the exact one and the error (value − exact) to six significant digits, or why there is none. The texts are written here
from these numbers alone, never from an implementation.
Run: python3 Tests/Fixtures/make_euler_readings.py
"""
import json
import math
import os
from fractions import Fraction as F

STEPS_MAX = 10000  # Public/js/shared-constants.js eulerStepsMax


def six(value):
    """Six significant digits, trailing zeros dropped, with a minus sign (as the site writes an area's value)."""
    text = f"{value:.6g}"
    assert "e" not in text, text
    return text.replace("-", "\u2212")


def german(text):
    """Decimal commas between digits."""
    out = []
    for i, c in enumerate(text):
        out.append("," if c == "." and 0 < i < len(text) - 1 and text[i - 1].isdigit() and text[i + 1].isdigit() else c)
    return "".join(out)


def polygon(f, x0, y0, h, to):
    """The vertices with Fractions, or the last one and False where f is undefined there."""
    direction = 1 if to >= x0 else -1
    x, y, i = F(x0), F(y0), 1
    while x != to:
        slope = f(x, y)
        if slope is None:
            return (x, y), False
        nxt = F(x0) + direction * i * F(h)
        if direction * (F(to) - nxt) <= 0:
            nxt = F(to)
        x, y, i = nxt, y + (nxt - x) * slope, i + 1
    return (x, y), True


cases = []


def case(name, f_source, f, through, h, to, exact):
    count = math.ceil(abs(F(to) - F(through[0])) / F(h)) if h > 0 else None
    entry = {"name": name, "f": f_source, "through": through, "h": h, "to": to, "value": None, "exact": exact}
    point = lambda v: six(v)  # the ends and h are short numbers here
    if h <= 0:
        en = f"no polygon: h must be greater than 0, not {point(h)}"
        de = f"kein Streckenzug: h muss größer als 0 sein, nicht {german(point(h))}"
    elif count > STEPS_MAX:
        en = f"no polygon: {count} steps, more than {STEPS_MAX}; take a longer step h"
        de = f"kein Streckenzug: {count} Schritte, mehr als {STEPS_MAX}; wähle ein größeres h"
    else:
        (x, y), reached = polygon(f, *through, h, to)
        if not reached:
            en = f"the polygon stops at x = {point(float(x))}: dy/dx is undefined at ({point(float(x))}, {point(float(y))})"
            de = f"der Streckenzug endet bei x = {german(point(float(x)))}: dy/dx ist in ({german(point(float(x)))}; {german(point(float(y)))}) nicht definiert"
        else:
            entry["value"] = float(y)
            value = six(float(y))
            if exact is None:
                en = f"y({point(to)}) ≈ {value} · the exact solution does not reach x = {point(to)}"
                de = german(f"y({point(to)}) ≈ {value}") + f" · die exakte Lösung erreicht x = {german(point(to))} nicht"
            else:
                en = f"y({point(to)}) ≈ {value} · exact {six(exact)} · error {six(float(y) - exact)}"
                de = german(f"y({point(to)}) ≈ {value} · exakt {six(exact)} · Fehler {six(float(y) - exact)}")
    entry["en"], entry["de"] = en, de
    cases.append(entry)


grow = lambda x, y: y
case("y' = y, h = 0.25 to 2: 1.25⁸ beside e²", "y", grow, [0, 1], 0.25, 2, math.exp(2))
case("y' = y, h = 0.5 to 2: 1.5⁴ beside e²", "y", grow, [0, 1], 0.5, 2, math.exp(2))
case("y' = y, h = 0.1 to 1: 1.1¹⁰ beside e", "y", grow, [0, 1], 0.1, 1, math.e)
case("y' = y backward, h = 0.5 to −1: 0.5² beside 1/e", "y", grow, [0, 1], 0.5, -1, math.exp(-1))
case("y' = x − y, h = 0.2 to 2 beside x − 1 + 2e⁻ˣ", "x - y", lambda x, y: x - y, [0, 1], 0.2, 2, 1 + 2 * math.exp(-2))
case("y' = y², h = 0.25 to 2: the solution 1/(1 − x) ceases at x = 1", "y^2", lambda x, y: y * y, [0, 1], 0.25, 2, None)
case("y' = 1/x from (−1, 1), h = 0.5 to 1: stops at x = 0", "1/x", lambda x, y: None if x == 0 else 1 / x, [-1, 1], 0.5, 1, None)
case("h = 0: no polygon", "y", grow, [0, 1], 0, 2, None)
case("h = 0.0001 to 2: 20000 steps, too many", "y", grow, [0, 1], 0.0001, 2, None)

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "euler-readings.json"), "w", encoding="utf-8") as out:
    json.dump({"cases": cases}, out, ensure_ascii=False, indent=1)
    out.write("\n")
