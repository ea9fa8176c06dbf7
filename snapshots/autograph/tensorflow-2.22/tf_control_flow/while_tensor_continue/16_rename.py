def tf__while_tensor_continue(n):
    """A while loop on a tensor counter that skips multiples of three with continue."""
    with ag__.FunctionScope('while_tensor_continue', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        i = ag__.converted_call(ag__.ld(tf).constant, (0,), None, fscope)
        total = ag__.converted_call(ag__.ld(tf).constant, (0,), None, fscope)

        def get_state_2():
            return (total, i)

        def set_state_2(vars_):
            nonlocal total, i
            total, i = vars_

        def loop_body():
            nonlocal total, i
            continue_ = False
            i = ag__.ld(i)
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
            ag__.if_stmt(ag__.ld(i) % 3 == 0, if_body, else_body, get_state, set_state, ('continue_',), 1)

            def get_state_1():
                return (total,)

            def set_state_1(vars_):
                nonlocal total
                total, = vars_

            def if_body_1():
                nonlocal total
                total = ag__.ld(total)
                total += i

            def else_body_1():
                nonlocal total
                pass
            ag__.if_stmt(ag__.not_(continue_), if_body_1, else_body_1, get_state_1, set_state_1, ('total',), 1)

        def loop_test():
            return ag__.ld(i) < ag__.ld(n)
        continue_ = ag__.Undefined('continue_')
        ag__.while_stmt(loop_test, loop_body, get_state_2, set_state_2, ('total', 'i'), {})
        try:
            do_return = True
            retval_ = ag__.ld(total)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
