#!/usr/bin/env python3
"""Writes riemann-sums.json: Riemann sums shared by the Swift and JS tests
(Tests/PlotCoreTests/RiemannSumTests.swift, Tests/JS/riemann-sum.test.mjs).

Each expected value is a closed form written out by hand (the sum of f at the pieces' points, with
the piece each lower or upper sum takes its infimum or supremum from named in a comment), evaluated
in exact or 40-digit arithmetic, never the implementations' own output. `relative` is how close a
sum must come: 1e-13 where the sum is a few exact operations on f's values, 1e-10 where lower or
upper rest on an extremum located by bisection (its value is off by f'' · (Δx)², far below that).
`undefinedAt` cases give where f first has no value the sum needs.
Run: python3 Tests/Fixtures/make_riemann_sums.py
"""
import json
import os

from mpmath import mp, mpf, sqrt, pi, sin

mp.dps = 40
cases = []


def case(f, lo, hi, n, rule, closed, value, relative=1e-13):
    cases.append({"f": f, "from": float(lo), "to": float(hi), "n": n, "rule": rule,
                  "closedForm": closed, "value": float(value), "relative": relative})


def undefined(f, lo, hi, n, rule, at):
    cases.append({"f": f, "from": float(lo), "to": float(hi), "n": n, "rule": rule, "undefinedAt": float(at)})


# x² on 0 … 2 in 8 pieces of 1/4: Σ over i of (i/4)² · 1/4.
q = mpf(1) / 4
case("x^2", 0, 2, 8, "left", "(1/64) Σ_{i=0}^{7} i² = 140/64", mpf(140) / 64)
case("x^2", 0, 2, 8, "right", "(1/64) Σ_{i=1}^{8} i² = 204/64", mpf(204) / 64)
case("x^2", 0, 2, 8, "midpoint", "(1/64) Σ_{i=0}^{7} (i + 1/2)² = 170/64", mpf(170) / 64)
case("x^2", 0, 2, 8, "trapezoid", "(L + R) / 2 = 172/64", mpf(172) / 64)
case("x^2", 0, 2, 8, "lower", "x² rises on 0 … 2: the left sum, 140/64", mpf(140) / 64)
case("x^2", 0, 2, 8, "upper", "x² rises on 0 … 2: the right sum, 204/64", mpf(204) / 64)
# A line: every rule but left and right is exact.
case("3x - 1", -1, 2, 6, "midpoint", "∫ (3x − 1) = 3/2", mpf(3) / 2)
case("3x - 1", -1, 2, 6, "trapezoid", "∫ (3x − 1) = 3/2", mpf(3) / 2)
case("3x - 1", -1, 2, 1, "left", "f(−1) · 3 = −12", -12)
# sin on 0 … π in 4: the ends of the pieces are its extremes; 0 at 0 and π, 1 at π/2.
s = sqrt(2) / 2
case("sin(x)", 0, pi, 4, "lower", "(π/4) (0 + √2/2 + √2/2 + 0) = π√2/4", pi / 4 * (0 + s + s + 0), 1e-10)
case("sin(x)", 0, pi, 4, "upper", "(π/4) (√2/2 + 1 + 1 + √2/2) = π(2 + √2)/4", pi / 4 * (s + 1 + 1 + s), 1e-10)
# In 3 pieces, the middle one holds the maximum 1 inside it, at π/2.
r = sqrt(3) / 2
case("sin(x)", 0, pi, 3, "upper", "(π/3) (√3/2 + 1 + √3/2): the middle piece's supremum is sin(π/2) = 1", pi / 3 * (r + 1 + r), 1e-10)
case("sin(x)", 0, pi, 3, "lower", "(π/3) (0 + √3/2 + 0)", pi / 3 * r, 1e-10)
case("sin(x)", 0, pi, 1, "upper", "π · sin(π/2) = π", pi, 1e-10)
# The minimum of x² − x at 1/2 lies inside the piece −1 … 1; x² on −1 … 1 touches 0 at 0 inside the one piece.
case("x^2 - x", -1, 1, 1, "lower", "2 · f(1/2) = −1/2", mpf(-1) / 2, 1e-10)
case("x^2 - x", -1, 1, 1, "upper", "2 · f(−1) = 4", 4, 1e-10)
case("(x - 0.3)^2", 0, 1, 1, "lower", "1 · f(0.3) = 0: the minimum inside", 0, 1e-10)
# An extremum just inside an end: −(x − 0.001)² on 0 … 1 in 2 pieces peaks at 0.001, inside the first
# grid step of the first piece; its supremum there is 0, not f(0) = −10⁻⁶.
case("-(x - 0.001)^2", 0, 1, 2, "upper", "(1/2) (0 + f(1/2)) = −0.499²/2", -(mpf("0.499") ** 2) / 2, 1e-10)
# √x: undefined left of 0, where the grid looks one step beyond the end; its lower sum is the left sum.
case("sqrt(x)", 0, 1, 4, "lower", "(1/4) (0 + √(1/4) + √(1/2) + √(3/4))", q * (0 + sqrt(q) + sqrt(2 * q) + sqrt(3 * q)), 1e-13)
# n = 1000, the most: x on 0 … 1, left sum Σ i/1000 · 1/1000 = 999·1000/2 / 10⁶.
case("x", 0, 1, 1000, "left", "Σ_{i=0}^{999} i / 10⁶ = 0.4995", mpf("0.4995"), 1e-12)
case("x", 0, 1, 1000, "upper", "the right sum: 0.5005", mpf("0.5005"), 1e-12)
# Where f has no value a sum needs.
undefined("1/x", 0, 1, 4, "left", 0)
undefined("1/x", -1, 1, 2, "right", 0)
undefined("ln(x)", -1, 1, 4, "midpoint", -0.75)
undefined("1/(x - 0.5)", 0, 1, 4, "upper", 0.5)
undefined("1/(x - 0.5)", 0, 1, 4, "trapezoid", 0.5)

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "riemann-sums.json")
with open(path, "w", encoding="utf-8") as out:
    json.dump({"cases": cases}, out, ensure_ascii=False, indent=1)
    out.write("\n")
print(f"wrote {len(cases)} cases to {path}")
