def conditional_expression(n):

    def _orig_conditional_expression(n):
        __return_0 = False
        __return_value_0 = None
        'A conditional expression a if c else b.'
        __return_value_0 = _jst.IfElse(_jst.Ld(n) % 2 == 0, lambda: _jst.Ld(n) // 2, lambda: 3 * _jst.Ld(n) + 1, lambda: None, lambda args: None, None, push_pop_names=None)
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_conditional_expression), inputs=(9,))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=(9,))(_jst.Ld(_orig_conditional_expression))
    return _jst.Ld(_decoedby_case)(_jst.Ld(n))
