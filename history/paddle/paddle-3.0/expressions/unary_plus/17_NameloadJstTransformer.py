def unary_plus(n):

    def _orig_unary_plus(n):
        __return_0 = False
        __return_value_0 = None
        'Unary plus on an int. Rejected by TorchScript: unary + is unsupported (its error path raises AttributeError).'
        __return_value_0 = +_jst.Ld(n) - 1
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_unary_plus), inputs=(6,))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=(6,))(_jst.Ld(_orig_unary_plus))
    return _jst.Ld(_decoedby_case)(_jst.Ld(n))
