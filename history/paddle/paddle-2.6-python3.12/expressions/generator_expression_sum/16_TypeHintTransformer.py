def generator_expression_sum(xs):
    __return_value_0 = None
    """sum() over a generator expression."""
    __return_value_0 = _jst.Ld(sum)(_jst.Ld(x) * _jst.Ld(x) for x in _jst.Ld(xs))
    return _jst.Ld(__return_value_0)
