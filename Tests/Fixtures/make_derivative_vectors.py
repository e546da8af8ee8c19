#!/usr/bin/env python3
"""Writes derivatives.json: exact derivatives, shared by the Swift and JS tests.

Each case is an expression, its derivative written out by hand as a closed form (evaluated here with
Python's math module, an oracle independent of both implementations), points where the derivative
exists with its expected value there, points where it does not (a kink, a jump, a domain edge, a
point where the function itself is undefined), and the formula the language describes the derivative
as. Run: python3 Tests/Fixtures/make_derivative_vectors.py
"""
import json
import math
import os

cases = []


def case(expression, slope, points, undefined=(), formula=None, functions=None, parameters=None):
    entry = {"expression": expression}
    if functions:
        entry["functions"] = functions
    if parameters:
        entry["parameters"] = parameters
    entry["points"] = [[x, slope(x)] for x in points]
    entry["undefinedAt"] = list(undefined)
    if formula is not None:
        entry["formula"] = formula
    cases.append(entry)


def real_root(a, p, q):
    """a^(p/q) over the reals for odd q."""
    m = abs(a) ** (p / q)
    return -m if a < 0 and p % 2 else m


sec = lambda v: 1 / math.cos(v)
csc = lambda v: 1 / math.sin(v)
cot = lambda v: 1 / math.tan(v)
P = [-2.5, -1.3, -0.5, 0.25, 0.7, 1.9, 3.1]

# Polynomials and powers.
case("x^3 - 3x", lambda x: 3 * x * x - 3, [2, -1, 0, 0.5, 3.7], formula="3x² − 3")
case("x", lambda x: 1, [-3, 0, 5], formula="1")
case("7", lambda x: 0, [-3, 0, 5], formula="0")
case("2.5x^2 - x + 4", lambda x: 5 * x - 1, P, formula="5x − 1")
case("x^-1", lambda x: -1 / x**2, [-2, -0.5, 0.5, 3], undefined=[0], formula="−x^(−2)")
case("1/x", lambda x: -1 / x**2, [-2, -0.5, 0.5, 3], undefined=[0], formula="−1/x²")
case("x^(1/3)", lambda x: real_root(x, -2, 3) / 3, [-8, -1, 0.5, 8], undefined=[0], formula="x^(−2/3)/3")
case("x^(2/3)", lambda x: 2 * real_root(x, -1, 3) / 3, [-8, -1, 0.5, 8], undefined=[0], formula="2x^(−1/3)/3")
case("x^(1/2)", lambda x: 0.5 / math.sqrt(x), [0.25, 1, 4], undefined=[-1, 0], formula="x^(−1/2)/2")
case("x^2.5", lambda x: 2.5 * x**1.5, [0.5, 1, 2, 4], undefined=[-1], formula="2.5x^(2.5 − 1)")
case("x^x", lambda x: x**x * (math.log(x) + 1), [0.2, 1, 2, 3.5], undefined=[-1, -0.5, 0], formula="x^x·(ln(x) + x/x)")
case("2^x", lambda x: 2**x * math.log(2), P, formula="2^x·ln(2)")
case("e^x", lambda x: math.exp(x), P, formula="e^x")
case("e^(2x)", lambda x: 2 * math.exp(2 * x), P, formula="2e^(2x)")
case("(x^2 + 1)^3", lambda x: 6 * x * (x * x + 1) ** 2, P, formula="6(x² + 1)²x")
case("√x", lambda x: 0.5 / math.sqrt(x), [0.25, 1, 4, 9], undefined=[-1, 0], formula="1/(2√x)")
case("sqrt(x^2 + 1)", lambda x: x / math.sqrt(x * x + 1), P, formula="2x/(2√(x² + 1))")
# Trigonometric, hyperbolic, exponential and logarithmic functions.
case("sin(x)", math.cos, P, formula="cos(x)")
case("cos(x)", lambda x: -math.sin(x), P, formula="−sin(x)")
case("tan(x)", lambda x: sec(x) ** 2, P, formula="sec(x)²")
case("sec(x)", lambda x: sec(x) * math.tan(x), P, formula="sec(x)·tan(x)")
case("csc(x)", lambda x: -csc(x) * cot(x), P, undefined=[0], formula="−csc(x)·cot(x)")
case("cot(x)", lambda x: -csc(x) ** 2, P, undefined=[0], formula="−csc(x)²")
case("asin(x)", lambda x: 1 / math.sqrt(1 - x * x), [-0.9, -0.5, 0, 0.25, 0.7], undefined=[-1, 1, 1.5],
     formula="1/√(1 − x²)")
case("arcsin(x)", lambda x: 1 / math.sqrt(1 - x * x), [0.5], undefined=[1], formula="1/√(1 − x²)")
case("acos(x)", lambda x: -1 / math.sqrt(1 - x * x), [-0.9, 0, 0.7], undefined=[-1, 1, -2], formula="−1/√(1 − x²)")
case("atan(x)", lambda x: 1 / (1 + x * x), P, formula="1/(1 + x²)")
case("sinh(x)", math.cosh, P, formula="cosh(x)")
case("cosh(x)", math.sinh, P, formula="sinh(x)")
case("tanh(x)", lambda x: 1 / math.cosh(x) ** 2, P, formula="1/cosh(x)²")
case("exp(x)", math.exp, P, formula="exp(x)")
case("exp(-x^2)", lambda x: -2 * x * math.exp(-x * x), P, formula="−2exp(−x²)·x")
case("ln(x)", lambda x: 1 / x, [0.25, 1, 3.1], undefined=[-1, 0], formula="1/x {x > 0}")
case("log(x)", lambda x: 1 / (x * math.log(10)), [0.25, 1, 3.1], undefined=[-1, 0], formula="1/(x·ln(10)) {x > 0}")
case("ln(x^2 + 1)", lambda x: 2 * x / (x * x + 1), P, formula="2x/(x² + 1) {x² + 1 > 0}")
# Functions without a derivative at some points.
case("abs(x)", lambda x: math.copysign(1, x), [-2, -0.5, 0.5, 3], undefined=[0], formula="{x < 0: −1, x > 0: 1}")
case("abs(x^2 - 1)", lambda x: 2 * x * math.copysign(1, x * x - 1), [-2, -0.5, 0, 0.5, 3], undefined=[-1, 1],
     formula="{x² − 1 < 0: −2x, x² − 1 > 0: 2x, x² − 1 = 0 = 2x: 0}")
case("abs(x^3)", lambda x: 3 * x * abs(x), [-2, 0, 0.5], formula="{x³ < 0: −3x², x³ > 0: 3x², x³ = 0 = 3x²: 0}")
case("floor(x)", lambda x: 0, [-2.5, 0.5, 3.7], undefined=[-2, 0, 1, 3], formula="0 {floor(x) < x}")
case("ceil(x)", lambda x: 0, [-2.5, 0.5, 3.7], undefined=[-2, 0, 1, 3], formula="0 {x < ceil(x)}")
case("sign(x)", lambda x: 0, [-2.5, 0.5, 3.7], undefined=[0], formula="{x < 0: 0, x > 0: 0}")
case("sgn(x - 1)", lambda x: 0, [-2.5, 0.5, 3.7], undefined=[1], formula="{x − 1 < 0: 0, x − 1 > 0: 0}")
case("min(x, x^2)", lambda x: 2 * x if 0 < x < 1 else 1, [-1, 0.5, 2], undefined=[0, 1],
     formula="{x < x²: 1, x > x²: 2x, x − x² = 0 = 1 − 2x: 1}")
case("max(x^3, 0)", lambda x: 3 * x * x if x > 0 else 0, [-1, 0, 2], formula="{x³ > 0: 3x², x³ < 0: 0, x³ = 0 = 3x²: 3x²}")
case("max(x, 2 - x, 0)", lambda x: 1 if x > 1 else -1, [-1, 0.5, 2, 3], undefined=[1],
     formula="{max(x, 2 − x) > 0: {x > 2 − x: 1, x < 2 − x: −1}, max(x, 2 − x) < 0: 0, "
             "max(x, 2 − x) = 0 = {x > 2 − x: 1, x < 2 − x: −1}: {x > 2 − x: 1, x < 2 − x: −1}}")
# Piecewise functions and restrictions: differentiable at a boundary only where both sides meet with one slope.
case("{x < 1: x², 2x − 1}", lambda x: 2 * x if x < 1 else 2, [-1, 0.5, 1, 2], formula=
     "{x < 1: 2x, x > 1: 2, x² − 2x + 1 = 0 = 2x − 2: 2x}")
case("{x < 1: x², 3 − x}", lambda x: 2 * x if x < 1 else -1, [-1, 0.5, 2], undefined=[1], formula=
     "{x < 1: 2x, x > 1: −1, x² − 3 + x = 0 = 2x + 1: 2x}")
case("{x ≤ 0: −x, x}", lambda x: -1 if x < 0 else 1, [-1, 2], undefined=[0], formula="{x < 0: −1, x > 0: 1}")
case("{x = 0: 1, x²}", lambda x: 2 * x, [-1, 2], undefined=[0], formula="{x < 0: 2x, x > 0: 2x, 1 − x² = 0 = −2x: 0}")
case("x² {0 ≤ x ≤ 2}", lambda x: 2 * x, [0.5, 1.5], undefined=[-1, 0, 2, 3], formula="2x {0 < x < 2}")
case("{x < 0: sin(x), x < 2: x, 2 + ln(x − 1)}", lambda x: math.cos(x) if x < 0 else (1 if x < 2 else 1 / (x - 1)),
     [-1, 0, 1, 2, 3])
case("{x < 0: {x < −1: 0, x + 1}, 1}", lambda x: 0 if x < -1 else (1 if x < 0 else 0), [-2, -0.5, 0.5], undefined=[-1, 0])
# Chain rule, products, quotients.
case("sin(x)/x", lambda x: (math.cos(x) * x - math.sin(x)) / x**2, P, undefined=[0], formula="(cos(x)·x − sin(x))/x²")
case("x·sin(x)", lambda x: math.sin(x) + x * math.cos(x), P, formula="sin(x) + x·cos(x)")
case("sin(x²)", lambda x: 2 * x * math.cos(x * x), P, formula="2cos(x²)·x")
case("sin(cos(x))", lambda x: -math.cos(math.cos(x)) * math.sin(x), P, formula="−cos(cos(x))·sin(x)")
case("exp(sin(x))·ln(x)", lambda x: math.exp(math.sin(x)) * (math.cos(x) * math.log(x) + 1 / x), [0.25, 0.7, 1.9, 3.1],
     undefined=[-1, 0])
case("(x + 1)/(x − 1)", lambda x: -2 / (x - 1) ** 2, P, undefined=[1], formula="(x − 1 − x − 1)/(x − 1)²")
case("3/(x² + 1)", lambda x: -6 * x / (x * x + 1) ** 2, P, formula="−6x/(x² + 1)²")
case("tan(2x − 1)", lambda x: 2 * sec(2 * x - 1) ** 2, P, formula="2sec(2x − 1)²")
case("−x³ + 2", lambda x: -3 * x * x, P, formula="−3x²")
case("π x", lambda x: math.pi, P, formula="π")
# Parameters are constants.
case("a x^2 + b x", lambda x: 2 * 1.5 * x - 2, P, parameters={"a": 1.5, "b": -2}, formula="2a·x + b")
case("sin(b x)", lambda x: 3 * math.cos(3 * x), P, parameters={"b": 3}, formula="cos(b·x)·b")
case("x^a", lambda x: 2.5 * x**1.5, [0.5, 2], parameters={"a": 2.5}, formula="a·x^(a − 1)")

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "derivatives.json"), "w", encoding="utf-8") as out:
    json.dump({"cases": cases}, out, ensure_ascii=False, indent=1)
    out.write("\n")
print(f"{len(cases)} cases")
