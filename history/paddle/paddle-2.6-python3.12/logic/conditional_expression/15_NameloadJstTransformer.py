def conditional_expression(n: _jst.Ld(int)) ->_jst.Ld(int):
    __return_value_0 = None
    """A conditional expression a if c else b."""
    __return_value_0 = _jst.IfElse(_jst.Ld(n) % 2 == 0, lambda : _jst.Ld(n) // 2, lambda : 3 * _jst.Ld(n) + 1, lambda : None, lambda args: None, None, push_pop_names=None)
    return _jst.Ld(__return_value_0)
