def chained_comparison(n: _jst.Ld(int)) ->_jst.Ld(bool):
    __return_value_0 = None
    """A chained comparison 0 <= n < 10."""
    __return_value_0 = 0 <= _jst.Ld(n) < 10
    return _jst.Ld(__return_value_0)
