"""The expression vectors of factorials, binomials, sums and products (docs/language.md#sums-and-products), for
make_expression_vectors.py, which passes its helpers in. Values from Python's exact integers, fractions and
math.gamma, written out by hand."""
import math

F = math.factorial


def add_cases(constant, exact, value, error, sum_written):
    """Factorials, binomials, sums and products: values, descriptions and located errors."""
    constant("5!", "5!", 120)
    constant("factorial(3)", "3!", 6)
    exact("0!", "0!", [[0, 1.0]])
    exact("22!", "22!", [[0, float(F(22))]])
    exact("23!", "23!", [[0, float(F(23))]])
    exact("170!", "170!", [[0, float(F(170))]])
    constant("171!", "171!", None)
    constant("0.5!", "0.5!", math.gamma(1.5))
    constant("(-0.5)!", "(−0.5)!", math.gamma(0.5))
    constant("(-1)!", "(−1)!", None)
    constant("(-2.5)!", "(−2.5)!", None)
    constant("2.5!", "2.5!", math.gamma(3.5))
    value("x!", "x!", lambda x: math.gamma(x + 1) if x > -1 else None)
    value("(2x)!", "(2x)!", lambda x: math.gamma(2 * x + 1) if 2 * x > -1 else None)
    constant("3!²", "3!²", 36)
    constant("2^3!", "2^3!", 64)
    constant("-3!", "−3!", -6)
    constant("binom(10, 3)", "binom(10, 3)", 120)
    constant("binom(52, 5)", "binom(52, 5)", 2598960)
    constant("binom(0.5, 2)", "binom(0.5, 2)", -0.125)
    constant("binom(5, 7)", "binom(5, 7)", 0)
    constant("binom(5, -1)", "binom(5, −1)", 0)
    constant("binom(5, 1.5)", "binom(5, 1.5)", None)
    value("binom(x, 2)", "binom(x, 2)", lambda x: x * (x - 1) / 2)
    constant("sum(k = 1 … 10, k^2)", "Σ(k = 1 … 10, k²)", 385)
    constant("sum(k=1..100, k)", "Σ(k = 1 … 100, k)", 5050)
    constant("Σ(k=1...3, k)", "Σ(k = 1 … 3, k)", 6)
    constant("∑(j = -2 … 2, j^3)", "Σ(j = −2 … 2, j³)", 0)
    constant("prod(k=1..6, k)", "∏(k = 1 … 6, k)", 720)
    constant("∏(k = 1 … 4, 1 + 1/k)", "∏(k = 1 … 4, 1 + 1/k)", 5)
    constant("sum(k=3..1, k)", "Σ(k = 3 … 1, k)", 0)
    constant("prod(k=3..1, k)", "∏(k = 3 … 1, k)", 1)
    constant("sum(i=1..4, sum(j=1..i, j))", "Σ(i = 1 … 4, Σ(j = 1 … i, j))", 20)
    constant("sum(k=0..2, (2k)!)", "Σ(k = 0 … 2, (2k)!)", 27)
    constant("sum(k=1..3, k!^2)", "Σ(k = 1 … 3, k!²)", 41)
    constant("sum(k=1..1, k)", "Σ(k = 1 … 1, k)", 1)
    constant("sum(k=1..10000, 1)", "Σ(k = 1 … 10000, 1)", 10000)
    value("sum(k = 0 … 20, x^k/k!)", "Σ(k = 0 … 20, x^k/k!)",
          lambda x: sum_written([x ** k / F(k) for k in range(21)]))
    value("sum(k=0..10, x^k)", "Σ(k = 0 … 10, x^k)", lambda x: sum_written([x ** k for k in range(11)]))
    # Powers of the index above 64 (pow at every eighth exponent, multiplied on between): within a few
    # roundings of pow, whose values these are.
    few = [-2, -0.5, 0, 0.75, 1, 1.5, 3]
    value("sum(k = 60 … 150, x^k/k!)", "Σ(k = 60 … 150, x^k/k!)",
          lambda x: sum_written([x ** k / F(k) for k in range(60, 151)]), few)
    value("sum(k = 100 … 130, (x/2)^k)", "Σ(k = 100 … 130, (x/2)^k)",
          lambda x: sum_written([(x / 2) ** k for k in range(100, 131)]), few)
    value("sum(j = 1 … 2, sum(k = 63 … 75, (x/4 + j)^k))", "Σ(j = 1 … 2, Σ(k = 63 … 75, (x/4 + j)^k))",
          lambda x: sum_written([sum_written([(x / 4 + j) ** k for k in range(63, 76)]) for j in (1, 2)]), few)
    value("sum(k = 30 … 40, x^(2k + 1)/(2k + 1)!)", "Σ(k = 30 … 40, x^(2k + 1)/(2k + 1)!)",
          lambda x: sum_written([x ** (2 * k + 1) / F(2 * k + 1) for k in range(30, 41)]), few)
    constant("sum(k = 63 … 90, 1.01^k)", "Σ(k = 63 … 90, 1.01^k)", sum_written([1.01 ** k for k in range(63, 91)]))
    value("sum(n=1..5, sin(n x)/n)", "Σ(n = 1 … 5, sin(n·x)/n)",
          lambda x: sum_written([math.sin(n * x) / n for n in range(1, 6)]))
    value("sum(k=0..4, (-1)^k x^(2k+1)/(2k+1)!)", "Σ(k = 0 … 4, (−1)^k·x^(2k + 1)/(2k + 1)!)",
          lambda x: sum_written([(-1) ** k * x ** (2 * k + 1) / F(2 * k + 1) for k in range(5)]))
    value("prod(k=1..3, x - k)", "∏(k = 1 … 3, x − k)", lambda x: (x - 1) * (x - 2) * (x - 3))
    value("2sum(k=1..3, k)x", "2Σ(k = 1 … 3, k)·x", lambda x: 12 * x)
    value("sum(k=1..3, x)^2", "Σ(k = 1 … 3, x)²", lambda x: (3 * x) ** 2)
    value("sum(k=1..3, kx) + binom(4, 2)", "Σ(k = 1 … 3, k·x) + binom(4, 2)", lambda x: 6 * x + 6)
    error("5!!", "unexpectedToken", 2, "'!!' is not in the language (for the factorial of a factorial write (n!)!)")
    error("sum(k=1..2.5, k)", "badNumber", 9, "the bounds of a sum are whole numbers; 2.5 is not")
    error("sum(k=1..20000, k)", "tooLong", 0, "this sum takes more than 10000 terms")
    error("sum(i=1..200, sum(j=1..100, j))", "tooLong", 0, "this sum takes more than 10000 terms")
    error("sum(x=1..3, x)", "unexpectedToken", 4, "x is the variable; choose another letter for the index, as in sum(k = 1 … 10, k²)")
    error("Σ(e=1..3, e)", "unexpectedToken", 2, "'e' is a constant; choose another letter for the index, as in Σ(k = 1 … 10, k²)")
    error("k + sum(k=1..3, k)", "unknownName", 0, "'k' is the index of a sum and stands only inside it")
    error("sum(k=1..x, k)", "unexpectedToken", 9, "a bound of a sum cannot depend on x")
    error("sum(k=1..3)", "unexpectedToken", 10, "expected ',' before the terms, as in sum(k = 1 … 10, k²)")
    error("sum(k=1, k)", "unexpectedToken", 7, "expected '…' (or '..') between the bounds, as in sum(k = 1 … 10, k²)")
    error("sum(k=1..3, sum(k=1..2, k))", "unexpectedToken", 16,
          "'k' is already the index of a sum around this one; choose another letter for the index, as in sum(k = 1 … 10, k²)")
    error("sum(2, 3)", "unexpectedToken", 4, "a sum starts with its index and bounds, as in sum(k = 1 … 10, k²)")
    error("sum x", "missingParentheses", 0, "'sum' needs parentheses, as in sum(k = 1 … 10, k²)")
    error("sum(k=1..3, k) + sum(k < 2, k)", "unexpectedToken", 23, "expected '=' after the index 'k', as in sum(k = 1 … 10, k²)")
    error("prod(k=1..20000, k)", "tooLong", 0, "this product takes more than 10000 terms")
    error("sum(k=1..sum(j=1..2, j), k)", "unexpectedToken", 9, "a bound of a sum cannot hold a sum; write its value")
    error("sum(", "incomplete", 4, "expression is incomplete: a sum needs its index and bounds, as in sum(k = 1 … 10, k²)")
    error("binom 5", "missingParentheses", 0, "'binom' needs parentheses, as in binom(5, 2)")
    error("binom(5)", "argumentCount", 0, "binom takes two arguments, as in binom(5, 2)")


def add_parameter_cases(with_parameters, parameter_error, sum_written):
    """Sums whose bounds are sliders: undefined where a bound is not whole or the terms are too many."""
    with_parameters("sum(k=1..n, k^2)", ["n"], {"n": 4}, "Σ(k = 1 … n, k²)", lambda x, n: 30, exact=True)
    with_parameters("sum(k=0..n, x^k/k!)", ["n"], {"n": 3}, "Σ(k = 0 … n, x^k/k!)",
                    lambda x, n: sum_written([x ** k / F(k) for k in range(4)]))
    with_parameters("sum(k=1..n, k)", ["n"], {"n": 2.5}, "Σ(k = 1 … n, k)", lambda x, n: None)
    with_parameters("sum(k=1..n, k)", ["n"], {"n": 20000}, "Σ(k = 1 … n, k)", lambda x, n: None)
    with_parameters("sum(k=a..3, k)", ["a"], {"a": 5}, "Σ(k = a … 3, k)", lambda x, a: 0, exact=True)
    parameter_error("sum(a=1..3, a)", ["a"], "unexpectedToken", 4,
                    "'a' is a parameter (a slider); choose another letter for the index, as in sum(k = 1 … 10, k²)")
