def assert_with_message(n: int) -> int:
    """An assert with a message string."""
    assert n % 2 == 0, "n must be even"
    return n // 2
