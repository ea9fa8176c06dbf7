def while_early_return(n):
    __return_1 = _jst.UndefinedVar('__return_1')
    __return_value_0 = None
    """A while loop that returns from inside its body."""
    i = 1
    __return_0 = _jst.create_bool_as_type(_jst.Ld(i) * _jst.Ld(i) > _jst.Ld(n), False)

    def while_condition_0():
        nonlocal __return_0, __return_value_0, i
        return _jst.And(lambda : _jst.Ld(i) < _jst.Ld(n), lambda : _jst.Not(_jst.Ld(__return_0)))

    def while_body_0():
        nonlocal __return_0, __return_value_0, i

        def get_args_1():
            nonlocal __return_0, __return_value_0, i
            return _jst.Ld(__return_0), _jst.Ld(__return_value_0), _jst.Ld(i)

        def set_args_1(__args):
            nonlocal __return_0, __return_value_0, i
            __return_0, __return_value_0, i = _jst.Ld(__args)

        def true_fn_0():
            nonlocal __return_0, __return_value_0, i
            __return_0 = _jst.create_bool_as_type(_jst.Ld(i) * _jst.Ld(i) > _jst.Ld(n), True)
            __return_value_0 = _jst.Ld(i)
            return

        def false_fn_0():
            nonlocal __return_0, __return_value_0, i
            i += 1
            return
        _jst.IfElse(_jst.Ld(i) * _jst.Ld(i) > _jst.Ld(n), _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_1), _jst.Ld(set_args_1), ('__return_0', '__return_value_0', 'i'), push_pop_names=None)

    def get_args_0():
        nonlocal __return_0, __return_value_0, i
        return _jst.Ld(__return_0), _jst.Ld(__return_value_0), _jst.Ld(i)

    def set_args_0(__args):
        nonlocal __return_0, __return_value_0, i
        __return_0, __return_value_0, i = _jst.Ld(__args)
    _jst.While(_jst.Ld(while_condition_0), _jst.Ld(while_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('__return_0', '__return_value_0', 'i'), push_pop_names=None)

    def get_args_2():
        nonlocal __return_1, __return_value_0
        return _jst.Ld(__return_1), _jst.Ld(__return_value_0)

    def set_args_2(__args):
        nonlocal __return_1, __return_value_0
        __return_1, __return_value_0 = _jst.Ld(__args)

    def true_fn_1():
        nonlocal __return_1, __return_value_0
        __return_1 = _jst.create_bool_as_type(_jst.Not(_jst.Ld(__return_0)), True)
        __return_value_0 = -1
        return

    def false_fn_1():
        nonlocal __return_1, __return_value_0
        return
    _jst.IfElse(_jst.Not(_jst.Ld(__return_0)), _jst.Ld(true_fn_1), _jst.Ld(false_fn_1), _jst.Ld(get_args_2), _jst.Ld(set_args_2), ('__return_1', '__return_value_0'), push_pop_names=None)
    return _jst.Ld(__return_value_0)
