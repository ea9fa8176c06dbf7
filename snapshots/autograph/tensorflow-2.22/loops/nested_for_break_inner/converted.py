def tf__nested_for_break_inner(rows: int, cols: int) -> int:
    """A break in an inner loop that leaves the outer loop running."""
    with ag__.FunctionScope('nested_for_break_inner', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        count = 0

        def get_state_3():
            return (count,)

        def set_state_3(vars_):
            nonlocal count
            count, = vars_

        def loop_body_1(itr_1):
            nonlocal count
            i = itr_1
            break__1 = False

            def get_state_2():
                return (count, break__1)

            def set_state_2(vars_):
                nonlocal break__1, count
                count, break__1 = vars_

            def loop_body(itr):
                nonlocal break__1, count
                j = itr
                continue__1 = False
                (break__1,)

                def get_state():
                    return (break__1, continue__1)

                def set_state(vars_):
                    nonlocal break__1, continue__1
                    break__1, continue__1 = vars_

                def if_body():
                    nonlocal break__1, continue__1
                    break__1 = True
                    continue__1 = True

                def else_body():
                    nonlocal break__1, continue__1
                    pass
                ag__.if_stmt(ag__.ld(j) > ag__.ld(i), if_body, else_body, get_state, set_state, ('break__1', 'continue__1'), 2)

                def get_state_1():
                    return (count,)

                def set_state_1(vars_):
                    nonlocal count
                    count, = vars_

                def if_body_1():
                    nonlocal count
                    count = ag__.ld(count)
                    count += 1

                def else_body_1():
                    nonlocal count
                    pass
                ag__.if_stmt(ag__.not_(continue__1), if_body_1, else_body_1, get_state_1, set_state_1, ('count',), 1)

            def extra_test():
                nonlocal break__1, count
                return ag__.not_(break__1)
            ag__.for_stmt(ag__.converted_call(ag__.ld(range), (ag__.ld(cols),), None, fscope), extra_test, loop_body, get_state_2, set_state_2, ('count', 'break__1'), {'iterate_names': 'j'})
        continue__1 = ag__.Undefined('continue__1')
        break__1 = ag__.Undefined('break__1')
        j = ag__.Undefined('j')
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(ag__.ld(range), (ag__.ld(rows),), None, fscope), None, loop_body_1, get_state_3, set_state_3, ('count',), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ag__.ld(count)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
