def if_without_else(n: int) ->int:
    __return_value_0 = None
    """An if with no else that conditionally overwrites a variable."""
    r = n

    def get_args_0():
        nonlocal r
        return r,

    def set_args_0(__args):
        nonlocal r
        r, = __args

    def true_fn_0():
        nonlocal r
        r = n // 2
        return

    def false_fn_0():
        nonlocal r
        return
    _jst.IfElse(n % 2 == 0, true_fn_0, false_fn_0, get_args_0, set_args_0, ('r',), push_pop_names=None)
    __return_value_0 = r
    return __return_value_0
