def tf__for_early_return(n: int) -> int:
    """A for loop that returns the first multiple of 7 it meets."""
    with ag__.FunctionScope('for_early_return', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()

        def get_state_1():
            return (do_return, retval_)

        def set_state_1(vars_):
            nonlocal do_return, retval_
            do_return, retval_ = vars_

        def loop_body(itr):
            nonlocal do_return, retval_
            i = itr

            def get_state():
                return (do_return, retval_)

            def set_state(vars_):
                nonlocal do_return, retval_
                do_return, retval_ = vars_

            def if_body():
                nonlocal do_return, retval_
                try:
                    do_return = True
                    retval_ = ag__.ld(i)
                except:
                    do_return = False
                    raise

            def else_body():
                nonlocal do_return, retval_
                pass
            ag__.if_stmt(ag__.ld(i) % 7 == 0, if_body, else_body, get_state, set_state, ('do_return', 'retval_'), 2)

        def extra_test():
            nonlocal do_return, retval_
            return ag__.not_(do_return)
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(ag__.ld(range), (1, ag__.ld(n)), None, fscope), extra_test, loop_body, get_state_1, set_state_1, ('do_return', 'retval_'), {'iterate_names': 'i'})

        def get_state_2():
            return (do_return, retval_)

        def set_state_2(vars_):
            nonlocal do_return, retval_
            do_return, retval_ = vars_

        def if_body_1():
            nonlocal do_return, retval_
            try:
                do_return = True
                retval_ = 0
            except:
                do_return = False
                raise

        def else_body_1():
            nonlocal do_return, retval_
            pass
        ag__.if_stmt(ag__.not_(do_return), if_body_1, else_body_1, get_state_2, set_state_2, ('do_return', 'retval_'), 2)
        return fscope.ret(retval_, do_return)
