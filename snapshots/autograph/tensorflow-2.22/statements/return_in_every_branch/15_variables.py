def return_in_every_branch(n: int) -> int:
    """Every branch of an if/elif/else chain returns; nothing follows."""
    with ag__.FunctionScope('return_in_every_branch', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()

        def get_state_1():
            return (do_return, retval_)

        def set_state_1(vars_):
            nonlocal do_return, retval_
            do_return, retval_ = vars_

        def if_body_1():
            nonlocal do_return, retval_
            try:
                do_return = True
                retval_ = 1
            except:
                do_return = False
                raise

        def else_body_1():
            nonlocal do_return, retval_

            def get_state():
                return (do_return, retval_)

            def set_state(vars_):
                nonlocal do_return, retval_
                do_return, retval_ = vars_

            def if_body():
                nonlocal do_return, retval_
                try:
                    do_return = True
                    retval_ = -1
                except:
                    do_return = False
                    raise

            def else_body():
                nonlocal do_return, retval_
                try:
                    do_return = True
                    retval_ = 0
                except:
                    do_return = False
                    raise
            ag__.if_stmt(ag__.ld(n) < 0, if_body, else_body, get_state, set_state, ('do_return', 'retval_'), 2)
        ag__.if_stmt(ag__.ld(n) > 0, if_body_1, else_body_1, get_state_1, set_state_1, ('do_return', 'retval_'), 2)
        return fscope.ret(retval_, do_return)
