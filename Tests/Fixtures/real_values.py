"""What the fixture generators count as a value: a finite real number, else None (undefined there)."""

import math


def safe(f, x, y):
    """f(x, y) as a finite real, or None where Python's math raises or gives a complex, NaN or infinite result."""
    try:
        v = f(x, y)
    except (ValueError, ZeroDivisionError, OverflowError):
        return None
    if v is None or isinstance(v, complex) or math.isnan(v) or math.isinf(v):
        return None
    return v
