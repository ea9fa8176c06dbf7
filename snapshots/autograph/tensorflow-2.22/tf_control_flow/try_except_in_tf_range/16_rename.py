def tf__try_except_in_tf_range(n):
    """try/except around a raise in a tensor if inside tf.range. Accepted by to_code; the raise fires while tracing."""
    with ag__.FunctionScope('try_except_in_tf_range', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = ag__.converted_call(ag__.ld(tf).constant, (0,), None, fscope)

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
                    raise ag__.converted_call(ag__.ld(ValueError), ('too big',), None, fscope)

                def else_body():
                    pass
                ag__.if_stmt(ag__.ld(i) > 100, if_body, else_body, get_state, set_state, (), 0)
                total = ag__.ld(total)
                total += i
            except ValueError:
                total = ag__.ld(total)
                total -= 1
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(ag__.ld(tf).range, (ag__.ld(n),), None, fscope), None, loop_body, get_state_1, set_state_1, ('total',), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ag__.ld(total)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
