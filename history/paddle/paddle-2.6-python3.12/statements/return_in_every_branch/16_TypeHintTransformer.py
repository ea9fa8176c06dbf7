def return_in_every_branch(n):
    __return_2 = _jst.UndefinedVar('__return_2')
    __return_1 = _jst.UndefinedVar('__return_1')
    __return_0 = _jst.UndefinedVar('__return_0')
    __return_value_0 = None
    """Every branch of an if/elif/else chain returns; nothing follows."""

    def get_args_1():
        nonlocal __return_0, __return_1, __return_2, __return_value_0
        return _jst.Ld(__return_0), _jst.Ld(__return_1), _jst.Ld(__return_2), _jst.Ld(__return_value_0)

    def set_args_1(__args):
        nonlocal __return_0, __return_1, __return_2, __return_value_0
        __return_0, __return_1, __return_2, __return_value_0 = _jst.Ld(__args)

    def true_fn_1():
        nonlocal __return_0, __return_1, __return_2, __return_value_0
        __return_0 = _jst.create_bool_as_type(_jst.Ld(n) > 0, True)
        __return_value_0 = 1
        return

    def false_fn_1():
        nonlocal __return_0, __return_1, __return_2, __return_value_0

        def get_args_0():
            nonlocal __return_1, __return_2, __return_value_0
            return _jst.Ld(__return_1), _jst.Ld(__return_2), _jst.Ld(__return_value_0)

        def set_args_0(__args):
            nonlocal __return_1, __return_2, __return_value_0
            __return_1, __return_2, __return_value_0 = _jst.Ld(__args)

        def true_fn_0():
            nonlocal __return_1, __return_2, __return_value_0
            __return_1 = _jst.create_bool_as_type(_jst.Ld(n) < 0, True)
            __return_value_0 = -1
            return

        def false_fn_0():
            nonlocal __return_1, __return_2, __return_value_0
            __return_2 = _jst.create_bool_as_type(_jst.Ld(n) < 0, True)
            __return_value_0 = 0
            return
        _jst.IfElse(_jst.Ld(n) < 0, _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), ('__return_1', '__return_2', '__return_value_0'), push_pop_names=None)
        return
    _jst.IfElse(_jst.Ld(n) > 0, _jst.Ld(true_fn_1), _jst.Ld(false_fn_1), _jst.Ld(get_args_1), _jst.Ld(set_args_1), ('__return_0', '__return_1', '__return_2', '__return_value_0'), push_pop_names=None)
    return _jst.Ld(__return_value_0)
