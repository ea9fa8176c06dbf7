def tf__builtin_len_range(xs: List[int]) -> int:
    """Uses len and range to index through a list."""
    with ag__.FunctionScope('builtin_len_range', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = 0

        def get_state():
            return (total,)

        def set_state(vars_):
            nonlocal total
            total, = vars_

        def loop_body(itr):
            nonlocal total
            i = itr
            total = ag__.ld(total)
            total += xs[i] * i
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(ag__.ld(range), (ag__.converted_call(ag__.ld(len), (ag__.ld(xs),), None, fscope),), None, fscope), None, loop_body, get_state, set_state, ('total',), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ag__.ld(total)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
