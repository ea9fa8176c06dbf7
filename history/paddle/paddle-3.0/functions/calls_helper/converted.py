def calls_helper(n):

    def _orig_calls_helper(n):
        __return_0 = False
        __return_value_0 = None
        'Calls a private helper function defined in the same module.'
        __return_value_0 = _jst.Call(_jst.Ld(_helper))(_jst.Ld(n)) + _jst.Call(_jst.Ld(_helper))(_jst.Ld(n) + 1)
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_calls_helper), inputs=(4,))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=(4,))(_jst.Ld(_orig_calls_helper))
    return _jst.Ld(_decoedby_case)(_jst.Ld(n))
