def recursive_style_helper(n: int) -> int:
    """Calls a helper in a loop, feeding its result back in."""
    with ag__.FunctionScope('recursive_style_helper', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        v = ag__.ld(n)

        def get_state():
            return (v,)

        def set_state(vars_):
            nonlocal v
            v, = vars_

        def loop_body(itr):
            nonlocal v
            _ = itr
            v = ag__.converted_call(ag__.ld(_helper), (ag__.ld(v),), None, fscope) % 17
        _ = ag__.Undefined('_')
        ag__.for_stmt(ag__.converted_call(ag__.ld(range), (3,), None, fscope), None, loop_body, get_state, set_state, ('v',), {'iterate_names': '_'})
        try:
            do_return = True
            retval_ = ag__.ld(v)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
