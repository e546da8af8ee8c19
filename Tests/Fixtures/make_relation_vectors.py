#!/usr/bin/env python3
"""Writes relations.json: relations in x and y (docs/language.md#relations), shared by the Swift and JS tests.

Each accepted case: the description, what it draws (kind), the explicit function's description where there is one,
and at some points (x, y) either left − right (an equation; null where undefined) or whether the region holds
there, from Python formulas written out by hand. Each rejected case: the error's kind, 0-based offset and message.
Run: python3 Tests/Fixtures/make_relation_vectors.py
"""
import json
import math
import os

from real_values import safe

POINTS = [(-1.5, 0.5), (0, 0), (0.5, -2), (1, 1), (2, 0), (-0.25, 1.75), (1.5, 3), (-2, -2)]


cases = []


def case(source, description, kind, f, function=None, parameters=None, values=None, functions=None, warnings=None):
    """`f(x, y)` is left − right for an equation, whether the region holds for inequalities."""
    entry = {"source": source, "description": description, "kind": kind}
    if function is not None:
        entry["function"] = function
    if parameters is not None:
        entry["parameters"] = sorted(parameters)
        entry["parameterValues"] = values
    if functions is not None:
        entry["functions"] = functions
    if warnings is not None:
        entry["warnings"] = warnings
    values = values or {}
    if kind == "region":
        entry["holds"] = [[x, y, bool(f(x, y, **values))] for x, y in POINTS]
    else:
        entry["differences"] = [[x, y, safe(lambda x, y: f(x, y, **values), x, y)] for x, y in POINTS]
    cases.append(entry)


def error(source, kind, offset, message, parameters=None):
    entry = {"source": source, "error": {"kind": kind, "offset": offset, "message": message}}
    if parameters is not None:
        entry["parameters"] = parameters
    cases.append(entry)


def cbrt_like(a):
    return math.copysign(abs(a) ** (1 / 3), a)


# --- equations: implicit curves
case("x^2 + y^2 = 4", "x² + y² = 4", "curve", lambda x, y: x * x + y * y - 4)
case("x²+y²=4", "x² + y² = 4", "curve", lambda x, y: x * x + y * y - 4)
case("y^2 = x^3 - x", "y² = x³ − x", "curve", lambda x, y: y * y - (x ** 3 - x))
case("x^3 + y^3 = 3xy", "x³ + y³ = 3x·y", "curve", lambda x, y: x ** 3 + y ** 3 - 3 * x * y)
case("x³ + y³ = 3x·y", "x³ + y³ = 3x·y", "curve", lambda x, y: x ** 3 + y ** 3 - 3 * x * y)
case("sin(x) = cos(y)", "sin(x) = cos(y)", "curve", lambda x, y: math.sin(x) - math.cos(y))
case("x·y = 0", "x·y = 0", "curve", lambda x, y: x * y)
case("xy = 1", "x·y = 1", "curve", lambda x, y: x * y - 1)
case("x y = 1", "x·y = 1", "curve", lambda x, y: x * y - 1)
case("yx = 1", "y·x = 1", "curve", lambda x, y: y * x - 1)
case("(x^2+y^2)^2 = 2(x^2-y^2)", "(x² + y²)² = 2(x² − y²)", "curve",
     lambda x, y: (x * x + y * y) ** 2 - 2 * (x * x - y * y))
case("x^2 + y^2 = 0", "x² + y² = 0", "curve", lambda x, y: x * x + y * y)
case("x^2/4 + y^2 = 1", "x²/4 + y² = 1", "curve", lambda x, y: x * x / 4 + y * y - 1)
case("2y = x", "2y = x", "functionOfY", lambda x, y: 2 * y - x, function="2y")
case("2y = 3x", "2y = 3x", "curve", lambda x, y: 2 * y - 3 * x)
case("y = y^2 + x", "y = y² + x", "curve", lambda x, y: y - (y * y + x))
case("x = x^2 + y", "x = x² + y", "curve", lambda x, y: x - (x * x + y))
case("y == x^2 + y^2", "y = x² + y²", "curve", lambda x, y: y - (x * x + y * y))
case("|x - 1| = |y|", "abs(x − 1) = abs(y)", "curve", lambda x, y: abs(x - 1) - abs(y))
case("{x = 1: y, x} = 2", "{x = 1: y, x} = 2", "curve", lambda x, y: (y if x == 1 else x) - 2)
case("√(x^2+y^2) = 1 + y {x > 0}", "√(x² + y²) = 1 + y {x > 0}", "curve",
     lambda x, y: math.sqrt(x * x + y * y) - (1 + y) if x > 0 else None)
case("e^(x y) = 2", "e^(x·y) = 2", "curve", lambda x, y: math.e ** (x * y) - 2)
case("sin(xy) = y^(1/3)", "sin(x·y) = y^(1/3)", "curve", lambda x, y: math.sin(x * y) - cbrt_like(y))
case("a x + b y = c", "a·x + b·y = c", "curve", lambda x, y, a, b, c: a * x + b * y - c,
     parameters=["a", "b", "c"], values={"a": 2, "b": -1, "c": 0.5})
case("f(x) + f(y) = 1", "x² + y² = 1", "curve", lambda x, y: x * x + y * y - 1, functions={"f": "x^2"})
case("e^-2xy = 1", "e^(−2)·x·y = 1", "curve", lambda x, y: math.e ** -2 * x * y - 1,
     warnings=[{"kind": "ambiguousExponent", "offset": 1, "readAs": "e^(−2)·x", "alternatives": ["e^(−2x)", "e^(−2)·x"]}])

# --- explicit curves: y alone on one side, x alone on one side
case("y = x^2", "y = x²", "functionOfX", lambda x, y: y - x * x, function="x²")
case("x^2 = y", "x² = y", "functionOfX", lambda x, y: x * x - y, function="x²")
case("y = 3", "y = 3", "functionOfX", lambda x, y: y - 3, function="3")
case("y = x^2 {x > 0}", "y = x² {x > 0}", "functionOfX", lambda x, y: y - x * x if x > 0 else None, function="x² {x > 0}")
case("y = -x", "y = −x", "functionOfX", lambda x, y: y + x, function="−x")
case("(y) = sin(x)", "y = sin(x)", "functionOfX", lambda x, y: y - math.sin(x), function="sin(x)")
case("y = a x", "y = a·x", "functionOfX", lambda x, y, a: y - a * x, function="a·x", parameters=["a"], values={"a": 3})
case("x = y^2", "x = y²", "functionOfY", lambda x, y: x - y * y, function="y²")
case("x = 2", "x = 2", "functionOfY", lambda x, y: x - 2, function="2")
case("sin(y) = x", "sin(y) = x", "functionOfY", lambda x, y: math.sin(y) - x, function="sin(y)")
case("−y = x", "−y = x", "functionOfY", lambda x, y: -y - x, function="−y")
case("y = y", "y = y", "curve", lambda x, y: 0)

# --- inequalities: regions
case("y < x^2", "y < x²", "region", lambda x, y: y < x * x)
case("x^2 + y^2 <= 4", "x² + y² ≤ 4", "region", lambda x, y: x * x + y * y <= 4)
case("|x| + |y| < 1", "abs(x) + abs(y) < 1", "region", lambda x, y: abs(x) + abs(y) < 1)
case("y > x^2 and y < 4", "y > x² and y < 4", "region", lambda x, y: y > x * x and y < 4)
case("0 < y < x", "0 < y < x", "region", lambda x, y: 0 < y < x)
case("y >= x and x >= 0 and x+y <= 2", "y ≥ x and x ≥ 0 and x + y ≤ 2", "region",
     lambda x, y: y >= x and x >= 0 and x + y <= 2)
case("x ≥ -1", "x ≥ −1", "region", lambda x, y: x >= -1)
case("y < √x", "y < √x", "region", lambda x, y: x >= 0 and y < math.sqrt(x))
case("y < x^2 {x > 0}", "y < x² {x > 0}", "region", lambda x, y: x > 0 and y < x * x)
case("||x| - 1| + |y| < 0.5", "abs(abs(x) − 1) + abs(y) < 0.5", "region", lambda x, y: abs(abs(x) - 1) + abs(y) < 0.5)
case("y < 1and x > 0", "y < 1 and x > 0", "region", lambda x, y: y < 1 and x > 0)
case("a < y and d > n x", "a < y and d > n·x", "region", lambda x, y, a, d, n: a < y and d > n * x,
     parameters=["a", "d", "n"], values={"a": 0, "d": 1, "n": 2})

# --- errors, each where the problem is, with the way forward
error("x^2 + y^2", "badRelation", 9, "a relation needs '=' for a curve or '<', '≤', '>', '≥' for a region, as in x² + y² = 4")
error("1 = 2", "badRelation", 2, "an equation needs x or y, as in x² + y² = 4")
error("a < 2", "badRelation", 2, "an inequality needs x or y, as in y < x²", parameters=["a"])
error("y = x < 2", "badRelation", 6, "'=' and '<' cannot be mixed: an equation is a curve, inequalities make a region")
error("y < x and y = 1", "badRelation", 12, "'<' and '=' cannot be mixed: an equation is a curve, inequalities make a region")
error("x = y = 1", "badRelation", 6, "an equation has one '=': draw two equations as two curves")
error("x = 0 and y = 0", "badRelation", 12, "an equation has one '=': draw two equations as two curves")
error("y < x or y > 2", "badRelation", 6, "'or' is not supported: a region is where all of its inequalities hold, joined with 'and'")
error("y < 1 and", "incomplete", 9, "expression is incomplete: 'and' needs a comparison after it")
error("y < 1 and x", "badRelation", 10, "each side of 'and' needs a comparison, as in y > x² and y < 4")
error("x and y < 1", "badRelation", 0, "each side of 'and' needs a comparison, as in y > x² and y < 4")
error("(y < x)", "misplacedComparison", 3, "'<' compares only between the sides of a relation or inside braces")
error("sin(y = x)", "misplacedComparison", 6, "'=' compares only between the sides of a relation or inside braces")
error("y < |x = 1|", "misplacedComparison", 7, "'=' compares only between the sides of a relation or inside braces")
error("y < x :", "unexpectedToken", 6, "unexpected ':'")
error("z = x", "unknownName", 0, "unknown name 'z' (the variables are x and y)")
error("y = sum(y = 1 … 3, y x)", "unexpectedToken", 8, "y is a variable of the relation; choose another letter for the index, as in sum(k = 1 … 10, k²)")
error("", "empty", 0, "expression is empty")
error("y = |x", "unexpectedToken", 6, "expected '|' before end of expression")
error("y = and", "unexpectedToken", 4, "unexpected 'and'")
error("y = 2 and", "incomplete", 9, "expression is incomplete: 'and' needs a comparison after it")
error("x < 1, y < 1", "unexpectedCharacter", 5, "unexpected character ','")
error("{x > 0 and y > 0: 1} = y", "unexpectedToken", 7, "unexpected 'and'")

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "relations.json")
with open(out, "w", encoding="utf-8") as f:
    json.dump({"about": "Relations in x and y (docs/language.md#relations), made by make_relation_vectors.py. An accepted "
                        "case: its description, kind (functionOfX, functionOfY, curve or region), the explicit "
                        "function's description (y written as y), and at points [x, y]: left − right of an equation "
                        "(within 1e-9 relative, null where undefined) or whether the region holds. parameters and "
                        "their values, named functions (defined in x) where given. A rejected case: the error's kind, "
                        "0-based offset and message.",
               "cases": cases}, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(f"{len(cases)} cases written to {out}")
