def closure_in_tensor_loop(x):
    __return_value_0 = None
    """Lambdas appended to a list inside a tensor while: a loop variable that is a list of functions cannot be
    carried by the while op. AutoGraph refuses it too; TorchScript has no lambdas."""
    made = []
    i = _jst.Ld(_jst.Ld(paddle).to_tensor)(0)

    def while_condition_0():
        nonlocal i
        return _jst.Ld(i) < 2

    def while_body_0():
        nonlocal i
        _jst.Call(_jst.Ld(_jst.Ld(made).append))(lambda : _jst.Ld(x))
        i = _jst.Ld(i) + 1

    def get_args_0():
        nonlocal i, made
        return _jst.Ld(i), _jst.Ld(made)

    def set_args_0(__args):
        nonlocal i, made
        i, made = _jst.Ld(__args)
    _jst.While(_jst.Ld(while_condition_0), _jst.Ld(while_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('i',), push_pop_names=('made',))
    __return_value_0 = _jst.Call(_jst.Ld(_jst.Ld(made)[0]))()
    return _jst.Ld(__return_value_0)
