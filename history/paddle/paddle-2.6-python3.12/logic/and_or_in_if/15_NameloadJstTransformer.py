def and_or_in_if(a: _jst.Ld(bool), b: _jst.Ld(bool), n: _jst.Ld(int)) ->_jst.Ld(int):
    __return_1 = _jst.UndefinedVar('__return_1')
    __return_0 = _jst.UndefinedVar('__return_0')
    __return_value_0 = None
    """An if whose condition mixes and, or and not."""

    def get_args_0():
        nonlocal __return_0, __return_1, __return_value_0
        return _jst.Ld(__return_0), _jst.Ld(__return_1), _jst.Ld(__return_value_0)

    def set_args_0(__args):
        nonlocal __return_0, __return_1, __return_value_0
        __return_0, __return_1, __return_value_0 = _jst.Ld(__args)

    def true_fn_0():
        nonlocal __return_0, __return_1, __return_value_0
        __return_0 = _jst.create_bool_as_type(_jst.Or(lambda : _jst.And(lambda : _jst.Ld(a), lambda : _jst.Not(_jst.Ld(b))), lambda : _jst.Ld(n) > 10), True)
        __return_value_0 = 1
        return

    def false_fn_0():
        nonlocal __return_0, __return_1, __return_value_0
        __return_1 = _jst.create_bool_as_type(_jst.Or(lambda : _jst.And(lambda : _jst.Ld(a), lambda : _jst.Not(_jst.Ld(b))), lambda : _jst.Ld(n) > 10), True)
        __return_value_0 = 0
        return
    _jst.IfElse(_jst.Or(lambda : _jst.And(lambda : _jst.Ld(a), lambda : _jst.Not(_jst.Ld(b))), lambda : _jst.Ld(n) > 10), _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), ('__return_0', '__return_1', '__return_value_0'), push_pop_names=None)
    return _jst.Ld(__return_value_0)
