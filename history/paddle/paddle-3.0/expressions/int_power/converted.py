def int_power(n):

    def _orig_int_power(n):
        __return_0 = False
        __return_value_0 = None
        'n ** 2 annotated as int. Rejected by TorchScript: int ** int is typed float.'
        __return_value_0 = _jst.Ld(n) ** 2
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_int_power), inputs=(3,))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=(3,))(_jst.Ld(_orig_int_power))
    return _jst.Ld(_decoedby_case)(_jst.Ld(n))
