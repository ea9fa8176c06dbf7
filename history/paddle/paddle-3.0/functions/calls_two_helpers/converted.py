def calls_two_helpers(n):

    def _orig_calls_two_helpers(n):
        __return_0 = False
        __return_value_0 = None
        'Chains calls to two module-level helpers.'
        __return_value_0 = _jst.Call(_jst.Ld(_clamp))(_jst.Call(_jst.Ld(_helper))(_jst.Ld(n)), 0, 20)
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_calls_two_helpers), inputs=(15,))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=(15,))(_jst.Ld(_orig_calls_two_helpers))
    return _jst.Ld(_decoedby_case)(_jst.Ld(n))
