def while_true_return(n: int) ->int:
    __return_value_0 = None
    """A while True loop left only through return. Rejected by TorchScript: not every path returns."""
    i = 1
    while _jst.And(lambda : True, lambda : _jst.Not(__return_0)):
        if i * i >= n:
            __return_0 = _jst.create_bool_as_type(i * i >= n, True)
            __return_value_0 = i
        else:
            i += 1
    return __return_value_0
