def augmented_power_float(x):

    def _orig_augmented_power_float(x):
        __return_0 = False
        __return_value_0 = None
        'Uses **= and /= on a float variable.'
        y = _jst.Ld(x)
        y **= 2.0
        y /= 3.0
        __return_value_0 = _jst.Ld(y)
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_augmented_power_float), inputs=(1.5,))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=(1.5,))(_jst.Ld(_orig_augmented_power_float))
    return _jst.Ld(_decoedby_case)(_jst.Ld(x))
