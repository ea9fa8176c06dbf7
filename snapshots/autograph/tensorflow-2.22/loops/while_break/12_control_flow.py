def while_break(n: int) -> int:
    """A while True loop left through break (Collatz steps)."""
    with ag__.FunctionScope('while_break', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        steps = 0
        break_ = False

        def get_state_3():
            return (steps, break_, n)

        def set_state_3(vars_):
            nonlocal break_, steps, n
            steps, break_, n = vars_

        def loop_body():
            nonlocal break_, steps, n
            continue_ = False

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
            ag__.if_stmt(n == 1, if_body, else_body, get_state, set_state, ('break_', 'continue_'), 2)

            def get_state_2():
                return (n, steps)

            def set_state_2(vars_):
                nonlocal steps, n
                n, steps = vars_

            def if_body_2():
                nonlocal steps, n

                def get_state_1():
                    return (n,)

                def set_state_1(vars_):
                    nonlocal n
                    n, = vars_

                def if_body_1():
                    nonlocal n
                    n = n // 2

                def else_body_1():
                    nonlocal n
                    n = 3 * n + 1
                ag__.if_stmt(n % 2 == 0, if_body_1, else_body_1, get_state_1, set_state_1, ('n',), 1)
                steps += 1

            def else_body_2():
                nonlocal steps, n
                pass
            ag__.if_stmt(not continue_, if_body_2, else_body_2, get_state_2, set_state_2, ('n', 'steps'), 2)

        def loop_test():
            return not break_ and True
        continue_ = ag__.Undefined('continue_')
        ag__.while_stmt(loop_test, loop_body, get_state_3, set_state_3, ('steps', 'break_', 'n'), {})
        try:
            do_return = True
            retval_ = steps
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
