def raise_on_negative(n: int) -> int:
    """A raise ValueError(...) in an if branch that the example input does not take."""
    if n < 0:
        raise ValueError("n must not be negative")
    return n * 2
