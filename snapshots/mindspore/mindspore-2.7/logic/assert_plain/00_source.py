def assert_plain(n: int) -> int:
    """An assert without a message before the computation."""
    assert n >= 0
    return n * 2
