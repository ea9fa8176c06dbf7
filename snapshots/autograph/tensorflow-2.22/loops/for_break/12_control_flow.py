def for_break(n: int) -> int:
    """A for loop over range that breaks once a running total passes a limit."""
    with ag__.FunctionScope('for_break', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = 0
        break_ = False

        def get_state_2():
            return (total, break_)

        def set_state_2(vars_):
            nonlocal break_, total
            total, break_ = vars_

        def loop_body(itr):
            nonlocal break_, total
            i = itr
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
            ag__.if_stmt(total > 10, if_body, else_body, get_state, set_state, ('break_', 'continue_'), 2)

            def get_state_1():
                return (total,)

            def set_state_1(vars_):
                nonlocal total
                total, = vars_

            def if_body_1():
                nonlocal total
                total += i

            def else_body_1():
                nonlocal total
                pass
            ag__.if_stmt(not continue_, if_body_1, else_body_1, get_state_1, set_state_1, ('total',), 1)

        def extra_test():
            nonlocal break_, total
            return not break_
        continue_ = ag__.Undefined('continue_')
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(range, (n,), None, fscope), extra_test, loop_body, get_state_2, set_state_2, ('total', 'break_'), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
