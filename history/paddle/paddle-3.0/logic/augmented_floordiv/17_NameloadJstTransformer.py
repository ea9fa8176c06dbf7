def augmented_floordiv(n):

    def _orig_augmented_floordiv(n):
        __return_0 = False
        __return_value_0 = None
        'Uses //= on an int. Rejected by TorchScript: //= augmented assignment unsupported.'
        x = _jst.Ld(n)
        x //= 3
        __return_value_0 = _jst.Ld(x)
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_augmented_floordiv), inputs=(17,))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=(17,))(_jst.Ld(_orig_augmented_floordiv))
    return _jst.Ld(_decoedby_case)(_jst.Ld(n))
