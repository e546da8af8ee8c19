#!/usr/bin/env python3
"""Writes sequence-terms.json: the terms aₙ and partial sums Sₙ of sequences from closed forms (exact fractions where
there are), and what the trace reads at some n, for the Swift and JS tests of a figure's sequences
(docs/manifest.md#sequences). null: undefined. "exact": the doubles must be these very ones; else within a relative
1e-14. Run: python3 Tests/Fixtures/make_sequence_vectors.py"""
import json
import math
import os
from fractions import Fraction


def partial(terms):
    sums, total = [], Fraction(0)
    for t in terms:
        if t is None:
            return sums + [None] * (len(terms) - len(sums))
        total += t
        sums.append(total)
    return sums


def floats(values):
    return [None if v is None else float(v) for v in values]


def case(source, first, last, term, exact=False, readings=()):
    ns = range(first, last + 1)
    terms = [term(n) for n in ns]
    return {"source": source, "n": [first, last], "terms": floats(terms), "partialSums": floats(partial(terms)),
            "exact": exact, "readings": [{"n": n, "partial": p, "text": text} for n, p, text in readings]}


cases = [
    case("(1 + 1/n)^n", 1, 30, lambda n: Fraction(n + 1, n) ** n,
         readings=[(7, False, "n = 7: a₇ = 2.5465"), (30, False, "n = 30: a₃₀ = 2.67432"), (2, True, "n = 2: S₂ = 4.25")]),
    case("1/2^n", 1, 20, lambda n: Fraction(1, 2 ** n), exact=True, readings=[(3, True, "n = 3: S₃ = 0.875")]),
    case("(-1)^(n+1)/n", 1, 12, lambda n: Fraction((-1) ** (n + 1), n), readings=[(2, False, "n = 2: a₂ = −0.5")]),
    case("1/n^2", 1, 50, lambda n: Fraction(1, n * n)),
    case("n!", 0, 12, lambda n: Fraction(math.factorial(n)), exact=True, readings=[(0, False, "n = 0: a₀ = 1")]),
    case("sqrt(n - 3)", 1, 5, lambda n: None if n < 3 else Fraction(math.isqrt(n - 3)) if math.isqrt(n - 3) ** 2 == n - 3 else math.sqrt(n - 3),
         readings=[(1, False, "n = 1: a₁ = undefined")]),
]
# sqrt(2) is not a fraction: its term and the sums from it are floats already.
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sequence-terms.json")
with open(out, "w", encoding="utf-8") as f:
    json.dump({"about": "Terms and partial sums of sequences (docs/manifest.md#sequences), made by make_sequence_vectors.py.",
               "cases": cases}, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(f"{len(cases)} sequences written to {out}")
