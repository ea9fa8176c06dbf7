def dict_display_lookup(key: str) -> int:
    """Builds a dict display and looks a key up, with a membership test first."""
    with ag__.FunctionScope('dict_display_lookup', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        table: ag__.ld(Dict)[ag__.ld(str), ag__.ld(int)] = {'a': 1, 'b': 2, 'c': 3}

        def get_state():
            return (do_return, retval_)

        def set_state(vars_):
            nonlocal do_return, retval_
            do_return, retval_ = vars_

        def if_body():
            nonlocal do_return, retval_
            try:
                do_return = True
                retval_ = ag__.ld(table)[ag__.ld(key)]
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
        ag__.if_stmt(ag__.ld(key) in ag__.ld(table), if_body, else_body, get_state, set_state, ('do_return', 'retval_'), 2)
        return fscope.ret(retval_, do_return)
