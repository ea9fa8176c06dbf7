def loop_var_changes_dtype(n):
    __return_value_0 = None
    """A tensor while whose loop variable goes from int64 to float32: the while op needs one dtype per carried value.
    AutoGraph refuses a loop variable whose dtype changes; TorchScript refuses the type change."""
    i = _jst.Ld(_jst.Ld(paddle).to_tensor)(0)

    def while_condition_0():
        nonlocal i
        return _jst.Ld(i) < _jst.Ld(n)

    def while_body_0():
        nonlocal i
        i = _jst.Ld(i) + 0.5

    def get_args_0():
        nonlocal i
        return _jst.Ld(i),

    def set_args_0(__args):
        nonlocal i
        i, = _jst.Ld(__args)
    _jst.While(_jst.Ld(while_condition_0), _jst.Ld(while_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('i',), push_pop_names=None)
    __return_value_0 = _jst.Ld(i)
    return _jst.Ld(__return_value_0)
