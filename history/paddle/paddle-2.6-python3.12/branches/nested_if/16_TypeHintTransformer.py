def nested_if(a, b):
    r = _jst.UndefinedVar('r')
    __return_value_0 = None
    """An if nested inside both branches of an outer if."""

    def get_args_2():
        nonlocal r
        return _jst.Ld(r),

    def set_args_2(__args):
        nonlocal r
        r, = _jst.Ld(__args)

    def true_fn_2():
        nonlocal r

        def get_args_0():
            nonlocal r
            return _jst.Ld(r),

        def set_args_0(__args):
            nonlocal r
            r, = _jst.Ld(__args)

        def true_fn_0():
            nonlocal r
            r = _jst.Ld(a) + _jst.Ld(b)
            return

        def false_fn_0():
            nonlocal r
            r = _jst.Ld(a) - _jst.Ld(b)
            return
        _jst.IfElse(_jst.Ld(b) > 0, _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), ('r',), push_pop_names=None)
        return

    def false_fn_2():
        nonlocal r

        def get_args_1():
            nonlocal r
            return _jst.Ld(r),

        def set_args_1(__args):
            nonlocal r
            r, = _jst.Ld(__args)

        def true_fn_1():
            nonlocal r
            r = _jst.Ld(b) - _jst.Ld(a)
            return

        def false_fn_1():
            nonlocal r
            r = 0
            return
        _jst.IfElse(_jst.Ld(b) > 0, _jst.Ld(true_fn_1), _jst.Ld(false_fn_1), _jst.Ld(get_args_1), _jst.Ld(set_args_1), ('r',), push_pop_names=None)
        return
    _jst.IfElse(_jst.Ld(a) > 0, _jst.Ld(true_fn_2), _jst.Ld(false_fn_2), _jst.Ld(get_args_2), _jst.Ld(set_args_2), ('r',), push_pop_names=None)
    __return_value_0 = _jst.Ld(r)
    return _jst.Ld(__return_value_0)
