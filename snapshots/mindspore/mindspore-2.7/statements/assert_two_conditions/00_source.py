def assert_two_conditions(lo: int, hi: int) -> int:
    """Two asserts, one of them on a compound condition."""
    assert lo >= 0
    assert lo < hi and hi < 100, "need 0 <= lo < hi < 100"
    return hi - lo
