def early_return_in_if(n: _jst.Ld(int)) ->_jst.Ld(int):
    __return_1 = _jst.UndefinedVar('__return_1')
    __return_0 = _jst.UndefinedVar('__return_0')
    __return_value_0 = None
    """A return inside an if with code following the if."""

    def get_args_0():
        nonlocal __return_0, __return_1, __return_value_0, n
        return _jst.Ld(__return_0), _jst.Ld(__return_1), _jst.Ld(__return_value_0), _jst.Ld(n)

    def set_args_0(__args):
        nonlocal __return_0, __return_1, __return_value_0, n
        __return_0, __return_1, __return_value_0, n = _jst.Ld(__args)

    def true_fn_0():
        nonlocal __return_0, __return_1, __return_value_0, n
        __return_0 = _jst.create_bool_as_type(_jst.Ld(n) < 0, True)
        __return_value_0 = 0
        return

    def false_fn_0():
        nonlocal __return_0, __return_1, __return_value_0, n
        n = _jst.Ld(n) * 3
        __return_1 = _jst.create_bool_as_type(_jst.Ld(n) < 0, True)
        __return_value_0 = _jst.Ld(n) + 1
        return
    _jst.IfElse(_jst.Ld(n) < 0, _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), ('__return_0', '__return_1', '__return_value_0', 'n'), push_pop_names=None)
    return _jst.Ld(__return_value_0)
