def loop_var_changes_dtype(n):

    def _orig_loop_var_changes_dtype(n):
        __return_0 = False
        __return_value_0 = None
        'A tensor while whose loop variable goes from int64 to float32: the while op needs one dtype per carried value.\n    AutoGraph refuses a loop variable whose dtype changes; TorchScript refuses the type change.'
        i = paddle.to_tensor(0)

        def while_condition_0():
            nonlocal i
            return i < n

        def while_body_0():
            nonlocal i
            i = i + 0.5

        def get_args_0():
            nonlocal i
            return (i,)

        def set_args_0(__args):
            nonlocal i
            i, = __args
        _jst.While(while_condition_0, while_body_0, get_args_0, set_args_0, return_name_ids=('i',), push_pop_names=None)
        __return_value_0 = i
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_loop_var_changes_dtype, inputs=lambda: (paddle.to_tensor(3),))
    except:
        _decoedby_case = _jst.Call(case)(inputs=lambda: (paddle.to_tensor(3),))(_orig_loop_var_changes_dtype)
    return _decoedby_case(n)
