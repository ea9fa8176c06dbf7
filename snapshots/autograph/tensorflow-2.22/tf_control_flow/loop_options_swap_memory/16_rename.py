def tf__loop_options_swap_memory(n):
    """set_loop_options(swap_memory=True) in a tf.range loop that doubles a vector."""
    with ag__.FunctionScope('loop_options_swap_memory', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        v = ag__.converted_call(ag__.ld(tf).ones, ([3],), None, fscope)

        def get_state():
            return (v,)

        def set_state(vars_):
            nonlocal v
            v, = vars_

        def loop_body(itr):
            nonlocal v
            _ = itr
            v = ag__.ld(v) * 2.0
        _ = ag__.Undefined('_')
        ag__.for_stmt(ag__.converted_call(ag__.ld(tf).range, (ag__.ld(n),), None, fscope), None, loop_body, get_state, set_state, ('v',), {'swap_memory': True, 'iterate_names': '_'})
        try:
            do_return = True
            retval_ = ag__.ld(v)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
