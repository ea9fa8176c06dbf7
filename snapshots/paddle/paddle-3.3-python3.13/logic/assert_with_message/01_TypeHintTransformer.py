def assert_with_message(n):
    """An assert with a message string."""
    assert n % 2 == 0, 'n must be even'
    return n // 2
