def tf__early_return_in_if(n: int) -> int:
    """A return inside an if with code following the if."""
    with ag__.FunctionScope('early_return_in_if', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()

        def get_state():
            return (do_return, retval_, n)

        def set_state(vars_):
            nonlocal do_return, retval_, n
            do_return, retval_, n = vars_

        def if_body():
            nonlocal do_return, retval_, n
            try:
                do_return = True
                retval_ = 0
            except:
                do_return = False
                raise

        def else_body():
            nonlocal do_return, retval_, n
            n = ag__.ld(n) * 3
            try:
                do_return = True
                retval_ = ag__.ld(n) + 1
            except:
                do_return = False
                raise
        ag__.if_stmt(ag__.ld(n) < 0, if_body, else_body, get_state, set_state, ('do_return', 'retval_', 'n'), 2)
        return fscope.ret(retval_, do_return)
