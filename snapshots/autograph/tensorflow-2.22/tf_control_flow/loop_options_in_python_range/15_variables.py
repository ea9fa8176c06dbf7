def loop_options_in_python_range(x):
    """set_loop_options inside a Python range loop, which is unrolled so the options are dropped."""
    with ag__.FunctionScope('loop_options_in_python_range', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()

        def get_state():
            return (x,)

        def set_state(vars_):
            nonlocal x
            x, = vars_

        def loop_body(itr):
            nonlocal x
            _ = itr
            x = ag__.ld(x) * ag__.ld(x)
        _ = ag__.Undefined('_')
        ag__.for_stmt(ag__.converted_call(ag__.ld(range), (3,), None, fscope), None, loop_body, get_state, set_state, ('x',), {'maximum_iterations': 3, 'iterate_names': '_'})
        try:
            do_return = True
            retval_ = ag__.ld(x)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
