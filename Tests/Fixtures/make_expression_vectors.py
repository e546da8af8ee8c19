#!/usr/bin/env python3
"""Writes expressions.json: the expression-language test vectors shared by the Swift and JS tests.

Expected values come from Python's math module evaluating each formula written out by hand, an
oracle independent of both implementations. Run: python3 Tests/Fixtures/make_expression_vectors.py
"""
import json
import math
import os

import series_vectors

XS = [-2.5, -1, -0.5, 0, 0.5, 1, 2, 3.7]


def real_root(a, p, q):
    """a^(p/q) over the reals for odd q."""
    m = abs(a) ** (p / q)
    return -m if a < 0 and p % 2 else m


def safe(f, x):
    try:
        y = f(x)
    except (ValueError, ZeroDivisionError, OverflowError):
        return None
    if isinstance(y, complex) or y is None or math.isnan(y) or math.isinf(y):
        return None
    return y


cases = []


def value(source, description, f, xs=XS):
    cases.append({"source": source, "description": description,
                  "values": [[x, safe(f, x)] for x in xs]})


def warned(source, description, f, warnings, xs=XS):
    """An accepted source that reads in a way people often do not mean: the same warnings from both
    implementations, each [offset of the '^', how it was read, the two unambiguous ways to write it]."""
    value(source, description, f, xs)
    cases[-1]["warnings"] = [{"kind": "ambiguousExponent", "offset": offset, "readAs": read_as,
                              "alternatives": alternatives} for offset, read_as, alternatives in warnings]


def constant(source, description, v):
    cases.append({"source": source, "description": description, "values": [[0, v]]})


def error(source, kind, offset, message=None):
    """A rejected source; with a message, both implementations must give exactly that text."""
    expected = {"kind": kind, "offset": offset}
    if message is not None:
        expected["message"] = message
    cases.append({"source": source, "error": expected})


def exact(source, description, pairs):
    """Values that must match bit for bit (the sign of zero too), not within a tolerance."""
    cases.append({"source": source, "description": description, "exact": True,
                  "values": [[x, y] for x, y in pairs]})


def ieee_div(a, b):
    """a / b as IEEE 754 divides, where Python raises on a zero divisor."""
    if b != 0:
        return a / b
    if a == 0 or math.isnan(a):
        return math.nan
    return math.copysign(math.inf, a) * math.copysign(1, b)


def sum_written(terms):
    """Left to right, as written: ((a + b) + c) + …"""
    total = terms[0]
    for term in terms[1:]:
        total += term
    return total


def product_written(factors):
    """Left to right, as written: ((a·b)·c)·…"""
    total = factors[0]
    for factor in factors[1:]:
        total *= factor
    return total


def nested(f, times, x):
    for _ in range(times):
        x = f(x)
    return x


ln, log10, sqrt, exp = math.log, math.log10, math.sqrt, math.exp
pi, e = math.pi, math.e

# --- numbers and constants
constant("2", "2", 2)
constant("2.5", "2.5", 2.5)
constant(".5", "0.5", 0.5)
constant("007.500", "7.5", 7.5)
constant("3.", "3", 3)
constant("0", "0", 0)
constant("π", "π", pi)
constant("pi", "π", pi)
constant("e", "e", e)
constant("2π", "2π", 2 * pi)
constant("1234567.125", "1234567.125", 1234567.125)
constant("  42  ", "42", 42)
value("x", "x", lambda x: x)
value(" x ", "x", lambda x: x)

# --- operators and precedence (docs/language.md#operators-and-precedence)
constant("1+2*3", "1 + 2·3", 7)
constant("(1+2)*3", "(1 + 2)·3", 9)
constant("2^3^2", "2^3²", 512)
constant("2^-1", "2^(−1)", 0.5)
constant("-2^2", "−2²", -4)
constant("(-2)^2", "(−2)²", 4)
constant("0^0", "0⁰", 1)
constant("10-4-3", "10 − 4 − 3", 3)
constant("100/10/5", "100/10/5", 2)
constant("2*3/4", "2·3/4", 1.5)
constant("1/0", "1/0", None)
constant("0/0", "0/0", None)
constant("5×3÷2−1", "5·3/2 − 1", 6.5)
constant("+3", "3", 3)
constant("--3", "−(−3)", 3)
constant("2--3", "2 + 3", 5)
constant("2+-3", "2 − 3", -1)
constant("2*-3", "2(−3)", -6)
constant("7·2", "7·2", 14)
value("-x^2", "−x²", lambda x: -(x ** 2))
value("-x", "−x", lambda x: -x)
value("x^2", "x²", lambda x: x ** 2)
value("x^10", "x¹⁰", lambda x: x ** 10)
value("x^0", "x⁰", lambda x: 1)
value("x^-1", "x^(−1)", lambda x: 1 / x)
value("x^-2", "x^(−2)", lambda x: 1 / x ** 2)
value("x^0.5", "x^0.5", lambda x: x ** 0.5 if x >= 0 else None)
value("x^2.5", "x^2.5", lambda x: x ** 2.5 if x >= 0 else None)
value("2^x", "2^x", lambda x: 2 ** x)
value("e^x", "e^x", lambda x: e ** x)
value("x^x", "x^x", lambda x: x ** x)
value("x^2^3", "x^2³", lambda x: x ** 8)
value("(x^2)^3", "(x²)³", lambda x: x ** 6)
value("x-x", "x − x", lambda x: 0)
value("x+x*x", "x + x·x", lambda x: x + x * x)
value("x/2/2", "x/2/2", lambda x: x / 4)
value("1/x", "1/x", lambda x: 1 / x)
value("x/(x^2-1)", "x/(x² − 1)", lambda x: x / (x * x - 1))
value("1/(x-1)^2", "1/(x − 1)²", lambda x: 1 / (x - 1) ** 2)
value("x−1", "x − 1", lambda x: x - 1)
value("x×x", "x·x", lambda x: x * x)
value("x÷4", "x/4", lambda x: x / 4)
value("3*x", "3x", lambda x: 3 * x)
value("x*3", "x·3", lambda x: 3 * x)
value("-(x+1)", "−(x + 1)", lambda x: -(x + 1))
value("-(2x)", "−(2x)", lambda x: -2 * x)
value("x - -x", "x + x", lambda x: 2 * x)
value("x + -2x", "x − 2x", lambda x: -x)
value("-x-x", "−x − x", lambda x: -2 * x)

# --- superscripts
value("x²", "x²", lambda x: x ** 2)
value("x³", "x³", lambda x: x ** 3)
value("x¹⁰", "x¹⁰", lambda x: x ** 10)
value("(x+1)³", "(x + 1)³", lambda x: (x + 1) ** 3)
value("2x³", "2x³", lambda x: 2 * x ** 3)
value("-x²", "−x²", lambda x: -(x ** 2))
value("x²³", "x²³", lambda x: x ** 23)
value("sin(x)²", "sin(x)²", lambda x: math.sin(x) ** 2)
value("x² ^ 2", "(x²)²", lambda x: x ** 4)
constant("2³", "2³", 8)
constant("10⁰", "10⁰", 1)

# --- implicit multiplication
value("2x", "2x", lambda x: 2 * x)
value("2πx", "2πx", lambda x: 2 * pi * x)
value("3sin(x)", "3sin(x)", lambda x: 3 * math.sin(x))
value("(x+1)(x-1)", "(x + 1)(x − 1)", lambda x: (x + 1) * (x - 1))
value("x(x+1)", "x(x + 1)", lambda x: x * (x + 1))
value("2√(x)", "2√x", lambda x: 2 * sqrt(x))
value("2√x", "2√x", lambda x: 2 * sqrt(x))
value("xx", "x·x", lambda x: x * x)
value("ex", "e·x", lambda x: e * x)
value("xe", "x·e", lambda x: e * x)
value("πx", "πx", lambda x: pi * x)
value("xπ", "xπ", lambda x: pi * x)
value("xsin(x)", "x·sin(x)", lambda x: x * math.sin(x))
value("sin(x)cos(x)", "sin(x)·cos(x)", lambda x: math.sin(x) * math.cos(x))
# A function's call before a letter, and a power written with '^' before any factor, are written with
# '·' so the description cannot be misread (sin(x)x looks like one call; e^(−2)x like e^(−2x)).
value("sin(x)*x", "sin(x)·x", lambda x: math.sin(x) * x)
value("sin(x)²x", "sin(x)²·x", lambda x: math.sin(x) ** 2 * x)
value("2sin(x)(x+1)", "2sin(x)(x + 1)", lambda x: 2 * math.sin(x) * (x + 1))
value("e^(-2)x", "e^(−2)·x", lambda x: e ** -2 * x)
value("e^-2 x", "e^(−2)·x", lambda x: e ** -2 * x)
value("x^2 sin(x)", "x²sin(x)", lambda x: x ** 2 * math.sin(x))
# An exponent without parentheses followed at once by an implied product is read as the precedence
# rules say, and both implementations warn, offering the two unambiguous forms.
warned("e^-2x", "e^(−2)·x", lambda x: e ** -2 * x, [(1, "e^(−2)·x", ["e^(−2x)", "e^(−2)·x"])])
warned("e^2x", "e²x", lambda x: e ** 2 * x, [(1, "e²x", ["e^(2x)", "e²x"])])
warned("2^3x", "2³x", lambda x: 8 * x, [(1, "2³x", ["2^(3x)", "2³x"])])
warned("-e^-x(x+1)", "−e^(−x)·(x + 1)", lambda x: -(e ** -x) * (x + 1),
       [(2, "e^(−x)·(x + 1)", ["e^(−x(x + 1))", "e^(−x)·(x + 1)"])])
warned("1 + e^sin(x)x", "1 + e^sin(x)·x", lambda x: 1 + e ** math.sin(x) * x,
       [(5, "e^sin(x)·x", ["e^(sin(x)·x)", "e^sin(x)·x"])])
warned("x^2x^3x", "x²x³x", lambda x: x ** 6,
       [(1, "x²x³", ["x^(2x³)", "x²x³"]), (4, "x³x", ["x^(3x)", "x³x"])])
value("1/2x", "1/2x", lambda x: x / 2)
value("2x/3x", "2x/3x", lambda x: 2 * x / 3 * x)
value("2(x)", "2x", lambda x: 2 * x)
value("(x)(x)(x)", "x·x·x", lambda x: x ** 3)
value("2 x", "2x", lambda x: 2 * x)
value("x^2 x", "x²x", lambda x: x ** 3)
value("-2x", "−2x", lambda x: -2 * x)

# --- functions
value("sin(x)", "sin(x)", math.sin)
value("cos(x)", "cos(x)", math.cos)
value("tan(x)", "tan(x)", math.tan)
value("asin(x)", "asin(x)", math.asin)
value("acos(x)", "acos(x)", math.acos)
value("atan(x)", "atan(x)", math.atan)
value("sinh(x)", "sinh(x)", math.sinh)
value("cosh(x)", "cosh(x)", math.cosh)
value("tanh(x)", "tanh(x)", math.tanh)
value("ln(x)", "ln(x)", lambda x: ln(x))
value("log(x)", "log(x)", lambda x: log10(x))
value("exp(x)", "exp(x)", exp)
value("abs(x)", "abs(x)", abs)
value("sqrt(x)", "√x", sqrt)
value("floor(x)", "floor(x)", math.floor)
value("ceil(x)", "ceil(x)", math.ceil)
value("√x", "√x", sqrt)
value("√(x+1)", "√(x + 1)", lambda x: sqrt(x + 1))
value("√2x", "√2x", lambda x: sqrt(2) * x)
value("√x²", "√x²", lambda x: sqrt(x) ** 2)
value("√(x²)", "√(x²)", lambda x: abs(x))
value("√√x", "√√x", lambda x: sqrt(sqrt(x)))
value("√sin(x)", "√sin(x)", lambda x: sqrt(math.sin(x)))
value("√π x", "√πx", lambda x: sqrt(pi) * x)
value("sin(x)+cos(x)", "sin(x) + cos(x)", lambda x: math.sin(x) + math.cos(x))
value("exp(-x^2)", "exp(−x²)", lambda x: exp(-x * x))
value("sin(1/x)", "sin(1/x)", lambda x: math.sin(1 / x))
value("sin(x)/x", "sin(x)/x", lambda x: math.sin(x) / x)
value("atan(1000x)", "atan(1000x)", lambda x: math.atan(1000 * x))
value("log(100)x", "log(100)·x", lambda x: 2 * x)
value("ln(e)", "ln(e)", lambda x: 1)
value("sin (x)", "sin(x)", math.sin)
value("exp(x)^2", "exp(x)²", lambda x: exp(x) ** 2)
value("abs(x)-floor(x)", "abs(x) − floor(x)", lambda x: abs(x) - math.floor(x))
constant("sin(π)", "sin(π)", math.sin(pi))
constant("ln(-1)", "ln(−1)", None)
constant("√(-1)", "√(−1)", None)
constant("(-8)^0.5", "(−8)^0.5", None)
constant("ln(0)", "ln(0)", None)
constant("exp(1000)", "exp(1000)", None)
constant("1/exp(1000)", "1/exp(1000)", 0)
constant("asin(2)", "asin(2)", None)

# --- real roots: fractions of integer literals with an odd denominator
constant("(-8)^(1/3)", "(−8)^(1/3)", -2)
value("x^(1/3)", "x^(1/3)", lambda x: real_root(x, 1, 3))
value("x^(2/3)", "x^(2/3)", lambda x: real_root(x, 2, 3))
value("x^(1/2)", "x^(1/2)", lambda x: sqrt(x))
value("x^(-1/3)", "x^(−1/3)", lambda x: 1 / real_root(x, 1, 3))
value("x^(2/6)", "x^(2/6)", lambda x: real_root(x, 1, 3))
value("x^(3/5)", "x^(3/5)", lambda x: real_root(x, 3, 5))
value("(x-1)^(1/3)", "(x − 1)^(1/3)", lambda x: real_root(x - 1, 1, 3))
value("x^(1/4)", "x^(1/4)", lambda x: x ** 0.25 if x >= 0 else None)

# --- the seeds' four equations, typed and in the keypad's unicode form
SEEDS = [
    ("x^3 - 2.5x^2 + 3.1x - 13.3", "x³-2.5x²+3.1x-13.3", "x³ − 2.5x² + 3.1x − 13.3",
     lambda x: x ** 3 - 2.5 * x ** 2 + 3.1 * x - 13.3),
    ("sin(x)+cos(2x)-tan(3x)", "sin(x)+cos(2x)−tan(3x)", "sin(x) + cos(2x) − tan(3x)",
     lambda x: math.sin(x) + math.cos(2 * x) - math.tan(3 * x)),
    ("√(x^3+x^2+2.5x+23)", "√(x³+x²+2.5x+23)", "√(x³ + x² + 2.5x + 23)",
     lambda x: sqrt(x ** 3 + x ** 2 + 2.5 * x + 23)),
    ("ln(x^2+2πx+23)", "ln(x²+2πx+23)", "ln(x² + 2πx + 23)",
     lambda x: ln(x * x + 2 * pi * x + 23)),
]
SEED_XS = [-4, -3, -1, -0.25, 0, 0.1, 0.25, 1, 2, 4]
for typed, keypad, description, f in SEEDS:
    value(typed, description, f, SEED_XS)
    value(keypad, description, f, SEED_XS)
value("sqrt(x^3+x^2+2.5x+23)", "√(x³ + x² + 2.5x + 23)", SEEDS[2][3], SEED_XS)
value("ln(x^2+2pix+23)", "ln(x² + 2πx + 23)", SEEDS[3][3], SEED_XS)
value("x*x*x - 2.5*x*x + 3.1*x - 13.3", "x·x·x − 2.5x·x + 3.1x − 13.3", SEEDS[0][3], SEED_XS)
cases.append({"source": "x³-2.5x²+3.1x-13.3", "description": "x³ − 2.5x² + 3.1x − 13.3", "values": [[2, -9.1]]})

# --- implicit closing at the very end
value("√(x", "√x", sqrt)
value("sin(x", "sin(x)", math.sin)
value("ln(x²+2πx+23", "ln(x² + 2πx + 23)", SEEDS[3][3])
value("√(x³+x²+2.5x+23", "√(x³ + x² + 2.5x + 23)", SEEDS[2][3])
value("((x+1", "x + 1", lambda x: x + 1)
value("2(x+1", "2(x + 1)", lambda x: 2 * (x + 1))
value("sin(cos(x", "sin(cos(x))", lambda x: math.sin(math.cos(x)))

# --- hostile and malformed input: the error kind and the 0-based character offset
error("", "empty", 0)
error("   ", "empty", 0)
error("+", "incomplete", 1)
error("2..3", "unexpectedToken", 1, "'…' stands only between the bounds of a sum, as in sum(k = 1 … 10, k²)")
error("1.2.3", "badNumber", 3)
error(".", "badNumber", 0)
error("sin", "missingParentheses", 0, "'sin' needs parentheses, as in sin(x)")
error("sin x", "missingParentheses", 0, "'sin' needs parentheses: write sin(x)")
error("sin^2 x", "missingParentheses", 0, "'sin' needs parentheses: write sin(x)^2")
error("3 + sin²x", "missingParentheses", 4, "'sin' needs parentheses: write sin(x)²")
error("cos^2(x)+1", "missingParentheses", 0, "'cos' needs parentheses: write cos(x)^2")
error("ln 2x + 1", "missingParentheses", 0, "'ln' needs parentheses: write ln(2x)")
error("sin^-1 x", "missingParentheses", 0,
      "'sin' needs parentheses: write asin(x) for the inverse function, or sin(x)^-1 for 1/sin(x)")
error("tan^−1(x/2)", "missingParentheses", 0,
      "'tan' needs parentheses: write atan(x/2) for the inverse function, or tan(x/2)^−1 for 1/tan(x/2)")
error("sin+1", "missingParentheses", 0, "'sin' needs parentheses, as in sin(x)")
error("sin()", "unexpectedToken", 4)
error("x^", "incomplete", 2)
error("((((", "incomplete", 4)
error("2*(3+", "incomplete", 5)
error("sin(x))", "unexpectedToken", 6)
error(")", "unexpectedToken", 0)
error("sn(x)", "unknownName", 0)
error("sinus(x)", "unknownName", 0)
error("Sin(x)", "unknownName", 0)
error("y", "unknownName", 0)
error("xy", "unknownName", 1)
error("2x+foo", "unknownName", 3)
error("x2", "missingOperator", 1)
error("2 3", "missingOperator", 2)
error("(x+1)2", "missingOperator", 5)
error("2$", "unexpectedCharacter", 1)
error("x=2", "misplacedComparison", 1)
error("x,2", "unexpectedCharacter", 1)
error("*2", "unexpectedToken", 0)
error("2**3", "unexpectedToken", 2)
error("2^^3", "unexpectedToken", 2)
error("x+*2", "unexpectedToken", 2)
error("()", "unexpectedToken", 1)
error("2+()", "unexpectedToken", 3)
error("√", "incomplete", 1)
error("√-1", "unexpectedToken", 1)
error("²", "unexpectedToken", 0)
error("x+²", "unexpectedToken", 2)
error("-", "incomplete", 1)
error("2/", "incomplete", 2)
error("ln(", "incomplete", 3)
error("x ÷", "incomplete", 3)
error("1" * 10_001, "tooLong", 10_000)
error("(" * 201 + "x" + ")" * 201, "tooDeep", 200)
error("(" * 300, "tooDeep", 200)
error("-" * 300 + "x", "tooDeep", 200)
error("sin(" * 250 + "x", "tooDeep", 803)
error("2^" * 250 + "2", "tooDeep", 401)
value("(" * 200 + "x" + ")" * 200, "x", lambda x: x)
value("1+" * 2000 + "x", "1 + " * 2000 + "x", lambda x: 2000 + x, [0, 1])
# Readable, "x + 1 + …" would be 16 001 characters: too long to read back, so the description is compact.
value("x" + "+1" * 4000, "x" + "+1" * 4000, lambda x: x + 4000, [0, 1])

# --- scientific notation (docs/language.md#numbers): the `e` belongs to the number only before digits or a sign and digits
constant("1e-3", "1e−3", 0.001)
constant("2.5E6", "2.5e6", 2.5e6)
constant("1e5", "1e5", 1e5)
constant(".5e2", "0.5e2", 50)
constant("1E+05", "1e5", 1e5)
constant("1e−3", "1e−3", 0.001)
constant("1e-0", "1e0", 1)
constant("3.e2", "3e2", 300)
constant("2e", "2e", 2 * e)
constant("2e -3", "2e − 3", 2 * e - 3)
value("2e^x", "2e^x", lambda x: 2 * e ** x)
value("3e-x", "3e − x", lambda x: 3 * e - x)
value("2ex", "2e·x", lambda x: 2 * e * x)
value("2exp(x)", "2exp(x)", lambda x: 2 * exp(x))
value("2e+x", "2e + x", lambda x: 2 * e + x)
value("1e-3x", "1e−3x", lambda x: 0.001 * x)
value("x^1e1", "x^1e1", lambda x: x ** 10)
error("2E", "unknownName", 1)
error("1e400", "badNumber", 0, "number is too large (the largest is about 1.8e308)")
error("x+1.8e308", "badNumber", 2)
error("9" * 400, "badNumber", 0)
error("x" + "⁹" * 400, "badNumber", 1)
error("2e3.5", "badNumber", 3, "the power of ten after 'e' must be a whole number")
error("1e5x2", "missingOperator", 4)

# --- numbers read back from descriptions to the very same double
exact("1e-20", "1e−20", [[0, 1e-20]])
exact("1e300", "1e300", [[0, 1e300]])
exact("5e-324", "5e−324", [[0, 5e-324]])
exact("1e-400", "1e−400", [[0, 0.0]])
exact("1.7976931348623157e308", "1.7976931348623157e308", [[0, 1.7976931348623157e308]])
exact("9007199254740993", "9007199254740993", [[0, float("9007199254740993")]])
exact("0.1+0.2", "0.1 + 0.2", [[0, 0.1 + 0.2]])
exact("0.30000000000000004", "0.30000000000000004", [[0, 0.30000000000000004]])
exact("x+0.1", "x + 0.1", [[x, x + 0.1] for x in (0.2, 1e-17, -0.1)])

# --- evaluation in the written order, where the compiler may not fold or reassociate (docs/language.md#evaluation)
exact("x-1+0.00000000000000000001", "x − 1 + 0.00000000000000000001", [[1, (1 - 1) + 1e-20]])
exact("x*10^200*10^200", "x·10²⁰⁰·10²⁰⁰", [[1e-300, (1e-300 * 10.0 ** 200) * 10.0 ** 200]])
exact("x-7-x-3", "x − 7 − x − 3", [[-1e300, ((-1e300 - 7) - -1e300) - 3]])
exact("atan(1/(3x))", "atan(1/(3x))", [[-0.0, math.atan(ieee_div(1, 3 * -0.0))]])

# --- hints for the usual slips
# --- absolute values in bars (docs/language.md#functions): `|` opens one where an operand may start and closes
# the innermost open one after an operand; descriptions write abs
value("|x|", "abs(x)", lambda x: abs(x))
value("|x - 1|", "abs(x − 1)", lambda x: abs(x - 1))
value("2|x|", "2abs(x)", lambda x: 2 * abs(x))
value("|x||x - 2|", "abs(x)·abs(x − 2)", lambda x: abs(x) * abs(x - 2))
value("||x| - 1|", "abs(abs(x) − 1)", lambda x: abs(abs(x) - 1))
value("|-x|^3", "abs(−x)³", lambda x: abs(-x) ** 3)
value("|x|²+|(x|x|)|", "abs(x)² + abs(x·abs(x))", lambda x: abs(x) ** 2 + abs(x * abs(x)))
value("√|x|", "√abs(x)", lambda x: math.sqrt(abs(x)))
value("{x < 0: |x|, x}", "{x < 0: abs(x), x}", lambda x: abs(x))
value("|x {x > 0}|", "abs({x > 0: x})", lambda x: x if x > 0 else None)
error("|x", "unexpectedToken", 2, "expected '|' before end of expression")
error("x|", "incomplete", 2, "expression is incomplete: '|' needs an expression inside")
error("||", "incomplete", 2, "expression is incomplete: '|' needs an expression inside")
error("|x|x|", "incomplete", 5, "expression is incomplete: '|' needs an expression inside")
error("|(x|)|", "unexpectedToken", 4, "unexpected ')'")
error("sin |x|", "missingParentheses", 0, "'sin' needs parentheses: write sin(|x|)")
error("|x < 1|", "misplacedComparison", 3, "'<' compares only inside braces, as in {x < 1: 3, x²}")
error("3,5x", "unexpectedCharacter", 1, "unexpected character ',' (the decimal point is '.')")
error("log_2(x)", "unknownName", 0, "unknown function 'log_2' (log is base 10; write ln(x)/ln(2))")
error("log2(x)", "unknownName", 0, "unknown function 'log2' (log is base 10; write ln(x)/ln(2))")
error("2log_3(x)", "unknownName", 1, "unknown function 'log_3' (log is base 10; write ln(x)/ln(3))")
error("log10(x)", "unknownName", 0, "unknown function 'log10' (log is base 10 already: write log(x))")
error("log_e(x)", "unknownName", 0, "unknown function 'log_e' (log is base 10; write ln(x))")
error("log_(x)", "unknownName", 0, "unknown function 'log_' (log is base 10; for base b write ln(x)/ln(b))")
error("x**2", "unexpectedToken", 2, "unexpected '*' (write x^2 for a power)")
# notations of calculus the language does not have: what they are and the way forward
INFINITY = " (infinity is not a number here: write a large one, as in 1e6)"
error("inf", "unknownName", 0, "unknown name 'inf'" + INFINITY)
error("-Infinity", "unknownName", 1, "unknown name 'Infinity'" + INFINITY)
error("1/∞", "unexpectedCharacter", 2, "unexpected character '∞'" + INFINITY)
DERIVATIVE = " (for a derivative, name the function in functions, f(x) = …, and write f′(x))"
error("d/dx(x^3)", "unknownName", 0, "unknown name 'd'" + DERIVATIVE)
error("dy / dx", "unknownName", 0, "unknown name 'dy'" + DERIVATIVE)
error("d/2", "unknownName", 0, "unknown name 'd' (the variable is x)")
ODE = ' (y′ = … is a differential equation: a figure draws its solutions, {"ode": "…", "through": [x₀, y₀]}, and its slope field, {"slopeField": "…"})'
error("y' = x - y", "unknownName", 0, "unknown name 'y'" + ODE)
error("y′", "unknownName", 0, "unknown name 'y'" + ODE)
error("x,2", "unexpectedCharacter", 1, "unexpected character ','")
error("x* *2", "unexpectedToken", 3, "unexpected '*'")

# --- descriptions are fixed points, within the limits (docs/language.md#descriptions)
value("x---1", "x − 1", lambda x: x - 1)
value("x+-(-(-2x))", "x − 2x", lambda x: x - 2 * x)
value("--3", "−(−3)", lambda x: 3)
value("-" * 101 + "x", "−" * 101 + "x", lambda x: -x)
value("-" * 200 + "x", "−" * 200 + "x", lambda x: x)
value("-(" * 100 + "x", "−(" * 99 + "−x" + ")" * 99, lambda x: x)
value("2^-" * 67 + "x", "2^−" * 67 + "x", lambda x: nested(lambda y: 2 ** -y, 67, x), [0])
value("x" + "+x" * 4999, "x" + "+x" * 4999, lambda x: sum_written([x] * 5000), [0, 1, -2.5])
value("x" * 10_000, "x" * 10_000, lambda x: product_written([x] * 10_000), [0, 1, -1, 0.5])
value(".5+" * 3332 + ".5", ".5+" * 3332 + ".5", lambda x: sum_written([0.5] * 3333), [0])
value("2e +3+" * 1600 + "x", "2e +3+" * 1600 + "x", lambda x: sum_written([2 * e, 3] * 1600 + [x]), [0, 1])
value("1*-" * 3000 + "x", ("1*-" * 3000 + "x").replace("*-", "·−"), lambda x: x, [0, 1, -2.5])
value("x+" * 4600 + "sin(" * 199 + "x", "x+" * 4600 + "sin(" * 199 + "x",
      lambda x: sum_written([x] * 4600 + [nested(math.sin, 199, x)]), [0, 1])

# --- piecewise functions, conditions and restrictions: the first branch whose condition holds; a last
# branch without a condition holds everywhere; without one, undefined where no condition holds. A
# comparison with NaN is false; = is IEEE equality. Python's own comparisons are the oracle.
PIECE_XS = [-2.5, -1, -0.5, 0, 0.5, 1, 2, 3.7]
value("{x < 1: x², 3 − x}", "{x < 1: x², 3 − x}", lambda x: x * x if x < 1 else 3 - x, PIECE_XS)
value("{x<1:x^2,3-x}", "{x < 1: x², 3 − x}", lambda x: x * x if x < 1 else 3 - x, PIECE_XS)
value("{x < 0: -1, x = 0: 0, 1}", "{x < 0: −1, x = 0: 0, 1}", lambda x: -1 if x < 0 else 0 if x == 0 else 1)
value("{x = 1: 3, x²}", "{x = 1: 3, x²}", lambda x: 3 if x == 1 else x * x)
value("{x == 0.5: 7, 1}", "{x = 0.5: 7, 1}", lambda x: 7 if x == 0.5 else 1)
value("{x < 0: -x, x > 1: x}", "{x < 0: −x, x > 1: x}", lambda x: -x if x < 0 else x if x > 1 else None)
value("{x <= 0: 0, x >= 2: 2, x}", "{x ≤ 0: 0, x ≥ 2: 2, x}", lambda x: 0 if x <= 0 else 2 if x >= 2 else x)
value("{x ≤ -1: x, x}", "{x ≤ −1: x, x}", lambda x: x)
value("{-1 <= x < 2: x, 0}", "{−1 ≤ x < 2: x, 0}", lambda x: x if -1 <= x < 2 else 0)
value("{2 > x ≥ -1: 1, 0}", "{2 > x ≥ −1: 1, 0}", lambda x: 1 if 2 > x >= -1 else 0)
value("{-1 < x < 0 < x + 2: 1, 0}", "{−1 < x < 0 < x + 2: 1, 0}", lambda x: 1 if -1 < x < 0 < x + 2 else 0)
value("{x² < 1: x², 1}", "{x² < 1: x², 1}", lambda x: x * x if x * x < 1 else 1)
value("{x + 1 < 2x: 1, 0}", "{x + 1 < 2x: 1, 0}", lambda x: 1 if x + 1 < 2 * x else 0)
value("{sin(x) > 0: 1, -1}", "{sin(x) > 0: 1, −1}", lambda x: 1 if math.sin(x) > 0 else -1)
# A comparison with NaN is false: ln of a negative number is NaN, so its branch does not hold.
value("{ln(x) < 0: 1, 2}", "{ln(x) < 0: 1, 2}", lambda x: 1 if 0 <= x < 1 else 2)
value("{√x ≥ 0: 1, 2}", "{√x ≥ 0: 1, 2}", lambda x: 1 if x >= 0 else 2)
value("{x < 1: 1/0, 2}", "{x < 1: 1/0, 2}", lambda x: None if x < 1 else 2)
constant("{1 < 2: 3, 4}", "{1 < 2: 3, 4}", 3)
constant("{2 < 1: 3}", "3 {2 < 1}", None)
value("{1 > 2: x, x < 0: 2x, 3}", "{1 > 2: x, x < 0: 2x, 3}", lambda x: 2 * x if x < 0 else 3)
# With x, but every condition decided without it: still a function of x to the operators around it.
value("{1 < 2: 3, x}", "{1 < 2: 3, x}", lambda x: 3)
value("x^{1 < 2: 3, x}", "x^{1 < 2: 3, x}", lambda x: x ** 3)
value("2^{1 > 2: x}", "2^{1 > 2: x}", lambda x: None)
value("-{2 < 1: x}", "−{2 < 1: x}", lambda x: None)
value("sin({1 = 1: 0.5, x})x", "sin({1 = 1: 0.5, x})·x", lambda x: math.sin(0.5) * x)
# A restriction, written after an expression, restricts the whole sum before it: the one-branch case.
value("x² {0 ≤ x ≤ 2}", "x² {0 ≤ x ≤ 2}", lambda x: x * x if 0 <= x <= 2 else None)
value("x^2{0<=x<=2}", "x² {0 ≤ x ≤ 2}", lambda x: x * x if 0 <= x <= 2 else None)
value("{0 ≤ x ≤ 2: x²}", "x² {0 ≤ x ≤ 2}", lambda x: x * x if 0 <= x <= 2 else None)
value("{x >= 0: √x}", "√x {x ≥ 0}", lambda x: sqrt(x) if x >= 0 else None)
value("x + 1 {x > 0}", "x + 1 {x > 0}", lambda x: x + 1 if x > 0 else None)
value("2x - 1 {x < 0}", "2x − 1 {x < 0}", lambda x: 2 * x - 1 if x < 0 else None)
value("(x² {x > 0}) + 1", "{x > 0: x²} + 1", lambda x: x * x + 1 if x > 0 else None)
value("2(x {x > 0})", "2{x > 0: x}", lambda x: 2 * x if x > 0 else None)
value("sin(x {x > 0})", "sin({x > 0: x})", lambda x: math.sin(x) if x > 0 else None)
value("(x + 1 {x > 0})^2", "{x > 0: x + 1}²", lambda x: (x + 1) ** 2 if x > 0 else None)
value("{x < 1: x {x > -1}, 2}", "{x < 1: {x > −1: x}, 2}", lambda x: (x if x > -1 else None) if x < 1 else 2)
value("{x < 1: x, 2} {x > 0}", "{x < 1: x, 2} {x > 0}", lambda x: (x if x < 1 else 2) if x > 0 else None)
value("2^x {x > 0}", "2^x {x > 0}", lambda x: 2 ** x if x > 0 else None)
# Nested, and inside products, powers and calls: a brace group with ':' is a primary.
value("{x < 0: {x < -1: -2, -1}, 1}", "{x < 0: {x < −1: −2, −1}, 1}", lambda x: (-2 if x < -1 else -1) if x < 0 else 1)
value("2{x < 0: -1, 1}", "2{x < 0: −1, 1}", lambda x: -2 if x < 0 else 2)
value("{x < 0: -1, 1}x", "{x < 0: −1, 1}x", lambda x: -x if x < 0 else x)
value("x{x < 0: -1, 1}", "x{x < 0: −1, 1}", lambda x: -x if x < 0 else x)
value("{x < 0: -1, 1}²", "{x < 0: −1, 1}²", lambda x: 1)
value("2^{x < 0: x, -x}", "2^{x < 0: x, −x}", lambda x: 2 ** -abs(x))
value("sin({x < 0: 0, x})", "sin({x < 0: 0, x})", lambda x: math.sin(max(x, 0)))
value("√{x > 0: x, -x}", "√{x > 0: x, −x}", lambda x: sqrt(abs(x)))
value("abs(x){x < 0: -1, 1}", "abs(x){x < 0: −1, 1}", lambda x: abs(x) * (-1 if x < 0 else 1))
value("1/{x < 0: x, 2}", "1/{x < 0: x, 2}", lambda x: 1 / x if x < 0 else 0.5)
value("-{x < 0: x, 2}", "−{x < 0: x, 2}", lambda x: -x if x < 0 else -2)
value("x + {x < 0: 1, 2}", "x + {x < 0: 1, 2}", lambda x: x + (1 if x < 0 else 2))
value("{x < 0: 1, 2} + x", "{x < 0: 1, 2} + x", lambda x: (1 if x < 0 else 2) + x)
value("{x > 0: x} + 1", "{x > 0: x} + 1", lambda x: x + 1 if x > 0 else None)
value("{x<0:-1,0<=x<1:x,1}", "{x < 0: −1, 0 ≤ x < 1: x, 1}", lambda x: -1 if x < 0 else x if x < 1 else 1)
# Braces nest as parentheses do; the outermost of these one-branch functions is the whole expression,
# which describes as a restriction.
value("{x < 1: " * 150 + "x" + "}" * 150, "{x < 1: " * 149 + "x" + "}" * 149 + " {x < 1}",
      lambda x: x if x < 1 else None, [0, 0.5, 2])

# --- min, max, sign, sec, csc, cot, and the arc… names of asin, acos, atan
value("min(x, 1)", "min(x, 1)", lambda x: min(x, 1))
value("max(x, 0)", "max(x, 0)", lambda x: max(x, 0))
value("max(x, -x, 0.5)", "max(x, −x, 0.5)", lambda x: max(max(x, -x), 0.5))
value("min(x^2, 2x, 1)", "min(x², 2x, 1)", lambda x: min(min(x * x, 2 * x), 1))
value("min(1, 2, x)", "min(1, 2, x)", lambda x: min(1, x))
value("2max(x,1)", "2max(x, 1)", lambda x: 2 * max(x, 1))
value("max(x,1)x", "max(x, 1)·x", lambda x: max(x, 1) * x)
value("max(x, {x < 0: 2, -2})", "max(x, {x < 0: 2, −2})", lambda x: max(x, 2 if x < 0 else -2))
value("min(x, ln(x))", "min(x, ln(x))", lambda x: min(x, ln(x)) if x > 0 else None)
value("sign(x)", "sign(x)", lambda x: 1 if x > 0 else -1 if x < 0 else 0)
value("sgn(x - 1)", "sign(x − 1)", lambda x: 1 if x > 1 else -1 if x < 1 else 0)
value("sec(x)", "sec(x)", lambda x: 1 / math.cos(x))
value("csc(x)", "csc(x)", lambda x: 1 / math.sin(x))
value("cot(x)", "cot(x)", lambda x: 1 / math.tan(x))
value("sec(2x)+cot(x-1)", "sec(2x) + cot(x − 1)", lambda x: 1 / math.cos(2 * x) + 1 / math.tan(x - 1))
value("arcsin(x)", "asin(x)", math.asin)
value("arccos(x/4)", "acos(x/4)", lambda x: math.acos(x / 4))
value("arctan(x)", "atan(x)", math.atan)
value("2arcsin(x)", "2asin(x)", lambda x: 2 * math.asin(x))
constant("min(1, 2)", "min(1, 2)", 1)
constant("max(2, 0/0)", "max(2, 0/0)", None)
constant("sign(-2.5)", "sign(−2.5)", -1)
# ±0 bit for bit: min(−0, 0) = −0 and max(−0, 0) = 0 (as JS's Math.min and Math.max); sign(±0) = ±0;
# −0 = 0 in a condition.
exact("min(x, 0)", "min(x, 0)", [[-0.0, -0.0], [0.0, 0.0], [-1, -1], [2, 0.0]])
exact("min(0, x)", "min(0, x)", [[-0.0, -0.0], [0.0, 0.0]])
exact("max(x, 0)", "max(x, 0)", [[-0.0, 0.0], [0.0, 0.0], [-1, 0.0], [2, 2]])
exact("max(-0, x)", "max(−0, x)", [[-0.0, -0.0], [0.0, 0.0]])
exact("sign(x)", "sign(x)", [[-0.0, -0.0], [0.0, 0.0], [2.5, 1], [-3, -1], [5e-324, 1]])
exact("{x = 0: 1, 2}", "{x = 0: 1, 2}", [[-0.0, 1], [0.0, 1], [5e-324, 2]])
exact("{x < 0: -1, x}", "{x < 0: −1, x}", [[-0.0, -0.0], [-5e-324, -1]])
exact("x {x ≥ 0}", "x {x ≥ 0}", [[-0.0, -0.0], [0.0, 0.0]])

# --- mistakes with braces, comparisons and lists
EXAMPLE = "{x < 1: x², 3 − x}"
error("{x < 1: }", "badPiecewise", 8, f"a branch needs a value after ':', as in {EXAMPLE}")
error("{x < 1: , 2}", "badPiecewise", 8, f"a branch needs a value after ':', as in {EXAMPLE}")
error("{x < 1, 2}", "badPiecewise", 6, f"a condition needs ':' and a value after it, as in {EXAMPLE}")
error("{x < 1}", "badPiecewise", 6, f"a condition needs ':' and a value after it, as in {EXAMPLE}")
error("{x: 1}", "badPiecewise", 1, "a condition needs a comparison such as x < 1")
error("{x}", "badPiecewise", 1, "a condition needs a comparison such as x < 1")
error("x {3}", "badPiecewise", 3, "a condition needs a comparison such as x < 1")
error("{}", "unexpectedToken", 1, "nothing inside the braces")
error("x{}", "unexpectedToken", 2, "nothing inside the braces")
error("{1, x < 2: 3}", "badPiecewise", 1, f"only the last branch may go without a condition, as in {EXAMPLE}")
error("{x < 1: 2, 3, 4}", "badPiecewise", 11, f"only the last branch may go without a condition, as in {EXAMPLE}")
error("x = 1", "misplacedComparison", 2, "'=' compares only inside braces, as in {x = 1: 3, x²}")
error("x < 1", "misplacedComparison", 2, "'<' compares only inside braces, as in {x < 1: 3, x²}")
error("-1 <= x", "misplacedComparison", 3, "'<=' compares only inside braces, as in {x <= 1: 3, x²}")
error("sin(x ≥ 0)", "misplacedComparison", 6, "'≥' compares only inside braces, as in {x ≥ 1: 3, x²}")
error("x² {x > 0} < 1", "misplacedComparison", 11, "'<' compares only inside braces, as in {x < 1: 3, x²}")
error("y = x^2", "misplacedComparison", 2, "'=' compares only inside braces; write only the right side: x^2")
error("  y==2x+1 ", "misplacedComparison", 3, "'==' compares only inside braces; write only the right side: 2x+1")
error("y =", "misplacedComparison", 2, "'=' compares only inside braces, as in {x = 1: 3, x²}")
error("2y = x", "unknownName", 1, "unknown name 'y' (the variable is x)")
error("{(x < 1): 2}", "unexpectedToken", 4, "expected ')' before '<'")
error("{x < 1: 2 < 3}", "unexpectedToken", 10, "expected '}' before '<'")
error("min(x)", "argumentCount", 0, "min needs two or more arguments, as in min(x, 1)")
error("2max(x+1)", "argumentCount", 1, "max needs two or more arguments, as in max(x, 1)")
error("sin(x, 2)", "argumentCount", 5, "sin takes one argument, as in sin(x)")
error("min x", "missingParentheses", 0, "'min' needs parentheses, as in min(x, 1)")
error("min()", "unexpectedToken", 4, "nothing inside the parentheses")
error("min(x, )", "unexpectedToken", 7, "unexpected ')'")
error("minus(x)", "unknownName", 0, "unknown function 'minus'")
error("{x < 1: 2", "unexpectedToken", 9, "expected '}' before end of expression")
error("x² {x > 0", "unexpectedToken", 9, "expected '}' before end of expression")
error("{x < 1: 2)", "unexpectedToken", 9, "expected '}' before ')'")
error("x² {x > 0} + 1", "badPiecewise", 11, "a restriction ends what it restricts: write (x² {x > 0}) + 1")
error("x {x > 0}·2 - 1", "badPiecewise", 9, "a restriction ends what it restricts: write (x {x > 0})·2 - 1")
error("(x + 1 {x > 0} x)", "badPiecewise", 15, "a restriction ends what it restricts: write (x + 1 {x > 0}) x")
error("x {x > 0} {x < 1}", "badPiecewise", 10, "a restriction ends what it restricts: write (x {x > 0}) {x < 1}")
error("x {x > 0} + ", "badPiecewise", 10, "a restriction ends what it restricts: write (x {x > 0}) +")
error("3,5", "unexpectedCharacter", 1, "unexpected character ',' (the decimal point is '.')")
error("(1, 2)", "unexpectedCharacter", 2, "unexpected character ','")
error("{x <", "incomplete", 4, "expression is incomplete: '<' needs a right operand")
error("{", "incomplete", 1, "expression is incomplete: '{' needs a condition inside")
error("x {", "incomplete", 3, "expression is incomplete: '{' needs a condition inside")
error("{x<1:2,", "incomplete", 7, "expression is incomplete: an operand is missing")
error("x:2", "unexpectedToken", 1, "unexpected ':'")
error("x}", "unexpectedToken", 1, "unexpected '}'")
error("x ≠ 1", "unexpectedCharacter", 2, "unexpected character '≠'")
error("{x<1:" * 201 + "x", "tooDeep", 1000)
error("x {x < " * 201 + "1", "tooDeep", 1402)

series_vectors.add_cases(constant, exact, value, error, sum_written)

# --- parameters (docs/language.md#parameters): declared letters that stand for numbers given when compiling
parameter_cases = []


def with_parameters(source, parameters, values, description, f, xs=XS, used=None, exact=False):
    """`f(x, **values)`; `used` lists the declared parameters that occur (all of them by default)."""
    case = {"source": source, "parameters": parameters, "parameterValues": values, "description": description,
            "usedParameters": sorted(parameters) if used is None else used,
            "values": [[x, safe(lambda x: f(x, **values), x)] for x in xs]}
    if exact:
        case["exact"] = True
    parameter_cases.append(case)


def parameter_error(source, parameters, kind, offset, message=None):
    expected = {"kind": kind, "offset": offset}
    if message is not None:
        expected["message"] = message
    parameter_cases.append({"source": source, "parameters": parameters, "error": expected})


ABC = ["a", "b", "c"]
with_parameters("ax", ["a"], {"a": 2}, "a·x", lambda x, a: a * x)
with_parameters("2a", ["a"], {"a": 1.5}, "2a", lambda x, a: 2 * a)
with_parameters("a(x+1)", ["a"], {"a": -3}, "a(x + 1)", lambda x, a: a * (x + 1))
with_parameters("sin(bx+c)", ABC, {"a": 0, "b": 2, "c": 0.5}, "sin(b·x + c)",
                lambda x, a, b, c: math.sin(b * x + c), used=["b", "c"])
with_parameters("a sin(bx + c)", ABC, {"a": 2, "b": 0.5, "c": -1}, "a·sin(b·x + c)",
                lambda x, a, b, c: a * math.sin(b * x + c))
with_parameters("a*sin(b*x + c)", ABC, {"a": 1, "b": 1, "c": 0}, "a·sin(b·x + c)",
                lambda x, a, b, c: a * math.sin(b * x + c))
with_parameters("a²", ["a"], {"a": -2}, "a²", lambda x, a: a * a)
with_parameters("ab", ["a", "b"], {"a": 3, "b": 0.25}, "a·b", lambda x, a, b: a * b)
with_parameters("πa", ["a"], {"a": 2}, "πa", lambda x, a: pi * a)
with_parameters("a√x", ["a"], {"a": 4}, "a√x", lambda x, a: a * sqrt(x))
with_parameters("xa", ["a"], {"a": 5}, "x·a", lambda x, a: x * a)
with_parameters("2ax", ["a"], {"a": 0.5}, "2a·x", lambda x, a: 2 * a * x)
with_parameters("ax^2+bx+c", ABC, {"a": 1, "b": -2.5, "c": 3.1}, "a·x² + b·x + c",
                lambda x, a, b, c: a * (x * x) + b * x + c, exact=True)
with_parameters("x^a", ["a"], {"a": 3}, "x^a", lambda x, a: x * x * x, exact=True)
with_parameters("x^a", ["a"], {"a": 0.5}, "x^a", lambda x, a: x ** a)
# A parameter is no integer literal: x^(1/a) is pow, undefined for negative x, even when a = 3.
with_parameters("x^(1/a)", ["a"], {"a": 3}, "x^(1/a)", lambda x, a: x ** (1 / a) if x >= 0 else None)
with_parameters("a^x", ["a"], {"a": 2}, "a^x", lambda x, a: a ** x)
with_parameters("e^(-kx)", ["k"], {"k": 0.5}, "e^(−k·x)", lambda x, k: e ** (-k * x))
with_parameters("a/x", ["a"], {"a": 1}, "a/x", lambda x, a: a / x)
with_parameters("√a", ["a"], {"a": -1}, "√a", lambda x, a: None)
with_parameters("x", ["a", "b"], {"a": 1, "b": 2}, "x", lambda x, a, b: x, used=[])
series_vectors.add_parameter_cases(with_parameters, parameter_error, sum_written)
# Function names and constants win over letters, longest first.
SIN = ["a", "s", "i", "n"]
with_parameters("asin(x)", SIN, {"a": 2, "s": 3, "i": 5, "n": 7}, "asin(x)",
                lambda x, a, s, i, n: math.asin(x), used=[])
with_parameters("sin(x)", SIN, {"a": 2, "s": 3, "i": 5, "n": 7}, "sin(x)", lambda x, a, s, i, n: math.sin(x), used=[])
with_parameters("a·sin(x)", SIN, {"a": 2, "s": 3, "i": 5, "n": 7}, "a·sin(x)",
                lambda x, a, s, i, n: a * math.sin(x), used=["a"])
with_parameters("s·i·n(x)", SIN, {"a": 2, "s": 3, "i": 5, "n": 7}, "s·i·n·x",
                lambda x, a, s, i, n: s * i * n * x, used=["i", "n", "s"])
with_parameters("pi", ["p", "i"], {"p": 2, "i": 3}, "π", lambda x, p, i: pi, used=[])
with_parameters("p·i", ["p", "i"], {"p": 2, "i": 3}, "p·i", lambda x, p, i: 6)
with_parameters("exp(x)", ["p"], {"p": 2}, "exp(x)", lambda x, p: exp(x), used=[])
# Parameters in conditions: the sliders move a boundary, or decide a branch.
with_parameters("{x < a: x², a²}", ["a"], {"a": 1}, "{x < a: x², a²}", lambda x, a: x * x if x < a else a * a)
with_parameters("{a < x < b: 1, 0}", ["a", "b"], {"a": -1, "b": 2}, "{a < x < b: 1, 0}",
                lambda x, a, b: 1 if a < x < b else 0)
with_parameters("x {x > a}", ["a"], {"a": 0.5}, "x {x > a}", lambda x, a: x if x > a else None)
with_parameters("{a > 0: x, -x}", ["a"], {"a": -1}, "{a > 0: x, −x}", lambda x, a: x if a > 0 else -x)
with_parameters("{a = 0: 1, x}", ["a"], {"a": 0}, "{a = 0: 1, x}", lambda x, a: 1 if a == 0 else x)
with_parameters("max(ax, b)", ["a", "b"], {"a": 2, "b": -1}, "max(a·x, b)", lambda x, a, b: max(a * x, b))
with_parameters("sign(a)x", ["a"], {"a": -2}, "sign(a)·x", lambda x, a: -x)
with_parameters("sec(ax)", ["a"], {"a": 0.5}, "sec(a·x)", lambda x, a: 1 / math.cos(a * x))
parameter_error("y = ax", ["a", "y"], "misplacedComparison", 2,
                "'=' compares only inside braces; write only the right side: ax")
parameter_error("ay", ["a"], "unknownName", 1, "unknown name 'y' (the variable is x)")
parameter_error("bx", ["a"], "unknownName", 0, "unknown name 'bx' (the variable is x)")
parameter_error("a2", ["a"], "missingOperator", 1, "missing operator before '2'")
parameter_error("a(", ["a"], "incomplete", 2, "expression is incomplete: '(' needs an expression inside")
parameter_error("(a))", ["a"], "unexpectedToken", 3, "unexpected ')'")
parameter_error("2a+", ["a"], "incomplete", 3, "expression is incomplete: '+' needs a right operand")
parameter_error("E", ["a"], "unknownName", 0, None)


# Expressions in t (a parametric curve's coordinates) and θ (a polar curve's radius): docs/language.md#the-variable.
variable_cases = []
TS = [-2.5, -1, 0, 0.5, 1, 2, 3.7]


def in_variable(source, variable, description, f, parameters=None, values=None, functions=None, warnings=None):
    """`f(t, **values)` of a source in `variable` ("t" or "θ"); `functions` are named functions defined in x."""
    values = values or {}
    case = {"source": source, "variable": variable, "description": description,
            "values": [[t, safe(lambda t: f(t, **values), t)] for t in TS]}
    if parameters:
        case["parameters"] = parameters
        case["parameterValues"] = values
    if functions:
        case["functions"] = functions
    if warnings:
        case["warnings"] = [{"kind": "ambiguousExponent", "offset": offset, "readAs": read_as,
                             "alternatives": alternatives} for offset, read_as, alternatives in warnings]
    variable_cases.append(case)


def variable_error(source, variable, kind, offset, message):
    variable_cases.append({"source": source, "variable": variable,
                           "error": {"kind": kind, "offset": offset, "message": message}})


in_variable("cos(t)", "t", "cos(t)", lambda t: math.cos(t))
in_variable("t sin(t)", "t", "t·sin(t)", lambda t: t * math.sin(t))
in_variable("tsin(t)", "t", "t·sin(t)", lambda t: t * math.sin(t))
in_variable("2t", "t", "2t", lambda t: 2 * t)
in_variable("t^2-3t", "t", "t² − 3t", lambda t: t * t - 3 * t)
in_variable("t³", "t", "t³", lambda t: t ** 3)
in_variable("√t", "t", "√t", lambda t: math.sqrt(t))
in_variable("tan(t)", "t", "tan(t)", lambda t: math.tan(t))
in_variable("sin(1/t)", "t", "sin(1/t)", lambda t: math.sin(1 / t))
in_variable("{t < 0: -t, t}", "t", "{t < 0: −t, t}", lambda t: -t if t < 0 else t)
in_variable("e^-2t", "t", "e^(−2)·t", lambda t: e ** -2 * t, warnings=[(1, "e^(−2)·t", ["e^(−2t)", "e^(−2)·t"])])
in_variable("a cos(t)", "t", "a·cos(t)", lambda t, a: a * math.cos(t), parameters=["a"], values={"a": 2})
in_variable("kt+at", "t", "k·t + a·t", lambda t, k, a: k * t + a * t, parameters=["a", "k"], values={"a": 0.5, "k": 3})
in_variable("f(t)", "t", "t² + 1", lambda t: t * t + 1, functions={"f": "x^2 + 1"})
in_variable("f'(2t)", "t", "2(2t)", lambda t: 4 * t, functions={"f": "x^2 + 1"})
in_variable("1 + cos(θ)", "θ", "1 + cos(θ)", lambda t: 1 + math.cos(t))
in_variable("1+cos(theta)", "θ", "1 + cos(θ)", lambda t: 1 + math.cos(t))
in_variable("2θ", "θ", "2θ", lambda t: 2 * t)
in_variable("θ^2", "θ", "θ²", lambda t: t * t)
in_variable("sin(3θ)", "θ", "sin(3θ)", lambda t: math.sin(3 * t))
in_variable("θ sin(θ)", "θ", "θ·sin(θ)", lambda t: t * math.sin(t))
in_variable("thetatheta", "θ", "θ·θ", lambda t: t * t)
in_variable("√(cos(2θ))", "θ", "√cos(2θ)", lambda t: math.sqrt(math.cos(2 * t)))
in_variable("1/cos(θ)", "θ", "1/cos(θ)", lambda t: 1 / math.cos(t))
in_variable("rθ", "θ", "r·θ", lambda t, r: r * t, parameters=["r"], values={"r": 1.5})
in_variable("f(θ)", "θ", "θ² + 1", lambda t: t * t + 1, functions={"f": "x^2 + 1"})
variable_error("x + t", "t", "unknownName", 0, "x is not this curve's variable: use t")
variable_error("2tx", "t", "unknownName", 2, "x is not this curve's variable: use t")
variable_error("cos(x)", "θ", "unknownName", 4, "x is not this curve's variable: use θ")
variable_error("t", "θ", "unknownName", 0, "unknown name 't' (the variable is θ)")
variable_error("θ", "t", "unexpectedCharacter", 0, "unexpected character 'θ' (the variable is t)")
variable_error("θ", "x", "unexpectedCharacter", 0, "unexpected character 'θ' (the variable is x)")
variable_error("q", "t", "unknownName", 0, "unknown name 'q' (the variable is t)")
variable_error("t+", "t", "incomplete", 2, "expression is incomplete: '+' needs a right operand")
variable_error("(θ))", "θ", "unexpectedToken", 3, "unexpected ')'")
variable_error("2θ(", "θ", "incomplete", 3, "expression is incomplete: '(' needs an expression inside")

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "expressions.json")
with open(out, "w", encoding="utf-8") as f:
    json.dump({"about": "Expression-language vectors (docs/language.md), made by make_expression_vectors.py. "
                        "values: [x, y] pairs, y null where undefined, compared within 1e-9 relative unless "
                        "exact (bit for bit, the sign of zero too); error: kind, 0-based character offset "
                        "and, where given, the exact message; warnings (none where absent): kind, 0-based offset "
                        "of the '^', how it was read and the unambiguous ways to write it. parameterCases: the same with declared parameters and their "
                        "values (docs/language.md#parameters), and the declared parameters that occur. variableCases: sources in the "
                        "variable t or θ (docs/language.md#the-variable), values [t, y], perhaps with parameters and "
                        "named functions (defined in x).",
               "cases": cases,
               "parameterCases": parameter_cases,
               "variableCases": variable_cases}, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(f"{len(cases)} cases written to {out}")
