def fstring_format(n):

    def _orig_fstring_format(n):
        __return_0 = False
        __return_value_0 = None
        'An f-string with two interpolated expressions.'
        __return_value_0 = f'n={_jst.Ld(n)}, twice={_jst.Ld(n) * 2}'
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_fstring_format), inputs=(7,))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=(7,))(_jst.Ld(_orig_fstring_format))
    return _jst.Ld(_decoedby_case)(_jst.Ld(n))
