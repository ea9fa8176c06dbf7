def int_bitwise_invert(n):

    def _orig_int_bitwise_invert(n):
        __return_0 = False
        __return_value_0 = None
        'Bitwise invert ~n on an int. Rejected by TorchScript: ~ (aten::bitwise_not) is defined for tensors only.'
        __return_value_0 = ~_jst.Ld(n) + 1
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_int_bitwise_invert), inputs=(6,))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=(6,))(_jst.Ld(_orig_int_bitwise_invert))
    return _jst.Ld(_decoedby_case)(_jst.Ld(n))
