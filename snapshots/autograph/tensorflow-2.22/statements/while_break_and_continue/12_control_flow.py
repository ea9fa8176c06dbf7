def while_break_and_continue(n: int) -> int:
    """A while loop using both continue and break on different conditions."""
    with ag__.FunctionScope('while_break_and_continue', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        i = 0
        total = 0
        break_ = False

        def get_state_4():
            return (total, break_, i)

        def set_state_4(vars_):
            nonlocal break_, total, i
            total, break_, i = vars_

        def loop_body():
            nonlocal break_, total, i
            continue_ = False
            i += 1

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
            ag__.if_stmt(i % 2 == 0, if_body, else_body, get_state, set_state, ('continue_',), 1)

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
                ag__.if_stmt(total > 20, if_body_1, else_body_1, get_state_1, set_state_1, ('break_', 'continue_'), 2)

                def get_state_2():
                    return (total,)

                def set_state_2(vars_):
                    nonlocal total
                    total, = vars_

                def if_body_2():
                    nonlocal total
                    total += i

                def else_body_2():
                    nonlocal total
                    pass
                ag__.if_stmt(not continue_, if_body_2, else_body_2, get_state_2, set_state_2, ('total',), 1)

            def else_body_3():
                nonlocal break_, total, continue_
                pass
            ag__.if_stmt(not continue_, if_body_3, else_body_3, get_state_3, set_state_3, ('break_', 'total', 'continue_'), 2)

        def loop_test():
            return not break_ and i < n
        continue_ = ag__.Undefined('continue_')
        ag__.while_stmt(loop_test, loop_body, get_state_4, set_state_4, ('total', 'break_', 'i'), {})
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
