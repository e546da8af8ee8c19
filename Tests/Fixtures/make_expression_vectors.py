#!/usr/bin/env python3
"""Writes expressions.json: the expression-language test vectors shared by the Swift and JS tests.

Expected values come from Python's math module evaluating each formula written out by hand, an
oracle independent of both implementations. Run: python3 Tests/Fixtures/make_expression_vectors.py
"""
import json
import math
import os

import hostile_expression_vectors
import piecewise_expression_vectors
import series_vectors
from expression_vector_helpers import *  # noqa: F401,F403 (the helpers that record cases, and the math names)
from parameter_expression_vectors import parameter_cases, variable_cases

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

hostile_expression_vectors.add_cases()

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

piecewise_expression_vectors.add_cases()

series_vectors.add_cases(constant, exact, value, error, sum_written)

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
