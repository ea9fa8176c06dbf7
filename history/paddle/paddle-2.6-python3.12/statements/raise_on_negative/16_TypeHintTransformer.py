def raise_on_negative(n):
    __return_value_0 = None
    """A raise ValueError(...) in an if branch that the example input does not take."""

    def get_args_0():
        return

    def set_args_0(__args):
        pass

    def true_fn_0():
        raise _jst.Ld(ValueError)('n must not be negative')
        return

    def false_fn_0():
        return
    _jst.IfElse(_jst.Ld(n) < 0, _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), None, push_pop_names=None)
    __return_value_0 = _jst.Ld(n) * 2
    return _jst.Ld(__return_value_0)
