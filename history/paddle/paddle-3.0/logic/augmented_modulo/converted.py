def augmented_modulo(n):

    def _orig_augmented_modulo(n):
        __return_0 = False
        __return_value_0 = None
        'Uses %= on an int. Rejected by TorchScript: int %= is typed float, not int.'
        x = _jst.Ld(n)
        x %= 7
        __return_value_0 = _jst.Ld(x)
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_augmented_modulo), inputs=(17,))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=(17,))(_jst.Ld(_orig_augmented_modulo))
    return _jst.Ld(_decoedby_case)(_jst.Ld(n))
