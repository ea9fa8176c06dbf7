def augmented_modulo(n):

    def _orig_augmented_modulo(n):
        __return_0 = False
        __return_value_0 = None
        'Uses %= on an int. Rejected by TorchScript: int %= is typed float, not int.'
        x = n
        x %= 7
        __return_value_0 = x
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_augmented_modulo, inputs=(17,))
    except:
        _decoedby_case = _jst.Call(case)(inputs=(17,))(_orig_augmented_modulo)
    return _decoedby_case(n)
