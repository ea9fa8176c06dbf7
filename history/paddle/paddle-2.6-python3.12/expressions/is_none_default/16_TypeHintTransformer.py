def is_none_default(limit, n):
    __return_value_0 = None
    """Refines an Optional[int] with `is None` inside a conditional expression."""
    cap = _jst.IfElse(_jst.Ld(limit) is None, lambda : 10, lambda : _jst.Ld(limit), lambda : None, lambda args: None, None, push_pop_names=None)
    __return_value_0 = _jst.Ld(min)(_jst.Ld(n), _jst.Ld(cap))
    return _jst.Ld(__return_value_0)
