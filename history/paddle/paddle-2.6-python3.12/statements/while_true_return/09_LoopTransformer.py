def while_true_return(n: int) ->int:
    __return_0 = _jst.UndefinedVar('__return_0')
    __return_value_0 = None
    """A while True loop left only through return. Rejected by TorchScript: not every path returns."""
    i = 1

    def while_condition_0():
        nonlocal __return_0, __return_value_0, i
        return _jst.And(lambda : True, lambda : _jst.Not(__return_0))

    def while_body_0():
        nonlocal __return_0, __return_value_0, i
        if i * i >= n:
            __return_0 = _jst.create_bool_as_type(i * i >= n, True)
            __return_value_0 = i
        else:
            i += 1

    def get_args_0():
        nonlocal __return_0, __return_value_0, i
        return __return_0, __return_value_0, i

    def set_args_0(__args):
        nonlocal __return_0, __return_value_0, i
        __return_0, __return_value_0, i = __args
    _jst.While(while_condition_0, while_body_0, get_args_0, set_args_0, return_name_ids=('__return_0', '__return_value_0', 'i'), push_pop_names=None)
    return __return_value_0
