def elif_chain(n: int) -> int:
    """An if/elif/elif/else chain picking one of four results."""
    with ag__.FunctionScope('elif_chain', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()

        def get_state_2():
            return (r,)

        def set_state_2(vars_):
            nonlocal r
            r, = vars_

        def if_body_2():
            nonlocal r
            r = -1

        def else_body_2():
            nonlocal r

            def get_state_1():
                return (r,)

            def set_state_1(vars_):
                nonlocal r
                r, = vars_

            def if_body_1():
                nonlocal r
                r = 0

            def else_body_1():
                nonlocal r

                def get_state():
                    return (r,)

                def set_state(vars_):
                    nonlocal r
                    r, = vars_

                def if_body():
                    nonlocal r
                    r = 1

                def else_body():
                    nonlocal r
                    r = 2
                r = ag__.Undefined('r')
                ag__.if_stmt(ag__.ld(n) < 10, if_body, else_body, get_state, set_state, ('r',), 1)
            r = ag__.Undefined('r')
            ag__.if_stmt(ag__.ld(n) == 0, if_body_1, else_body_1, get_state_1, set_state_1, ('r',), 1)
        r = ag__.Undefined('r')
        ag__.if_stmt(ag__.ld(n) < 0, if_body_2, else_body_2, get_state_2, set_state_2, ('r',), 1)
        try:
            do_return = True
            retval_ = ag__.ld(r)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
