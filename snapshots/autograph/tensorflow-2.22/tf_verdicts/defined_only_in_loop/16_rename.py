def tf__defined_only_in_loop(n):
    """'s' is set only inside a tf.range loop: tracing fails with a ValueError, and a Note follows its message."""
    with ag__.FunctionScope('defined_only_in_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()

        def get_state_1():
            return (s,)

        def set_state_1(vars_):
            nonlocal s
            s, = vars_

        def loop_body(itr):
            nonlocal s
            i = itr

            def get_state():
                return (s,)

            def set_state(vars_):
                nonlocal s
                s, = vars_

            def if_body():
                nonlocal s
                s = ag__.ld(i)

            def else_body():
                nonlocal s
                pass
            ag__.if_stmt(ag__.ld(i) > 0, if_body, else_body, get_state, set_state, ('s',), 1)
        s = ag__.Undefined('s')
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(ag__.ld(tf).range, (ag__.ld(n),), None, fscope), None, loop_body, get_state_1, set_state_1, ('s',), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ag__.ld(s)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
