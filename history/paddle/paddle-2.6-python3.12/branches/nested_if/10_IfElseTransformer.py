def nested_if(a: int, b: int) ->int:
    r = _jst.UndefinedVar('r')
    __return_value_0 = None
    """An if nested inside both branches of an outer if."""

    def get_args_2():
        nonlocal r
        return r,

    def set_args_2(__args):
        nonlocal r
        r, = __args

    def true_fn_2():
        nonlocal r

        def get_args_0():
            nonlocal r
            return r,

        def set_args_0(__args):
            nonlocal r
            r, = __args

        def true_fn_0():
            nonlocal r
            r = a + b
            return

        def false_fn_0():
            nonlocal r
            r = a - b
            return
        _jst.IfElse(b > 0, true_fn_0, false_fn_0, get_args_0, set_args_0, ('r',), push_pop_names=None)
        return

    def false_fn_2():
        nonlocal r

        def get_args_1():
            nonlocal r
            return r,

        def set_args_1(__args):
            nonlocal r
            r, = __args

        def true_fn_1():
            nonlocal r
            r = b - a
            return

        def false_fn_1():
            nonlocal r
            r = 0
            return
        _jst.IfElse(b > 0, true_fn_1, false_fn_1, get_args_1, set_args_1, ('r',), push_pop_names=None)
        return
    _jst.IfElse(a > 0, true_fn_2, false_fn_2, get_args_2, set_args_2, ('r',), push_pop_names=None)
    __return_value_0 = r
    return __return_value_0
