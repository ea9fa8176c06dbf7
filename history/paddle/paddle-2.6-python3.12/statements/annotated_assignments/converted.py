def annotated_assignments(n):
    __return_value_0 = None
    """Annotated local assignments x: int = ..., y: float = ..., z: bool = ...."""
    count: _jst.Ld(int) = _jst.Ld(n)
    scale: _jst.Ld(float) = 1.5
    big: _jst.Ld(bool) = _jst.Ld(count) > 2
    result: _jst.Ld(float) = 0.0

    def get_args_0():
        nonlocal result
        return _jst.Ld(result),

    def set_args_0(__args):
        nonlocal result
        result, = _jst.Ld(__args)

    def true_fn_0():
        nonlocal result
        result = _jst.Ld(scale) * _jst.Ld(count)
        return

    def false_fn_0():
        nonlocal result
        return
    _jst.IfElse(_jst.Ld(big), _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), ('result',), push_pop_names=None)
    __return_value_0 = _jst.Ld(result)
    return _jst.Ld(__return_value_0)
