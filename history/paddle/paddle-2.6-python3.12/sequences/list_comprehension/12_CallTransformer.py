def list_comprehension(n: int) ->List[int]:
    __return_value_0 = None
    """A list comprehension over range without a filter."""
    __return_value_0 = [(i * 2) for i in _jst.Call(range)(n)]
    return __return_value_0
