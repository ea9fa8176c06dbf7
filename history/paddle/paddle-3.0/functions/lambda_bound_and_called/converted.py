def lambda_bound_and_called(n):

    def _orig_lambda_bound_and_called(n):
        __return_0 = False
        __return_value_0 = None
        'Binds a lambda to a name and calls it. Rejected by TorchScript: lambdas are unsupported.'
        f = lambda v: _jst.Ld(v) * 3 + 1
        __return_value_0 = _jst.Call(_jst.Ld(f))(_jst.Ld(n))
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_lambda_bound_and_called), inputs=(5,))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=(5,))(_jst.Ld(_orig_lambda_bound_and_called))
    return _jst.Ld(_decoedby_case)(_jst.Ld(n))
