def try_except_in_tf_range(n):
    """try/except around a raise in a tensor if inside tf.range. Accepted by to_code; the raise fires while tracing."""
    with ag__.FunctionScope('try_except_in_tf_range', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = ag__.converted_call(tf.constant, (0,), None, fscope)

        def get_state_1():
            return (total,)

        def set_state_1(vars_):
            nonlocal total
            total, = vars_

        def loop_body(itr):
            nonlocal total
            i = itr
            try:

                def get_state():
                    return ()

                def set_state(block_vars):
                    pass

                def if_body():
                    raise ag__.converted_call(ValueError, ('too big',), None, fscope)

                def else_body():
                    pass
                ag__.if_stmt(i > 100, if_body, else_body, get_state, set_state, (), 0)
                total += i
            except ValueError:
                total -= 1
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(tf.range, (n,), None, fscope), None, loop_body, get_state_1, set_state_1, ('total',), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
