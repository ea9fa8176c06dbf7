def arithmetic_operators(a, b):

    def _orig_arithmetic_operators(a, b):
        __return_0 = False
        __return_value_0 = None
        'Floor division, modulo, multiplication and true division on ints.'
        __return_value_0 = (_jst.Ld(a) // _jst.Ld(b), _jst.Ld(a) % _jst.Ld(b), _jst.Ld(a) * _jst.Ld(b), _jst.Ld(a) / _jst.Ld(b))
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_arithmetic_operators), inputs=(9, 4))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=(9, 4))(_jst.Ld(_orig_arithmetic_operators))
    return _jst.Ld(_decoedby_case)(_jst.Ld(a), _jst.Ld(b))
