def assert_in_loop(xs: List[int]) -> int:
    """An assert with a message inside a for loop over a list."""
    total = 0
    for x in xs:
        assert x % 2 == 0, "every item must be even"
        total += x
    return total
