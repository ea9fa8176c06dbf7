def numpy_function_of_tensor(x):

    def _orig_numpy_function_of_tensor(x):
        __return_0 = False
        __return_value_0 = None
        'np.exp on a tensor: numpy cannot read a static Value. AutoGraph refuses; TorchScript and export cannot call\n    numpy.'
        __return_value_0 = _jst.Ld(_jst.Ld(paddle).to_tensor)(_jst.Call(_jst.Ld(_jst.Ld(np).exp))(_jst.Ld(x)))
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_numpy_function_of_tensor), inputs=lambda: (_jst.Ld(_jst.Ld(paddle).ones)([2]),))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=lambda: (_jst.Ld(_jst.Ld(paddle).ones)([2]),))(_jst.Ld(_orig_numpy_function_of_tensor))
    return _jst.Ld(_decoedby_case)(_jst.Ld(x))
