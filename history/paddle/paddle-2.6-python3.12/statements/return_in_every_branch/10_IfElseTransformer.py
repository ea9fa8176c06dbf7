def return_in_every_branch(n: int) ->int:
    __return_2 = _jst.UndefinedVar('__return_2')
    __return_1 = _jst.UndefinedVar('__return_1')
    __return_0 = _jst.UndefinedVar('__return_0')
    __return_value_0 = None
    """Every branch of an if/elif/else chain returns; nothing follows."""

    def get_args_1():
        nonlocal __return_0, __return_1, __return_2, __return_value_0
        return __return_0, __return_1, __return_2, __return_value_0

    def set_args_1(__args):
        nonlocal __return_0, __return_1, __return_2, __return_value_0
        __return_0, __return_1, __return_2, __return_value_0 = __args

    def true_fn_1():
        nonlocal __return_0, __return_1, __return_2, __return_value_0
        __return_0 = _jst.create_bool_as_type(n > 0, True)
        __return_value_0 = 1
        return

    def false_fn_1():
        nonlocal __return_0, __return_1, __return_2, __return_value_0

        def get_args_0():
            nonlocal __return_1, __return_2, __return_value_0
            return __return_1, __return_2, __return_value_0

        def set_args_0(__args):
            nonlocal __return_1, __return_2, __return_value_0
            __return_1, __return_2, __return_value_0 = __args

        def true_fn_0():
            nonlocal __return_1, __return_2, __return_value_0
            __return_1 = _jst.create_bool_as_type(n < 0, True)
            __return_value_0 = -1
            return

        def false_fn_0():
            nonlocal __return_1, __return_2, __return_value_0
            __return_2 = _jst.create_bool_as_type(n < 0, True)
            __return_value_0 = 0
            return
        _jst.IfElse(n < 0, true_fn_0, false_fn_0, get_args_0, set_args_0, ('__return_1', '__return_2', '__return_value_0'), push_pop_names=None)
        return
    _jst.IfElse(n > 0, true_fn_1, false_fn_1, get_args_1, set_args_1, ('__return_0', '__return_1', '__return_2', '__return_value_0'), push_pop_names=None)
    return __return_value_0
