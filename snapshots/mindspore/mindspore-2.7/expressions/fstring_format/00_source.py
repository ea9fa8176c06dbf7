def fstring_format(n: int) -> str:
    """An f-string with two interpolated expressions."""
    return f"n={n}, twice={n * 2}"
