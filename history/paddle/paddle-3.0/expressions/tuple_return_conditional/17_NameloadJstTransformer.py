def tuple_return_conditional(a, b):

    def _orig_tuple_return_conditional(a, b):
        __return_0 = False
        __return_value_0 = None
        'Returns one of two tuple displays chosen by a conditional expression.'
        __return_value_0 = _jst.IfElse(_jst.Ld(a) <= _jst.Ld(b), lambda: (_jst.Ld(a), _jst.Ld(b)), lambda: (_jst.Ld(b), _jst.Ld(a)), lambda: None, lambda args: None, None, push_pop_names=None)
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_tuple_return_conditional), inputs=(3, 8))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=(3, 8))(_jst.Ld(_orig_tuple_return_conditional))
    return _jst.Ld(_decoedby_case)(_jst.Ld(a), _jst.Ld(b))
