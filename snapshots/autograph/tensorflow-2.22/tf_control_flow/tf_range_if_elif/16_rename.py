def tf__tf_range_if_elif(n):
    """An if/elif/else chain on the tf.range index inside the loop."""
    with ag__.FunctionScope('tf_range_if_elif', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        a = ag__.converted_call(ag__.ld(tf).constant, (0,), None, fscope)
        b = ag__.converted_call(ag__.ld(tf).constant, (0,), None, fscope)

        def get_state_2():
            return (a, b)

        def set_state_2(vars_):
            nonlocal b, a
            a, b = vars_

        def loop_body(itr):
            nonlocal b, a
            i = itr

            def get_state_1():
                return (a, b)

            def set_state_1(vars_):
                nonlocal b, a
                a, b = vars_

            def if_body_1():
                nonlocal b, a
                a = ag__.ld(a)
                a += 10

            def else_body_1():
                nonlocal b, a

                def get_state():
                    return (a, b)

                def set_state(vars_):
                    nonlocal b, a
                    a, b = vars_

                def if_body():
                    nonlocal b, a
                    b = ag__.ld(b)
                    b += i

                def else_body():
                    nonlocal b, a
                    a = ag__.ld(a)
                    a -= 1
                ag__.if_stmt(ag__.ld(i) % 2 == 1, if_body, else_body, get_state, set_state, ('a', 'b'), 2)
            ag__.if_stmt(ag__.ld(i) == 0, if_body_1, else_body_1, get_state_1, set_state_1, ('a', 'b'), 2)
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(ag__.ld(tf).range, (ag__.ld(n),), None, fscope), None, loop_body, get_state_2, set_state_2, ('a', 'b'), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ag__.ld(a) + ag__.ld(b)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
