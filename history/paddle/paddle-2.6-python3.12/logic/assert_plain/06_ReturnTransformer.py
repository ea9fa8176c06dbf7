def assert_plain(n: int) ->int:
    __return_value_0 = None
    """An assert without a message before the computation."""
    assert n >= 0
    __return_value_0 = n * 2
    return __return_value_0
