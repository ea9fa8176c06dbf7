def while_true_return(n: int) -> int:
    """A while True loop left only through return. Rejected by TorchScript: not every path returns."""
    with ag__.FunctionScope('while_true_return', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        i = 1

        def get_state_1():
            return (do_return, retval_, i)

        def set_state_1(vars_):
            nonlocal do_return, retval_, i
            do_return, retval_, i = vars_

        def loop_body():
            nonlocal do_return, retval_, i

            def get_state():
                return (do_return, i, retval_)

            def set_state(vars_):
                nonlocal do_return, retval_, i
                do_return, i, retval_ = vars_

            def if_body():
                nonlocal do_return, retval_, i
                try:
                    do_return = True
                    retval_ = ag__.ld(i)
                except:
                    do_return = False
                    raise

            def else_body():
                nonlocal do_return, retval_, i
                i = ag__.ld(i)
                i += 1
            ag__.if_stmt(ag__.ld(i) * ag__.ld(i) >= ag__.ld(n), if_body, else_body, get_state, set_state, ('do_return', 'i', 'retval_'), 3)

        def loop_test():
            return ag__.and_(lambda: ag__.not_(do_return), lambda: True)
        ag__.while_stmt(loop_test, loop_body, get_state_1, set_state_1, ('do_return', 'retval_', 'i'), {})
        return fscope.ret(retval_, do_return)
