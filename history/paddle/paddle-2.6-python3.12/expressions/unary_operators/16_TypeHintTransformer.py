def unary_operators(a, b):
    __return_value_0 = None
    """Unary minus and not on ints and comparisons."""
    r = -_jst.Ld(a) * _jst.Ld(b) - -(_jst.Ld(a) - _jst.Ld(b))

    def get_args_0():
        nonlocal r
        return _jst.Ld(r),

    def set_args_0(__args):
        nonlocal r
        r, = _jst.Ld(__args)

    def true_fn_0():
        nonlocal r
        r = -_jst.Ld(r)
        return

    def false_fn_0():
        nonlocal r
        return
    _jst.IfElse(_jst.Not(_jst.Ld(r) > 0), _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), ('r',), push_pop_names=None)
    __return_value_0 = _jst.Ld(r)
    return _jst.Ld(__return_value_0)
