def assert_with_message(n: int) ->int:
    __return_value_0 = None
    """An assert with a message string."""
    assert n % 2 == 0, 'n must be even'
    __return_value_0 = n // 2
    return __return_value_0
