def ternary_and_or(n):
    """A conditional expression and short-circuit ``and``/``or``: each a branch in the IR."""
    sign = 1 if n > 0 else -1
    small = n > -5 and n < 5
    return sign * (10 if small or n == 100 else 20)
