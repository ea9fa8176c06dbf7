def fstring_format(n):

    def _orig_fstring_format(n):
        __return_0 = False
        __return_value_0 = None
        'An f-string with two interpolated expressions.'
        __return_value_0 = f'n={n}, twice={n * 2}'
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_fstring_format, inputs=(7,))
    except:
        _decoedby_case = _jst.Call(case)(inputs=(7,))(_orig_fstring_format)
    return _decoedby_case(n)
