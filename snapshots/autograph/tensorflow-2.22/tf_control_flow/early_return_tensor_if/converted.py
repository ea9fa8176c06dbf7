def tf__early_return_tensor_if(x):
    """A return inside an if on a tensor condition, with code after the if."""
    with ag__.FunctionScope('early_return_tensor_if', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()

        def get_state():
            return (do_return, retval_, x)

        def set_state(vars_):
            nonlocal x, do_return, retval_
            do_return, retval_, x = vars_

        def if_body():
            nonlocal x, do_return, retval_
            try:
                do_return = True
                retval_ = ag__.ld(x) * 2.0
            except:
                do_return = False
                raise

        def else_body():
            nonlocal x, do_return, retval_
            x = ag__.ld(x) - 1.0
            try:
                do_return = True
                retval_ = ag__.ld(x) * ag__.ld(x)
            except:
                do_return = False
                raise
        ag__.if_stmt(ag__.ld(x) > 0.0, if_body, else_body, get_state, set_state, ('do_return', 'retval_', 'x'), 2)
        return fscope.ret(retval_, do_return)
