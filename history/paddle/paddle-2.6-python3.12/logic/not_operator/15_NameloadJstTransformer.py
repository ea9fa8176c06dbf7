def not_operator(flag: _jst.Ld(bool), n: _jst.Ld(int)) ->_jst.Ld(int):
    __return_1 = _jst.UndefinedVar('__return_1')
    __return_0 = _jst.UndefinedVar('__return_0')
    __return_value_0 = None
    """Uses not on a bool parameter inside an if."""

    def get_args_0():
        nonlocal __return_0, __return_1, __return_value_0
        return _jst.Ld(__return_0), _jst.Ld(__return_1), _jst.Ld(__return_value_0)

    def set_args_0(__args):
        nonlocal __return_0, __return_1, __return_value_0
        __return_0, __return_1, __return_value_0 = _jst.Ld(__args)

    def true_fn_0():
        nonlocal __return_0, __return_1, __return_value_0
        __return_0 = _jst.create_bool_as_type(_jst.Not(_jst.Ld(flag)), True)
        __return_value_0 = -_jst.Ld(n)
        return

    def false_fn_0():
        nonlocal __return_0, __return_1, __return_value_0
        __return_1 = _jst.create_bool_as_type(_jst.Not(_jst.Ld(flag)), True)
        __return_value_0 = _jst.Ld(n)
        return
    _jst.IfElse(_jst.Not(_jst.Ld(flag)), _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), ('__return_0', '__return_1', '__return_value_0'), push_pop_names=None)
    return _jst.Ld(__return_value_0)
