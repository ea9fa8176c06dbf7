def early_return_in_if(n: int) ->int:
    __return_1 = _jst.UndefinedVar('__return_1')
    __return_0 = _jst.UndefinedVar('__return_0')
    __return_value_0 = None
    """A return inside an if with code following the if."""

    def get_args_0():
        nonlocal __return_0, __return_1, __return_value_0, n
        return __return_0, __return_1, __return_value_0, n

    def set_args_0(__args):
        nonlocal __return_0, __return_1, __return_value_0, n
        __return_0, __return_1, __return_value_0, n = __args

    def true_fn_0():
        nonlocal __return_0, __return_1, __return_value_0, n
        __return_0 = _jst.create_bool_as_type(n < 0, True)
        __return_value_0 = 0
        return

    def false_fn_0():
        nonlocal __return_0, __return_1, __return_value_0, n
        n = n * 3
        __return_1 = _jst.create_bool_as_type(n < 0, True)
        __return_value_0 = n + 1
        return
    _jst.IfElse(n < 0, true_fn_0, false_fn_0, get_args_0, set_args_0, ('__return_0', '__return_1', '__return_value_0', 'n'), push_pop_names=None)
    return __return_value_0
