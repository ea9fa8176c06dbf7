def closure_in_tensor_loop(x):
    __return_value_0 = None
    """Lambdas appended to a list inside a tensor while: a loop variable that is a list of functions cannot be
    carried by the while op. AutoGraph refuses it too; TorchScript has no lambdas."""
    made = []
    i = paddle.to_tensor(0)

    def while_condition_0():
        nonlocal i
        return i < 2

    def while_body_0():
        nonlocal i
        _jst.Call(made.append)(lambda : x)
        i = i + 1

    def get_args_0():
        nonlocal i, made
        return i, made

    def set_args_0(__args):
        nonlocal i, made
        i, made = __args
    _jst.While(while_condition_0, while_body_0, get_args_0, set_args_0, return_name_ids=('i',), push_pop_names=('made',))
    __return_value_0 = _jst.Call(made[0])()
    return __return_value_0
