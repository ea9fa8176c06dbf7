def augmented_power_float(x):

    def _orig_augmented_power_float(x):
        __return_0 = False
        __return_value_0 = None
        'Uses **= and /= on a float variable.'
        y = x
        y **= 2.0
        y /= 3.0
        __return_value_0 = y
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_augmented_power_float, inputs=(1.5,))
    except:
        _decoedby_case = _jst.Call(case)(inputs=(1.5,))(_orig_augmented_power_float)
    return _decoedby_case(x)
