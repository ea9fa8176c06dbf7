def tf__nested_for_continue_outer_break(n: int) -> int:
    """A continue in an inner for loop and a break in the outer one."""
    with ag__.FunctionScope('nested_for_continue_outer_break', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = 0
        break_ = False

        def get_state_5():
            return (total, break_)

        def set_state_5(vars_):
            nonlocal break_, total
            total, break_ = vars_

        def loop_body_1(itr_1):
            nonlocal break_, total
            i = itr_1
            continue_ = False
            (break_,)

            def get_state():
                return (break_, continue_)

            def set_state(vars_):
                nonlocal break_, continue_
                break_, continue_ = vars_

            def if_body():
                nonlocal break_, continue_
                break_ = True
                continue_ = True

            def else_body():
                nonlocal break_, continue_
                pass
            ag__.if_stmt(ag__.ld(total) > 12, if_body, else_body, get_state, set_state, ('break_', 'continue_'), 2)

            def get_state_4():
                return (total,)

            def set_state_4(vars_):
                nonlocal total
                total, = vars_

            def if_body_3():
                nonlocal total

                def get_state_3():
                    return (total,)

                def set_state_3(vars_):
                    nonlocal total
                    total, = vars_

                def loop_body(itr):
                    nonlocal total
                    j = itr
                    continue__1 = False

                    def get_state_1():
                        return (continue__1,)

                    def set_state_1(vars_):
                        nonlocal continue__1
                        continue__1, = vars_

                    def if_body_1():
                        nonlocal continue__1
                        continue__1 = True

                    def else_body_1():
                        nonlocal continue__1
                        pass
                    ag__.if_stmt(ag__.ld(i) == ag__.ld(j), if_body_1, else_body_1, get_state_1, set_state_1, ('continue__1',), 1)

                    def get_state_2():
                        return (total,)

                    def set_state_2(vars_):
                        nonlocal total
                        total, = vars_

                    def if_body_2():
                        nonlocal total
                        total = ag__.ld(total)
                        total += j

                    def else_body_2():
                        nonlocal total
                        pass
                    ag__.if_stmt(ag__.not_(continue__1), if_body_2, else_body_2, get_state_2, set_state_2, ('total',), 1)
                ag__.for_stmt(ag__.converted_call(ag__.ld(range), (ag__.ld(n),), None, fscope), None, loop_body, get_state_3, set_state_3, ('total',), {'iterate_names': 'j'})

            def else_body_3():
                nonlocal total
                pass
            ag__.if_stmt(ag__.not_(continue_), if_body_3, else_body_3, get_state_4, set_state_4, ('total',), 1)

        def extra_test():
            nonlocal break_, total
            return ag__.not_(break_)
        continue__1 = ag__.Undefined('continue__1')
        j = ag__.Undefined('j')
        continue_ = ag__.Undefined('continue_')
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(ag__.ld(range), (ag__.ld(n),), None, fscope), extra_test, loop_body_1, get_state_5, set_state_5, ('total', 'break_'), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ag__.ld(total)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
