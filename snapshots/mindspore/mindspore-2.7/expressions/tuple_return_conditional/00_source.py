def tuple_return_conditional(a: int, b: int) -> Tuple[int, int]:
    """Returns one of two tuple displays chosen by a conditional expression."""
    return (a, b) if a <= b else (b, a)
