def loop_var_changes_dtype(n):
    __return_value_0 = None
    """A tensor while whose loop variable goes from int64 to float32: the while op needs one dtype per carried value.
    AutoGraph refuses a loop variable whose dtype changes; TorchScript refuses the type change."""
    i = paddle.to_tensor(0)

    def while_condition_0():
        nonlocal i
        return i < n

    def while_body_0():
        nonlocal i
        i = i + 0.5

    def get_args_0():
        nonlocal i
        return i,

    def set_args_0(__args):
        nonlocal i
        i, = __args
    _jst.While(while_condition_0, while_body_0, get_args_0, set_args_0, return_name_ids=('i',), push_pop_names=None)
    __return_value_0 = i
    return __return_value_0
