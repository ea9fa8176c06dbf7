def tf__list_length(x, ns):
    """A list of Python numbers is traced element by element: a longer list is a new trace."""
    with ag__.FunctionScope('list_length', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()

        def get_state():
            return (x,)

        def set_state(vars_):
            nonlocal x
            x, = vars_

        def loop_body(itr):
            nonlocal x
            n = itr
            x = ag__.ld(x) * ag__.ld(n)
        n = ag__.Undefined('n')
        ag__.for_stmt(ag__.ld(ns), None, loop_body, get_state, set_state, ('x',), {'iterate_names': 'n'})
        try:
            do_return = True
            retval_ = ag__.ld(x)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
