def tf__tf_range_break_and_continue(n):
    """A for over tf.range with both continue and break on tensor conditions."""
    with ag__.FunctionScope('tf_range_break_and_continue', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = ag__.converted_call(ag__.ld(tf).constant, (0,), None, fscope)
        break_ = False

        def get_state_4():
            return (total, break_)

        def set_state_4(vars_):
            nonlocal break_, total
            total, break_ = vars_

        def loop_body(itr):
            nonlocal break_, total
            i = itr
            continue_ = False
            (break_,)

            def get_state():
                return (continue_,)

            def set_state(vars_):
                nonlocal continue_
                continue_, = vars_

            def if_body():
                nonlocal continue_
                continue_ = True

            def else_body():
                nonlocal continue_
                pass
            ag__.if_stmt(ag__.ld(i) % 2 == 0, if_body, else_body, get_state, set_state, ('continue_',), 1)

            def get_state_3():
                return (break_, total, continue_)

            def set_state_3(vars_):
                nonlocal break_, total, continue_
                break_, total, continue_ = vars_

            def if_body_3():
                nonlocal break_, total, continue_

                def get_state_1():
                    return (break_, continue_)

                def set_state_1(vars_):
                    nonlocal break_, continue_
                    break_, continue_ = vars_

                def if_body_1():
                    nonlocal break_, continue_
                    break_ = True
                    continue_ = True

                def else_body_1():
                    nonlocal break_, continue_
                    pass
                ag__.if_stmt(ag__.ld(total) > 10, if_body_1, else_body_1, get_state_1, set_state_1, ('break_', 'continue_'), 2)

                def get_state_2():
                    return (total,)

                def set_state_2(vars_):
                    nonlocal total
                    total, = vars_

                def if_body_2():
                    nonlocal total
                    total = ag__.ld(total)
                    total += i

                def else_body_2():
                    nonlocal total
                    pass
                ag__.if_stmt(ag__.not_(continue_), if_body_2, else_body_2, get_state_2, set_state_2, ('total',), 1)

            def else_body_3():
                nonlocal break_, total, continue_
                pass
            ag__.if_stmt(ag__.not_(continue_), if_body_3, else_body_3, get_state_3, set_state_3, ('break_', 'total', 'continue_'), 2)

        def extra_test():
            nonlocal break_, total
            return ag__.not_(break_)
        continue_ = ag__.Undefined('continue_')
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(ag__.ld(tf).range, (ag__.ld(n),), None, fscope), extra_test, loop_body, get_state_4, set_state_4, ('total', 'break_'), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ag__.ld(total)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
