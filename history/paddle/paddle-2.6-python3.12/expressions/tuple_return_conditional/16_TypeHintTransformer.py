def tuple_return_conditional(a, b):
    __return_value_0 = None
    """Returns one of two tuple displays chosen by a conditional expression."""
    __return_value_0 = _jst.IfElse(_jst.Ld(a) <= _jst.Ld(b), lambda : (_jst.Ld(a), _jst.Ld(b)), lambda : (_jst.Ld(b), _jst.Ld(a)), lambda : None, lambda args: None, None, push_pop_names=None)
    return _jst.Ld(__return_value_0)
