def lambda_bound_and_called(n: int) ->int:
    __return_value_0 = None
    """Binds a lambda to a name and calls it. Rejected by TorchScript: lambdas are unsupported."""
    f = lambda v: v * 3 + 1
    __return_value_0 = _jst.Call(f)(n)
    return __return_value_0
