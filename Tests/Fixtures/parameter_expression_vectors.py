"""The expression vectors with declared parameters (docs/language.md#parameters) and in the variables t and θ
(docs/language.md#the-variable), for make_expression_vectors.py: `parameter_cases` and `variable_cases`."""
import math

import series_vectors
from expression_vector_helpers import *  # noqa: F401,F403 (XS, safe, the math names and sum_written)

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
