def recursive_style_helper(n: int) -> int:
    """Calls a helper in a loop, feeding its result back in."""
    v = n
    for _ in range(3):
        v = _helper(v) % 17
    return v
