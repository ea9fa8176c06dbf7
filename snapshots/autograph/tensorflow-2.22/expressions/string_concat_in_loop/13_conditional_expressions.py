def string_concat_in_loop(n: int) -> str:
    """Concatenates strings chosen by a conditional expression in a loop."""
    with ag__.FunctionScope('string_concat_in_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        s = ''

        def get_state():
            return (s,)

        def set_state(vars_):
            nonlocal s
            s, = vars_

        def loop_body(itr):
            nonlocal s
            i = itr
            s = s + ag__.if_exp(i % 2 == 0, lambda: 'x', lambda: 'o', 'i % 2 == 0')
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(range, (n,), None, fscope), None, loop_body, get_state, set_state, ('s',), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = s
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
