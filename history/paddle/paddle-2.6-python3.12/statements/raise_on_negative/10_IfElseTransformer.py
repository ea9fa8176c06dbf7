def raise_on_negative(n: int) ->int:
    __return_value_0 = None
    """A raise ValueError(...) in an if branch that the example input does not take."""

    def get_args_0():
        return

    def set_args_0(__args):
        pass

    def true_fn_0():
        raise ValueError('n must not be negative')
        return

    def false_fn_0():
        return
    _jst.IfElse(n < 0, true_fn_0, false_fn_0, get_args_0, set_args_0, None, push_pop_names=None)
    __return_value_0 = n * 2
    return __return_value_0
