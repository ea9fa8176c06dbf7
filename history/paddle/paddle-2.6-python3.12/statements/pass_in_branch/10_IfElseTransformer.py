def pass_in_branch(n: int) ->int:
    __return_value_0 = None
    """A pass statement as the whole body of one if branch."""

    def get_args_0():
        nonlocal n
        return n,

    def set_args_0(__args):
        nonlocal n
        n, = __args

    def true_fn_0():
        nonlocal n
        pass
        return

    def false_fn_0():
        nonlocal n
        n = -n
        return
    _jst.IfElse(n > 0, true_fn_0, false_fn_0, get_args_0, set_args_0, ('n',), push_pop_names=None)
    __return_value_0 = n
    return __return_value_0
