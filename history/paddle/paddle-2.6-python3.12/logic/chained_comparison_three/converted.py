def chained_comparison_three(a, b, c):
    __return_value_0 = None
    """A three-way chained comparison a < b < c != a."""
    __return_value_0 = _jst.Ld(a) < _jst.Ld(b) < _jst.Ld(c) != _jst.Ld(a)
    return _jst.Ld(__return_value_0)
