def tf__signed_row_norms(x):
    """Decorated with an input signature, as TensorFlow code writes it: traced with it, its batch unknown."""
    with ag__.FunctionScope('signed_row_norms', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        norms = ag__.converted_call(ag__.ld(tf).sqrt, (ag__.converted_call(ag__.ld(tf).reduce_sum, (ag__.ld(x) * ag__.ld(x),), dict(axis=1), fscope),), None, fscope)

        def get_state():
            return (norms,)

        def set_state(vars_):
            nonlocal norms
            norms, = vars_

        def if_body():
            nonlocal norms
            norms = ag__.ld(norms) / ag__.converted_call(ag__.ld(tf).reduce_max, (ag__.ld(norms),), None, fscope)

        def else_body():
            nonlocal norms
            pass
        ag__.if_stmt(ag__.converted_call(ag__.ld(tf).reduce_max, (ag__.ld(norms),), None, fscope) > 4.0, if_body, else_body, get_state, set_state, ('norms',), 1)
        try:
            do_return = True
            retval_ = ag__.ld(norms)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
