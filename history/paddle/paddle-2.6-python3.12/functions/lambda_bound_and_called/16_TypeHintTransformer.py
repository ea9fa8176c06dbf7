def lambda_bound_and_called(n):
    __return_value_0 = None
    """Binds a lambda to a name and calls it. Rejected by TorchScript: lambdas are unsupported."""
    f = lambda v: _jst.Ld(v) * 3 + 1
    __return_value_0 = _jst.Call(_jst.Ld(f))(_jst.Ld(n))
    return _jst.Ld(__return_value_0)
