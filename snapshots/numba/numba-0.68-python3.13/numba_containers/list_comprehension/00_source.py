def list_comprehension(a):
    """A list comprehension: Numba inlines the comprehension's closure into a loop (inline_closure_likes)."""
    squares = [x * x for x in a if x % 2 == 0]
    return sum(squares)
