def early_return(x):
    __return_1 = _jst.UndefinedVar('__return_1')
    __return_0 = _jst.UndefinedVar('__return_0')
    __return_value_0 = None
    """A return inside an if on a tensor: EarlyReturnTransformer and ReturnTransformer give one return at the end.
    AutoGraph's return_statements pass does the same; TorchScript keeps both returns."""
    if x.mean() > 0:
        __return_0 = _jst.create_bool_as_type(x.mean() > 0, True)
        __return_value_0 = x + 1.0
    else:
        __return_1 = _jst.create_bool_as_type(x.mean() > 0, True)
        __return_value_0 = x - 1.0
    return __return_value_0
