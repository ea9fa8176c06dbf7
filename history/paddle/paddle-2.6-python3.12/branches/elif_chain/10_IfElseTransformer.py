def elif_chain(n: int) ->int:
    r = _jst.UndefinedVar('r')
    __return_value_0 = None
    """An if/elif/elif/else chain picking one of four results."""

    def get_args_2():
        nonlocal r
        return r,

    def set_args_2(__args):
        nonlocal r
        r, = __args

    def true_fn_2():
        nonlocal r
        r = -1
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
            r = 0
            return

        def false_fn_1():
            nonlocal r

            def get_args_0():
                nonlocal r
                return r,

            def set_args_0(__args):
                nonlocal r
                r, = __args

            def true_fn_0():
                nonlocal r
                r = 1
                return

            def false_fn_0():
                nonlocal r
                r = 2
                return
            _jst.IfElse(n < 10, true_fn_0, false_fn_0, get_args_0, set_args_0, ('r',), push_pop_names=None)
            return
        _jst.IfElse(n == 0, true_fn_1, false_fn_1, get_args_1, set_args_1, ('r',), push_pop_names=None)
        return
    _jst.IfElse(n < 0, true_fn_2, false_fn_2, get_args_2, set_args_2, ('r',), push_pop_names=None)
    __return_value_0 = r
    return __return_value_0
