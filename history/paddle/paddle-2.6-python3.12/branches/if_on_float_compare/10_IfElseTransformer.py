def if_on_float_compare(x: float, limit: float) ->float:
    __return_value_0 = None
    """An if on a comparison between two float parameters."""

    def get_args_0():
        nonlocal x
        return x,

    def set_args_0(__args):
        nonlocal x
        x, = __args

    def true_fn_0():
        nonlocal x
        x = limit
        return

    def false_fn_0():
        nonlocal x
        return
    _jst.IfElse(x >= limit, true_fn_0, false_fn_0, get_args_0, set_args_0, ('x',), push_pop_names=None)
    __return_value_0 = x
    return __return_value_0
