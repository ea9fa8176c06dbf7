def nested_while_break(n: int) -> int:
    """A break in an inner while loop nested inside an outer while loop."""
    with ag__.FunctionScope('nested_while_break', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        i = 0
        count = 0

        def get_state_3():
            return (count, i)

        def set_state_3(vars_):
            nonlocal count, i
            count, i = vars_

        def loop_body_1():
            nonlocal count, i
            j = 0
            break__1 = False

            def get_state_2():
                return (count, break__1, j)

            def set_state_2(vars_):
                nonlocal break__1, count, j
                count, break__1, j = vars_

            def loop_body():
                nonlocal break__1, count, j
                continue__1 = False

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
                ag__.if_stmt(j >= i, if_body, else_body, get_state, set_state, ('break__1', 'continue__1'), 2)

                def get_state_1():
                    return (count, j)

                def set_state_1(vars_):
                    nonlocal count, j
                    count, j = vars_

                def if_body_1():
                    nonlocal count, j
                    count += 1
                    j += 1

                def else_body_1():
                    nonlocal count, j
                    pass
                ag__.if_stmt(not continue__1, if_body_1, else_body_1, get_state_1, set_state_1, ('count', 'j'), 2)

            def loop_test():
                return not break__1 and True
            ag__.while_stmt(loop_test, loop_body, get_state_2, set_state_2, ('count', 'break__1', 'j'), {})
            i += 1

        def loop_test_1():
            return i < n
        break__1 = ag__.Undefined('break__1')
        j = ag__.Undefined('j')
        continue__1 = ag__.Undefined('continue__1')
        ag__.while_stmt(loop_test_1, loop_body_1, get_state_3, set_state_3, ('count', 'i'), {})
        try:
            do_return = True
            retval_ = count
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
