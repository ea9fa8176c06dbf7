def pred_tensor_then_bool(x):
    __return_value_0 = None
    """A while whose predicate starts a tensor and becomes a Python bool: the while op needs a tensor each time.
    AutoGraph refuses the loop variable's change of type; TorchScript refuses the type change."""
    i = _jst.Ld(_jst.Ld(paddle).to_tensor)(0)

    def while_condition_0():
        nonlocal i
        return _jst.Ld(i) < 3

    def while_body_0():
        nonlocal i
        i = 5

    def get_args_0():
        nonlocal i
        return _jst.Ld(i),

    def set_args_0(__args):
        nonlocal i
        i, = _jst.Ld(__args)
    _jst.While(_jst.Ld(while_condition_0), _jst.Ld(while_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('i',), push_pop_names=None)
    __return_value_0 = _jst.Ld(x)
    return _jst.Ld(__return_value_0)
