def conditional_expression_with_and(a, b):

    def _orig_conditional_expression_with_and(a, b):
        __return_0 = False
        __return_value_0 = None
        'A conditional expression whose test is an and of two comparisons.'
        __return_value_0 = _jst.IfElse(_jst.And(lambda: _jst.Ld(a) > 0, lambda: _jst.Ld(b) > 0), lambda: _jst.Ld(a) * _jst.Ld(b), lambda: _jst.Ld(a) + _jst.Ld(b), lambda: None, lambda args: None, None, push_pop_names=None)
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_conditional_expression_with_and), inputs=(4, -1))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=(4, -1))(_jst.Ld(_orig_conditional_expression_with_and))
    return _jst.Ld(_decoedby_case)(_jst.Ld(a), _jst.Ld(b))
