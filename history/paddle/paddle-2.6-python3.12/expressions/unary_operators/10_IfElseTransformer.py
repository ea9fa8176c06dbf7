def unary_operators(a: int, b: int) ->int:
    __return_value_0 = None
    """Unary minus and not on ints and comparisons."""
    r = -a * b - -(a - b)

    def get_args_0():
        nonlocal r
        return r,

    def set_args_0(__args):
        nonlocal r
        r, = __args

    def true_fn_0():
        nonlocal r
        r = -r
        return

    def false_fn_0():
        nonlocal r
        return
    _jst.IfElse(_jst.Not(r > 0), true_fn_0, false_fn_0, get_args_0, set_args_0, ('r',), push_pop_names=None)
    __return_value_0 = r
    return __return_value_0
