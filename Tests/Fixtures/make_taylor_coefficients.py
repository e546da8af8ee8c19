#!/usr/bin/env python3
"""Writes taylor-coefficients.json: f⁽ᵏ⁾(a)/k! for k = 0 … 20 from closed forms, for the Swift and JS tests of
Taylor coefficients taken from the exact derivatives (docs/manifest.md#taylor-polynomials).
Run: python3 Tests/Fixtures/make_taylor_coefficients.py"""
import json
import math
import os
from fractions import Fraction

K = range(21)
F = math.factorial


def sin_at_0(k):
    return 0.0 if k % 2 == 0 else float(Fraction((-1) ** (k // 2), F(k)))


def cos_at_0(k):
    return 0.0 if k % 2 else float(Fraction((-1) ** (k // 2), F(k)))


cases = [
    {"source": "sin(x)", "at": 0, "coefficients": [sin_at_0(k) for k in K]},
    {"source": "cos(x)", "at": 0, "coefficients": [cos_at_0(k) for k in K]},
    {"source": "e^x", "at": 0, "coefficients": [float(Fraction(1, F(k))) for k in K]},
    {"source": "exp(x)", "at": 1, "coefficients": [math.e / F(k) for k in K]},
    {"source": "ln(1 + x)", "at": 0, "coefficients": [0.0] + [float(Fraction((-1) ** (k + 1), k)) for k in K if k > 0]},
    {"source": "1/(1 - x)", "at": 0, "coefficients": [1.0 for _ in K]},
    {"source": "1/(1 - x)", "at": 0.5, "coefficients": [2.0 ** (k + 1) for k in K]},
    # No derivative of order 1 at 0: every coefficient from there on has no value.
    {"source": "abs(x)", "at": 0, "coefficients": [0.0] + [None for k in K if k > 0]},
]
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "taylor-coefficients.json")
with open(out, "w", encoding="utf-8") as f:
    json.dump({"about": "Taylor coefficients f⁽ᵏ⁾(a)/k!, k = 0 … 20, from closed forms (make_taylor_coefficients.py); "
                        "null where the derivative of that order has no value at a. Compared within 1e-12 relative "
                        "(1e-300 absolute for 0).", "cases": cases}, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(f"{len(cases)} cases written to {out}")
