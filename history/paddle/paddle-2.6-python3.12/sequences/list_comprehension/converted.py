def list_comprehension(n):
    __return_value_0 = None
    """A list comprehension over range without a filter."""
    __return_value_0 = [(_jst.Ld(i) * 2) for i in _jst.Call(_jst.Ld(range))(_jst.Ld(n))]
    return _jst.Ld(__return_value_0)
