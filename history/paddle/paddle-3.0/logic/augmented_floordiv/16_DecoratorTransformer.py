def augmented_floordiv(n):

    def _orig_augmented_floordiv(n):
        __return_0 = False
        __return_value_0 = None
        'Uses //= on an int. Rejected by TorchScript: //= augmented assignment unsupported.'
        x = n
        x //= 3
        __return_value_0 = x
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_augmented_floordiv, inputs=(17,))
    except:
        _decoedby_case = _jst.Call(case)(inputs=(17,))(_orig_augmented_floordiv)
    return _decoedby_case(n)
