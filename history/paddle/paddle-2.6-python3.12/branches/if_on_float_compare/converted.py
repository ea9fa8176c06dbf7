def if_on_float_compare(x, limit):
    __return_value_0 = None
    """An if on a comparison between two float parameters."""

    def get_args_0():
        nonlocal x
        return _jst.Ld(x),

    def set_args_0(__args):
        nonlocal x
        x, = _jst.Ld(__args)

    def true_fn_0():
        nonlocal x
        x = _jst.Ld(limit)
        return

    def false_fn_0():
        nonlocal x
        return
    _jst.IfElse(_jst.Ld(x) >= _jst.Ld(limit), _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), ('x',), push_pop_names=None)
    __return_value_0 = _jst.Ld(x)
    return _jst.Ld(__return_value_0)
