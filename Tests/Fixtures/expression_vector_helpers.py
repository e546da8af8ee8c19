"""What make_expression_vectors.py and its parts share: the x values, the oracle's guard against Python's exceptions,
and the functions that record a case in `cases` (the order written is the order in expressions.json)."""
import math

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
