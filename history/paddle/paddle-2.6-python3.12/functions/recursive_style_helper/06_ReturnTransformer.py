def recursive_style_helper(n: int) ->int:
    __return_value_0 = None
    """Calls a helper in a loop, feeding its result back in."""
    v = n
    for _ in range(3):
        v = _helper(v) % 17
    __return_value_0 = v
    return __return_value_0
